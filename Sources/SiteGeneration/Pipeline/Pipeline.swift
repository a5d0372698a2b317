import ContentModel
import Diagnostics
import Foundation
import LinkResolution
import Parallelism
import Speedups
import Templating

/// The build, as a literal list of named steps run by one loop (`Pipeline.run`) over one context
/// (`BuildContext`):
///
///     open output → load → symbol graphs → page edit → validate → resolve → check samples
///       → type-check samples → render → export → commit
///
/// Each step does one thing with the values earlier steps left in the context, records what it
/// found in the run's `DiagnosticEngine`, and says how the build goes on (`Step.Outcome`). The
/// loop names and times every step that ran (`build --timings`). Every step up to the samples'
/// type-check runs even after errors, so one build reports every problem of the input; render
/// and export run only when nothing failed the build. `commit` always runs: it swaps in the
/// staged output of a build that succeeded and drops that of one that failed.
///
/// `build`, `check` (which builds first) and `serve` run `Pipeline.build`; `serve`'s page-edit
/// path is the step `page edit`, which reuses the last clean build's tables (`PageEditBuild`)
/// and finishes the build when the change allows it. `serve`'s deferred type-check runs
/// `Pipeline.deferredTypeCheck` with the same loop.
struct Pipeline {
    let options: BuildOptions
    /// `serve`'s caches and last clean build; nil for a one-off build.
    let state: IncrementalState?
    let workers: Int
    /// Markdown bytes up to which resolution keeps each text's HTML until its page renders.
    let keptHTMLBudget: Int

    /// One named step of a build.
    struct Step: Sendable {
        /// How the build goes on after a step.
        enum Outcome {
            /// On to the next step.
            case next
            /// The step did not apply to this build (the page-edit path in a one-off build, the
            /// type-check when deferred): not timed, on to the next step.
            case skipped
            /// The build is complete or cannot go further: only the steps that always run follow.
            case finish
        }

        let name: String
        /// Runs after a step finished the build (`commit`).
        var always = false
        let body: @Sendable (inout BuildContext) -> Outcome
    }

    /// A build, from its output folder to its committed site.
    static let build: [Step] = [
        .openOutput, .load, .symbolGraphs, .pageEdit, .validate, .resolve, .checkSamples, .typeCheck, .render,
        .export, .commit,
    ]

    /// `serve`'s type-check of samples after a build that deferred it (`BuildOptions.defersTypeCheck`).
    static let deferredTypeCheck: [Step] = [.loadForTypeCheck, .symbolGraphs, .typeCheckNow]

    /// Runs `steps` in order over `context`.
    static func run(_ steps: [Step], _ context: inout BuildContext) {
        var finished = false
        for step in steps where !finished || step.always {
            let timed = context.run.phases.count
            let outcome = step.body(&context)
            if outcome == .skipped {
                context.run.skip()
                continue
            }
            // A step that timed its own parts (the page-edit path) is listed by them.
            if context.run.phases.count == timed { context.run.end(step.name) }
            if outcome == .finish { finished = true }
        }
    }

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

    /// What was loaded, and what the build does about type-checking samples (decided once the
    /// graphs are read).
    struct Loaded {
        var content: LoadPhase.Output
        var typeCheckPlan: TypeCheckPlan?
    }
}

/// One build's values as its steps produce them, and its run (diagnostics and times).
struct BuildContext {
    let pipeline: Pipeline
    /// `onlyModified` from `serve`'s watcher (see `LoadPhase.run`).
    let onlyModified: [String]?
    var run: PhaseRun

    /// The output folder's staging folder (nil in memory, or when the folder may not be replaced).
    var staging: SiteWriter.Staging?
    var output = BuildOutput(staging: nil)
    var loaded: Pipeline.Loaded?
    var index: ContentIndex?
    /// Freed after rendering (the snapshot keeps `resolved`).
    var resolution: ResolvedTexts?
    var resolved: ResolvedContent?
    var rendered: RenderPhase.Output?
    var built = Pipeline.Built()
    /// The validate step ran: the samples no page shows any more are dropped at the end.
    var ranFullBuild = false
    /// What the deferred type-check found (`Pipeline.deferredTypeCheck`).
    var typeCheckFound: [Diagnostic] = []
    var wrote = false

    var options: BuildOptions { pipeline.options }
    var state: IncrementalState? { pipeline.state }
    var workers: Int { pipeline.workers }
}

extension Pipeline.Step {
    /// Checks the output folder (it must not lie inside an input folder, and SceneDocs must own
    /// it) and opens its staging folder. Its problem joins the content's, which are still all
    /// reported.
    static let openOutput = Self(name: "open output") { context in
        guard let folder = context.options.outputDirectory else { return .skipped }
        let writer = SiteWriter(output: folder, displayPath: context.options.outputDisplay)
        if let problem = outputOverlap(folder, context.options) ?? writer.checkOwnership() {
            context.run.record(problem)
        } else {
            do {
                context.staging = try writer.begin()
            } catch {
                context.run.record(writer.writeFailure(error))
            }
        }
        context.output = BuildOutput(staging: context.staging)
        return .next
    }

    /// Reads the content, templates and assets (`LoadPhase`). Files that could not be read (no
    /// descriptors left, permissions) leave holes in the model that every later step would
    /// report as its own errors (a page that was not read is cited as an unknown source,
    /// hundreds of times), so the build finishes here, with those errors only, before any
    /// process is started for the type-check.
    static let load = Self(name: "load") { context in
        let content = context.run.record(
            LoadPhase.run(
                options: context.options, onlyModified: context.onlyModified, state: context.state,
                workers: context.workers))
        context.loaded = Pipeline.Loaded(content: content)
        return context.run.diagnostics.errors.contains { $0.code == .ioError } ? .finish : .next
    }

    /// The content the deferred type-check reads: the pages and interfaces alone.
    static let loadForTypeCheck = Self(name: "load") { context in
        let site = context.run.record(
            ContentLoader(directory: context.options.contentDirectory, displayPrefix: context.options.contentDisplay)
                .load(completesSymbolsLater: true))
        context.loaded = Pipeline.Loaded(content: LoadPhase.Output(site: site, templates: nil, assets: [:]))
        return .next
    }

    /// Adds the symbol graphs' symbols to the model (`SymbolGraphPhase`), then decides the
    /// type-check's plan before anything renders: pages say under each sample whether it was
    /// checked.
    static let symbolGraphs = Self(name: "symbol graphs") { context in
        guard var loaded = context.loaded else { return .skipped }
        loaded.content.site = context.run.record(
            SymbolGraphPhase.run(
                site: loaded.content.site, options: context.options, state: context.state, workers: context.workers))
        let plan = TypeCheckPlan.make(site: loaded.content.site, options: context.options)
        loaded.typeCheckPlan = plan
        loaded.content.site.typeChecksSamples = plan.active
        context.loaded = loaded
        return .next
    }

    /// `serve`'s page-edit path (`PageEditBuild`), for an in-memory build with an incremental
    /// state whose content loaded without a diagnostic: when the change is an edit of page bodies
    /// or front matter, it makes the build from the last clean one and finishes it; otherwise the
    /// full build goes on.
    static let pageEdit = Self(name: "page edit") { context in
        guard Speedup.pageEdit.isOn, context.options.outputDirectory == nil, context.run.diagnostics.all.isEmpty,
            let state = context.state, let loaded = context.loaded, let templates = loaded.content.templates
        else { return .skipped }
        guard
            let built = PageEditBuild(options: context.options, state: state, workers: context.workers)
                .run(loaded: loaded.content, templates: templates, run: &context.run)
        else { return .next }
        context.built = built
        return .finish
    }

    static let validate = Self(name: "validate") { context in
        guard let site = context.loaded?.content.site else { return .skipped }
        context.ranFullBuild = true
        context.index = context.run.record(ValidatePhase.run(site: site, workers: context.workers))
        return .next
    }

    static let resolve = Self(name: "resolve") { context in
        guard let site = context.loaded?.content.site, let index = context.index else { return .skipped }
        let resolution = context.run.record(
            ResolvePhase.run(
                site: site, index: index, state: context.state, keptHTMLBudget: context.pipeline.keptHTMLBudget,
                workers: context.workers))
        context.resolution = resolution
        if context.state != nil { context.resolved = resolution.resolved }
        return .next
    }

    static let checkSamples = Self(name: "check samples") { context in
        guard let site = context.loaded?.content.site, let resolution = context.resolution else { return .skipped }
        context.run.record(
            SampleChecker.check(
                site: site, resolved: resolution.resolved, samples: resolution.samples, workers: context.workers))
        return .next
    }

    /// The samples' type-check, in the build unless the run defers it (`serve`, when there are
    /// samples to compile: the declarations' check is quick and stays in the build). Whether the
    /// build failed is known after it: render and export run only when nothing did.
    static let typeCheck = Self(name: "type-check samples") { context in
        guard let site = context.loaded?.content.site, let plan = context.loaded?.typeCheckPlan else {
            return .skipped
        }
        if context.options.defersTypeCheck && plan.active {
            context.built.typeCheck = TypeCheckPhase.deferred(site: site, plan: plan, workers: context.workers)
            return context.run.failed ? .finish : .skipped
        }
        context.built.typeCheck = context.run.record(
            TypeCheckPhase.run(site: site, plan: plan, workers: context.workers))
        return context.run.failed ? .finish : .next
    }

    /// `typeCheck` for the deferred check, which runs it whenever the content loaded without an
    /// error; what it found is kept apart (`typeCheckFound`) to join the build's diagnostics.
    static let typeCheckNow = Self(name: "type-check samples") { context in
        guard let site = context.loaded?.content.site, let plan = context.loaded?.typeCheckPlan, !context.run.failed
        else { return .finish }
        let (summary, found) = TypeCheckPhase.run(site: site, plan: plan, workers: context.workers)
        context.built.typeCheck = summary
        context.typeCheckFound = found
        return .next
    }

    /// Renders every page into the output; a template that expanded past its bound fails the build.
    static let render = Self(name: "render") { context in
        guard let loaded = context.loaded, let templates = loaded.content.templates, let index = context.index,
            let resolution = context.resolution
        else { return .finish }
        let pages = RenderPhase.run(
            site: loaded.content.site, index: index, resolution: resolution, templates: templates,
            state: context.state, output: context.output, workers: context.workers)
        context.rendered = context.run.record((pages, overruns(of: templates, options: context.options)))
        // What resolution made is let go of before the exports (the snapshot keeps the texts).
        context.resolution = nil
        return .next
    }

    /// The search index, Markdown twins, `llms.txt`, `model.json` and assets; with an incremental
    /// state and no diagnostic, the snapshot the next build's page-edit path starts from.
    static let export = Self(name: "export") { context in
        guard let loaded = context.loaded, let index = context.index, let rendered = context.rendered,
            let templates = loaded.content.templates
        else { return .finish }
        let site = loaded.content.site
        let state = context.state
        let exported = ExportPhase.run(
            site: site, index: index, rendered: rendered, assets: loaded.content.assets, options: context.options,
            state: state, output: context.output, typeCheck: context.built.typeCheck, workers: context.workers)
        context.built.pageCount = rendered.pageCount
        context.built.reuse = BuildSession.Reuse(
            textsReused: state?.resolutionCache.reusedCount ?? 0, pagesReused: rendered.pagesReused,
            pagesRendered: rendered.pagesRendered)
        if let resolved = context.resolved, context.options.outputDirectory == nil,
            context.run.diagnostics.all.isEmpty
        {
            context.built.snapshot = Snapshot(
                site: site, index: index, resolved: resolved, templatesHash: templates.sourceHash,
                files: context.output.files, sidebars: rendered.sidebars, pageCount: rendered.pageCount,
                searchEntries: exported.searchEntries, searchOrder: exported.searchOrder,
                sampleRecords: context.built.typeCheck?.modelRecords(contentPrefix: context.options.contentDisplay),
                tables: rendered.tables)
        }
        return .next
    }

    /// Swaps the staged output in when the build did not fail, else drops it (the previous
    /// output stays). `serve`'s last clean build is replaced only by one that succeeded.
    static let commit = Self(name: "write", always: true) { context in
        // The next full build drops the samples no page shows any more.
        if context.ranFullBuild { context.state?.samples.dropUnused() }
        if context.run.failed {
            context.staging?.abort()
            context.output.discard()
        } else if let staging = context.staging {
            if let problem = staging.commit() {
                context.run.record(problem)
            } else {
                context.wrote = true
            }
        }
        // A failed build serves nothing new, so the last good one stays (the save that fixes the
        // error takes the page-edit path from it); a build that succeeded replaces it (with nil
        // when it had warnings).
        if !context.run.failed { context.state?.replaceSnapshot(with: context.built.snapshot) }
        return context.staging == nil ? .skipped : .next
    }

    /// A `parse-limit` error for each template whose render stopped for expanding past its bound
    /// (a partial that includes itself, partials that include each other many times, sections
    /// nested over long lists), at the partial tag that included it: the pages it was rendering
    /// are incomplete, so the build fails.
    private static func overruns(of templates: TemplateSet, options: BuildOptions) -> [Diagnostic] {
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
}
