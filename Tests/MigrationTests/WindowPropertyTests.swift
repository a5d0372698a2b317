import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// The window made in the app delegate's `window` property's initial value and set up in the
/// launch method: the scene delegate makes it from the scene in `scene(_:willConnectTo:options:)`,
/// and the property goes.
@Suite struct WindowPropertyTests {
    /// Fixtures/CodeWindowApp with its window made in the property: the patch leaves the same app
    /// delegate and scene delegate as the fixture's own.
    @Test func anOptionalPropertysWindowMovesWithTheLaunchMethodsSetUp() throws {
        let copy = try MigrationFixtures.copy("CodeWindowApp")
        let file = copy.url.appendingPathComponent("Reader/AppDelegate.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        let creation = "        window = UIWindow(frame: UIScreen.main.bounds)\n"
        try #require(text.contains(creation) && text.contains("    var window: UIWindow?\n"))
        text = text.replacingOccurrences(of: creation, with: "")
        text = text.replacingOccurrences(
            of: "    var window: UIWindow?\n",
            with: "    var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)\n")
        try Data(text.utf8).write(to: file)

        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .planned)
        #expect(plan.manualSteps.isEmpty, "\(plan.manualSteps.map { $0.reason ?? "" })")
        #expect(
            plan.changes.prefix(5).map { "\($0.kind.rawValue) \($0.file):\($0.range.start.line) \($0.symbol ?? "")" }
                == [
                    "move-window-set-up Reader/AppDelegate.swift:8 UIWindow",
                    "move-window-set-up Reader/AppDelegate.swift:8 UIScreen/main",
                    "remove-window-property Reader/AppDelegate.swift:8 UIApplicationDelegate/window",
                    "move-window-set-up Reader/AppDelegate.swift:26 UIWindow/makeKeyAndVisible()",
                    "move-callback Reader/AppDelegate.swift:30 UIApplicationDelegate/applicationDidBecomeActive(_:)",
                ])
        let fixture = MigrationFixtures.plan(MigrationFixtures.fixture("CodeWindowApp"))
        for name in ["Reader/AppDelegate.swift", "Reader/SceneDelegate.swift"] {
            #expect(
                plan.edits.first { $0.file == name }?.updated == fixture.edits.first { $0.file == name }?.updated,
                "\(name)")
        }

        // The patched app is on scenes with nothing left to migrate.
        try MigrationFixtures.apply(plan, to: copy.url)
        #expect(MigrationFixtures.auditor().audit(root: copy.url).findings.isEmpty)
        #expect(MigrationFixtures.plan(copy.url).status == .nothingToMigrate)
    }

    /// `let window = UIWindow()`: the scene's window is a local of that name, so that the set-up
    /// written for a non-optional window reads as it did.
    @Test func aNonOptionalPropertysWindowBecomesALocalOfTheScene() throws {
        let plan = try MigrationFixtures.planScratchApp([
            "AppDelegate.swift": """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                // The one window.
                let window = UIWindow()

                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    Store.shared.open()
                    let root = RootViewController(store: .shared)
                    window.rootViewController = root
                    window.makeKeyAndVisible()
                    return true
                }
            }

            """
        ])
        #expect(plan.manualSteps.isEmpty, "\(plan.manualSteps.map { $0.reason ?? "" })")
        #expect(
            plan.edits.first { $0.file == "Sources/AppDelegate.swift" }?.updated
                == """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(
                        _ application: UIApplication,
                        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        Store.shared.open()
                        return true
                    }
                }

                """)
        #expect(
            plan.edits.first { $0.file == "Sources/SceneDelegate.swift" }?.updated
                == """
                import UIKit

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {

                    var window: UIWindow?

                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        self.window = window
                        let root = RootViewController(store: .shared)
                        window.rootViewController = root
                        window.makeKeyAndVisible()
                    }
                }

                """)
    }

    /// A `lazy` or `private` property moves as a plain one.
    @Test func aLazyPrivatePropertysWindowMoves() throws {
        let plan = try MigrationFixtures.planScratchApp([
            "AppDelegate.swift": """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                private lazy var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)

                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    window?.makeKeyAndVisible()
                    return true
                }
            }

            """
        ])
        #expect(plan.manualSteps.isEmpty, "\(plan.manualSteps.map { $0.reason ?? "" })")
        let scene = try #require(plan.edits.first { $0.file == "Sources/SceneDelegate.swift" })
        #expect(
            scene.updated.contains(
                """
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        window?.makeKeyAndVisible()
                    }
                """))
        #expect(plan.edits.first { $0.file == "Sources/AppDelegate.swift" }?.updated.contains("window") == false)
    }

    /// The window the property made, set up in a private method the launch method calls once,
    /// and still read by another file through the app delegate: the method's body moves, and
    /// the property stays without its initial value (nil, as the app delegate's window is under
    /// scenes) for its manual step.
    @Test func aPropertysWindowSetUpInAPrivateMethodMovesAndThePropertyStaysWhileRead() throws {
        let plan = try MigrationFixtures.planScratchApp([
            "AppDelegate.swift": """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow? = UIWindow()

                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    Store.shared.open()
                    showWindow()
                    return true
                }

                private func showWindow() {
                    window?.makeKeyAndVisible()
                }
            }

            """,
            "Alerts.swift": """
            import UIKit

            enum Alerts {
                static func show(_ alert: UIAlertController) {
                    UIApplication.shared.delegate?.window??.rootViewController?.present(alert, animated: true)
                }
            }

            """,
        ])
        #expect(plan.status == .planned)
        #expect(
            plan.manualSteps.map { "\($0.file):\($0.range.start.line) \($0.symbol ?? "")" } == [
                "Sources/Alerts.swift:5 UIApplication/delegate.window",
                "Sources/AppDelegate.swift:5 UIApplicationDelegate/window",
            ])
        #expect(
            plan.manualSteps.last?.reason
                == "Sources/Alerts.swift:5 reads the app delegate's `window`; once the app uses scenes it is nil: reach the scene's window there, then remove the property"
        )
        #expect(
            plan.edits.first { $0.file == "Sources/AppDelegate.swift" }?.updated
                == """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?

                    func application(
                        _ application: UIApplication,
                        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        Store.shared.open()
                        return true
                    }
                }

                """)
        let scene = try #require(plan.edits.first { $0.file == "Sources/SceneDelegate.swift" })
        #expect(
            scene.updated.contains(
                """
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        window?.makeKeyAndVisible()
                    }
                """))
    }

    /// A local of the launch method that shadows an app-delegate member is the local: the set-up
    /// that uses it moves.
    @Test func aLocalShadowingAMemberMovesWithTheSetUp() throws {
        let plan = try MigrationFixtures.planScratchApp([
            "AppDelegate.swift": """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)

                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    let root = RootViewController()
                    root.title = "Harbor"
                    window?.rootViewController = root
                    window?.makeKeyAndVisible()
                    return true
                }
            }

            extension AppDelegate {
                var root: RootViewController? { window?.rootViewController as? RootViewController }
            }

            """
        ])
        #expect(plan.status == .planned)
        let scene = try #require(plan.edits.first { $0.file == "Sources/SceneDelegate.swift" })
        #expect(
            scene.updated.contains(
                """
                        window = UIWindow(windowScene: windowScene)
                        let root = RootViewController()
                        root.title = "Harbor"
                        window?.rootViewController = root
                        window?.makeKeyAndVisible()
                """))
    }
}
