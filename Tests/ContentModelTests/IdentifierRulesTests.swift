import Foundation
import TestSupport
import Testing

/// Exact diagnostics for ids: each page has its own, none is reserved for a generated page, no
/// two pages share an output URL, and every cited source id is in sources.yaml.
let identifierRuleCases: [ModelCase] = [
    ModelCase(
        name: "duplicate ids",
        files: ["Content/articles/second.md": "---\nid: intro\ntitle: Second\nsummary: S.\nsources: [S1]\n---\nB.\n"],
        expected: [
            d(
                "Content/articles/second.md:1:1: error: id 'intro' is already used by Content/articles/intro.md [duplicate-id]",
                hint: "give each page its own id")
        ]),
    ModelCase(
        name: "reserved page id",
        files: ["Content/articles/mapping.md": Snippets.article(title: "Mapping")],
        expected: [
            d(
                "Content/articles/mapping.md:1:1: error: 'mapping' is reserved for a generated page [invalid-value]",
                hint: "choose another id; reserved: 404, articles, guides, home, index, mapping, paths, symbols")
        ]),
    ModelCase(
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
    ModelCase(
        name: "unknown source",
        files: ["Content/articles/intro.md": "---\ntitle: Intro\nsummary: S.\nsources: [S1, S2]\n---\nB.\n"],
        expected: [
            d("Content/articles/intro.md:4:15: error: unknown source 'S2' [unknown-source]", hint: "did you mean 'S1'?")
        ]),
]

@Suite struct IdentifierRulesTests {
    @Test(arguments: identifierRuleCases)
    func reportsExactDiagnostics(_ testCase: ModelCase) throws {
        let printed = try ModelLoad(testCase).printed
        #expect(printed == testCase.expected)
    }
}
