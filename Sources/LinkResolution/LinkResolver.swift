import ContentModel
import Diagnostics
import Markup

/// Phase 3 — resolve: parses every Markdown text with cmark, resolves its references against the
/// index (symbols, pages, fragments, assets), records backlinks and renders the HTML.
public struct LinkResolver {
    public let site: Site
    public let index: ContentIndex
    /// The generator's HTML for a code block (e.g. highlighted), or nil to let cmark render it.
    public let codeRenderer: @Sendable (CodeBlock) -> String?

    public init(site: Site, index: ContentIndex, codeRenderer: @escaping @Sendable (CodeBlock) -> String? = { _ in nil }) {
        self.site = site
        self.index = index
        self.codeRenderer = codeRenderer
    }

    public func resolve() -> ResolvedContent {
        var result = ResolvedContent()
        let units = MarkdownUnit.all(in: site)

        // Pass 1: parse, assigning heading ids unique per page; collect each page's fragments.
        var documents: [MarkdownDocument] = []
        var fragments: [String: Set<String>] = [:]
        var taken: [String: Set<String>] = [:]
        for guide in site.guides {
            taken[guide.id, default: PageSections.reserved].formUnion(guide.steps.map(\.anchor))
            fragments[guide.id, default: []].formUnion(guide.steps.map(\.anchor))
        }
        if let mapping = site.mapping {
            let groupIDs = PageSections.mappingGroupIDs(mapping)
            taken["mapping", default: PageSections.reserved].formUnion(groupIDs)
            fragments["mapping", default: []].formUnion(groupIDs)
        }
        for unit in units {
            let reserved = taken[unit.key.page] ?? PageSections.reserved
            let document = MarkdownDocument(parsing: unit.text.text, reservedIDs: reserved)
            let ids = document.headings.map(\.id)
            taken[unit.key.page, default: PageSections.reserved].formUnion(ids)
            fragments[unit.key.page, default: []].formUnion(ids)
            documents.append(document)
        }
        // Sections the templates add: "Sources" on content pages that cite any, "Declaration" on symbols.
        for record in index.pages.values {
            if [.home, .symbol, .article, .guide, .path, .mapping].contains(record.kind) {
                fragments[record.id, default: []].insert("sources")
            }
            if record.kind == .symbol { fragments[record.id, default: []].insert("declaration") }
        }
        result.diagnostics += pathFragmentDiagnostics(fragments: fragments)

        // Pass 2: resolve references and render.
        var backlinks: [String: Set<String>] = [:]
        let assets = Set(site.assets.map(\.name))
        for (unit, document) in zip(units, documents) {
            guard let page = index.pages[unit.key.page] else { continue }
            var resolver = ReferenceResolver(
                index: index, page: page, fragments: fragments, assets: assets, text: unit.text,
                rootToken: unit.isPortable ? ResolvedContent.rootToken : nil)
            let links = document.references.map { resolver.resolve($0) }
            for position in document.rawHTML {
                resolver.diagnostics.append(
                    .warning(
                        .rawHTML, "raw HTML is not rendered and was dropped",
                        at: unit.text.location(line: position.line, column: position.column),
                        hint: "use Markdown instead; the generator escapes author HTML"))
            }
            for position in document.pipeTables {
                resolver.diagnostics.append(
                    .warning(
                        .markdownTable, "pipe tables are not CommonMark and render as plain text",
                        at: unit.text.location(line: position.line, column: position.column),
                        hint: "use a list, or put tabular data in the content model"))
            }
            result.diagnostics += resolver.diagnostics
            for target in resolver.linkedPages where target != page.id {
                backlinks[target, default: []].insert(page.id)
            }
            result.headings[unit.key] = document.headings
            result.codeBlocks[unit.key] = document.codeBlocks.map {
                LocatedCodeBlock(
                    block: $0, location: unit.text.location(line: $0.position.line, column: $0.position.column))
            }
            result.html[unit.key] = document.render(links: links, codeHTML: document.codeBlocks.map(codeRenderer))
        }
        result.backlinks = backlinks.mapValues { $0.sorted() }
        return result
    }

    /// Reading-path steps that name a `#fragment` the target page does not have.
    func pathFragmentDiagnostics(fragments: [String: Set<String>]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for path in site.paths {
            for step in path.steps {
                guard let fragment = step.fragment, index.pages[step.pageID] != nil,
                    !(fragments[step.pageID] ?? []).contains(fragment)
                else { continue }
                diagnostics.append(
                    .error(
                        .unresolvedFragment, "page '\(step.pageID)' has no section '#\(fragment)'",
                        at: step.page.location,
                        hint: NearMiss.hint(for: fragment, among: fragments[step.pageID] ?? [])))
            }
        }
        return diagnostics
    }
}
