import Audit
import Foundation
import XCTest

/// Rules that depend on what a type is or what a receiver holds, resolved across files: deprecated
/// delegate callbacks count only in a type conforming to their protocol; deprecated calls and
/// look-ups only on a receiver of the API's type (`UIApplication.shared`, a parameter or local of
/// that type, implicit `self` in an extension or subclass); launch-options keys also through an alias.
final class AuditReceiverTests: XCTestCase {
    typealias E = Expected

    static let statusBar = AuditKnowledge.DeprecatedAPI(
        symbol: "UIApplicationDelegate/application(_:didChangeStatusBarOrientation:)",
        swiftName: "application(_:didChangeStatusBarOrientation:)",
        objcSelectors: ["application:didChangeStatusBarOrientation:"], replacement: nil,
        page: "UIApplicationDelegate/application(_:didChangeStatusBarOrientation:)")

    static var knowledge: AuditKnowledge {
        var knowledge = TestKnowledge.knowledge
        knowledge.deprecatedAPIs.append(statusBar)
        knowledge.sdkSupertypes = ["UIWindowSceneDelegate": ["UISceneDelegate"]]
        return knowledge
    }

    private func audit(_ files: [String: String]) throws -> AuditReport {
        let tree = try ScratchTree()
        for (path, text) in files { try tree.write(path, text) }
        return Auditor(knowledge: Self.knowledge, excludes: []).audit(root: tree.url)
    }

    static let request = "UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)"
    static let orientation = "UIApplicationDelegate/application(_:didChangeStatusBarOrientation:)"
    static let geometry = "UIWindowSceneDelegate/windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"

    func testSwiftDeclarationsCallsAndLookUpsNeedTheRightType() throws {
        let report = try audit([
            "App/AppDelegate.swift": """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didChangeStatusBarOrientation old: UIInterfaceOrientation) {}

                func application(
                    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    let opts = launchOptions
                    _ = opts?[.url]
                    guard let options = launchOptions else { return true }
                    _ = options[.shortcutItem]
                    if let o = launchOptions { _ = o[.userActivityDictionary] }
                    application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
                    _ = application.keyWindow
                    return true
                }
            }

            """,
            "App/Rotator.swift": """
            import UIKit

            /// The same names on an unrelated type: nothing.
            class Rotator {
                func application(_ application: UIApplication, didChangeStatusBarOrientation old: UIInterfaceOrientation) {}
                func requestSceneSessionActivation(_ s: UISceneSession?, userActivity: NSUserActivity?, options: Any?) {}
                var keyWindow: UIWindow? { nil }
                func windowScene(
                    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                    interfaceOrientation: UIInterfaceOrientation, traitCollection: UITraitCollection
                ) {}
                func run(other: Rotator, settings: [String: Int]) {
                    requestSceneSessionActivation(nil, userActivity: nil, options: nil)
                    self.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
                    other.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
                    _ = keyWindow
                    _ = settings[.url]
                }
            }

            func openWindow() {
                let app = UIApplication.shared
                app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            }

            """,
            "App/UIApplication+Windows.swift": """
            import UIKit

            extension UIApplication {
                var frontWindow: UIWindow? { keyWindow ?? windows.first }
                func openNew() { requestSceneSessionActivation(nil, userActivity: nil, options: nil) }
            }

            class MyApplication: UIApplication {
                func topWindow() -> UIWindow? { self.keyWindow }
                func shadowed() -> UIWindow? {
                    let windows = [UIWindow]()
                    return windows.first
                }
            }

            """,
            "App/Special.swift": """
            import UIKit

            /// A subclass of a subclass in another file.
            class SpecialApplication: MyApplication {
                func front() -> UIWindow? { keyWindow }
            }

            /// Conforms through an extension in another file.
            class Scenes: UIResponder {
                func windowScene(
                    _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                    interfaceOrientation: UIInterfaceOrientation, traitCollection: UITraitCollection
                ) {}
            }

            """,
            "App/Scenes+Delegate.swift": """
            import UIKit

            extension Scenes: UIWindowSceneDelegate {}

            """,
        ])
        let delegate = "App/AppDelegate.swift"
        let windows = "App/UIApplication+Windows.swift"
        assertFindings(
            report,
            [
                E(delegate, 4, 5, .deprecatedSceneAPI, Self.orientation),
                E(delegate, 10, 19, .launchOptionsKey, "UIApplication.LaunchOptionsKey.url"),
                E(delegate, 12, 21, .launchOptionsKey, "UIApplication.LaunchOptionsKey.shortcutItem"),
                E(delegate, 13, 42, .launchOptionsKey, "UIApplication.LaunchOptionsKey.userActivityDictionary"),
                E(delegate, 14, 21, .deprecatedSceneAPI, Self.request),
                E(delegate, 15, 13, .globalWindowLookup, "UIApplication/keyWindow"),
                E("App/Rotator.swift", 23, 9, .deprecatedSceneAPI, Self.request),
                E("App/Special.swift", 5, 33, .globalWindowLookup, "UIApplication/keyWindow"),
                E("App/Special.swift", 10, 5, .deprecatedSceneAPI, Self.geometry),
                E(windows, 4, 34, .globalWindowLookup, "UIApplication/keyWindow"),
                E(windows, 4, 47, .globalWindowLookup, "UIApplication/windows"),
                E(windows, 5, 22, .deprecatedSceneAPI, Self.request),
                E(windows, 9, 37, .globalWindowLookup, "UIApplication/keyWindow"),
            ])
        XCTAssertEqual(report.problems, [])
    }

    func testObjectiveCDeclarationsSendsAndLookUpsNeedTheRightClass() throws {
        let report = try audit([
            "App/LegacyDelegate.m": """
            #import <UIKit/UIKit.h>

            @interface LegacyDelegate : UIResponder <UIApplicationDelegate>
            @end

            @implementation LegacyDelegate
            - (void)application:(UIApplication *)application didChangeStatusBarOrientation:(UIInterfaceOrientation)old {
            }
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                NSDictionary *opts = launchOptions;
                NSURL *url = opts[UIApplicationLaunchOptionsURLKey];
                id item = [opts objectForKey:UIApplicationLaunchOptionsShortcutItemKey];
                UIWindow *w = application.keyWindow;
                [application requestSceneSessionActivation:nil userActivity:nil options:nil errorHandler:nil];
                return YES;
            }
            @end

            @interface Rotator : NSObject
            @end

            @implementation Rotator
            - (void)application:(UIApplication *)application didChangeStatusBarOrientation:(UIInterfaceOrientation)old {
            }
            - (void)run:(Rotator *)other {
                [other requestSceneSessionActivation:nil userActivity:nil options:nil errorHandler:nil];
                [self requestSceneSessionActivation:nil userActivity:nil options:nil errorHandler:nil];
                UIWindow *w = self.keyWindow;
            }
            @end

            @implementation UIApplication (Windows)
            - (UIWindow *)frontWindow {
                UIApplication *app = self;
                [app requestSceneSessionActivation:nil userActivity:nil options:nil errorHandler:nil];
                return self.keyWindow ?: [self windows].firstObject;
            }
            @end

            """
        ])
        let file = "App/LegacyDelegate.m"
        assertFindings(
            report,
            [
                E(file, 7, 1, .deprecatedSceneAPI, Self.orientation),
                E(file, 11, 23, .launchOptionsKey, "UIApplicationLaunchOptionsURLKey"),
                E(file, 12, 34, .launchOptionsKey, "UIApplicationLaunchOptionsShortcutItemKey"),
                E(file, 13, 19, .globalWindowLookup, "UIApplication/keyWindow"),
                E(file, 14, 18, .deprecatedSceneAPI, Self.request),
                E(file, 35, 10, .deprecatedSceneAPI, Self.request),
                E(file, 36, 12, .globalWindowLookup, "UIApplication/keyWindow"),
                E(file, 36, 31, .globalWindowLookup, "UIApplication/windows"),
            ])
        XCTAssertEqual(report.problems, [])
    }
}
