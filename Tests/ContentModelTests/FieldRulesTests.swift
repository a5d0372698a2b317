import Foundation
import TestSupport
import Testing

/// Exact diagnostics for the fields of a page or data file: unknown, missing, of the wrong type,
/// or with a value outside the allowed ones (kinds, platforms, versions).
let fieldRuleCases: [ModelCase] = [
    ModelCase(
        name: "unknown field",
        files: ["Content/articles/intro.md": Snippets.article(extra: "author: Me\n")],
        expected: [
            d(
                "Content/articles/intro.md:4:1: error: unknown field 'author' [unknown-field]",
                hint: "allowed fields: id, title, summary, sources, sampleContext")
        ]),
    ModelCase(
        name: "unknown field with a near miss",
        files: ["Content/symbols/Kit/A.md": Snippets.symbol("A", extra: "seeAlsoo: [intro]\n")],
        expected: [
            d(
                "Content/symbols/Kit/A.md:9:1: error: unknown field 'seeAlsoo' [unknown-field]",
                hint: "did you mean 'seeAlso'?")
        ]),
    ModelCase(
        name: "missing field",
        files: ["Content/articles/intro.md": "---\ntitle: Intro\nsources: [S1]\n---\nBody.\n"],
        expected: [
            d(
                "Content/articles/intro.md:2:1: error: missing required field 'summary' [missing-field]",
                hint: "add 'summary:' to this mapping")
        ]),
    ModelCase(
        name: "wrong type",
        files: ["Content/articles/intro.md": Snippets.article(title: "[a, b]")],
        expected: [
            d("Content/articles/intro.md:2:8: error: field 'title' must be text, found a list [wrong-type]")
        ]),
    ModelCase(
        name: "invalid enum value",
        files: ["Content/symbols/Kit/A.md": Snippets.symbol("A", kind: "protocl")],
        expected: [
            d(
                "Content/symbols/Kit/A.md:3:7: error: 'protocl' is not a valid kind [invalid-value]",
                hint: "did you mean 'protocol'?")
        ]),
    ModelCase(
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
]

@Suite struct FieldRulesTests {
    @Test(arguments: fieldRuleCases)
    func reportsExactDiagnostics(_ testCase: ModelCase) throws {
        let printed = try ModelLoad(testCase).printed
        #expect(printed == testCase.expected)
    }
}
