import Foundation

/// What a build reads and where it writes (if anywhere). How strict the run is belongs to its
/// `DiagnosticEngine`.
public struct BuildOptions: Sendable {
    public var contentDirectory: URL
    public var templatesDirectory: URL
    /// The folder the site replaces; nil builds in memory only (`serve`, the tests).
    public var outputDirectory: URL?
    /// How the folders are named in diagnostics (as the user typed them).
    public var contentDisplay: String
    public var templatesDisplay: String
    /// Empty when there is no output folder.
    public var outputDisplay: String
    /// `--typecheck`/`--no-typecheck`: overrides the site's `samples.typecheck` (nil: the site's).
    public var typecheck: Bool?
    /// `--swiftc PATH`: the compiler that type-checks samples (nil: `swiftc` on `PATH`).
    public var swiftc: String?
    /// Where type-check results are cached (nil: `TypeCheckCache.defaultFolder()`).
    public var typecheckCache: String?
    /// Leave the samples' type-check out of the build, for the caller to run apart with
    /// `BuildAction.typeCheck` (`serve`: a save reloads at once and the check's result follows).
    /// Pages still say what the check covers.
    public var defersTypeCheck = false
    /// `--symbol-graphs DIR`: folders of `*.symbols.json` documented besides the site's own.
    public var symbolGraphFolders: [(url: URL, display: String)] = []
    /// `--package PATH`: a Swift package whose library modules are built and documented.
    public var package: (url: URL, display: String)?
    /// Whether the run documents graphs of its own (`--symbol-graphs`, `--package`), so that it
    /// needs no content folder.
    public var documentsGraphs: Bool { !symbolGraphFolders.isEmpty || package != nil }
    /// The site's title when it has no `site.yaml` (a package's name).
    public var defaultTitle: String?

    /// `output`: the folder to write the site to, or nil to build in memory only.
    public init(
        content: String = "Content", templates: String = "Templates", output: String? = "site",
        relativeTo base: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
        func resolve(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        }
        func display(_ path: String) -> String {
            var path = path
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            if path.hasPrefix("./") { path.removeFirst(2) }
            return path
        }
        contentDirectory = resolve(content).standardizedFileURL
        templatesDirectory = resolve(templates).standardizedFileURL
        outputDirectory = output.map { resolve($0).standardizedFileURL }
        contentDisplay = display(content)
        templatesDisplay = display(templates)
        outputDisplay = output.map(display) ?? ""
    }

    /// The same build without an output folder: it runs in memory only.
    public var inMemory: BuildOptions {
        var options = self
        options.outputDirectory = nil
        options.outputDisplay = ""
        return options
    }
}
