import Foundation
import TestSupport
import Testing

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a connection may do to the server over a real socket: name another host, speak HTTP/1.0,
/// send a body framing the server cannot read, stay silent, send its request slowly, open more
/// connections than the server can hold. The server answers, closes, and keeps serving.
@Suite(.serialized, .tags(.heavy), .skippedWhenQuick) struct ConnectionTests {
    static func raw(_ port: Int) throws -> RawConnection { try RawConnection(port: port) }

    /// Status code of the first response in `data` (0 when there is none).
    static func status(_ data: Data) -> Int {
        let line = String(decoding: data.prefix(64), as: UTF8.self).split(separator: "\r\n").first ?? ""
        let fields = line.split(separator: " ")
        return fields.count >= 2 ? Int(fields[1]) ?? 0 : 0
    }

    // MARK: Host

    /// (Host header lines, expected status); `P` stands for the server's port.
    static let hostCases: [(hosts: [String], status: Int)] = [
        (["127.0.0.1:P"], 200),
        (["localhost:P"], 200),
        (["LocalHost:P"], 200),
        (["localhost.:P"], 200),
        (["docs.test"], 200),
        (["docs.test:8443"], 200),
        (["DOCS.test:P"], 200),
        (["evil.example:P"], 421),
        (["127.0.0.1.nip.io:P"], 421),
        (["localhost"], 421),
        (["127.0.0.1"], 421),
        (["127.0.0.1:1"], 421),
        (["[::1]:P"], 421),
        (["other.test"], 421),
        ([], 400),
        ([""], 400),
        (["localhost:abc"], 400),
        (["localhost:P", "evil.example:P"], 400),
        (["local host:P"], 400),
    ]

    @Test func answersOnlyHostsItServes() async throws {
        try await LiveServerTests.withServer(configure: { $0.allowedHosts = ["docs.test"] }) { _, _, client in
            let port = client.port
            for (hosts, expected) in Self.hostCases {
                let lines = hosts.map { "Host: \($0.replacingOccurrences(of: "P", with: String(port)))\r\n" }.joined()
                let (data, closed) = try await RawHTTPClient.offPool {
                    let connection = try Self.raw(port)
                    defer { connection.close() }
                    try connection.send("GET / HTTP/1.1\r\n\(lines)Connection: close\r\n\r\n")
                    return connection.readUntilClose(timeout: 15)
                }
                #expect(Self.status(data) == expected, "\(hosts): \(String(decoding: data.prefix(300), as: UTF8.self))")
                if expected != 200 {
                    #expect(closed, "\(hosts): the connection is closed after the refusal")
                }
                if expected == 421 {
                    #expect(String(decoding: data, as: UTF8.self).contains("--allow-host NAME"))
                }
            }
            // An absolute-form target names the host instead of the Host header.
            let absolute = try await RawHTTPClient.offPool {
                let connection = try Self.raw(port)
                defer { connection.close() }
                try connection.send(
                    "GET http://evil.example:\(port)/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                return connection.readUntilClose(timeout: 15)
            }
            #expect(Self.status(absolute.data) == 421)
        }
    }

    /// (configured host, the address the client connected to, Host header, verdict).
    static let policyCases: [(String, String?, String, HostPolicy.Verdict)] = [
        ("127.0.0.1", "127.0.0.1", "127.0.0.1:8000", .allowed),
        ("127.0.0.1", "127.0.0.1", "localhost:8000", .allowed),
        ("127.0.0.1", "127.0.0.1", "[::1]:8000", .misdirected),
        ("::1", "::1", "[::1]:8000", .allowed),
        ("::1", "::1", "[0:0:0:0:0:0:0:1]:8000", .misdirected),
        ("::1", "::1", "localhost:8000", .allowed),
        ("localhost", "127.0.0.1", "localhost:8000", .allowed),
        ("0.0.0.0", "192.168.1.5", "192.168.1.5:8000", .allowed),
        ("0.0.0.0", "192.168.1.5", "0.0.0.0:8000", .misdirected),
        ("0.0.0.0", "192.168.1.5", "mybox.local:8000", .misdirected),
        ("::", "::ffff:127.0.0.1", "127.0.0.1:8000", .allowed),
        ("docs.internal", "10.0.0.2", "docs.internal:8000", .allowed),
        ("docs.internal", "10.0.0.2", "docs.internal:9000", .misdirected),
        ("127.0.0.1", "127.0.0.1", "127.0.0.1:8000 ", .allowed),
        ("127.0.0.1", "127.0.0.1", "127.0.0.1:", .badRequest),
        ("127.0.0.1", "127.0.0.1", "[::1", .badRequest),
        ("127.0.0.1", "127.0.0.1", "::1", .badRequest),
        ("127.0.0.1", "127.0.0.1", "localhost:99999", .badRequest),
        ("127.0.0.1", "127.0.0.1", "a/b:8000", .badRequest),
    ]

    @Test func hostPolicyTable() {
        for (configured, local, host, verdict) in Self.policyCases {
            let policy = HostPolicy(configuredHost: configured, allowedHosts: [])
            #expect(policy.check(hosts: [host], localAddress: local, port: 8000) == verdict, "\(configured) \(host)")
        }
        let any = HostPolicy(configuredHost: "127.0.0.1", allowedHosts: ["*"])
        #expect(any.check(hosts: ["anything.example:1"], localAddress: "127.0.0.1", port: 8000) == .allowed)
        #expect(any.check(hosts: [], localAddress: "127.0.0.1", port: 8000) == .badRequest)
        #expect(HostName.isValid("docs.test") && HostName.isValid("[fe80::1]") && HostName.isValid("10.0.0.2"))
        #expect(!HostName.isValid("docs.test:80") && !HostName.isValid("") && !HostName.isValid("a b"))
    }

    // MARK: Framing

    @Test func http10WithoutKeepAliveIsClosedAfterTheResponse() async throws {
        try await LiveServerTests.withServer { _, _, client in
            let port = client.port
            let (data, closed) = try await RawHTTPClient.offPool {
                let connection = try Self.raw(port)
                defer { connection.close() }
                try connection.send("GET / HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                return connection.readUntilClose(timeout: 15)
            }
            #expect(closed, "the server closes an HTTP/1.0 connection after the response")
            let response = try RawHTTPClient.parse(data, method: "GET")
            #expect(response.status == 200)
            #expect(String(decoding: data.prefix(9), as: UTF8.self) == "HTTP/1.0 ")
            #expect(response.header("Connection") == "close")
            #expect(response.text.contains("<h1>Hello</h1>"))

            // HTTP/1.1 with `Connection: close` too.
            let eleven = try await RawHTTPClient.offPool {
                let connection = try Self.raw(port)
                defer { connection.close() }
                try connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                return connection.readUntilClose(timeout: 15)
            }
            #expect(eleven.closed && Self.status(eleven.data) == 200)

            // An event stream to an HTTP/1.0 client: no chunked framing (it cannot read it).
            let stream = try await RawHTTPClient.offPool {
                let connection = try Self.raw(port)
                defer { connection.close() }
                try connection.send("GET /__scenedocs/events HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                return connection.readUntilClose(timeout: 0.5)
            }
            let text = String(decoding: stream.data, as: UTF8.self)
            #expect(text.hasPrefix("HTTP/1.0 200"))
            #expect(!text.lowercased().contains("transfer-encoding"))
            #expect(text.contains("\r\n\r\nretry: 1000\n\nevent: hello\n"), "\(text)")
        }
    }

    @Test func http10KeepAliveKeepsTheConnection() async throws {
        try await LiveServerTests.withServer { _, _, client in
            let port = client.port
            let (first, second) = try await RawHTTPClient.offPool {
                let connection = try Self.raw(port)
                defer { connection.close() }
                let request =
                    "GET /assets/scenedocs.css HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\nConnection: keep-alive\r\n\r\n"
                try connection.send(request)
                let first = try connection.readResponse()
                try connection.send(request)
                return (first, try connection.readResponse())
            }
            #expect(first?.status == 200)
            #expect(first?.header("Connection") == "keep-alive")
            #expect(first?.header("Content-Length") == "21")
            #expect(second?.text == "body { color: black }")
        }
    }

    /// (Transfer-Encoding, status): 501 from the server's own check; 400 where the HTTP parser
    /// already rejects the framing (`chunked` not last).
    @Test(arguments: [("xchunked", 501), ("gzip, chunked", 501), ("identity", 501), ("chunked, xchunked", 400)])
    func unknownTransferEncodingIsRefused(_ coding: String, _ expected: Int) async throws {
        try await LiveServerTests.withServer { _, _, client in
            let port = client.port
            let (data, closed) = try await RawHTTPClient.offPool {
                let connection = try Self.raw(port)
                defer { connection.close() }
                try connection.send(
                    "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nTransfer-Encoding: \(coding)\r\n\r\n"
                        + "5\r\nhello\r\n0\r\n\r\nGET /secret HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                return connection.readUntilClose(timeout: 15)
            }
            #expect(Self.status(data) == expected, "\(String(decoding: data.prefix(200), as: UTF8.self))")
            #expect(closed)
            // Nothing after it was read as a request.
            #expect(String(decoding: data, as: UTF8.self).components(separatedBy: "HTTP/1.1 ").count == 2)
        }
    }

    @Test func chunkedBodiesAreStillRead() async throws {
        try await LiveServerTests.withServer { _, _, client in
            let port = client.port
            let responses = try await RawHTTPClient.offPool {
                let connection = try Self.raw(port)
                defer { connection.close() }
                try connection.send(
                    "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nTransfer-Encoding: Chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"
                        + "GET /assets/app.js HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                return [try connection.readResponse(), try connection.readResponse()]
            }
            #expect(responses.map { $0?.status } == [200, 200])
            #expect(responses.last??.text == "console.log(1)")
        }
    }

    // MARK: Timeouts

    static func shortTimeouts(_ configuration: inout PreviewConfiguration) {
        configuration.idleTimeout = .milliseconds(600)
        configuration.requestHeaderTimeout = .milliseconds(300)
    }

    /// The idle timeout is wired to real connections: a silent one is closed without a response
    /// (the header timeout would answer 408), also after a response on a kept-alive connection.
    /// When it closes is `ConnectionGuardTests`' matter, on virtual time; the wait's bound only
    /// keeps a broken server from hanging the test.
    @Test func silentConnectionsAreClosedAfterTheIdleTimeout() async throws {
        try await LiveServerTests.withServer(configure: Self.shortTimeouts) { _, _, client in
            let port = client.port
            let (data, closed) = try await RawHTTPClient.offPool {
                let connection = try Self.raw(port)
                defer { connection.close() }
                return connection.readUntilClose(timeout: 60)
            }
            #expect(closed && data.isEmpty, "closed: \(closed), received \(data.count) bytes")

            // Also after a response on a kept-alive connection.
            let (response, rest, keptClosed) = try await RawHTTPClient.offPool {
                let connection = try Self.raw(port)
                defer { connection.close() }
                try connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                let response = try connection.readResponse()
                let (rest, closed) = connection.readUntilClose(timeout: 60)
                return (response, rest, closed)
            }
            #expect(response?.status == 200)
            #expect(keptClosed && rest.isEmpty, "closed: \(keptClosed), then received \(rest.count) bytes")
        }
    }

    /// The request-header timeout is wired to real connections: half a header is answered 408,
    /// then the connection is closed. When, and that trickled bytes do not extend it, is
    /// `ConnectionGuardTests`' matter, on virtual time.
    @Test func aRequestHeaderMustArriveInTime() async throws {
        // The idle timeout is far longer: only the header timeout answers 408.
        let timeouts = { (configuration: inout PreviewConfiguration) in
            configuration.idleTimeout = .seconds(3600)
            configuration.requestHeaderTimeout = .milliseconds(300)
        }
        try await LiveServerTests.withServer(configure: timeouts) { _, _, client in
            let port = client.port
            let (data, closed) = try await RawHTTPClient.offPool {
                let connection = try Self.raw(port)
                defer { connection.close() }
                try connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
                return connection.readUntilClose(timeout: 60)
            }
            #expect(Self.status(data) == 408)
            #expect(closed)
        }
    }

    /// An open live-reload stream is not idle: it is still open after heartbeats spanning more than
    /// the idle timeout (the server sends one every 200 ms; the idle timeout is 600 ms).
    @Test func eventStreamsOutliveTheIdleTimeout() async throws {
        try await LiveServerTests.withServer(configure: Self.shortTimeouts) { _, _, client in
            let events = try await client.openEvents()
            defer { events.close() }
            #expect(try await events.next("hello") != nil)
            for beat in 1...5 {
                #expect(try await events.next("", timeout: 60) != nil, "heartbeat \(beat) did not come")
            }
        }
    }

    // MARK: Limits

    @Test func connectionsBeyondTheLimitMakeRoomAndTheServerKeepsAnswering() async throws {
        try await LiveServerTests.withServer(configure: { $0.maximumConnections = 16 }) { _, server, client in
            let port = client.port
            let idle = try await RawHTTPClient.offPool { try (0..<48).map { _ in try Self.raw(port) } }
            defer { idle.forEach { $0.close() } }
            for _ in 0..<5 {
                let page = try await client.request("/")
                #expect(page.status == 200)
            }
            #expect(server.openConnections <= 16 + 4, "\(server.openConnections) connections open")
            // The connections idle the longest were the ones closed.
            let first = try await RawHTTPClient.offPool { idle[0].readUntilClose(timeout: 2) }
            #expect(first.closed)
        }
    }

    @Test func liveReloadStreamsTakeAtMostHalfOfTheConnections() async throws {
        try await LiveServerTests.withServer(configure: { $0.maximumConnections = 8 }) { _, _, client in
            var streams: [EventStream] = []
            defer { streams.forEach { $0.close() } }
            for _ in 0..<4 {
                let stream = try await client.openEvents()
                streams.append(stream)
                #expect(try await stream.next("hello") != nil)
            }
            let refused = try await client.request("/__scenedocs/events")
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == "5")
            // Pages are still served.
            #expect(try await client.request("/").status == 200)
        }
    }

    // MARK: Shutdown

    /// Shutdown ends however the clients behave: one that never reads its (large) response, one
    /// that sent half a header, one that sent half a body, an open event stream, and one that said
    /// nothing. The timeouts that would close them are an hour long: only the shutdown's own
    /// deadline ends them (`withServer` fails the test if shutdown does not finish).
    @Test func shutdownDoesNotWaitForMisbehavingClients() async throws {
        let large = Data(repeating: UInt8(ascii: "x"), count: 32 << 20)
        var sockets: [RawConnection] = []
        defer { sockets.forEach { $0.close() } }
        let patient = { (configuration: inout PreviewConfiguration) in
            configuration.idleTimeout = .seconds(3600)
            configuration.requestHeaderTimeout = .seconds(3600)
            configuration.heartbeat = .seconds(3600)
        }
        try await LiveServerTests.withServer(configure: patient, extraFiles: ["large.bin": large]) {
            _, server, client in
            let port = client.port
            sockets = try await RawHTTPClient.offPool {
                let slowReader = try Self.raw(port)
                var size: Int32 = 4096
                setsockopt(slowReader.socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
                try slowReader.send("GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                let halfHeader = try Self.raw(port)
                try halfHeader.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: te")
                let halfBody = try Self.raw(port)
                try halfBody.send(
                    "PUT /x HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 1000\r\n\r\n0123456789")
                let silent = try Self.raw(port)
                return [slowReader, halfHeader, halfBody, silent]
            }
            let stream = try await client.openEvents()
            defer { stream.close() }
            #expect(try await stream.next("hello") != nil)
            // The large response is under way: its first bytes reached the client.
            let slowReader = sockets[0]
            #expect(try await RawHTTPClient.offPool { slowReader.readSome() } > 0)
            // withServer shuts the server down and waits for it after this returns.
            _ = server
        }
    }
}
