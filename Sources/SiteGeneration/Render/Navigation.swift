import ContentModel
import Diagnostics
import Foundation
import Markup
import Naming
import Templating

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
///
/// Each entry's `<li>` is rendered through `partials/nav-item.mustache` once per build (twice for
/// a page: as a link and as the current page) with a placeholder for its link, which each page
/// then fills in with its own relative path; `SidebarRenderer` lays the sections out through
/// `partials/sidebar.mustache`, shared between pages with the same `plan`.
struct Navigation {
    static let pruneAbove = 150
    static let windowRadius = 15

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
    private let items: ItemCache

    /// Stands for the link in a rendered item; Mustache leaves it unchanged when escaping.
    static let hrefPlaceholder = "@@scenedocs-nav-href@@"
    static let hrefPlaceholderBytes = Array(hrefPlaceholder.utf8)

    init(site: Site, index: ContentIndex, renderItem: @escaping @Sendable (ViewModel) -> String) {
        self.index = index
        self.items = ItemCache(render: renderItem)
        var sections: [Section] = []
        func pages(_ ids: [String]) -> [Entry] { ids.compactMap { index.pages[$0].map(Entry.page) } }
        func add(_ section: Section) { if !section.entries.isEmpty { sections.append(section) } }

        add(Section(title: "Start", entries: pages(["home", "mapping", "symbols"]), alwaysOpen: true))
        add(
            Section(
                title: "Reading Paths", entries: pages(site.paths.map(\.id)),
                overview: ("paths", nil, "All reading paths")))
        add(
            Section(
                title: "Migration Guides", entries: pages(site.guides.map(\.id)),
                overview: ("guides", nil, "All migration guides")))
        add(
            Section(
                title: "Articles", entries: pages(site.articles.map(\.id)),
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
            add(
                Section(
                    title: framework, entries: entries,
                    overview: ("symbols", "framework-" + PathSegment.of(framework), "All \(framework) symbols")))
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

    /// What one section shows on the page `current`: whether it is open, the window of its entries,
    /// and the overview link of a pruned section (nil when it shows every entry).
    private func window(
        of section: Section, number: Int, anchors: [(section: Int, entry: Int)]
    ) -> (open: Bool, range: Range<Int>, overview: PageRecord?) {
        let anchorEntries = anchors.filter { $0.section == number }.map(\.entry)
        let open = section.alwaysOpen || !anchorEntries.isEmpty
        var range = section.entries.indices
        var overview: PageRecord?
        if isPruned, !section.alwaysOpen, let target = section.overview, let record = index.pages[target.id] {
            if let center = anchorEntries.first {
                let lower = max(0, center - Navigation.windowRadius)
                range = lower..<min(section.entries.count, center + Navigation.windowRadius + 1)
            } else {
                range = 0..<0
            }
            if range.count < section.entries.count { overview = record }
        }
        return (open, range, overview)
    }

    /// What the sidebar of `current` is made of, as text: each section's open state and overview
    /// link, and the headings and page ids it lists. Two builds give a page the same sidebar when
    /// these are equal and none of the listed pages changed its title (`serve` uses this to find
    /// the pages whose sidebar an edit changed without rendering them).
    func outline(current: PageRecord) -> [String] {
        let anchors = anchor(for: current)
        var outline: [String] = []
        for (number, section) in sections.enumerated() {
            let (open, range, overview) = window(of: section, number: number, anchors: anchors)
            outline.append("section \(section.title) \(open) \(overview?.id ?? "-")")
            if let heading = leadingHeading(section, range) { outline.append("heading " + heading) }
            for entry in section.entries[range] {
                switch entry {
                case .heading(let title): outline.append("heading " + title)
                case .page(let record): outline.append(record.id)
                }
            }
        }
        return outline
    }

    /// The pages among `pages` whose sidebar differs from their sidebar in `old`, a sidebar of the
    /// same pages before some of them changed their titles (`retitled`): a sidebar lists titles,
    /// sorted by title. Works section by section from the positions whose entry changed, without
    /// building any page's sidebar (`outline` is the slow, obvious way, kept for the tests).
    func pagesWithChangedSidebar(from old: Navigation, retitled: Set<String>, pages: [PageRecord]) -> Set<String> {
        let all = Set(pages.map(\.id))
        guard sections.count == old.sections.count, isPruned == old.isPruned else { return all }
        // Per section, the positions whose entry differs (another page, a heading, or a new title).
        var changed: [[Int]] = []
        for (section, before) in zip(sections, old.sections) {
            guard section.title == before.title, section.entries.count == before.entries.count else { return all }
            var positions: [Int] = []
            for (position, (entry, previous)) in zip(section.entries, before.entries).enumerated() {
                switch (entry, previous) {
                case (.heading(let a), .heading(let b)) where a == b: continue
                case (.page(let a), .page(let b)) where a.id == b.id && !retitled.contains(a.id): continue
                case (.page, .page): positions.append(position)
                // Headings (kinds) stay in place while only titles change; anything else: every page.
                default: return all
                }
            }
            // A section every page shows in full changes every sidebar.
            if !positions.isEmpty && (section.alwaysOpen || !isPruned) { return all }
            changed.append(positions)
        }
        var result: Set<String> = []
        for page in pages {
            let anchors = anchor(for: page)
            let previous = old.anchor(for: page)
            guard anchors.map(\.section) == previous.map(\.section) else {
                result.insert(page.id)
                continue
            }
            // A pruned section shows a window around the page's anchor in it: compare the windows
            // entry by entry (an anchor that moved can still show the same entries).
            for (now, before) in zip(anchors, previous) where !changed[now.section].isEmpty {
                let section = sections[now.section]
                let (_, range, _) = window(of: section, number: now.section, anchors: anchors)
                let (_, oldRange, _) = old.window(
                    of: old.sections[before.section], number: before.section, anchors: previous)
                let same =
                    range.count == oldRange.count
                    && leadingHeading(section, range) == old.leadingHeading(old.sections[before.section], oldRange)
                    && zip(section.entries[range], old.sections[before.section].entries[oldRange]).allSatisfy {
                        entry, previous in
                        switch (entry, previous) {
                        case (.heading(let a), .heading(let b)): a == b
                        case (.page(let a), .page(let b)): a.id == b.id && !retitled.contains(a.id)
                        default: false
                        }
                    }
                if !same {
                    result.insert(page.id)
                    break
                }
            }
        }
        return result
    }

    /// A window that starts inside a kind group still shows the group's heading.
    private func leadingHeading(_ section: Section, _ range: Range<Int>) -> String? {
        guard range.lowerBound > 0, case .page = section.entries[range.lowerBound],
            let heading = section.entries[..<range.lowerBound].last(where: {
                if case .heading = $0 { return true } else { return false }
            }), case .heading(let title) = heading
        else { return nil }
        return title
    }

    /// A hash of the sidebar's shape: sections (title, overview, always open), where its headings
    /// are and where pages are (not which pages: a skeleton has a marker for each), and whether it
    /// is pruned. Sidebar skeletons (`SidebarRenderer`) depend on nothing else of the site.
    func structureHash() -> Int {
        var hasher = Hasher()
        hasher.combine(isPruned)
        for section in sections {
            hasher.combine(section.title)
            hasher.combine(section.alwaysOpen)
            hasher.combine(section.overview?.id)
            hasher.combine(section.overview?.fragment)
            hasher.combine(section.overview?.label)
            hasher.combine(section.entries.count)
            for entry in section.entries {
                switch entry {
                case .heading(let title):
                    hasher.combine(0)
                    hasher.combine(title)
                case .page:
                    hasher.combine(1)
                }
            }
        }
        return hasher.finalize()
    }

    /// What one section shows on one page, before any item is rendered.
    struct SectionPlan {
        var number: Int
        var isOpen: Bool
        var range: Range<Int>
        /// The heading of the kind group the window starts in (nil when it starts with a heading).
        var leadingHeading: String?
        /// The overview link of a pruned section: its label and target.
        var overview: (label: String, record: PageRecord, fragment: String?)?
    }

    /// The sections of `current`'s sidebar: which are open and which window of entries each shows.
    /// Pages whose plans are equal and whose folders are equal have the same sidebar except for
    /// which entry is current (`SidebarRenderer` shares the rest between them).
    func plan(current: PageRecord) -> [SectionPlan] {
        let anchors = anchor(for: current)
        return sections.enumerated().map { number, section in
            let (open, range, overviewRecord) = window(of: section, number: number, anchors: anchors)
            var overview: (label: String, record: PageRecord, fragment: String?)?
            if let record = overviewRecord, let target = section.overview {
                overview = (target.label, record, target.fragment)
            }
            return SectionPlan(
                number: number, isOpen: open, range: range, leadingHeading: leadingHeading(section, range),
                overview: overview)
        }
    }

    /// The view model of a sidebar (`partials/sidebar`'s `nav`) from its plan, with each page
    /// entry's HTML from `pageItem` (headings are rendered here).
    func viewModel(
        _ plan: [SectionPlan], from current: PageRecord, pageItem: (PageRecord) -> String
    ) -> [ViewModel] {
        plan.map { sectionPlan in
            let section = sections[sectionPlan.number]
            var items: [ViewModel] = []
            if let title = sectionPlan.leadingHeading { items.append(["html": self.items.heading(title)]) }
            for entry in section.entries[sectionPlan.range] {
                switch entry {
                case .heading(let title): items.append(["html": self.items.heading(title)])
                case .page(let record): items.append(["html": pageItem(record)])
                }
            }
            var result: ViewModel = ["title": section.title, "items": items, "isOpen": sectionPlan.isOpen]
            if let overview = sectionPlan.overview {
                let href =
                    OutputPaths.relative(from: current.outputPath, to: overview.record.outputPath)
                    + (overview.fragment.map { "#" + $0 } ?? "")
                result["overview"] = ["title": overview.label, "href": href]
            }
            return result
        }
    }

    /// The sidebar of `current` as a view model (the obvious way: every item rendered for the page).
    func sidebar(current: PageRecord) -> [ViewModel] {
        viewModel(plan(current: current), from: current) { itemHTML($0, on: current) }
    }

    /// The HTML of `record`'s entry in the sidebar of `current`.
    func itemHTML(_ record: PageRecord, on current: PageRecord) -> String {
        String(decoding: itemBytes(record, on: current), as: UTF8.self)
    }

    /// `itemHTML` as UTF-8, built in one array (what sidebars are assembled from: two string
    /// concatenations and a copy into bytes per entry showed in the profile).
    func itemBytes(_ record: PageRecord, on current: PageRecord) -> [UInt8] {
        itemBytes(record, from: current.outputPath, isCurrent: record.id == current.id)
    }

    /// The HTML of `record`'s entry on the page at output path `path`, current or not.
    func itemBytes(_ record: PageRecord, from path: String, isCurrent: Bool) -> [UInt8] {
        let parts = items.page(record, isCurrent: isCurrent)
        guard let after = parts.after else { return Array(parts.before.utf8) }
        // Escaped the way Mustache escapes `{{href}}` in the item template (the same five characters).
        let href = Escaper.html(OutputPaths.relative(from: path, to: record.outputPath))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.before.utf8.count + href.utf8.count + after.utf8.count)
        bytes += parts.before.utf8
        bytes += href.utf8
        bytes += after.utf8
        return bytes
    }
}
