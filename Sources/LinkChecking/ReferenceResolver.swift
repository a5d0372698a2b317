import Foundation

/// Where a reference points, decided like a browser or static server would, without touching disk.
enum Resolution: Equatable, Sendable {
    /// Not checked (mailto:, tel:, javascript:, data:, other schemes); the reason is shown with --list-skipped.
    case skipped(String)
    /// An absolute http(s) URL.
    case external(String)
    /// A path relative to the site root ("" is the root itself), percent-decoded, dot segments removed.
    case local(path: String, fragment: String?, wantsDirectory: Bool)
    /// Cannot be followed at all.
    case invalid(LinkRule, String)
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
        case .skipped, .invalid:
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
            case _ where skippedSchemes.contains(scheme): return .skipped("\(scheme): link")
            default: return .skipped("unsupported scheme '\(scheme):'")
            }
        }
        if reference.hasPrefix("//") {
            if case .external(let url) = base.kind, let scheme = url.scheme { return .external(scheme + ":" + reference) }
            return .external("https:" + reference)
        }
        switch base.kind {
        case .external(let url):
            guard let absolute = URL(string: reference, relativeTo: url)?.absoluteString else {
                return .invalid(.brokenLink, "malformed URL")
            }
            return .external(absolute)
        case .local(let directory, let document):
            var rest = Substring(reference)
            var fragment: String?
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
            if rest.isEmpty { return .local(path: document, fragment: fragment, wantsDirectory: false) }
            var stack = rest.hasPrefix("/") ? [] : directory
            let segments = rest.split(separator: "/", omittingEmptySubsequences: false)
            var wantsDirectory = false
            for (index, segment) in segments.enumerated() {
                let isLast = index == segments.count - 1
                guard let decoded = String(segment).removingPercentEncoding else {
                    return .invalid(.brokenLink, "invalid percent-encoding")
                }
                switch decoded {
                case "":
                    if isLast { wantsDirectory = true }
                case ".":
                    if isLast { wantsDirectory = true }
                case "..":
                    if stack.isEmpty { return .invalid(.escapesRoot, "escapes the site root") }
                    stack.removeLast()
                    if isLast { wantsDirectory = true }
                default:
                    stack.append(decoded)
                }
            }
            return .local(path: stack.joined(separator: "/"), fragment: fragment, wantsDirectory: wantsDirectory)
        }
    }

    /// The lowercased scheme, when the reference starts with one (`letter *(letter / digit / + - .) ":"`).
    static func scheme(of reference: String) -> String? {
        var scheme = ""
        for (index, byte) in reference.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: ":"):
                return index == 0 ? nil : scheme.lowercased()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                scheme.append(Character(Unicode.Scalar(byte)))
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if index == 0 { return nil }
                scheme.append(Character(Unicode.Scalar(byte)))
            default:
                return nil
            }
        }
        return nil
    }
}
