import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// Global window look-ups in views' and view controllers' own code become the window of that view;
/// everywhere else they stay manual steps with the reason. Each case is an app whose app delegate
/// makes the window in code (so the rest migrates) and one more file.
@Suite struct WindowLookupTests {
    static let delegate = """
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
        }

        """

    /// The plan of the app with `files` (path under Sources/ → text) beside the app delegate.
    static func plan(_ files: [String: String]) throws -> (MigrationPlan, TemporaryDirectory) {
        var all = files
        if all["AppDelegate.swift"] == nil { all["AppDelegate.swift"] = Self.delegate }
        return try MigrationFixtures.planScratchAppKeepingFolder(all)
    }

    @Test func lookupsInAViewControllerAndAViewBecomeTheirWindow() throws {
        let controller = """
            import UIKit

            class BaseController: UIViewController {}

            final class ReaderController: BaseController {
                func showMenu() {
                    // The menu goes over everything.
                    let root = UIApplication.shared.keyWindow?.rootViewController
                    let count = UIApplication.shared.windows.count
                    (UIApplication.shared.delegate as? AppDelegate)?.window?.tintColor = .red
                    print(root as Any, count)
                }
            }

            """
        let view = """
            import UIKit

            final class Badge: BadgeBase {
                var tint: UIColor? {
                    UIApplication.shared.delegate?.window??.tintColor
                }
            }

            """
        let base = "import UIKit\n\nclass BadgeBase: UILabel {}\n"
        let (plan, _) = try Self.plan([
            "ReaderController.swift": controller, "Badge.swift": view, "BadgeBase.swift": base,
        ])
        #expect(plan.status == .planned)
        let rewritten = plan.changes.filter { $0.kind == .rewriteWindowLookup }
        #expect(
            rewritten.map { "\($0.file):\($0.range.start.line):\($0.range.start.column) \($0.summary)" } == [
                "Sources/Badge.swift:5:9 Replace `UIApplication.shared.delegate?.window?` with `window`, this view's window.",
                "Sources/ReaderController.swift:8:20 Replace `UIApplication.shared.keyWindow` with `view.window`, the window of this view controller's view.",
                "Sources/ReaderController.swift:9:21 Replace `UIApplication.shared.windows` with `(view.window?.windowScene?.windows ?? [])`, the windows of the scene that shows the window of this view controller's view.",
                "Sources/ReaderController.swift:10:9 Replace `(UIApplication.shared.delegate as? AppDelegate)?.window` with `view.window`, the window of this view controller's view.",
            ])
        #expect(plan.manualSteps.filter { $0.rule == .globalWindowLookup }.isEmpty)
        // No look-up reads the app delegate's `window` any more, so the property goes.
        #expect(plan.changes.contains { $0.kind == .removeWindowProperty })
        let controllerEdit = try #require(plan.edits.first { $0.file == "Sources/ReaderController.swift" })
        #expect(
            controllerEdit.updated == """
                import UIKit

                class BaseController: UIViewController {}

                final class ReaderController: BaseController {
                    func showMenu() {
                        // The menu goes over everything.
                        let root = view.window?.rootViewController
                        let count = (view.window?.windowScene?.windows ?? []).count
                        view.window?.tintColor = .red
                        print(root as Any, count)
                    }
                }

                """)
        let viewEdit = try #require(plan.edits.first { $0.file == "Sources/Badge.swift" })
        #expect(viewEdit.updated.contains("        window?.tintColor\n"))
        #expect(!plan.edits.contains { $0.file == "Sources/BadgeBase.swift" })
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var source: String
        var reason: String
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "in a closure",
            source: """
                import UIKit

                final class C: UIViewController {
                    func later() {
                        DispatchQueue.main.async { [weak self] in
                            _ = UIApplication.shared.keyWindow
                        }
                    }
                }
                """,
            reason:
                "the look-up is inside a closure, where the view's window may not be reachable through `self`; reach the window of the view or view controller the closure serves"
        ),
        Case(
            id: "in loadView",
            source: """
                import UIKit

                final class C: UIViewController {
                    override func loadView() {
                        _ = UIApplication.shared.keyWindow
                    }
                }
                """,
            reason:
                "the look-up runs before the view is in a window (an initializer, a stored property's initial value or `loadView`); move it to where the view is in its window, or pass the window scene in"
        ),
        Case(
            id: "in a stored property's initial value",
            source: """
                import UIKit

                final class C: UIView {
                    let start = UIApplication.shared.keyWindow
                }
                """,
            reason:
                "the look-up runs before the view is in a window (an initializer, a stored property's initial value or `loadView`); move it to where the view is in its window, or pass the window scene in"
        ),
        Case(
            id: "in a type that is no view",
            source: """
                import UIKit

                final class Router {
                    func top() -> UIViewController? {
                        UIApplication.shared.keyWindow?.rootViewController
                    }
                }
                """,
            reason:
                "the code is not in a view or view controller, so it has no window of its own; pass the window (or its scene) in from the code that shows the UI"
        ),
        Case(
            id: "in a closure of a type that is no view",
            source: """
                import UIKit

                final class Theme {
                    func apply() {
                        DispatchQueue.main.async {
                            UIApplication.shared.delegate?.window??.tintColor = .red
                        }
                    }
                }
                """,
            reason:
                "the code is not in a view or view controller, so it has no window of its own; pass the window (or its scene) in from the code that shows the UI"
        ),
        Case(
            id: "in a static method",
            source: """
                import UIKit

                final class C: UIViewController {
                    static func top() -> UIWindow? {
                        UIApplication.shared.keyWindow
                    }
                }
                """,
            reason:
                "the look-up is not in an instance method or computed property of a view or view controller; pass the window scene in from the code that has one"
        ),
    ]

    @Test(arguments: cases)
    func lookupStaysManual(_ test: Case) throws {
        let (plan, _) = try Self.plan(["Code.swift": test.source])
        #expect(plan.status == .planned)
        let steps = plan.manualSteps.filter { $0.rule == .globalWindowLookup }
        #expect(steps.map(\.reason) == [test.reason])
        #expect(!plan.changes.contains { $0.kind == .rewriteWindowLookup })
        #expect(!plan.edits.contains { $0.file == "Sources/Code.swift" })
    }

    @Test(.enabled(if: MigrationFixtures.git != nil, "git is not installed"))
    func thePatchAppliesAndASecondRunLeavesTheLookupsAlone() throws {
        let controller = """
            import UIKit

            final class ReaderController: UITableViewController {
                func showMenu() {
                    UIApplication.shared.keyWindow?.endEditing(true)
                }
            }

            """
        let (plan, scratch) = try Self.plan(["ReaderController.swift": controller])
        try MigrationFixtures.commitAll(in: scratch.url)
        let patch = plan.render(.patch).output
        let check = try MigrationFixtures.runGit(["apply", "--check", "-"], in: scratch.url, input: patch)
        #expect(check.status == 0, "git apply --check: \(check.output)")
        try MigrationFixtures.apply(plan, to: scratch.url)
        let after = MigrationFixtures.auditor().audit(root: scratch.url)
        #expect(!after.findings.contains { $0.rule == .globalWindowLookup })
        #expect(MigrationFixtures.plan(scratch.url).edits.isEmpty)
    }
}
