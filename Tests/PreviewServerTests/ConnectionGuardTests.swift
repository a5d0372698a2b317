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

        /// Answers the oldest request, `hello` with its length.
        func respond() throws {
            try channel.writeOutbound(
                HTTPServerResponsePart.head(
                    HTTPResponseHead(version: .http1_1, status: .ok, headers: ["content-length": "5"])))
            try channel.writeOutbound(
                HTTPServerResponsePart.body(.byteBuffer(channel.allocator.buffer(string: "hello"))))
            try channel.writeOutbound(HTTPServerResponsePart.end(nil))
        }

        func setWritable(_ writable: Bool) {
            channel.isWritable = writable
            channel.pipeline.fireChannelWritabilityChanged()
        }

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
}
