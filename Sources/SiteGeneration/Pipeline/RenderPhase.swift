import ContentModel
import Foundation
import Parallelism
import Templating

/// Render: makes every page's HTML from its view model and the templates, and puts it into the
/// output as it is made, so the rendered site is never held whole.
enum RenderPhase {
    /// What the exports need of the rendered pages.
    struct Output {
        /// What each page's Markdown texts add to its search entry, by page id.
        var searchTexts: [String: SearchText]
        var relations: SymbolRelations
        /// The renderer's tables (only kept with an incremental state).
        var tables: PageRenderer.Tables?
        /// Where each page's sidebar is in its file, by path (only kept with an incremental state).
        var sidebars: [String: Range<Int>]
        var pageCount: Int
        /// Pages taken from the previous build unchanged, and pages rendered.
        var pagesReused = 0
        var pagesRendered = 0
    }

    /// Renders every page of `site` into `output`, reusing the previous build's page when its
    /// view model did not change and `state` has it.
    static func run(
        site: Site, index: ContentIndex, resolution: ResolvedTexts, templates: TemplateSet, state: IncrementalState?,
        output: BuildOutput, workers: Int
    ) -> Output {
        let samples = resolution.samples
        // Each sample is printed once from here on: a cold build lets go of it as its page
        // renders (`serve`'s cache is kept for the next build and does not).
        samples.consumeFromNowOn()
        let renderer = PageRenderer(
            site: site, index: index, resolved: resolution.resolved,
            texts: resolution.resolver.textRenderer(for: resolution.resolved), templates: templates,
            samples: samples, memo: state?.memo, sidebarCache: state?.sidebarCache ?? SidebarRenderer.Cache(),
            workers: workers)
        // Each page becomes bytes and is written on its worker; a large site's Markdown is also
        // rendered with its page, so neither is the HTML of every text held
        // (`LinkResolver.keptHTMLBudget`).
        let pages = Parallel.map(renderer.jobs(), workers: workers) {
            job -> (search: (page: String, text: SearchText)?, sidebar: (String, Range<Int>)?) in
            let page = renderer.render(job)
            output.put(page.path, page.html)
            return (page.search, page.sidebar.map { (page.path, $0) })
        }
        var result = Output(
            searchTexts: Dictionary(
                pages.compactMap { $0.search.map { ($0.page, $0.text) } }, uniquingKeysWith: { first, _ in first }),
            relations: renderer.relations, tables: state == nil ? nil : renderer.tables,
            // Only `serve`'s page-edit path needs to know where each sidebar is.
            sidebars: state == nil
                ? [:] : Dictionary(pages.compactMap(\.sidebar), uniquingKeysWith: { first, _ in first }),
            pageCount: pages.count)
        if let memo = state?.memo {
            result.pagesReused = memo.reused
            result.pagesRendered = memo.rendered
            memo.finishBuild()
        }
        return result
    }
}
