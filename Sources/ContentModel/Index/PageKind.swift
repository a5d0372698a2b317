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
/// exports), so a copy is one retain, not one per field (retains are atomic operations that the
/// threads rendering pages contend on); a changed copy gets its own storage.
@dynamicMemberLookup
public struct PageRecord: Hashable, Sendable {
    /// The stored fields.
    public struct Fields: Hashable, Sendable {
        /// The page id (a symbol id, an article, guide or path id, or a generated page's id).
        public var id: String
        /// What kind of page it is.
        public var kind: PageKind
        /// The page's title.
        public var title: String
        /// One sentence shown in lists and search results.
        public var summary: String
        /// Output path relative to the site root, always naming a file.
        public var outputPath: String
        /// The content file the page comes from (display path); nil for generated pages.
        public var file: String?
    }

    @usableFromInline var storage: CopyOnWrite<Fields>

    /// Creates a record.
    public init(id: String, kind: PageKind, title: String, summary: String, outputPath: String, file: String? = nil) {
        storage = CopyOnWrite(
            Fields(id: id, kind: kind, title: title, summary: summary, outputPath: outputPath, file: file))
    }

    /// Each field of `Fields` reads and writes as a stored property of the record would; a write
    /// copies the fields first when another copy of the record shares them.
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { storage.value[keyPath: field] }
        set { storage.update { $0[keyPath: field] = newValue } }
    }
}
