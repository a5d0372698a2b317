/// A 1-based line and column inside a Markdown text (columns count UTF-8 bytes).
public struct Position: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A heading with its page-unique id.
public struct Heading: Hashable, Sendable {
    public var level: Int
    public var text: String
    public var id: String
    public var position: Position
}

/// Something in the Markdown that may need resolving.
public struct Reference: Hashable, Sendable {
    /// What kind of reference it is.
    public enum Kind: Hashable, Sendable {
        /// ``Name`` — must resolve to a symbol.
        case symbol(String)
        /// `text` — links when it exactly names a symbol.
        case code(String)
        /// `[text](url)` or `<url>`.
        case link(url: String, isAutolink: Bool)
        /// `![alt](url)`.
        case image(url: String)
    }

    public var kind: Kind
    public var position: Position
}

/// What a reference becomes in HTML.
public struct ResolvedLink: Hashable, Sendable {
    public var href: String
    public var title: String?
    /// Replaces the link text (e.g. an autolink `<doc:id>` shows the page title).
    public var text: String?
    /// Show `text` as code (symbol names).
    public var textIsCode: Bool

    public init(href: String, title: String? = nil, text: String? = nil, textIsCode: Bool = false) {
        self.href = href
        self.title = title
        self.text = text
        self.textIsCode = textIsCode
    }
}

/// A fenced or indented code block.
public struct CodeBlock: Hashable, Sendable {
    /// First word of the info string (`swift`).
    public var language: String
    /// Remaining words (`fragment`).
    public var flags: [String]
    public var code: String
    public var position: Position
}
