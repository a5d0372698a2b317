import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// The event callbacks' manual steps, table-driven: each case is an app delegate (the window made
/// in code, so the rest migrates) with one event callback, and the exact reason of its step; and
/// a body that uses the app parameter, which moves with `UIApplication.shared` in its place.
@Suite struct EventStepTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var callback: String
        var symbol: String
        var reason: String

        var testDescription: String { id }
    }

    static let launch = """
        import UIKit
        import CloudKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let router = Router()

            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
                return true
            }


        """

    /// The plan of a scratch app: the launch method above, `members` (the callback and any other
    /// members) and the Info.plist of Fixtures/CodeWindowApp.
    static func plan(_ members: String) throws -> MigrationPlan {
        try MigrationFixtures.planScratchApp(["AppDelegate.swift": launch + members + "\n}\n"])
    }

    static func cold(_ payload: String, _ member: String) -> String {
        "a cold launch delivers the \(payload) in `connectionOptions.\(member)` of scene(_:willConnectTo:options:) instead, so hand it to the same code there"
    }

    static let cases: [Case] = [
        Case(
            id: "open URL reading the options",
            callback: """
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                        Links.open(url, from: options[.sourceApplication] as? String)
                        return true
                    }
                """, symbol: "UIApplicationDelegate/application(_:open:options:)",
            reason:
                "the body reads `options` (the open-URL options), which `scene(_:openURLContexts:)` does not receive as a dictionary: each URL's context has them as `options`, a `UIScene.OpenURLOptions` (`sourceApplication`, `annotation`, `eventAttribution`, `openInPlace`); rework that part by hand when you move the body there; "
                + cold("URL", "urlContexts")),
        Case(
            id: "open URL returning a computed value",
            callback: """
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                        return Links.open(url)
                    }
                """, symbol: "UIApplicationDelegate/application(_:open:options:)",
            reason:
                "the body answers UIKit with `return Links.open(url)` (whether it handled the URL), and `scene(_:openURLContexts:)` has no such result; decide by hand what the scene delegate does instead, then move the body there; "
                + cold("URL", "urlContexts")),
        Case(
            id: "open URL returning early",
            callback: """
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                        if url.scheme == "harbor" { return true }
                        Links.open(url)
                        return true
                    }
                """, symbol: "UIApplicationDelegate/application(_:open:options:)",
            reason:
                "the body answers UIKit with a `return true` before its end (whether it handled the URL), and `scene(_:openURLContexts:)` has no such result; decide by hand what the scene delegate does instead, then move the body there; "
                + cold("URL", "urlContexts")),
        Case(
            id: "continue using the restoration handler",
            callback: """
                    func application(
                        _ application: UIApplication, continue userActivity: NSUserActivity,
                        restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
                    ) -> Bool {
                        restorationHandler(nil)
                        return true
                    }
                """, symbol: "UIApplicationDelegate/application(_:continue:restorationHandler:)",
            reason:
                "the body reads `restorationHandler` (the restoration handler), which `scene(_:continue:)` does not receive; rework that part by hand when you move the body there; "
                + cold("user activity", "userActivities")),
        Case(
            id: "open URL using a member, returning its result",
            callback: """
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                        return router.open(url)
                    }
                """, symbol: "UIApplicationDelegate/application(_:open:options:)",
            reason:
                "the body answers UIKit with `return router.open(url)` (whether it handled the URL), and `scene(_:openURLContexts:)` has no such result; decide by hand what the scene delegate does instead, then move the body there; "
                + cold("URL", "urlContexts")),
        Case(
            id: "continue using a member and the restoration handler",
            callback: """
                    func application(
                        _ application: UIApplication, continue userActivity: NSUserActivity,
                        restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
                    ) -> Bool {
                        router.show(userActivity, restore: restorationHandler)
                        return true
                    }
                """, symbol: "UIApplicationDelegate/application(_:continue:restorationHandler:)",
            reason:
                "the body reads `restorationHandler` (the restoration handler), which `scene(_:continue:)` does not receive; rework that part by hand when you move the body there; "
                + cold("user activity", "userActivities")),
        Case(
            id: "open URL using the app delegate's window",
            callback: """
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                        router.open(url, in: window)
                        return true
                    }
                """, symbol: "UIApplicationDelegate/application(_:open:options:)",
            reason:
                "the body uses the app delegate's `window`, which is nil once the app uses scenes (the scene delegate's `window` is the scene's): move the body by hand to `scene(_:openURLContexts:)` and reach the window there; "
                + cold("URL", "urlContexts")),
        Case(
            id: "quick action to forward, the app delegate having a member named scene's",
            callback: """
                    func application(
                        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                        completionHandler: @escaping (Bool) -> Void
                    ) {
                        completionHandler(router.perform(shortcutItem.type))
                    }

                    var windowScene: UIWindowScene?
                """, symbol: "UIApplicationDelegate/application(_:performActionFor:completionHandler:)",
            reason:
                "the body uses the app delegate's `router`, and the app delegate already has a `windowScene` to forward to: keep the body in an app-delegate method of another name, and call that method from `windowScene(_:performActionFor:completionHandler:)` in the scene delegate; "
                + cold("quick action", "shortcutItem")),
        Case(
            id: "continue to forward, a comment in its declaration",
            callback: """
                    func application(
                        _ application: UIApplication, continue userActivity: NSUserActivity,
                        restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void  // never called
                    ) -> Bool {
                        router.show(userActivity)
                        return true
                    }
                """, symbol: "UIApplicationDelegate/application(_:continue:restorationHandler:)",
            reason:
                "a comment sits in the callback's declaration, which the patch writes again without `restorationHandler`; move the comment out of it, or forward the callback by hand to `scene(_:continue:)`; "
                + cold("user activity", "userActivities")),
        Case(
            id: "CloudKit share",
            callback: """
                    func application(_ application: UIApplication, userDidAcceptCloudKitShareWith metadata: CKShare.Metadata) {
                        Shares.accept(metadata)
                    }
                """, symbol: "UIApplicationDelegate/application(_:userDidAcceptCloudKitShareWith:)",
            reason:
                "the patch does not move this callback: implement `windowScene(_:userDidAcceptCloudKitShareWith:)` in the scene delegate and move the body there by hand; when it launches the app, the share's metadata arrives in `connectionOptions.cloudKitShareMetadata` of scene(_:willConnectTo:options:)"
        ),
        Case(
            id: "Handoff failure",
            callback: """
                    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {
                        Log.handoffFailed(userActivityType)
                    }
                """, symbol: "UIApplicationDelegate/application(_:didFailToContinueUserActivityWithType:error:)",
            reason:
                "the patch does not move this callback: implement `scene(_:didFailToContinueUserActivityWithType:error:)` in the scene delegate and move the body there by hand"
        ),
    ]

    @Test(arguments: cases)
    func eventStep(_ test: Case) throws {
        let plan = try Self.plan(test.callback)
        #expect(plan.status == .planned)
        let steps = plan.manualSteps.filter { $0.symbol == test.symbol }
        #expect(steps.count == 1, "\(plan.manualSteps.map { "\($0.symbol ?? "") \($0.reason ?? "")" })")
        #expect(steps.first?.range.start.line == 18)
        #expect(steps.first?.reason == test.reason)
        // The callback is left where it was.
        let delegate = try #require(plan.edits.first { $0.file == "Sources/AppDelegate.swift" })
        #expect(delegate.updated.contains(test.callback))
    }

    /// The app parameter becomes `UIApplication.shared`; each URL of the set runs the body; the
    /// final `return true` goes; a cold launch's URLs are handed to the same method.
    @Test func aBodyUsingTheAppParameterMoves() throws {
        let callback = """
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                    Links.open(url, badge: app.applicationIconBadgeNumber)
                    return true
                }
            """
        let plan = try Self.plan(callback)
        #expect(plan.manualSteps.filter { $0.symbol == "UIApplicationDelegate/application(_:open:options:)" }.isEmpty)
        let delegate = try #require(plan.edits.first { $0.file == "Sources/AppDelegate.swift" })
        #expect(!delegate.updated.contains("open url: URL"))
        let scene = try #require(plan.edits.first { $0.file == "Sources/SceneDelegate.swift" })
        #expect(
            scene.updated.contains(
                """
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        for context in URLContexts {
                            let url = context.url
                            Links.open(url, badge: UIApplication.shared.applicationIconBadgeNumber)
                        }
                    }
                """))
        #expect(scene.updated.contains("        self.scene(scene, openURLContexts: connectionOptions.urlContexts)\n"))
    }

    /// A user activity keeps its parameter's name; a cold launch's activities are each handed to
    /// the moved method.
    @Test func aContinueBodyUsingOnlyTheActivityMoves() throws {
        let callback = """
                func application(_ application: UIApplication, continue activity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                    Links.show(activity)
                    return true
                }
            """
        let plan = try Self.plan(callback)
        let symbol = "UIApplicationDelegate/application(_:continue:restorationHandler:)"
        #expect(plan.manualSteps.filter { $0.symbol == symbol }.isEmpty)
        let scene = try #require(plan.edits.first { $0.file == "Sources/SceneDelegate.swift" })
        #expect(
            scene.updated.contains(
                """
                    func scene(_ scene: UIScene, continue activity: NSUserActivity) {
                        Links.show(activity)
                    }
                """))
        #expect(
            scene.updated.contains(
                """
                        for userActivity in connectionOptions.userActivities {
                            self.scene(scene, continue: userActivity)
                        }
                """))
    }

    /// A body that uses the app delegate's members stays in it as `scene(_:open:)`, without the
    /// options and the final `return true`; the scene delegate calls it once per URL, and a cold
    /// launch's URLs reach it through the same method.
    @Test func anOpenURLBodyUsingAMemberIsForwarded() throws {
        let plan = try Self.plan(
            """
                // Links from the web site.
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
                    -> Bool
                {
                    router.open(url, badge: app.applicationIconBadgeNumber)
                    return true
                }
            """)
        let symbol = "UIApplicationDelegate/application(_:open:options:)"
        #expect(plan.manualSteps.isEmpty, "\(plan.manualSteps.map { $0.reason ?? "" })")
        let change = try #require(plan.changes.first { $0.symbol == symbol })
        #expect(change.kind == .forwardCallback)
        #expect(
            change.summary
                == "Rename `application(_:open:options:)` to `scene(_:open:)` in `AppDelegate` (its body uses the app delegate's `router`), without `options` and its `Bool` result, and call it from `scene(_:openURLContexts:)` in the scene delegate, once per URL; scene(_:willConnectTo:options:) hands it the URL of a cold launch (`connectionOptions.urlContexts`)."
        )
        let delegate = try #require(plan.edits.first { $0.file == "Sources/AppDelegate.swift" })
        #expect(
            delegate.updated.hasSuffix(
                """
                        return true
                    }

                    // Links from the web site.
                    /// Called by `SceneDelegate.scene(_:openURLContexts:)`, once per URL.
                    func scene(_ app: UIApplication, open url: URL) {
                        router.open(url, badge: app.applicationIconBadgeNumber)
                    }
                }

                """))
        let scene = try #require(plan.edits.first { $0.file == "Sources/SceneDelegate.swift" })
        #expect(
            scene.updated.hasSuffix(
                """
                        window?.makeKeyAndVisible()
                        self.scene(scene, openURLContexts: connectionOptions.urlContexts)
                    }

                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        for context in URLContexts {
                            (UIApplication.shared.delegate as? AppDelegate)?.scene(UIApplication.shared, open: context.url)
                        }
                    }
                }

                """))
    }

    /// `self` keeps a continue body in the app delegate as `scene(_:continue:)`, without the
    /// restoration handler; each activity of a cold launch reaches it.
    @Test func aContinueBodyUsingSelfIsForwarded() throws {
        let plan = try Self.plan(
            """
                func application(
                    _ application: UIApplication,
                    continue userActivity: NSUserActivity,
                    restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
                ) -> Bool {
                    self.router.show(userActivity)

                    return true
                }
            """)
        #expect(plan.manualSteps.isEmpty, "\(plan.manualSteps.map { $0.reason ?? "" })")
        let delegate = try #require(plan.edits.first { $0.file == "Sources/AppDelegate.swift" })
        #expect(
            delegate.updated.hasSuffix(
                """
                    /// Called by `SceneDelegate.scene(_:continue:)`.
                    func scene(_ application: UIApplication, continue userActivity: NSUserActivity) {
                        self.router.show(userActivity)
                    }
                }

                """))
        let scene = try #require(plan.edits.first { $0.file == "Sources/SceneDelegate.swift" })
        #expect(
            scene.updated.hasSuffix(
                """
                        window?.makeKeyAndVisible()
                        for userActivity in connectionOptions.userActivities {
                            self.scene(scene, continue: userActivity)
                        }
                    }

                    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                        (UIApplication.shared.delegate as? AppDelegate)?.scene(UIApplication.shared, continue: userActivity)
                    }
                }

                """))
    }

    /// A quick action keeps its declaration but for the name; the scene delegate hands it the
    /// item and its completion handler.
    @Test func aQuickActionUsingAMemberIsForwarded() throws {
        let plan = try Self.plan(
            """
                func application(
                    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                    completionHandler: @escaping (Bool) -> Void
                ) {
                    completionHandler(router.perform(shortcutItem.type))
                }
            """)
        #expect(plan.manualSteps.isEmpty, "\(plan.manualSteps.map { $0.reason ?? "" })")
        let delegate = try #require(plan.edits.first { $0.file == "Sources/AppDelegate.swift" })
        #expect(
            delegate.updated.hasSuffix(
                """
                    /// Called by `SceneDelegate.windowScene(_:performActionFor:completionHandler:)`.
                    func windowScene(
                        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                        completionHandler: @escaping (Bool) -> Void
                    ) {
                        completionHandler(router.perform(shortcutItem.type))
                    }
                }

                """))
        let scene = try #require(plan.edits.first { $0.file == "Sources/SceneDelegate.swift" })
        #expect(
            scene.updated.hasSuffix(
                """
                        window?.makeKeyAndVisible()
                        if let shortcutItem = connectionOptions.shortcutItem {
                            self.windowScene(windowScene, performActionFor: shortcutItem) { _ in }
                        }
                    }

                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        (UIApplication.shared.delegate as? AppDelegate)?.windowScene(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)
                    }
                }

                """))
    }
}
