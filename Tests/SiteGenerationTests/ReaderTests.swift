import CodeHighlighting
import ContentModel
import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// Reader features: build-time highlighting, sample checks, callouts, search, exports.
@Suite struct ReaderTests {
    @Test func swiftHighlightingIsExact() {
        let html = CodeHighlighter.highlight("@MainActor let x = \"a\" // hi", language: "swift")
        #expect(
            html
                == #"<span class="hl-attribute">@MainActor</span> <span class="hl-keyword">let</span> x = <span class="hl-string">&quot;a&quot;</span> <span class="hl-comment">// hi</span>"#
        )
    }

    @Test func xmlAndShellHighlighting() {
        #expect(
            CodeHighlighter.highlight("<key>A</key>", language: "xml")
                == #"&lt;<span class="hl-tag">key</span>&gt;A&lt;/<span class="hl-tag">key</span>&gt;"#)
        #expect(
            CodeHighlighter.highlight("make test # run", language: "sh")
                == #"<span class="hl-keyword">make</span> test <span class="hl-comment"># run</span>"#)
        #expect(CodeHighlighter.highlight("x", language: "text") == nil)
    }

    @Test func swiftSampleSyntaxErrorIsAnExactWarning() throws {
        let body = "Intro.\n\n```swift\nfunc broken( {\n}\n```\n\n```swift fragment\nfunc partial(\n```\n"
        let scratch = try Scratch(["Content/articles/intro.md": Snippets.article(body: body)])
        let diagnostics = scratch.diagnostics()
        #expect(
            diagnostics.map(DiagnosticFormatter.console) == [
                "Content/articles/intro.md:9:13: warning: Swift sample does not parse: expected ')' to end parameter clause [swift-syntax]\n    hint: fix the sample, or mark an intentionally partial sample with ```swift fragment"
            ])
        #expect(!scratch.generate().failed)
        #expect(scratch.generate(strict: true).failed)
    }

    @Test func calloutsAndPipeTables() throws {
        let body = "> Important: Only the scene version runs.\n\n| a | b |\n| --- | --- |\n"
        let scratch = try Scratch(["Content/articles/intro.md": Snippets.article(body: body)])
        let result = scratch.generate()
        #expect(
            result.diagnostics.sorted.map(DiagnosticFormatter.console) == [
                "Content/articles/intro.md:8:1: warning: pipe tables are not CommonMark and render as plain text [markdown-table]\n    hint: use a list, or put tabular data in the content model"
            ])
        let html = Builds.page(result, "articles/intro.html")
        #expect(
            html.contains(
                "<div class=\"callout important\" role=\"note\" aria-label=\"Important\">\n<p class=\"callout-title\">Important</p>\n<p>Only the scene version runs.</p>\n</div>"
            ))
    }

    @Test func searchIndexHoldsTitlesDeclarationsAndHeadings() throws {
        let script = String(decoding: Builds.fixture.files["assets/search-index.js"] ?? Data(), as: UTF8.self)
        #expect(script.hasPrefix("window.SceneDocsSearchIndex = ["))
        let entries = try Self.entries(Builds.fixture)
        let delegate = try #require(entries.first { $0.id == "FXSceneDelegate" })
        #expect(delegate.kind == "Protocol")
        #expect(delegate.framework == "FixtureKit")
        #expect(delegate.declaration != nil)
        #expect(delegate.url == "symbols/fixturekit/fxscenedelegate.html")
        #expect(entries.contains { $0.kind == "Migration Guide" })
        #expect(!entries.contains { $0.url == "404.html" })
    }

    static func entries(_ result: BuildResult) throws -> [SearchEntry] {
        let script = String(decoding: result.files["assets/search-index.js"] ?? Data(), as: UTF8.self)
        let json = script.dropFirst("window.SceneDocsSearchIndex = ".count).dropLast(2)
        return try JSONDecoder().decode([SearchEntry].self, from: Data(json.utf8))
    }

    /// On the shipped content: prefix queries put the matching symbol first.
    @Test(.tags(.heavy), .skippedWhenQuick)
    func rankingPutsExactAndPrefixSymbolMatchesFirst() throws {
        let shipped = Builds.inMemory(
            BuildOptions(content: "Content", templates: "Templates", output: "site", relativeTo: TestPaths.repoRoot))
        let entries = try Self.entries(shipped)
        #expect(SearchRanking.search(entries, query: "sceneDid").first?.title.hasPrefix("sceneDid") == true)
        #expect(
            SearchRanking.search(entries, query: "sceneDidEnterBackground").first?.title
                == "sceneDidEnterBackground(_:)")
        #expect(SearchRanking.search(entries, query: "UIScene").first?.title == "UIScene")
        #expect(SearchRanking.search(entries, query: "scenephase").first?.title == "ScenePhase")
        #expect(SearchRanking.search(entries, query: "zzzz-nothing").isEmpty)
        let types = SearchRanking.search(entries, query: "delegate", limit: 5)
        #expect(types.allSatisfy { $0.titleIsCode })
    }

    @Test func modelJSONRoundTrips() throws {
        let data = try #require(Builds.fixture.files["model.json"])
        let document = try ModelExport.decode(data)
        #expect(document.schemaVersion == 1)
        #expect(document.site.symbols.count == 10)
        #expect(document.site.mapping?.rows.isEmpty == false)
        #expect(document.site.guides.first?.steps.map(\.id) == ["create-delegate", "move-callbacks"])
        // Encoding the decoded model again gives the same bytes.
        #expect(ModelExport.json(document.site) == data)
        // No machine paths leak into the export.
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains(TestPaths.repoRoot.path))
        #expect(text.contains(#""file" : "articles/scene-basics.md""#))
    }

    @Test func markdownTwinsAndLLMSText() throws {
        let md = String(
            decoding: try #require(Builds.fixture.files["symbols/fixturekit/fxscenedelegate.md"]), as: UTF8.self)
        #expect(md.hasPrefix("# FXSceneDelegate\n\nProtocol · FixtureKit"))
        #expect(!md.contains("``FX"))
        #expect(!md.contains("<doc:"))
        let llms = String(decoding: try #require(Builds.fixture.files["llms.txt"]), as: UTF8.self)
        #expect(llms.contains("- [Move an app-delegate app to scenes]") || llms.contains("guides/move-to-scenes.md"))
        #expect(llms.contains("symbols/fixturekit/fxscenedelegate.md"))
        // Every .md link in llms.txt names an exported file.
        let links = llms.split(separator: "(").dropFirst().compactMap { $0.split(separator: ")").first }
        for link in links where link.hasSuffix(".md") {
            #expect(Builds.fixture.files[String(link)] != nil, "llms.txt links a missing \(link)")
        }
    }

    /// The page script's ranking, run in headless Chromium when it is installed, agrees with Swift.
    @Test(.enabled(if: TestPaths.chromium != nil, "needs Chromium (Swift's ranking is tested without it)"))
    func pageScriptSearchesInABrowser() throws {
        let chromium = try #require(TestPaths.chromium)
        let directory = try TemporaryDirectory()
        try directory.write(Builds.fixture.files.filter { $0.key.hasPrefix("assets/") })
        let page = """
            <!DOCTYPE html><html data-root=""><head><script src="assets/search-index.js"></script>
            <script src="assets/scenedocs.js"></script></head><body><p id="out"></p><script>
            window.SceneDocsSearch.entries = null;
            var e = window.SceneDocsSearchIndex; for (var i = 0; i < e.length; i++) e[i].tl = e[i].t.toLowerCase();
            var list = e.map(function (x) { return [window.SceneDocsSearch.score(x, "fxscene"), x.t]; })
              .filter(function (p) { return p[0] > 0; }).sort(function (a, b) { return b[0] - a[0] || (a[1] < b[1] ? -1 : 1); });
            document.getElementById("out").textContent = "RESULT:" + list.map(function (p) { return p[1]; }).join("|") + ":END";
            </script></body></html>
            """
        try directory.write(["search.html": Data(page.utf8)])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", directory.path("search.html").absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "RESULT:"), let end = dom.range(of: ":END") else {
            Issue.record("the page script produced no result: \(dom.prefix(300))")
            return
        }
        let browser = dom[start.upperBound..<end.lowerBound].split(separator: "|").map(String.init)
        let swift = SearchRanking.search(try Self.entries(Builds.fixture), query: "fxscene", limit: 1000).map(\.title)
        #expect(browser == swift)
        #expect(browser.first == "FXScene")
    }
}
