import Diagnostics
import Hummingbird

/// A message on the live-reload stream, in server-sent-events form.
enum LiveEvent: Sendable, Equatable {
    /// Sent first on every connection: identifies the server run and the site generation, so a
    /// page that reconnects after missing a rebuild (or a server restart) reloads.
    case hello(String)
    /// A rebuild succeeded: open pages reload.
    case reload(generation: Int)
    /// A rebuild failed: the diagnostics, as the JSON array `--format json` prints.
    case error([Diagnostic])
    /// A comment line that keeps the connection alive and notices closed ones.
    case heartbeat

    var text: String {
        switch self {
        case .hello(let id): return "event: hello\ndata: \(id)\n\n"
        case .reload(let generation): return "event: reload\ndata: \(generation)\n\n"
        case .error(let diagnostics):
            // SSE data cannot hold newlines: each line of the JSON goes on its own `data:` line and
            // the browser joins them with "\n" again.
            let lines = DiagnosticFormatter.json(diagnostics).split(separator: "\n", omittingEmptySubsequences: false)
            return "event: error\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
        case .heartbeat: return ": heartbeat\n\n"
        }
    }

    var buffer: ByteBuffer { ByteBuffer(string: text) }
}
