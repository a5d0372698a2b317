import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// `serve` rebuilds through one `BuildSession`, which reuses parsed files, rendered texts and
/// rendered pages. After every kind of edit its output must equal a full build's, byte for byte.
@Suite(.tags(.heavy), .skippedWhenQuick) struct IncrementalBuildTests {
    /// A copy of the basic fixture and the repository's templates in a temporary folder.
    final class Workspace {
        let directory: TemporaryDirectory
        let options: BuildOptions

        init() throws {
            directory = try TemporaryDirectory()
            let fm = FileManager.default
            try fm.copyItem(
                at: TestPaths.basicFixture.appendingPathComponent("Content"), to: directory.path("Content"))
            try fm.copyItem(at: TestPaths.templates, to: directory.path("Templates"))
            options = BuildOptions(
                content: "Content", templates: "Templates", output: "site", relativeTo: directory.url)
        }

        func text(_ path: String) throws -> String { try String(contentsOf: directory.path(path), encoding: .utf8) }
        func write(_ path: String, _ text: String) throws { try directory.write([path: text]) }
        func edit(_ path: String, _ change: (String) -> String) throws { try write(path, change(try text(path))) }
        func remove(_ path: String) throws { try FileManager.default.removeItem(at: directory.path(path)) }
    }

    /// Rebuilds incrementally and compares with a fresh full build of the same files.
    @discardableResult
    func expectSameAsFullBuild(
        _ session: BuildSession, _ workspace: Workspace, _ label: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> BuildResult {
        let incremental = session.build()
        let full = Builds.inMemory(workspace.options)
        #expect(
            incremental.diagnostics.sorted == full.diagnostics.sorted, "\(label): diagnostics",
            sourceLocation: sourceLocation)
        #expect(incremental.pageCount == full.pageCount, "\(label): page count", sourceLocation: sourceLocation)
        #expect(
            Set(incremental.files.keys) == Set(full.files.keys), "\(label): file list", sourceLocation: sourceLocation)
        let differing = full.files.keys.filter { incremental.files[$0] != full.files[$0] }.sorted()
        #expect(differing.isEmpty, "\(label): files differ: \(differing)", sourceLocation: sourceLocation)
        return incremental
    }

    @Test func everyKindOfEditGivesTheFullBuildsOutput() throws {
        let workspace = try Workspace()
        let session = BuildSession(options: workspace.options)
        let first = expectSameAsFullBuild(session, workspace, "first build")
        #expect(!first.files.isEmpty)
        #expect(session.lastReuse.pagesReused == 0)

        // Nothing changed: every page and text is reused.
        expectSameAsFullBuild(session, workspace, "no change")
        #expect(session.lastReuse.pagesRendered == 0)
        #expect(session.lastReuse.pagesReused == first.pageCount)

        // A body edit re-renders that page only.
        try workspace.edit("Content/articles/scene-basics.md") { $0 + "\nOne more paragraph about scenes.\n" }
        expectSameAsFullBuild(session, workspace, "article body")
        #expect(session.lastReuse.bodyEdit, "a body edit takes the body-edit path")
        #expect(session.lastReuse.pagesRendered == 1)

        // A new heading is a new #fragment; a link to it from another page must now resolve.
        try workspace.edit("Content/articles/scene-basics.md") { $0 + "\n## Brand new section\n\nText.\n" }
        try workspace.edit("Content/symbols/FixtureKit/FXScene.md") {
            $0 + "\nSee [the new section](doc:scene-basics#brand-new-section).\n"
        }
        expectSameAsFullBuild(session, workspace, "new heading and a link to it")
        #expect(session.lastReuse.bodyEdit)

        // Removing the heading breaks the other page's link: the same error as a full build.
        let withHeading = try workspace.text("Content/articles/scene-basics.md")
        try workspace.write(
            "Content/articles/scene-basics.md",
            withHeading.replacingOccurrences(of: "## Brand new section", with: "Brand new section"))
        let unlinked = expectSameAsFullBuild(session, workspace, "heading removed under a link")
        #expect(unlinked.diagnostics.all.contains { $0.code == .unresolvedFragment })
        try workspace.write("Content/articles/scene-basics.md", withHeading)
        expectSameAsFullBuild(session, workspace, "heading restored")

        // A new link changes the target's "Referenced by" list; removing it changes it back.
        let article = try workspace.text("Content/articles/scene-basics.md")
        try workspace.write("Content/articles/scene-basics.md", article + "\nCompare <doc:FXAppDelegate>.\n")
        let linked = expectSameAsFullBuild(session, workspace, "link added")
        #expect(session.lastReuse.bodyEdit)
        #expect(session.lastReuse.pagesRendered == 2, "the edited page and the page it now links to")
        #expect(Builds.page(linked, "symbols/fixturekit/fxappdelegate.html").contains("Scene basics"))
        try workspace.write("Content/articles/scene-basics.md", article)
        expectSameAsFullBuild(session, workspace, "link removed")
        #expect(session.lastReuse.bodyEdit)

        // A guide step's body is part of the guide page.
        try workspace.edit("Content/guides/move-to-scenes/01-create-delegate.md") { $0 + "\nAnother step detail.\n" }
        expectSameAsFullBuild(session, workspace, "guide step body")
        #expect(session.lastReuse.bodyEdit)

        // A symbol's title and summary appear in the sidebar, link texts and member lists everywhere.
        try workspace.edit("Content/symbols/FixtureKit/FXScene.md") {
            $0.replacingOccurrences(
                of: "summary: One instance of the app's user interface.",
                with: "summary: An instance of the interface, renamed."
            )
            .replacingOccurrences(of: "id: FXScene\n", with: "id: FXScene\ntitle: FXSceneRenamed\n")
        }
        let renamed = expectSameAsFullBuild(session, workspace, "symbol title and summary")
        #expect(session.lastReuse.metadataEdit, "front matter changes take the page-edit path")
        #expect(session.lastReuse.pagesRendered > 1, "pages that show the title are rendered again")
        #expect(Builds.page(renamed, "articles/scene-basics.html").contains("FXSceneRenamed"))

        // A new page, then its removal.
        try workspace.write(
            "Content/articles/extra.md",
            "---\ntitle: Extra\nsummary: An added page.\nsources: [FX1]\n---\nLinks to ``FXScene``.\n")
        let added = expectSameAsFullBuild(session, workspace, "page added")
        #expect(added.files["articles/extra.html"] != nil)
        try workspace.remove("Content/articles/extra.md")
        let removed = expectSameAsFullBuild(session, workspace, "page removed")
        #expect(removed.files["articles/extra.html"] == nil)

        // A broken edit fails like a full build; fixing it gives the full build's output again.
        let scene = try workspace.text("Content/symbols/FixtureKit/FXScene.md")
        try workspace.write("Content/symbols/FixtureKit/FXScene.md", scene + "\nSee ``NoSuchSymbol``.\n")
        let broken = expectSameAsFullBuild(session, workspace, "broken reference")
        #expect(broken.diagnostics.hasErrors)
        #expect(broken.files.isEmpty)
        try workspace.write("Content/symbols/FixtureKit/FXScene.md", scene)
        expectSameAsFullBuild(session, workspace, "fixed again")
        #expect(session.lastReuse.bodyEdit, "the fix is compared with the last good build, not built in full")
        #expect(session.lastReuse.pagesRendered == 0)
        // A failing build that adds a page, then the page removed again: the same.
        try workspace.write("Content/articles/no-sources.md", "---\ntitle: No sources\nsummary: Fails.\n---\nText.\n")
        #expect(expectSameAsFullBuild(session, workspace, "page added with an error").diagnostics.hasErrors)
        try workspace.remove("Content/articles/no-sources.md")
        expectSameAsFullBuild(session, workspace, "failing page removed")
        #expect(session.lastReuse.bodyEdit)
        #expect(session.lastReuse.pagesRendered == 0)
        try workspace.write("Content/symbols/FixtureKit/FXScene.md", scene + "\nA last sentence.\n")
        expectSameAsFullBuild(session, workspace, "body edit after a failed build")
        #expect(session.lastReuse.bodyEdit)

        // A reading path's order changes every neighbour's previous/next links.
        try workspace.edit("Content/paths/getting-started.yaml") { $0 + "\n" }
        expectSameAsFullBuild(session, workspace, "path file touched")

        // A template edit re-renders every page.
        try workspace.edit("Templates/layout.mustache") {
            $0.replacingOccurrences(of: "generated by SceneDocs", with: "generated by SceneDocs (edited)")
        }
        let themed = expectSameAsFullBuild(session, workspace, "template")
        #expect(session.lastReuse.pagesReused == 0)
        #expect(Builds.page(themed, "index.html").contains("(edited)"))
    }

    /// `serve` tells the session which files its watcher saw modified; the content folder is then
    /// not walked, and the result is still a full build's. A hint naming a file that is gone makes
    /// the loader walk the folder after all.
    @Test func theWatchersListOfModifiedFilesIsEnough() throws {
        let workspace = try Workspace()
        let session = BuildSession(options: workspace.options)
        expectSameAsFullBuild(session, workspace, "first build")
        let article = workspace.directory.path("Content/articles/scene-basics.md").path
        try workspace.edit("Content/articles/scene-basics.md") {
            $0.replacingOccurrences(of: "title: ", with: "title: Hinted ")
        }
        let hinted = session.build(onlyModified: [article])
        let full = Builds.inMemory(workspace.options)
        #expect(hinted.files == full.files)
        #expect(session.lastReuse.metadataEdit)
        #expect(Builds.page(hinted, "articles/scene-basics.html").contains("Hinted "))

        try workspace.write(
            "Content/articles/extra.md", "---\ntitle: Extra\nsummary: Added.\nsources: [FX1]\n---\nText.\n")
        let gone = workspace.directory.path("Content/articles/no-such-page.md").path
        let walked = session.build(onlyModified: [gone])
        #expect(walked.files["articles/extra.html"] != nil, "an unknown path in the hint walks the folder")
        #expect(walked.files == Builds.inMemory(workspace.options).files)
    }

    @Test func aSerialBuildIsByteIdenticalToAParallelOne() throws {
        let options = Builds.options(content: TestPaths.shippedContent)
        let parallel = BuildAction(options: options.inMemory, workers: 4).perform()
        let serial = BuildAction(options: options.inMemory, workers: 1).perform()
        #expect(!parallel.files.isEmpty)
        #expect(parallel.files == serial.files)
        #expect(parallel.diagnostics.sorted == serial.diagnostics.sorted)
    }
}
