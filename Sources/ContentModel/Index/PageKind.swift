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
public struct PageRecord: Hashable, Sendable {
    public var id: String
    public var kind: PageKind
    public var title: String
    public var summary: String
    /// Output path relative to the site root, always naming a file (`symbols/uikit/uiscene.html`).
    public var outputPath: String
    /// Where the page came from (display path), for diagnostics.
    public var file: String?

    public init(id: String, kind: PageKind, title: String, summary: String, outputPath: String, file: String? = nil) {
        self.id = id
        self.kind = kind
        self.title = title
        self.summary = summary
        self.outputPath = outputPath
        self.file = file
    }
}
