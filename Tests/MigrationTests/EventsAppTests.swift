import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// The UIKit app whose app delegate also handles events (Fixtures/EventsApp): a URL, a user
/// activity, a quick action, a Handoff callback and a launch-options read. The patch moves the
/// window, the state callback and the quick action (whose body uses only its payload), forwards
/// the open-URL callback (whose body uses the app delegate's `openedLinks`) from the scene
/// delegate to the app delegate, and `willConnectTo` hands a cold launch's URLs and quick action
/// on; the activity (which answers `return false`), the Handoff callback and the launch-options
/// read stay manual steps.
@Suite struct EventsAppTests {
    static let name = "EventsApp"

    @Test func patchIsTheGoldenOne() throws {
        try MigrationFixtures.expectGoldenPatch(Self.name)
    }

    @Test func changesAndManualStepsInOrder() throws {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture(Self.name))
        let kinds = plan.changes.map { "\($0.kind.rawValue) \($0.file):\($0.range.start.line)" }
        #expect(
            kinds == [
                "remove-window-property Harbor/AppDelegate.swift:8",
                "move-window-set-up Harbor/AppDelegate.swift:22",
                "move-window-set-up Harbor/AppDelegate.swift:22",
                "move-window-set-up Harbor/AppDelegate.swift:24",
                "forward-callback Harbor/AppDelegate.swift:29",
                "move-callback Harbor/AppDelegate.swift:47",
                "move-callback Harbor/AppDelegate.swift:60",
                "add-scene-manifest Harbor/Info.plist:1",
                "create-scene-delegate Harbor/SceneDelegate.swift:1",
                "manual Harbor/AppDelegate.swift:18",
                "manual Harbor/AppDelegate.swift:37",
                "manual Harbor/AppDelegate.swift:54",
            ])
        MigrationFixtures.expectPagesExist(plan)
        #expect(
            plan.changes.first { $0.kind == .createSceneDelegate }?.summary
                == "Create `SceneDelegate`, the window-scene delegate: its `window`, `scene(_:willConnectTo:options:)` with the window set-up moved from `AppDelegate`, and `sceneDidBecomeActive(_:)`, `scene(_:openURLContexts:)`, `windowScene(_:performActionFor:completionHandler:)`."
        )
    }

    /// Each manual step: its place, rule, page and exact reason.
    @Test func manualStepsSayWhatToDo() throws {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture(Self.name))
        let steps = plan.manualSteps.map {
            "\($0.file):\($0.range.start.line):\($0.range.start.column) [\($0.rule?.rawValue ?? "")] \($0.page)\n\($0.reason ?? "")"
        }
        #expect(
            steps == [
                """
                Harbor/AppDelegate.swift:18:38 [launch-options-key] UIApplication.LaunchOptionsKey
                a scene-based app gets nil launch options, and the patch's scene(_:willConnectTo:options:) hands `connectionOptions.urlContexts` to `scene(_:openURLContexts:)`, which calls the body of `application(_:open:options:)` (line 29), kept in the app delegate as `scene(_:open:)`: check this read does nothing else, then remove it
                """,
                """
                Harbor/AppDelegate.swift:37:5 [app-delegate-ui-callback] UIApplicationDelegate/application(_:continue:restorationHandler:)
                the body answers UIKit with `return false` (whether it handled the user activity), and `scene(_:continue:)` has no such result; decide by hand what the scene delegate does instead, then move the body there; a cold launch delivers the user activity in `connectionOptions.userActivities` of scene(_:willConnectTo:options:) instead, so hand it to the same code there
                """,
                """
                Harbor/AppDelegate.swift:54:5 [deprecated-scene-api] UIApplicationDelegate/application(_:willContinueUserActivityWithType:)
                the patch does not move this callback: implement `scene(_:willContinueUserActivityWithType:)` in the scene delegate and move the body there by hand; when it launches the app, only the activity's type is known, in `connectionOptions.handoffUserActivityType` of scene(_:willConnectTo:options:)
                """,
            ])
    }

    @Test(.enabled(if: MigrationFixtures.git != nil, "git is not installed"))
    func gitAppliesThePatch() throws {
        try MigrationFixtures.expectGitApplies(Self.name)
    }

    /// The patched app: nothing left of the rules the patch claims to fix but what its manual
    /// steps leave (the activity callback, still where it was).
    @Test func patchedAppHasNothingLeftOfTheFixedRulesButTheManualSteps() throws {
        let (copy, plan) = try MigrationFixtures.patched(Self.name)
        let fixedRules = MigrationFixtures.fixedRules(plan)
        #expect(fixedRules == [.appDelegateWindow, .globalWindowLookup, .appDelegateUICallback, .missingSceneManifest])
        let report = MigrationFixtures.auditor().audit(root: copy.url)
        #expect(report.findings.filter { $0.rule == .appDelegateWindow || $0.rule == .globalWindowLookup }.isEmpty)
        #expect(report.findings.filter { $0.rule == .missingSceneManifest }.isEmpty)
        let callbacks = report.findings.filter { $0.rule == .appDelegateUICallback }.map(\.symbol)
        #expect(
            callbacks == ["UIApplicationDelegate/application(_:continue:restorationHandler:)"])
        #expect(report.sceneDeclarations == ["Harbor/Info.plist"])
    }

    /// A second run finds the app on scenes and changes nothing; the events it left are still
    /// reported, as manual steps for the existing scene delegate.
    @Test func secondRunChangesNothing() throws {
        let (copy, _) = try MigrationFixtures.patched(Self.name)
        let again = MigrationFixtures.plan(copy.url)
        #expect(again.edits.isEmpty)
        #expect(again.alreadyOnScenes)
        #expect(again.status == .manualOnly)
        #expect(again.changes.allSatisfy { $0.isManual })
        #expect(again.changes.count == 3)
        #expect(again.render(.patch).output == "")
    }
}
