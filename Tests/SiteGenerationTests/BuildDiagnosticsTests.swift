import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// One bad input and the exact diagnostics it must produce, as the CLI prints them
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

let diagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(
        name: "malformed YAML in a data file",
        files: ["Content/site.yaml": "title: [unclosed\ndescription: D\n"],
        expected: [
            d(
                "Content/site.yaml:2:12: error: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence) [yaml-syntax]",
                hint: "check indentation, and quote values that contain ': ' or start with a special character")
        ]),
    DiagnosticCase(
        name: "malformed YAML in front matter",
        files: ["Content/articles/intro.md": "---\ntitle: Intro\nsummary: \"unclosed\nsources: [S1]\n---\nBody.\n"],
        expected: [
            d(
                "Content/articles/intro.md:4:14: error: YAML syntax error: found unexpected end of stream (while scanning a quoted scalar) [yaml-syntax]",
                hint: "check indentation, and quote values that contain ': ' or start with a special character")
        ]),
    DiagnosticCase(
        name: "unknown field",
        files: ["Content/articles/intro.md": Snippets.article(extra: "author: Me\n")],
        expected: [
            d(
                "Content/articles/intro.md:4:1: error: unknown field 'author' [unknown-field]",
                hint: "allowed fields: id, title, summary, sources, sampleContext")
        ]),
    DiagnosticCase(
        name: "unknown field with a near miss",
        files: ["Content/symbols/Kit/A.md": Snippets.symbol("A", extra: "seeAlsoo: [intro]\n")],
        expected: [
            d(
                "Content/symbols/Kit/A.md:9:1: error: unknown field 'seeAlsoo' [unknown-field]",
                hint: "did you mean 'seeAlso'?")
        ]),
    DiagnosticCase(
        name: "missing field",
        files: ["Content/articles/intro.md": "---\ntitle: Intro\nsources: [S1]\n---\nBody.\n"],
        expected: [
            d(
                "Content/articles/intro.md:2:1: error: missing required field 'summary' [missing-field]",
                hint: "add 'summary:' to this mapping")
        ]),
    DiagnosticCase(
        name: "wrong type",
        files: ["Content/articles/intro.md": Snippets.article(title: "[a, b]")],
        expected: [
            d("Content/articles/intro.md:2:8: error: field 'title' must be text, found a list [wrong-type]")
        ]),
    DiagnosticCase(
        name: "invalid enum value",
        files: ["Content/symbols/Kit/A.md": Snippets.symbol("A", kind: "protocl")],
        expected: [
            d(
                "Content/symbols/Kit/A.md:3:7: error: 'protocl' is not a valid kind [invalid-value]",
                hint: "did you mean 'protocol'?")
        ]),
    DiagnosticCase(
        name: "duplicate ids",
        files: ["Content/articles/second.md": "---\nid: intro\ntitle: Second\nsummary: S.\nsources: [S1]\n---\nB.\n"],
        expected: [
            d(
                "Content/articles/second.md:1:1: error: id 'intro' is already used by Content/articles/intro.md [duplicate-id]",
                hint: "give each page its own id")
        ]),
    DiagnosticCase(
        name: "duplicate YAML key",
        files: ["Content/site.yaml": "title: T\ndescription: D\ntitle: U\n"],
        expected: [
            d(
                "Content/site.yaml:3:1: error: key 'title' appears more than once in the same mapping [duplicate-key]",
                hint: "keep one 'title' entry")
        ]),
    DiagnosticCase(
        name: "unknown source",
        files: ["Content/articles/intro.md": "---\ntitle: Intro\nsummary: S.\nsources: [S1, S2]\n---\nB.\n"],
        expected: [
            d("Content/articles/intro.md:4:15: error: unknown source 'S2' [unknown-source]", hint: "did you mean 'S1'?")
        ]),
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
        name: "path step to a missing page",
        files: [
            "Content/paths/p.yaml":
                "title: P\nsummary: S.\nsources: [S1]\nsteps:\n  - page: intro\n    why: W.\n  - page: intr\n    why: W.\n"
        ],
        expected: [
            d(
                "Content/paths/p.yaml:7:11: error: step 2 of path 'p' names a missing page 'intr' [path-step-missing]",
                hint: "did you mean 'intro'?")
        ]),
    DiagnosticCase(
        name: "page repeated in a path",
        files: [
            "Content/paths/p.yaml":
                "title: P\nsummary: S.\nsources: [S1]\nsteps:\n  - page: intro\n    why: W.\n  - page: intro\n    why: Again.\n"
        ],
        expected: [
            d(
                "Content/paths/p.yaml:7:11: warning: page 'intro' is already step 1 of path 'p' [path-repeated-page]",
                hint: "remove one of the two steps")
        ]),
    DiagnosticCase(
        name: "mapping cell naming a non-callback",
        files: Snippets.delegates.merging([
            "Content/mapping.yaml": Snippets.mapping(
                rows: "      - appDelegate: AppDel/didBecomeActive()\n        sceneDelegate: SceneDel\n")
        ]) { $1 },
        expected: [
            d(
                "Content/mapping.yaml:10:24: error: 'SceneDel' is a protocol, not a callback of SceneDel [mapping-not-callback]",
                hint: "name a method or property of SceneDel in this column")
        ]),
    DiagnosticCase(
        name: "unmapped app-delegate callback",
        files: Snippets.delegates.merging([
            "Content/symbols/Kit/AppDel.willTerminate.md": Snippets.symbol(
                "AppDel/willTerminate()", kind: "method", parent: "AppDel"),
            "Content/mapping.yaml": Snippets.mapping(
                rows:
                    "      - appDelegate: AppDel/didBecomeActive()\n        sceneDelegate: SceneDel/didBecomeActive()\n"
            ),
        ]) { $1 },
        expected: [
            d(
                "Content/symbols/Kit/AppDel.willTerminate.md:1:1: error: app-delegate callback 'AppDel/willTerminate()' is not in the life-cycle mapping [mapping-unmapped-callback]",
                hint:
                    "add a row to Content/mapping.yaml with its scene-delegate and SwiftUI equivalents, or with staysOnAppDelegate: true and a note"
            )
        ]),
    DiagnosticCase(
        name: "two pages claiming the same output URL",
        files: [
            "Content/symbols/Kit/A-b.md": Snippets.symbol("A-b"),
            "Content/symbols/Kit/A(b).md": Snippets.symbol("A(b)"),
        ],
        expected: [
            d(
                "Content/symbols/Kit/A-b.md:1:1: error: 'A-b' and 'A(b)' would both be written to 'symbols/kit/a-b-class.html' [url-collision]",
                hint: "rename one of them; output file names ignore case and punctuation")
        ]),
    DiagnosticCase(
        name: "invalid UTF-8",
        bytes: [
            "Content/articles/intro.md": Data("---\ntitle: Intro\nsummary: Caf".utf8) + Data([0xC3, 0x28])
                + Data("\nsources: [S1]\n---\n".utf8)
        ],
        expected: [
            d(
                "Content/articles/intro.md:3:13: error: file is not valid UTF-8 (byte 0xc3) [invalid-utf8]",
                hint: "save the file as UTF-8")
        ]),
    DiagnosticCase(
        name: "empty content folder", base: ["Content/.keep": ""],
        expected: [
            d(
                "error: content folder 'Content' holds no pages [content-empty]",
                hint: "add home.md, symbols/, articles/, guides/ or paths/ (see the README)")
        ]),
    DiagnosticCase(
        name: "missing content folder", base: [:],
        expected: [
            d(
                "error: content folder 'Content' does not exist [content-missing]",
                hint: "create it, or pass the right folder with --content")
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
        name: "page without front matter",
        files: ["Content/articles/intro.md": "# Intro\n\nNo front matter.\n"],
        expected: [
            d(
                "Content/articles/intro.md:1:1: error: page has no front matter [front-matter]",
                hint: "start the file with a '---' line, the page's fields in YAML, and another '---' line")
        ]),
    DiagnosticCase(
        name: "file outside the model",
        files: ["Content/notes.md": "stray"],
        expected: [
            d(
                "Content/notes.md:1:1: warning: file is not part of the content model and was ignored [unexpected-file]",
                hint:
                    "pages go in symbols/<Framework>/, articles/, guides/<id>/ or paths/, Swift files in interfaces/ or sample-contexts/ (see the README)"
            )
        ]),
    DiagnosticCase(
        name: "row staying on the app delegate without a note",
        files: Snippets.delegates.merging([
            "Content/mapping.yaml": Snippets.mapping(
                rows: "      - appDelegate: AppDel/didBecomeActive()\n        staysOnAppDelegate: true\n")
        ]) { $1 },
        expected: [
            d(
                "Content/mapping.yaml:9:9: error: a row that stays on the app delegate needs a note saying why [mapping-invalid-row]",
                hint: "add note: \"Process-level: …\"")
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
        name: "unknown platform and malformed version",
        files: [
            "Content/symbols/Kit/A.md":
                "---\nid: A\nkind: class\nframework: Kit\nsummary: S.\ndeclaration: A\navailability:\n  iOS: \"13.x\"\n  iPados: \"13.0\"\nsources: [S1]\n---\n"
        ],
        expected: [
            d(
                "Content/symbols/Kit/A.md:8:8: error: '13.x' is not a version for iOS [invalid-value]",
                hint: "write a quoted version such as \"13.0\", or \"*\" when no version is listed"),
            d(
                "Content/symbols/Kit/A.md:9:3: error: unknown platform 'iPados' [invalid-value]",
                hint: "did you mean 'iPadOS'?"),
        ]),
    DiagnosticCase(
        name: "reserved page id",
        files: ["Content/articles/mapping.md": Snippets.article(title: "Mapping")],
        expected: [
            d(
                "Content/articles/mapping.md:1:1: error: 'mapping' is reserved for a generated page [invalid-value]",
                hint: "choose another id; reserved: 404, articles, guides, home, index, mapping, paths, symbols")
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

/// Cases outside the table.
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

    /// swift-mustache's `MustacheParserContext.columnNumber` is already 1-based; TemplateSet adds 1 again.
    @Test
    func templateSyntaxErrorColumn() throws {
        // Line 4 is `{{/main}}`; the mismatched name starts at column 4.
        let diagnostics = try templateSyntaxDiagnostics()
        #expect(diagnostics.map { $0.location?.description } == ["Templates/article.mustache:4:4"])
    }

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

    /// Foundation rejects the file, but `firstInvalidByte` finds nothing wrong, so the fallback
    /// offset 0 is reported: `1:1 (byte 0x2d)`, the first `-` of the front matter.
    @Test
    func invalidUTF8SurrogateIsLocated() throws {
        let scratch = try Scratch(bytes: [
            "Content/articles/intro.md": Data("---\ntitle: Intro\nsummary: S.\nsources: [S1]\n---\nok ".utf8)
                + Data([0xED, 0xA0, 0x80]) + Data(" here\n".utf8)
        ])
        #expect(
            scratch.diagnostics().map(DiagnosticFormatter.console) == [
                d(
                    "Content/articles/intro.md:6:4: error: file is not valid UTF-8 (byte 0xed) [invalid-utf8]",
                    hint: "save the file as UTF-8")
            ])
    }

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
