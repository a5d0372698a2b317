import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// One bad input and the exact diagnostics a whole build must produce, as the CLI prints them
/// (`file:line:column: severity: message [code]` plus the hint line), sorted.
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
    let name: String
    var files: [String: String?] = [:]
    var bytes: [String: Data] = [:]
    var base: [String: String] = Scratch.baseFiles
    var templates: Bool = true
    /// Changes made to the copied templates (path below `Templates/` → text, nil removes it).
    var templateFiles: [String: String?] = [:]
    let expected: [String]

    var testDescription: String { name }
}

/// A console line with its optional hint line.
func d(_ line: String, hint: String? = nil) -> String {
    hint.map { line + "\n    hint: " + $0 } ?? line
}

/// Diagnostics only a build gives: references resolved against the index (symbols, pages,
/// sections, assets), raw HTML dropped while rendering Markdown, and the templates folder. The
/// content model's own rules are tested on the model alone, in ContentModelTests.
let diagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(
        name: "unknown symbol reference",
        files: [
            "Content/symbols/Kit/Hope.md": Snippets.symbol("Hope"),
            "Content/articles/intro.md": Snippets.article(body: "See ``Nope`` here."),
        ],
        expected: [
            d(
                "Content/articles/intro.md:6:5: error: no symbol named 'Nope' [unresolved-reference]",
                hint: "did you mean 'Hope'?")
        ]),
    DiagnosticCase(
        name: "unknown page",
        files: ["Content/articles/intro.md": Snippets.article(body: "Read\n<doc:intor> first.")],
        expected: [
            d(
                "Content/articles/intro.md:7:1: error: no page with id 'intor' [unresolved-reference]",
                hint: "did you mean 'intro'?")
        ]),
    DiagnosticCase(
        name: "unknown fragment",
        files: [
            "Content/articles/intro.md": Snippets.article(
                body: "## Overview\n\nSee <doc:intro#overveiw> and [this](#nope).")
        ],
        expected: [
            d(
                "Content/articles/intro.md:8:5: error: page 'intro' has no section '#overveiw' [unresolved-fragment]",
                hint: "did you mean 'overview'?"),
            d("Content/articles/intro.md:8:30: error: this page has no section '#nope' [unresolved-fragment]"),
        ]),
    DiagnosticCase(
        // "Sources" (content pages) and "Declaration" (symbols) come from the templates, not the Markdown.
        name: "template sections as fragments",
        files: [
            "Content/symbols/Kit/Hope.md": Snippets.symbol("Hope", body: "See [c](#declaration) and [d](#sources)."),
            "Content/articles/intro.md": Snippets.article(
                body: "See [a](#sources), <doc:intro#sources> and [b](#declaration)."),
        ],
        expected: [
            d("Content/articles/intro.md:6:44: error: this page has no section '#declaration' [unresolved-fragment]")
        ]),
    DiagnosticCase(
        name: "ambiguous symbol name",
        files: [
            "Content/symbols/Kit/A.run.md": Snippets.symbol("A/run()", kind: "method", parent: "A"),
            "Content/symbols/Kit/A.md": Snippets.symbol("A"),
            "Content/symbols/Kit/B.run.md": Snippets.symbol("B/run()", kind: "method", parent: "B"),
            "Content/symbols/Kit/B.md": Snippets.symbol("B"),
            "Content/articles/intro.md": Snippets.article(body: "Call ``run()``; `run()` alone stays code."),
        ],
        expected: [
            d(
                "Content/articles/intro.md:6:6: error: 'run()' names 2 symbols: A/run(), B/run() [ambiguous-reference]",
                hint: "write the full id, e.g. ``A/run()``")
        ]),
    DiagnosticCase(
        name: "raw HTML",
        files: ["Content/articles/intro.md": Snippets.article(body: "Text with <b>bold</b>.\n\n<div>\nblock\n</div>")],
        expected: [
            d(
                "Content/articles/intro.md:6:11: warning: raw HTML is not rendered and was dropped [raw-html]",
                hint: "use Markdown instead; the generator escapes author HTML"),
            d(
                "Content/articles/intro.md:6:18: warning: raw HTML is not rendered and was dropped [raw-html]",
                hint: "use Markdown instead; the generator escapes author HTML"),
            d(
                "Content/articles/intro.md:8:1: warning: raw HTML is not rendered and was dropped [raw-html]",
                hint: "use Markdown instead; the generator escapes author HTML"),
        ]),
    DiagnosticCase(
        name: "unknown asset",
        files: ["Content/articles/intro.md": Snippets.article(body: "![Diagram](asset:diagrm.svg)")],
        bytes: ["Content/assets/diagram.svg": Data("<svg/>".utf8)],
        expected: [
            d(
                "Content/articles/intro.md:6:1: error: no asset named 'diagrm.svg' [unknown-asset]",
                hint: "did you mean 'diagram.svg'?")
        ]),
    DiagnosticCase(
        name: "missing templates folder", templates: false,
        expected: [
            d(
                "error: templates folder 'Templates' does not exist [templates-missing]",
                hint: "pass the folder with --templates, or restore Templates/ from the repository")
        ]),
    DiagnosticCase(
        name: "missing required template", templateFiles: ["path.mustache": nil],
        expected: [
            d(
                "error: required template 'path.mustache' is missing [template-missing]",
                hint: "add Templates/path.mustache (see the shipped Templates/)")
        ]),
]

@Suite struct BuildDiagnosticsTests {
    @Test(arguments: diagnosticCases)
    func reportsExactDiagnostics(_ testCase: DiagnosticCase) throws {
        let scratch = try Scratch(
            testCase.files, bytes: testCase.bytes, base: testCase.base, templates: testCase.templates)
        for (name, text) in testCase.templateFiles {
            let url = scratch.directory.path("Templates/" + name)
            if let text { try Data(text.utf8).write(to: url) } else { try FileManager.default.removeItem(at: url) }
        }
        let result = scratch.generate()
        let printed = result.diagnostics.sorted.map(DiagnosticFormatter.console)
        #expect(printed == testCase.expected)
    }
}

/// Template syntax errors, every phase's problems reported together, and section fragments that
/// only the resolved and rendered site settles.
@Suite struct MoreBuildDiagnosticsTests {
    static let brokenTemplate =
        "{{<layout}}\n{{$main}}\n  <h1>{{#pageTitle}}{{pageTitle}}</h1>\n{{/main}}\n{{/layout}}\n"

    func templateSyntaxDiagnostics() throws -> [Diagnostic] {
        let scratch = try Scratch()
        try Data(MoreBuildDiagnosticsTests.brokenTemplate.utf8).write(
            to: scratch.directory.path("Templates/article.mustache"))
        return scratch.diagnostics()
    }

    @Test func templateSyntaxError() throws {
        let diagnostics = try templateSyntaxDiagnostics()
        try #require(diagnostics.count == 1)
        let diagnostic = diagnostics[0]
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code == .templateSyntax)
        #expect(diagnostic.message == "template syntax error: a closing tag does not match the open section")
        #expect(diagnostic.hint == "check that every {{#section}} is closed by a matching {{/section}}")
        #expect(diagnostic.location?.file == "Templates/article.mustache")
        #expect(diagnostic.location?.line == 4)
    }

    /// A template syntax error points at the template's 1-based line and column.
    @Test
    func templateSyntaxErrorColumn() throws {
        // Line 4 is `{{/main}}`; the mismatched name starts at column 4.
        let diagnostics = try templateSyntaxDiagnostics()
        #expect(diagnostics.map { $0.location?.description } == ["Templates/article.mustache:4:4"])
    }

    /// One build reports the problems of every file and phase, sorted, and writes nothing.
    @Test func severalErrorsInDifferentFilesAreReportedTogetherSorted() throws {
        let scratch = try Scratch([
            "Content/site.yaml": "title: T\ndescription: D\ncolour: blue\n",
            "Content/articles/intro.md": Snippets.article(body: "See ``Nope`` and <doc:nowhere-at-all>."),
            "Content/articles/b.md": "---\ntitle: B\nsummary: S.\nsources: [S1, X9]\n---\n<i>raw</i>\n",
            "Content/paths/p.yaml":
                "title: P\nsummary: S.\nsources: [S1]\nsteps:\n  - page: missing-page\n    why: W.\n",
            "Content/symbols/Kit/A.md": Snippets.symbol("A", kind: "klass"),
        ])
        try Data(MoreBuildDiagnosticsTests.brokenTemplate.utf8).write(
            to: scratch.directory.path("Templates/article.mustache"))
        try FileManager.default.removeItem(at: scratch.directory.path("Templates/path.mustache"))
        let result = scratch.generate()
        #expect(result.files.isEmpty)
        let summary = result.diagnostics.sorted.map { d -> String in
            "\(d.location?.description ?? "-") \(d.severity.rawValue) \(d.code.rawValue)"
        }
        #expect(
            summary == [
                "- error template-missing",
                "Content/articles/b.md:4:15 error unknown-source",
                "Content/articles/b.md:6:1 warning raw-html",
                "Content/articles/b.md:6:7 warning raw-html",
                "Content/articles/intro.md:6:5 error unresolved-reference",
                "Content/articles/intro.md:6:18 error unresolved-reference",
                "Content/paths/p.yaml:5:11 error path-step-missing",
                "Content/site.yaml:3:1 error unknown-field",
                "Content/symbols/Kit/A.md:3:7 error invalid-value",
                "Templates/article.mustache:4:4 error template-syntax",
            ])
    }

    /// A path step to an existing page's missing section is one error, at the step.
    @Test
    func pathStepWithUnknownFragment() throws {
        let scratch = try Scratch([
            "Content/paths/p.yaml":
                "title: P\nsummary: S.\nsources: [S1]\nsteps:\n  - page: intro#nowhere\n    why: W.\n"
        ])
        let diagnostics = scratch.diagnostics()
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.location?.description == "Content/paths/p.yaml:5:11")
        #expect(diagnostics.first.map { [.unresolvedFragment, .pathStepMissing].contains($0.code) } == true)
    }

    /// A link to an index page's sources section is reported unless the written page has that anchor.
    @Test
    func sourcesFragmentOfAnIndexPage() throws {
        let scratch = try Scratch([
            "Content/articles/intro.md": Snippets.article(body: "See <doc:articles#sources>.")
        ])
        let result = scratch.generate()
        // Either the reference is reported, or the target really has the anchor.
        let reported = result.diagnostics.sorted.contains { $0.code == .unresolvedFragment }
        let resolves = LinkAudit(files: result.files).problems().isEmpty
        #expect(reported || (!result.files.isEmpty && resolves))
    }
}
