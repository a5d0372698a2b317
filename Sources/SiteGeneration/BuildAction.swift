import ContentModel
import Diagnostics
import Foundation
import LinkResolution
import Parallelism
import Speedups

/// The outcome of a build: diagnostics, whether they failed it, and what was produced.
public struct BuildResult: Sendable {
    public var diagnostics: Diagnostics
    /// Every diagnostic of the build as recorded (warnings are errors under `--strict`), and the
    /// run's exit status so far; `check` records its link problems into it too.
    public var engine: DiagnosticEngine
    /// Whether the build failed (`engine.failed`). A failed build produces no files and writes
    /// nothing.
    public var failed: Bool { engine.failed }
    /// Site-relative path → bytes (empty when the build failed or wrote an output folder).
    public var files: [String: Data]
    public var pageCount: Int
    /// Whether the output folder was replaced.
    public var wrote: Bool
    public var seconds: Double
    /// Wall and CPU time of each phase, in order (the write phase last when the output was written).
    public var phases: [BuildPhase]
    /// How the samples' type-check went (nil when the build stopped before it).
    public var typeCheck: TypeCheckSummary?
    /// Lines the run says once that are no problem of the input (the interfaces' graphs not
    /// extracted for want of a toolchain), printed under the build's diagnostics.
    public var notes: [String] = []
}

/// One build, from its options to its result: `scenedocs build` and `check` run one, and `serve`'s
/// `BuildSession` runs one per change with its incremental state.
///
/// `perform` runs the build's steps (`Pipeline.build`: open output, load, …, commit) with one loop,
/// recording every diagnostic in its `DiagnosticEngine`, which alone decides whether the build
/// failed.
public struct BuildAction: Sendable {
    public let options: BuildOptions
    /// Threads for loading, resolving and rendering (1 = serial; output is identical either way).
    public let workers: Int
    /// Where the build records its diagnostics: empty, configured for the run (`--strict`).
    public let engine: DiagnosticEngine
    /// `serve`'s caches and last clean build; nil for a one-off build.
    let state: IncrementalState?
    /// Markdown bytes up to which a cold build keeps each text's HTML from resolution to rendering
    /// (`LinkResolver.keptHTMLBudget`; the tests set 0 to check the other way gives the same site).
    var keptHTMLBudget = LinkResolver.keptHTMLBudget

    /// A one-off build of `options`: it writes `options.outputDirectory` when there is one, and
    /// records its diagnostics into `engine`.
    public init(
        options: BuildOptions, engine: DiagnosticEngine = DiagnosticEngine(), workers: Int = Parallel.defaultWorkers
    ) {
        self.init(options: options, engine: engine, state: nil, workers: workers)
    }

    init(options: BuildOptions, engine: DiagnosticEngine, state: IncrementalState?, workers: Int) {
        self.options = options
        self.engine = engine
        self.state = state
        self.workers = workers
    }

    /// Builds; when the build did not fail and there is an output folder, replaces it atomically.
    /// Files go into a staging folder as they are produced (the site is not held in memory), and
    /// the staging folder is swapped in only when the build succeeded; otherwise it is removed and
    /// the previous output stays.
    public func perform() -> BuildResult {
        perform(onlyModified: nil).result
    }

    /// `onlyModified` (from `serve`'s watcher) lists the files, by absolute path, that may have
    /// changed since the previous build of the same state when none was added or removed; the
    /// content folder is then not walked again. Nil: anything may have changed.
    func perform(onlyModified: [String]?) -> (result: BuildResult, reuse: BuildSession.Reuse) {
        var context = BuildContext(
            pipeline: Pipeline(options: options, state: state, workers: workers, keptHTMLBudget: keptHTMLBudget),
            onlyModified: onlyModified, run: PhaseRun(engine: engine))
        Pipeline.run(Pipeline.build, &context)
        let run = context.run
        let built = context.built
        let result = BuildResult(
            diagnostics: run.diagnostics, engine: run.engine,
            files: run.failed ? [:] : built.files ?? context.output.files, pageCount: built.pageCount,
            wrote: context.wrote, seconds: run.seconds, phases: run.phases, typeCheck: built.typeCheck,
            notes: run.notes)
        return (result, built.reuse)
    }
}

extension BuildAction {
    /// The samples' type-check of a build that deferred it (`BuildOptions.defersTypeCheck`):
    /// loads the content and runs the check phase of the pipeline (the symbol pages' declarations
    /// against the interface, and every Swift sample when the site or the run asks for it). Its
    /// diagnostics are recorded after `build`'s, in the build's engine. Nil when the content did
    /// not load.
    public func typeCheck(after build: BuildResult) -> DeferredTypeCheck? {
        // The content's own diagnostics were the build's: this run only asks whether it loaded.
        var context = BuildContext(
            pipeline: Pipeline(options: options, state: nil, workers: workers, keptHTMLBudget: keptHTMLBudget),
            onlyModified: nil, run: PhaseRun(engine: DiagnosticEngine()))
        Pipeline.run(Pipeline.deferredTypeCheck, &context)
        guard let summary = context.built.typeCheck else { return nil }
        var all = build.diagnostics
        var engine = build.engine
        let recorded = context.typeCheckFound.map { engine.record($0) }
        all.append(contentsOf: recorded)
        return DeferredTypeCheck(summary: summary, found: recorded, diagnostics: all, engine: engine)
    }
}

/// The outcome of a deferred type-check (`BuildAction.typeCheck(after:)`).
public struct DeferredTypeCheck: Sendable {
    public var summary: TypeCheckSummary
    /// What the check found, as recorded.
    public var found: [Diagnostic]
    /// The build's diagnostics and the check's.
    public var diagnostics: Diagnostics
    /// The build's engine with the check's diagnostics recorded after its own.
    public var engine: DiagnosticEngine
    /// Whether they fail the build.
    public var failed: Bool { engine.failed }
}

/// An output folder inside the content or templates folder is refused: the next build would read
/// the site as input (`Content/assets/site` copied into each new site, nesting one in the next).
/// Paths are compared with links resolved, for the part of the output path that exists.
func outputOverlap(_ folder: URL, _ options: BuildOptions) -> Diagnostic? {
    let output = resolvedPath(folder.path)
    for (input, display) in [
        (options.contentDirectory, options.contentDisplay), (options.templatesDirectory, options.templatesDisplay),
    ] {
        let input = resolvedPath(input.path)
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
