import Foundation
import NIOCore
import NIOHTTP1

/// What every connection must respect, whatever its client does.
struct ConnectionRules: Sendable {
    /// No request in progress and nothing received, or a client that takes none of its response:
    /// the connection is closed after this long.
    var idleTimeout: TimeAmount
    /// From the first byte of a request to the end of its header: 408 and close after this long.
    var requestHeaderTimeout: TimeAmount
    var hostPolicy: HostPolicy
}

/// Guards one HTTP/1 connection below Hummingbird (it sees the request as parsed, with its
/// version and every header, before it is converted to HTTP types):
/// - answers requests it must not pass on itself: a `Host` the server does not answer to (421, or
///   400 when missing or malformed), a `Transfer-Encoding` other than `chunked` (501: the body's
///   framing is unknown, so the connection cannot be read further); then closes the connection;
/// - closes the connection after the response when the client did not ask to keep it
///   (HTTP/1.0 without `Connection: keep-alive`, or `Connection: close`), and answers HTTP/1.0
///   clients in a form they can read (no chunked encoding: then the end of the body is the close);
/// - enforces the idle and request-header timeouts (see `ConnectionRules`);
/// - tells the tracker when the connection is idle, so that it can be closed to make room.
///
/// Every time it keeps or compares is its event loop's `now`, the clock its timers are scheduled
/// on: the deadlines and the timers that check them agree on one clock (a test's
/// `EmbeddedEventLoop` moves both with its virtual time).
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let rules: ConnectionRules
    private let tracker: ConnectionTracker
    private var context: ChannelHandlerContext?
    private var trackerID: Int?

    /// The requests passed on whose responses have not ended, oldest first.
    private var pending: [(version: HTTPVersion, keepAlive: Bool)] = []
    /// A request head was passed on and its end has not arrived yet.
    private var requestOpen = false
    /// Set once this handler answered a request itself: nothing more is read, and the connection
    /// closes after that answer (written once the responses before it have ended).
    private var rejection: (status: HTTPResponseStatus, text: String)?
    private var rejectionSent = false
    /// When bytes of a request head began to arrive (nil when none are waiting).
    private var headStarted: NIODeadline?
    /// Both set from the event loop's clock when the handler is added.
    private var lastReceived = NIODeadline.uptimeNanoseconds(0)
    private var idleSince: NIODeadline?
    private var unwritableSince: NIODeadline?
    private var timer: Scheduled<Void>?
    private var timerDeadline: NIODeadline?

    init(rules: ConnectionRules, tracker: ConnectionTracker) {
        self.rules = rules
        self.tracker = tracker
    }

    var isIdle: Bool { pending.isEmpty && !requestOpen && rejection == nil }

    // MARK: Life cycle

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        lastReceived = context.eventLoop.now
        idleSince = lastReceived
        if context.channel.isActive { activate(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deactivate()
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        activate(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        deactivate()
        context.fireChannelInactive()
    }

    private func activate(_ context: ChannelHandlerContext) {
        guard trackerID == nil else { return }
        let me = NIOLoopBound(self, eventLoop: context.eventLoop)
        let channel = context.channel
        let now = context.eventLoop.now
        trackerID = tracker.register(channel, idleSince: now) {
            channel.eventLoop.submit {
                guard me.value.isIdle else { return false }
                channel.close(promise: nil)
                return true
            }
        }
        if trackerID == nil {
            context.close(promise: nil)
            return
        }
        lastReceived = now
        idleSince = now
        schedule()
    }

    private func deactivate() {
        timer?.cancel()
        timer = nil
        timerDeadline = nil
        if let trackerID { tracker.remove(trackerID) }
        trackerID = nil
    }

    // MARK: Inbound

    /// Called by `ByteActivity` for every read, before the bytes are parsed, with the time of its
    /// event loop (this connection's).
    func bytesArrived(at now: NIODeadline) {
        lastReceived = now
        if !requestOpen && headStarted == nil && rejection == nil {
            headStarted = lastReceived
            schedule()
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        guard rejection == nil else { return }
        switch part {
        case .head(let head):
            headStarted = nil
            if let (status, text) = verdict(on: head, context: context) {
                reject(status, text, context: context)
                return
            }
            requestOpen = true
            pending.append((head.version, head.isKeepAlive))
            setIdle(nil)
        case .body:
            break
        case .end:
            requestOpen = false
            if pending.isEmpty { setIdle(context.eventLoop.now) }
        }
        context.fireChannelRead(data)
    }

    /// Why the request cannot be passed on, as the status and text to answer; nil when it can.
    private func verdict(on head: HTTPRequestHead, context: ChannelHandlerContext) -> (HTTPResponseStatus, String)? {
        let codings = head.headers[canonicalForm: "transfer-encoding"].map { $0.lowercased() }
        if !codings.isEmpty && codings != ["chunked"] {
            return (
                .notImplemented,
                "Not Implemented: Transfer-Encoding '\(codings.joined(separator: ", "))' (only 'chunked' is supported)\n"
            )
        }
        let hosts = ConnectionGuard.absoluteFormAuthority(head.uri).map { [$0] } ?? head.headers["host"]
        let local = context.channel.localAddress
        switch rules.hostPolicy.check(hosts: hosts, localAddress: local?.ipAddress, port: local?.port ?? 0) {
        case .allowed:
            return nil
        case .badRequest:
            return (.badRequest, "Bad Request: the request needs exactly one valid Host header\n")
        case .misdirected:
            let port = local?.port ?? 0
            return (
                .misdirectedRequest,
                "Misdirected Request: this preview answers to localhost:\(port) and the address it listens on; "
                    + "start it with --allow-host NAME to accept another host name\n"
            )
        }
    }

    /// The authority of an absolute-form target (`http://host:port/path`), which replaces Host.
    static func absoluteFormAuthority(_ uri: String) -> String? {
        guard let schemeEnd = uri.range(of: "://"), !uri.hasPrefix("/") else { return nil }
        let scheme = uri[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = uri[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return String(authority.split(separator: "@").last ?? "")
    }

    // MARK: Outbound

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head):
            guard let request = pending.first else { break }
            if request.version.major == 1 && request.version.minor == 0 {
                // An HTTP/1.0 client cannot read chunked bodies; without a length, the close ends it.
                head.version = .http1_0
                if request.keepAlive
                    && (head.headers.contains(name: "content-length") || !ConnectionGuard.hasBody(head.status))
                {
                    head.headers.replaceOrAdd(name: "connection", value: "keep-alive")
                } else {
                    pending[0].keepAlive = false
                    head.headers.replaceOrAdd(name: "connection", value: "close")
                }
            } else if !request.keepAlive {
                head.headers.replaceOrAdd(name: "connection", value: "close")
            }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
            return
        case .body:
            break
        case .end:
            guard !pending.isEmpty else { break }
            let request = pending.removeFirst()
            if !request.keepAlive || (pending.isEmpty && rejection != nil) {
                let written = promise ?? context.eventLoop.makePromise()
                context.writeAndFlush(data, promise: written)
                if !request.keepAlive {
                    closeAfter(written.futureResult, context: context)
                } else if let rejection {
                    sendRejection(rejection, context: context)
                }
                return
            }
            if pending.isEmpty && !requestOpen {
                setIdle(context.eventLoop.now)
            } else {
                // The request's body is still arriving: it now expires by its last byte, and a
                // timer that fired while responding found nothing to expire and left none.
                schedule()
            }
        }
        context.write(data, promise: promise)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        unwritableSince = context.channel.isWritable ? nil : context.eventLoop.now
        schedule()
        context.fireChannelWritabilityChanged()
    }

    static func hasBody(_ status: HTTPResponseStatus) -> Bool {
        !(status.code < 200 || status == .noContent || status == .notModified)
    }

    // MARK: Answers of its own

    private func reject(_ status: HTTPResponseStatus, _ text: String, context: ChannelHandlerContext) {
        rejection = (status, text)
        requestOpen = false
        setIdle(nil)
        if pending.isEmpty { sendRejection(rejection!, context: context) }
    }

    private func sendRejection(_ rejection: (status: HTTPResponseStatus, text: String), context: ChannelHandlerContext)
    {
        guard !rejectionSent else { return }
        rejectionSent = true
        let body = context.channel.allocator.buffer(string: rejection.text)
        let headers = HTTPHeaders([
            ("content-type", "text/plain; charset=utf-8"), ("content-length", String(body.readableBytes)),
            ("connection", "close"),
        ])
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: rejection.status, headers: headers))),
            promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        closeAfter(written.futureResult, context: context)
    }

    /// Closes once `written` is on its way (a close before that would drop what is still queued).
    private func closeAfter(_ written: EventLoopFuture<Void>, context: ChannelHandlerContext) {
        let channel = context.channel
        written.whenComplete { _ in channel.close(promise: nil) }
    }

    // MARK: Timeouts

    private enum Expiry {
        case close
        case requestTimeout
    }

    private func setIdle(_ since: NIODeadline?) {
        idleSince = since
        if let trackerID { tracker.setIdle(trackerID, since: since) }
        schedule()
    }

    /// When this connection must be acted on, and how; nil while nothing can expire.
    private func nextExpiry() -> (NIODeadline, Expiry)? {
        if rejection != nil { return nil }
        if !pending.isEmpty {
            // Responding: only a client that takes none of the response expires.
            return unwritableSince.map { ($0 + rules.idleTimeout, .close) }
        }
        if requestOpen { return (lastReceived + rules.idleTimeout, .close) }
        if let headStarted { return (headStarted + rules.requestHeaderTimeout, .requestTimeout) }
        return ((idleSince ?? lastReceived) + rules.idleTimeout, .close)
    }

    private func schedule() {
        guard let context, let (deadline, _) = nextExpiry() else { return }
        // A timer that fires earlier looks again then.
        if let timerDeadline, timerDeadline <= deadline { return }
        timer?.cancel()
        timerDeadline = deadline
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            self.expire()
        }
    }

    private func expire() {
        timer = nil
        timerDeadline = nil
        guard let context, let (deadline, expiry) = nextExpiry() else { return }
        guard deadline <= context.eventLoop.now else {
            schedule()
            return
        }
        switch expiry {
        case .close:
            context.close(promise: nil)
        case .requestTimeout:
            reject(.requestTimeout, "Request Timeout: the request header did not arrive in time\n", context: context)
        }
    }
}

/// First in the pipeline: tells the guard that bytes arrived (before a whole request head can be
/// parsed from them), which starts the request-header timeout.
final class ByteActivity: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private var guardHandler: ConnectionGuard?

    init(_ guardHandler: ConnectionGuard) {
        self.guardHandler = guardHandler
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guardHandler?.bytesArrived(at: context.eventLoop.now)
        context.fireChannelRead(data)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        guardHandler = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        guardHandler = nil
        context.fireChannelInactive()
    }
}
