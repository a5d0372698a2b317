import Foundation
import Naming

/// What a request path names in the site, decided before anything is looked up.
///
/// The raw path is split on `/` first and each segment is percent-decoded on its own, so an encoded
/// slash (`%2f`) can never create a new segment. Any segment that is `.`/`..` (also encoded as
/// `%2e%2e`), or holds a slash, backslash, NUL or other control character after decoding, makes the
/// whole request invalid; so do empty segments (`//etc/passwd`) and paths not starting with `/`.
/// A valid path maps to a site key only by joining its segments, and keys are only looked up in the
/// in-memory snapshot.
enum RequestPath: Equatable {
    /// Site-relative segments; `isDirectory` when the path ends with `/` (or is `/`).
    case valid(segments: [String], isDirectory: Bool)
    case invalid

    init(raw: String) {
        var raw = Substring(raw)
        if let query = raw.firstIndex(where: { $0 == "?" || $0 == "#" }) { raw = raw[..<query] }
        guard raw.first == "/" else {
            self = .invalid
            return
        }
        raw = raw.dropFirst()
        if raw.isEmpty {
            self = .valid(segments: [], isDirectory: true)
            return
        }
        var isDirectory = false
        if raw.last == "/" {
            isDirectory = true
            raw = raw.dropLast()
        }
        var segments: [String] = []
        for part in raw.split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = RequestPath.decode(part), RequestPath.isSafe(segment) else {
                self = .invalid
                return
            }
            segments.append(segment)
        }
        self = .valid(segments: segments, isDirectory: isDirectory)
    }

    /// The site key (`guides/x/index.html`) of the path, without a trailing slash.
    var key: String? {
        guard case .valid(let segments, _) = self else { return nil }
        return segments.joined(separator: "/")
    }

    static func isSafe(_ segment: String) -> Bool {
        guard !segment.isEmpty, segment != ".", segment != ".." else { return false }
        return !segment.unicodeScalars.contains { scalar in
            scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7f
        }
    }

    /// Strict percent-decoding of one segment; a malformed escape or invalid UTF-8 gives `nil`.
    static func decode(_ part: Substring) -> String? {
        guard part.contains("%") else { return String(part) }
        guard let bytes = PercentEscapes.decoded(part.utf8) else { return nil }
        return String(bytes: bytes, encoding: .utf8)
    }
}
