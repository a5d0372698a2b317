import CodeHighlighting
import ContentModel
import Diagnostics
import Foundation
import LinkResolution
import Parallelism
import Templating

/// Where a build reads and writes, and how strict it is.
public struct BuildOptions: Sendable {
    public var contentDirectory: URL
    public var templatesDirectory: URL
    public var outputDirectory: URL
    /// How the folders are named in diagnostics (as the user typed them).
    public var contentDisplay: String
    public var templatesDisplay: String
    public var outputDisplay: String
    /// Warnings fail the build.
    public var strict: Bool
    /// `--typecheck`/`--no-typecheck`: overrides the site's `samples.typecheck` (nil: the site's).
    public var typecheck: Bool?
    /// `--swiftc PATH`: the compiler that type-checks samples (nil: `swiftc` on `PATH`).
    public var swiftc: String?
    /// Where type-check results are cached (nil: `TypeCheckCache.defaultFolder()`).
    public var typecheckCache: String?
    /// Leave the samples' type-check out of the build, for the caller to run apart with
    /// `SiteBuilder.typeCheck` (`serve`: a save reloads at once and the check's result follows).
    /// Pages still say what the check covers.
    public var defersTypeCheck = false

    public init(
        content: String = "Content", templates: String = "Templates", output: String = "site", strict: Bool = false,
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
        outputDirectory = resolve(output).standardizedFileURL
        contentDisplay = display(content)
        templatesDisplay = display(templates)
        outputDisplay = display(output)
        self.strict = strict
    }
}

/// The outcome of a build: diagnostics and what was produced.
public struct BuildResult: Sendable {
    public var diagnostics: Diagnostics
    /// Site-relative path → bytes (empty when the build failed).
    public var files: [String: Data]
    public var pageCount: Int
    /// Whether the output folder was replaced.
    public var wrote: Bool
    public var seconds: Double
    /// Wall and CPU time of each phase, in order (the write phase last when the output was written).
    public var phases: [BuildPhase] = []
    /// How the samples' type-check went (nil when the build stopped before it).
    public var typeCheck: TypeCheckSummary?

    public func failed(strict: Bool) -> Bool { diagnostics.failed(strict: strict) }
}

extension SiteBuilder {
    /// The samples' type-check on its own: loads the content of `options` and runs the check
    /// phase of the pipeline (the symbol pages' declarations against the interface, and every
    /// Swift sample when the site or the run asks for it). Nil when the content did not load.
    public static func typeCheck(_ options: BuildOptions) -> (TypeCheckSummary, [Diagnostic])? {
        let (site, loadDiagnostics) = ContentLoader(
            directory: options.contentDirectory, displayPrefix: options.contentDisplay
        ).load()
        guard !loadDiagnostics.contains(where: { $0.severity == .error }) else { return nil }
        let plan = TypeCheckPlan.make(site: site, options: options)
        return TypeCheckPhase.run(site: site, plan: plan, workers: Parallel.defaultWorkers)
    }
}

/// An output folder inside the content or templates folder is refused: the next build would read
/// the site as input (`Content/assets/site` copied into each new site, nesting one in the next).
/// Paths are compared with links resolved, for the part of the output path that exists.
func outputOverlap(_ options: BuildOptions) -> Diagnostic? {
    let output = resolvedPath(options.outputDirectory.path)
    for (folder, display) in [
        (options.contentDirectory, options.contentDisplay), (options.templatesDirectory, options.templatesDisplay),
    ] {
        let input = resolvedPath(folder.path)
        if output == input || output.hasPrefix(input == "/" ? "/" : input + "/") {
            return .error(
                .outputWrite, "output folder '\(options.outputDisplay)' is inside the input folder '\(display)'",
                at: nil,
                hint: "choose an --output folder outside '\(display)'; each build would read the last one's site")
        }
    }
    return nil
}

/// `path` with links resolved in its longest existing ancestor (the rest appended as written).
private func resolvedPath(_ path: String) -> String {
    var existing = URL(fileURLWithPath: path).standardizedFileURL
    var rest: [String] = []
    while existing.path != "/" {
        if let real = realpath(existing.path, nil) {
            defer { free(real) }
            return ([String(cString: real)] + rest.reversed()).joined(separator: "/")
                .replacingOccurrences(of: "//", with: "/")
        }
        rest.append(existing.lastPathComponent)
        existing.deleteLastPathComponent()
    }
    return "/" + rest.reversed().joined(separator: "/")
}

/// One-off builds (`scenedocs build`, the tests): a fresh, non-incremental `BuildSession` runs the
/// pipeline (`Pipeline`: load → validate → resolve → check samples → render → export), and `build`
/// then writes the output folder.
public enum SiteBuilder {
    /// Builds the site in memory. Every phase runs even after errors, so all problems of the input
    /// are reported in one run; pages are rendered only when no error was found.
    public static func generate(_ options: BuildOptions) -> BuildResult {
        let session = BuildSession(options: options, incremental: false)
        var result = session.build()
        result.phases = session.lastPhases
        return result
    }

    /// Builds and, when the build succeeded, replaces the output folder atomically. Files go into
    /// a staging folder as they are produced (the site is not held in memory), and the staging
    /// folder is swapped in only when the build succeeded; otherwise it is removed and the previous
    /// output stays.
    public static func build(_ options: BuildOptions) -> BuildResult {
        let writer = SiteWriter(output: options.outputDirectory, displayPath: options.outputDisplay)
        let session = BuildSession(options: options, incremental: false)
        // The problems of the content are reported even when the output cannot be written.
        func unwritten(_ problem: Diagnostic) -> BuildResult {
            var result = session.build()
            result.phases = session.lastPhases
            result.files = [:]
            result.diagnostics.append(problem)
            return result
        }
        if let overlap = outputOverlap(options) { return unwritten(overlap) }
        if let ownership = writer.checkOwnership() { return unwritten(ownership) }
        let staging: SiteWriter.Staging
        do {
            staging = try writer.begin()
        } catch {
            return unwritten(writer.writeFailure(error))
        }
        var result = session.build(into: staging)
        result.phases = session.lastPhases
        if result.failed(strict: options.strict) {
            staging.abort()
            return result
        }
        var clock = PhaseClock()
        if let problem = staging.commit() {
            result.diagnostics.append(problem)
        } else {
            result.wrote = true
        }
        clock.end("write")
        result.phases += clock.phases
        result.seconds += clock.phases.last?.seconds ?? 0
        return result
    }
}
