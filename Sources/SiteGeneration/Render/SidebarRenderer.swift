import ContentModel
import Diagnostics
import Foundation
import Templating

/// Renders each page's sidebar through `partials/sidebar` (which sees only `nav`) and shares the
/// work between pages.
///
/// Two pages in the same folder whose sidebars open the same sections and show the same windows
/// (`Navigation.plan`) differ only in their entries' HTML: which one is current. So the partial is
/// rendered once per (folder, plan) with a unique marker in place of each page entry's HTML, split
/// at the markers into a *skeleton*, and each page's sidebar is the skeleton's pieces with the
/// entries' HTML between them (each non-current entry rendered once per folder). The result is
/// exactly the partial rendered with the page's own view model: a marker survives only where the
/// partial prints an entry's HTML verbatim, so a skeleton is used only when every marker appears
/// exactly once and in order, and no entry's HTML is empty (a section over it would then render
/// nothing). Any other partial is rendered page by page. Thread-safe.
final class SidebarRenderer: @unchecked Sendable {
    static let template = "partials/sidebar"

    private let navigation: Navigation
    private let templates: TemplateSet
    private let cache: Cache
    /// Bounds on what is kept (a 50,000-page site with pruned sidebars has a window per type).
    static let maximumSkeletons = 4096
    static let maximumEntries = 200_000

    /// Unique per process, so no page text can contain it.
    private static let markerPrefix = Array("<!-- scenedocs SIDEBAR-ENTRY \(UUID().uuidString) ".utf8)

    /// Skeletons and entries, kept between builds by `serve`. Skeletons stay while the templates
    /// and the sidebar's structure (sections, headings, the pages listed and their order) stay; an
    /// entry is reused only for a page with the same title, kind and path.
    final class Cache: @unchecked Sendable {
        fileprivate let lock = NSLock()
        fileprivate var skeletons: [SkeletonKey: Skeleton?] = [:]
        /// Folder → page id → the page's non-current entry as seen from that folder, and what it shows.
        fileprivate var entries: [String: [String: Entry]] = [:]
        fileprivate var entryCount = 0
        private var fingerprint: (templates: Int, structure: Int)?
        /// Sidebars made from a skeleton made for an earlier page (for the tests).
        private(set) var sharedCount = 0

        init() {}

        fileprivate func begin(templates: Int, structure: Int) {
            lock.lock()
            defer { lock.unlock() }
            if fingerprint?.templates != templates {
                entries = [:]
                entryCount = 0
            }
            if fingerprint?.templates != templates || fingerprint?.structure != structure { skeletons = [:] }
            fingerprint = (templates, structure)
        }

        fileprivate func countShared() { sharedCount += 1 }

        /// Keeps entries made for `folder`. The caller must hold no copy of the folder's table:
        /// the table is then updated in place (a copy held while inserting made each insert copy
        /// the whole table, ~4,000 instructions per entry of a 10,000-page build).
        fileprivate func store(_ made: [(id: String, entry: Entry)], folder: String) {
            lock.lock()
            defer { lock.unlock() }
            for (id, entry) in made {
                if entryCount >= SidebarRenderer.maximumEntries {
                    entries = [:]
                    entryCount = 0
                }
                if entries[folder, default: [:]].updateValue(entry, forKey: id) == nil { entryCount += 1 }
            }
        }
    }

    fileprivate struct Entry {
        var title: String
        var kind: PageKind
        var path: String
        var html: [UInt8]
    }

    /// Sidebars made from a skeleton made for an earlier page (for the tests).
    var sharedCount: Int {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        return cache.sharedCount
    }

    init(navigation: Navigation, templates: TemplateSet, cache: Cache = Cache()) {
        self.navigation = navigation
        self.templates = templates
        self.cache = cache
        cache.begin(templates: templates.sourceHash, structure: navigation.structureHash())
    }

    /// The pieces of the sidebars of one (folder, plan) between their page entries, and each page
    /// entry's non-current HTML as seen from the folder, in order (looked up once per skeleton
    /// instead of once per entry of every page).
    fileprivate final class Skeleton: @unchecked Sendable {
        let pieces: [[UInt8]]
        /// Nil for the page the skeleton was made for (its entry there is the current one).
        let entries: [Entry?]

        init(pieces: [[UInt8]], entries: [Entry?]) {
            self.pieces = pieces
            self.entries = entries
        }
    }

    fileprivate struct SkeletonKey: Hashable {
        var folder: String
        /// Per section: open (0/1), window start and end.
        var windows: [Int]
    }

    /// The sidebar of `page`, as `partials/sidebar` renders it with `nav` = `Navigation.sidebar(current: page)`.
    func render(for page: PageRecord) -> [UInt8] {
        let plan = navigation.plan(current: page)
        let folder = SidebarRenderer.folder(of: page.outputPath)
        var windows: [Int] = []
        windows.reserveCapacity(plan.count * 3)
        for section in plan {
            windows.append(section.isOpen ? 1 : 0)
            windows.append(section.range.lowerBound)
            windows.append(section.range.upperBound)
        }
        let key = SkeletonKey(folder: folder, windows: windows)
        guard let skeleton = skeleton(key, plan: plan, page: page) else { return direct(page) }
        let pieces = skeleton.pieces
        var output: [UInt8] = []
        output.reserveCapacity(pieces.reduce(0) { $0 + $1.count } + 128 * (pieces.count - 1))
        output.append(contentsOf: pieces[0])
        var next = 1
        for section in plan {
            for entry in navigation.sections[section.number].entries[section.range] {
                guard case .page(let record) = entry else { continue }
                let html: [UInt8]
                if record.id == page.id {
                    html = navigation.itemBytes(record, on: page)
                } else if let known = skeleton.entries[next - 1], known.title == record.title,
                    known.kind == record.kind, known.path == record.outputPath
                {
                    html = known.html
                } else {
                    html = shared(record, folder: folder, page: page)
                }
                if html.isEmpty { return direct(page) }
                output.append(contentsOf: html)
                output.append(contentsOf: pieces[next])
                next += 1
            }
        }
        return output
    }

    /// The partial rendered with the page's own view model (no sharing).
    func direct(_ page: PageRecord) -> [UInt8] {
        templates.renderBytes(SidebarRenderer.template, ["nav": navigation.sidebar(current: page)] as ViewModel)
    }

    /// Warnings for templates written for the layout that laid out the sidebar itself: `nav` is
    /// given to `partials/sidebar` alone, so elsewhere it renders nothing.
    static func check(_ templates: TemplateSet, displayPrefix: String) -> [Diagnostic] {
        templates.templates(using: "nav").filter { $0 != template }.map { name in
            .warning(
                .templateSidebar, "'nav' is given only to \(template).mustache; here it renders nothing",
                at: .file("\(displayPrefix)/\(name).mustache"),
                hint: "move the sidebar's sections into \(displayPrefix)/\(template).mustache and print it here with {{{sidebar}}}")
        }
    }

    /// The folder part of an output path (`symbols/uikit/` of `symbols/uikit/uiscene.html`):
    /// relative links depend only on it.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[...slash])
    }

    private func shared(_ record: PageRecord, folder: String, page: PageRecord) -> [UInt8] {
        cache.lock.lock()
        if let entry = cache.entries[folder]?[record.id], entry.title == record.title, entry.kind == record.kind,
            entry.path == record.outputPath
        {
            cache.lock.unlock()
            return entry.html
        }
        cache.lock.unlock()
        let html = navigation.itemBytes(record, on: page)
        cache.store([(record.id, Entry(title: record.title, kind: record.kind, path: record.outputPath, html: html))], folder: folder)
        return html
    }

    /// The pieces between the page entries of the sidebars `key` stands for, or nil when the
    /// partial cannot be split (then every page renders its own).
    private func skeleton(_ key: SkeletonKey, plan: [Navigation.SectionPlan], page: PageRecord) -> Skeleton? {
        cache.lock.lock()
        if let found = cache.skeletons[key] {
            if found != nil { cache.countShared() }
            cache.lock.unlock()
            return found
        }
        cache.lock.unlock()
        var count = 0
        let model = navigation.viewModel(plan, from: page) { _ in
            defer { count += 1 }
            return SidebarRenderer.marker(count)
        }
        let rendered = templates.renderBytes(SidebarRenderer.template, ["nav": model] as ViewModel)
        let skeleton = SidebarRenderer.split(rendered, markers: count).map { pieces in
            // Each page entry's non-current HTML as seen from this folder (nil for `page`'s own
            // entry, which is its current one here). The folder's known entries are fetched once
            // (a lock and two look-ups per entry showed in the profile); the missing ones are made
            // here and stored together once that copy of the folder's table is let go.
            cache.lock.lock()
            var known = cache.entries[key.folder] ?? [:]
            cache.lock.unlock()
            var entries: [Entry?] = []
            entries.reserveCapacity(pieces.count - 1)
            var made: [(id: String, entry: Entry)] = []
            for section in plan {
                for entry in navigation.sections[section.number].entries[section.range] {
                    guard case .page(let record) = entry else { continue }
                    guard record.id != page.id else {
                        entries.append(nil)
                        continue
                    }
                    if let found = known[record.id], found.title == record.title, found.kind == record.kind,
                        found.path == record.outputPath
                    {
                        entries.append(found)
                        continue
                    }
                    let entry = Entry(
                        title: record.title, kind: record.kind, path: record.outputPath,
                        html: navigation.itemBytes(record, on: page))
                    entries.append(entry)
                    made.append((record.id, entry))
                }
            }
            known = [:]
            if !made.isEmpty { cache.store(made, folder: key.folder) }
            return Skeleton(pieces: pieces, entries: entries)
        }
        cache.lock.lock()
        if cache.skeletons.count >= SidebarRenderer.maximumSkeletons { cache.skeletons = [:] }
        cache.skeletons[key] = .some(skeleton)
        cache.lock.unlock()
        return skeleton
    }

    /// The marker of entry `number` of a skeleton (the first `cachedMarkers` made once: building each
    /// marker for every skeleton was 0.5 % of a 10,000-page build).
    static func marker(_ number: Int) -> String {
        number < cachedMarkers.count ? cachedMarkers[number] : makeMarker(number)
    }

    private static func makeMarker(_ number: Int) -> String { markerPrefixText + String(number) + " -->" }
    private static let cachedMarkers = (0..<512).map(makeMarker)

    private static let markerPrefixText = String(decoding: markerPrefix, as: UTF8.self)
    private static let markerClosing = Array(" -->".utf8)

    /// `rendered` cut at markers 0..<count, when each appears exactly once, in order, and no
    /// other marker appears.
    static func split(_ rendered: [UInt8], markers count: Int) -> [[UInt8]]? {
        var pieces: [[UInt8]] = []
        pieces.reserveCapacity(count + 1)
        var start = 0
        var number = 0
        var search = 0
        while let found = ByteSearch.first(markerPrefix, in: rendered, from: search) {
            guard number < count, let end = markerEnd(rendered, at: found + markerPrefix.count, number: number)
            else { return nil }
            pieces.append(Array(rendered[start..<found]))
            start = end
            search = end
            number += 1
        }
        guard number == count else { return nil }
        pieces.append(Array(rendered[start...]))
        return pieces
    }

    /// Where the marker of `number` ends when `rendered` holds its number and ` -->` at `offset`
    /// (`"\(number) -->"`, compared without making that string for each of a skeleton's markers).
    private static func markerEnd(_ rendered: [UInt8], at offset: Int, number: Int) -> Int? {
        var divisor = 1
        while number / divisor >= 10 { divisor *= 10 }
        var position = offset
        while divisor > 0 {
            guard position < rendered.count, rendered[position] == UInt8(ascii: "0") + UInt8(number / divisor % 10)
            else { return nil }
            position += 1
            divisor /= 10
        }
        let closing = markerClosing
        guard position + closing.count <= rendered.count,
            rendered[position..<(position + closing.count)].elementsEqual(closing)
        else { return nil }
        return position + closing.count
    }
}
