import Diagnostics
import Foundation
import Testing

@testable import Templating

/// Deep nesting in a template is a located error, never a stack overflow (in our parser or in
/// swift-mustache's, which checks the syntax), and a template that includes itself renders
/// without recursing forever.
@Suite struct TemplateLimitTests {
    func load(extra: String) throws -> (TemplateSet?, [Diagnostic]) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenedocs-limits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: ShippedTemplateTests.directory, to: folder)
        try extra.write(to: folder.appendingPathComponent("extra.mustache"), atomically: true, encoding: .utf8)
        return TemplateSet.load(directory: folder, displayPrefix: "Templates")
    }

    /// `levels` sections inside one another, the innermost printing `{{v}}`.
    static func nested(_ levels: Int) -> String {
        "x\n" + String(repeating: "{{#a}}", count: levels) + "{{v}}" + String(repeating: "{{/a}}", count: levels) + "\n"
    }

    @Test func sectionsAtTheLimitLoadAndRender() throws {
        let (loaded, diagnostics) = try load(extra: Self.nested(TemplateParser.maximumDepth))
        #expect(diagnostics.isEmpty)
        let templates = try #require(loaded)
        #expect(templates.render("extra", ["a": true, "v": "ok"]) == "x\nok\n")
    }

    @Test func oneLevelMoreIsALocatedError() throws {
        let (loaded, diagnostics) = try load(extra: Self.nested(TemplateParser.maximumDepth + 1))
        #expect(loaded == nil)
        #expect(
            diagnostics.map(DiagnosticFormatter.console) == [
                "Templates/extra.mustache:2:601: error: template syntax error: sections are nested more than 100 deep [template-syntax]\n    hint: nest at most 100 sections, blocks and inheritance tags"
            ])
    }

    @Test func tenThousandLevelsOfEveryKindAreErrorsNotCrashes() throws {
        for open in ["{{#a}}", "{{^a}}", "{{$a}}", "{{<layout}}{{$a}}"] {
            let (loaded, diagnostics) = try load(extra: String(repeating: open, count: 10_000))
            #expect(loaded == nil)
            #expect(diagnostics.map(\.code) == [.templateSyntax], "\(open)")
        }
    }

    @Test func aTemplateThatIncludesItselfStops() throws {
        let (loaded, diagnostics) = try load(extra: "[{{#a}}{{>extra}}{{/a}}]")
        #expect(diagnostics.isEmpty)
        let templates = try #require(loaded)
        let depth = TemplateRenderer.maximumPartialDepth
        let expected = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(templates.render("extra", ["a": true]) == expected)
    }
}
