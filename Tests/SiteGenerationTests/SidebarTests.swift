import CodeHighlighting
import ContentModel
import Foundation
import LinkResolution
import Templating
import TestSupport
import Testing

@testable import SiteGeneration

/// The sidebar is rendered once per (folder, open sections and windows) with markers for its
/// entries and put into each page with a marker for its place (`SidebarRenderer`,
/// `PageRenderer.render(_:_:page:)`). Both shortcuts must give exactly the bytes of the obvious
/// rendering — for the shipped templates and for templates that print the HTML in other ways, where
/// the shortcuts must notice they do not apply.
@Suite(.tags(.heavy), .skippedWhenQuick) struct SidebarTests {
    /// The shipped templates with some files replaced.
    static func templates(_ replaced: [String: String] = [:]) throws -> (TemporaryDirectory, TemplateSet) {
        let folder = try TemporaryDirectory()
        try FileManager.default.copyItem(at: TestPaths.templates, to: folder.path("Templates"))
        try folder.write(
            Dictionary(uniqueKeysWithValues: replaced.map { ("Templates/" + $0.key + ".mustache", $0.value) }))
        let (loaded, diagnostics) = TemplateSet.load(directory: folder.path("Templates"), displayPrefix: "Templates")
        #expect(diagnostics.isEmpty)
        return (folder, try #require(loaded))
    }

    static let shippedSidebar = try! String(
        contentsOf: TestPaths.templates.appendingPathComponent("partials/sidebar.mustache"), encoding: .utf8)

    /// Sidebar partials (and entry partials) that print entries in ways a skeleton cannot stand for.
    static let variants: [(name: String, files: [String: String])] = [
        ("shipped", [:]),
        (
            "escaped entries",
            ["partials/sidebar": shippedSidebar.replacingOccurrences(of: "{{{html}}}", with: "{{html}}")]
        ),
        (
            "transformed entries",
            ["partials/sidebar": shippedSidebar.replacingOccurrences(of: "{{{html}}}", with: "{{{uppercased(html)}}}")]
        ),
        (
            "entries printed twice",
            ["partials/sidebar": shippedSidebar.replacingOccurrences(of: "{{{html}}}", with: "{{{html}}}|{{{html}}}")]
        ),
        (
            "entries reversed",
            [
                "partials/sidebar": shippedSidebar.replacingOccurrences(of: "{{#items}}", with: "{{#reversed(items)}}")
                    .replacingOccurrences(of: "{{/items}}", with: "{{/reversed(items)}}")
            ]
        ),
        ("first entry only", ["partials/sidebar": "{{#nav}}{{#first(items)}}{{{html}}}{{/first(items)}}\n{{/nav}}"]),
        // The current page's entry is empty: a section over it renders nothing for that page only.
        (
            "empty current entry",
            [
                "partials/nav-item": "{{^isCurrent}}<li>{{title}} {{href}}</li>{{/isCurrent}}",
                "partials/sidebar":
                    "{{#nav}}<ul>{{#items}}{{#html}}<b>{{{html}}}</b>{{/html}}{{^html}}(here){{/html}}{{/items}}</ul>\n{{/nav}}",
            ]
        ),
    ]

    @Test(arguments: [(240, 7), (700, 11)])
    func sharedSidebarsAreEachPagesOwn(pages: Int, seed: UInt64) throws {
        let corpus = try PageEditTests.Corpus(pages: pages, seed: seed)
        let index = ContentIndex(site: corpus.site)
        for variant in SidebarTests.variants {
            let (folder, templates) = try SidebarTests.templates(variant.files)
            _ = folder
            let navigation = Navigation(site: corpus.site, index: index) { templates.render("partials/nav-item", $0) }
            let sidebars = SidebarRenderer(navigation: navigation, templates: templates)
            var differing: [String] = []
            for page in index.orderedPages where sidebars.render(for: page) != sidebars.direct(page) {
                differing.append(page.id)
            }
            #expect(
                differing.isEmpty,
                "\(variant.name), \(pages) pages: \(differing.count) sidebars differ, e.g. \(differing.prefix(3))")
            if variant.name == "shipped" {
                #expect(sidebars.sharedCount > index.orderedPages.count / 2, "\(variant.name): skeletons shared")
            }
        }
    }

    /// `serve` keeps skeletons and entries between builds: after a new title (in place, or one that
    /// moves the type to the front of its group) and with other templates, the kept ones must still
    /// give each page its own sidebar.
    @Test func aKeptCacheFollowsTitlesOrderAndTemplates() throws {
        let corpus = try PageEditTests.Corpus(pages: 240, seed: 7)
        let cache = SidebarRenderer.Cache()
        let (folder, shipped) = try SidebarTests.templates()
        let (otherFolder, other) = try SidebarTests.templates([
            "partials/nav-item": "<li>{{title}}|{{href}}{{#isCurrent}}*{{/isCurrent}}</li>"
        ])
        _ = (folder, otherFolder)
        let type = try #require(
            corpus.site.symbols.firstIndex { symbol in
                symbol.parent == nil && corpus.site.symbols.contains { $0.parent?.value == symbol.id }
            })
        let original = corpus.site.symbols[type].title
        let steps: [(name: String, title: String, templates: TemplateSet)] = [
            ("first build", original, shipped), ("again", original, shipped),
            ("new title, same place", original + "Z", shipped), ("new title, first place", "AAAA", shipped),
            ("other templates", "AAAA", other), ("back", original, shipped),
        ]
        var shared = 0
        for step in steps {
            var site = corpus.site
            site.symbols[type].title = step.title
            let index = ContentIndex(site: site)
            let navigation = Navigation(site: site, index: index) { step.templates.render("partials/nav-item", $0) }
            let sidebars = SidebarRenderer(navigation: navigation, templates: step.templates, cache: cache)
            let differing = index.orderedPages.filter { sidebars.render(for: $0) != sidebars.direct($0) }.map(\.id)
            #expect(differing.isEmpty, "\(step.name): \(differing.count) sidebars differ, e.g. \(differing.prefix(3))")
            #expect(sidebars.sharedCount > shared, "\(step.name): skeletons shared")
            shared = sidebars.sharedCount
        }
    }

    @Test func aMarkerIsReplacedOnlyWhenItOccursOnce() {
        let marker = Array("<!-- M -->".utf8)
        let sidebar = Array("<ul>nav</ul>".utf8)
        let once = PageHTML.placing(sidebar, at: marker, in: Array("<p>a</p><!-- M --><p>b</p>".utf8))
        #expect(once.map { String(decoding: $0.bytes, as: UTF8.self) } == "<p>a</p><ul>nav</ul><p>b</p>")
        #expect(once?.sidebar == 8..<20)
        #expect(PageHTML.placing(sidebar, at: marker, in: Array("<!-- M --><!-- M -->".utf8)) == nil)
        #expect(PageHTML.placing(sidebar, at: marker, in: Array("&lt;!-- M --&gt;".utf8)) == nil)
    }

    /// A rendered item is cut at its link placeholder as `range(of:)` cuts it (characters), on
    /// random items with combining and prepended marks next to the placeholder.
    @Test func itemsSplitAtThePlaceholderLikeRangeOf() {
        let pieces = [
            "<a href=\"", Navigation.hrefPlaceholder, "\">", "x", "é", "\u{301}", "\u{0600}", "\r\n", "@@", "@",
        ]
        var random = Random(state: 91)
        for _ in 0..<3000 {
            let html = random.string(from: pieces, length: 1 + Int(random.next() % 6))
            let expected: Navigation.ItemCache.Parts =
                html.range(of: Navigation.hrefPlaceholder).map {
                    (String(html[..<$0.lowerBound]), String(html[$0.upperBound...]))
                } ?? (html, nil)
            let parts = Navigation.ItemCache.split(html)
            #expect(parts.before == expected.before && parts.after == expected.after, "\(html.debugDescription)")
        }
    }

    /// A skeleton is split only where markers 0..<count each appear once, in order (numbers of
    /// several digits included); anything else falls back to rendering page by page.
    @Test func skeletonsSplitOnlyAtTheirMarkersInOrder() {
        func text(_ parts: [String]) -> [UInt8] { Array(parts.joined().utf8) }
        let markers = (0..<12).map { SidebarRenderer.marker($0) }
        let pieces = (0...12).map { "<p>\($0)</p>" }
        var joined: [String] = []
        for number in 0..<12 { joined += [pieces[number], markers[number]] }
        joined.append(pieces[12])
        let split = SidebarRenderer.split(text(joined), markers: 12)
        #expect(split?.map { String(decoding: $0, as: UTF8.self) } == pieces)
        #expect(SidebarRenderer.split(text(joined), markers: 13) == nil, "a marker missing")
        #expect(SidebarRenderer.split(text(joined), markers: 11) == nil, "one marker too many")
        #expect(
            SidebarRenderer.split(text(["a", markers[1], "b", markers[0], "c"]), markers: 2) == nil, "out of order")
        #expect(SidebarRenderer.split(text(["a", markers[0], "b", markers[0], "c"]), markers: 2) == nil, "repeated")
        // Past the markers made once, markers are made on demand the same way.
        let many = (0..<600).map { SidebarRenderer.marker($0) }
        #expect(many[511].hasSuffix(" 511 -->") && many[512].hasSuffix(" 512 -->"))
        #expect(many[511].dropLast(" 511 -->".count) == many[512].dropLast(" 512 -->".count))
        let manyPieces = (0...600).map { "<p>\($0)</p>" }
        var manyJoined: [String] = []
        for number in 0..<600 { manyJoined += [manyPieces[number], many[number]] }
        manyJoined.append(manyPieces[600])
        #expect(
            SidebarRenderer.split(text(manyJoined), markers: 600)?.map { String(decoding: $0, as: UTF8.self) }
                == manyPieces)
        let wrongNumber = markers[1].replacingOccurrences(of: " 1 -->", with: " 10 -->")
        #expect(SidebarRenderer.split(text(["a", markers[0], "b", wrongNumber, "c"]), markers: 2) == nil)
        let unclosed = markers[1].replacingOccurrences(of: " -->", with: " --")
        #expect(SidebarRenderer.split(text(["a", markers[0], "b", unclosed]), markers: 2) == nil)
        #expect(SidebarRenderer.split(text(["only text"]), markers: 0).map { $0.count } == 1)
    }

    @Test func byteSearchFindsWhatFirstRangeFinds() {
        var random = Random(state: 99)
        let alphabet = Array("<!-- SIDEBAR 0 -->ab<".utf8)
        for _ in 0..<2000 {
            let haystack = (0..<Int(random.next() % 60)).map { _ in
                alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            let needle = (0..<Int(1 + random.next() % 4)).map { _ in
                alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            let from = Int(random.next() % UInt64(haystack.count + 1))
            let expected = haystack[from...].firstRange(of: needle)?.lowerBound
            #expect(ByteSearch.first(needle, in: haystack, from: from) == expected, "\(haystack) \(needle) \(from)")
            #expect(ByteSearch.first(Data(needle), in: Data(haystack), from: from) == expected)
            let all = haystack.ranges(of: needle).map(\.lowerBound)
            let nonOverlapping = all.reduce(into: [Int]()) { kept, start in
                if kept.last.map({ start >= $0 + needle.count }) ?? true { kept.append(start) }
            }
            #expect(ByteSearch.only(needle, in: haystack) == (nonOverlapping.count == 1 ? nonOverlapping[0] : nil))
        }
    }

    /// Every page rendered with the sidebar's marker equals the page rendered with the sidebar
    /// itself, for layouts that print it verbatim once (marker used) and in other ways (not used).
    /// (A non-empty sidebar and the marker are both true for a section, so the marker can stand
    /// in for it there.)
    @Test(
        arguments: [
            ("shipped", nil, true),
            ("escaped", "{{sidebar}}", false),
            ("twice", "{{{sidebar}}}{{{sidebar}}}", false),
            ("inside a section", "{{#sidebar}}<div>{{{.}}}</div>{{/sidebar}}{{^sidebar}}none{{/sidebar}}", true),
            ("transformed", "{{{reversed(sidebar)}}}", false),
            ("absent", "", false),
        ] as [(String, String?, Bool)])
    func pagesWithTheMarkerAreThePagesWithTheSidebar(name: String, replacement: String?, usesMarker: Bool) throws {
        var replaced: [String: String] = [:]
        if let replacement {
            let layout = try String(
                contentsOf: TestPaths.templates.appendingPathComponent("layout.mustache"), encoding: .utf8)
            replaced["layout"] = layout.replacingOccurrences(of: "{{{sidebar}}}", with: replacement)
        }
        let (folder, templates) = try SidebarTests.templates(replaced)
        _ = folder
        let content = TestPaths.shippedContent
        let site = ContentLoader(directory: content, displayPrefix: "Content").load().0
        let index = ContentIndex(site: site)
        let samples = SampleCache()
        let resolver = LinkResolver(
            site: site, index: index, codeRenderer: { samples.block($0.code, language: $0.language) })
        let resolved = resolver.resolve(cache: nil, workers: 1)
        var renderer = PageRenderer(
            site: site, index: index, resolved: resolved, texts: resolver.textRenderer(for: resolved),
            templates: templates,
            samples: samples)
        var obvious = renderer
        obvious.placesSidebarByMarker = false
        var placed = 0
        for job in renderer.jobs() {
            let page = renderer.render(job)
            #expect(page.html == obvious.render(job).html, "\(name): \(page.path)")
            if let range = page.sidebar {
                placed += 1
                // The not-found page has no record in the index.
                guard let record = index.pages[PageRenderer.recordID(of: job)] else { continue }
                #expect(
                    Array(page.html[range]) == renderer.sidebars.render(for: record),
                    "\(name): \(page.path) sidebar range")
            }
        }
        #expect((placed > 0) == usesMarker, "\(name): \(placed) pages placed their sidebar by marker")
        renderer.placesSidebarByMarker = true
    }

    /// On the shipped content every page shows the whole sidebar: a type's new title changes every
    /// page, most of them only in the sidebar, which is replaced in place.
    @Test func aNewTitleOnTheShippedContentReplacesSidebarsInPlace() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.copyItem(at: TestPaths.shippedContent, to: folder.path("Content"))
        try FileManager.default.copyItem(at: TestPaths.templates, to: folder.path("Templates"))
        let options = BuildOptions(content: "Content", templates: "Templates", output: "site", relativeTo: folder.url)
        let session = BuildSession(options: options)
        let first = session.build()
        #expect(first.diagnostics.all.isEmpty)
        let file = folder.path("Content/symbols/UIKit/UIScene.md")
        let original = try String(contentsOf: file, encoding: .utf8)
        for title in ["UISceneRenamed", "AAA First Of All"] {
            try original.replacingOccurrences(of: "\nid: UIScene\n", with: "\nid: UIScene\ntitle: \"\(title)\"\n")
                .write(to: file, atomically: true, encoding: .utf8)
            let incremental = session.build()
            let full = Builds.inMemory(options)
            #expect(incremental.diagnostics.all.isEmpty)
            let differing = full.files.keys.filter { incremental.files[$0] != full.files[$0] }.sorted()
            #expect(differing.isEmpty, "\(title): files differ: \(differing.prefix(8)) (\(differing.count) in all)")
            #expect(session.lastReuse.metadataEdit, "\(title): page-edit path")
            #expect(
                session.lastReuse.sidebarsReplaced > first.pageCount / 2,
                "\(title): \(session.lastReuse.sidebarsReplaced) sidebars replaced")
            #expect(
                session.lastReuse.pagesRendered < first.pageCount / 2,
                "\(title): \(session.lastReuse.pagesRendered) pages rendered")
        }
        // Back to the original: the sidebar places recorded by the edits are right again.
        try original.write(to: file, atomically: true, encoding: .utf8)
        let restored = session.build()
        #expect(restored.files == Builds.inMemory(options).files)
        #expect(restored.files == first.files)
    }

    /// A layout written before the sidebar had its own partial still loops over `nav`, which pages
    /// no longer get: a warning names the template and says what to do; the shipped ones get none.
    @Test func aLayoutThatStillLoopsOverNavIsWarnedAbout() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.copyItem(at: TestPaths.shippedContent, to: folder.path("Content"))
        try FileManager.default.copyItem(at: TestPaths.templates, to: folder.path("Templates"))
        let options = BuildOptions(content: "Content", templates: "Templates", output: "site", relativeTo: folder.url)
        #expect(Builds.inMemory(options).diagnostics.all.isEmpty)

        let layout = folder.path("Templates/layout.mustache")
        try String(contentsOf: layout, encoding: .utf8)
            .replacingOccurrences(of: "{{{sidebar}}}", with: SidebarTests.shippedSidebar)
            .write(to: layout, atomically: true, encoding: .utf8)
        let result = Builds.inMemory(options)
        let warnings = result.diagnostics.all
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.code == .templateSidebar)
        #expect(warning.location?.file == "Templates/layout.mustache")
        #expect(warning.hint?.contains("{{{sidebar}}}") == true)
        #expect(!result.files.isEmpty, "a warning does not stop the build")
        #expect(Builds.inMemory(options, strict: true).files.isEmpty, "--strict fails on it")
    }

    /// A layout that escapes the sidebar gives no place to replace: pages are rendered again.
    @Test func withoutAKnownPlaceSidebarsAreRenderedAgain() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.copyItem(at: TestPaths.shippedContent, to: folder.path("Content"))
        try FileManager.default.copyItem(at: TestPaths.templates, to: folder.path("Templates"))
        let layout = folder.path("Templates/layout.mustache")
        try String(contentsOf: layout, encoding: .utf8).replacingOccurrences(of: "{{{sidebar}}}", with: "{{sidebar}}")
            .write(to: layout, atomically: true, encoding: .utf8)
        let options = BuildOptions(content: "Content", templates: "Templates", output: "site", relativeTo: folder.url)
        let session = BuildSession(options: options)
        _ = session.build()
        let file = folder.path("Content/symbols/UIKit/UIScene.md")
        try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "\nid: UIScene\n", with: "\nid: UIScene\ntitle: \"UISceneRenamed\"\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let incremental = session.build()
        #expect(incremental.files == Builds.inMemory(options).files)
        #expect(session.lastReuse.sidebarsReplaced == 0)
        #expect(session.lastReuse.metadataEdit)
    }
}
