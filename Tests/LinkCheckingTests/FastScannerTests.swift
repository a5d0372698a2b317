import Foundation
import Testing

@testable import LinkChecking

/// The fast scanner against gumbo, its oracle: on every page it accepts it must report exactly
/// what gumbo's tree gives (ids, references with line and column, base href, warnings).
@Suite struct FastScannerTests {
    /// What each reader made of one page; `fast` is nil when the fast scanner declined it.
    struct Outcome {
        var fast: PageScan?
        var gumbo: PageScan
    }

    static func read(_ html: [UInt8]) -> Outcome {
        html.withUnsafeBytes { bytes in
            let lines = LineTable(bytes)
            var gumbo = PageScanBuilder(file: "page.html", lines: lines)
            HTMLExtractor.scanWithGumbo(bytes, arena: GumboArena(), into: &gumbo)
            guard UTF8Check.firstInvalidOffset(bytes) == nil else { return Outcome(fast: nil, gumbo: gumbo.scan) }
            var fast = PageScanBuilder(file: "page.html", lines: lines)
            let accepted = FastPageScanner.scan(bytes, into: &fast)
            return Outcome(fast: accepted ? fast.scan : nil, gumbo: gumbo.scan)
        }
    }

    /// Reads each document with both readers; returns how many the fast scanner accepted and
    /// records an issue (with the document) for every difference.
    static func compare(_ documents: [[UInt8]]) -> Int {
        var accepted = 0
        for html in documents {
            let outcome = read(html)
            guard let fast = outcome.fast else { continue }
            accepted += 1
            #expect(
                fast == outcome.gumbo,
                "\(String(decoding: html, as: UTF8.self))\nfast:  \(fast)\ngumbo: \(outcome.gumbo)")
        }
        return accepted
    }

    static func fixturePages() throws -> [[UInt8]] {
        let files = FileManager.default.enumerator(at: Fixtures.site, includingPropertiesForKeys: nil)!
        return try files.compactMap { $0 as? URL }.filter { SiteFiles.isHTML($0.path) }
            .sorted { $0.path < $1.path }.map { Array(try Data(contentsOf: $0)) }
    }

    @Test func fixturePagesMatchGumbo() throws {
        let pages = try Self.fixturePages()
        let accepted = Self.compare(pages)
        // gumbo reads latin1.html and legacy.html (not UTF-8) and skipped.html and classes.html (a
        // <template>); the fast scanner the others.
        #expect(accepted == pages.count - 4)
    }

    @Test func randomDocumentsMatchGumbo() {
        var random = RandomHTML(seed: 7)
        let documents = (0..<3000).map { _ in random.document(pieces: 1 + random.below(25)) }
        let accepted = Self.compare(documents)
        #expect(accepted > 300, "the fast scanner accepted only \(accepted) of \(documents.count)")
    }

    @Test func mutatedPagesMatchGumbo() throws {
        var random = RandomHTML(seed: 11)
        let pages = try Self.fixturePages() + [Array(Self.wellFormedPage.utf8)]
        let documents = (0..<3000).map { index in random.mutate(pages[index % pages.count]) }
        let accepted = Self.compare(documents)
        #expect(accepted > 300, "the fast scanner accepted only \(accepted) of \(documents.count)")
    }

    /// With `SCENEDOCS_DIFF_SITE=/path/to/site`, compares every page of that site (for built sites
    /// too large to keep as fixtures; `make test` points it at the shipped site it builds first);
    /// prints how many pages the fast scanner read.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["SCENEDOCS_DIFF_SITE"] != nil,
            "set SCENEDOCS_DIFF_SITE to a built site"
        ))
    func siteFromEnvironmentMatchesGumbo() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["SCENEDOCS_DIFF_SITE"])
        let root = URL(fileURLWithPath: folder)
        let site = try SiteFiles(root: root)
        var accepted = 0
        var pages = 0
        for file in site.checkedFiles where SiteFiles.isHTML(file) {
            pages += 1
            accepted += Self.compare([Array(try Data(contentsOf: root.appendingPathComponent(file)))])
        }
        #expect(pages > 0, "no pages in \(folder)")
        print("\(folder): the fast scanner read \(accepted) of \(pages) pages; gumbo the others")
    }

    /// A page like the ones SceneDocs generates.
    static let wellFormedPage = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="refresh" content="30; url=index.html">
        <title>Guide &amp; more</title>
        <link rel="stylesheet" href="../assets/site.css">
        <style>body { background: url(img/bg.png) }</style>
        <script src="../assets/site.js" defer></script>
        </head>
        <body>
        <nav id="nav"><ul><li><a href="../index.html">Home</a></li><li><a href="a.html#x">A</a></li></ul></nav>
        <main>
        <h1 id="title">Title</h1>
        <p>Text <a href="b.html?x=1&amp;y=2#sec">link</a> and <code>a &lt; b</code>.</p>
        <table class="mapping"><thead><tr><th id="h">UIKit</th><th>SwiftUI</th></tr></thead>
        <tbody><tr><td><a href="c.html">c</a></td><td style="background: url('t.png')">d</td></tr></tbody></table>
        <pre><code><span class="k">let</span> x = <span class="s">"&lt;a href=x&gt;"</span></code></pre>
        <img src="img/a.png" srcset="img/a.png 1x, img/a-2x.png 2x" alt="">
        <!-- <a href="commented.html"> -->
        <h2 id="sec">Section</h2><dl><dt>a</dt><dd>b</dd></dl>
        <p><a name="legacy">legacy</a> <a href="#legacy">up</a></p>
        </main>
        <footer><a href="mailto:docs@example.com">Mail</a></footer>
        </body>
        </html>
        """

    @Test func wellFormedPageIsReadFast() {
        let outcome = Self.read(Array(Self.wellFormedPage.utf8))
        #expect(outcome.fast != nil)
        #expect(outcome.fast == outcome.gumbo)
        #expect(outcome.gumbo.references.count == 14)
    }

    @Test func windowsLineEndingsAreReadFast() {
        let outcome = Self.read(Array(Self.wellFormedPage.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        #expect(outcome.fast != nil)
        #expect(outcome.fast == outcome.gumbo)
    }
}
