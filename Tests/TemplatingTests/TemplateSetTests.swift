import Foundation
import Testing

@testable import Templating

/// `TemplateSet`'s rendering entry points give the same bytes.
@Suite struct TemplateSetTests {
    @Test func stringBytesAndBufferAgree() throws {
        let (loaded, diagnostics) = TemplateSet.load(directory: ShippedTemplateTests.directory, displayPrefix: "Templates")
        let templates = try #require(loaded)
        #expect(diagnostics.isEmpty)
        let context: [String: Any] = [
            "pageTitle": "Scenes & <windows>", "siteTitle": "Docs", "kindName": "Protocol", "bodyHTML": "<p>é</p>",
            "nav": [["title": "Symbols", "items": [["html": "<li>x</li>"]]]] as [[String: Any]],
        ]
        let text = templates.render("symbol", context)
        #expect(text.contains("Scenes &amp; &lt;windows&gt;"))
        #expect(Array(text.utf8) == templates.renderBytes("symbol", context))
        var buffer = Array("prefix".utf8)
        templates.render("symbol", context, into: &buffer)
        #expect(buffer == Array(("prefix" + text).utf8))
        #expect(templates.render("no-such-template", context) == "")
    }
}
