import Diagnostics

/// Everything loaded from `Content/`: the typed model the rest of the pipeline works on.
public struct Site: Hashable, Sendable, Codable {
    public var config: SiteConfig
    public var home: HomePage?
    public var sources: [Source]
    public var externalSymbols: [ExternalSymbol]
    public var symbols: [Symbol]
    public var articles: [Article]
    public var guides: [Guide]
    public var paths: [ReadingPath]
    public var mapping: LifecycleMapping?
    /// `launch-options.yaml`: where each launch-options key arrives under scenes.
    public var launchOptions: LaunchOptionsTable?
    /// `audit.yaml`: rules, Objective-C selectors and global look-ups for `scenedocs audit`.
    public var audit: AuditData?
    public var assets: [Asset]

    public init(
        config: SiteConfig = SiteConfig(title: "SceneDocs", description: ""), home: HomePage? = nil,
        sources: [Source] = [], externalSymbols: [ExternalSymbol] = [], symbols: [Symbol] = [],
        articles: [Article] = [], guides: [Guide] = [], paths: [ReadingPath] = [],
        mapping: LifecycleMapping? = nil, launchOptions: LaunchOptionsTable? = nil, audit: AuditData? = nil,
        assets: [Asset] = []
    ) {
        self.config = config
        self.home = home
        self.sources = sources
        self.externalSymbols = externalSymbols
        self.symbols = symbols
        self.articles = articles
        self.guides = guides
        self.paths = paths
        self.mapping = mapping
        self.launchOptions = launchOptions
        self.audit = audit
        self.assets = assets
    }

    /// Whether any page was loaded at all.
    public var isEmpty: Bool {
        home == nil && symbols.isEmpty && articles.isEmpty && guides.isEmpty && paths.isEmpty && mapping == nil
    }
}
