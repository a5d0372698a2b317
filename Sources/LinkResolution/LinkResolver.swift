import ContentModel
import Diagnostics
import Markup
import Naming
import Parallelism

/// Phase 3 — resolve: parses every Markdown text with cmark, resolves its references against the
/// index (symbols, pages, fragments, assets) and records headings, code blocks, diagnostics and
/// backlinks.
///
/// Pages are processed on all cores (a page's texts in order, since heading ids are unique per
/// page); each cmark tree is freed as soon as its text is resolved. A cold build keeps no HTML:
/// each page's texts are parsed again and rendered when the page itself renders
/// (`MarkdownRenderer`), so memory does not grow with the HTML of the whole site. Links to
/// `#fragments` are checked at the end, once the headings of every page are known. With a
/// `ResolutionCache` (kept by `serve`), every text is rendered here and kept, and a text whose
/// Markdown and link targets did not change reuses its HTML without being parsed again.
public struct LinkResolver: Sendable {
    public let site: Site
    public let index: ContentIndex
    /// The generator's HTML for a code block (e.g. highlighted), or nil to let cmark render it.
    public let codeRenderer: @Sendable (CodeBlock) -> String?

    public init(
        site: Site, index: ContentIndex, codeRenderer: @escaping @Sendable (CodeBlock) -> String? = { _ in nil }
    ) {
        self.site = site
        self.index = index
        self.codeRenderer = codeRenderer
    }

    /// What resolving one text produced.
    struct UnitOutput {
        var headings: [Heading]
        var codeBlocks: [LocatedCodeBlock]
        /// False when the text's page is not in the index (its headings still count as fragments).
        var onIndexedPage = false
        /// Nil when the HTML is rendered later, with its page (or the page is not in the index).
        var html: String?
        var diagnostics: [Diagnostic] = []
        /// The pages the text links to, each once, sorted.
        var linkedPages: [String] = []
        var fragmentChecks: [FragmentCheck] = []
        /// The names the text looks up as symbols (``name`` and `code`).
        var symbolNames: Set<String> = []
        var cacheEntry: ResolutionCache.Entry?
        var reused = false
    }

    /// Markdown texts up to this many bytes in all are rendered to HTML while they are resolved,
    /// and the HTML kept for their pages (`ResolvedContent.html`), so each text is parsed once.
    /// Larger sites parse each text again with its page, so the HTML of every text is never held
    /// at once (`MemoryTests` and `BehaviourTests` check both ways give the same output).
    public static let keptHTMLBudget = 64 << 20

    public func resolve(
        cache: ResolutionCache? = nil, workers: Int = Parallel.defaultWorkers,
        keptHTMLBudget: Int = LinkResolver.keptHTMLBudget
    ) -> ResolvedContent {
        var result = ResolvedContent()
        let units = MarkdownUnit.all(in: site)
        let keepHTML = units.reduce(0) { $0 + $1.text.text.utf8.count } <= keptHTMLBudget

        var (taken, fragments) = templateSections()

        // The texts of each page, in model order (heading ids depend on the texts before them).
        var groupOfPage: [String: Int] = [:]
        var groups: [[Int]] = []
        for (number, unit) in units.enumerated() {
            if let group = groupOfPage[unit.key.page] {
                groups[group].append(number)
            } else {
                groupOfPage[unit.key.page] = groups.count
                groups.append([number])
            }
        }
        let assets = Set(site.assets.map(\.name))
        let entries = cache?.entries ?? [:]
        let keepEntries = cache != nil
        // Each page's heading ids are gathered on its worker: the serial merge below then takes one
        // set per page instead of growing it text by text (that merge is on the critical path).
        var pageOutputs = Parallel.map(groups, workers: workers) {
            group -> (outputs: [(Int, UnitOutput)], ids: Set<String>) in
            let page = units[group[0]].key.page
            var reserved = taken[page] ?? ReservedIDs.sections
            var ids = Set<String>()
            // Sections the page's template adds count as its fragments.
            if let kind = index.pages[page]?.kind { ids.formUnion(PageSections.templateFragments(of: kind)) }
            let outputs = group.enumerated().map { index, number in
                let unit = units[number]
                let output = process(
                    unit, reserved: reserved, assets: assets, cached: entries[unit.key], keepEntry: keepEntries,
                    renderHTML: keepEntries || keepHTML || unit.isPortable, collectNames: keepEntries)
                // Only a later text of the page needs this text's ids (copying the shared set for
                // the last text of every page showed in the profile).
                if index + 1 < group.count { reserved.formUnion(output.headings.map(\.id)) }
                ids.formUnion(output.headings.map(\.id))
                return (number, output)
            }
            return (outputs, ids)
        }
        // Each output goes to its text's number: text order without sorting the large outputs.
        var outputs = [UnitOutput?](repeating: nil, count: units.count)
        for (group, page) in zip(groups, pageOutputs) {
            for (number, output) in page.outputs { outputs[number] = output }
            guard !page.ids.isEmpty else { continue }
            let key = units[group[0]].key.page
            if fragments[key] == nil { fragments[key] = page.ids } else { fragments[key]!.formUnion(page.ids) }
        }
        pageOutputs = []

        // The merge reads the outputs in text order and fills independent tables: the three tables
        // by text are built beside the rest (backlinks, diagnostics, fragment checks), four tasks
        // shared by the workers, since this part is on the critical path (serial, it held one core
        // for ~0.1 s of a 10,000-page build).
        let keys = units.map(\.key)
        var headings: [MarkdownUnit.Key: [Heading]] = [:]
        var codeBlocks: [MarkdownUnit.Key: [LocatedCodeBlock]] = [:]
        var html: [MarkdownUnit.Key: String] = [:]
        var diagnostics: [Diagnostic] = []
        var links: [MarkdownUnit.Key: (pages: Set<String>, checks: [FragmentCheck], names: Set<String>)] = [:]
        var backlinks: [String: [String]] = [:]
        var newEntries: [MarkdownUnit.Key: ResolutionCache.Entry] = [:]
        var reused = 0
        Parallel.forEach(4, workers: workers) { task in
            switch task {
            case 0:
                // Diagnostics in text order, then the `#fragment` checks against every page's sections.
                var checks: [FragmentCheck] = []
                for (number, output) in outputs.enumerated() {
                    guard let output else { continue }
                    let key = keys[number]
                    if let entry = output.cacheEntry { newEntries[key] = entry }
                    if output.reused { reused += 1 }
                    guard output.onIndexedPage else { continue }
                    diagnostics += output.diagnostics
                    checks += output.fragmentChecks
                    if keepEntries { links[key] = (Set(output.linkedPages), output.fragmentChecks, output.symbolNames) }
                }
                // The template sections of pages without texts (the others got theirs with their ids).
                for record in index.pages.values where groupOfPage[record.id] == nil {
                    let added = PageSections.templateFragments(of: record.kind)
                    if !added.isEmpty { fragments[record.id, default: []].formUnion(added) }
                }
                diagnostics += pathFragmentDiagnostics(fragments: fragments)
                diagnostics += checks.compactMap { $0.diagnostic(fragments: fragments[$0.page] ?? []) }
            case 1:
                // Sources of each target as appended (a page once per text that links it): sorted
                // and made unique once at the end, cheaper than a set insert per link.
                var sources: [String: [String]] = [:]
                for (number, output) in outputs.enumerated() where output?.onIndexedPage == true {
                    let page = keys[number].page
                    for target in output!.linkedPages where target != page {
                        sources[target, default: []].append(page)
                    }
                }
                backlinks = sources.mapValues { sources in
                    var unique = sources.sorted()
                    unique.removeAdjacentDuplicates()
                    return unique
                }
            case 2:
                headings.reserveCapacity(outputs.count)
                codeBlocks.reserveCapacity(outputs.count)
                for (number, output) in outputs.enumerated() where output?.onIndexedPage == true {
                    headings[keys[number]] = output!.headings
                    codeBlocks[keys[number]] = output!.codeBlocks
                }
            default:
                // Every text's HTML when kept, else only the portable texts' (always rendered here).
                if keepHTML || keepEntries { html.reserveCapacity(outputs.count) }
                for (number, output) in outputs.enumerated() where output?.onIndexedPage == true {
                    if let text = output!.html { html[keys[number]] = text }
                }
            }
        }
        // The texts' outputs are merged into the tables: let go of before the result is assembled.
        outputs = []
        result.diagnostics += diagnostics
        result.links = links
        result.headings = headings
        result.codeBlocks = codeBlocks
        result.html = html
        result.backlinks = backlinks
        if keepEntries { result.fragments = fragments }
        cache?.replace(newEntries, reused: reused)
        return result
    }

    /// Section ids the templates give pages (guide steps, mapping groups): reserved for headings
    /// (`taken`) and valid `#fragment` targets.
    func templateSections(onPages pages: Set<String>? = nil) -> (
        taken: [String: Set<String>], fragments: [String: Set<String>]
    ) {
        var taken: [String: Set<String>] = [:]
        var fragments: [String: Set<String>] = [:]
        for guide in site.guides where pages?.contains(guide.id) ?? true {
            taken[guide.id, default: ReservedIDs.sections].formUnion(guide.steps.map(\.anchor))
            fragments[guide.id, default: []].formUnion(guide.steps.map(\.anchor))
        }
        if let mapping = site.mapping, pages?.contains("mapping") ?? true {
            let groupIDs = PageSections.mappingGroupIDs(mapping)
            taken["mapping", default: ReservedIDs.sections].formUnion(groupIDs)
            fragments["mapping", default: []].formUnion(groupIDs)
        }
        return (taken, fragments)
    }

    /// Re-resolves only the texts of `changedPages` (whose Markdown changed while everything else
    /// in the model stayed the same) and recomputes what depends on all texts: backlinks and the
    /// `#fragment` checks. `previous` must come from `resolve()` (or `update`) of a site that
    /// differs from this one only in those texts, and every text's page must be in the index.
    public func update(_ previous: ResolvedContent, changedPages: Set<String>) -> ResolvedContent {
        var result = previous
        result.diagnostics = []
        let units = MarkdownUnit.all(in: site, onPages: changedPages)
        // What the changed pages linked to before.
        var linkedBefore: [String: Set<String>] = [:]
        for unit in units {
            if let links = previous.links[unit.key] { linkedBefore[unit.key.page, default: []].formUnion(links.pages) }
        }
        for key in previous.html.keys where changedPages.contains(key.page) {
            if let links = previous.links[key] { linkedBefore[key.page, default: []].formUnion(links.pages) }
            result.html[key] = nil
            result.headings[key] = nil
            result.codeBlocks[key] = nil
            result.links[key] = nil
        }
        var (taken, fragments) = templateSections(onPages: changedPages)
        let assets = Set(site.assets.map(\.name))
        var linkedAfter: [String: Set<String>] = [:]
        for unit in units {
            let reserved = taken[unit.key.page] ?? ReservedIDs.sections
            let output = process(
                unit, reserved: reserved, assets: assets, cached: nil, keepEntry: false, renderHTML: true,
                collectNames: true)
            taken[unit.key.page] = reserved.union(output.headings.map(\.id))
            fragments[unit.key.page, default: []].formUnion(output.headings.map(\.id))
            linkedAfter[unit.key.page, default: []].formUnion(output.linkedPages)
            result.diagnostics += output.diagnostics
            result.headings[unit.key] = output.headings
            result.codeBlocks[unit.key] = output.codeBlocks
            result.html[unit.key] = output.html ?? ""
            result.links[unit.key] = (Set(output.linkedPages), output.fragmentChecks, output.symbolNames)
        }
        // Only the changed pages' sections and outgoing links can differ.
        for page in changedPages {
            var sections = fragments[page] ?? []
            if let record = index.pages[page] { sections.formUnion(PageSections.templateFragments(of: record.kind)) }
            result.fragments[page] = sections.isEmpty ? nil : sections
            let before = (linkedBefore[page] ?? []).subtracting([page])
            let after = (linkedAfter[page] ?? []).subtracting([page])
            for target in before.subtracting(after) {
                let remaining = (result.backlinks[target] ?? []).filter { $0 != page }
                result.backlinks[target] = remaining.isEmpty ? nil : remaining
            }
            for target in after.subtracting(before) {
                result.backlinks[target] = ((result.backlinks[target] ?? []) + [page]).sorted()
            }
        }
        // A fragment check can end otherwise than in `previous` only when it is in a changed
        // page's text or links to a changed page (whose sections were worked out again): a check
        // targets a page its text links to, or the text's own page. After a resolution without
        // diagnostics the other checks all pass, as they did.
        let checksAll = !previous.diagnostics.isEmpty
        for (key, links) in result.links
        where checksAll || changedPages.contains(key.page) || changedPages.contains(where: links.pages.contains) {
            for check in links.checks {
                if let diagnostic = check.diagnostic(fragments: result.fragments[check.page] ?? []) {
                    result.diagnostics.append(diagnostic)
                }
            }
        }
        result.diagnostics += pathFragmentDiagnostics(fragments: result.fragments)
        return result
    }

    /// Parses (unless cached) and resolves one text, and renders it when `renderHTML`.
    func process(
        _ unit: MarkdownUnit, reserved: Set<String>, assets: Set<String>, cached: ResolutionCache.Entry?,
        keepEntry: Bool, renderHTML: Bool, collectNames: Bool = false
    ) -> UnitOutput {
        var document: MarkdownDocument?
        let parsed: ResolutionCache.Parsed
        if let cached, cached.text == unit.text.text, cached.reserved == reserved {
            parsed = cached.parsed
        } else {
            let fresh = MarkdownDocument(parsing: unit.text.text, reservedIDs: reserved)
            document = fresh
            parsed = ResolutionCache.Parsed(fresh)
        }
        var output = UnitOutput(
            headings: parsed.headings,
            codeBlocks: parsed.codeBlocks.map {
                LocatedCodeBlock(
                    block: $0, location: unit.text.location(line: $0.position.line, column: $0.position.column))
            })
        guard let page = index.pages[unit.key.page] else { return output }
        output.onIndexedPage = true

        var resolver = referenceResolver(for: unit, on: page, assets: assets)
        let links = parsed.references.map { resolver.resolve($0) }
        for position in parsed.rawHTML {
            resolver.diagnostics.append(
                .warning(
                    .rawHTML, "raw HTML is not rendered and was dropped",
                    at: unit.text.location(line: position.line, column: position.column),
                    hint: "use Markdown instead; the generator escapes author HTML"))
        }
        for position in parsed.pipeTables {
            resolver.diagnostics.append(
                .warning(
                    .markdownTable, "pipe tables are not CommonMark and render as plain text",
                    at: unit.text.location(line: position.line, column: position.column),
                    hint: "use a list, or put tabular data in the content model"))
        }
        output.diagnostics = resolver.diagnostics
        // Each page once, sorted (here on the worker, not in the serial merge).
        output.linkedPages = resolver.linkedPages.sorted()
        output.linkedPages.removeAdjacentDuplicates()
        output.fragmentChecks = resolver.fragmentChecks
        if collectNames {
            for reference in parsed.references {
                switch reference.kind {
                case .symbol(let name), .code(let name): output.symbolNames.insert(name)
                default: break
                }
            }
        }

        guard renderHTML else { return output }
        if document == nil, let cached, cached.links == links {
            output.html = cached.html
            output.reused = true
        } else {
            let tree = document ?? MarkdownDocument(parsing: unit.text.text, reservedIDs: reserved)
            output.html = tree.render(links: links, codeHTML: tree.codeBlocks.map(codeRenderer))
        }
        if keepEntry {
            output.cacheEntry = ResolutionCache.Entry(
                text: unit.text.text, reserved: reserved, parsed: parsed, links: links, html: output.html ?? "")
        }
        return output
    }

    /// The resolver of the references of `unit`, which appears on `page`.
    func referenceResolver(for unit: MarkdownUnit, on page: PageRecord, assets: Set<String>) -> TextReferenceResolver {
        TextReferenceResolver(
            index: index, page: page, assets: assets, text: unit.text,
            rootToken: unit.isPortable ? ResolvedContent.rootToken : nil)
    }

    /// Reading-path steps that name a `#fragment` the target page does not have.
    func pathFragmentDiagnostics(fragments: [String: Set<String>]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for path in site.paths {
            for step in path.stops {
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

/// What `LinkResolver` learned about each text in the previous build, so an unchanged text is
/// neither parsed nor rendered again. Kept by `serve` between rebuilds; a cold build uses none.
public final class ResolutionCache: @unchecked Sendable {
    /// The parts of a parsed text that resolution needs (the cmark tree itself is not kept).
    struct Parsed: Sendable {
        var headings: [Heading]
        var references: [Reference]
        var rawHTML: [Position]
        var pipeTables: [Position]
        var codeBlocks: [CodeBlock]

        init(_ document: MarkdownDocument) {
            headings = document.headings
            references = document.references
            rawHTML = document.rawHTML
            pipeTables = document.pipeTables
            codeBlocks = document.codeBlocks
        }
    }

    struct Entry: Sendable {
        /// The inputs the HTML depends on: the Markdown, the ids taken before it, where its links go.
        var text: String
        var reserved: Set<String>
        var parsed: Parsed
        var links: [ResolvedLink?]
        var html: String
    }

    private(set) var entries: [MarkdownUnit.Key: Entry] = [:]
    /// Texts whose HTML the last resolution reused.
    public private(set) var reusedCount = 0

    public init() {}

    func replace(_ entries: [MarkdownUnit.Key: Entry], reused: Int) {
        self.entries = entries
        reusedCount = reused
    }
}

extension Array where Element: Equatable {
    /// Keeps the first of each run of equal elements (in a sorted array: each element once).
    mutating func removeAdjacentDuplicates() {
        guard count > 1 else { return }
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
    }
}
