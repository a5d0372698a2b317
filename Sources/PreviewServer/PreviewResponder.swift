import Foundation
import Hummingbird
import ServiceLifecycle

/// Answers every request from the in-memory site: files with their content type, ETag and
/// Last-Modified (304 when unchanged), `index.html` for folders (`/dir` → 301 `/dir/`), the site's
/// `404.html` with status 404, HEAD like GET without a body, 405 for other methods, and the
/// live-reload script and event stream under `/__scenedocs/`. No directory listings.
public struct PreviewResponder: HTTPResponder {
    /// Requests need no context beyond Hummingbird's basic one.
    public typealias Context = BasicRequestContext

    let state: PreviewState
    /// How often an idle event stream sends a comment line.
    let heartbeat: Duration

    init(state: PreviewState, heartbeat: Duration) {
        self.state = state
        self.heartbeat = heartbeat
    }

    /// Answers one request from the current site.
    public func respond(to request: Request, context: Context) async throws -> Response {
        let isHead = request.method == .head
        guard request.method == .get || isHead else {
            return Self.plain(.methodNotAllowed, "Method Not Allowed\n", extra: [.allow: "GET, HEAD"], head: false)
        }
        let rawPath = request.uri.path
        if rawPath.hasPrefix(LiveReload.prefix) {
            return liveReload(rawPath, head: isHead)
        }
        let snapshot = state.snapshot
        if snapshot.generation == 0 { return Self.notBuiltYet(head: isHead) }

        switch Self.lookup(RequestPath(raw: rawPath), in: snapshot) {
        case .file(let file):
            if Self.isNotModified(request.headers, file) {
                return Response(status: .notModified, headers: file.headers)
            }
            return Response(
                status: .ok, headers: file.headers, body: isHead ? ResponseBody() : ResponseBody(byteBuffer: file.body))
        case .redirectToDirectory:
            var location = rawPath + "/"
            if let query = request.uri.query { location += "?" + query }
            return Response(status: .movedPermanently, headers: [.location: location, .contentLength: "0"])
        case .notFound:
            guard let page = snapshot.files["404.html"] else {
                return Self.plain(.notFound, "Not Found\n", head: isHead)
            }
            var headers = page.headers
            headers[.eTag] = nil
            headers[.lastModified] = nil
            return Response(
                status: .notFound, headers: headers, body: isHead ? ResponseBody() : ResponseBody(byteBuffer: page.body)
            )
        case .badRequest:
            return Self.plain(.badRequest, "Bad Request\n", head: isHead)
        }
    }

    enum Lookup {
        case file(ServedFile)
        case redirectToDirectory
        case notFound
        case badRequest
    }

    /// Resolves a checked request path against the snapshot only.
    static func lookup(_ path: RequestPath, in snapshot: SiteSnapshot) -> Lookup {
        guard case .valid(let segments, let isDirectory) = path else { return .badRequest }
        let key = segments.joined(separator: "/")
        let index = key.isEmpty ? "index.html" : key + "/index.html"
        if isDirectory {
            return snapshot.files[index].map(Lookup.file) ?? .notFound
        }
        if let file = snapshot.files[key] { return .file(file) }
        return snapshot.files[index] != nil ? .redirectToDirectory : .notFound
    }

    /// `If-None-Match` (weak comparison, `*`) wins over `If-Modified-Since` (to the second).
    static func isNotModified(_ headers: HTTPFields, _ file: ServedFile) -> Bool {
        let matches = headers[values: .ifNoneMatch]
        if !matches.isEmpty {
            let opaque = file.etag
            return matches.contains { value in
                value.split(separator: ",").contains { candidate in
                    var tag = candidate.trimmingCharacters(in: .whitespaces)[...]
                    if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
                    return tag == "*" || tag == opaque
                }
            }
        }
        if let since = headers[.ifModifiedSince], let date = HTTPDate.parse(since) {
            return file.lastModified <= date
        }
        return false
    }

    // MARK: Live reload

    private func liveReload(_ rawPath: String, head: Bool) -> Response {
        switch rawPath {
        case LiveReload.scriptPath:
            let script = ByteBuffer(string: LiveReload.script)
            let headers: HTTPFields = [
                .contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache",
                .contentLength: String(script.readableBytes),
            ]
            return Response(
                status: .ok, headers: headers, body: head ? ResponseBody() : ResponseBody(byteBuffer: script))
        case LiveReload.eventsPath:
            // Streams may take only part of the connections, so that pages and assets always have room.
            if state.events.isFull {
                return Self.plain(
                    .serviceUnavailable, "Too many live-reload streams are open; close some preview tabs\n",
                    extra: [.retryAfter: "5"], head: head)
            }
            let headers: HTTPFields = [
                .contentType: "text/event-stream", .cacheControl: "no-cache",
                .init("X-Accel-Buffering")!: "no",
            ]
            return Response(status: .ok, headers: headers, body: head ? ResponseBody() : eventStream())
        default:
            return Self.plain(.notFound, "Not Found\n", head: head)
        }
    }

    /// One client's event stream: the greeting, then every broadcast event, with a heartbeat comment
    /// while idle. Ends when the client goes away or the server shuts down gracefully (an open
    /// stream would otherwise hold the shutdown forever).
    private func eventStream() -> ResponseBody {
        let state = self.state
        let heartbeat = self.heartbeat
        return ResponseBody { writer in
            let (id, stream) = state.events.subscribe()
            defer { state.events.unsubscribe(id) }
            for event in state.greeting { state.events.send(event, to: id) }
            try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
            try await withGracefulShutdownHandler {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        while true {
                            try await Task.sleep(for: heartbeat)
                            state.events.send(.heartbeat, to: id)
                        }
                    }
                    for await event in stream {
                        try await writer.write(event.buffer)
                    }
                    group.cancelAll()
                }
            } onGracefulShutdown: {
                state.events.unsubscribe(id)
            }
            try await writer.finish(nil)
        }
    }

    // MARK: Fixed responses

    static func plain(_ status: HTTPResponse.Status, _ text: String, extra: HTTPFields = [:], head: Bool) -> Response {
        let body = ByteBuffer(string: text)
        var headers: HTTPFields = [
            .contentType: "text/plain; charset=utf-8", .contentLength: String(body.readableBytes),
        ]
        headers.append(contentsOf: extra)
        return Response(status: status, headers: headers, body: head ? ResponseBody() : ResponseBody(byteBuffer: body))
    }

    /// Served for every page while no build has succeeded yet; the overlay shows why.
    static func notBuiltYet(head: Bool) -> Response {
        let html = LiveReload.inject(
            into: Data(
                """
                <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="scenedocs-placeholder" content="">
                <title>SceneDocs preview</title></head>
                <body><p>The site has not built successfully yet. Fix the problems shown and save; this page reloads.</p></body></html>

                """.utf8))
        let headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8", .cacheControl: "no-store", .contentLength: String(html.count),
        ]
        return Response(
            status: .serviceUnavailable, headers: headers,
            body: head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: html)))
    }
}
