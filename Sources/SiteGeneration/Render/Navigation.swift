import ContentModel

/// The sidebar: start pages, reading paths, guides, articles, and types by framework.
struct Navigation {
    let site: Site
    let index: ContentIndex

    func sidebar(current: PageRecord) -> [[String: Any]] {
        func item(_ id: String) -> [String: Any]? {
            guard let record = index.pages[id] else { return nil }
            return [
                "title": record.title,
                "href": OutputPaths.relative(from: current.outputPath, to: record.outputPath),
                "isCurrent": record.id == current.id,
                "isSymbol": record.kind == .symbol,
            ]
        }
        var sections: [[String: Any]] = []
        func section(_ title: String, _ ids: [String]) {
            let items = ids.compactMap(item)
            guard !items.isEmpty else { return }
            let open = ids.contains(current.id)
            sections.append(["title": title, "items": items, "isOpen": open || title == "Start"])
        }
        section("Start", ["home", "mapping", "symbols"].filter { index.pages[$0] != nil })
        section("Reading Paths", site.paths.map(\.id))
        section("Migration Guides", site.guides.map(\.id))
        section("Articles", site.articles.map(\.id))
        let types = site.symbols.filter { index.symbols[$0.id] == $0 && $0.parent == nil }
        for framework in Set(types.map(\.framework)).sorted() {
            let ids = types.filter { $0.framework == framework }.sorted { $0.title < $1.title }.map(\.id)
            var open = ids.contains(current.id)
            if let symbol = index.symbols[current.id] {
                var ancestor = symbol.parent?.value
                while let id = ancestor {
                    if ids.contains(id) { open = true }
                    ancestor = index.symbols[id]?.parent?.value
                }
            }
            // Types grouped by kind inside each framework (Protocols, Classes, …).
            var items: [[String: Any]] = []
            for kind in SymbolKind.allCases {
                let ofKind = ids.filter { index.symbols[$0]?.kind == kind }
                guard !ofKind.isEmpty else { continue }
                items.append(["title": kind.defaultTopic, "isHeading": true])
                items += ofKind.compactMap(item)
            }
            sections.append(["title": framework, "items": items, "isOpen": open])
        }
        return sections
    }
}
