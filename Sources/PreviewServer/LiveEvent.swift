import Diagnostics
import Hummingbird

/// A message on the live-reload stream, in server-sent-events form.
enum LiveEvent: Sendable, Equatable {
    /// Sent first on every connection: identifies the server run and the site generation, so a
    /// page that reconnects after missing a rebuild (or a server restart) reloads.
    case hello(String)
    /// A rebuild succeeded: the site paths whose bytes changed (added, modified or removed), or nil
    /// when there are more than `maximumListedPaths` (pages then reload). Open pages that changed
    /// patch themselves in place; the others only refresh the stylesheets and images that changed.
    case change(generation: Int, paths: [String]?)
    /// A rebuild failed: the diagnostics, as the JSON array `--format json` prints.
    case error([Diagnostic])
    /// A comment line that keeps the connection alive and notices closed ones.
    case heartbeat

    var text: String {
        switch self {
        case .hello(let id): return "event: hello\ndata: \(id)\n\n"
        case .change(let generation, let paths):
            let list = paths.map { "[" + $0.map(LiveEvent.jsonString).joined(separator: ",") + "]" } ?? "null"
            return "event: change\ndata: {\"generation\":\(generation),\"changed\":\(list)}\n\n"
        case .error(let diagnostics):
            // SSE data cannot hold newlines: each line of the JSON goes on its own `data:` line and
            // the browser joins them with "\n" again.
            let lines = DiagnosticFormatter.json(diagnostics).split(separator: "\n", omittingEmptySubsequences: false)
            return "event: error\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
        case .heartbeat: return ": heartbeat\n\n"
        }
    }

    var buffer: ByteBuffer { ByteBuffer(string: text) }

    /// A `change` event lists at most this many paths: a rebuild that changed more (a template edit
    /// on a large site) sends none, and pages reload rather than receive a list of every file.
    static let maximumListedPaths = 1000

    /// The change a rebuild made, as the event carries it.
    static func change(generation: Int, changed: [String]) -> LiveEvent {
        .change(generation: generation, paths: changed.count <= maximumListedPaths ? changed : nil)
    }

    /// A JSON string literal on one line (an SSE `data:` line cannot hold a line break).
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
