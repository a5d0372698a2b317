import ContentModel
import Diagnostics
import Foundation
import TestSupport
import Testing

/// Exact diagnostics for reading-path choices, the list of current app-delegate methods and
/// availability versions, from the loader and the validator alone.
let modelRuleCases: [ModelCase] = [
    ModelCase(
        name: "choice with one alternative",
        files: [
            "Content/articles/other.md": Snippets.article(title: "Other"),
            "Content/paths/p.yaml": """
            title: P
            summary: S.
            sources: [S1]
            steps:
              - page: intro
                why: W.
              - choice: Next
                either:
                  - page: other
                    why: A.

            """,
        ],
        expected: [
            d(
                "Content/paths/p.yaml:7:13: error: choice step 2 of path 'p' offers 1 alternative; a choice needs at least two [path-invalid-choice]",
                hint: "add another page under 'either:', or make it a plain step with 'page:' and 'why:'")
        ]),
    ModelCase(
        name: "choice repeating, reusing and missing pages",
        files: [
            "Content/articles/other.md": Snippets.article(title: "Other"),
            "Content/paths/p.yaml": """
            title: P
            summary: S.
            sources: [S1]
            steps:
              - page: intro
                why: W.
              - choice: Next
                either:
                  - page: other
                    why: A.
                  - page: other
                    why: B.
                  - page: intro
                    why: C.
                  - page: othr
                    why: D.

            """,
        ],
        expected: [
            d(
                "Content/paths/p.yaml:11:15: error: page 'other' is already alternative 1 of step 2 of path 'p' [path-invalid-choice]",
                hint: "offer each page once; remove one of the two alternatives"),
            d(
                "Content/paths/p.yaml:13:15: warning: page 'intro' is already step 1 of path 'p' [path-repeated-page]",
                hint: "remove one of the two steps"),
            d(
                "Content/paths/p.yaml:15:15: error: alternative 4 of step 2 of path 'p' names a missing page 'othr' [path-step-missing]",
                hint: "did you mean 'other'?"),
        ]),
    ModelCase(
        name: "choice step with a page and a why of its own",
        files: [
            "Content/articles/other.md": Snippets.article(title: "Other"),
            "Content/articles/third.md": Snippets.article(title: "Third"),
            "Content/paths/p.yaml": """
            title: P
            summary: S.
            sources: [S1]
            steps:
              - choice: Next
                page: intro
                why: W.
                either:
                  - page: other
                    why: A.
                  - page: third
                    why: B.

            """,
        ],
        expected: [
            d(
                "Content/paths/p.yaml:6:5: error: a step has either 'page' or 'choice', not both [invalid-value]",
                hint: "put each page of the choice under 'either:' with its own 'why:'"),
            d(
                "Content/paths/p.yaml:7:5: error: a choice step has no 'why' of its own [unknown-field]",
                hint: "give each alternative under 'either:' its own 'why:'"),
        ]),
    ModelCase(
        name: "choice without alternatives",
        files: [
            "Content/paths/p.yaml": "title: P\nsummary: S.\nsources: [S1]\nsteps:\n  - choice: Next\n    either: []\n"
        ],
        expected: [
            d(
                "Content/paths/p.yaml:5:13: error: choice step 1 of path 'p' offers 0 alternatives; a choice needs at least two [path-invalid-choice]",
                hint: "add another page under 'either:', or make it a plain step with 'page:' and 'why:'")
        ]),
    ModelCase(
        name: "listed app-delegate methods without page, row or unique entry",
        files: Snippets.delegates.merging([
            "Content/symbols/Kit/AppDel.willTerminate.md": Snippets.symbol(
                "AppDel/willTerminate()", kind: "method", parent: "AppDel"),
            "Content/mapping.yaml": """
            title: Mapping
            summary: Where callbacks go.
            sources: [S1]
            appDelegateProtocol: AppDel
            sceneDelegateProtocols: [SceneDel]
            appDelegateMethods:
              source: S1
              methods:
                - didBecomeActive()
                - willTerminate()
                - method: AppDel/didEnterBackground()
                  source: S2
                - didBecomeActive()
            groups:
              - title: Active
                rows:
                  - appDelegate: AppDel/didBecomeActive()
                    sceneDelegate: SceneDel/didBecomeActive()

            """,
        ]) { $1 },
        expected: [
            d(
                "Content/mapping.yaml:10:7: error: app-delegate callback 'AppDel/willTerminate()' is not in the life-cycle mapping [mapping-unmapped-callback]",
                hint:
                    "add a row to Content/mapping.yaml with its scene-delegate and SwiftUI equivalents, or with staysOnAppDelegate: true and a note"
            ),
            d(
                "Content/mapping.yaml:11:15: error: app-delegate method 'AppDel/didEnterBackground()' has no symbol page [mapping-callback-without-page]",
                hint:
                    "add a page with id: AppDel/didEnterBackground() and parent: AppDel, or remove the entry if Apple no longer lists the method"
            ),
            d("Content/mapping.yaml:12:15: error: unknown source 'S2' [unknown-source]", hint: "did you mean 'S1'?"),
            d(
                "Content/mapping.yaml:13:7: error: method 'didBecomeActive()' is already listed at line 9 [duplicate-id]",
                hint: "remove one of the two entries"),
        ]),
    ModelCase(
        name: "listed app-delegate methods all mapped",
        files: Snippets.delegates.merging([
            "Content/mapping.yaml": """
            title: Mapping
            summary: Where callbacks go.
            sources: [S1]
            appDelegateProtocol: AppDel
            sceneDelegateProtocols: [SceneDel]
            appDelegateMethods:
              source: S1
              methods: [didBecomeActive()]
            groups:
              - title: Active
                rows:
                  - appDelegate: AppDel/didBecomeActive()
                    sceneDelegate: SceneDel/didBecomeActive()

            """
        ]) { $1 },
        expected: []),
    ModelCase(
        name: "availability without versions and deprecated before introduced",
        files: [
            "Content/symbols/Kit/Hope.md": """
            ---
            id: Hope
            kind: class
            framework: Kit
            summary: About Hope.
            declaration: "Hope"
            availability:
              iOS: "*"
              iPadOS:
                deprecated: "26.0"
              macCatalyst:
                introduced: "14.0"
                deprecated: "13.1"
              tvOS: "*"
              visionOS:
                introduced: "1.0"
                deprecated: "26"
            sources: [S1]
            ---
            Body.

            """
        ],
        expected: [
            d(
                "Content/symbols/Kit/Hope.md:8:8: warning: iOS availability gives no version [availability-missing-version]",
                hint: "replace \"*\" with the version the Apple documentation lists, e.g. \"13.0\""),
            d(
                "Content/symbols/Kit/Hope.md:9:3: warning: iPadOS availability gives no introduced version [availability-missing-version]",
                hint: "add introduced: with the version the Apple documentation lists"),
            d(
                "Content/symbols/Kit/Hope.md:13:17: error: macCatalyst availability is deprecated in 13.1, before it was introduced in 14.0 [availability-deprecated-before-introduced]",
                hint: "check both versions against the Apple documentation"),
        ]),
]

@Suite struct ModelRulesTests {
    @Test(arguments: modelRuleCases)
    func reportsExactDiagnostics(_ testCase: ModelCase) throws {
        let printed = try ModelLoad(testCase.files).diagnostics.sorted.map(DiagnosticFormatter.console)
        #expect(printed == testCase.expected)
    }

    /// A missing version is a warning: it fails only a strict build.
    @Test func missingVersionIsAWarning() throws {
        let diagnostics = try ModelLoad([
            "Content/symbols/Kit/Hope.md": Snippets.symbol("Hope").replacingOccurrences(
                of: "iOS: \"13.0\"", with: "iOS: \"*\"")
        ]).diagnostics
        #expect(diagnostics.sorted.map(\.code) == [.availabilityMissingVersion])
        #expect(!DiagnosticEngine.recording(diagnostics, strict: false).failed)
        #expect(DiagnosticEngine.recording(diagnostics, strict: true).failed)
    }
}
