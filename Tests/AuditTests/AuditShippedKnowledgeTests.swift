import Audit
import ContentModel
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
            // Only the shipped mapping marks the older state restoration as undocumented under scenes.
            Expected(
                activities, 19, 5, .appDelegateUndocumentedCallback,
                "UIApplicationDelegate/application(_:shouldSaveSecureApplicationState:)"),
        ]
        let actual = report.findings.map(Expected.init)
        XCTAssertEqual(expected.filter { !actual.contains($0) }, [], "missing with the shipped knowledge")
        // Nothing outside the fixture's known findings (the hand-made knowledge lists a superset).
        let handMade = Fixtures.audit("UIKitNoScenes").findings.map(Expected.init)
        XCTAssertEqual(
            actual.filter { !handMade.contains($0) && !expected.contains($0) }, [],
            "unexpected with the shipped knowledge")
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

    /// Every launch-options key the shipped table lists is reported, in Swift subscripts (also
    /// through an `if let` alias) and in Objective-C subscripts and `objectForKey:` calls.
    func testEveryLaunchOptionsKeyWithShippedKnowledge() throws {
        let report = Fixtures.audit("LaunchKeys", knowledge: try shippedKnowledge())
        let objc = "Reasons/LaunchReasons.m"
        let swift = "Reasons/LaunchReasons.swift"
        let objcKeys: [(Int, Int, String)] = [
            (6, 57, "RemoteNotification"), (7, 35, "Location"), (8, 38, "SourceApplication"), (9, 49, "Annotation"),
            (10, 30, "LocalNotification"), (11, 51, "NewsstandDownloads"), (12, 36, "EventAttribution"),
            (13, 39, "BluetoothCentrals"), (14, 56, "BluetoothPeripherals"),
        ]
        let swiftKeys: [(Int, Int, String)] = [
            (6, 28, "remoteNotification"), (7, 28, "location"), (8, 28, "sourceApplication"), (9, 28, "annotation"),
            (10, 28, "localNotification"), (11, 28, "newsstandDownloads"), (12, 28, "eventAttribution"),
            (13, 49, "bluetoothCentrals"), (14, 25, "bluetoothPeripherals"),
        ]
        let expected =
            objcKeys.map { Expected(objc, $0.0, $0.1, .launchOptionsKey, "UIApplicationLaunchOptions\($0.2)Key") }
            + swiftKeys.map { Expected(swift, $0.0, $0.1, .launchOptionsKey, "UIApplication.LaunchOptionsKey.\($0.2)") }
        assertFindings(report, expected)
        let remote = try XCTUnwrap(
            report.findings.first { $0.symbol == "UIApplication.LaunchOptionsKey.remoteNotification" })
        XCTAssertEqual(remote.replacement, "UIScene.ConnectionOptions/notificationResponse")
        XCTAssertTrue(remote.message.contains("silent"), remote.message)
    }

    /// The reference's own "before" code for notifications reads `.remoteNotification`: the audit
    /// reports it.
    func testNotificationGuideBeforeCodeIsReported() throws {
        let guide = Self.content.appendingPathComponent("guides/uikit-to-scenes/075-route-notifications.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let before = try XCTUnwrap(text.components(separatedBy: "\nbefore:\n").dropFirst().first)
        let block = try XCTUnwrap(before.components(separatedBy: "\nafter:\n").first)
        let code = block.components(separatedBy: "code: |\n").dropFirst().joined()
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("guide-before-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try code.write(to: root.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        let report = Auditor(knowledge: try shippedKnowledge(), excludes: []).audit(root: root)
        XCTAssertTrue(
            report.findings.contains {
                $0.rule == .launchOptionsKey && $0.symbol == "UIApplication.LaunchOptionsKey.remoteNotification"
            }, "\(report.findings)")
    }

    /// The shipped table has a row for every key it says Apple documents, and the audit knows
    /// each of them in both languages.
    func testShippedTableIsCompleteAgainstTheDocumentedKeys() throws {
        let site = ContentLoader(directory: Self.content, displayPrefix: "Content").load().site
        let table = try XCTUnwrap(site.launchOptions)
        let documented = try XCTUnwrap(table.documented)
        XCTAssertEqual(documented.source.value, "LOKEY")
        XCTAssertEqual(documented.keys.count, 14)
        XCTAssertEqual(Set(table.keys.map(\.swiftName.value)), Set(documented.keys.map(\.value)))
        for key in table.keys {
            XCTAssertNotNil(key.availability, key.swiftName.value)
            XCTAssertFalse(key.sources.isEmpty, key.swiftName.value)
        }
        let knowledge = try shippedKnowledge()
        XCTAssertEqual(
            Set(knowledge.launchOptionKeys.map(\.swiftName)), Set(documented.keys.map(\.value)))
        XCTAssertTrue(knowledge.launchOptionKeys.allSatisfy { $0.objcName.hasPrefix("UIApplicationLaunchOptions") })
    }

    /// The older state-restoration methods are reported as undocumented under scenes, a finding
    /// kind of its own, pointing at the scene's state-restoration activity.
    func testLegacyRestorationIsUndocumentedUnderScenes() throws {
        let report = Fixtures.audit("LegacyRestoration", knowledge: try shippedKnowledge())
        assertFindings(
            report,
            [
                Expected(
                    "Restore/AppDelegate.swift", 4, 5, .appDelegateUndocumentedCallback,
                    "UIApplicationDelegate/application(_:shouldSaveSecureApplicationState:)"),
                Expected(
                    "Restore/LegacyDelegate.m", 8, 1, .appDelegateUndocumentedCallback,
                    "UIApplicationDelegate/application(_:viewControllerWithRestorationIdentifierPath:coder:)"),
            ])
        for finding in report.findings {
            XCTAssertEqual(finding.replacement, "UISceneDelegate/stateRestorationActivity(for:)")
            XCTAssertTrue(
                finding.message.hasPrefix("Apple does not document whether UIKit still calls"), finding.message)
        }
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
