import Testing

@testable import LinkChecking

/// URL resolution, table-driven: the reference as written, the page it is on, what it resolves to.
@Suite struct ResolutionTests {
    struct Case: CustomStringConvertible, Sendable {
        var url: String
        var page: String
        var base: String?
        var expected: Resolution
        var description: String { "\(url) on \(page)" }
    }

    static let cases: [Case] = [
        Case(url: "b.html", page: "a/x.html", expected: .local(path: "a/b.html", fragment: nil, wantsDirectory: false)),
        Case(url: "/b.html", page: "a/x.html", expected: .local(path: "b.html", fragment: nil, wantsDirectory: false)),
        Case(
            url: "../b.html#f", page: "a/x.html", expected: .local(path: "b.html", fragment: "f", wantsDirectory: false)
        ),
        Case(url: "../", page: "a/x.html", expected: .local(path: "", fragment: nil, wantsDirectory: true)),
        Case(url: "./c/./d/", page: "x.html", expected: .local(path: "c/d", fragment: nil, wantsDirectory: true)),
        Case(
            url: "a%2Fb%20c.html", page: "x.html",
            expected: .local(path: "a/b c.html", fragment: nil, wantsDirectory: false)),
        Case(
            url: "b.html?q=1#x?y", page: "x.html",
            expected: .local(path: "b.html", fragment: "x?y", wantsDirectory: false)),
        Case(url: "#f", page: "a/x.html", expected: .local(path: "a/x.html", fragment: "f", wantsDirectory: false)),
        Case(url: "", page: "x.html", expected: .local(path: "x.html", fragment: nil, wantsDirectory: false)),
        Case(url: "b\n.html", page: "x.html", expected: .local(path: "b.html", fragment: nil, wantsDirectory: false)),
        Case(
            url: "a//b.html", page: "x.html", expected: .local(path: "a/b.html", fragment: nil, wantsDirectory: false)),
        Case(url: "../../b.html", page: "a/x.html", expected: .invalid(.escapesRoot, "escapes the site root")),
        Case(url: "%zz", page: "x.html", expected: .invalid(.brokenLink, "invalid percent-encoding")),
        Case(url: "https://e.com/a", page: "x.html", expected: .external("https://e.com/a")),
        Case(url: "//e.com/a", page: "x.html", expected: .external("https://e.com/a")),
        Case(url: "MailTo:a@b", page: "x.html", expected: .skipped("mailto: link")),
        Case(url: "tel:1", page: "x.html", expected: .skipped("tel: link")),
        Case(url: "data:,x", page: "x.html", expected: .skipped("data: link")),
        Case(url: "javascript:x()", page: "x.html", expected: .script("javascript:")),
        Case(url: "VBScript:x", page: "x.html", expected: .script("vbscript:")),
        Case(url: "data: Text/HTML ;charset=utf-8,<p>", page: "x.html", expected: .script("data: HTML")),
        Case(
            url: "file:///srv/site/a/../b.html#f", page: "x.html",
            expected: .fileURL(path: "srv/site/b.html", fragment: "f", wantsDirectory: false)),
        Case(
            url: "file:/srv/site/", page: "x.html",
            expected: .fileURL(path: "srv/site", fragment: nil, wantsDirectory: true)),
        Case(
            url: "FILE://LocalHost/a%20b.html", page: "x.html",
            expected: .fileURL(path: "a b.html", fragment: nil, wantsDirectory: false)),
        Case(
            url: "file://host/a.html", page: "x.html", expected: .invalid(.notPortable, "a file: URL on another host")),
        Case(url: "file:a.html", page: "x.html", expected: .invalid(.brokenLink, "malformed file: URL")),
        Case(url: "c:d.html", page: "x.html", expected: .skipped("unsupported scheme 'c:'")),
        Case(
            url: "./c:d.html", page: "x.html", expected: .local(path: "c:d.html", fragment: nil, wantsDirectory: false)),
        Case(
            url: "b.html", page: "a/x.html", base: "/docs/",
            expected: .local(path: "docs/b.html", fragment: nil, wantsDirectory: false)),
        Case(
            url: "#f", page: "a/x.html", base: "../y.html",
            expected: .local(path: "y.html", fragment: "f", wantsDirectory: false)),
        Case(
            url: "b.html", page: "x.html", base: "https://e.com/docs/", expected: .external("https://e.com/docs/b.html")
        ),
        Case(url: "/b.html", page: "x.html", base: "https://e.com/docs/", expected: .external("https://e.com/b.html")),
    ]

    @Test(arguments: cases) func resolves(_ example: Case) {
        let base = DocumentBase(file: example.page, baseHref: example.base)
        #expect(ReferenceResolver.resolve(example.url, against: base) == example.expected)
    }

    @Test func lookupFollowsStaticServerRules() {
        let site = SiteFiles(paths: ["index.html", "a/index.html", "a/Page.html", "b/x.png"])
        #expect(site.lookup("", wantsDirectory: true) == .file("index.html"))
        #expect(site.lookup("a", wantsDirectory: false) == .file("a/index.html"))
        #expect(site.lookup("a/Page.html", wantsDirectory: false) == .file("a/Page.html"))
        #expect(
            site.lookup("a/page.html", wantsDirectory: false) == .missing("no such file; did you mean 'a/Page.html'?"))
        #expect(site.lookup("b", wantsDirectory: true) == .missing("folder without index.html"))
        #expect(site.lookup("a/Page.html", wantsDirectory: true) == .missing("'a/Page.html' is a file, not a folder"))
    }
}

@Suite struct ExtractionTests {
    @Test func srcsetCandidates() {
        let urls = SrcsetParser.urls(in: " a.png 1x, b,c.png 2x,d.png,  e.png (x, y) 3x")
        #expect(urls.map(\.url) == ["a.png", "b,c.png", "d.png", "e.png"])
        #expect(urls.map(\.offset) == [1, 11, 22, 30])
    }

    @Test func cssReferences() {
        let css =
            "/* url(no.png) */ a { b: url( 'x.png' ) } c { content: 'url(no)'; d: url(y.svg#i) }\n@import \"p.css\";"
        let urls = CSSURLScanner.urls(in: css)
        #expect(urls.map(\.url) == ["x.png", "y.svg#i", "p.css"])
        #expect(urls.map(\.offset) == [31, 73, 93])
    }

    @Test func utf8Validation() {
        func check(_ bytes: [UInt8]) -> Int? { bytes.withUnsafeBytes { UTF8Check.firstInvalidOffset($0) } }
        #expect(check(Array("héllo ✓ 🎉".utf8)) == nil)
        #expect(check([0x61, 0xE9, 0x62]) == 1)
        #expect(check([0x61, 0xC0, 0x80]) == 1)
        #expect(check([0xED, 0xA0, 0x80]) == 0)
        #expect(check([0x61, 0xF0, 0x9F]) == 1)
    }

    @Test func metaRefreshTarget() {
        let html =
            "<head>\n<meta http-equiv=\"Refresh\" content=\"0; URL='../new/page.html'\">\n<meta content=\"3\" http-equiv=refresh>"
        var copy = html
        let scan = copy.withUTF8 { HTMLExtractor.scan(UnsafeRawBufferPointer($0), file: "p.html") }
        #expect(scan.references.map(\.url) == ["../new/page.html"])
        #expect(scan.references.map(\.line) == [2])
        #expect(scan.references.map(\.column) == [45])
        func url(_ text: String) -> String? { HTMLExtractor.refreshURL(in: Array(text.utf8))?.0 }
        #expect(url("5;url=a.html") == "a.html")
        #expect(url("0, b.html") == "b.html")
        #expect(url(" 1 ; URL = \"c d.html\" ") == "c d.html")
        #expect(url("10") == nil)
    }

    @Test func idsAndReferencesOfAPage() {
        let html =
            "<a id=x name=x href=\"b.html\">1</a><a name=y></a><svg><a href=\"#x\"></a></svg>"
            + "<!-- <a href=c.html> --><template><a href=d.html></a></template>"
        var copy = html
        let scan = copy.withUTF8 { HTMLExtractor.scan(UnsafeRawBufferPointer($0), file: "p.html") }
        #expect(scan.ids == ["x", "y"])
        #expect(scan.warnings.isEmpty)
        #expect(scan.references.map(\.url) == ["b.html", "#x"])
        #expect(scan.references.map(\.column) == [22, 63])
    }
}
