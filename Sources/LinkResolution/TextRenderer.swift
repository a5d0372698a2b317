import ContentModel
import Markup
import Naming

/// Renders the Markdown texts of one page to HTML when the page itself is rendered (phase 4), so a
/// cold build of a large site never holds the HTML of every text at once (smaller sites keep the
/// HTML rendered while resolving: `LinkResolver.keptHTMLBudget`).
///
/// Each text is parsed again with the heading ids taken before it on its page (the same ids the
/// resolve phase gave it) and its references resolved again against the same index, so the HTML is
/// exactly what rendering during resolution would have produced. HTML the resolve phase kept
/// (`ResolvedContent.html`: every text in an incremental session or under the budget, mapping notes
/// always) is reused.
/// Safe to use from several threads at once.
public struct TextRenderer: Sendable {
    let resolver: LinkResolver
    let resolved: ResolvedContent
    let assets: Set<String>
    /// The texts of each page, in model order (heading ids depend on the texts before them).
    let unitsByPage: [String: [MarkdownUnit]]
    /// Section ids the templates give each page, reserved for headings.
    let taken: [String: Set<String>]

    init(resolver: LinkResolver, resolved: ResolvedContent, onPages pages: Set<String>? = nil) {
        self.resolver = resolver
        self.resolved = resolved
        assets = Set(resolver.site.assets.map(\.name))
        unitsByPage = Dictionary(grouping: MarkdownUnit.all(in: resolver.site, onPages: pages), by: \.key.page)
        taken = resolver.templateSections(onPages: pages).taken
    }

    /// The HTML of every text on `page`, by text (empty when the page is not in the index, or not
    /// among the pages the renderer was made for).
    public func html(ofPage page: String) -> [MarkdownUnit.Key: String] {
        guard let units = unitsByPage[page], let record = resolver.index.pages[page] else { return [:] }
        var html = [MarkdownUnit.Key: String](minimumCapacity: units.count)
        // The ids taken before a text, gathered only when a text must be parsed again (with kept
        // HTML, every text of a page usually is, and building the set was wasted).
        var reserved: Set<String>?
        var reservedThrough = 0
        for (number, unit) in units.enumerated() {
            if let kept = resolved.html[unit.key] {
                html[unit.key] = kept
                continue
            }
            if reserved == nil { reserved = taken[page] ?? ReservedIDs.sections }
            while reservedThrough < number {
                reserved!.formUnion((resolved.headings[units[reservedThrough].key] ?? []).map(\.id))
                reservedThrough += 1
            }
            let document = MarkdownDocument(parsing: unit.text.text, reservedIDs: reserved!)
            var references = resolver.referenceResolver(for: unit, on: record, assets: assets)
            let links = document.references.map { references.resolve($0) }
            html[unit.key] = document.render(links: links, codeHTML: document.codeBlocks.map(resolver.codeRenderer))
        }
        return html
    }
}

extension LinkResolver {
    /// Renders the texts of `resolved` (the result of this resolver's `resolve` or `update`) page by
    /// page: of the pages in `pages`, or of every page when nil.
    public func textRenderer(for resolved: ResolvedContent, onPages pages: Set<String>? = nil) -> TextRenderer {
        TextRenderer(resolver: self, resolved: resolved, onPages: pages)
    }
}
