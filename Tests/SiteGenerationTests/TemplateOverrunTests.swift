import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// A render that expands past its bound (here: sections nested over a page's sources, which a page
/// edit lengthens) fails the build with `parse-limit` at the partial tag that included the runaway
/// template, whether the build is a full one or `serve`'s page edit (which hands it to the full
/// build rather than write an incomplete page).
@Suite(.tags(.heavy), .skippedWhenQuick) struct TemplateOverrunTests {
    static let sources =
        "sources:\n" + (1...10).map { "  - id: S\($0)\n    title: Source \($0)\n" }.joined()

    /// Eight sections nested over `sources`: one source renders once, ten render 10^8 times.
    static func scratch() throws -> Scratch {
        let scratch = try Scratch(["Content/sources.yaml": sources])
        let nested = String(repeating: "{{#sources}}", count: 8) + "x" + String(repeating: "{{/sources}}", count: 8)
        try scratch.directory.write(["Templates/partials/boom.mustache": nested + "\n"])
        let article = scratch.directory.path("Templates/article.mustache")
        let text = try String(contentsOf: article, encoding: .utf8)
        try text.replacingOccurrences(of: "{{{bodyHTML}}}\n", with: "{{{bodyHTML}}}\n{{> partials/boom}}\n")
            .write(to: article, atomically: true, encoding: .utf8)
        return scratch
    }

    static let expected = [
        d(
            "Templates/article.mustache:9:1: error: rendering with template 'partials/boom' expanded past 20000000 tags or 268435456 bytes for one page, so the page was not written [parse-limit]",
            hint:
                "a partial that includes itself (or partials including each other) renders exponentially often; include it once, or nest sections over lists less deeply"
        )
    ]

    @Test func aFullBuildReportsTheTagThatIncludedTheRunawayPartial() throws {
        let scratch = try Self.scratch()
        try scratch.directory.write([
            "Content/articles/intro.md":
                "---\ntitle: Intro\nsummary: The introduction.\nsources: [S1, S2, S3, S4, S5, S6, S7, S8, S9, S10]\n---\nBody.\n"
        ])
        let result = scratch.generate()
        #expect(result.diagnostics.sorted.map(DiagnosticFormatter.console) == Self.expected)
    }

    @Test func aPageEditThatMakesTheRenderRunAwayIsReported() throws {
        let scratch = try Self.scratch()
        let session = BuildSession(options: scratch.options())
        let first = session.build()
        #expect(first.diagnostics.all.isEmpty)
        try scratch.directory.write([
            "Content/articles/intro.md":
                "---\ntitle: Intro\nsummary: The introduction.\nsources: [S1, S2, S3, S4, S5, S6, S7, S8, S9, S10]\n---\nBody.\n"
        ])
        let edited = session.build(onlyModified: [session.options.contentDirectory.path + "/articles/intro.md"])
        #expect(edited.diagnostics.sorted.map(DiagnosticFormatter.console) == Self.expected)
        #expect(!session.lastReuse.bodyEdit && !session.lastReuse.metadataEdit, "the full build reported it")
    }
}
