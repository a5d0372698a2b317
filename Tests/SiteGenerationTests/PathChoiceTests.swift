import ContentModel
import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// A path with a choice, rendered: the path page, the bar on each page and model.json.
@Suite struct PathChoiceRenderingTests {
    static let files: [String: String?] = [
        "Content/articles/other.md": Snippets.article(title: "Other"),
        "Content/articles/third.md": Snippets.article(title: "Third"),
        "Content/articles/last.md": Snippets.article(title: "Last"),
        "Content/paths/p.yaml": """
        title: P
        summary: S.
        sources: [S1]
        steps:
          - page: intro
            why: Start here.
          - choice: Where next
            either:
              - page: other
                why: Go one way.
              - page: third
                why: Or the other.
          - page: last
            why: Both ways end here.

        """,
        "Content/paths/q.yaml":
            "title: Q\nsummary: S.\nsources: [S1]\nsteps:\n  - page: other\n    why: W.\n  - page: last\n    why: W.\n",
    ]

    let result: BuildResult

    init() throws {
        result = try Scratch(Self.files).generate()
    }

    func page(_ path: String) -> String { Builds.page(result, path) }

    @Test func buildsWithoutDiagnostics() {
        #expect(result.diagnostics.sorted.map(DiagnosticFormatter.console) == [])
    }

    @Test func pathPageShowsTheChoiceAsOneStep() {
        let path = page("paths/p.html")
        #expect(path.contains(#"<li id="step-2" class="path-choice">"#))
        #expect(
            path.contains(
                #"<p class="choice-label"><strong>Where next</strong> <span class="kind">Choose one of 2</span></p>"#))
        #expect(path.contains(#"<li><a href="../articles/other.html">Other</a> <span class="kind">Article</span>"#))
        #expect(path.contains(#"<li><a href="../articles/third.html">Third</a> <span class="kind">Article</span>"#))
        #expect(path.contains(#"<li id="step-3">"#))
        #expect(path.contains(#"<a class="button" href="../articles/intro.html">Start the path →</a>"#))
    }

    @Test func alternativeKnowsItsStepChoiceAndNeighbours() {
        let other = page("articles/other.html")
        #expect(
            other.contains(
                #"<p class="path-step"><a href="../paths/p.html">P</a> · Step 2 of 3 · one of 2 choices</p>"#))
        #expect(other.contains(#"<p class="path-or">Or instead: <a href="third.html">Third</a></p>"#))
        #expect(other.contains(#"<a class="previous" rel="prev" href="intro.html">← Intro</a>"#))
        #expect(other.contains(#"<a class="next" rel="next" href="last.html">Last →</a>"#))
        let third = page("articles/third.html")
        #expect(third.contains("Step 2 of 3 · one of 2 choices"))
        #expect(third.contains(#"<p class="path-or">Or instead: <a href="other.html">Other</a></p>"#))
    }

    @Test func neighboursOfAChoiceLeadToItOnThePathPage() {
        let intro = page("articles/intro.html")
        #expect(intro.contains(#"<a class="next" rel="next" href="../paths/p.html#step-2">Choose: Where next →</a>"#))
        #expect(intro.contains(#"Step 1 of 3</p>"#))
        let last = page("articles/last.html")
        #expect(
            last.contains(#"<a class="previous" rel="prev" href="../paths/p.html#step-2">← Choose: Where next</a>"#))
    }

    @Test func aPageOnTwoPathsShowsOneBar() {
        let other = page("articles/other.html")
        #expect(other.components(separatedBy: #"<nav class="path-nav""#).count == 2, "one bar")
        #expect(other.contains("<summary>Also on 1 other reading path</summary>"))
        #expect(other.contains(#"<p class="path-step"><a href="../paths/q.html">Q</a> · Step 1 of 2</p>"#))
        #expect(!page("articles/intro.html").contains("path-more"), "a page on one path has no disclosure")
    }

    @Test func markdownTwinListsTheAlternatives() {
        let twin = page("paths/p.md")
        #expect(
            twin.contains(
                "2. Where next — choose one:\n    - [Other](../articles/other.md) — Go one way.\n    - [Third](../articles/third.md) — Or the other.\n3. [Last]"
            ))
    }

    @Test func modelJSONExportsTheChoiceAndDecodesBack() throws {
        let data = try #require(result.files["model.json"])
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""choice" : "Where next""#))
        #expect(json.contains(#""either" : ["#))
        let site = try ModelExport.decode(data).site
        let path = try #require(site.paths.first { $0.id == "p" })
        #expect(path.steps.count == 3)
        #expect(path.steps[1].choice?.value == "Where next")
        #expect(path.steps[1].stops.map(\.page.value) == ["other", "third"])
        #expect(path.steps[1].stops.map(\.why) == ["Go one way.", "Or the other."])
        #expect(path.steps[0].choice == nil)
        #expect(path.steps[0].stops.map(\.page.value) == ["intro"])
    }
}

/// The page script puts the reading path the reader follows first in the path bar.
@Suite(.tags(.heavy), .skippedWhenQuick) struct PathBarScriptTests {
    @Test(.enabled(if: TestPaths.chromium != nil, "needs Chromium (the markup is tested without it)"))
    func followedPathComesFirstInABrowser() throws {
        let chromium = try #require(TestPaths.chromium)
        let directory = try TemporaryDirectory()
        try directory.write(Builds.fixture.files.filter { $0.key.hasPrefix("assets/") })
        let original = Builds.page(Builds.fixture, "articles/scene-basics.html")
        // Without the script the first path in content order comes first.
        #expect(
            original.range(of: #"data-path="choose-a-route""#)!.lowerBound
                < original.range(of: #"data-path="getting-started""#)!.lowerBound)
        let page = original.replacingOccurrences(
            of: "<head>", with: #"<head><script>sessionStorage.setItem("scenedocs-path", "getting-started")</script>"#)
        try directory.write(["articles/scene-basics.html": Data(page.utf8)])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
            directory.path("articles/scene-basics.html").absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        let followed = try #require(dom.range(of: #"data-path="getting-started""#))
        let other = try #require(dom.range(of: #"data-path="choose-a-route""#))
        let disclosure = try #require(dom.range(of: #"<details class="path-more">"#))
        #expect(followed.lowerBound < disclosure.lowerBound, "the followed path leads the bar")
        #expect(other.lowerBound > disclosure.lowerBound, "the other path moved behind the disclosure")
    }
}

/// `serve` re-renders the pages that show a retitled page through a choice: its sibling
/// alternatives ("Or instead") and, for a page next to the choice, every alternative.
@Suite(.tags(.heavy), .skippedWhenQuick) struct PathChoiceIncrementalTests {
    @Test func retitlingAroundAChoiceGivesTheFullBuildsOutput() throws {
        let workspace = try IncrementalBuildTests.Workspace()
        let session = BuildSession(options: workspace.options)
        let tests = IncrementalBuildTests()
        tests.expectSameAsFullBuild(session, workspace, "first build")

        try workspace.edit("Content/symbols/FixtureKit/FXWindowScene.md") {
            $0.replacingOccurrences(of: "id: FXWindowScene\n", with: "id: FXWindowScene\ntitle: Window scene\n")
        }
        let retitled = tests.expectSameAsFullBuild(session, workspace, "alternative retitled")
        #expect(
            Builds.page(retitled, "symbols/fixturekit/fxscenedelegate.html").contains(
                #"<p class="path-or">Or instead: <a href="fxwindowscene.html"><code>Window scene</code></a></p>"#))

        try workspace.edit("Content/articles/scene-basics.md") {
            $0.replacingOccurrences(of: "title: ", with: "title: Renamed ")
        }
        let renamed = tests.expectSameAsFullBuild(session, workspace, "step before the choice retitled")
        #expect(Builds.page(renamed, "symbols/fixturekit/fxwindowscene.html").contains("← Renamed "))
    }
}
