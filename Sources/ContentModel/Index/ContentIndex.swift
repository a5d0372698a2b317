import Diagnostics
import Parallelism

/// Look-up tables over the model: pages by id, symbols by id and by display name, members by parent.
/// Built once after loading; used by validation, resolution and rendering.
public struct ContentIndex: Sendable {
    /// Every page by id, generated pages (home, indexes, mapping) included.
    public private(set) var pages: [String: PageRecord] = [:]
    /// Pages in a stable order (generated pages, then content in model order).
    public private(set) var orderedPages: [PageRecord] = []
    /// Symbols by id.
    public private(set) var symbols: [String: Symbol] = [:]
    /// External symbols (`external-symbols.yaml`) by id.
    public private(set) var externalSymbols: [String: ExternalSymbol] = [:]
    /// Display name → symbol ids with that name (several when ambiguous, then sorted).
    public private(set) var symbolsByTitle: [String: [String]] = [:]
    /// Parent id → member ids, in model order.
    public private(set) var members: [String: [String]] = [:]
    /// Sources (`sources.yaml`) by id.
    public private(set) var sources: [String: Source] = [:]
    /// Guides by id.
    public private(set) var guides: [String: Guide] = [:]
    /// Every name `symbol(named:)` answers for (ids, display names, external symbols) with its answer,
    /// so a look-up is one hash of the name (every `code` span of every text is looked up).
    private var lookups: [String: SymbolLookup] = [:]
    /// Ids that more than one page claimed (reported by validation; the first one wins here).
    public private(set) var duplicateClaims: [(id: String, file: String?, firstFile: String?)] = []

    /// The index of a site that differs from the indexed one only in the bodies and front matter of
    /// the pages `ids` — same ids, files, kinds, frameworks and parents, no duplicate ids (what
    /// `serve`'s page-edit path guarantees): their records, symbols and guides are replaced, and
    /// the look-up by title is rebuilt when a title changed. Output paths stay as they were.
    public func updatingPages(from site: Site, ids: Set<String>) -> ContentIndex {
        var index = self
        var retitled = false
        var recordsChanged = false
        func update(_ id: String, title: String, summary: String) {
            guard var record = index.pages[id], record.title != title || record.summary != summary else { return }
            retitled = retitled || (record.kind == .symbol && record.title != title)
            recordsChanged = true
            record.title = title
            record.summary = summary
            index.pages[id] = record
        }
        for number in site.symbols.indices where ids.contains(site.symbols[number].id) {
            let symbol = site.symbols[number]
            guard index.symbols[symbol.id] != nil else { continue }
            index.symbols[symbol.id] = symbol
            update(symbol.id, title: symbol.title, summary: symbol.summary)
        }
        for article in site.articles where ids.contains(article.id) {
            update(article.id, title: article.title, summary: article.summary)
        }
        for guide in site.guides where ids.contains(guide.id) && index.guides[guide.id] != nil {
            index.guides[guide.id] = guide
            update(guide.id, title: guide.title, summary: guide.summary)
        }
        if recordsChanged {
            for number in index.orderedPages.indices where ids.contains(index.orderedPages[number].id) {
                index.orderedPages[number] = index.pages[index.orderedPages[number].id]!
            }
        }
        if retitled {
            index.symbolsByTitle = [:]
            for symbol in site.symbols where index.symbols[symbol.id]?.file == symbol.file {
                index.symbolsByTitle[symbol.title, default: []].append(symbol.id)
            }
            index.sortAmbiguousTitles()
            index.makeLookups()
        } else {
            // Same names: only the answers naming the edited symbols change (by id, and by their
            // name where it is theirs alone and no id).
            for id in ids {
                guard let symbol = index.symbols[id] else { continue }
                index.lookups[id] = .found(symbol)
                if index.symbols[symbol.title] == nil, index.symbolsByTitle[symbol.title] == [id] {
                    index.lookups[symbol.title] = .found(symbol)
                }
            }
        }
        return index
    }

    /// Indexes a loaded model.
    public init(site: Site) {
        // Sized up front: growing the tables rehashed every id several times (this runs on one core).
        let pageCount = 6 + site.symbols.count + site.articles.count + site.guides.count + site.paths.count
        pages.reserveCapacity(pageCount)
        orderedPages.reserveCapacity(pageCount)
        symbols.reserveCapacity(site.symbols.count)
        symbolsByTitle.reserveCapacity(site.symbols.count)
        add(
            PageRecord(
                id: "home", kind: .home, title: site.home?.title ?? site.config.title,
                summary: site.home?.summary ?? site.config.description, outputPath: OutputPaths.home,
                file: site.home?.file))
        add(
            PageRecord(
                id: "symbols", kind: .symbolIndex, title: "Symbols",
                summary: "Every symbol, grouped by framework and kind.", outputPath: OutputPaths.symbolIndex))
        add(
            PageRecord(
                id: "guides", kind: .guideIndex, title: "Migration Guides",
                summary: "Step-by-step migrations.", outputPath: OutputPaths.guideIndex))
        add(
            PageRecord(
                id: "paths", kind: .pathIndex, title: "Reading Paths",
                summary: "Ordered journeys through the reference.", outputPath: OutputPaths.pathIndex))
        add(
            PageRecord(
                id: "articles", kind: .articleIndex, title: "Articles",
                summary: "Concepts and decision guides.", outputPath: OutputPaths.articleIndex))
        if let mapping = site.mapping {
            add(
                PageRecord(
                    id: "mapping", kind: .mapping, title: mapping.title, summary: mapping.summary,
                    outputPath: OutputPaths.mapping, file: mapping.file))
        }
        let symbolPaths = ContentIndex.disambiguatedPaths(site.symbols)
        for (offset, symbol) in site.symbols.enumerated() {
            let record = PageRecord(
                id: symbol.id, kind: .symbol, title: symbol.title, summary: symbol.summary,
                outputPath: symbolPaths[offset], file: symbol.file)
            guard add(record) else { continue }
            symbols[symbol.id] = symbol
            symbolsByTitle[symbol.title, default: []].append(symbol.id)
            if let parent = symbol.parent?.value { members[parent, default: []].append(symbol.id) }
        }
        for article in site.articles {
            add(
                PageRecord(
                    id: article.id, kind: .article, title: article.title, summary: article.summary,
                    outputPath: OutputPaths.article(id: article.id), file: article.file))
        }
        for guide in site.guides {
            if add(
                PageRecord(
                    id: guide.id, kind: .guide, title: guide.title, summary: guide.summary,
                    outputPath: OutputPaths.guide(id: guide.id), file: guide.file))
            {
                guides[guide.id] = guide
            }
        }
        for path in site.paths {
            add(
                PageRecord(
                    id: path.id, kind: .path, title: path.title, summary: path.summary,
                    outputPath: OutputPaths.path(id: path.id), file: path.file))
        }
        for external in site.externalSymbols where externalSymbols[external.id] == nil {
            externalSymbols[external.id] = external
        }
        for source in site.sources where sources[source.id] == nil {
            sources[source.id] = source
        }
        sortAmbiguousTitles()
        makeLookups()
    }

    /// Fills `lookups`: ids win over display names, which win over external symbols.
    private mutating func makeLookups() {
        var table: [String: SymbolLookup] = Dictionary(
            minimumCapacity: externalSymbols.count + symbolsByTitle.count + symbols.count)
        for (id, external) in externalSymbols { table[id] = .external(external) }
        for (title, ids) in symbolsByTitle {
            if ids.count == 1, let symbol = symbols[ids[0]] {
                table[title] = .found(symbol)
            } else {
                table[title] = .ambiguous(ids)
            }
        }
        for (id, symbol) in symbols { table[id] = .found(symbol) }
        lookups = table
    }

    /// Sorts the ids of each name several symbols share, once: `symbol(named:)` returns them
    /// sorted, and a site's many `code` spans naming a shared member sorted them on every look-up.
    private mutating func sortAmbiguousTitles() {
        for (title, ids) in symbolsByTitle where ids.count > 1 { symbolsByTitle[title] = ids.sorted() }
    }

    /// Output paths of symbols. Where two names differ only in case (`RootScene`, `rootScene`),
    /// each gets its kind as a suffix (`rootscene-associated-type.html`), like DocC does; where
    /// the kinds agree as well (and for a graph's overloads that differ only in punctuation,
    /// `removeFirst()` and `removeFirst(_:)`), the second id in order gets `-2`, the third `-3`.
    static func disambiguatedPaths(_ symbols: [Symbol]) -> [String] {
        // On all cores: one file name per symbol was serial work while the index is built.
        var paths = Parallel.map(symbols) { OutputPaths.symbol(id: $0.id, framework: $0.framework) }
        var groups: [String: [Int]] = [:]
        for (offset, path) in paths.enumerated() { groups[path.lowercased(), default: []].append(offset) }
        for (_, offsets) in groups where offsets.count > 1 && Set(offsets.map { symbols[$0].id }).count > 1 {
            for offset in offsets {
                paths[offset] = String(paths[offset].dropLast(5)) + "-" + symbols[offset].kind.rawValue + ".html"
            }
            // Same kind too (overloads of a graph such as `removeFirst()` and `removeFirst(_:)`,
            // or pages standing in for graph symbols whose kind they leave to the graph): the
            // ids, in order, number the files after the first. Authored ids that differ in
            // punctuation (`A-b`, `A(b)`) are not numbered: the collision is reported.
            var byKindPath: [String: [Int]] = [:]
            for offset in offsets {
                let symbol = symbols[offset]
                let key = symbol.graph != nil ? "" : symbol.id.lowercased()
                byKindPath[paths[offset].lowercased() + "\u{0}" + key, default: []].append(offset)
            }
            for (_, same) in byKindPath where same.count > 1 {
                for (rank, offset) in same.sorted(by: { symbols[$0].id < symbols[$1].id }).enumerated() where rank > 0 {
                    paths[offset] = String(paths[offset].dropLast(5)) + "-\(rank + 1).html"
                }
            }
        }
        return paths
    }

    @discardableResult
    private mutating func add(_ record: PageRecord) -> Bool {
        // One hash of the id in the usual case; a duplicate puts the first claim back.
        if let existing = pages.updateValue(record, forKey: record.id) {
            pages[record.id] = existing
            duplicateClaims.append((record.id, record.file, existing.file))
            return false
        }
        orderedPages.append(record)
        return true
    }

    /// A symbol by id, or by a display name that only one symbol has.
    public func symbol(named name: String) -> SymbolLookup {
        lookups[name] ?? .notFound
    }

    /// What `symbol(named:)` would answer without `lookups` (for the tests).
    func symbolByTrying(named name: String) -> SymbolLookup {
        if let symbol = symbols[name] { return .found(symbol) }
        if let ids = symbolsByTitle[name] {
            if ids.count == 1, let symbol = symbols[ids[0]] { return .found(symbol) }
            return .ambiguous(ids)
        }
        if let external = externalSymbols[name] { return .external(external) }
        return .notFound
    }

    /// What a name looks up to: a symbol, an external symbol, several candidates, or nothing.
    public enum SymbolLookup: Sendable {
        case found(Symbol)
        case external(ExternalSymbol)
        case ambiguous([String])
        case notFound
    }

    /// Every name a reference could use, for "did you mean" hints.
    public var referenceableNames: [String] {
        Array(pages.keys) + Array(symbolsByTitle.keys) + Array(externalSymbols.keys)
    }

    /// Members of a type in model order.
    public func members(of id: String) -> [Symbol] {
        (members[id] ?? []).compactMap { symbols[$0] }
    }

    /// The members of `id` grouped by topic, groups in model order of first appearance. A kind's
    /// group (members no author placed) lists them by name, as DocC does: a graph's own order is
    /// the compiler's and may change between toolchains.
    public func topics(of id: String) -> [(title: String, members: [Symbol])] {
        var order: [String] = []
        var byTopic: [String: [Symbol]] = [:]
        for member in members(of: id) {
            let topic = member.topic ?? member.kind.defaultTopic
            if byTopic[topic] == nil { order.append(topic) }
            byTopic[topic, default: []].append(member)
        }
        return order.map { topic in
            let group = byTopic[topic]!
            guard group.allSatisfy({ $0.topic == nil }) else { return (topic, group) }
            return (topic, group.sorted { ($0.title, $0.id) < ($1.title, $1.id) })
        }
    }
}
