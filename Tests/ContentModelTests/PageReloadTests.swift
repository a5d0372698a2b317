import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import ContentModel

/// `serve`'s loads with the watcher's list of modified files: an edit of symbol and article files
/// after a load without problems is read page by page (`ContentLoader.reload`), anything else
/// loads the whole folder; either way the site and diagnostics are a fresh load's.
@Suite struct PageReloadTests {
    /// A copy of the basic fixture's content, loaded once with a cache.
    final class Folder {
        let directory: TemporaryDirectory
        let loader: ContentLoader
        let cache = LoadCache()

        init() throws {
            directory = try TemporaryDirectory()
            try FileManager.default.copyItem(
                at: TestPaths.basicFixture.appendingPathComponent("Content"), to: directory.path("Content"))
            loader = ContentLoader(directory: directory.path("Content"), displayPrefix: "Content")
            let (_, diagnostics) = loader.load(cache: cache)
            try #require(diagnostics.isEmpty, "the fixture loads without problems")
        }

        var folder: String { loader.directory.path }

        func edit(_ file: String, _ change: (String) -> String) throws {
            let url = directory.path("Content/" + file)
            try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        }

        /// The page-by-page load of `modified`, or nil when it does not apply.
        func reload(_ modified: Set<String>) throws -> Site? {
            loader.reload(modified, cache: cache, folder: folder, root: try #require(InputFile.realFolder(folder)))
        }

        /// What the cached load with the watcher's list gives, beside a fresh load without a cache.
        func expectFreshLoad(_ modified: Set<String>, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            let (site, diagnostics) = loader.load(cache: cache, onlyModified: modified)
            let fresh = ContentLoader(directory: loader.directory, displayPrefix: "Content").load()
            #expect(site == fresh.site, sourceLocation: sourceLocation)
            #expect(diagnostics == fresh.diagnostics, sourceLocation: sourceLocation)
        }
    }

    @Test func editedSymbolsAndArticlesAreReadAgainAlone() throws {
        let folder = try Folder()
        try folder.edit("symbols/FixtureKit/FXScene.md") { $0 + "\nOne more paragraph.\n" }
        try folder.edit("articles/scene-basics.md") { $0.replacingOccurrences(of: "title: ", with: "title: New ") }
        let before = try #require(folder.cache.site)
        let site = try #require(try folder.reload(["symbols/FixtureKit/FXScene.md", "articles/scene-basics.md"]))
        let fresh = ContentLoader(directory: folder.loader.directory, displayPrefix: "Content").load()
        #expect(fresh.diagnostics.isEmpty)
        #expect(site == fresh.site)
        #expect(site.symbols.first { $0.id == "FXScene" }?.body.text.hasSuffix("One more paragraph.\n") == true)
        #expect(site.articles.first { $0.id == "scene-basics" }?.title.hasPrefix("New ") == true)
        #expect(site != before)
        #expect(folder.cache.site == site, "the next edit starts from this load")

        // The next edit, through the loader's entry point, and a file saved unchanged.
        try folder.edit("symbols/FixtureKit/FXWindowScene.md") { $0 + "\nAnother paragraph.\n" }
        folder.expectFreshLoad(["symbols/FixtureKit/FXWindowScene.md", "symbols/FixtureKit/FXScene.md"])
        #expect(try folder.reload(["symbols/FixtureKit/FXScene.md"]) == folder.cache.site)
    }

    @Test func anyOtherChangeLoadsTheWholeFolder() throws {
        let folder = try Folder()
        // Files that are not a symbol's or an article's.
        for file in [
            "paths/getting-started.yaml", "guides/move-to-scenes/01-create-delegate.md", "home.md", "site.yaml",
        ] {
            try folder.edit(file) { $0 + "\n" }
            #expect(try folder.reload([file]) == nil, "\(file)")
            folder.expectFreshLoad([file])
        }
        // A file the last load did not list.
        #expect(try folder.reload(["articles/no-such-page.md"]) == nil)

        // An edit that makes a problem; the edit that fixes it follows a load with a problem.
        let scene = "symbols/FixtureKit/FXScene.md"
        let text = try String(contentsOf: folder.directory.path("Content/" + scene), encoding: .utf8)
        try folder.edit(scene) { $0.replacingOccurrences(of: "summary:", with: "summary: [unclosed") }
        #expect(try folder.reload([scene]) == nil)
        folder.expectFreshLoad([scene])
        #expect(folder.cache.site == nil, "a load with a problem is not redone page by page")
        try folder.edit(scene) { _ in text }
        #expect(try folder.reload([scene]) == nil)
        folder.expectFreshLoad([scene])
        #expect(try folder.reload([scene]) != nil, "clean again")

        // A page file that became a symbolic link.
        let link = folder.directory.path("Content/" + scene)
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: folder.directory.path("Content/symbols/FixtureKit/FXWindowScene.md"))
        #expect(try folder.reload([scene]) == nil)
    }
}
