import Foundation
import Parallelism
import TestSupport

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// Browsers started by this process and their profile folders, ended and removed when it exits.
private let chromiumLeftAtExit = Locked<[(pid: pid_t, profile: String)]>([])

/// Headless Chromium driven through its DevTools protocol over a pipe (`--remote-debugging-pipe`:
/// JSON messages ended by a NUL byte, commands on the browser's descriptor 3, answers and events on
/// its descriptor 4), so tests need no WebSocket client. One page (tab) per instance.
final class Chromium: @unchecked Sendable {
    /// One browser for the whole test run, started on first use (starting Chromium is the costly
    /// part; tests that use it open a tab each and must not run at the same time). It exits when
    /// the test process does: the protocol pipe closes.
    static let shared = Result { try Chromium() }

    /// Debian's `chromium`, when installed (`apt-get install chromium`).
    static let executable = TestPaths.chromium

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's Glibc module does not
    /// declare.
    private static let addCloseFrom:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? =
            dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np").map {
                unsafeBitCast(
                    $0, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
            }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A decoded protocol message (JSON objects are not `Sendable`; they are read on one task).
    struct Message: @unchecked Sendable {
        let json: [String: Any]
    }

    /// How long a command or an awaited event may take before the test fails.
    static let patience = Duration.seconds(60)

    private let process: pid_t
    private let commands: Int32
    private let answers: Int32
    private let profile: URL
    private let lock = NSLock()
    private var nextID = 0
    private var waiting: [Int: CheckedContinuation<Message, Error>] = [:]
    private var eventSlots: [EventSlot] = []

    /// An event listened for: the message once it came, or the task waiting for it (guarded by `lock`).
    private final class EventSlot: @unchecked Sendable {
        let method: String
        var message: Message?
        var continuation: CheckedContinuation<Message, Error>?
        init(method: String) { self.method = method }
    }
    private var ended = false
    private var session = ""
    private var tab = ""

    init() throws {
        guard let executable = Chromium.executable else { throw Failure(description: "Chromium is not installed") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw Failure(description: "pipe failed")
        }
        // Ends above the descriptors the child gets (3 and 4), closed on exec, so that no dup2 maps
        // one onto itself (which would keep its close-on-exec flag) and none leaks into the browser.
        func high(_ end: Int32) -> Int32 {
            let moved = fcntl(end, F_DUPFD_CLOEXEC, 10)
            Glibc.close(end)
            return moved
        }
        toBrowser = toBrowser.map(high)
        fromBrowser = fromBrowser.map(high)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else of this process may reach the browser: a listening socket of a server another
        // test runs meanwhile (descriptors are not all close-on-exec) would stay open in the browser,
        // and the port with it, after that server stops.
        guard let closeFrom = Chromium.addCloseFrom else {
            throw Failure(description: "posix_spawn_file_actions_addclosefrom_np is missing (glibc < 2.34)")
        }
        _ = closeFrom(&actions, 5)
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
            "--user-data-dir=\(profile.path)", "--window-size=1024,768", "--disable-background-timer-throttling",
            "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows", "--disable-extensions",
            "about:blank",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        guard spawned == 0 else {
            Glibc.close(toBrowser[1])
            Glibc.close(fromBrowser[0])
            throw Failure(description: "could not start \(executable): \(spawned)")
        }
        process = pid
        commands = toBrowser[1]
        answers = fromBrowser[0]
        // The shared browser lives as long as the test process: end it and remove its profile then.
        chromiumLeftAtExit.withLock { $0.append((pid, profile.path)) }
        if chromiumLeftAtExit.withLock({ $0.count }) == 1 {
            atexit {
                for (pid, profile) in chromiumLeftAtExit.current {
                    // SIGTERM: the browser ends its helper processes before it exits, so none is still
                    // writing into the profile when it is removed.
                    kill(pid, SIGTERM)
                    var status: Int32 = 0
                    waitpid(pid, &status, 0)
                    try? FileManager.default.removeItem(atPath: profile)
                }
            }
        }
        let reader = Thread { [self] in readLoop() }
        reader.start()
    }

    /// Opens a tab and attaches to it; the commands of `page` and `evaluate` go to that tab.
    func openTab() async throws {
        let target = try await send("Target.createTarget", ["url": "about:blank"], toPage: false)
        guard let targetID = (target.json["result"] as? [String: Any])?["targetId"] as? String else {
            throw Failure(description: "no target: \(target.json)")
        }
        let attached = try await send(
            "Target.attachToTarget", ["targetId": targetID, "flatten": true], toPage: false)
        guard let id = (attached.json["result"] as? [String: Any])?["sessionId"] as? String else {
            throw Failure(description: "not attached: \(attached.json)")
        }
        lock.withLock {
            session = id
            tab = targetID
        }
        _ = try await send("Page.enable", [:])
        _ = try await send("Runtime.enable", [:])
    }

    /// Closes the tab `openTab` opened.
    func closeTab() async throws {
        let target = lock.withLock { tab }
        guard !target.isEmpty else { return }
        _ = try await send("Target.closeTarget", ["targetId": target], toPage: false)
    }

    /// Loads `url` in the tab and returns once its `load` event has fired.
    func navigate(_ url: String) async throws {
        try await whileWaiting(for: "Page.loadEventFired") {
            _ = try await send("Page.navigate", ["url": url])
        }
    }

    /// Runs `action`, then waits for the next event named `method` (listened for before `action`
    /// runs, so an event it causes at once is not missed).
    func whileWaiting(for method: String, _ action: () async throws -> Void) async throws {
        let slot = EventSlot(method: method)
        lock.withLock { eventSlots.append(slot) }
        try await action()
        _ = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Message, Error>) in
            let ready = lock.withLock { () -> Result<Message, Error>? in
                if let message = slot.message { return .success(message) }
                if ended { return .failure(Failure(description: "the browser has exited")) }
                slot.continuation = continuation
                return nil
            }
            if let ready {
                continuation.resume(with: ready)
                return
            }
            Task { [self] in
                try? await Task.sleep(for: Chromium.patience)
                let late = lock.withLock { () -> CheckedContinuation<Message, Error>? in
                    defer { slot.continuation = nil }
                    return slot.message == nil ? slot.continuation : nil
                }
                late?.resume(throwing: Failure(description: "no \(method) in \(Chromium.patience)"))
            }
        }
    }

    /// Evaluates `expression` in the page (awaiting a promise it returns) and gives back its JSON value.
    @discardableResult
    func evaluate(_ expression: String) async throws -> Any? {
        let answer = try await send(
            "Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true])
        let result = answer.json["result"] as? [String: Any]
        if let exception = result?["exceptionDetails"] as? [String: Any] {
            let detail = (exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? exception
            throw Failure(description: "page exception: \(detail)")
        }
        return (result?["result"] as? [String: Any])?["value"]
    }

    /// Sends one command and waits for its answer (an error answer throws).
    func send(_ method: String, _ parameters: [String: Any], toPage: Bool = true) async throws -> Message {
        let (id, sessionID) = lock.withLock { () -> (Int, String) in
            nextID += 1
            return (nextID, session)
        }
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if toPage { message["sessionId"] = sessionID }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        let answer = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Message, Error>) in
            let isEnded = lock.withLock { () -> Bool in
                if ended { return true }
                waiting[id] = continuation
                return false
            }
            if isEnded {
                continuation.resume(throwing: Failure(description: "the browser has exited"))
                return
            }
            let written = data.withUnsafeBytes { bytes -> Bool in
                var offset = 0
                while offset < bytes.count {
                    let count = write(commands, bytes.baseAddress! + offset, bytes.count - offset)
                    if count <= 0 { return false }
                    offset += count
                }
                return true
            }
            if !written, let continuation = lock.withLock({ waiting.removeValue(forKey: id) }) {
                continuation.resume(throwing: Failure(description: "could not write to the browser"))
            }
            // A bound on failure only (a page that never answers), not a measurement window.
            Task { [self] in
                try? await Task.sleep(for: Chromium.patience)
                lock.withLock { waiting.removeValue(forKey: id) }?.resume(
                    throwing: Failure(description: "\(method): no answer in \(Chromium.patience)"))
            }
        }
        if let error = answer.json["error"] {
            throw Failure(description: "\(method) failed: \(error)")
        }
        return answer
    }

    private func readLoop() {
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(answers, &buffer, buffer.count)
            if count <= 0 { break }
            pending.append(contentsOf: buffer[0..<count])
            while let end = pending.firstIndex(of: 0) {
                let chunk = pending[pending.startIndex..<end]
                pending = Data(pending[(end + 1)...])
                guard let json = try? JSONSerialization.jsonObject(with: chunk) as? [String: Any] else { continue }
                dispatch(Message(json: json))
            }
        }
        Glibc.close(answers)
        let left = lock.withLock { () -> [CheckedContinuation<Message, Error>] in
            ended = true
            defer {
                waiting = [:]
                eventSlots = []
            }
            return Array(waiting.values) + eventSlots.compactMap(\.continuation)
        }
        for continuation in left {
            continuation.resume(throwing: Failure(description: "the browser has exited"))
        }
    }

    private func dispatch(_ message: Message) {
        if let id = message.json["id"] as? Int {
            lock.withLock { waiting.removeValue(forKey: id) }?.resume(returning: message)
        } else if let method = message.json["method"] as? String {
            let matched = lock.withLock { () -> [CheckedContinuation<Message, Error>] in
                var found: [CheckedContinuation<Message, Error>] = []
                for slot in eventSlots where slot.method == method {
                    slot.message = message
                    if let continuation = slot.continuation { found.append(continuation) }
                }
                eventSlots.removeAll { $0.method == method }
                return found
            }
            for continuation in matched { continuation.resume(returning: message) }
        }
    }
}
