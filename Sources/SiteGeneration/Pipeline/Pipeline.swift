import ContentModel
import Diagnostics
import Foundation
import Parallelism
import Templating

/// The build pipeline, in order:
///
///     load → symbol graphs → validate → resolve → check samples → type-check samples → render → export
///
/// Each phase is a type with one entry point, `run` (the samples' check: `SampleChecker.check`),
/// that takes values and returns values and the diagnostics it found; `build --timings` names the
/// phases as this list does. Every phase up to the samples' check runs even after errors, so one
/// build reports every problem of the input; pages are rendered and exported only when none
/// failed the build. `BuildAction` runs the load, chooses between `run` and `serve`'s page-edit
/// path (`PageEditBuild`), and writes the output.
///
/// `serve`'s incremental state (`IncrementalState`) reaches the phases as one value, whose caches
/// they use when it is there.
struct Pipeline {
    let options: BuildOptions
    /// `serve`'s caches and last clean build; nil for a one-off build.
    let state: IncrementalState?
    let workers: Int
    /// Markdown bytes up to which resolution keeps each text's HTML until its page renders.
    let keptHTMLBudget: Int

    /// What a build produced besides its diagnostics.
    struct Built {
        /// The files, when the build did not put them into a `BuildOutput` (the page-edit path).
        var files: [String: Data]?
        var pageCount = 0
        var typeCheck: TypeCheckSummary?
        var reuse = BuildSession.Reuse()
        /// This build for the next one's page-edit path: with an incremental state, when the build
        /// had no diagnostic and was kept in memory.
        var snapshot: Snapshot?
    }

    /// What was loaded, and what the build does about type-checking samples.
    struct Loaded {
        var content: LoadPhase.Output
        var typeCheckPlan: TypeCheckPlan
    }

    /// The load phase (`onlyModified`: see `LoadPhase.run`), then the type-check's plan, decided
    /// before anything renders: pages say under each sample whether it was checked.
    ///
    /// Nil when files could not be read (no descriptors left, permissions): they leave holes in
    /// the model that every later phase would report as its own errors (a page that was not read
    /// is cited as an unknown source, hundreds of times), so the build stops after loading, with
    /// those errors only, before any process is started for the type-check.
    func load(onlyModified: [String]?, run: inout PhaseRun) -> Loaded? {
        var content = run.phase(
            "load", LoadPhase.run(options: options, onlyModified: onlyModified, state: state, workers: workers))
        guard !run.diagnostics.errors.contains(where: { $0.code == .ioError }) else { return nil }
        content.site = run.phase(
            "symbol graphs", SymbolGraphPhase.run(site: content.site, options: options, state: state, workers: workers))
        let plan = TypeCheckPlan.make(site: content.site, options: options)
        content.site.typeChecksSamples = plan.active
        return Loaded(content: content, typeCheckPlan: plan)
    }

    /// A `parse-limit` error for each template whose render stopped for expanding past its bound
    /// (a partial that includes itself, partials that include each other many times, sections
    /// nested over long lists), at the partial tag that included it: the pages it was rendering are
    /// incomplete, so the build fails.
    private func overruns(of templates: TemplateSet) -> [Diagnostic] {
        templates.expansionOverruns.map { overrun in
            .error(
                .parseLimit,
                "rendering with template '\(overrun.template)' expanded past \(TemplateSet.maximumRenderWork) tags or \(TemplateSet.maximumRenderBytes) bytes for one page, so the page was not written",
                at: SourceLocation(
                    file: options.templatesDisplay + "/" + overrun.file + ".mustache", line: overrun.line,
                    column: overrun.column),
                hint:
                    "a partial that includes itself (or partials including each other) renders exponentially often; include it once, or nest sections over lists less deeply"
            )
        }
    }

    /// The phases after loading, in order, with their files put into `output`.
    func run(_ loaded: Loaded, into output: BuildOutput, run: inout PhaseRun) -> Built {
        let site = loaded.content.site
        let index = run.phase("validate", ValidatePhase.run(site: site, workers: workers))

        let resolution = run.phase(
            "resolve",
            ResolvePhase.run(site: site, index: index, state: state, keptHTMLBudget: keptHTMLBudget, workers: workers))

        run.phase(
            "check samples",
            diagnostics: SampleChecker.check(
                site: site, resolved: resolution.resolved, samples: resolution.samples, workers: workers))

        // Deferred (`serve`) only when there are samples to compile; the declarations' check is
        // quick (the interface's reading is cached) and stays in the build.
        let typeCheck =
            options.defersTypeCheck && loaded.typeCheckPlan.active
            ? TypeCheckPhase.deferred(site: site, plan: loaded.typeCheckPlan, workers: workers)
            : run.phase(
                "type-check samples", TypeCheckPhase.run(site: site, plan: loaded.typeCheckPlan, workers: workers))

        // The next full build drops the samples no page shows any more.
        defer { state?.samples.dropUnused() }
        guard !run.failed, let templates = loaded.content.templates else { return Built(typeCheck: typeCheck) }

        let pages = RenderPhase.run(
            site: site, index: index, resolution: resolution, templates: templates, state: state, output: output,
            workers: workers)
        let rendered = run.phase("render", (pages, overruns(of: templates)))
        // What resolution made is let go of before the exports (the snapshot keeps the texts).
        let resolved = state == nil ? nil : resolution.resolved
        _ = consume resolution

        let exported = run.phase(
            "export",
            result: ExportPhase.run(
                site: site, index: index, rendered: rendered, assets: loaded.content.assets, options: options,
                state: state, output: output, typeCheck: typeCheck, workers: workers))

        var built = Built(
            pageCount: rendered.pageCount, typeCheck: typeCheck,
            reuse: BuildSession.Reuse(
                textsReused: state?.resolutionCache.reusedCount ?? 0, pagesReused: rendered.pagesReused,
                pagesRendered: rendered.pagesRendered))
        if let resolved, options.outputDirectory == nil, run.diagnostics.all.isEmpty {
            built.snapshot = Snapshot(
                site: site, index: index, resolved: resolved, templatesHash: templates.sourceHash,
                files: output.files, sidebars: rendered.sidebars, pageCount: rendered.pageCount,
                searchEntries: exported.searchEntries, searchOrder: exported.searchOrder,
                sampleRecords: typeCheck?.modelRecords(contentPrefix: options.contentDisplay), tables: rendered.tables)
        }
        return built
    }
}
