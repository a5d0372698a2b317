/// Every kind of page the site has.
public enum PageKind: String, Sendable, Codable, Hashable {
    case home, symbol, article, guide, path, mapping
    case symbolIndex, guideIndex, pathIndex, articleIndex, notFound

    /// Label shown in breadcrumbs and search results.
    public var displayName: String {
        switch self {
        case .home: return "Home"
        case .symbol: return "Symbol"
        case .article: return "Article"
        case .guide: return "Migration Guide"
        case .path: return "Reading Path"
        case .mapping: return "Life-Cycle Mapping"
        case .symbolIndex: return "Symbols"
        case .guideIndex: return "Migration Guides"
        case .pathIndex: return "Reading Paths"
        case .articleIndex: return "Articles"
        case .notFound: return "Page Not Found"
        }
    }
}

/// One page of the site as the index knows it: enough to link to it and list it.
///
/// Copy-on-write: records are copied out of the index on every lookup (links, sidebars, search,
/// exports), and a copy of six fields was five retains — atomic operations that two threads
/// rendering pages contend on. A copy is now one retain; a changed copy gets its own storage.
public struct PageRecord: Hashable, Sendable {
    public struct Fields: Hashable, Sendable {
        public var id: String
        public var kind: PageKind
        public var title: String
        public var summary: String
        public var outputPath: String
        public var file: String?
    }

    private final class Storage: @unchecked Sendable {
        // Mutated only through `update`, on a uniquely referenced instance.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        change(&storage.fields)
    }

    public init(id: String, kind: PageKind, title: String, summary: String, outputPath: String, file: String? = nil) {
        storage = Storage(Fields(id: id, kind: kind, title: title, summary: summary, outputPath: outputPath, file: file))
    }

    public var id: String {
        get { storage.fields.id }
        set { update { $0.id = newValue } }
    }
    public var kind: PageKind {
        get { storage.fields.kind }
        set { update { $0.kind = newValue } }
    }
    public var title: String {
        get { storage.fields.title }
        set { update { $0.title = newValue } }
    }
    public var summary: String {
        get { storage.fields.summary }
        set { update { $0.summary = newValue } }
    }
    /// Output path relative to the site root, always naming a file (`symbols/uikit/uiscene.html`).
    public var outputPath: String {
        get { storage.fields.outputPath }
        set { update { $0.outputPath = newValue } }
    }
    /// Where the page came from (display path), for diagnostics.
    public var file: String? {
        get { storage.fields.file }
        set { update { $0.file = newValue } }
    }

    public static func == (lhs: PageRecord, rhs: PageRecord) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }
}
