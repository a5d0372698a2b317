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
/// at the markers into a *skeleton*, and the skeleton is filled once with every entry's non-current
/// HTML as seen from the folder (each rendered once per folder). A page's sidebar is then that
/// filled sidebar with the page's own entries (`current`) put in place of their non-current HTML:
/// two copies of bytes. The result is exactly the partial rendered with the page's own view model:
/// a marker survives only where the partial prints an entry's HTML verbatim, so a skeleton is used
/// only when every marker appears exactly once and in order, and no entry's HTML is empty (a
/// section over it would then render nothing). Any other partial is rendered page by page.
/// Thread-safe.
final class SidebarRenderer: @unchecked Sendable {
    static let template = "partials/sidebar"

    private let navigation: Navigation
    private let templates: TemplateSet
    private let cache: Cache
    /// This renderer's build, as numbered by `cache` (a skeleton filled in another build is filled
    /// again: titles may have changed).
    private let generation: Int
    /// Bounds on what is kept (a 50,000-page site with pruned sidebars has a window per type).
    static let maximumSkeletons = 4096
    static let maximumEntries = 200_000

    /// Unique per process, so no page text can contain it.
    private static let markerPrefix = Array("<!-- scenedocs SIDEBAR-ENTRY \(UUID().uuidString) ".utf8)

    /// Skeletons and entries, kept between builds by `serve`. Skeletons stay while the templates
    /// and the sidebar's structure (sections, headings, the pages listed and their order) stay, and
    /// are filled again in each build; an entry is reused only for a page with the same title, kind
    /// and path.
    final class Cache: @unchecked Sendable {
        fileprivate let lock = NSLock()
        fileprivate var skeletons: [SkeletonKey: Skeleton?] = [:]
        /// Folder → page id → the page's non-current entry as seen from that folder, and what it shows.
        fileprivate var entries: [String: [String: Entry]] = [:]
        fileprivate var entryCount = 0
        private var fingerprint: (templates: Int, structure: Int)?
        /// Builds begun with this cache (each renderer's `generation`).
        private var builds = 0
        /// Sidebars made from a skeleton made for an earlier page (for the tests).
        private(set) var sharedCount = 0

        init() {}

        /// Starts a build: forgets what the templates or the structure invalidate; the build's number.
        fileprivate func begin(templates: Int, structure: Int) -> Int {
            lock.lock()
            defer { lock.unlock() }
            if fingerprint?.templates != templates {
                entries = [:]
                entryCount = 0
            }
            if fingerprint?.templates != templates || fingerprint?.structure != structure { skeletons = [:] }
            fingerprint = (templates, structure)
            builds += 1
            return builds
        }

        fileprivate func countShared() { sharedCount += 1 }

        /// Keeps entries made for `folder`. The caller must hold no copy of the folder's table:
        /// the table is then updated in place (a copy held while inserting would make each insert
        /// copy the whole table).
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
        generation = cache.begin(templates: templates.sourceHash, structure: navigation.structureHash())
    }

    /// The pieces of the sidebars of one (folder, plan) between their page entries, and the
    /// sidebar they make with every entry's non-current HTML (`filled`, for build `filledIn`).
    /// Its variables are read and written under the cache's lock.
    fileprivate final class Skeleton: @unchecked Sendable {
        let pieces: [[UInt8]]
        var filled: Filled?
        /// The build `filled` was made in (0: none yet).
        var filledIn = 0

        init(pieces: [[UInt8]]) {
            self.pieces = pieces
        }
    }

    /// A skeleton with every page entry's non-current HTML in place.
    fileprivate struct Filled {
        var bytes: [UInt8]
        /// Where each page entry is in `bytes`, in order, and its page (and the page's id).
        var slots: [Range<Int>]
        var ids: [String]
        var records: [PageRecord]
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
        guard let filled = filledSkeleton(key, plan: plan, page: page) else { return direct(page) }
        // The page's own entries (a page may be listed more than once) become current ones.
        var output: [UInt8] = []
        var copied = 0
        var current: [UInt8]?
        let id = page.id
        for (number, slot) in filled.slots.enumerated() where filled.ids[number] == id {
            if current == nil {
                current = navigation.itemBytes(filled.records[number], on: page)
                if current!.isEmpty { return direct(page) }
                output.reserveCapacity(filled.bytes.count + current!.count)
            }
            output.append(contentsOf: filled.bytes[copied..<slot.lowerBound])
            output.append(contentsOf: current!)
            copied = slot.upperBound
        }
        guard copied > 0 else { return filled.bytes }
        output.append(contentsOf: filled.bytes[copied...])
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
                hint:
                    "move the sidebar's sections into \(displayPrefix)/\(template).mustache and print it here with {{{sidebar}}}"
            )
        }
    }

    /// The folder part of an output path (`symbols/uikit/` of `symbols/uikit/uiscene.html`):
    /// relative links depend only on it.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[...slash])
    }

    /// The filled skeleton of the sidebars `key` stands for (made, or filled for this build, when
    /// needed), or nil when the partial cannot be split or an entry is empty (then every page
    /// renders its own).
    private func filledSkeleton(_ key: SkeletonKey, plan: [Navigation.SectionPlan], page: PageRecord) -> Filled? {
        cache.lock.lock()
        if let found = cache.skeletons[key] {
            guard let skeleton = found else {
                cache.lock.unlock()
                return nil
            }
            cache.countShared()
            if skeleton.filledIn == generation {
                let filled = skeleton.filled
                cache.lock.unlock()
                return filled
            }
            cache.lock.unlock()
            // Made in an earlier build (`serve`): the pages listed may have new titles.
            let filled = fill(skeleton.pieces, plan: plan, folder: key.folder, page: page)
            cache.lock.lock()
            skeleton.filled = filled
            skeleton.filledIn = generation
            cache.lock.unlock()
            return filled
        }
        cache.lock.unlock()
        var count = 0
        let model = navigation.viewModel(plan, from: page) { _ in
            defer { count += 1 }
            return SidebarRenderer.marker(count)
        }
        let rendered = templates.renderBytes(SidebarRenderer.template, ["nav": model] as ViewModel)
        let skeleton = SidebarRenderer.split(rendered, markers: count).map { Skeleton(pieces: $0) }
        let filled = skeleton.flatMap { fill($0.pieces, plan: plan, folder: key.folder, page: page) }
        skeleton?.filled = filled
        skeleton?.filledIn = generation
        cache.lock.lock()
        if cache.skeletons.count >= SidebarRenderer.maximumSkeletons { cache.skeletons = [:] }
        cache.skeletons[key] = .some(skeleton)
        cache.lock.unlock()
        return filled
    }

    /// `pieces` with each page entry of `plan` between them, as seen (not current) from `folder`
    /// (where `page` is); nil when an entry's HTML is empty. The folder's known entries are looked
    /// up together under the lock, and its table is let go of before the lock is, so another
    /// thread's insert never copies the whole table. The missing entries are made here and stored
    /// together.
    private func fill(_ pieces: [[UInt8]], plan: [Navigation.SectionPlan], folder: String, page: PageRecord) -> Filled?
    {
        var records: [PageRecord] = []
        records.reserveCapacity(pieces.count - 1)
        for section in plan {
            for entry in navigation.sections[section.number].entries[section.range] {
                if case .page(let record) = entry { records.append(record) }
            }
        }
        guard records.count + 1 == pieces.count else { return nil }
        var known: [[UInt8]?] = []
        known.reserveCapacity(records.count)
        cache.lock.lock()
        if let table = cache.entries[folder] {
            for record in records {
                if let found = table[record.id], found.title == record.title, found.kind == record.kind,
                    found.path == record.outputPath
                {
                    known.append(found.html)
                } else {
                    known.append(nil)
                }
            }
        }
        cache.lock.unlock()
        var made: [(id: String, entry: Entry)] = []
        var bytes: [UInt8] = pieces[0]
        var slots: [Range<Int>] = []
        var ids: [String] = []
        slots.reserveCapacity(records.count)
        ids.reserveCapacity(records.count)
        for (number, record) in records.enumerated() {
            let html: [UInt8]
            if number < known.count, let found = known[number] {
                html = found
            } else {
                html = navigation.itemBytes(record, from: page.outputPath, isCurrent: false)
                made.append(
                    (record.id, Entry(title: record.title, kind: record.kind, path: record.outputPath, html: html)))
            }
            if html.isEmpty { return nil }
            slots.append(bytes.count..<(bytes.count + html.count))
            ids.append(record.id)
            bytes += html
            bytes += pieces[number + 1]
        }
        if !made.isEmpty { cache.store(made, folder: folder) }
        return Filled(bytes: bytes, slots: slots, ids: ids, records: records)
    }

    /// The marker of entry `number` of a skeleton (the first `cachedMarkers` are made once).
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
