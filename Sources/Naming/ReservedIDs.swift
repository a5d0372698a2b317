/// Ids SceneDocs keeps for itself, so content never collides with what the generator and the
/// templates make.
public enum ReservedIDs {
    /// Ids of generated pages and of the site's top folders: an article, guide or reading path may
    /// not take one.
    public static let pages: Set<String> = [
        "home", "index", "mapping", "symbols", "guides", "paths", "articles", "404",
    ]

    /// Ids the page templates give their own sections: a heading's slug never takes one.
    public static let sections: Set<String> = [
        "top", "main", "content", "site-header", "site-nav", "search", "on-this-page", "declaration",
        "availability", "topics", "relationships", "equivalents", "referenced-by", "see-also", "sources", "steps",
        "path-nav", "mapping-table", "members",
        // Sections of the home and 404 templates.
        "start-here", "reading-paths", "migration-guides", "concepts",
        // The search box of every page and the launch-options table of a symbol page.
        "search-box", "search-results", "search-status", "launch-options-with-scenes",
    ]
}
