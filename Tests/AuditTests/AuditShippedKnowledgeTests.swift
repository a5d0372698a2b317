import Audit
import Foundation
import XCTest

/// The audit with the knowledge built from the shipped Content/ folder, end to end.
final class AuditShippedKnowledgeTests: XCTestCase {
    private static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content")

    private func shippedKnowledge() throws -> AuditKnowledge {
        try AuditKnowledge.load(contentDirectory: Self.content).0
    }

    /// The findings every version of the content must give for the UIKit fixture: the state
    /// callbacks, URL, activity and quick-action entry points, the window code, the launch-options
    /// keys and the key-window and main-screen look-ups are all in the shipped mapping.
    func testUIKitAppWithShippedKnowledge() throws {
        let report = Fixtures.audit("UIKitNoScenes", knowledge: try shippedKnowledge())
        let activities = "ShopApp/AppDelegate+Activities.swift"
        let delegate = "ShopApp/AppDelegate.swift"
        let expected = [
            Expected(
                activities, 4, 5, .appDelegateUICallback,
                "UIApplicationDelegate/application(_:continue:restorationHandler:)"),
            Expected(
                activities, 11, 5, .appDelegateUICallback,
                "UIApplicationDelegate/application(_:performActionFor:completionHandler:)"),
            Expected(activities, 22, 25, .globalWindowLookup, "UIApplication/keyWindow"),
            Expected(delegate, 6, 5, .appDelegateWindow, "UIApplicationDelegate/window"),
            Expected(delegate, 12, 18, .appDelegateWindow, "UIWindow"),
            Expected(delegate, 12, 34, .globalWindowLookup, "UIScreen/main"),
            Expected(delegate, 14, 17, .appDelegateWindow, "UIWindow/makeKeyAndVisible()"),
            Expected(delegate, 15, 37, .launchOptionsKey, "UIApplication.LaunchOptionsKey.url"),
            Expected(delegate, 18, 38, .launchOptionsKey, "UIApplication.LaunchOptionsKey.shortcutItem"),
            Expected(delegate, 24, 5, .appDelegateUICallback, "UIApplicationDelegate/applicationDidBecomeActive(_:)"),
            Expected(delegate, 33, 5, .appDelegateUICallback, "UIApplicationDelegate/application(_:open:options:)"),
            Expected(delegate, 46, 9, .appDelegateUICallback, "UIApplicationDelegate/applicationWillResignActive(_:)"),
            Expected("ShopApp/Helpers/WindowHelpers.swift", 13, 23, .globalWindowLookup, "UIApplication/windows"),
            Expected(
                "ShopApp/Helpers/WindowHelpers.swift", 14, 21, .globalWindowLookup, "UIApplication/delegate.window"),
            Expected(
                "ShopApp/Helpers/WindowHelpers.swift", 19, 9, .globalWindowLookup, "UIApplication/statusBarOrientation"),
            Expected("ShopApp/Info.plist", 1, 1, .missingSceneManifest, "UIApplicationSceneManifest"),
        ]
        let actual = report.findings.map(Expected.init)
        XCTAssertEqual(expected.filter { !actual.contains($0) }, [], "missing with the shipped knowledge")
        // Nothing outside the fixture's known findings (the hand-made knowledge lists a superset).
        let handMade = Fixtures.audit("UIKitNoScenes").findings.map(Expected.init)
        XCTAssertEqual(actual.filter { !handMade.contains($0) }, [], "unexpected with the shipped knowledge")
        for finding in report.findings {
            XCTAssertFalse(finding.message.isEmpty, "\(finding)")
            XCTAssertNotNil(finding.page, "\(finding)")
        }
        let active = try XCTUnwrap(
            report.findings.first { $0.symbol == "UIApplicationDelegate/applicationDidBecomeActive(_:)" })
        XCTAssertEqual(active.replacement, "UISceneDelegate/sceneDidBecomeActive(_:)")
    }

    func testObjectiveCAppWithShippedKnowledge() throws {
        let report = Fixtures.audit("ObjCApp", knowledge: try shippedKnowledge())
        let actual = report.findings.map(Expected.init)
        let expected = [
            Expected("Reader/AppDelegate.h", 5, 1, .appDelegateWindow, "UIApplicationDelegate/window"),
            Expected("Reader/AppDelegate.m", 11, 53, .globalWindowLookup, "UIScreen/main"),
            Expected("Reader/AppDelegate.m", 14, 32, .launchOptionsKey, "UIApplicationLaunchOptionsURLKey"),
            Expected(
                "Reader/AppDelegate.m", 21, 1, .appDelegateUICallback,
                "UIApplicationDelegate/applicationDidBecomeActive(_:)"),
            Expected("Reader/Toast.m", 8, 25, .globalWindowLookup, "UIApplication/keyWindow"),
            Expected(
                "Reader/Toast.m", 17, 40, .deprecatedSceneAPI,
                "UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)"),
        ]
        XCTAssertEqual(expected.filter { !actual.contains($0) }, [])
    }

    /// Precision with the real knowledge: the migrated app stays clean.
    func testMigratedAppIsCleanWithShippedKnowledge() throws {
        let report = Fixtures.audit("MigratedApp", knowledge: try shippedKnowledge())
        XCTAssertEqual(report.findings.map(Expected.init), [])
    }
}

/// A deprecated delegate method's declaration is reported only where it is the UIKit callback.
final class AuditDeprecatedDeclarationTests: XCTestCase {
    private static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content")

    func testOnlyConformingSynchronousDeclarationsMatch() throws {
        let knowledge = try AuditKnowledge.load(contentDirectory: Self.content).0
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("audit-decl-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let source = """
            import UIKit
            import AppKit

            class MacDelegate: NSObject, NSApplicationDelegate {
                func applicationDidFinishLaunching(_ notification: Notification) {}
            }

            class Unrelated {
                func applicationDidFinishLaunching(_ notification: Notification) {}
            }

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
                    .noData
                }
                func applicationDidFinishLaunching(_ application: UIApplication) {}
            }

            """
        try Data(source.utf8).write(to: root.appendingPathComponent("Delegates.swift"))
        let report = Auditor(knowledge: knowledge, excludes: []).audit(root: root)
        let deprecated = report.findings.filter { $0.rule == .deprecatedSceneAPI }
        XCTAssertEqual(
            deprecated.map(\.line), [16], "only the synchronous declaration in an app delegate: \(deprecated)")
        XCTAssertEqual(deprecated.first?.symbol, "UIApplicationDelegate/applicationDidFinishLaunching(_:)")
    }
}
