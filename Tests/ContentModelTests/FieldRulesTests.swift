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

/// Titles and the site's description are printed on other pages, so their length is bounded: at
/// the limit they load, one byte over it they are errors.
let lengthRuleCases: [ModelCase] = [
    ModelCase(
        name: "page title at the limit",
        files: ["Content/articles/intro.md": Snippets.article(title: String(repeating: "é", count: 250))],
        expected: []),
    ModelCase(
        name: "page title over the limit",
        files: ["Content/articles/intro.md": Snippets.article(title: "x" + String(repeating: "é", count: 250))],
        expected: [
            d(
                "Content/articles/intro.md:2:8: error: field 'title' holds 501 bytes; it may hold at most 500, as it is printed on other pages [invalid-value]",
                hint: "shorten it: a title is one line")
        ]),
    ModelCase(
        name: "site description at the limit",
        files: ["Content/site.yaml": "title: T\ndescription: \(String(repeating: "d", count: 2_000))\n"],
        expected: []),
    ModelCase(
        name: "site title and description over the limit",
        files: [
            "Content/site.yaml":
                "title: \(String(repeating: "t", count: 501))\ndescription: \(String(repeating: "d", count: 2_001))\n"
        ],
        expected: [
            d(
                "Content/site.yaml:1:8: error: field 'title' holds 501 bytes; it may hold at most 500, as it is printed on other pages [invalid-value]",
                hint: "shorten it: a title is one line"),
            d(
                "Content/site.yaml:2:14: error: field 'description' holds 2001 bytes; it may hold at most 2000, as it is printed on other pages [invalid-value]",
                hint: "shorten it to a sentence or two"),
        ]),
]

@Suite struct FieldRulesTests {
    @Test(arguments: lengthRuleCases)
    func boundsTheLengthOfRepeatedText(_ testCase: ModelCase) throws {
        let printed = try ModelLoad(testCase).printed
        #expect(printed == testCase.expected)
    }

    @Test(arguments: fieldRuleCases)
    func reportsExactDiagnostics(_ testCase: ModelCase) throws {
        let printed = try ModelLoad(testCase).printed
        #expect(printed == testCase.expected)
    }
}
