import Audit
import XCTest

/// Each fixture app under Fixtures/ with the exact findings it must give (file, line, column, rule,
/// symbol), traps included: the same method names on scene delegates and unrelated types,
/// commented-out code, string literals, `#if false` / `#if 0` branches, multi-line declarations and
/// selectors, conformance through extensions, categories, superclasses and the SwiftUI adaptor.
final class AuditFixtureTests: XCTestCase {
    typealias E = Expected

    func testSwiftUIKitAppWithoutScenes() {
        let report = Fixtures.audit("UIKitNoScenes")
        let activities = "ShopApp/AppDelegate+Activities.swift"
        let delegate = "ShopApp/AppDelegate.swift"
        let helpers = "ShopApp/Helpers/WindowHelpers.swift"
        assertFindings(
            report,
            [
                E(
                    activities, 4, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/application(_:continue:restorationHandler:)"),
                E(
                    activities, 11, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/application(_:performActionFor:completionHandler:)"),
                E(
                    activities, 19, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/application(_:shouldSaveSecureApplicationState:)"),
                E(activities, 22, 25, .globalWindowLookup, "UIApplication/keyWindow"),
                E(delegate, 6, 5, .appDelegateWindow, "UIApplicationDelegate/window"),
                E(delegate, 12, 18, .appDelegateWindow, "UIWindow"),
                E(delegate, 12, 34, .globalWindowLookup, "UIScreen/main"),
                E(delegate, 14, 17, .appDelegateWindow, "UIWindow/makeKeyAndVisible()"),
                E(delegate, 15, 37, .launchOptionsKey, "UIApplication.LaunchOptionsKey.url"),
                E(delegate, 18, 38, .launchOptionsKey, "UIApplication.LaunchOptionsKey.shortcutItem"),
                E(delegate, 24, 5, .appDelegateUICallback, "UIApplicationDelegate/applicationDidBecomeActive(_:)"),
                E(delegate, 33, 5, .appDelegateUICallback, "UIApplicationDelegate/application(_:open:options:)"),
                // `#elseif DEBUG`: the condition is unknown without a build configuration, so it is read.
                E(delegate, 46, 9, .appDelegateUICallback, "UIApplicationDelegate/applicationWillResignActive(_:)"),
                E(helpers, 13, 23, .globalWindowLookup, "UIApplication/windows"),
                E(helpers, 14, 21, .globalWindowLookup, "UIApplication/delegate.window"),
                E(helpers, 19, 9, .globalWindowLookup, "UIApplication/statusBarOrientation"),
                E("ShopApp/Info.plist", 1, 1, .missingSceneManifest, "UIApplicationSceneManifest"),
            ])
        XCTAssertEqual(report.problems, [])
        // Swift and plist files outside Pods/ (3 Info.plists, 4 Swift files).
        XCTAssertEqual(report.filesScanned, 7)
    }

    func testSceneBasedAppThatKeepsAppDelegateCallbacks() {
        let report = Fixtures.audit("SceneAppWithLeftovers")
        assertFindings(
            report,
            [
                // The app delegate inherits its conformance from a superclass in another file.
                E(
                    "Journal/AppDelegate.swift", 6, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/applicationDidEnterBackground(_:)"),
                E(
                    "Journal/AppDelegate.swift", 10, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/application(_:open:options:)"),
                E(
                    "Journal/AppDelegate.swift", 19, 30, .deprecatedSceneAPI,
                    "UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)"),
                E(
                    "Journal/Scenes/SceneDelegate.swift", 21, 5, .deprecatedSceneAPI,
                    "UIWindowSceneDelegate/windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"),
            ])
        XCTAssertEqual(report.problems, [])
    }

    func testSwiftUIAppWhoseAdaptorImplementsUICallbacks() {
        let report = Fixtures.audit("SwiftUIAdaptorApp")
        assertFindings(
            report,
            [
                E(
                    "Notes/AppDelegate.swift", 10, 27, .launchOptionsKey,
                    "UIApplication.LaunchOptionsKey.remoteNotification"),
                E(
                    "Notes/AppDelegate.swift", 16, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/applicationWillResignActive(_:)"),
                E(
                    "Notes/AppDelegate.swift", 20, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/application(_:open:options:)"),
                E("Notes/Views/NoteList.swift", 10, 26, .globalWindowLookup, "UIScreen/main"),
            ])
        // An `@main` SwiftUI `App` is scene-based: its Info.plist needs no manifest.
        XCTAssertFalse(report.findings.contains { $0.rule == .missingSceneManifest })
    }

    func testObjectiveCApp() {
        let report = Fixtures.audit("ObjCApp")
        let delegate = "Reader/AppDelegate.m"
        let restoration = "Reader/AppDelegate+Restoration.m"
        assertFindings(
            report,
            [
                E(
                    restoration, 5, 1, .appDelegateUICallback,
                    "UIApplicationDelegate/application(_:shouldSaveSecureApplicationState:)"),
                // A selector split over three lines is one method, reported at its `-`.
                E(
                    restoration, 9, 1, .appDelegateUICallback,
                    "UIApplicationDelegate/application(_:viewControllerWithRestorationIdentifierPath:coder:)"),
                E("Reader/AppDelegate.h", 5, 1, .appDelegateWindow, "UIApplicationDelegate/window"),
                E(delegate, 11, 21, .appDelegateWindow, "UIWindow"),
                E(delegate, 11, 53, .globalWindowLookup, "UIScreen/main"),
                E(delegate, 13, 18, .appDelegateWindow, "UIWindow/makeKeyAndVisible"),
                E(delegate, 14, 32, .launchOptionsKey, "UIApplicationLaunchOptionsURLKey"),
                E(delegate, 21, 1, .appDelegateUICallback, "UIApplicationDelegate/applicationDidBecomeActive(_:)"),
                E(
                    delegate, 25, 1, .appDelegateUICallback,
                    "UIApplicationDelegate/application(_:open:sourceApplication:annotation:)"),
                E(delegate, 32, 1, .appDelegateUICallback, "UIApplicationDelegate/application(_:handleOpen:)"),
                // A binary Info.plist.
                E("Reader/Info.plist", 1, 1, .missingSceneManifest, "UIApplicationSceneManifest"),
                E("Reader/Toast.m", 8, 25, .globalWindowLookup, "UIApplication/keyWindow"),
                E("Reader/Toast.m", 9, 24, .globalWindowLookup, "UIApplication/keyWindow"),
                E("Reader/Toast.m", 10, 20, .globalWindowLookup, "UIApplication/windows"),
                E("Reader/Toast.m", 11, 39, .globalWindowLookup, "UIApplication/delegate.window"),
                E(
                    "Reader/Toast.m", 17, 40, .deprecatedSceneAPI,
                    "UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)"),
            ])
        XCTAssertEqual(report.problems, [])
    }

    /// Found on real apps: a `UIWindow` subclass declared in another file (`OverlayWindow(frame:)`,
    /// `[[BannerWindow alloc] init…]`) is a window creation; other classes created in the app
    /// delegate are not; `@synthesize window` implements the delegate's window property.
    func testWindowSubclassesAndSynthesizedWindow() {
        let report = Fixtures.audit("WindowSubclassApp")
        assertFindings(
            report,
            [
                Expected("Overlay/AppDelegate.swift", 11, 19, .appDelegateWindow, "UIWindow"),
                Expected("Overlay/LegacyAppDelegate.m", 8, 1, .appDelegateWindow, "UIApplicationDelegate/window"),
                Expected("Overlay/LegacyAppDelegate.m", 11, 21, .appDelegateWindow, "UIWindow"),
            ])
    }

    func testFullyMigratedAppGivesNoFindings() {
        let report = Fixtures.audit("MigratedApp")
        assertFindings(report, [])
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.filesScanned, 8)
    }

    func testProjectWithGeneratedInfoPlists() {
        let report = Fixtures.audit("GeneratedPlistProject")
        assertFindings(
            report,
            [
                // Referenced only through INFOPLIST_FILE = "$(SRCROOT)/$(TARGET_NAME)/App.plist".
                E("Legacy/App.plist", 1, 1, .missingSceneManifest, "UIApplicationSceneManifest"),
                // The Weather app target: a generated Info.plist without the manifest setting.
                E("Weather.xcodeproj/project.pbxproj", 10, 1, .missingSceneManifest, "UIApplicationSceneManifest"),
            ])
        XCTAssertEqual(report.problems, [])
    }

    /// Messages name the replacement; replacement and page come from the knowledge.
    func testFindingsSayWhatReplacesTheCode() throws {
        let report = Fixtures.audit("UIKitNoScenes")
        let active = try XCTUnwrap(
            report.findings.first { $0.symbol == "UIApplicationDelegate/applicationDidBecomeActive(_:)" })
        XCTAssertEqual(
            active.message,
            "UIKit does not call `applicationDidBecomeActive(_:)` once the app uses scenes: move this code to "
                + "`UISceneDelegate.sceneDidBecomeActive(_:)` in the scene delegate (SwiftUI: `ScenePhase.active`, "
                + "`EnvironmentValues.scenePhase`).")
        XCTAssertEqual(active.replacement, "UISceneDelegate/sceneDidBecomeActive(_:)")
        XCTAssertEqual(active.page, "UIApplicationDelegate/applicationDidBecomeActive(_:)")
        XCTAssertEqual(active.severity, .warning)

        let url = try XCTUnwrap(report.findings.first { $0.rule == .launchOptionsKey })
        XCTAssertEqual(url.message, "Read the URL from the scene's connection options (`urlContexts`).")
        XCTAssertEqual(url.replacement, "UIScene.ConnectionOptions/urlContexts")

        let window = try XCTUnwrap(report.findings.first { $0.symbol == "UIApplicationDelegate/window" })
        XCTAssertEqual(window.replacement, "UIWindowSceneDelegate/window")
        XCTAssertEqual(window.page, "audit-your-app#app-delegate-window")

        let creation = try XCTUnwrap(report.findings.first { $0.symbol == "UIWindow" })
        XCTAssertEqual(
            creation.message,
            "Create the window in `UISceneDelegate.scene(_:willConnectTo:options:)` with `UIWindow(windowScene:)`, not in the app delegate."
        )

        let manifest = try XCTUnwrap(report.findings.first { $0.rule == .missingSceneManifest })
        XCTAssertEqual(manifest.page, "audit-your-app#missing-scene-manifest")

        let deprecated = try XCTUnwrap(
            Fixtures.audit("SceneAppWithLeftovers").findings.first { $0.rule == .deprecatedSceneAPI })
        XCTAssertEqual(
            deprecated.message,
            "`requestSceneSessionActivation(_:userActivity:options:errorHandler:)` is superseded: use "
                + "`UIApplication.activateSceneSession(for:errorHandler:)` instead.")
        XCTAssertEqual(deprecated.replacement, "UIApplication/activateSceneSession(for:errorHandler:)")
    }

    /// The rules match only what the knowledge lists: without a callback, its methods are not findings.
    func testRulesReadTheKnowledge() {
        var knowledge = TestKnowledge.knowledge
        knowledge.uiCallbacks.removeAll { $0.swiftName == "applicationDidBecomeActive(_:)" }
        knowledge.globalLookups.removeAll { $0.type == "UIScreen" }
        let report = Fixtures.audit("UIKitNoScenes", knowledge: knowledge)
        XCTAssertFalse(report.findings.contains { $0.symbol.contains("applicationDidBecomeActive") })
        XCTAssertFalse(report.findings.contains { $0.symbol == "UIScreen/main" })
        XCTAssertEqual(report.findings.count, 15)
    }

    func testExcludesSkipMatchingPaths() {
        let report = Fixtures.audit("UIKitNoScenes", excludes: ["^ShopApp/Helpers/", "Activities"])
        XCTAssertFalse(
            report.findings.contains { $0.file.hasPrefix("ShopApp/Helpers/") || $0.file.contains("Activities") })
        XCTAssertEqual(report.findings.count, 10)
        XCTAssertEqual(report.filesScanned, 5)
    }

    func testInvalidExcludeIsAProblemNotACrash() {
        let report = Fixtures.audit("MigratedApp", excludes: ["(unclosed"])
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(
                    file: "--exclude",
                    message: "`(unclosed` is not a valid regular expression; nothing was excluded by it")
            ])
        XCTAssertEqual(Auditor.invalidExcludes(["(unclosed", "^ok/"]).map(\.pattern), ["(unclosed"])
    }
}
