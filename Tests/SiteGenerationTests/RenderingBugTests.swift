import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// Rendering bugs found by review, kept as regression tests now that they are fixed.
@Suite struct RenderingBugTests {
    func page(_ path: String) -> String { Builds.page(Builds.fixture, path) }

    /// The view models pass "" for absent optional values, and swift-mustache treats "" as true,
    /// so `{{#value}}…{{/value}}` prints its wrapper around nothing.
    @Test
    func absentOptionalValuesRenderNothing() {
        // A protocol has no requirement: no " · <span class=\"requirement\"></span>".
        #expect(!page("symbols/fixturekit/fxscenedelegate.html").contains(#"<span class="requirement"></span>"#))
        // Optional members get no empty badge in the Topics list.
        #expect(!page("symbols/fixturekit/fxscenedelegate.html").contains(#"<span class="badge"></span>"#))
        // A code sample without caption gets no dangling " — ".
        #expect(!page("guides/move-to-scenes.html").contains(#"<span class="label">After</span> — </figcaption>"#))
        // A step without summary gets no empty lede.
        #expect(!page("guides/move-to-scenes.html").contains(#"<p class="lede"></p>"#))
        // A platform listed without version ("*") gets no trailing space.
        #expect(page("symbols/fixturekit/fxwindowscene.html").contains(#"<li class="badge">Mac Catalyst</li>"#))
    }

    /// An untitled mapping row looks `title` up the Mustache context stack and finds its group's title.
    @Test
    func untitledMappingRowHasNoRowTitle() {
        let mapping = page("mapping.html")
        #expect(!mapping.contains(#"<h3 class="row-title">Process level</h3>"#))
    }

    /// The home template's own section ids (start-here, reading-paths, migration-guides, concepts)
    /// are not reserved, so a home.md heading with the same text produces a duplicate id.
    @Test
    func homeHeadingsDoNotDuplicateTemplateIDs() throws {
        let scratch = try Scratch([
            "Content/home.md": "---\ntitle: Home\nsummary: S.\nsources: [S1]\n---\n## Concepts\n\n## Start here\n"
        ])
        let result = scratch.generate()
        #expect(result.diagnostics.sorted.isEmpty)
        let home = Builds.page(result, "index.html")
        #expect(LinkAudit.duplicateIDs(in: home) == [])
    }
}
