import CodeHighlighting
import ContentModel
import Diagnostics
import Foundation
import LinkResolution
import Markup
import Parallelism
import Templating

/// Phase 4 — render: renders each page's Markdown texts (`TextRenderer`), builds the page's view
/// model from the model and the resolved content, and renders it through the Mustache templates.
/// Produces site-relative paths and HTML, and what the page's texts add to the search index.
struct PageRenderer {
    let site: Site
    let index: ContentIndex
    let resolved: ResolvedContent
    /// Renders the Markdown texts of the pages to render (`serve`'s page edits give it those pages
    /// only, once they are known).
    var texts: TextRenderer
    /// HTML of the texts of the page each thread is rendering (set by `render(_:)`). Per thread, not
    /// a property of a copy of the renderer made per page: that copy retained and released every
    /// shared field (the site, the index, the templates…) twice a page, on both cores at once.
    private let pageTexts = PerThread { PageTexts() }

    final class PageTexts: @unchecked Sendable {
        var html: [MarkdownUnit.Key: String] = [:]
    }
    let templates: TemplateSet
    let samples: SampleCache
    let relations: SymbolRelations
    let pathMemberships: [String: [PathMembership]]
    /// Symbol id → the mapping rows naming it (`mappingRows(site:index:)`).
    let mappingRows: [String: [(group: Int, row: Int, number: Int)]]
    let navigation: Navigation
    let sidebars: SidebarRenderer
    /// Page id → the page and its place in the order backlinks are listed in, by (title, id), so
    /// backlinks sort by number (one look-up per backlink finds both). Nil when few pages render (`serve`'s
    /// page edits): ranking every page costs more than sorting a few pages' backlinks.
    let backlinkRanks: [String: (rank: Int, record: PageRecord)]?
    /// Pages of the previous build (`serve`), or nil to render every page.
    let memo: PageMemo?
    /// Whether the layout is rendered with a marker where the sidebar goes (false: with the
    /// sidebar itself, the obvious way the tests compare with).
    var placesSidebarByMarker = true

    /// The tables `init` makes from the model's front matter, data files and page list (never from a
    /// page's Markdown body): the same for a site whose pages' bodies alone changed.
    struct Tables {
        var relations: SymbolRelations
        var pathMemberships: [String: [PathMembership]]
        var mappingRows: [String: [(group: Int, row: Int, number: Int)]]
        var navigation: Navigation
    }

    var tables: Tables {
        Tables(relations: relations, pathMemberships: pathMemberships, mappingRows: mappingRows, navigation: navigation)
    }

    /// A renderer; `tables` are the tables of a renderer of the same site with other page bodies at
    /// most (with the same templates), made again when nil.
    init(
        site: Site, index: ContentIndex, resolved: ResolvedContent, texts: TextRenderer, templates: TemplateSet,
        samples: SampleCache, memo: PageMemo? = nil, sidebarCache: SidebarRenderer.Cache = SidebarRenderer.Cache(),
        rendersFewPages: Bool = false, tables: Tables? = nil, workers: Int = Parallel.defaultWorkers
    ) {
        self.site = site
        self.index = index
        self.resolved = resolved
        self.texts = texts
        self.templates = templates
        self.samples = samples
        self.memo = memo
        // Four independent tables, made side by side so neither core waits for the other.
        var relations = tables?.relations
        var pathMemberships = tables?.pathMemberships ?? [:]
        var mappingRows = tables?.mappingRows ?? [:]
        var navigation = tables?.navigation
        var backlinkRanks: [String: (rank: Int, record: PageRecord)]?
        let reused = tables != nil
        Parallel.forEach(reused && rendersFewPages ? 0 : 4, workers: workers) { task in
            switch task {
            case 0:
                guard !reused else { return }
                relations = SymbolRelations(site: site, index: index)
            case 1:
                guard !reused else { return }
                navigation = Navigation(site: site, index: index) { [templates] in
                    templates.render("partials/nav-item", $0)
                }
            case 2:
                guard !reused else { return }
                pathMemberships = PathMembership.all(site: site, index: index)
                mappingRows = PageRenderer.mappingRows(site: site, index: index)
            default:
                guard !rendersFewPages else { return }
                let byTitle = index.orderedPages.sorted(by: PageRenderer.backlinkOrder)
                backlinkRanks = Dictionary(
                    byTitle.enumerated().map { ($1.id, ($0, $1)) }, uniquingKeysWith: { first, _ in first })
            }
        }
        self.relations = relations!
        self.pathMemberships = pathMemberships
        self.mappingRows = mappingRows
        self.navigation = navigation!
        self.backlinkRanks = backlinkRanks
        self.sidebars = SidebarRenderer(navigation: navigation!, templates: templates, cache: sidebarCache)
    }

    /// One page to render.
    enum Job {
        case home
        case symbol(Symbol)
        case article(Article)
        case guide(Guide)
        case path(ReadingPath)
        case mapping(LifecycleMapping)
        case symbolIndex, guideIndex, pathIndex, articleIndex, notFound
    }

    /// Every page of the site in a fixed order, or only those whose `recordID` is in `only`.
    func jobs(only: Set<String>? = nil) -> [Job] {
        func wanted(_ id: String) -> Bool { only?.contains(id) ?? true }
        // The generated index pages come first: the symbol index lists every symbol and is the
        // longest job by far; last in the list, one worker rendered it while the others had
        // nothing left to take. (Results are looked up by path and id, never by position.)
        let generated: [Job] = [.symbolIndex, .guideIndex, .pathIndex, .articleIndex, .notFound]
        var jobs = generated.filter { wanted(PageRenderer.recordID(of: $0)) }
        if wanted("home") { jobs.append(.home) }
        for number in site.symbols.indices where wanted(site.symbols[number].id) {
            let symbol = site.symbols[number]
            if index.symbols[symbol.id] == symbol { jobs.append(.symbol(symbol)) }
        }
        for article in site.articles where wanted(article.id) && index.pages[article.id]?.kind == .article {
            jobs.append(.article(article))
        }
        for guide in site.guides where wanted(guide.id) && index.guides[guide.id] == guide {
            jobs.append(.guide(guide))
        }
        for path in site.paths where wanted(path.id) && index.pages[path.id]?.kind == .path { jobs.append(.path(path)) }
        if let mapping = site.mapping, wanted("mapping") { jobs.append(.mapping(mapping)) }
        return jobs
    }

    /// The content page a job renders (nil for generated index pages and 404).
    static func pageID(of job: Job) -> String? {
        switch job {
        case .home: "home"
        case .symbol(let symbol): symbol.id
        case .article(let article): article.id
        case .guide(let guide): guide.id
        case .path(let path): path.id
        case .mapping: "mapping"
        case .symbolIndex, .guideIndex, .pathIndex, .articleIndex, .notFound: nil
        }
    }

    /// The id of the page a job renders: its content page's, or the generated page's record id
    /// (`symbols`, `guides`, `paths`, `articles`; `404` for the not-found page).
    static func recordID(of job: Job) -> String {
        switch job {
        case .symbolIndex: "symbols"
        case .guideIndex: "guides"
        case .pathIndex: "paths"
        case .articleIndex: "articles"
        case .notFound: "404"
        default: pageID(of: job) ?? ""
        }
    }

    /// One rendered page.
    struct Page {
        var path: String
        /// The page as UTF-8, as written to disk (never built as a `String`).
        var html: Data
        /// Where the sidebar is in `html` (nil when the templates do not print it verbatim once).
        var sidebar: Range<Int>?
        /// The content page's id and what its texts add to its search entry (nil for generated pages).
        var search: (page: String, text: SearchText)?
    }

    /// Renders one page, its Markdown texts first.
    func render(_ job: Job) -> Page {
        guard let id = PageRenderer.pageID(of: job) else {
            let (path, html) = renderPage(job)
            return Page(path: path, html: html.bytes, sidebar: html.sidebar)
        }
        let current = pageTexts.value
        current.html = texts.html(ofPage: id)
        defer { current.html = [:] }
        let (path, html) = renderPage(job)
        return Page(
            path: path, html: html.bytes, sidebar: html.sidebar,
            search: (id, SearchIndex.text(of: current.html, resolved: resolved)))
    }

    /// The output path and HTML of one page (with `pageTexts` set for content pages).
    private func renderPage(_ job: Job) -> (path: String, html: PageHTML) {
        switch job {
        case .home: (OutputPaths.home, renderHome())
        case .symbol(let symbol): (index.pages[symbol.id]!.outputPath, renderSymbol(symbol))
        case .article(let article): (OutputPaths.article(id: article.id), renderArticle(article))
        case .guide(let guide): (OutputPaths.guide(id: guide.id), renderGuide(guide))
        case .path(let path): (OutputPaths.path(id: path.id), renderPath(path))
        case .mapping(let mapping): (OutputPaths.mapping, renderMapping(mapping))
        case .symbolIndex: (OutputPaths.symbolIndex, renderSymbolIndex())
        case .guideIndex: (OutputPaths.guideIndex, renderGuideIndex())
        case .pathIndex: (OutputPaths.pathIndex, renderPathIndex())
        case .articleIndex: (OutputPaths.articleIndex, renderArticleIndex())
        case .notFound: (OutputPaths.notFound, renderNotFound())
        }
    }

    /// The view model every page shares (layout: head, navigation, breadcrumbs, TOC, paths, sources).
    func baseContext(
        for page: PageRecord, toc: [TOCEntry], sources: [Located<String>], breadcrumbs: [(String, String?)]
    ) -> ViewModel {
        let root = OutputPaths.rootPrefix(from: page.outputPath)
        var context: ViewModel = [
            "root": root,
            "stylesheet": root + "assets/scenedocs.css",
            "homeHref": root + "index.html",
            "script": root + "assets/scenedocs.js",
            "hasMarkdown": MarkdownExport.hasTwin(page.kind),
            "markdownHref": MarkdownExport.fileName(page.outputPath),
            "siteTitle": site.config.title,
            "siteDescription": site.config.description,
            "pageTitle": page.title,
            "pageSummary": page.summary,
            "pageKind": page.kind.displayName,
            "pageKindClass": page.kind.rawValue,
            "isHome": page.kind == .home,
            "breadcrumbs": breadcrumbs.enumerated().map { offset, crumb in
                [
                    "title": crumb.0, "href": crumb.1 ?? "",
                    "hasHref": crumb.1 != nil, "isLast": offset == breadcrumbs.count - 1,
                ] as ViewModel
            },
        ]
        context["hasBreadcrumbs"] = !breadcrumbs.isEmpty
        context["toc"] = toc.map { ["id": $0.id, "title": $0.title, "isSub": $0.level > 2] as ViewModel }
        context["hasTOC"] = toc.count > 1
        let memberships = pathMemberships[page.id] ?? []
        context["pathNavs"] = memberships.enumerated().map { offset, membership -> ViewModel in
            pathNav(membership, on: page, isFirst: offset == 0)
        }
        context["hasPathNavs"] = !memberships.isEmpty
        // Pages on several paths show the first in full and the others behind one disclosure.
        context["hasMorePathNavs"] = memberships.count > 1
        context["morePathNavsLabel"] =
            memberships.count == 2
            ? "Also on 1 other reading path" : "Also on \(memberships.count - 1) other reading paths"
        let linking = resolved.backlinks[page.id] ?? []
        let backlinks: [PageRecord]
        if let backlinkRanks {
            backlinks = linking.compactMap { backlinkRanks[$0] }.filter { $0.record.kind != .home }
                .sorted { $0.rank < $1.rank }.map(\.record)
        } else {
            backlinks = linking.compactMap { index.pages[$0] }.filter { $0.kind != .home }
                .sorted(by: PageRenderer.backlinkOrder)
        }
        context["backlinks"] = backlinks.map {
            ["title": $0.title, "href": link(from: page, to: $0), "kind": $0.kind.displayName] as ViewModel
        }
        context["hasBacklinks"] = !backlinks.isEmpty
        var seenSources = Set<String>()
        let citations = sources.compactMap { index.sources[$0.value] }.filter { seenSources.insert($0.id).inserted }
        context["sources"] = citations.map {
            ["title": $0.title, "url": $0.url ?? "", "hasURL": $0.url != nil, "id": $0.id] as ViewModel
        }
        context["hasSources"] = !citations.isEmpty
        return context
    }

    /// One reading path's entry in a page's path navigation: step, choice, previous and next.
    func pathNav(_ membership: PathMembership, on page: PageRecord, isFirst: Bool) -> ViewModel {
        let pathHref = link(from: page, toID: membership.path.id)
        var item: ViewModel = [
            "pathID": membership.path.id, "pathTitle": membership.path.title, "pathHref": pathHref,
            "step": membership.step, "count": membership.count, "isFirst": isFirst,
        ]
        if let choice = membership.choice {
            item["choices"] = choice.alternatives
            item["choiceLabel"] = choice.label
            item["hasOtherChoices"] = !choice.others.isEmpty
            item["otherChoices"] = choice.others.compactMap { id -> ViewModel? in
                guard let record = index.pages[id] else { return nil }
                return [
                    "title": record.title, "href": link(from: page, to: record), "isSymbol": record.kind == .symbol,
                ]
            }
        }
        func neighbour(_ neighbour: PathMembership.Neighbour?) -> ViewModel? {
            switch neighbour {
            case .page(let id, let fragment)?:
                guard let record = index.pages[id] else { return nil }
                return ["title": record.title, "href": link(from: page, to: record, fragment: fragment)]
            case .choice(let step, let label)?:
                return ["title": label, "href": pathHref + "#step-\(step)", "isChoice": true]
            case nil:
                return nil
            }
        }
        if let previous = neighbour(membership.previous) { item["previous"] = previous }
        if let next = neighbour(membership.next) { item["next"] = next }
        return item
    }

    /// The order backlinks are listed in: by title, then id.
    static func backlinkOrder(_ a: PageRecord, _ b: PageRecord) -> Bool { (a.title, a.id) < (b.title, b.id) }

    func link(from page: PageRecord, toID id: String, fragment: String? = nil) -> String {
        guard let target = index.pages[id] else { return "" }
        return link(from: page, to: target, fragment: fragment)
    }

    func link(from page: PageRecord, to target: PageRecord, fragment: String? = nil) -> String {
        OutputPaths.relative(from: page.outputPath, to: target.outputPath) + (fragment.map { "#" + $0 } ?? "")
    }

    /// The HTML of one of the current page's texts.
    func html(_ key: MarkdownUnit.Key) -> String { pageTexts.value.html[key] ?? "" }

    /// Body headings (h2/h3) of a Markdown text as TOC entries.
    func headingEntries(_ key: MarkdownUnit.Key) -> [TOCEntry] {
        (resolved.headings[key] ?? []).filter { $0.level == 2 || $0.level == 3 }.map {
            TOCEntry(id: $0.id, title: $0.text, level: $0.level)
        }
    }

    /// Renders a page: `template` with `context` and the page's sidebar (`partials/sidebar`,
    /// rendered by `sidebars`) as `sidebar`. The layout is rendered with a unique marker in place of
    /// the sidebar, which is then put where the marker is; when the marker does not appear exactly
    /// once (the templates print `sidebar` escaped, transformed, twice or not at all) the page is
    /// rendered again with the sidebar itself, and its place is unknown.
    func render(_ template: String, _ context: ViewModel, page: PageRecord) -> PageHTML {
        let sidebar = sidebars.render(for: page)
        let render = { () -> PageHTML in
            var context = context
            if placesSidebarByMarker, !sidebar.isEmpty {
                context["sidebar"] = PageRenderer.sidebarMarker
                let marked = templates.renderBytes(template, context)
                if let spliced = PageHTML.placing(sidebar, at: PageRenderer.sidebarMarkerBytes, in: marked) {
                    return spliced
                }
            }
            context["sidebar"] = String(decoding: sidebar, as: UTF8.self)
            return PageHTML(bytes: Data(templates.renderBytes(template, context)), sidebar: nil)
        }
        guard let memo else { return render() }
        return memo.page(
            templates: templates.sourceHash, template: template, context: context, sidebar: sidebar, render: render)
    }

    /// Unique per process, so no page text can contain it.
    static let sidebarMarker = "<!-- scenedocs SIDEBAR \(UUID().uuidString) -->"
    static let sidebarMarkerBytes = Array(sidebarMarker.utf8)

    /// Breadcrumbs: Home › section › page.
    func crumbs(_ page: PageRecord, section: String?) -> [(String, String?)] {
        var result: [(String, String?)] = [("Home", link(from: page, toID: "home"))]
        if let section, let record = index.pages[section] {
            result.append((record.title, link(from: page, to: record)))
        }
        result.append((page.title, nil))
        return result
    }
}

/// A rendered page and where its sidebar is in it. The bytes are `Data` from the start, the form the
/// output and `serve`'s files take: a page reused from `PageMemo` is then shared, not copied, so a
/// rebuild never copies the pages it reuses and `serve` holds each page once.
struct PageHTML {
    var bytes: Data
    /// Where the sidebar is in `bytes` (nil when unknown: see `PageRenderer.render(_:_:page:)`).
    var sidebar: Range<Int>?

    /// `marked` with its only occurrence of `marker` replaced by `sidebar`; nil when `marker`
    /// does not occur exactly once.
    static func placing(_ sidebar: [UInt8], at marker: [UInt8], in marked: [UInt8]) -> PageHTML? {
        guard let found = ByteSearch.only(marker, in: marked) else { return nil }
        var bytes = Data(capacity: marked.count - marker.count + sidebar.count)
        marked.withUnsafeBufferPointer { marked in
            bytes.append(UnsafeBufferPointer(rebasing: marked[..<found]))
            sidebar.withUnsafeBufferPointer { bytes.append($0) }
            bytes.append(UnsafeBufferPointer(rebasing: marked[(found + marker.count)...]))
        }
        return PageHTML(bytes: bytes, sidebar: found..<(found + sidebar.count))
    }
}

/// An entry of a page's "On this page" list.
struct TOCEntry {
    var id: String
    var title: String
    var level: Int
}
