import Foundation
import Parallelism
import TestSupport
import Testing

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The whole server on a real loopback socket (port 0): serving, watching, live reload, shutdown.
@Suite(.serialized, .tags(.heavy), .skippedWhenQuick) struct LiveServerTests {
    /// A running server on the fake site; shut down (and checked to have stopped) after `body`.
    static func withServer(
        configure: (inout PreviewConfiguration) -> Void = { _ in },
        extraFiles: [String: Data] = [:],
        _ body: (FakeSite, PreviewServer, RawHTTPClient) async throws -> Void
    ) async throws {
        let site = try FakeSite()
        defer { site.remove() }
        let (reports, reporter) = AsyncStream.makeStream(of: PreviewEvent.self)
        var configuration = PreviewConfiguration(
            host: "127.0.0.1", port: 0, watchedDirectories: [site.source], pollInterval: .milliseconds(20),
            settleDelay: .milliseconds(10), heartbeat: .milliseconds(200))
        configure(&configuration)
        let siteRebuild = site.rebuild
        let rebuild: Rebuild = { changes in
            let outcome = await siteRebuild(changes)
            guard case .success(let files, let diagnostics) = outcome, !extraFiles.isEmpty else { return outcome }
            return .success(files: files.merging(extraFiles) { $1 }, diagnostics: diagnostics)
        }
        let server = PreviewServer(configuration: configuration, rebuild: rebuild, report: { reporter.yield($0) })
        let running = Task { try await server.run(gracefulShutdownSignals: []) }
        var port = 0
        for await report in reports {
            if case .listening(let url, let listening) = report {
                #expect(url == "http://127.0.0.1:\(listening)/")
                port = listening
                break
            }
        }
        try #require(port > 0)
        do {
            try await body(site, server, RawHTTPClient(port: port))
        } catch {
            await server.shutdown()
            _ = try? await running.value
            throw error
        }
        let stopped = await Self.finishes {
            await server.shutdown()
            try await running.value
        }
        try #require(stopped, "the server did not stop")
        // The listener is closed by the event loop as shutdown finishes.
        let listened = port
        #expect(
            await Self.finishes { while !Self.isFree(port: listened) { try await Task.sleep(for: .milliseconds(20)) } },
            "the port is released")
    }

    /// Whether `work` finished without throwing. A bound far beyond any working run (a minute)
    /// turns a hang into a failure; it decides nothing else.
    static func finishes(_ work: @escaping @Sendable () async throws -> Void) async -> Bool {
        let (outcomes, outcome) = AsyncStream.makeStream(of: Bool.self)
        let worker = Task {
            do {
                try await work()
                outcome.yield(true)
            } catch {
                outcome.yield(false)
            }
        }
        let guardTask = Task {
            try? await Task.sleep(for: .seconds(60))
            outcome.yield(false)
        }
        defer {
            guardTask.cancel()
            worker.cancel()
        }
        for await finished in outcomes { return finished }
        return false
    }

    /// Nobody accepts connections on the port, and a new server could listen on it.
    static func isFree(port: Int) -> Bool {
        if let socket = try? RawHTTPClient.connect(port: port) {
            close(socket)
            return false
        }
        #if canImport(Glibc)
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(listener) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return bound == 0 && listen(listener, 1) == 0
    }

    @Test func servesTheSiteOverASocket() async throws {
        try await Self.withServer { _, _, client in
            let page = try await client.request("/")
            #expect(page.status == 200)
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.text.contains("<h1>Hello</h1><script src=\"/__scenedocs/live-reload.js\"></script></body>"))

            let css = try await client.request("/assets/scenedocs.css")
            #expect(css.status == 200)
            #expect(css.header("Content-Type") == "text/css; charset=utf-8")
            #expect(css.text == "body { color: black }")

            let missing = try await client.request("/nope.html")
            #expect(missing.status == 404)
            #expect(missing.text.contains("Custom not found"))

            let folder = try await client.request("/guide")
            #expect(folder.status == 301)
            #expect(folder.header("Location") == "/guide/")
            #expect(try await client.request("/guide/").text.contains("Guide"))

            let head = try await client.request("/", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.header("Content-Length") == String(page.body.count))

            let etag = try #require(page.header("ETag"))
            let cached = try await client.request("/", headers: ["If-None-Match": etag])
            #expect(cached.status == 304)
            #expect(cached.body.isEmpty)
            let since = try #require(page.header("Last-Modified"))
            #expect(try await client.request("/", headers: ["If-Modified-Since": since]).status == 304)

            #expect(try await client.request("/", method: "POST").status == 405)
        }
    }

    @Test func traversalAttemptsOverASocket() async throws {
        try await Self.withServer { site, _, client in
            // A secret next to the watched folder, and a symlink inside it pointing out.
            let secret = site.root.appendingPathComponent("secret.txt")
            try Data("TOP SECRET".utf8).write(to: secret)
            try FileManager.default.createSymbolicLink(
                at: site.source.appendingPathComponent("escape"), withDestinationURL: site.root)
            try FileManager.default.createSymbolicLink(
                at: site.source.appendingPathComponent("secret-link.txt"), withDestinationURL: secret)
            let attempts =
                ResponderTests.escapes + [
                    "/escape/secret.txt", "/secret-link.txt", "/src/escape/secret.txt", "/../secret.txt",
                    "/%2e%2e/secret.txt", "/..%2fsecret.txt", "\(site.root.path)/secret.txt", "/..\\secret.txt",
                    "/secret.txt%00.html", "http://127.0.0.1/../secret.txt",
                ]
            for target in attempts {
                let response = try await client.request(target)
                // 421: an absolute-form target names a host (and port) the server does not answer to.
                #expect([400, 403, 404, 421].contains(response.status), "\(target) → \(response.status)")
                #expect(!response.text.contains("TOP SECRET"), "\(target)")
                #expect(!response.text.contains("root:"), "\(target)")
            }
        }
    }

    @Test func savingAChangeNamesTheChangedFilesAndABrokenOneShowsItsErrors() async throws {
        try await Self.withServer { site, _, client in
            let events = try await client.openEvents()
            defer { events.close() }
            #expect(try await events.next("hello") != nil)

            try site.write("Hello again")
            let change = try await events.next("change")
            #expect(change?.data == #"{"generation":2,"changed":["index.html"]}"#)
            #expect(try await client.request("/").text.contains("<h1>Hello again</h1>"))

            try site.write("first line\n  BROKEN reference")
            let error = try #require(try await events.next("error"))
            let diagnostics = try #require(
                try JSONSerialization.jsonObject(with: Data(error.data.utf8)) as? [[String: Any]])
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?["file"] as? String == "src/home.txt")
            #expect(diagnostics.first?["line"] as? Int == 2)
            #expect(diagnostics.first?["column"] as? Int == 3)
            #expect(diagnostics.first?["code"] as? String == "unresolved-reference")
            #expect(diagnostics.first?["severity"] as? String == "error")
            // The last good site is still served.
            #expect(try await client.request("/").text.contains("<h1>Hello again</h1>"))

            // A page opened while the build is broken gets the error at once.
            let late = try await client.openEvents()
            defer { late.close() }
            #expect(try await late.next("error") != nil)

            try site.write("Fixed")
            #expect(try await events.next("change")?.data == #"{"generation":3,"changed":["index.html"]}"#)
            #expect(try await late.next("change") != nil)
            #expect(try await client.request("/").text.contains("<h1>Fixed</h1>"))
        }
    }

    @Test func shutsDownWithLiveReloadStreamsOpen() async throws {
        let site = try FakeSite()
        defer { site.remove() }
        let (reports, reporter) = AsyncStream.makeStream(of: PreviewEvent.self)
        // Heartbeats an hour apart: only the shutdown can end the streams.
        let configuration = PreviewConfiguration(
            port: 0, watchedDirectories: [site.source], pollInterval: .milliseconds(20), heartbeat: .seconds(3600))
        let server = PreviewServer(configuration: configuration, rebuild: site.rebuild, report: { reporter.yield($0) })
        let running = Task { try await server.run(gracefulShutdownSignals: []) }
        var port = 0
        for await report in reports {
            if case .listening(_, let listening) = report {
                port = listening
                break
            }
        }
        let client = RawHTTPClient(port: port)
        let tabs = [try await client.openEvents(), try await client.openEvents(), try await client.openEvents()]
        for tab in tabs { #expect(try await tab.next("hello") != nil) }

        let stopped = await Self.finishes {
            await server.shutdown()
            try await running.value
        }
        #expect(stopped, "graceful shutdown did not finish")
        for tab in tabs {
            #expect(try await tab.waitForEnd(timeout: 60), "the server ended the event stream")
            tab.close()
        }
        let listened = port
        #expect(
            await Self.finishes { while !Self.isFree(port: listened) { try await Task.sleep(for: .milliseconds(20)) } },
            "the port is released")
        #expect(server.state.events.subscriberCount == 0)
        var sawStopping = false
        reporter.finish()
        for await report in reports {
            if case .stopping = report { sawStopping = true }
        }
        #expect(sawStopping)
    }

    @Test func aTakenPortFailsBeforeBuilding() async throws {
        let taken = try await RawHTTPClient.offPool { () throws -> (Int32, Int) in
            #if canImport(Glibc)
                let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
                let listener = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                    bind(listener, pointer, length)
                    listen(listener, 1)
                    return getsockname(listener, pointer, &length)
                }
            }
            return (listener, Int(UInt16(bigEndian: address.sin_port)))
        }
        defer { close(taken.0) }
        let built = Locked(false)
        let server = PreviewServer(
            configuration: PreviewConfiguration(port: taken.1),
            rebuild: { _ in
                built.withLock { $0 = true }
                return .success(files: [:])
            })
        await #expect(throws: PreviewServerError.addressInUse(host: "127.0.0.1", port: taken.1)) {
            try await server.run(gracefulShutdownSignals: [])
        }
        #expect(!built.current)
    }
}
