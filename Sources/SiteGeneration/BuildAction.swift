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
/// `perform` checks the output folder and opens its staging folder (when there is an output
/// folder), loads the content, takes `serve`'s page-edit path when the change allows it or else
/// runs the rest of the pipeline (`Pipeline`), records every diagnostic in its `DiagnosticEngine`
/// (which alone decides whether the build failed), then commits or drops the staging folder. Every phase up to the
/// samples' check runs even after errors, so one build reports every problem of the input.
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
        // The output folder's problems are found first and join the content's, which are still
        // all reported.
        var outputProblem: Diagnostic?
        var staging: SiteWriter.Staging?
        if let folder = options.outputDirectory {
            let writer = SiteWriter(output: folder, displayPath: options.outputDisplay)
            if let problem = outputOverlap(folder, options) ?? writer.checkOwnership() {
                outputProblem = problem
            } else {
                do {
                    staging = try writer.begin()
                } catch {
                    outputProblem = writer.writeFailure(error)
                }
            }
        }
        let output = BuildOutput(staging: staging)
        let pipeline = Pipeline(options: options, state: state, workers: workers, keptHTMLBudget: keptHTMLBudget)

        var run = PhaseRun(engine: engine)
        let built: Pipeline.Built
        if let loaded = pipeline.load(onlyModified: onlyModified, run: &run) {
            built = pageEdit(loaded, run: &run) ?? pipeline.run(loaded, into: output, run: &run)
        } else {
            // Files could not be read: the build stops after loading (`Pipeline.load`).
            built = Pipeline.Built()
        }
        if let outputProblem { run.record(outputProblem) }

        var wrote = false
        var phases = run.phases
        if run.failed {
            staging?.abort()
            output.discard()
        } else if let staging {
            var clock = PhaseClock()
            if let problem = staging.commit() {
                run.record(problem)
            } else {
                wrote = true
            }
            clock.end("write")
            phases += clock.phases
        }
        // `serve`'s last clean build: a failed build serves nothing new, so the last good one stays
        // (the save that fixes the error takes the page-edit path from it); a build that succeeded
        // replaces it (with nil when it had warnings).
        if !run.failed { state?.replaceSnapshot(with: built.snapshot) }
        let result = BuildResult(
            diagnostics: run.diagnostics, engine: run.engine, files: run.failed ? [:] : built.files ?? output.files,
            pageCount: built.pageCount, wrote: wrote, seconds: run.seconds, phases: phases,
            typeCheck: built.typeCheck, notes: run.notes)
        return (result, built.reuse)
    }

    /// `serve`'s page-edit path (`PageEditBuild`), for an in-memory build with an incremental state
    /// whose content loaded without a diagnostic; nil when the change is not an edit of page bodies
    /// or front matter (the pipeline then runs).
    private func pageEdit(_ loaded: Pipeline.Loaded, run: inout PhaseRun) -> Pipeline.Built? {
        guard Speedup.pageEdit.isOn, options.outputDirectory == nil, run.diagnostics.all.isEmpty, let state,
            let templates = loaded.content.templates
        else { return nil }
        return PageEditBuild(options: options, state: state, workers: workers)
            .run(loaded: loaded.content, templates: templates, run: &run)
    }
}

extension BuildAction {
    /// The samples' type-check of a build that deferred it (`BuildOptions.defersTypeCheck`):
    /// loads the content and runs the check phase of the pipeline (the symbol pages' declarations
    /// against the interface, and every Swift sample when the site or the run asks for it). Its
    /// diagnostics are recorded after `build`'s, in the build's engine. Nil when the content did
    /// not load.
    public func typeCheck(after build: BuildResult) -> DeferredTypeCheck? {
        let (loaded, loadDiagnostics) = ContentLoader(
            directory: options.contentDirectory, displayPrefix: options.contentDisplay
        ).load(completesSymbolsLater: true)
        let (site, graphDiagnostics) = SymbolGraphPhase.run(
            site: loaded, options: options, state: nil, workers: workers)
        guard !(loadDiagnostics + graphDiagnostics).contains(where: { $0.severity == .error }) else { return nil }
        let plan = TypeCheckPlan.make(site: site, options: options)
        let (summary, found) = TypeCheckPhase.run(site: site, plan: plan, workers: workers)
        var all = build.diagnostics
        var engine = build.engine
        let recorded = found.map { engine.record($0) }
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
