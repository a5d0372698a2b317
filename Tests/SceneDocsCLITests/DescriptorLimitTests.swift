import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `scenedocs serve` under `ulimit -n 1024`, flooded with more idle connections than it
/// has descriptors: it keeps answering, never dies, and still stops on SIGTERM (with clients that
/// would hold a graceful shutdown connected) and says so.
@Suite(.serialized, .tags(.heavy), .skippedWhenQuick) struct DescriptorLimitTests {
    /// Everything a process writes to one pipe, read on its own thread until end of file.
    final class PipeReader: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private var ended = false

        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    lock.lock()
                    if chunk.isEmpty { ended = true } else { data.append(chunk) }
                    lock.unlock()
                    if chunk.isEmpty { return }
                }
            }
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }

        var atEnd: Bool {
            lock.lock()
            defer { lock.unlock() }
            return ended
        }
    }

    /// Waits until `condition` holds; false only when it still does not after `hangGuard` (a
    /// stuck process fails the test instead of hanging it).
    static func wait(hangGuard: Duration = .seconds(120), until condition: () -> Bool) async throws -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        while !condition() {
            if clock.now - start > hangGuard { return false }
            try await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    /// Raises this process's soft descriptor limit to `wanted` (or the hard limit); the soft limit after.
    static func raiseOwnLimit(to wanted: Int) -> Int {
        #if canImport(Glibc)
            let resource = Int32(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        getrlimit(resource, &limit)
        if limit.rlim_cur < rlim_t(wanted) {
            limit.rlim_cur = min(limit.rlim_max, rlim_t(wanted))
            setrlimit(resource, &limit)
            getrlimit(resource, &limit)
        }
        return Int(clamping: limit.rlim_cur)
    }

    /// Starts `count` non-blocking connections to the port and waits (at most `timeout`) until they
    /// are established; returns the sockets that were.
    static func flood(port: Int, count: Int, timeout: TimeInterval) -> [Int32] {
        var pending: [Int32] = []
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        for _ in 0..<count {
            #if canImport(Glibc)
                let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
                let fd = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            guard fd >= 0 else { break }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if result == 0 || errno == EINPROGRESS { pending.append(fd) } else { close(fd) }
        }
        var established: [Int32] = []
        let deadline = Date().addingTimeInterval(timeout)
        while !pending.isEmpty && Date() < deadline {
            var polls = pending.map { pollfd(fd: $0, events: Int16(POLLOUT), revents: 0) }
            _ = poll(&polls, nfds_t(polls.count), 100)
            var still: [Int32] = []
            for entry in polls {
                if entry.revents & Int16(POLLOUT) != 0 {
                    var error: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(entry.fd, SOL_SOCKET, SO_ERROR, &error, &length)
                    if error == 0 { established.append(entry.fd) } else { close(entry.fd) }
                } else {
                    still.append(entry.fd)
                }
            }
            pending = still
        }
        pending.forEach { close($0) }
        return established
    }

    /// The idle connections of the flood, all held by this process.
    static let idleCount = 2000

    @Test(
        .enabled(
            if: raiseOwnLimit(to: idleCount + 512) >= idleCount + 256,
            "needs 2,300 descriptors for the flood (raise the hard limit, ulimit -Hn)"))
    func servesThroughAConnectionFloodAtUlimit1024AndStopsOnSIGTERM() async throws {
        let binary = try #require(TestPaths.scenedocsBinary, "build the scenedocs product first (swift build)")
        let idleCount = Self.idleCount

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"ulimit -n 1024 && exec "$0" serve --port 0 --content "$1" --templates "$2""#, binary.path,
            TestPaths.basicFixture.appendingPathComponent("Content").path, TestPaths.templates.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let log = PipeReader(output)

        // The port from "Serving on http://127.0.0.1:PORT/".
        var found = 0
        _ = try await Self.wait {
            if let range = log.text.range(of: "Serving on http://127.0.0.1:") {
                found = Int(log.text[range.upperBound...].prefix { $0.isNumber }) ?? 0
            }
            return found > 0 || !process.isRunning
        }
        let port = found
        try #require(
            port > 0,
            "serve did not start (running: \(process.isRunning), status \(process.isRunning ? 0 : process.terminationStatus), reason \(process.isRunning ? 0 : process.terminationReason.rawValue)): \(log.text)"
        )
        let client = RawHTTPClient(port: port)
        #expect(try await client.request("/").status == 200)

        // 2,000 idle connections: more than the server has descriptors.
        let flood = try await RawHTTPClient.offPool { Self.flood(port: port, count: idleCount, timeout: 10) }
        defer { flood.forEach { close($0) } }
        #expect(flood.count == idleCount, "\(flood.count) of \(idleCount) connections established")

        // Normal requests are still answered, one after another.
        for _ in 0..<20 {
            let page = try await client.request("/")
            #expect(page.status == 200)
            #expect(page.text.contains("</html>"))
        }
        #expect(process.isRunning, "serve died: \(log.text)")
        let descriptors =
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd").count) ?? 0
        #expect(descriptors < 1024, "serve holds \(descriptors) descriptors")

        // Clients that would hold a graceful shutdown: an event stream, half a header, half a body.
        let events = try await client.openEvents()
        defer { events.close() }
        #expect(try await events.next("hello") != nil)
        let halves = try await RawHTTPClient.offPool {
            let header = try RawConnection(port: port)
            try header.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAcc")
            let body = try RawConnection(port: port)
            try body.send("PUT / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 100\r\n\r\nabc")
            return [header, body]
        }
        defer { halves.forEach { $0.close() } }

        kill(process.processIdentifier, SIGTERM)
        #expect(try await Self.wait { !process.isRunning }, "serve did not exit after SIGTERM")
        if !process.isRunning {
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }
        #expect(try await Self.wait { log.atEnd }, "serve's output did not end")
        #expect(log.text.contains("Stopped."))
    }
}
