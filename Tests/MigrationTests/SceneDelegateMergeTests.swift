import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// An app already on scenes (Fixtures/SceneApp) whose app delegate still implements state
/// callbacks: the patch moves each into the existing scene delegate, before its closing brace,
/// unless that class implements the counterpart already or the body would mean something else
/// there.
@Suite struct SceneDelegateMergeTests {
    /// Fixtures/SceneApp with `members` added to the app delegate (before its configuration
    /// method) and `sceneMembers` to the scene delegate (before its closing brace).
    static func sceneApp(adding members: String, sceneMembers: String = "") throws -> TemporaryDirectory {
        let copy = try MigrationFixtures.copy("SceneApp")
        let delegate = copy.url.appendingPathComponent("Atlas/AppDelegate.swift")
        var text = try String(contentsOf: delegate, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "    func application(\n        _ application: UIApplication, configurationForConnecting",
            with: members + "\n    func application(\n        _ application: UIApplication, configurationForConnecting")
        try Data(text.utf8).write(to: delegate)
        if !sceneMembers.isEmpty {
            let scene = copy.url.appendingPathComponent("Atlas/SceneDelegate.swift")
            var text = try String(contentsOf: scene, encoding: .utf8)
            text = text.replacingOccurrences(of: "\n}\n", with: "\n" + sceneMembers + "}\n")
            try Data(text.utf8).write(to: scene)
        }
        return copy
    }

    static let callbacks = """
            func applicationDidEnterBackground(_ application: UIApplication) {
                // Keep the draft.
                Drafts.save()
            }

            func applicationWillResignActive(_ application: UIApplication) {
                pause()
            }

            func pause() {}

        """

    @Test(.enabled(if: MigrationFixtures.git != nil, "git is not installed"))
    func stateCallbacksMoveIntoTheExistingSceneDelegate() throws {
        let copy = try Self.sceneApp(adding: Self.callbacks)
        try MigrationFixtures.commitAll(in: copy.url)
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .planned)
        #expect(plan.alreadyOnScenes)
        #expect(plan.manualSteps.isEmpty)
        #expect(plan.edits.map(\.file) == ["Atlas/AppDelegate.swift", "Atlas/SceneDelegate.swift"])
        #expect(plan.changes.map(\.kind) == [.moveCallback, .forwardCallback])
        #expect(plan.changes.allSatisfy { $0.destination == "Atlas/SceneDelegate.swift" })
        let patch = plan.render(.patch).output
        #expect(
            patch == """
                diff --git a/Atlas/AppDelegate.swift b/Atlas/AppDelegate.swift
                --- a/Atlas/AppDelegate.swift
                +++ b/Atlas/AppDelegate.swift
                @@ -9,12 +9,8 @@
                         true
                     }
                 
                -    func applicationDidEnterBackground(_ application: UIApplication) {
                -        // Keep the draft.
                -        Drafts.save()
                -    }
                -
                -    func applicationWillResignActive(_ application: UIApplication) {
                +    /// Called by `SceneDelegate.sceneWillResignActive(_:)`.
                +    func sceneWillResignActive(_ application: UIApplication) {
                         pause()
                     }
                 
                diff --git a/Atlas/SceneDelegate.swift b/Atlas/SceneDelegate.swift
                --- a/Atlas/SceneDelegate.swift
                +++ b/Atlas/SceneDelegate.swift
                @@ -14,4 +14,13 @@
                     }
                 
                     func sceneDidBecomeActive(_ scene: UIScene) {}
                +
                +    func sceneWillResignActive(_ scene: UIScene) {
                +        (UIApplication.shared.delegate as? AppDelegate)?.sceneWillResignActive(UIApplication.shared)
                +    }
                +
                +    func sceneDidEnterBackground(_ scene: UIScene) {
                +        // Keep the draft.
                +        Drafts.save()
                +    }
                 }

                """)
        let check = try MigrationFixtures.runGit(["apply", "--check", "-"], in: copy.url, input: patch)
        #expect(check.status == 0, "git apply --check: \(check.output)")

        // The migrated tree: nothing left to migrate.
        try MigrationFixtures.apply(plan, to: copy.url)
        let again = MigrationFixtures.plan(copy.url)
        #expect(again.status == .nothingToMigrate)
        #expect(again.edits.isEmpty)
    }

    /// The rewritten app delegate and scene delegate type-check, the app's `Drafts` stubbed.
    @Test(.enabled(if: TypeCheckFixtures.compiler != nil, "needs swiftc on PATH"))
    func theMergedDelegatesTypeCheck() throws {
        let copy = try Self.sceneApp(adding: Self.callbacks)
        try Data("enum Drafts {\n    static func save() {}\n}\n".utf8).write(
            to: copy.url.appendingPathComponent("Atlas/Drafts.swift"))
        let plan = MigrationFixtures.plan(copy.url)
        let verification = try #require(TypeCheckFixtures.verify(plan, root: copy.url))
        #expect(verification.state == .typeChecked, "\(verification.errors)")
        #expect(verification.files == ["Atlas/AppDelegate.swift", "Atlas/SceneDelegate.swift"])
        #expect(verification.stubbed == ["Drafts"])
        #expect(TypeCheckFixtures.unresolved(verification) == [])
    }

    @Test func aCounterpartTheSceneDelegateHasStaysManualAndNamesIt() throws {
        let copy = try Self.sceneApp(
            adding:
                "    func applicationWillEnterForeground(_ application: UIApplication) {\n        Drafts.load()\n    }\n",
            sceneMembers: "\n    func sceneWillEnterForeground(_ scene: UIScene) {\n        Drafts.refresh()\n    }\n")
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .manualOnly)
        #expect(
            plan.manualSteps.map(\.reason) == [
                "the app already uses scenes (Atlas/Info.plist), and its scene delegate SceneDelegate (Atlas/SceneDelegate.swift) implements `sceneWillEnterForeground(_:)` already; merge this body into that method by hand"
            ])
    }

    /// Xcode's template declares the four state methods with comments only: the moved body goes
    /// into them, after their comments; `{}` on the declaration's line gets braces of its own.
    @Test(.enabled(if: MigrationFixtures.git != nil, "git is not installed"))
    func emptyCounterpartsGetTheMovedBody() throws {
        let copy = try Self.sceneApp(
            adding: """
                    // Resume the timers.
                    func applicationDidBecomeActive(_ application: UIApplication) {
                        Timers.resume()
                    }

                    func applicationDidEnterBackground(_ application: UIApplication) {
                        Drafts.save()
                        if Drafts.isDirty {
                            Drafts.flush()
                        }
                    }

                """,
            sceneMembers: """

                    func sceneDidEnterBackground(_ scene: UIScene) {
                        // Called as the scene moves to the background.
                    }

                """)
        try MigrationFixtures.commitAll(in: copy.url)
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.manualSteps.isEmpty)
        #expect(plan.changes.map(\.kind) == [.moveCallback, .moveCallback])
        let patch = plan.render(.patch).output
        #expect(
            patch.components(separatedBy: "diff --git a/Atlas/SceneDelegate.swift").last == """
                 b/Atlas/SceneDelegate.swift
                --- a/Atlas/SceneDelegate.swift
                +++ b/Atlas/SceneDelegate.swift
                @@ -13,9 +13,16 @@
                         self.window = window
                     }
                 
                -    func sceneDidBecomeActive(_ scene: UIScene) {}
                +    func sceneDidBecomeActive(_ scene: UIScene) {
                +        // Resume the timers.
                +        Timers.resume()
                +    }
                 
                     func sceneDidEnterBackground(_ scene: UIScene) {
                         // Called as the scene moves to the background.
                +        Drafts.save()
                +        if Drafts.isDirty {
                +            Drafts.flush()
                +        }
                     }
                 }

                """)
        let check = try MigrationFixtures.runGit(["apply", "--check", "-"], in: copy.url, input: patch)
        #expect(check.status == 0, "git apply --check: \(check.output)")
        try MigrationFixtures.apply(plan, to: copy.url)
        #expect(MigrationFixtures.plan(copy.url).status == .nothingToMigrate)
    }

    @Test func aBodyNamingAMemberOfTheSceneDelegateStaysManual() throws {
        let copy = try Self.sceneApp(
            adding:
                "    func applicationWillEnterForeground(_ application: UIApplication) {\n        refresh()\n    }\n",
            sceneMembers: "\n    func refresh() {}\n")
        try Data("func refresh() {}\n".utf8).write(to: copy.url.appendingPathComponent("Atlas/Refresh.swift"))
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.edits.isEmpty)
        #expect(
            plan.manualSteps.map(\.reason) == [
                "the app already uses scenes (Atlas/Info.plist); the body names `refresh`, which the scene delegate declares too, so the moved code would mean something else there; move it by hand"
            ])
    }

    @Test func withoutASceneDelegateClassTheCallbacksStayManual() throws {
        let copy = try Self.sceneApp(
            adding:
                "    func applicationDidEnterBackground(_ application: UIApplication) {\n        Drafts.save()\n    }\n"
        )
        try FileManager.default.removeItem(at: copy.url.appendingPathComponent("Atlas/SceneDelegate.swift"))
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.edits.isEmpty)
        #expect(
            plan.manualSteps.map(\.reason) == [
                "the app already uses scenes (Atlas/Info.plist), but no single Swift class adopting UIWindowSceneDelegate (the one UISceneDelegateClassName names) was found to move this callback into; move it by hand"
            ])
    }
}
