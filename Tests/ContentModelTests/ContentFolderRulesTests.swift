import Foundation
import TestSupport
import Testing

/// Exact diagnostics for the content folder itself: it exists, holds pages, and holds only files
/// of the content model.
let contentFolderRuleCases: [ModelCase] = [
    ModelCase(
        name: "missing content folder", base: [:],
        expected: [
            d(
                "error: content folder 'Content' does not exist [content-missing]",
                hint: "create it, or pass the right folder with --content")
        ]),
    ModelCase(
        name: "empty content folder", base: ["Content/.keep": ""],
        expected: [
            d(
                "error: content folder 'Content' holds no pages [content-empty]",
                hint: "add home.md, symbols/, articles/, guides/ or paths/ (see the README)")
        ]),
    ModelCase(
        name: "file outside the model",
        files: ["Content/notes.md": "stray"],
        expected: [
            d(
                "Content/notes.md:1:1: warning: file is not part of the content model and was ignored [unexpected-file]",
                hint:
                    "pages go in symbols/<Framework>/, articles/, guides/<id>/ or paths/, Swift files in interfaces/ or sample-contexts/ (see the README)"
            )
        ]),
]

@Suite struct ContentFolderRulesTests {
    @Test(arguments: contentFolderRuleCases)
    func reportsExactDiagnostics(_ testCase: ModelCase) throws {
        let printed = try ModelLoad(testCase).printed
        #expect(printed == testCase.expected)
    }
}
