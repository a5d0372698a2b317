import ContentModel

/// The sidebar: start pages, reading paths, guides, articles, and types by framework.
///
/// The tree is computed once per build; each page only fills in its relative links, which
/// section is open and which entry is current.
///
/// Large sites get a *pruned* sidebar (like MkDocs Material's `navigation.prune`): when the whole
/// tree would exceed `pruneAbove` links, closed sections carry only a link to their overview page,
/// and the open section shows a window of `windowRadius` entries each side of the current one plus
/// that link. Every page's sidebar then has a bounded size, so output grows linearly with the site
/// instead of quadratically. Smaller sites keep the full tree on every page.
struct Navigation {
    static let pruneAbove = 300
    static let windowRadius = 20

    enum Entry {
        case heading(String)
        case page(PageRecord)
    }

    struct Section {
        var title: String
        var entries: [Entry]
        /// Where a pruned section links to ("All 12 articles").
        var overview: (id: String, fragment: String?, label: String)?
        var alwaysOpen = false
    }

    let sections: [Section]
    let isPruned: Bool
    private let index: ContentIndex
    /// Page id → (section, entry position) of every page the sidebar lists.
    private let positions: [String: [(section: Int, entry: Int)]]

    init(site: Site, index: ContentIndex) {
        self.index = index
        var sections: [Section] = []
        func pages(_ ids: [String]) -> [Entry] { ids.compactMap { index.pages[$0].map(Entry.page) } }
        func add(_ section: Section) { if !section.entries.isEmpty { sections.append(section) } }

        add(Section(title: "Start", entries: pages(["home", "mapping", "symbols"]), alwaysOpen: true))
        add(Section(title: "Reading Paths", entries: pages(site.paths.map(\.id)),
                    overview: ("paths", nil, "All reading paths")))
        add(Section(title: "Migration Guides", entries: pages(site.guides.map(\.id)),
                    overview: ("guides", nil, "All migration guides")))
        add(Section(title: "Articles", entries: pages(site.articles.map(\.id)),
                    overview: ("articles", nil, "All articles")))
        // Types (symbols without a parent) by framework, grouped by kind (Protocols, Classes, …).
        let types = site.symbols.filter { index.symbols[$0.id] == $0 && $0.parent == nil }
        var byFramework: [String: [Symbol]] = [:]
        for type in types { byFramework[type.framework, default: []].append(type) }
        for framework in byFramework.keys.sorted() {
            let sorted = byFramework[framework]!.sorted { $0.title < $1.title }
            var entries: [Entry] = []
            for kind in SymbolKind.allCases {
                let ofKind = sorted.filter { $0.kind == kind }
                guard !ofKind.isEmpty else { continue }
                entries.append(.heading(kind.defaultTopic))
                entries += pages(ofKind.map(\.id))
            }
            add(Section(title: framework, entries: entries,
                        overview: ("symbols", "framework-" + OutputPaths.segment(framework), "All \(framework) symbols")))
        }

        var positions: [String: [(section: Int, entry: Int)]] = [:]
        var links = 0
        for (sectionNumber, section) in sections.enumerated() {
            for (entryNumber, entry) in section.entries.enumerated() {
                guard case .page(let record) = entry else { continue }
                positions[record.id, default: []].append((sectionNumber, entryNumber))
                links += 1
            }
        }
        self.sections = sections
        self.positions = positions
        self.isPruned = links > Navigation.pruneAbove
    }

    /// The entry that makes a section open for `current`: the page itself, or for a member the
    /// nearest ancestor type the sidebar lists.
    private func anchor(for current: PageRecord) -> [(section: Int, entry: Int)] {
        if let found = positions[current.id] { return found }
        var ancestor = index.symbols[current.id]?.parent?.value
        var seen: Set<String> = []
        while let id = ancestor, seen.insert(id).inserted {
            if let found = positions[id] { return found }
            ancestor = index.symbols[id]?.parent?.value
        }
        return []
    }

    func sidebar(current: PageRecord) -> [[String: Any]] {
        let anchors = anchor(for: current)
        return sections.enumerated().map { number, section in
            let anchorEntries = anchors.filter { $0.section == number }.map(\.entry)
            let open = section.alwaysOpen || !anchorEntries.isEmpty
            var range = section.entries.indices
            var overview: [String: Any]?
            if isPruned, !section.alwaysOpen, let target = section.overview, let record = index.pages[target.id] {
                if let center = anchorEntries.first {
                    let lower = max(0, center - Navigation.windowRadius)
                    range = lower..<min(section.entries.count, center + Navigation.windowRadius + 1)
                } else {
                    range = 0..<0
                }
                if range.count < section.entries.count {
                    let href = OutputPaths.relative(from: current.outputPath, to: record.outputPath)
                        + (target.fragment.map { "#" + $0 } ?? "")
                    overview = ["title": target.label, "href": href]
                }
            }
            var items: [[String: Any]] = []
            // A window that starts inside a kind group still shows the group's heading.
            if range.lowerBound > 0, case .page = section.entries[range.lowerBound],
                let heading = section.entries[..<range.lowerBound].last(where: {
                    if case .heading = $0 { return true } else { return false }
                }), case .heading(let title) = heading
            {
                items.append(["title": title, "isHeading": true])
            }
            for entry in section.entries[range] {
                switch entry {
                case .heading(let title):
                    items.append(["title": title, "isHeading": true])
                case .page(let record):
                    items.append([
                        "title": record.title,
                        "href": OutputPaths.relative(from: current.outputPath, to: record.outputPath),
                        "isCurrent": record.id == current.id,
                        "isSymbol": record.kind == .symbol,
                    ])
                }
            }
            var result: [String: Any] = ["title": section.title, "items": items, "isOpen": open]
            if let overview { result["overview"] = overview }
            return result
        }
    }
}
