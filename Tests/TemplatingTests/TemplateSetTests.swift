import Diagnostics
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

/// swift-mustache 2.1.1's parser traps on a section closed with a one-character delimiter right
/// after it opens; such templates must load (or fail with a diagnostic), never crash.
@Suite struct SingleCharacterDelimiterTests {
    func load(extra: String) throws -> (TemplateSet?, [Diagnostic]) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenedocs-delimiters-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: ShippedTemplateTests.directory, to: folder)
        try extra.write(to: folder.appendingPathComponent("extra.mustache"), atomically: true, encoding: .utf8)
        return TemplateSet.load(directory: folder, displayPrefix: "Templates")
    }

    @Test func aValidTemplateLoadsAndRenders() throws {
        let (loaded, diagnostics) = try load(extra: "{{=| |=}}|#a||/a|[|b|]")
        #expect(diagnostics.isEmpty)
        let templates = try #require(loaded)
        #expect(templates.render("extra", ["a": true, "b": "x<y"]) == "[x&lt;y]")
    }

    @Test func anInvalidTemplateIsADiagnostic() throws {
        let (loaded, diagnostics) = try load(extra: "{{=| |=}}\n|#a|open")
        #expect(loaded == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .templateSyntax)
        #expect(diagnostic.location?.file == "Templates/extra.mustache")
    }
}
