import Foundation
import Naming

/// Where a reference points, decided like a browser or static server would, without touching disk.
enum Resolution: Equatable, Sendable {
    /// Not checked (mailto:, tel:, javascript:, data:, other schemes); the reason is shown with --list-skipped.
    case skipped(String)
    /// An absolute http(s) URL.
    case external(String)
    /// A path relative to the site root ("" is the root itself), percent-decoded (bytes that are not
    /// UTF-8 spelled as `ByteName` spells them), dot segments removed.
    case local(path: String, fragment: String?, wantsDirectory: Bool)
    /// Cannot be followed at all.
    case invalid(LinkRule, String)
    /// Code instead of a location: `javascript:`, `vbscript:` or an HTML `data:` URL (its scheme or type).
    case script(String)
    /// An absolute `file:` URL: the local path (without its leading `/`), percent-decoded, dot segments removed.
    case fileURL(path: String, fragment: String?, wantsDirectory: Bool)
}

/// The URL a page's relative references are resolved against: its own location, or its `<base href>`.
struct DocumentBase: Sendable {
    enum Kind: Sendable {
        /// Directory components, and the document that "" and "#x" refer to.
        case local(directory: [String], document: String)
        case external(URL)
    }
    var kind: Kind

    /// The base of the file at `path` (relative to the root), honouring `<base href>` when present.
    init(file path: String, baseHref: String? = nil) {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast()
        kind = .local(directory: components, document: path)
        guard let baseHref, !baseHref.isEmpty else { return }
        switch ReferenceResolver.resolve(baseHref, against: self) {
        case .external(let url):
            if let url = URL(string: url) { kind = .external(url) }
        case .local(let target, _, let wantsDirectory):
            var directory = target.isEmpty ? [] : target.split(separator: "/").map(String.init)
            if !wantsDirectory && !directory.isEmpty { directory.removeLast() }
            kind = .local(directory: directory, document: target)
        case .skipped, .invalid, .script, .fileURL:
            break
        }
    }
}

/// Resolves references (RFC 3986 style, like a browser) and classifies them.
enum ReferenceResolver {
    static let skippedSchemes: Set<String> = ["mailto", "tel", "javascript", "data", "sms", "callto", "about", "blob"]

    static func resolve(_ written: String, against base: DocumentBase) -> Resolution {
        // Browsers drop tabs and newlines anywhere in a URL.
        var reference = written
        if reference.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            reference.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        }
        if let scheme = scheme(of: reference) {
            switch scheme {
            case "http", "https": return .external(reference)
            case "javascript", "vbscript": return .script("\(scheme):")
            case "data" where isHTMLData(reference): return .script("data: HTML")
            case "file": return fileURL(reference)
            case _ where skippedSchemes.contains(scheme): return .skipped("\(scheme): link")
            default: return .skipped("unsupported scheme '\(scheme):'")
            }
        }
        if reference.hasPrefix("//") {
            if case .external(let url) = base.kind, let scheme = url.scheme {
                return .external(scheme + ":" + reference)
            }
            return .external("https:" + reference)
        }
        switch base.kind {
        case .external(let url):
            guard let absolute = URL(string: reference, relativeTo: url)?.absoluteString else {
                return .invalid(.brokenLink, "malformed URL")
            }
            return .external(absolute)
        case .local(let directory, let document):
            return resolveLocal(Array(reference.utf8), directory: directory, document: document)
        }
    }

    /// Path resolution on bytes: split off `#fragment` and `?query`, then walk the segments.
    private static func resolveLocal(_ bytes: [UInt8], directory: [String], document: String) -> Resolution {
        var end = bytes.count
        var fragment: String?
        if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(decoding: bytes[(hash + 1)...], as: UTF8.self)
            end = hash
        }
        if let question = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) { end = question }
        if end == 0 { return .local(path: document, fragment: fragment, wantsDirectory: false) }
        var stack = bytes[0] == UInt8(ascii: "/") ? [] : directory
        var wantsDirectory = false
        var segmentStart = 0
        while segmentStart <= end {
            var segmentEnd = segmentStart
            while segmentEnd < end && bytes[segmentEnd] != UInt8(ascii: "/") { segmentEnd += 1 }
            let isLast = segmentEnd >= end
            let segment = bytes[segmentStart..<segmentEnd]
            segmentStart = segmentEnd + 1
            // Decoded to bytes, which need not be UTF-8: names are compared byte for byte.
            var decoded: String
            if segment.contains(UInt8(ascii: "%")) {
                guard let value = PercentEscapes.decoded(segment) else {
                    return .invalid(.brokenLink, "invalid percent-encoding")
                }
                decoded = ByteName.string(value)
            } else {
                decoded = ByteName.string(segment)
            }
            switch decoded.utf8.count {
            case 0:
                if isLast { wantsDirectory = true }
                continue
            case 1 where decoded == ".":
                if isLast { wantsDirectory = true }
                continue
            case 2 where decoded == "..":
                if stack.isEmpty { return .invalid(.escapesRoot, "escapes the site root") }
                stack.removeLast()
                if isLast { wantsDirectory = true }
                continue
            default:
                stack.append(decoded)
            }
        }
        return .local(path: stack.joined(separator: "/"), fragment: fragment, wantsDirectory: wantsDirectory)
    }

    /// A `data:` URL whose media type is a document (it runs scripts when opened).
    private static func isHTMLData(_ reference: String) -> Bool {
        let type = reference.utf8.dropFirst(5).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ",") }
        let trimmed = String(decoding: type, as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed == "text/html" || trimmed == "application/xhtml+xml"
    }

    /// `file:///path`, `file://localhost/path` or `file:/path`; another host is a network share.
    private static func fileURL(_ reference: String) -> Resolution {
        var rest = Substring(reference.dropFirst(5))
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let host = rest.prefix { $0 != "/" }
            guard host.isEmpty || host.lowercased() == "localhost" else {
                return .invalid(.notPortable, "a file: URL on another host")
            }
            rest = rest.dropFirst(host.count)
        }
        guard rest.hasPrefix("/") else { return .invalid(.brokenLink, "malformed file: URL") }
        switch resolveLocal(Array(rest.utf8), directory: [], document: "") {
        case .local(let path, let fragment, let wantsDirectory):
            return .fileURL(path: path, fragment: fragment, wantsDirectory: wantsDirectory)
        case .invalid(_, let reason):
            return .invalid(.brokenLink, reason)
        default:
            return .invalid(.brokenLink, "malformed file: URL")
        }
    }

    /// The lowercased scheme, when the reference starts with one (`letter *(letter / digit / + - .) ":"`).
    static func scheme(of reference: String) -> String? {
        let utf8 = reference.utf8
        for (index, byte) in zip(utf8.indices, utf8) {
            switch byte {
            case UInt8(ascii: ":"):
                return index == utf8.startIndex ? nil : String(reference[..<index]).lowercased()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if index == utf8.startIndex { return nil }
            default:
                return nil
            }
        }
        return nil
    }
}
