import CodeHighlighting
import ContentModel
import Diagnostics
import Foundation
import LinkResolution
import Parallelism
import SampleTypeChecking
import Templating

/// The page-edit path of `serve`: when only the Markdown bodies or front matter of existing pages
/// changed since the last clean build (`PageEdit`), resolves again just the texts that can differ
/// and rewrites just the files that show what changed (`PageEdit.pagesToRender`): those pages,
/// their search entries and Markdown twins, the index pages and `llms.txt` when front matter
/// changed, and the changed parts of `model.json`. It starts from the last clean build's
/// `Snapshot` and produces exactly the files of a full build (`IncrementalBuildTests`,
/// `PageEditTests`).
struct PageEditBuild {
    let options: BuildOptions
    let state: IncrementalState
    let workers: Int

    /// Rebuilds the content just loaded (with `templates`) from the last clean build. Returns nil,
    /// and the full pipeline runs, for any other change than an edit of page bodies or front
    /// matter, or when the edit produces a diagnostic. The phases it ran are recorded in `run`.
    func run(loaded: LoadPhase.Output, templates: TemplateSet, run: inout PhaseRun) -> Pipeline.Built? {
        func phase(_ name: String) { run.end(name) }
        let site = loaded.site
        let samples = state.samples
        guard let snapshot = state.snapshot, templates.sourceHash == snapshot.templatesHash,
            let edit = PageEdit.between(snapshot.site, site)
        else { return nil }
        phase("compare with the last build")
        let index = snapshot.index.updatingPages(from: site, ids: edit.bodies.union(edit.metadata))
        if !edit.metadata.isEmpty {
            guard ContentValidator(site: site, index: index).validate(workers: workers).isEmpty else { return nil }
        }
        phase("validate")
        let resolver = LinkResolver(
            site: site, index: index,
            codeRenderer: SampleNote.codeRenderer(samples: samples, typeChecked: site.typeChecksSamples))
        let resolvedAgain = edit.pagesToResolve(previous: snapshot.resolved)
        let resolved = resolver.update(snapshot.resolved, changedPages: resolvedAgain)
        guard resolved.diagnostics.isEmpty else { return nil }
        phase("resolve \(resolvedAgain.count) pages' texts")
        // Only the texts resolved again and the edited pages' samples can have changed (the last
        // build had no diagnostic).
        let checked = resolvedAgain.union(edit.metadata)
        guard
            SampleChecker.check(site: site, resolved: resolved, samples: samples, only: checked, workers: workers)
                .isEmpty
        else { return nil }
        phase("check samples")

        var files = snapshot.files
        // The texts of the pages to render are added once those are known; an edit of page bodies
        // alone leaves the renderer's tables as they were.
        var renderer = PageRenderer(
            site: site, index: index, resolved: resolved, texts: resolver.textRenderer(for: resolved, onPages: []),
            templates: templates, samples: samples, sidebarCache: state.sidebarCache,
            rendersFewPages: true, tables: edit.metadata.isEmpty ? snapshot.tables : nil, workers: workers)
        phase("prepare renderer")
        let oldNavigation =
            edit.retitledPages.isEmpty
            ? renderer.navigation : Navigation(site: snapshot.site, index: snapshot.index) { _ in "" }
        let affected = edit.pagesToRender(
            old: .init(site: snapshot.site, index: snapshot.index, resolved: snapshot.resolved),
            new: .init(site: site, index: index, resolved: resolved), resolvedAgain: resolvedAgain,
            sidebars: (oldNavigation, renderer.navigation))
        phase("find \(affected.pages.count) affected pages")
        // A page that changed only in its sidebar gets its new sidebar in place of the old one.
        var sidebars = snapshot.sidebars
        let spliced = Parallel.map(affected.sidebarOnly.sorted(), workers: workers) {
            id -> (path: String, file: Data, sidebar: Range<Int>)? in
            guard let record = index.pages[id], let range = snapshot.sidebars[record.outputPath],
                let old = snapshot.files[record.outputPath], range.upperBound <= old.count
            else { return nil }
            let sidebar = renderer.sidebars.render(for: record)
            var file = Data(capacity: old.count - range.count + sidebar.count)
            file.append(old[old.startIndex..<(old.startIndex + range.lowerBound)])
            file.append(contentsOf: sidebar)
            file.append(old[(old.startIndex + range.upperBound)...])
            return (record.outputPath, file, range.lowerBound..<(range.lowerBound + sidebar.count))
        }
        var splicedIDs: Set<String> = []
        for (id, result) in zip(affected.sidebarOnly.sorted(), spliced) {
            guard let result else { continue }
            files[result.path] = result.file
            sidebars[result.path] = result.sidebar
            splicedIDs.insert(id)
        }
        phase("new sidebar on \(splicedIDs.count) pages")
        let rendered = affected.pages.subtracting(splicedIDs)
        renderer.texts = resolver.textRenderer(for: resolved, onPages: rendered)
        let jobs = renderer.jobs(only: rendered)
        for page in Parallel.map(jobs, workers: workers, { renderer.render($0) }) {
            files[page.path] = page.html
            sidebars[page.path] = page.sidebar
        }
        // A render that stopped at its bound is reported by the full build.
        guard templates.expansionOverruns.isEmpty else { return nil }
        phase("render \(jobs.count) pages")

        // A page's search entry shows its own record and texts only. When none of the entries
        // changed (an edit past the start of a body), the index is the last build's file.
        var searchEntries = snapshot.searchEntries
        // Every searched page was resolved again: its texts are the site's now.
        let searched = resolvedAgain.union(edit.metadata)
        let searchedTexts = MarkdownUnit.all(in: site, onPages: searched).map(\.key)
        var searchChanged = false
        for entry in SearchIndex.entries(index: index, resolved: resolved, only: searched, texts: searchedTexts) {
            let encoded = SearchIndex.encode(entry)
            guard searchEntries[entry.id] != encoded else { continue }
            searchEntries[entry.id] = encoded
            searchChanged = true
        }
        if searchChanged {
            guard let encoded = Optional(snapshot.searchOrder.compactMap({ searchEntries[$0] })),
                encoded.count == snapshot.searchOrder.count
            else { return nil }
            files["assets/search-index.js"] = SearchIndex.script(encoded: encoded, buffers: state.buffers)
        }
        phase("search index")
        let export = MarkdownExport(site: site, index: index, relations: renderer.relations)
        let twins = edit.twinsToWrite(
            old: .init(site: snapshot.site, index: snapshot.index, resolved: snapshot.resolved),
            new: .init(site: site, index: index, resolved: resolved), resolvedAgain: resolvedAgain)
        for (path, text) in Parallel.map(export.twins(only: twins), workers: workers, { ($0.path, $0.render()) }) {
            files[path] = Data(text.utf8)
        }
        if !edit.metadata.isEmpty { files["llms.txt"] = Data(export.llmsText().utf8) }
        phase("Markdown export")
        guard let model = files["model.json"],
            var updated = edit.updatingModelJSON(
                model, from: snapshot.site, to: site, relative: RelativeFiles(prefix: options.contentDisplay),
                buffers: state.buffers)
        else { return nil }
        // The samples' records move with the samples (a line added above one shifts it).
        var sampleRecords = snapshot.sampleRecords
        if let before = snapshot.sampleRecords {
            let after = TypeCheckSummary.relative(
                TypeCheckPhase.records(site: site, workers: workers), contentPrefix: options.contentDisplay)
            if after != before {
                // The array as it follows `"samples" : ` (its indentation without the first line's).
                let encoder = SortedJSONEncoder(pretty: true, level: 1)
                func encoded(_ records: [SampleTypeChecker.Record]) -> Data {
                    Data(encoder.encodeOrFallBack(records).drop { $0 == UInt8(ascii: " ") })
                }
                guard
                    let spliced = PageEdit.splice(
                        updated, replacing: [(encoded(before), encoded(after))], buffers: state.buffers)
                else { return nil }
                updated = spliced
                sampleRecords = after
            }
        }
        files["model.json"] = updated
        phase("model.json")
        for (path, data) in loaded.assets { files[path] = data }
        phase("assets")

        let next = Snapshot(
            site: site, index: index, resolved: resolved, templatesHash: snapshot.templatesHash, files: files,
            sidebars: sidebars, pageCount: snapshot.pageCount, searchEntries: searchEntries,
            searchOrder: snapshot.searchOrder, sampleRecords: sampleRecords, tables: renderer.tables)
        // Samples are not dropped here: this build used only the edited pages' samples, and the
        // others are still shown. The next full build drops what is no longer used.
        let reuse = BuildSession.Reuse(
            pagesReused: snapshot.pageCount - jobs.count - splicedIDs.count, pagesRendered: jobs.count,
            sidebarsReplaced: splicedIDs.count, bodyEdit: edit.metadata.isEmpty, metadataEdit: !edit.metadata.isEmpty)
        // A page edit never runs the samples' check: a site that has one leaves it to the caller.
        return Pipeline.Built(
            files: files, pageCount: snapshot.pageCount,
            typeCheck: sampleRecords.map { TypeCheckSummary(state: .deferred, records: $0) }, reuse: reuse,
            snapshot: next)
    }
}
