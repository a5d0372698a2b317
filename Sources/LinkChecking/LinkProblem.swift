/// How a reference was judged. The raw values are part of the documented JSON schema.
public enum LinkStatus: String, Sendable, Codable, CaseIterable {
    /// The target file does not exist, escapes the site root, or an external URL failed.
    case broken
    /// The target exists but has no element with the `#fragment`'s id.
    case brokenFragment = "broken-fragment"
    /// Not a broken link, but worth fixing (duplicate ids, a page that is not UTF-8, a script URL,
    /// a special file). Fails with --strict.
    case warning
    /// A file of the site could not be read (an I/O error; exit status 2). Line and column are 0.
    case error
    /// Not checked: mailto:, tel:, javascript:, data:, external links without --external, excluded URLs.
    case skipped
}

/// What kind of problem a finding is: a stable rule id (used by SARIF and JUnit).
public enum LinkRule: String, Sendable, Codable, CaseIterable {
    case brokenLink = "broken-link"
    case brokenFragment = "broken-fragment"
    case escapesRoot = "escapes-root"
    case externalBroken = "external-broken"
    case duplicateID = "duplicate-id"
    case invalidUTF8 = "invalid-utf8"
    case parseLimit = "parse-limit"
    case scriptURL = "script-url"
    case notPortable = "not-portable"
    case specialFile = "special-file"
    case ioError = "io-error"
    case skipped = "skipped"

    public var summary: String {
        switch self {
        case .brokenLink: return "A local link, image, script, stylesheet or CSS url() names no file."
        case .brokenFragment: return "A #fragment names no id (or legacy a[name]) on the target page."
        case .escapesRoot: return "A link climbs above the root of the checked folder."
        case .externalBroken: return "An external URL answered with an error status, or did not answer."
        case .duplicateID: return "Two elements on one page share an id; fragment links to it are ambiguous."
        case .invalidUTF8: return "A page is not valid UTF-8."
        case .parseLimit:
            return
                "A page nests elements too deep (or puts too many attributes on a tag) for its tree to be built as written, or is larger than 256 MiB (not read)."
        case .scriptURL:
            return "A javascript: (or vbscript:, data:text/html) URL runs code instead of naming a resource."
        case .notPortable: return "A file: URL points outside the checked folder; it works only on this machine."
        case .specialFile: return "A FIFO, device or socket where a page or stylesheet is expected; it is not read."
        case .ioError: return "A page or stylesheet could not be read."
        case .skipped: return "A reference that was not checked."
        }
    }
}

/// One finding of the link checker, with its position in the checked file.
public struct LinkProblem: Sendable, Hashable, Codable {
    /// Path relative to the checked folder, with `/` separators.
    public var file: String
    public var line: Int
    public var column: Int
    /// The reference exactly as written in the page (after HTML entity decoding).
    public var url: String
    public var status: LinkStatus
    public var rule: LinkRule
    public var message: String

    public init(
        file: String, line: Int, column: Int, url: String, status: LinkStatus, rule: LinkRule, message: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.url = url
        self.status = status
        self.rule = rule
        self.message = message
    }
}

extension LinkProblem: Comparable {
    public static func < (lhs: LinkProblem, rhs: LinkProblem) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.url, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.url, rhs.message)
    }
}
