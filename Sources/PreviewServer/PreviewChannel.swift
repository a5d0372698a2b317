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
            let connectionGuard = ConnectionGuard(rules: rules, tracker: tracker)
            let operations = channel.pipeline.syncOperations
            try operations.addHandler(ByteActivity(connectionGuard))
            try operations.configureHTTPServerPipeline(
                withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(), withDecoderLimitConfiguration: .init())
            try operations.addHandler(connectionGuard)
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
}
