import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// The build is the list `Pipeline.build`, run by one loop: each step that ran is named and timed
/// once, in the list's order; a step that does not apply is not listed; after a failure the build
/// stops before rendering, and the commit still runs.
@Suite struct PipelineStepTests {
    @Test func theBuildIsTheListOfSteps() {
        #expect(
            Pipeline.build.map(\.name) == [
                "open output", "load", "symbol graphs", "page edit", "validate", "resolve", "check samples",
                "type-check samples", "render", "export", "write",
            ])
        #expect(Pipeline.build.filter(\.always).map(\.name) == ["write"])
        #expect(Pipeline.deferredTypeCheck.map(\.name) == ["load", "symbol graphs", "type-check samples"])
    }

    @Test func aWrittenBuildTimesEveryStepThatApplies() throws {
        let scratch = try Scratch()
        let result = Builds.written(scratch.options(output: "out"))
        #expect(result.wrote)
        #expect(
            result.phases.map(\.phase) == [
                "open output", "load", "symbol graphs", "validate", "resolve", "check samples", "type-check samples",
                "render", "export", "write",
            ])
    }

    /// In memory there is no output to open or commit.
    @Test func anInMemoryBuildHasNoOutputSteps() throws {
        let result = try Scratch().generate()
        #expect(
            result.phases.map(\.phase) == [
                "load", "symbol graphs", "validate", "resolve", "check samples", "type-check samples", "render",
                "export",
            ])
    }

    /// An error stops the build after the type-check: nothing renders, the staged output is
    /// dropped by the commit step, and the previous output stays.
    @Test func anErrorSkipsRenderAndExportButNotTheCommit() throws {
        let scratch = try Scratch([
            "Content/articles/intro.md": "---\ntitle: Intro\nsummary: The introduction.\nsources: [S9]\n---\nBody.\n"
        ])
        let result = Builds.written(scratch.options(output: "out"))
        #expect(result.failed)
        #expect(!result.wrote)
        #expect(
            result.phases.map(\.phase) == [
                "open output", "load", "symbol graphs", "validate", "resolve", "check samples", "type-check samples",
                "write",
            ])
        #expect(!FileManager.default.fileExists(atPath: scratch.directory.path("out").path))
    }

    /// A content file that cannot be read finishes the build after loading, with that error only.
    @Test func anUnreadableFileFinishesTheBuildAfterLoading() throws {
        let scratch = try Scratch()
        try FileManager.default.createSymbolicLink(
            atPath: scratch.directory.path("Content/articles/gone.md").path, withDestinationPath: "/nonexistent/gone.md"
        )
        let result = Builds.written(scratch.options(output: "out"))
        #expect(result.engine.status == 2)
        #expect(result.diagnostics.sorted.map(\.code) == [.ioError])
        #expect(result.phases.map(\.phase) == ["open output", "load", "write"])
    }

    /// `serve`'s second build after a body edit takes the page-edit step, listed by its parts.
    @Test func aPageEditIsListedByItsParts() throws {
        let scratch = try Scratch()
        let session = BuildSession(options: scratch.options())
        #expect(!session.build().failed)
        let page = scratch.directory.path("Content/articles/intro.md")
        try "---\ntitle: Intro\nsummary: The introduction.\nsources: [S1]\n---\nAnother body.\n".write(
            to: page, atomically: true, encoding: .utf8)
        let edited = session.build(onlyModified: [page.path])
        #expect(session.lastReuse.bodyEdit)
        let names = edited.phases.map(\.phase)
        #expect(names.first == "load")
        #expect(names.contains("compare with the last build"))
        #expect(!names.contains("render") && !names.contains("page edit"))
    }
}
