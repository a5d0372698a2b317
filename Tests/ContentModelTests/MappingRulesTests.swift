import Foundation
import TestSupport
import Testing

/// Exact diagnostics for the life-cycle mapping: its cells name callbacks, every app-delegate
/// callback has a row, and a row that stays on the app delegate says why.
let mappingRuleCases: [ModelCase] = [
    ModelCase(
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
    ModelCase(
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
    ModelCase(
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
]

@Suite struct MappingRulesTests {
    @Test(arguments: mappingRuleCases)
    func reportsExactDiagnostics(_ testCase: ModelCase) throws {
        let printed = try ModelLoad(testCase).printed
        #expect(printed == testCase.expected)
    }
}
