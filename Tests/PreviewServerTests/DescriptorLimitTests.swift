import Foundation
import Testing

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `scenedocs serve` under `ulimit -n 1024`, flooded with more idle connections than it
/// has descriptors: it keeps answering, never dies, and still stops on SIGTERM within a second.
@Suite(.serialized) struct DescriptorLimitTests {
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `scenedocs` executable next to the test bundle (`.build/<triple>/debug/`).
    static var binary: URL? {
        var candidates: [URL] = []
        var bundle = Bundle.main.bundleURL
        for _ in 0..<3 {
            candidates.append(bundle.appendingPathComponent("scenedocs"))
            bundle = bundle.deletingLastPathComponent()
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("scenedocs"))
        candidates.append(repoRoot.appendingPathComponent(".build/debug/scenedocs"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
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

    @Test func servesThroughAConnectionFloodAtUlimit1024AndStopsOnSIGTERM() async throws {
        let binary = try #require(Self.binary, "build the scenedocs executable first (swift build)")
        let idleCount = 2000
        // This process holds the flood's sockets.
        try #require(Self.raiseOwnLimit(to: idleCount + 512) >= idleCount + 256, "the test needs 2,300 descriptors")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"ulimit -n 1024 && exec "$0" serve --port 0 --content "$1" --templates "$2""#, binary.path,
            Self.repoRoot.appendingPathComponent("Tests/SiteGenerationTests/Fixtures/basic/Content").path,
            Self.repoRoot.appendingPathComponent("Templates").path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // The port from "Serving on http://127.0.0.1:PORT/".
        let log = Locked(Data())
        output.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            log.withLock { $0.append(chunk) }
        }
        defer { output.fileHandleForReading.readabilityHandler = nil }
        var found = 0
        let started = Date()
        while found == 0 && Date().timeIntervalSince(started) < 120 && process.isRunning {
            let text = String(decoding: log.current, as: UTF8.self)
            if let range = text.range(of: "Serving on http://127.0.0.1:") {
                found = Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
            } else {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        let port = found
        try #require(
            port > 0,
            "serve did not start (running: \(process.isRunning), status \(process.isRunning ? 0 : process.terminationStatus), reason \(process.isRunning ? 0 : process.terminationReason.rawValue)): \(String(decoding: log.current, as: UTF8.self))"
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
        #expect(process.isRunning, "serve died: \(String(decoding: log.current, as: UTF8.self))")
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

        let clock = ContinuousClock()
        let signalled = clock.now
        kill(process.processIdentifier, SIGTERM)
        while process.isRunning && clock.now - signalled < .seconds(5) {
            try await Task.sleep(for: .milliseconds(10))
        }
        let elapsed = clock.now - signalled
        #expect(!process.isRunning)
        #expect(elapsed < .seconds(1), "serve took \(elapsed) to exit after SIGTERM")
        if !process.isRunning {
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }
        let outputDeadline = Date().addingTimeInterval(2)
        while !String(decoding: log.current, as: UTF8.self).contains("Stopped."), Date() < outputDeadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(String(decoding: log.current, as: UTF8.self).contains("Stopped."))
    }
}
