import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

@Suite struct AtomicOutputTests {
    static let badArticle = Snippets.article(body: "See ``Missing``.")

    @Test func aFailingBuildLeavesThePreviousOutputUntouched() throws {
        let scratch = try Scratch()
        let good = Builds.written(scratch.options(output: "out"))
        #expect(good.wrote)
        #expect(good.diagnostics.sorted.isEmpty)
        let out = scratch.directory.path("out")
        let before = readTree(out, includeHidden: true)
        #expect(before[SiteWriter.markerName] != nil, "the output carries the SceneDocs marker")
        #expect(before["articles/intro.html"] != nil)

        try scratch.directory.write(["Content/articles/intro.md": AtomicOutputTests.badArticle])
        let bad = Builds.written(scratch.options(output: "out"))
        #expect(!bad.wrote)
        #expect(bad.files.isEmpty)
        #expect(bad.diagnostics.hasErrors)
        #expect(readTree(out, includeHidden: true) == before, "out/ is byte-identical after the failed build")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.directory.url.path)
            .filter { $0.hasPrefix(".out.") }
        #expect(leftovers == [], "no staging or retired folders are left behind")
    }

    @Test func refusesANonEmptyFolderWithoutTheMarker() throws {
        let scratch = try Scratch(["mine/notes.txt": "precious"])
        let result = Builds.written(scratch.options(output: "mine"))
        #expect(!result.wrote)
        #expect(
            result.diagnostics.sorted.map(DiagnosticFormatter.console) == [
                "error: output folder 'mine' is not empty and was not created by SceneDocs [output-not-owned]\n    hint: choose an empty or new --output folder; SceneDocs only replaces folders holding its .scenedocs-output file"
            ])
        #expect(readTree(scratch.directory.path("mine"), includeHidden: true) == ["notes.txt": Data("precious".utf8)])
    }

    @Test func refusesAFileInPlaceOfTheOutputFolder() throws {
        let scratch = try Scratch(["out": "a file"])
        let result = Builds.written(scratch.options(output: "out"))
        #expect(!result.wrote)
        #expect(result.diagnostics.sorted.map(\.code) == [.outputNotOwned])
    }

    @Test func writesIntoAnEmptyFolder() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.directory.path("empty"), withIntermediateDirectories: true)
        let result = Builds.written(scratch.options(output: "empty"))
        #expect(result.wrote)
        // `build` streams files into the staging folder; what lands must be exactly the site in memory.
        #expect(result.files.isEmpty)
        #expect(
            readTree(scratch.directory.path("empty")) == Builds.inMemory(scratch.options(output: "empty")).files)
    }

    @Test func replacesAPreviousSceneDocsOutput() throws {
        let scratch = try Scratch()
        #expect(Builds.written(scratch.options(output: "out")).wrote)
        let out = scratch.directory.path("out")
        try Data("stale".utf8).write(to: out.appendingPathComponent("stale.html"))

        try scratch.directory.write(["Content/articles/intro.md": Snippets.article(title: "Renamed")])
        let second = Builds.written(scratch.options(output: "out"))
        #expect(second.wrote)
        let tree = readTree(out, includeHidden: true)
        #expect(tree["stale.html"] == nil, "files of the previous build are gone")
        #expect(tree[SiteWriter.markerName] != nil)
        var visible = tree
        visible[SiteWriter.markerName] = nil
        // `build` streams into the staging folder; compare with the same site generated in memory.
        let expected = Builds.inMemory(scratch.options(output: "out"))
        #expect(visible == expected.files, "out/ holds exactly the new build")
        #expect(String(decoding: visible["articles/intro.html"] ?? Data(), as: UTF8.self).contains("<h1>Renamed</h1>"))
    }
}
