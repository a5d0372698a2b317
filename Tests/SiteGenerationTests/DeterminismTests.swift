import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

@Suite(.tags(.heavy), .skippedWhenQuick) struct DeterminismTests {
    @Test func twoBuildsAreByteIdentical() {
        let first = Builds.basicFixture()
        let second = Builds.basicFixture()
        #expect(!first.files.isEmpty)
        #expect(first.files == second.files)
    }

    /// Small sites keep each text's HTML from resolution to rendering; large ones parse each text
    /// again with its page. Both ways give the same site, diagnostics included.
    @Test(arguments: ["shipped", "corpus", "fixture"])
    func keptAndReparsedTextsGiveTheSameSite(source: String) throws {
        let options: BuildOptions
        var corpus: PageEditTests.Corpus?
        switch source {
        case "shipped":
            options = BuildOptions(
                content: "Content", templates: "Templates", output: "site", relativeTo: TestPaths.repoRoot)
        case "corpus":
            corpus = try PageEditTests.Corpus(pages: 240, seed: 3)
            options = corpus!.options
        default:
            options = BuildOptions(
                content: "Content", templates: TestPaths.templates.path, output: "site",
                relativeTo: TestPaths.basicFixture)
        }
        let keptResult = BuildAction(options: options.inMemory).perform()
        var reparsed = BuildAction(options: options.inMemory)
        reparsed.keptHTMLBudget = 0
        let reparsedResult = reparsed.perform()
        #expect(!keptResult.files.isEmpty)
        #expect(keptResult.files == reparsedResult.files)
        #expect(keptResult.diagnostics.sorted == reparsedResult.diagnostics.sorted)
        _ = corpus
    }
}
