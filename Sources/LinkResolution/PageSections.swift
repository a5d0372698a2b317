import ContentModel
import Naming

/// The sections page templates add (their ids are `ReservedIDs.sections`) and the ids of the mapping
/// page's groups.
public enum PageSections {
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
        var slugger = Slugger(reserved: ReservedIDs.sections)
        return mapping.groups.map { slugger.unique(for: $0.title) }
    }
}
