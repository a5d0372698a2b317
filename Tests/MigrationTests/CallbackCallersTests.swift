import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// A callback other code calls stays where it is: the patch would remove or rename it, and those
/// calls would no longer compile. What counts as a call of the app delegate's method, and what
/// does not (another type's method of the same name, a third-party SDK's with the same labels).
@Suite struct CallbackCallersTests {
    static let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
                return true
            }

            func applicationDidBecomeActive(_ application: UIApplication) {
                Analytics.track("active")
            }

            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                Links.open(url)
                return true
            }
        %EXTRA%
        }

        """

    static let active = "UIApplicationDelegate/applicationDidBecomeActive(_:)"
    static let openURL = "UIApplicationDelegate/application(_:open:options:)"

    static func reason(_ sites: String, _ counterpart: String) -> String {
        "other code calls this callback (\(sites)), and those calls would no longer compile once the patch removes or renames it; move its body into a method both delegates call, make those callers and `\(counterpart)` in the scene delegate call it, by hand"
    }

    static func plan(extra: String = "", files: [String: String] = [:]) throws -> MigrationPlan {
        var all = files
        all["AppDelegate.swift"] = appDelegate.replacingOccurrences(of: "%EXTRA%\n", with: extra)
        return try MigrationFixtures.planScratchApp(all)
    }

    static func reasons(_ plan: MigrationPlan) -> [String: String] {
        Dictionary(
            plan.manualSteps.compactMap { step in step.symbol.map { ($0, step.reason ?? "") } },
            uniquingKeysWith: { first, _ in first })
    }

    /// Neither callback is called: both move.
    @Test func uncalledCallbacksMove() throws {
        let plan = try Self.plan()
        #expect(plan.status == .planned)
        #expect(Self.reasons(plan)[Self.active] == nil)
        #expect(Self.reasons(plan)[Self.openURL] == nil)
    }

    /// Calls from another file through the app delegate, in the forms apps write.
    @Test(arguments: [
        "(UIApplication.shared.delegate as? AppDelegate)?.applicationDidBecomeActive(UIApplication.shared)",
        "UIApplication.shared.delegate?.applicationDidBecomeActive?(UIApplication.shared)",
        "appDelegate.applicationDidBecomeActive(UIApplication.shared)",
        "_ = #selector(AppDelegate.applicationDidBecomeActive(_:))",
    ])
    func aCallFromAnotherFileKeepsTheStateCallback(_ call: String) throws {
        let router = """
            import UIKit

            final class Router {
                let appDelegate = AppDelegate()

                func refresh() {
                    \(call)
                }
            }

            """
        let plan = try Self.plan(files: ["Router.swift": router])
        let column = call.hasPrefix("_ = ") ? 23 : 9
        #expect(
            Self.reasons(plan)[Self.active]
                == Self.reason("Sources/Router.swift:7:\(column)", "sceneDidBecomeActive(_:)"))
        let delegate = try #require(plan.edits.first { $0.file == "Sources/AppDelegate.swift" })
        #expect(delegate.updated.contains("    func applicationDidBecomeActive(_ application: UIApplication) {\n"))
        // The open-URL callback, which nothing calls, still moves.
        #expect(Self.reasons(plan)[Self.openURL] == nil)
    }

    /// The app delegate calling its own callback, by name or as a selector; every site counted.
    @Test func theAppDelegateCallingItsOwnCallbackKeepsIt() throws {
        let extra = """

                func refresh() {
                    applicationDidBecomeActive(UIApplication.shared)
                    self.application(UIApplication.shared, open: URL(fileURLWithPath: "/"), options: [:])
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(applicationDidBecomeActive), name: .refresh, object: nil)
                }

            """
        let plan = try Self.plan(extra: extra)
        #expect(
            Self.reasons(plan)[Self.active]
                == Self.reason("Sources/AppDelegate.swift:26:9 and 1 more", "sceneDidBecomeActive(_:)"))
        #expect(
            Self.reasons(plan)[Self.openURL]
                == Self.reason("Sources/AppDelegate.swift:27:9", "scene(_:openURLContexts:)"))
    }

    /// Names that are not the app delegate's callback: another type's own method and selector of
    /// that name, a third-party SDK's method with the open-URL labels, a call with other labels.
    @Test func otherMethodsOfTheSameNameAreNotCallers() throws {
        let observer = """
            import UIKit

            final class Observer: NSObject {
                func start(_ app: UIApplication, url: URL) {
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(applicationDidBecomeActive(_:)), name: .refresh, object: nil)
                    applicationDidBecomeActive(Notification(name: .refresh))
                    _ = ApplicationDelegate.shared.application(app, open: url, options: [:])
                    Session.current.applicationDidBecomeActive(app)
                }

                @objc func applicationDidBecomeActive(_ note: Notification) {}
            }

            """
        // A class nested in the app delegate calling its own method of that name.
        let nested = """

                final class Monitor {
                    func start() { applicationDidBecomeActive(UIApplication.shared) }
                    func applicationDidBecomeActive(_ application: UIApplication) {}
                }

            """
        let plan = try Self.plan(extra: nested, files: ["Observer.swift": observer])
        #expect(Self.reasons(plan)[Self.active] == nil)
        #expect(Self.reasons(plan)[Self.openURL] == nil)
    }

    /// A call inside the callback's own body is not a caller of it (an SDK's handler with the
    /// callback's labels, reached through a name ending in `delegate`).
    @Test func aCallInsideTheCallbackItselfIsNotACaller() throws {
        let plan = try MigrationFixtures.planScratchApp([
            "AppDelegate.swift": Self.appDelegate.replacingOccurrences(of: "%EXTRA%\n", with: "")
                .replacingOccurrences(
                    of: "        Links.open(url)\n",
                    with:
                        "        Links.open(url)\n        _ = branchDelegate.application(app, open: url, options: [:])\n"
                )
        ])
        #expect(Self.reasons(plan)[Self.openURL] == nil)
        let scene = try #require(plan.edits.first { $0.file == "Sources/SceneDelegate.swift" })
        #expect(scene.updated.contains("_ = branchDelegate.application(UIApplication.shared, open: url, options: [:])"))
    }
}
