import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// The storyboard app (Fixtures/StoryboardApp) and the app already on scenes (Fixtures/SceneApp).
@Suite struct AppShapeTests {
    @Test func storyboardAppGetsTheStoryboardInItsConfigurationAndNoWindowCode() throws {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture("StoryboardApp"))
        #expect(plan.status == .planned)
        #expect(plan.manualSteps.isEmpty)
        try MigrationFixtures.expectGolden(plan.render(.patch).output, "StoryboardApp.patch")
        let delegate = try #require(plan.edits.first { $0.file == "Notes/SceneDelegate.swift" })
        #expect(delegate.updated.contains("        guard scene is UIWindowScene else { return }\n    }\n"))
        #expect(!delegate.updated.contains("UIWindow("))
    }

    @Test(.enabled(if: MigrationFixtures.git != nil, "git is not installed"))
    func storyboardPatchAppliesAndTheAppIsThenOnScenes() throws {
        let (copy, _) = try MigrationFixtures.expectGitApplies("StoryboardApp")
        let report = MigrationFixtures.auditor().audit(root: copy.url)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(MigrationFixtures.plan(copy.url).status == .nothingToMigrate)
    }

    /// One Info.plist per build configuration, in one folder: each gets the manifest.
    @Test func infoPlistsOfEachConfigurationAllGetTheManifest() throws {
        let copy = try MigrationFixtures.copy("CodeWindowApp")
        try FileManager.default.copyItem(
            at: copy.url.appendingPathComponent("Reader/Info.plist"),
            to: copy.url.appendingPathComponent("Reader/Info-Debug.plist"))
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .planned)
        #expect(
            plan.changes.filter { $0.kind == .addSceneManifest }.map(\.file) == [
                "Reader/Info-Debug.plist", "Reader/Info.plist",
            ])
        #expect(
            plan.edits.map(\.file).filter { $0.hasSuffix(".plist") } == [
                "Reader/Info-Debug.plist", "Reader/Info.plist",
            ])
        #expect(plan.manualSteps.isEmpty)

        // Info.plists in two folders are two apps.
        try FileManager.default.createDirectory(
            at: copy.url.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: copy.url.appendingPathComponent("Reader/Info-Debug.plist"),
            to: copy.url.appendingPathComponent("Widget/Info.plist"))
        let two = MigrationFixtures.plan(copy.url)
        #expect(two.edits.isEmpty)
        #expect(
            two.manualSteps.first?.reason
                == "the tree holds 2 apps without a scene manifest (their Info.plists are in 2 folders); migrate each app's folder on its own"
        )
    }

    /// The window made in a private method the launch method calls once: the method's body moves,
    /// the method and its call go.
    @Test func windowSetUpInAPrivateMethodMovesWhole() throws {
        let copy = try MigrationFixtures.copy("CodeWindowApp")
        let file = copy.url.appendingPathComponent("Reader/AppDelegate.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        let setUp = """
                    window = UIWindow(frame: UIScreen.main.bounds)
                    // The library is the first screen.
                    let library = LibraryViewController(store: .shared)
                    let navigation = UINavigationController(rootViewController: library)
                    navigation.navigationBar.prefersLargeTitles = true
                    window?.rootViewController = navigation
                    window?.tintColor = .systemIndigo  // the app's accent
                    window?.makeKeyAndVisible()

            """
        #expect(text.contains(setUp))
        text = text.replacingOccurrences(of: setUp, with: "        showLibrary()\n")
        text = text.replacingOccurrences(
            of: "    func applicationWillTerminate",
            with: "    private func showLibrary() {\n" + setUp + "    }\n\n    func applicationWillTerminate")
        try Data(text.utf8).write(to: file)

        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .planned)
        #expect(plan.manualSteps.isEmpty)
        let delegate = try #require(plan.edits.first { $0.file == "Reader/AppDelegate.swift" })
        #expect(!delegate.updated.contains("showLibrary"))
        #expect(!delegate.updated.contains("window"))
        // The scene delegate is the one of the fixture's own patch.
        let fixture = MigrationFixtures.plan(MigrationFixtures.fixture("CodeWindowApp"))
        #expect(
            plan.edits.first { $0.file == "Reader/SceneDelegate.swift" }?.updated
                == fixture.edits.first { $0.file == "Reader/SceneDelegate.swift" }?.updated)
    }

    @Test func windowSetUpSplitBetweenAPrivateMethodAndTheLaunchMethodIsManual() throws {
        let copy = try MigrationFixtures.copy("CodeWindowApp")
        let file = copy.url.appendingPathComponent("Reader/AppDelegate.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "        window = UIWindow(frame: UIScreen.main.bounds)\n", with: "        makeWindow()\n")
        text = text.replacingOccurrences(
            of: "    func applicationWillTerminate",
            with:
                "    private func makeWindow() {\n        window = UIWindow()\n    }\n\n    func applicationWillTerminate"
        )
        try Data(text.utf8).write(to: file)
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.edits.isEmpty)
        #expect(
            plan.manualSteps.first?.reason
                == "Reader/AppDelegate.swift:25: the launch method also sets up the window after calling `makeWindow()`; move the window set-up to scene(_:willConnectTo:options:) by hand"
        )
    }

    /// A body that names what another file cannot see (a file-private constant, a type nested in
    /// the app delegate) stays in the app delegate and is called from the scene delegate.
    @Test func callbacksUsingNamesOnlyTheAppDelegateSeesAreForwarded() throws {
        let copy = try MigrationFixtures.copy("CodeWindowApp")
        let file = copy.url.appendingPathComponent("Reader/AppDelegate.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "        Store.shared.resumeSync()\n", with: "        Store.shared.resumeSync(after: resumeDelay)\n")
        text = text.replacingOccurrences(
            of: "        DebugOverlay.refresh()\n", with: "        DebugOverlay.refresh(Palette.debug)\n")
        text = text.replacingOccurrences(
            of: "    func applicationWillTerminate",
            with: "    enum Palette {\n        static let debug = 1\n    }\n\n    func applicationWillTerminate")
        text += "\nprivate let resumeDelay = 2.0\n"
        try Data(text.utf8).write(to: file)
        let plan = MigrationFixtures.plan(copy.url)
        let kinds = plan.changes.filter { $0.rule == .appDelegateUICallback }.map(\.kind)
        #expect(kinds == [.forwardCallback, .forwardCallback, .forwardCallback, .moveCallback])
    }

    @Test func appAlreadyOnScenesSaysSo() {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture("SceneApp"))
        #expect(plan.status == .nothingToMigrate)
        #expect(plan.alreadyOnScenes)
        #expect(plan.render(.patch).output == "")
        #expect(plan.render(.human).output == "nothing to migrate: the app already uses scenes (Atlas/Info.plist)\n")
        let json = plan.render(.json).output
        #expect(json.contains(#""status" : "nothing-to-migrate""#))
        #expect(json.contains(#""alreadyOnScenes" : true"#))
    }

    @Test func leftoversInAnAppOnScenesAreManualSteps() throws {
        let copy = try MigrationFixtures.copy("SceneApp")
        let delegate = copy.url.appendingPathComponent("Atlas/AppDelegate.swift")
        var text = try String(contentsOf: delegate, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "    func application(\n        _ application: UIApplication, configurationForConnecting",
            with:
                "    func applicationDidBecomeActive(_ application: UIApplication) {\n        self.resume()\n    }\n\n"
                + "    func sceneDidBecomeActive(_ application: UIApplication) {}\n\n"
                + "    func resume() {}\n\n"
                + "    func application(\n        _ application: UIApplication, configurationForConnecting")
        try Data(text.utf8).write(to: delegate)
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .manualOnly)
        #expect(plan.edits.isEmpty)
        let step = try #require(plan.manualSteps.first)
        #expect(step.rule == .appDelegateUICallback)
        #expect(step.file == "Atlas/AppDelegate.swift")
        #expect(step.page == "UIApplicationDelegate/applicationDidBecomeActive(_:)")
        #expect(step.reason?.hasPrefix("the app already uses scenes (Atlas/Info.plist)") == true)
    }
}
