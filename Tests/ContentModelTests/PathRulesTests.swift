import Foundation
import TestSupport
import Testing

/// Exact diagnostics for reading-path steps: each names an existing page, once per path.
let pathRuleCases: [ModelCase] = [
    ModelCase(
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
    ModelCase(
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
]

@Suite struct PathRulesTests {
    @Test(arguments: pathRuleCases)
    func reportsExactDiagnostics(_ testCase: ModelCase) throws {
        let printed = try ModelLoad(testCase).printed
        #expect(printed == testCase.expected)
    }
}
