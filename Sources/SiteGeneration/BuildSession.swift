import CodeHighlighting
import ContentModel
import Diagnostics
import Foundation
import LinkResolution
import Parallelism
import Templating

/// Runs the pipeline — load → validate → resolve → render — and, when `incremental`, keeps what
/// each phase learned so the next build redoes only the work a change affects:
///
/// - load: files whose bytes did not change are not parsed again (`LoadCache`);
/// - resolve: a Markdown text whose source and link targets did not change keeps its HTML
///   (`ResolutionCache`), code samples are highlighted and checked once (`SampleCache`);
/// - render: a page whose complete view model did not change keeps its HTML (`PageMemo`).
///
/// On that path index, validation, backlinks, navigation and exports are recomputed from the whole
/// model. When only the bodies or front matter of existing pages changed since the last clean
/// build, the page-edit path (`pageEditRebuild`, `PageEdit`) goes further: it updates the index in
/// place, resolves only the texts that can differ and rewrites only the files that show the edit.
/// Either way an incremental build produces exactly the files of a full build (tested).
/// `serve` keeps one session for its lifetime; `build` runs a fresh one.
public final class BuildSession: @unchecked Sendable {
    public let options: BuildOptions
    private let loadCache: LoadCache?
    private let resolutionCache: ResolutionCache?
    /// Highlighted and checked samples, kept between builds when incremental (a cold build makes
    /// its own and frees it once the pages are rendered).
    private let samples: SampleCache?
    private let memo: PageMemo?
    private let templateCache: TemplateSet.ParseCache?
    /// Sidebar skeletons and entries (`SidebarRenderer.Cache`), kept between builds when incremental.
    private let sidebarCache: SidebarRenderer.Cache?
    /// Encoded `model.json` elements of the previous full build.
    private let modelCache: SplicedJSON.ElementCache?
    private let lock = NSLock()
    /// Threads for loading, resolving and rendering (1 = serial; output is identical either way).
    public let workers: Int
    /// Markdown bytes up to which a cold build keeps each text's HTML from resolution to rendering
    /// (`LinkResolver.keptHTMLBudget`; the tests set 0 to check the other way gives the same site).
    var keptHTMLBudget = LinkResolver.keptHTMLBudget

    /// What the last build reused (for `serve`'s terminal line and the benchmark).
    public struct Reuse: Sendable {
        public var textsReused = 0
        public var pagesReused = 0
        public var pagesRendered = 0
        /// Pages of the page-edit path that changed only in their sidebar, which was replaced in place.
        public var sidebarsReplaced = 0
        /// The build took the page-edit path for a change of Markdown bodies only.
        public var bodyEdit = false
        /// The build took the page-edit path for a change that includes front matter.
        public var metadataEdit = false
    }

    /// What the last clean build produced, for the page-edit path.
    private struct Snapshot {
        var site: Site
        var index: ContentIndex
        var resolved: ResolvedContent
        var templatesHash: Int
        var files: [String: Data]
        /// Where each page's sidebar is in its file, by path (pages whose sidebar place is known).
        var sidebars: [String: Range<Int>]
        var pageCount: Int
        /// Encoded search entries by page id, and the ids in index order.
        var searchEntries: [String: Data]
        var searchOrder: [String]
    }
    private var snapshot: Snapshot?
    public private(set) var lastReuse = Reuse()
    /// Wall and CPU time of each phase of the last build, in order (`build --timings`).
    public private(set) var lastPhases: [BuildPhase] = []
    /// What the last build held to its end (the model, the index, the search texts…), freed on a
    /// thread of its own when the session ends or the next build starts, not by the build's thread
    /// on its way out.
    private var retired: BackgroundRelease?

    public init(options: BuildOptions, incremental: Bool = true, workers: Int = Parallel.defaultWorkers) {
        self.options = options
        self.workers = workers
        loadCache = incremental ? LoadCache() : nil
        resolutionCache = incremental ? ResolutionCache() : nil
        samples = incremental ? SampleCache() : nil
        memo = incremental ? PageMemo() : nil
        templateCache = incremental ? TemplateSet.ParseCache() : nil
        sidebarCache = incremental ? SidebarRenderer.Cache() : nil
        modelCache = incremental ? SplicedJSON.ElementCache() : nil
    }

    deinit {
        retired?.start()
    }

    /// Builds the site (one build at a time per session): in memory, or — given `staging` — written
    /// into the output's staging folder as each file is produced, so a large site is never held
    /// whole (`BuildResult.files` is then empty; the caller commits or aborts the staging).
    ///
    /// `onlyModified` (from `serve`'s watcher) lists the files, by absolute path, that may have
    /// changed since the previous build of this session when none was added or removed; the
    /// content folder is then not walked again. Nil: anything may have changed.
    public func build(into staging: SiteWriter.Staging? = nil, onlyModified: [String]? = nil) -> BuildResult {
        lock.lock()
        defer { lock.unlock() }
        retired?.start()
        retired = nil
        let start = Date()
        var diagnostics = Diagnostics()
        var clock = PhaseClock()
        func phase(_ name: String) { clock.end(name) }

        // The content files among the modified ones, relative to the content folder (others are
        // templates, read again on every build).
        let contentPrefix = options.contentDirectory.path + "/"
        let modifiedContent = onlyModified.map { paths in
            Set(paths.filter { $0.hasPrefix(contentPrefix) }.map { String($0.dropFirst(contentPrefix.count)) })
        }
        // The templates load beside the content (their parse and syntax check run on one thread,
        // which otherwise kept the other core idle while the content folder was listed).
        let templateLoad = BackgroundValue(workers: workers) { [options, templateCache] in
            TemplateSet.load(
                directory: options.templatesDirectory, displayPrefix: options.templatesDisplay, cache: templateCache)
        }
        let (site, loadDiagnostics) = ContentLoader(
            directory: options.contentDirectory, displayPrefix: options.contentDisplay
        ).load(cache: loadCache, workers: workers, onlyModified: modifiedContent)
        diagnostics.append(contentsOf: loadDiagnostics)
        let (templates, templateDiagnostics) = templateLoad.wait()
        diagnostics.append(contentsOf: templateDiagnostics)
        if let templates {
            diagnostics.append(contentsOf: SidebarRenderer.check(templates, displayPrefix: options.templatesDisplay))
        }
        phase("load")

        if staging == nil, diagnostics.all.isEmpty, let templates,
            let result = pageEditRebuild(site: site, templates: templates, start: start, clock: &clock)
        {
            lastPhases = clock.phases
            return result
        }
        // The last good build's snapshot is kept while this build may still fail: `serve` then goes
        // on serving that build, and the save that fixes the error is compared with it (the
        // page-edit path) instead of building everything again. It is let go of before rendering.
        var lastGood = snapshot
        snapshot = nil

        let index = ContentIndex(site: site)
        diagnostics.append(contentsOf: ContentValidator(site: site, index: index).validate(workers: workers))
        phase("index + validate")
        // The descriptor table grows for the output's folders while the texts are resolved (no
        // file is opened then), not in steps while both cores write pages.
        let descriptorTable = staging.map { staging in
            BackgroundValue(workers: workers) { [index] in
                staging.reserveDescriptors(forFilesAt: index.pages.values.lazy.map(\.outputPath))
            }
        }
        let output = BuildOutput(staging: staging)
        var pageCount = 0
        var reuse = Reuse(textsReused: 0)
        var rendered: (searchTexts: [String: SearchText], relations: SymbolRelations)?
        var resolvedForSnapshot: ResolvedContent?
        var sidebarsForSnapshot: [String: Range<Int>] = [:]
        // Resolution, the renderer and its sidebar skeletons are freed on another thread while the
        // exports run, so no core waits for the frees.
        let released = BackgroundRelease(workers: workers)
        do {
            // Resolution, highlighted samples and the page renderer live only in this scope: once the
            // pages are written they are freed, before the exports need memory of their own.
            let samples = self.samples ?? SampleCache(tracksUse: false)
            let resolver = LinkResolver(
                site: site, index: index, codeRenderer: { samples.block($0.code, language: $0.language) })
            let resolved = resolver.resolve(cache: resolutionCache, workers: workers, keptHTMLBudget: keptHTMLBudget)
            diagnostics.append(contentsOf: resolved.diagnostics)
            phase("resolve")
            diagnostics.append(
                contentsOf: SampleChecker.check(site: site, resolved: resolved, samples: samples, workers: workers))
            // Checking a Swift sample also highlights it (one swift-syntax parse, kept in `samples`).
            phase("check + highlight samples")
            reuse.textsReused = resolutionCache?.reusedCount ?? 0

            if !diagnostics.failed(strict: options.strict), let templates {
                lastGood = nil
                // Each sample is printed once from here on: a cold build lets go of it as its page
                // renders (`serve`'s cache is kept for the next build and does not).
                samples.consumeFromNowOn()
                let renderer = PageRenderer(
                    site: site, index: index, resolved: resolved, texts: resolver.textRenderer(for: resolved),
                    templates: templates, samples: samples, memo: memo,
                    sidebarCache: sidebarCache ?? SidebarRenderer.Cache(),
                    workers: workers)
                descriptorTable?.wait()
                // Each page becomes bytes and is written on its worker, so the site is never held; a
                // large site's Markdown is also rendered with its page, so neither is the HTML of every
                // text (`LinkResolver.keptHTMLBudget`).
                let renderedPages = Parallel.map(renderer.jobs(), workers: workers) {
                    job -> (search: (page: String, text: SearchText)?, sidebar: (String, Range<Int>)?) in
                    let page = renderer.render(job)
                    output.put(page.path, page.html)
                    return (page.search, page.sidebar.map { (page.path, $0) })
                }
                let searchTexts = renderedPages.map(\.search)
                released.add(renderer)
                released.add(renderedPages)
                // Only `serve`'s page-edit path needs to know where each sidebar is.
                if loadCache != nil {
                    sidebarsForSnapshot = Dictionary(
                        renderedPages.compactMap(\.sidebar), uniquingKeysWith: { first, _ in first })
                }
                pageCount = searchTexts.count
                phase("render Markdown + pages")
                if let memo {
                    reuse.pagesReused = memo.reused
                    reuse.pagesRendered = memo.rendered
                    memo.finishBuild()
                }
                rendered = (
                    Dictionary(
                        searchTexts.compactMap { $0.map { ($0.page, $0.text) } },
                        uniquingKeysWith: { first, _ in first }),
                    renderer.relations
                )
            }
            if loadCache != nil {
                samples.dropUnused()
                resolvedForSnapshot = resolved
            }
            released.add(resolved)
            released.add(resolver)
            released.add(samples)
        }
        released.start()
        let retiring = BackgroundRelease(workers: workers)
        if let rendered, let templates {
            // Reader extras: the search index, Markdown twins of every page, llms.txt, the model as JSON.
            let searchEntries = SearchIndex.entries(index: index, texts: rendered.searchTexts, workers: workers)
            let encodedEntries = Parallel.map(searchEntries, workers: workers) { SearchIndex.encode($0) }
            output.put("assets/search-index.js", SearchIndex.script(encoded: encodedEntries))
            phase("search index")
            let export = MarkdownExport(site: site, index: index, relations: rendered.relations)
            // llms.txt (a list of every page) is one more job, first, beside the twins.
            let exports = [("llms.txt", export.llmsText)] + export.twins()
            _ = Parallel.map(exports, workers: workers) { output.put($0.0, Data($0.1().utf8)) }
            retiring.add(export)
            phase("Markdown export")
            output.put("model.json") { write in
                ModelExport.write(
                    site.relativizingFiles(prefix: options.contentDisplay, workers: workers), workers: workers,
                    cache: modelCache, to: write)
            }
            modelCache?.finishBuild()
            phase("model.json")
            var assets: [String: Data] = [:]
            diagnostics.append(contentsOf: AssetCollector.collect(site: site, options: options, into: &assets))
            for (path, data) in assets { output.put(path, data) }
            phase("assets")
            if let resolved = resolvedForSnapshot, staging == nil, diagnostics.all.isEmpty {
                snapshot = Snapshot(
                    site: site, index: index, resolved: resolved, templatesHash: templates.sourceHash,
                    files: output.files, sidebars: sidebarsForSnapshot, pageCount: pageCount,
                    searchEntries: Dictionary(
                        zip(searchEntries.map(\.id), encodedEntries), uniquingKeysWith: { first, _ in first }),
                    searchOrder: searchEntries.map(\.id))
            }
            retiring.add(searchEntries)
            retiring.add(encodedEntries)
            retiring.add(rendered)
        }
        retiring.add(site)
        retiring.add(index)
        retired = retiring
        lastReuse = reuse
        lastPhases = clock.phases
        if diagnostics.failed(strict: options.strict) {
            output.discard()
            snapshot = lastGood
        }
        return BuildResult(
            diagnostics: diagnostics, files: output.files, pageCount: pageCount, wrote: false,
            seconds: Date().timeIntervalSince(start))
    }

    /// The page-edit path: when only the Markdown bodies or front matter of existing pages changed
    /// since the last clean build (`PageEdit`), resolves again just the texts that can differ and
    /// rewrites just the files that show what changed (`PageEdit.pagesToRender`): those pages,
    /// their search entries and Markdown twins, the index pages and `llms.txt` when front matter
    /// changed, and the changed parts of `model.json`. Returns nil (and the full path runs) for
    /// any other change, or when the edit produces a diagnostic.
    private func pageEditRebuild(
        site: Site, templates: TemplateSet, start: Date, clock: inout PhaseClock
    ) -> BuildResult? {
        func phase(_ name: String) { clock.end(name) }
        guard let snapshot, let samples, templates.sourceHash == snapshot.templatesHash,
            let edit = PageEdit.between(snapshot.site, site)
        else { return nil }
        phase("compare with the last build")
        let index = snapshot.index.updatingPages(from: site, ids: edit.bodies.union(edit.metadata))
        if !edit.metadata.isEmpty {
            guard ContentValidator(site: site, index: index).validate(workers: workers).isEmpty else { return nil }
        }
        phase("index + validate")
        let resolver = LinkResolver(
            site: site, index: index, codeRenderer: { samples.block($0.code, language: $0.language) })
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
        let renderer = PageRenderer(
            site: site, index: index, resolved: resolved, texts: resolver.textRenderer(for: resolved),
            templates: templates, samples: samples, sidebarCache: sidebarCache ?? SidebarRenderer.Cache(),
            rendersFewPages: true, workers: workers)
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
        let jobs = renderer.jobs(only: affected.pages.subtracting(splicedIDs))
        for page in Parallel.map(jobs, workers: workers, { renderer.render($0) }) {
            files[page.path] = page.html
            sidebars[page.path] = page.sidebar
        }
        phase("render \(jobs.count) pages")

        // A page's search entry shows its own record and texts only.
        var searchEntries = snapshot.searchEntries
        let searched = resolvedAgain.union(edit.metadata)
        for entry in SearchIndex.entries(index: index, resolved: resolved, only: searched) {
            searchEntries[entry.id] = SearchIndex.encode(entry)
        }
        guard let encoded = Optional(snapshot.searchOrder.compactMap({ searchEntries[$0] })),
            encoded.count == snapshot.searchOrder.count
        else { return nil }
        files["assets/search-index.js"] = SearchIndex.script(encoded: encoded)
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
            let updated = edit.updatingModelJSON(
                model, from: snapshot.site, to: site, relative: RelativeFiles(prefix: options.contentDisplay))
        else { return nil }
        files["model.json"] = updated
        phase("model.json")
        guard AssetCollector.collect(site: site, options: options, into: &files).isEmpty else { return nil }
        phase("assets")

        self.snapshot = Snapshot(
            site: site, index: index, resolved: resolved, templatesHash: snapshot.templatesHash, files: files,
            sidebars: sidebars, pageCount: snapshot.pageCount, searchEntries: searchEntries,
            searchOrder: snapshot.searchOrder)
        // Samples are not dropped here: this build used only the edited pages' samples, and the
        // others are still shown. The next full build drops what is no longer used.
        lastReuse = Reuse(
            pagesReused: snapshot.pageCount - jobs.count - splicedIDs.count, pagesRendered: jobs.count,
            sidebarsReplaced: splicedIDs.count, bodyEdit: edit.metadata.isEmpty, metadataEdit: !edit.metadata.isEmpty)
        return BuildResult(
            diagnostics: Diagnostics(), files: files, pageCount: snapshot.pageCount, wrote: false,
            seconds: Date().timeIntervalSince(start))
    }
}
