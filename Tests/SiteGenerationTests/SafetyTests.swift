import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

@Suite struct SafetyTests {
    @Test func authorHTMLNeverReachesTheOutputButHeadingAnchorsDo() throws {
        let body = """
            ## Safe heading

            Inline <span onclick="steal()">span</span> and <script>alert('inline')</script> here.

            <script>
            alert('block');
            </script>

            <iframe src="https://example.com/frame"></iframe>
            """
        let scratch = try Scratch(["Content/articles/intro.md": Snippets.article(body: body)])
        let result = scratch.generate()
        #expect(!result.failed)
        #expect(result.diagnostics.sorted.map(\.code) == Array(repeating: .rawHTML, count: 6))
        let html = Builds.page(result, "articles/intro.html")
        // The only script is the generator's own reader script in <head>.
        let scripts = html.components(separatedBy: "<script").count - 1
        #expect(scripts == 1)
        #expect(html.contains(#"<script src="../assets/scenedocs.js" defer></script>"#))
        for forbidden in ["onclick", "<iframe", "example.com/frame", "alert('block')"] {
            #expect(!html.contains(forbidden), "'\(forbidden)' reached the page")
        }
        // Inline tags are dropped; the text between them stays, escaped, as text.
        #expect(html.contains("<p>Inline <!-- raw HTML omitted -->span<!-- raw HTML omitted --> and"))
        #expect(
            html.contains(
                ##"<h2 id="safe-heading">Safe heading <a class="heading-anchor" href="#safe-heading" aria-label="Link to this section">#</a></h2>"##
            ))
    }

    @Test func nothingIsLoadedFromTheNetwork() {
        let pattern = try! NSRegularExpression(
            pattern: #"(?:\ssrc|<link\b[^>]*\shref)="((?:https?:)?//[^"]*)""#, options: [.caseInsensitive])
        for (path, data) in Builds.fixture.files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let remote = LinkAudit.matches(pattern, in: html).map { $0[0] }
            #expect(remote == [], "\(path) loads \(remote)")
        }
        // External <a href> links are fine (the fixture has some, so the check above saw real HTML).
        #expect(
            Builds.page(Builds.fixture, "articles/scene-basics.html").contains(#"<a href="https://developer.apple.com"#)
        )
    }

    @Test func remoteImagesAreRejected() throws {
        let scratch = try Scratch([
            "Content/articles/intro.md": Snippets.article(
                body: "![x](https://example.com/x.png) ![y](//cdn.example.com/y.png)")
        ])
        #expect(
            scratch.diagnostics().map(DiagnosticFormatter.console) == [
                "Content/articles/intro.md:6:1: error: image 'https://example.com/x.png' would be loaded from the network [remote-resource]\n    hint: put the file in Content/assets/ and write ![alt](asset:name)",
                "Content/articles/intro.md:6:33: error: image '//cdn.example.com/y.png' would be loaded from the network [remote-resource]\n    hint: put the file in Content/assets/ and write ![alt](asset:name)",
            ])
    }
}
