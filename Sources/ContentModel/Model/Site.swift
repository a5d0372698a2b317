import Diagnostics

/// Everything loaded from `Content/`: the typed model the rest of the pipeline works on.
public struct Site: Hashable, Sendable, Codable {
    /// `site.yaml`: the site's title and description.
    public var config: SiteConfig
    /// `home.md`, if present.
    public var home: HomePage?
    /// `sources.yaml`: the documents pages cite.
    public var sources: [Source]
    /// `external-symbols.yaml`: symbols without a page that references may name.
    public var externalSymbols: [ExternalSymbol]
    /// `symbols/`: one page per protocol, class, member or Info.plist key.
    public var symbols: [Symbol]
    /// `articles/`: free Markdown pages.
    public var articles: [Article]
    /// `guides/`: migration guides with ordered steps.
    public var guides: [Guide]
    /// `paths/`: reading paths.
    public var paths: [ReadingPath]
    /// `mapping.yaml`: the life-cycle mapping, if present.
    public var mapping: LifecycleMapping?
    /// `launch-options.yaml`: where each launch-options key arrives under scenes.
    public var launchOptions: LaunchOptionsTable?
    /// `audit.yaml`: rules, Objective-C selectors and global look-ups for `scenedocs audit`.
    public var audit: AuditData?
    /// `assets/`: files copied to the site as they are.
    public var assets: [Asset]
    /// `interfaces/<Module>.swift`: the SDK interface the Swift samples are type-checked against
    /// (not exported to `model.json`).
    public var interfaces: [SwiftSource] = []
    /// `sample-contexts/<name>.swift`: the example app's own types that samples use (not exported).
    public var sampleContexts: [SwiftSource] = []

    /// Whether this build type-checks the Swift samples (set by the build from `samples.typecheck`
    /// or the run's override, when a compiler was found); pages then say so under each sample.
    public var typeChecksSamples = false

    private enum CodingKeys: String, CodingKey {
        case config, home, sources, externalSymbols, symbols, articles, guides, paths, mapping, launchOptions, audit
        case assets
    }

    /// Creates a model; every part defaults to empty.
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
