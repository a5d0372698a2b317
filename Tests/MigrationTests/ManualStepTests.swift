import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// Code the patch does not move, table-driven: each case is an app delegate written into a
/// scratch app (with the Info.plist of Fixtures/CodeWindowApp), and the exact reason of the manual
/// step it must give. A blocker (`all: true`) leaves every finding as a manual step and changes
/// no file; otherwise the rest of the app is still migrated.
@Suite struct ManualStepTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var delegate: String
        var otherFile: String? = nil
        /// The manual step's line and symbol, and the start of its reason.
        var line: Int
        var symbol: String
        var reason: String
        var all: Bool

        var testDescription: String { id }
    }

    static let launch = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {

        """

    /// An app delegate whose `window` property is `property`, up to its launch method's body.
    static func propertyLaunch(_ property: String) -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            \(property)

            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {

        """
    }

    static let cases: [Case] = [
        Case(
            id: "window set-up inside control flow",
            delegate: launch + """
                        if Settings.isOnboarded {
                            window = UIWindow(frame: UIScreen.main.bounds)
                        }
                        return true
                    }
                }
                """, line: 12, symbol: "UIWindow",
            reason:
                "Sources/AppDelegate.swift:11: the window set-up is inside control flow (`if`), so the patch cannot tell which part to move",
            all: true),
        Case(
            id: "window set-up reading the launch options",
            delegate: launch + """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = Router.root(for: launchOptions)
                        return true
                    }
                }
                """, line: 11, symbol: "UIWindow",
            reason: "Sources/AppDelegate.swift:12: the window set-up reads the launch options (`launchOptions`)",
            all: true),
        Case(
            id: "window set-up using an app-delegate member",
            delegate: launch + """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = makeRoot()
                        return true
                    }

                    private func makeRoot() -> UIViewController { UIViewController() }
                }
                """, line: 11, symbol: "UIWindow",
            reason: "Sources/AppDelegate.swift:12: the window set-up uses the app delegate's `makeRoot`",
            all: true),
        Case(
            id: "window created outside the launch method",
            delegate: launch + """
                        showMain()
                        return true
                    }

                    func showMain() {
                        window = UIWindow(frame: UIScreen.main.bounds)
                    }
                }
                """, line: 16, symbol: "UIWindow",
            reason:
                "Sources/AppDelegate.swift:16: the window is created in `showMain()`, which is not private, so code elsewhere may call it",
            all: true),
        Case(
            id: "window created in a private method called twice",
            delegate: launch + """
                        setUpWindow()
                        setUpWindow()
                        return true
                    }

                    private func setUpWindow() {
                        window = UIWindow(frame: UIScreen.main.bounds)
                    }
                }
                """, line: 17, symbol: "UIWindow",
            reason:
                "Sources/AppDelegate.swift:17: the window is created in `setUpWindow()`, which the launch method does not call exactly once",
            all: true),
        Case(
            id: "window created in a property's initial value",
            delegate: """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)
                }
                """, line: 5, symbol: "UIWindow",
            reason:
                "Sources/AppDelegate.swift:5: the window is created in the `window` property's initial value, and the app delegate has no launch method that sets it up",
            all: true),
        Case(
            id: "window property declared implicitly unwrapped",
            delegate: propertyLaunch("var window: UIWindow! = UIWindow()") + """
                        window.makeKeyAndVisible()
                        return true
                    }
                }
                """, line: 5, symbol: "UIWindow",
            reason:
                "Sources/AppDelegate.swift:5: the `window` property is declared `UIWindow!`; the scene delegate's is `UIWindow?`",
            all: true),
        Case(
            id: "window property made with another initializer",
            delegate: propertyLaunch("var window: UIWindow? = UIWindow(coder: NSCoder())") + """
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """, line: 5, symbol: "UIWindow",
            reason: "Sources/AppDelegate.swift:5: the window is created with `UIWindow(coder:)`", all: true),
        Case(
            id: "window property made by a closure",
            delegate: propertyLaunch("var window: UIWindow? = { UIWindow() }()") + """
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """, line: 5, symbol: "UIWindow",
            reason:
                "Sources/AppDelegate.swift:5: the window is created in the `window` property's declaration, which is not a plain `var window: UIWindow? = UIWindow(…)` or `let window = UIWindow(…)`",
            all: true),
        Case(
            id: "window property not set up by the launch method",
            delegate: propertyLaunch("var window: UIWindow? = UIWindow()") + """
                        return true
                    }

                    func show() {
                        window?.makeKeyAndVisible()
                    }
                }
                """, line: 5, symbol: "UIWindow",
            reason:
                "Sources/AppDelegate.swift:5: the window is created in the `window` property's initial value, and the launch method does not set it up",
            all: true),
        Case(
            id: "window property read after the set-up",
            delegate: propertyLaunch("var window: UIWindow? = UIWindow()") + """
                        window?.makeKeyAndVisible()
                        return true
                    }

                    func applicationWillTerminate(_ application: UIApplication) {
                        window?.rootViewController = nil
                    }
                }
                """, line: 5, symbol: "UIApplicationDelegate/window",
            reason:
                "the app delegate still reads `window` at line 16; once the app uses scenes it is nil",
            all: false),
        Case(
            id: "lazy window property read after the set-up",
            delegate: propertyLaunch("lazy var window: UIWindow? = UIWindow()") + """
                        window?.makeKeyAndVisible()
                        return true
                    }

                    func applicationWillTerminate(_ application: UIApplication) {
                        window?.rootViewController = nil
                    }
                }
                """, line: 5, symbol: "UIApplicationDelegate/window",
            reason:
                "Sources/AppDelegate.swift:5: the window is created in the `window` property's initial value, which must go with the window set-up (the property is `lazy` or not optional, so it cannot stay without it), but the app delegate still reads `window` at line 16",
            all: true),
        Case(
            id: "window property set up in a public method",
            delegate: propertyLaunch("var window: UIWindow? = UIWindow()") + """
                        showWindow()
                        return true
                    }

                    func showWindow() {
                        window?.makeKeyAndVisible()
                    }
                }
                """, line: 5, symbol: "UIWindow",
            reason:
                "Sources/AppDelegate.swift:5: the window is set up in `showWindow()`, which is not private, so code elsewhere may call it",
            all: true),
        Case(
            id: "non-optional window property read through self",
            delegate: propertyLaunch("let window = UIWindow()") + """
                        self.window.makeKeyAndVisible()
                        return true
                    }
                }
                """, line: 11, symbol: "UIWindow/makeKeyAndVisible()",
            reason:
                "Sources/AppDelegate.swift:11: the window set-up reads `self.window`, which the scene delegate declares optional while the app delegate's is not",
            all: true),
        Case(
            id: "window created with another initializer",
            delegate: launch + """
                        window = UIWindow(coder: NSCoder())
                        return true
                    }
                }
                """, line: 11, symbol: "UIWindow",
            reason: "Sources/AppDelegate.swift:11: the window is created with `UIWindow(coder:)`", all: true),
        Case(
            id: "callback calling super",
            delegate: launch + """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.makeKeyAndVisible()
                        return true
                    }

                    func applicationDidEnterBackground(_ application: UIApplication) {
                        super.applicationDidEnterBackground(application)
                    }
                }
                """, line: 16, symbol: "UIApplicationDelegate/applicationDidEnterBackground(_:)",
            reason: "the callback calls `super`", all: false),
        Case(
            id: "callback forwarding to an app delegate that has the scene method's name",
            delegate: launch + """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        return true
                    }

                    func applicationDidEnterBackground(_ application: UIApplication) {
                        saveContext()
                    }

                    func saveContext() {}
                    func sceneDidEnterBackground() {}
                }
                """, line: 15, symbol: "UIApplicationDelegate/applicationDidEnterBackground(_:)",
            reason:
                "the callback uses the app delegate (the app delegate's `saveContext`), and the app delegate already has a `sceneDidEnterBackground` to forward to",
            all: false),
        Case(
            id: "callback in an #else branch",
            delegate: launch + """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        return true
                    }

                    #if targetEnvironment(macCatalyst)
                        func applicationDidBecomeActive(_ application: UIApplication) {}
                    #else
                        func applicationDidBecomeActive(_ application: UIApplication) { print("active") }
                    #endif
                }
                """, line: 18, symbol: "UIApplicationDelegate/applicationDidBecomeActive(_:)",
            reason: "the callback is in an `#else`/`#elseif` branch", all: false),
        Case(
            id: "window still read by other code",
            delegate: launch + """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.makeKeyAndVisible()
                        return true
                    }

                    func showAlert() {
                        window?.rootViewController?.present(UIViewController(), animated: true)
                    }
                }
                """, line: 5, symbol: "UIApplicationDelegate/window",
            reason: "the app delegate still reads `window` at line 17; once the app uses scenes it is nil", all: false),
        Case(
            id: "window read through UIApplication.shared.delegate",
            delegate: launch + """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        return true
                    }
                }
                """,
            otherFile: """
                import UIKit

                enum Alerts {
                    static func host() -> UIViewController? {
                        (UIApplication.shared.delegate as? AppDelegate)?.window?.rootViewController
                    }
                }
                """, line: 5, symbol: "UIApplicationDelegate/window",
            reason: "Sources/Alerts.swift:5 reads the app delegate's `window`", all: false),
        Case(
            id: "a type named SceneDelegate elsewhere",
            delegate: launch + """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        return true
                    }
                }
                """,
            otherFile: """
                /// Not UIKit's: the app's own delegate of a game scene.
                final class SceneDelegate {}
                """, line: 11, symbol: "UIWindow",
            reason: "Sources/Alerts.swift declares a type named SceneDelegate already; the patch would declare another",
            all: true),
    ]

    @Test(arguments: cases)
    func manualStep(_ test: Case) throws {
        var files = ["AppDelegate.swift": test.delegate]
        if let other = test.otherFile { files["Alerts.swift"] = other }
        let plan = try MigrationFixtures.planScratchApp(files)
        let step = plan.manualSteps.first { $0.range.start.line == test.line && $0.symbol == test.symbol }
        #expect(
            step?.reason?.hasPrefix(test.reason) == true,
            "manual steps: \(plan.manualSteps.map { "\($0.range.start.line) \($0.symbol ?? "") \($0.reason ?? "")" })")
        if test.all {
            #expect(plan.edits.isEmpty)
            #expect(plan.changes.allSatisfy { $0.isManual })
        } else {
            #expect(plan.status == .planned)
            #expect(plan.edits.contains { $0.file == "Sources/SceneDelegate.swift" })
        }
    }

    @Test func existingSceneDelegateFileIsNotOverwritten() throws {
        let scratch = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: MigrationFixtures.fixture("CodeWindowApp/Reader"), to: scratch.path("Reader"))
        try Data("// reserved\n".utf8).write(to: scratch.path("Reader/SceneDelegate.swift"))
        let plan = MigrationFixtures.plan(scratch.url)
        #expect(plan.edits.isEmpty)
        #expect(
            plan.manualSteps.first?.reason
                == "Reader/SceneDelegate.swift exists already; the patch would have created the scene delegate there")
    }

    @Test func binaryInfoPlistIsLeftToTheEngineer() throws {
        let scratch = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: MigrationFixtures.fixture("CodeWindowApp/Reader"), to: scratch.path("Reader"))
        let xml = try Data(contentsOf: scratch.path("Reader/Info.plist"))
        let value = try PropertyListSerialization.propertyList(from: xml, format: nil)
        try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
            .write(to: scratch.path("Reader/Info.plist"))
        let plan = MigrationFixtures.plan(scratch.url)
        #expect(plan.edits.isEmpty)
        let manifest = try #require(plan.manualSteps.first { $0.rule == .missingSceneManifest })
        #expect(
            manifest.reason?.hasPrefix(
                "Reader/Info.plist is a binary property list, which the patch does not rewrite (its patch is a text diff): add `UIApplicationSceneManifest` = { `UIApplicationSupportsMultipleScenes` = NO; `UISceneConfigurations` = { `UIWindowSceneSessionRoleApplication` = ( { `UISceneConfigurationName` = \"Default Configuration\"; `UISceneDelegateClassName` = \"$(PRODUCT_MODULE_NAME).SceneDelegate\"; } ); }; } to it"
            ) == true, "\(manifest.reason ?? "")")
        #expect(
            plan.manualSteps.filter { $0.rule != .missingSceneManifest }.allSatisfy {
                $0.reason?.hasPrefix("Reader/Info.plist is a binary property list, so the patch moves no code") == true
            })
        // The file is left as it was: still binary.
        let bytes = try Data(contentsOf: scratch.path("Reader/Info.plist"))
        #expect(bytes.starts(with: Data("bplist".utf8)))
    }
}
