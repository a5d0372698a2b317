import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1 connection set-up (`HTTP1Channel`) with the preview's guards added: a
/// `ConnectionGuard` between the HTTP/1 parser and the conversion to HTTP types, and `ByteActivity`
/// in front of the parser. Requests are then answered by Hummingbird's usual loop.
struct PreviewChannel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    let responder: HTTPChannelHandler.Responder
    let rules: ConnectionRules
    let tracker: ConnectionTracker

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let operations = channel.pipeline.syncOperations
            try Self.addGuardedHTTP1Handlers(to: operations, rules: rules, tracker: tracker)
            try operations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            // Hummingbird's own bookkeeping: closes idle connections on graceful shutdown, and busy
            // ones after their response.
            try operations.addHandler(HTTPConnectionStateHandler(idleTimeout: nil, logger: logger))
            return try NIOAsyncChannel(
                wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        }
    }

    func handle(value asyncChannel: Value, logger: Logger) async {
        await handleHTTP(asyncChannel: asyncChannel, logger: logger)
    }

    /// The HTTP/1 layers of a connection: `ByteActivity`, NIO's HTTP/1 parser and encoder, then a
    /// `ConnectionGuard` on the parsed request parts. Handlers added after these receive
    /// `HTTPServerRequestPart`s and write `HTTPServerResponsePart`s.
    static func addGuardedHTTP1Handlers(
        to operations: ChannelPipeline.SynchronousOperations, rules: ConnectionRules, tracker: ConnectionTracker
    ) throws {
        let connectionGuard = ConnectionGuard(rules: rules, tracker: tracker)
        try operations.addHandler(ByteActivity(connectionGuard))
        try operations.configureHTTPServerPipeline(
            withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
            withEncoderConfiguration: .init(), withDecoderLimitConfiguration: .init())
        try operations.addHandler(connectionGuard)
    }
}
