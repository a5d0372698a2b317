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

    /// The process's CPU seconds (every thread) spent by `body`.
    static func cpuSeconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var usage = rusage()
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        let start = now()
        body()
        return now() - start
    }

    /// Under the depth limit, a partial that includes itself twice would render 2^64 times: the
    /// render stops at its bound of work and names the partial and the tag that included it (the
    /// second of the two, at column 17, was being rendered when the bound was crossed).
    @Test func aPartialIncludingItselfTwiceStopsAtTheWorkBound() throws {
        let (loaded, diagnostics) = try load(extra: "{{#a}}{{>extra}}{{>extra}}{{/a}}")
        #expect(diagnostics.isEmpty)
        let templates = try #require(loaded)
        var output: [UInt8] = []
        let seconds = Self.cpuSeconds { templates.render("extra", ["a": true], into: &output) }
        #expect(templates.expansionOverruns == [.init(template: "extra", file: "extra", line: 1, column: 17)])
        #expect(seconds < 60)
    }

    /// A template's sections inside a partial that includes itself nest 100 levels per partial (the
    /// stack overflowed): node lists nested more than 256 deep render nothing, so the text inside
    /// the deepest sections is printed by the first two levels of the partial only.
    @Test func sectionsInsidePartialsStopAtTheNestingLimit() throws {
        let depth = TemplateParser.maximumDepth
        let (loaded, diagnostics) = try load(
            extra: String(repeating: "{{#a}}", count: depth) + "{{>extra}}x" + String(repeating: "{{/a}}", count: depth)
        )
        #expect(diagnostics.isEmpty)
        let templates = try #require(loaded)
        #expect(TemplateRenderer.maximumNesting == 256)
        #expect(templates.render("extra", ["a": "value"]) == "xx")
        #expect(templates.expansionOverruns.isEmpty)
    }

    /// The inputs `make fuzz` found (`Fuzz/Regressions/templates/`, each the fuzz target's
    /// `fuzz.mustache`, which includes itself) load, and render within the bounds: the one whose
    /// sections overflowed the stack renders, the one whose look-ups ran for minutes stops at the
    /// work bound and is reported.
    @Test func fuzzRegressionInputsRenderWithinTheBounds() throws {
        let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/templates")
        let expected = [
            "missing-names-under-partials-inside-sections": ["fuzz"],
            "sections-inside-a-partial-that-includes-itself": [],
        ]
        #expect(try FileManager.default.contentsOfDirectory(atPath: inputs.path).sorted() == expected.keys.sorted())
        for (name, overruns) in expected {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("scenedocs-limits-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.copyItem(at: ShippedTemplateTests.directory, to: folder)
            try FileManager.default.copyItem(
                at: inputs.appendingPathComponent(name), to: folder.appendingPathComponent("fuzz.mustache"))
            let (loaded, diagnostics) = TemplateSet.load(directory: folder, displayPrefix: "Templates")
            #expect(diagnostics.isEmpty, "\(name)")
            let templates = try #require(loaded)
            var output: [UInt8] = []
            let seconds = Self.cpuSeconds { templates.render("fuzz", ["title": "t"], into: &output) }
            #expect(templates.expansionOverruns.map(\.template) == overruns, "\(name)")
            #expect(seconds < 60, "\(name)")
        }
    }

    /// A name missing from every level is looked for through the whole context stack, which
    /// partials inside sections make deep: the levels searched count as work, so the render stops
    /// at its bound (it ran for minutes under it).
    @Test func lookUpsThroughADeepStackCountAsWork() throws {
        let (loaded, _) = try load(
            extra: "{{#a}}{{#a}}{{#a}}{{>extra}}{{>extra}}" + String(repeating: "{{missing}}", count: 20)
                + "{{/a}}{{/a}}{{/a}}")
        let templates = try #require(loaded)
        var output: [UInt8] = []
        let seconds = Self.cpuSeconds { templates.render("extra", ["a": "value"], into: &output) }
        #expect(templates.expansionOverruns.map(\.template) == ["extra"])
        #expect(seconds < 60)
    }

    /// Partials that each include the next ten times grow the output past its bound of bytes; the
    /// partial named is the one whose tag was being rendered when the bound was crossed (`p8`,
    /// which includes `p9`, the text, ten times), located at the tag in `p7` that included it.
    @Test func partialsMultiplyingTheOutputStopAtTheByteBound() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenedocs-limits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: ShippedTemplateTests.directory, to: folder)
        for level in 0..<10 {
            let body =
                level == 9 ? String(repeating: "x", count: 1_000) : String(repeating: "{{>p\(level + 1)}}", count: 10)
            try body.write(to: folder.appendingPathComponent("p\(level).mustache"), atomically: true, encoding: .utf8)
        }
        let (loaded, diagnostics) = TemplateSet.load(directory: folder, displayPrefix: "Templates")
        #expect(diagnostics.isEmpty)
        let templates = try #require(loaded)
        var output: [UInt8] = []
        templates.render("p0", [:], into: &output)
        #expect(templates.expansionOverruns == [.init(template: "p8", file: "p7", line: 1, column: 22)])
        #expect(output.count <= TemplateRenderer.maximumOutputBytes + 1_000)
    }

    /// Twelve sections nested over a list of ten would render 10^12 times (it hung): it stops at
    /// the work bound; three levels (1,000 renders) finish.
    @Test func sectionsNestedOverListsStopAtTheWorkBound() throws {
        func nested(_ levels: Int) -> String {
            String(repeating: "{{#paths}}", count: levels) + "x" + String(repeating: "{{/paths}}", count: levels)
        }
        let paths = Array(repeating: ["title": "t"] as [String: Any], count: 10)
        let (small, _) = try load(extra: nested(3))
        let fine = try #require(small)
        #expect(fine.render("extra", ["paths": paths]) == String(repeating: "x", count: 1_000))
        #expect(fine.expansionOverruns.isEmpty)
        let (loaded, _) = try load(extra: nested(12))
        let templates = try #require(loaded)
        var output: [UInt8] = []
        let seconds = Self.cpuSeconds { templates.render("extra", ["paths": paths], into: &output) }
        #expect(templates.expansionOverruns == [.init(template: "extra", file: "extra", line: 1, column: 1)])
        #expect(seconds < 60)
    }
}
