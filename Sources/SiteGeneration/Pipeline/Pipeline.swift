import ContentModel
import Diagnostics
import Foundation
import Parallelism
import Techniques
import Templating

/// The build pipeline, in order:
///
///     load → validate → resolve → check samples → type-check samples → render → export
///                                                                    (→ write: `SiteBuilder.build`)
///
/// Each phase is a type with one entry point, `run` (the samples' check: `SampleChecker.check`),
/// that takes values and returns values and the diagnostics it found; `build --timings` names the
/// phases as this list does. Every phase up to the samples' check runs even after errors, so one
/// build reports every problem of the input; pages are rendered and exported only when none
/// failed the build.
///
/// Apart from the list: `serve`'s incremental state (`IncrementalState`) reaches the phases as
/// optional caches; an edit of page bodies or front matter takes the page-edit path
/// (`PageEditBuild`) right after loading; memory work happens only at the
/// `PhaseBoundary` steps.
struct Pipeline {
    let options: BuildOptions
    /// `serve`'s caches and last snapshot; nil for a one-off build.
    let state: IncrementalState?
    let workers: Int
    /// Markdown bytes up to which resolution keeps each text's HTML until its page renders.
    let keptHTMLBudget: Int

    struct Outcome {
        var result: BuildResult
        var phases: [BuildPhase]
        var reuse: BuildSession.Reuse
        /// What the build held to its end, for the session to free later.
        var leftovers: BackgroundRelease?
    }

    /// A `parse-limit` error at each template whose render stopped for expanding past its bound
    /// (a partial that includes itself, partials that include each other many times, sections
    /// nested over long lists): the pages it was rendering are incomplete, so the build fails.
    private func overruns(of templates: TemplateSet) -> [Diagnostic] {
        templates.expansionOverruns.map { name in
            .error(
                .parseLimit,
                "rendering with template '\(name)' expanded past \(TemplateSet.maximumRenderWork) tags or \(TemplateSet.maximumRenderBytes) bytes for one page, so the page was not written",
                at: SourceLocation(file: options.templatesDisplay + "/" + name + ".mustache", line: 1, column: 1),
                hint:
                    "a partial that includes itself (or partials including each other) renders exponentially often; include it once, or nest sections over lists less deeply"
            )
        }
    }

    /// Builds the site into `staging`, or into memory when `staging` is nil. `onlyModified`: see
    /// `LoadPhase.run`.
    func run(into staging: SiteWriter.Staging?, onlyModified: [String]?) -> Outcome {
        var run = PhaseRun()
        var loaded = run.phase(
            "load", LoadPhase.run(options: options, onlyModified: onlyModified, state: state, workers: workers))
        // Files that could not be read (no descriptors left, permissions) leave holes in the model
        // that every later phase would report as its own errors (a page that was not read is cited
        // as an unknown source, hundreds of times): the build stops after loading, with those only.
        if run.diagnostics.errors.contains(where: { $0.code == .ioError }) {
            return Outcome(
                result: BuildResult(
                    diagnostics: run.diagnostics, files: [:], pageCount: 0, wrote: false, seconds: run.seconds),
                phases: run.phases, reuse: BuildSession.Reuse())
        }
        // Decided before anything renders: pages say under each sample whether it was checked.
        let typeCheckPlan = TypeCheckPlan.make(site: loaded.site, options: options)
        loaded.site.typeChecksSamples = typeCheckPlan.active
        if Technique.pageEdit.isOn, staging == nil, run.diagnostics.all.isEmpty, let state,
            let templates = loaded.templates,
            let edited = PageEditBuild(options: options, state: state, workers: workers)
                .run(site: loaded.site, templates: templates, run: &run)
        {
            return Outcome(result: edited.result, phases: run.phases, reuse: edited.reuse)
        }
        let site = loaded.site
        let boundary = PhaseBoundary(state: state, workers: workers)

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
            options.defersTypeCheck && typeCheckPlan.active
            ? TypeCheckPhase.deferred(site: site, plan: typeCheckPlan, workers: workers)
            : run.phase(
                "type-check samples", TypeCheckPhase.run(site: site, plan: typeCheckPlan, workers: workers))

        let output = BuildOutput(staging: staging)
        var rendered: RenderPhase.Output?
        var renderLeftovers: RenderPhase.Leftovers?
        if !run.failed(strict: options.strict), let templates = loaded.templates {
            boundary.beforeRender()
            let pages = RenderPhase.run(
                site: site, index: index, resolution: resolution, templates: templates, state: state,
                output: output, workers: workers)
            (rendered, renderLeftovers) = run.phase("render", (pages, overruns(of: templates)))
        }
        // The next full build drops the samples no page shows any more.
        state?.samples.dropUnused()
        let resolvedForSnapshot = state == nil ? nil : resolution.resolved
        boundary.afterRender(freeing: [consume resolution, consume renderLeftovers as Any])

        if let rendered {
            let exported = run.phase(
                "export",
                ExportPhase.run(
                    site: site, index: index, rendered: rendered, options: options, state: state, output: output,
                    typeCheck: typeCheck, workers: workers))
            if let state, let resolvedForSnapshot, let templates = loaded.templates, staging == nil,
                run.diagnostics.all.isEmpty
            {
                state.snapshot = Snapshot(
                    site: site, index: index, resolved: resolvedForSnapshot, templatesHash: templates.sourceHash,
                    files: output.files, sidebars: rendered.sidebars, pageCount: rendered.pageCount,
                    searchEntries: exported.searchEntries, searchOrder: exported.searchOrder,
                    sampleRecords: typeCheck?.modelRecords(contentPrefix: options.contentDisplay))
            }
            boundary.afterExport(freeing: [exported, rendered])
        }
        boundary.afterExport(freeing: [loaded, index])

        let failed = run.failed(strict: options.strict)
        if failed { output.discard() }
        boundary.finish(failed: failed)
        let reuse = BuildSession.Reuse(
            textsReused: state?.resolutionCache.reusedCount ?? 0, pagesReused: rendered?.pagesReused ?? 0,
            pagesRendered: rendered?.pagesRendered ?? 0)
        return Outcome(
            result: BuildResult(
                diagnostics: run.diagnostics, files: output.files, pageCount: rendered?.pageCount ?? 0, wrote: false,
                seconds: run.seconds, typeCheck: typeCheck),
            phases: run.phases, reuse: reuse, leftovers: boundary.afterBuild)
    }
}
