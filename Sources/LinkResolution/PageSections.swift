import ContentModel
import Markup

/// Ids the page templates use for their own sections, so body headings never collide with them.
public enum PageSections {
    public static let reserved: Set<String> = [
        "top", "main", "content", "site-header", "site-nav", "search", "on-this-page", "declaration",
        "availability", "topics", "relationships", "equivalents", "referenced-by", "see-also", "sources", "steps",
        "path-nav", "mapping-table", "members",
        // Sections of the home and 404 templates.
        "start-here", "reading-paths", "migration-guides", "concepts",
    ]

    /// The sections a page's template adds that links may name as `#fragments`: "Sources" on
    /// content pages (shown when they cite any), and "Declaration" on symbols.
    public static func templateFragments(of kind: PageKind) -> [String] {
        switch kind {
        case .symbol: ["sources", "declaration"]
        case .home, .article, .guide, .path, .mapping: ["sources"]
        case .symbolIndex, .guideIndex, .pathIndex, .articleIndex, .notFound: []
        }
    }

    /// Ids of the mapping page's groups, in order.
    public static func mappingGroupIDs(_ mapping: LifecycleMapping) -> [String] {
        var slugger = Slugger(reserved: reserved)
        return mapping.groups.map { slugger.unique(for: $0.title) }
    }
}
