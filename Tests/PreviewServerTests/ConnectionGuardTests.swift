import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import PreviewServer

/// The connection guard's decisions in time, on an `EmbeddedEventLoop` whose clock moves only when
/// the test moves it: one connection with the preview's HTTP/1 handlers, bytes in, bytes out.
/// Every deadline is checked from both sides: nothing has happened 1 ms before it, and the
/// connection is acted on at it.
@Suite struct ConnectionGuardTests {
    static let idleTimeout = TimeAmount.seconds(60)
    static let headerTimeout = TimeAmount.seconds(10)
    static let millisecond = TimeAmount.milliseconds(1)

    static let requestTimeout =
        "HTTP/1.1 408 Request Timeout\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: 59\r\n"
        + "connection: close\r\n\r\nRequest Timeout: the request header did not arrive in time\n"

    /// A client connected at virtual time zero.
    struct Connection {
        let loop = EmbeddedEventLoop()
        let channel: EmbeddedChannel

        init() throws {
            channel = EmbeddedChannel(loop: loop)
            let rules = ConnectionRules(
                idleTimeout: ConnectionGuardTests.idleTimeout, requestHeaderTimeout: ConnectionGuardTests.headerTimeout,
                hostPolicy: HostPolicy(configuredHost: "127.0.0.1", allowedHosts: ["docs.test"]))
            try PreviewChannel.addGuardedHTTP1Handlers(
                to: channel.pipeline.syncOperations, rules: rules, tracker: ConnectionTracker(limit: 16))
            channel.connect(to: try SocketAddress(ipAddress: "127.0.0.1", port: 8000), promise: nil)
        }

        var isOpen: Bool { channel.isActive }

        func send(_ text: String) throws {
            try channel.writeInbound(channel.allocator.buffer(string: text))
        }

        func send(byte: UInt8) throws {
            try channel.writeInbound(channel.allocator.buffer(bytes: [byte]))
        }

        /// The request parts passed on since the last call, without their headers and bodies.
        func passedOn() throws -> [String] {
            var parts: [String] = []
            while let part = try channel.readInbound(as: HTTPServerRequestPart.self) {
                switch part {
                case .head(let head): parts.append("head \(head.method) \(head.uri)")
                case .body(let body): parts.append("body \(String(buffer: body))")
                case .end: parts.append("end")
                }
            }
            return parts
        }

        /// Everything written to the client since the last call.
        func written() throws -> String {
            var text = ""
            while let buffer = try channel.readOutbound(as: ByteBuffer.self) { text += String(buffer: buffer) }
            return text
        }

        /// Answers the oldest request: `hello` with its length (`ConnectionGuardTests.response`).
        func respond() throws {
            try writeHead(["content-length": "5"])
            try writeBody("hello")
            try channel.writeOutbound(HTTPServerResponsePart.end(nil))
        }

        func writeHead(_ headers: HTTPHeaders) throws {
            try channel.writeOutbound(
                HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers)))
        }

        func writeBody(_ text: String) throws {
            try channel.writeOutbound(HTTPServerResponsePart.body(.byteBuffer(channel.allocator.buffer(string: text))))
        }

        func setWritable(_ writable: Bool) {
            channel.isWritable = writable
            channel.pipeline.fireChannelWritabilityChanged()
        }

        /// Moves the loop's clock to `time` after the connection was made, running every timer due.
        func advance(to time: TimeAmount) {
            loop.advanceTime(to: .uptimeNanoseconds(0) + time)
        }
    }

    static let response = "HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nhello"

    // MARK: Idle timeout

    @Test func aSilentConnectionIsClosedAtTheIdleTimeout() throws {
        let connection = try Connection()
        #expect(connection.isOpen)
        connection.advance(to: Self.idleTimeout - Self.millisecond)
        #expect(connection.isOpen)
        #expect(try connection.written() == "")
        connection.advance(to: Self.idleTimeout)
        #expect(!connection.isOpen)
        #expect(try connection.written() == "")
    }

    /// The idle timeout of a kept-alive connection runs from the end of its response: a response
    /// that takes long to prepare is not the client's silence.
    @Test func aKeptAliveConnectionIsClosedAtTheIdleTimeoutAfterItsResponse() throws {
        let connection = try Connection()
        connection.advance(to: .seconds(1))
        try connection.send("GET / HTTP/1.1\r\nHost: docs.test\r\n\r\n")
        #expect(try connection.passedOn() == ["head GET /", "end"])
        let responded = .seconds(1) + Self.idleTimeout * 2
        connection.advance(to: responded)
        #expect(connection.isOpen)
        try connection.respond()
        #expect(try connection.written() == Self.response)
        connection.advance(to: responded + Self.idleTimeout - Self.millisecond)
        #expect(connection.isOpen)
        connection.advance(to: responded + Self.idleTimeout)
        #expect(!connection.isOpen)
        #expect(try connection.written() == "")
    }

    /// Once its response has ended, a request whose body stops is closed an idle timeout after
    /// its last byte, also when the response took longer than the header timeout (no timer of the
    /// head is left then).
    @Test func aBodyThatStopsAfterItsResponseIsClosedAtTheIdleTimeout() throws {
        let connection = try Connection()
        try connection.send("POST /form HTTP/1.1\r\nHost: docs.test\r\ncontent-length: 10\r\n\r\nhello")
        #expect(try connection.passedOn() == ["head POST /form", "body hello"])
        let lastByte = Self.idleTimeout * 2
        connection.advance(to: lastByte)
        try connection.send("abc")
        #expect(try connection.passedOn() == ["body abc"])
        connection.advance(to: lastByte + .seconds(1))
        try connection.respond()
        #expect(try connection.written() == Self.response)
        connection.advance(to: lastByte + Self.idleTimeout - Self.millisecond)
        #expect(connection.isOpen)
        connection.advance(to: lastByte + Self.idleTimeout)
        #expect(!connection.isOpen)
        // The parser reports the body cut short by the close.
        #expect(throws: HTTPParserError.invalidEOFState) { try connection.channel.throwIfErrorCaught() }
        #expect(try connection.written() == "")
    }

    // MARK: Request-header timeout

    /// The header timeout runs from the head's first byte, not from the connection.
    @Test func halfAHeaderIsAnswered408AtTheHeaderTimeout() throws {
        let connection = try Connection()
        let started = TimeAmount.seconds(5)
        connection.advance(to: started)
        try connection.send("GET / HTTP/1.1\r\nHost: docs.test\r\n")
        connection.advance(to: started + Self.headerTimeout - Self.millisecond)
        #expect(connection.isOpen)
        #expect(try connection.written() == "")
        connection.advance(to: started + Self.headerTimeout)
        #expect(try connection.written() == Self.requestTimeout)
        #expect(!connection.isOpen)
        #expect(try connection.passedOn() == [])
    }

    /// Bytes that keep coming do not extend the header timeout: it runs from the head's first byte.
    @Test func aHeaderTrickledAByteAtATimeIsAnswered408AtTheHeaderTimeout() throws {
        let connection = try Connection()
        let header = Array(
            "GET / HTTP/1.1\r\nHost: docs.test\r\nUser-Agent: slow\(String(repeating: "w", count: 150))\r\n\r\n".utf8)
        let started = TimeAmount.seconds(5)
        // One byte every 100 ms: 100 bytes before the timeout, fewer than the header has.
        #expect(header.count > 100)
        for (index, byte) in header.prefix(100).enumerated() {
            connection.advance(to: started + .milliseconds(100 * Int64(index)))
            try connection.send(byte: byte)
            #expect(connection.isOpen)
            #expect(try connection.written() == "")
        }
        connection.advance(to: started + Self.headerTimeout - Self.millisecond)
        #expect(connection.isOpen)
        #expect(try connection.written() == "")
        connection.advance(to: started + Self.headerTimeout)
        #expect(try connection.written() == Self.requestTimeout)
        #expect(!connection.isOpen)
        #expect(try connection.passedOn() == [])
    }

    /// A head completed 1 ms before the header timeout is passed on, and its timeout no longer
    /// applies (a request waiting for its response does not time out).
    @Test func aHeaderCompletedJustInTimeIsPassedOn() throws {
        let connection = try Connection()
        let request = Array("GET /a HTTP/1.1\r\nHost: docs.test\r\n\r\n".utf8)
        let started = TimeAmount.seconds(5)
        connection.advance(to: started)
        try connection.send(byte: request[0])
        connection.advance(to: started + Self.headerTimeout - Self.millisecond)
        try connection.send(String(decoding: request.dropFirst(), as: UTF8.self))
        #expect(try connection.passedOn() == ["head GET /a", "end"])
        connection.advance(to: started + Self.idleTimeout * 3)
        #expect(connection.isOpen)
        #expect(try connection.written() == "")
        try connection.respond()
        #expect(try connection.written() == Self.response)
    }

    /// On a kept-alive connection, the next request's header timeout runs from its own first byte.
    @Test func theNextRequestsHeaderTimeoutRunsFromItsFirstByte() throws {
        let connection = try Connection()
        try connection.send("GET / HTTP/1.1\r\nHost: docs.test\r\n\r\n")
        try connection.respond()
        #expect(try connection.passedOn() == ["head GET /", "end"])
        #expect(try connection.written() == Self.response)
        let started = TimeAmount.seconds(30)
        connection.advance(to: started)
        try connection.send("GET /b HTTP/1.1\r\n")
        connection.advance(to: started + Self.headerTimeout - Self.millisecond)
        #expect(connection.isOpen)
        #expect(try connection.written() == "")
        connection.advance(to: started + Self.headerTimeout)
        #expect(try connection.written() == Self.requestTimeout)
        #expect(!connection.isOpen)
    }

    // MARK: Unwritable client

    /// A response in progress never times out while the client takes it; a client that takes none
    /// of it for an idle timeout (the channel stays unwritable) is closed.
    @Test func aClientThatTakesNoneOfItsResponseIsClosedAtTheIdleTimeout() throws {
        let connection = try Connection()
        try connection.send("GET /stream HTTP/1.1\r\nHost: docs.test\r\n\r\n")
        #expect(try connection.passedOn() == ["head GET /stream", "end"])
        try connection.writeHead([:])
        try connection.writeBody("hello")
        #expect(try connection.written() == "HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n")
        connection.advance(to: Self.idleTimeout * 2)
        #expect(connection.isOpen)

        // Unwritable for 1 ms less than the timeout, then writable again: kept.
        let stalled = Self.idleTimeout * 2
        connection.setWritable(false)
        connection.advance(to: stalled + Self.idleTimeout - Self.millisecond)
        connection.setWritable(true)
        connection.advance(to: stalled + Self.idleTimeout * 3)
        #expect(connection.isOpen)

        // Unwritable again: the timeout runs from this moment.
        let stalledAgain = stalled + Self.idleTimeout * 3
        connection.setWritable(false)
        connection.advance(to: stalledAgain + Self.idleTimeout - Self.millisecond)
        #expect(connection.isOpen)
        connection.advance(to: stalledAgain + Self.idleTimeout)
        #expect(!connection.isOpen)
        #expect(try connection.written() == "")
    }
}
