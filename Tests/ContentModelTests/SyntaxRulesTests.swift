import Foundation
import TestSupport
import Testing

/// Exact diagnostics for files the loader cannot read as a page or a data file: bytes that are
/// not UTF-8, YAML that does not parse or repeats a key, a page without front matter.
let syntaxRuleCases: [ModelCase] = [
    ModelCase(
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
    ModelCase(
        name: "malformed YAML in a data file",
        files: ["Content/site.yaml": "title: [unclosed\ndescription: D\n"],
        expected: [
            d(
                "Content/site.yaml:2:12: error: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence) [yaml-syntax]",
                hint: "check indentation, and quote values that contain ': ' or start with a special character")
        ]),
    ModelCase(
        name: "malformed YAML in front matter",
        files: ["Content/articles/intro.md": "---\ntitle: Intro\nsummary: \"unclosed\nsources: [S1]\n---\nBody.\n"],
        expected: [
            d(
                "Content/articles/intro.md:4:14: error: YAML syntax error: found unexpected end of stream (while scanning a quoted scalar) [yaml-syntax]",
                hint: "check indentation, and quote values that contain ': ' or start with a special character")
        ]),
    ModelCase(
        name: "duplicate YAML key",
        files: ["Content/site.yaml": "title: T\ndescription: D\ntitle: U\n"],
        expected: [
            d(
                "Content/site.yaml:3:1: error: key 'title' appears more than once in the same mapping [duplicate-key]",
                hint: "keep one 'title' entry")
        ]),
    ModelCase(
        name: "page without front matter",
        files: ["Content/articles/intro.md": "# Intro\n\nNo front matter.\n"],
        expected: [
            d(
                "Content/articles/intro.md:1:1: error: page has no front matter [front-matter]",
                hint: "start the file with a '---' line, the page's fields in YAML, and another '---' line")
        ]),
    ModelCase(
        // A UTF-16 surrogate encoded as UTF-8 (ED A0 80) is invalid, located at its first byte.
        name: "UTF-8-encoded surrogate",
        bytes: [
            "Content/articles/intro.md": Data("---\ntitle: Intro\nsummary: S.\nsources: [S1]\n---\nok ".utf8)
                + Data([0xED, 0xA0, 0x80]) + Data(" here\n".utf8)
        ],
        expected: [
            d(
                "Content/articles/intro.md:6:4: error: file is not valid UTF-8 (byte 0xed) [invalid-utf8]",
                hint: "save the file as UTF-8")
        ]),
]

@Suite struct SyntaxRulesTests {
    @Test(arguments: syntaxRuleCases)
    func reportsExactDiagnostics(_ testCase: ModelCase) throws {
        let printed = try ModelLoad(testCase).printed
        #expect(printed == testCase.expected)
    }
}
