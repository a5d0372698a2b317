import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// The Objective-C UIKit app whose app delegate creates the window in code (Fixtures/ObjCApp):
/// its golden patch, the patch applied by git, the audit of the patched app, a second run, and
/// the code the patch leaves as manual steps.
@Suite struct ObjCAppTests {
    static let name = "ObjCApp"

    @Test func patchIsTheGoldenOne() throws {
        try MigrationFixtures.expectGoldenPatch(Self.name)
    }

    @Test func planHasOneChangePerFindingEachCitingItsPage() throws {
        let report = MigrationFixtures.auditor().audit(root: MigrationFixtures.fixture(Self.name))
        let plan = MigrationPlanner(root: MigrationFixtures.fixture(Self.name), auditor: MigrationFixtures.auditor())
            .plan(report: report)
        #expect(
            plan.changes.map { "\($0.kind.rawValue) \($0.file):\($0.range.start.line)" } == [
                "remove-window-property Ledger/AppDelegate.h:6",
                "move-window-set-up Ledger/AppDelegate.m:13",
                "move-window-set-up Ledger/AppDelegate.m:13",
                "move-window-set-up Ledger/AppDelegate.m:19",
                "move-callback Ledger/AppDelegate.m:24",
                "move-callback Ledger/AppDelegate.m:28",
                "move-callback Ledger/AppDelegate.m:33",
                "move-callback Ledger/AppDelegate.m:38",
                "add-scene-manifest Ledger/Info.plist:1",
                "create-scene-delegate Ledger/SceneDelegate.m:1",
            ])
        MigrationFixtures.expectOneChangePerFinding(report, plan)
        MigrationFixtures.expectPagesExist(plan)
        #expect(
            plan.edits.map { "\($0.file) \($0.original == nil ? "created" : "modified")" } == [
                "Ledger/AppDelegate.h modified", "Ledger/AppDelegate.m modified", "Ledger/Info.plist modified",
                "Ledger/SceneDelegate.h created", "Ledger/SceneDelegate.m created",
            ])
        // An Objective-C class is named without a module.
        let plist = try #require(plan.edits.first { $0.file == "Ledger/Info.plist" })
        #expect(plist.updated.contains("<key>UISceneDelegateClassName</key>\n\t\t\t\t\t<string>SceneDelegate</string>"))
    }

    @Test(.enabled(if: MigrationFixtures.git != nil, "git is not installed"))
    func gitAppliesThePatch() throws {
        try MigrationFixtures.expectGitApplies(Self.name)
    }

    @Test func patchedAppHasNothingLeftOfTheFixedRules() throws {
        let (copy, plan) = try MigrationFixtures.patched(Self.name)
        let fixedRules = MigrationFixtures.fixedRules(plan)
        #expect(fixedRules == [.appDelegateWindow, .globalWindowLookup, .appDelegateUICallback, .missingSceneManifest])
        let report = MigrationFixtures.auditor().audit(root: copy.url)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.problems.isEmpty)
        #expect(report.sceneDeclarations == ["Ledger/Info.plist"])
    }

    @Test func secondRunHasNothingToMigrate() throws {
        let (copy, _) = try MigrationFixtures.patched(Self.name)
        let again = MigrationFixtures.plan(copy.url)
        #expect(again.status == .nothingToMigrate)
        #expect(again.alreadyOnScenes)
        #expect(again.edits.isEmpty && again.changes.isEmpty)
        #expect(again.nothingToMigrateLine == "nothing to migrate: the app already uses scenes (Ledger/Info.plist)")
    }

    // MARK: Manual steps

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        /// Replaces `from` in the fixture's AppDelegate.m by `to`.
        var from: String
        var to: String
        /// The manual step's line and symbol, and the start of its reason.
        var line: Int
        var symbol: String
        var reason: String
        /// A blocker: every finding a manual step, no file changed.
        var all: Bool

        var testDescription: String { id }
    }

    static let creation = "    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];\n"
    static let becomeActive =
        "    [SyncClient.sharedClient resumeForApplication:application]; // not while inactive\n"

    static let cases: [Case] = [
        Case(
            id: "window set-up inside control flow", from: creation,
            to: "    if (SyncClient.sharedClient) {\n    " + creation + "    }\n", line: 14, symbol: "UIWindow",
            reason:
                "Ledger/AppDelegate.m:13: the window set-up is inside control flow (`if`), so the patch cannot tell which part to move",
            all: true),
        Case(
            id: "window set-up in an #if group", from: creation, to: "#if TARGET_OS_IOS\n" + creation + "#endif\n",
            line: 14, symbol: "UIWindow",
            reason: "Ledger/AppDelegate.m:14: the window set-up is inside an `#if`/`#ifdef` group", all: true),
        Case(
            id: "window set-up reading the launch options",
            from: "    self.window.rootViewController = navigation;\n",
            to: "    self.window.rootViewController = launchOptions ? nil : navigation;\n", line: 13,
            symbol: "UIWindow",
            reason: "Ledger/AppDelegate.m:18: the window set-up reads the launch options (`launchOptions`)",
            all: true),
        Case(
            id: "window set-up using the app delegate",
            from: "    self.window.rootViewController = navigation;\n",
            to: "    self.window.rootViewController = [self rootFor:navigation];\n", line: 13, symbol: "UIWindow",
            reason: "Ledger/AppDelegate.m:18: the window set-up uses `self` (the app delegate) beyond its window",
            all: true),
        Case(
            id: "window set-up using a file-scope name",
            from: "    navigation.navigationBar.prefersLargeTitles = YES;\n",
            to: "    navigation.title = LedgerBadgeKey;\n", line: 13, symbol: "UIWindow",
            reason:
                "Ledger/AppDelegate.m:17: the window set-up uses `LedgerBadgeKey`, which the app delegate's file declares",
            all: true),
        Case(
            id: "window created with another initializer", from: creation,
            to: "    self.window = [[UIWindow alloc] initWithCoder:nil];\n", line: 13, symbol: "UIWindow",
            reason:
                "Ledger/AppDelegate.m:13: the window is created with another initializer than `initWithFrame:`, `init` or `new`",
            all: true),
        Case(
            id: "callback calling super", from: becomeActive,
            to: "    [super applicationDidBecomeActive:application];\n",
            line: 24, symbol: "UIApplicationDelegate/applicationDidBecomeActive(_:)",
            reason: "the callback's body calls `super`, the app delegate's superclass", all: false),
        Case(
            id: "callback using self in an #if group", from: "    NSLog(@\"Ledger is in the background\");\n",
            to: "    [self description];\n", line: 33,
            symbol: "UIApplicationDelegate/applicationDidEnterBackground(_:)",
            reason: "the callback uses the app delegate (`self`) and is inside an `#if` group", all: false),
        Case(
            id: "callback in an #else branch", from: "#ifdef DEBUG\n",
            to: "#ifdef DEBUG\n- (void)log {\n}\n#else\n", line: 36,
            symbol: "UIApplicationDelegate/applicationDidEnterBackground(_:)",
            reason: "the callback is inside an `#if` group with other code or other branches", all: false),
        Case(
            id: "callback sharing a line",
            from:
                "- (void)applicationWillResignActive:(UIApplication *)application {\n    [SyncClient.sharedClient pause];\n}\n",
            to:
                "- (void)applicationWillResignActive:(UIApplication *)application {\n    [SyncClient.sharedClient pause];\n} - (void)other {}\n",
            line: 28, symbol: "UIApplicationDelegate/applicationWillResignActive(_:)",
            reason: "the callback shares a line with other code", all: false),
        Case(
            id: "window property still read",
            from: "- (void)applicationWillTerminate:(UIApplication *)application {\n",
            to: "- (void)applicationWillTerminate:(UIApplication *)application {\n    [self.window endEditing:YES];\n",
            line: 6, symbol: "UIApplicationDelegate/window",
            reason: "the app delegate still reads `window` at Ledger/AppDelegate.m:41", all: false),
    ]

    @Test(arguments: cases)
    func manualStep(_ test: Case) throws {
        let copy = try MigrationFixtures.copy(Self.name)
        let file = copy.url.appendingPathComponent("Ledger/AppDelegate.m")
        let original = try String(contentsOf: file, encoding: .utf8)
        try #require(original.contains(test.from))
        try Data(original.replacingOccurrences(of: test.from, with: test.to).utf8).write(to: file)

        let plan = MigrationFixtures.plan(copy.url)
        let step = plan.manualSteps.first { $0.range.start.line == test.line && $0.symbol == test.symbol }
        #expect(
            step?.reason?.hasPrefix(test.reason) == true,
            "manual steps: \(plan.manualSteps.map { "\($0.range.start.line) \($0.symbol ?? "") \($0.reason ?? "")" })")
        if test.all {
            #expect(plan.edits.isEmpty)
            #expect(plan.changes.allSatisfy { $0.isManual })
        } else {
            #expect(plan.status == .planned)
            #expect(plan.edits.contains { $0.file == "Ledger/SceneDelegate.m" })
        }
    }

    @Test func existingSceneDelegateClassStopsTheMigration() throws {
        let copy = try MigrationFixtures.copy(Self.name)
        try Data("@interface SceneDelegate : NSObject\n@end\n".utf8).write(
            to: copy.url.appendingPathComponent("Ledger/Game.h"))
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.edits.isEmpty)
        #expect(
            plan.manualSteps.first?.reason
                == "Ledger/Game.h declares a class named SceneDelegate already; the patch would declare another")
    }

    /// With an Xcode project that lists the app delegate, the plan adds the header and the
    /// implementation to it, and the implementation to the target that compiles AppDelegate.m.
    @Test func theProjectGetsTheHeaderAndTheImplementation() throws {
        let copy = try MigrationFixtures.copy(Self.name)
        let folder = copy.url.appendingPathComponent("Ledger.xcodeproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let project = ProjectFileEditTests.project(groupPath: "Ledger", targets: ["Ledger"])
            .replacingOccurrences(of: "AppDelegate.swift", with: "AppDelegate.m")
            .replacingOccurrences(of: "sourcecode.swift", with: "sourcecode.c.objc")
        try Data(project.utf8).write(to: folder.appendingPathComponent("project.pbxproj"))
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .planned)
        let change = try #require(plan.changes.first { $0.kind == .addToProject })
        #expect(
            change.summary
                == "Add `SceneDelegate.h` and `SceneDelegate.m` to the project beside `AppDelegate.m` (its group) and to the Sources phase of target `Ledger`, which compiles `AppDelegate.m`."
        )
        let edit = try #require(plan.edits.first { $0.file == "Ledger.xcodeproj/project.pbxproj" })
        #expect(
            edit.updated.contains(
                "/* SceneDelegate.h */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h;"))
        #expect(edit.updated.contains("/* SceneDelegate.m in Sources */ = {isa = PBXBuildFile;"))
        #expect(!edit.updated.contains("SceneDelegate.h in Sources"))
        // Applied, the app has nothing left to migrate, and its project is not edited again.
        try MigrationFixtures.apply(plan, to: copy.url)
        #expect(MigrationFixtures.plan(copy.url).status == .nothingToMigrate)
    }

    /// A callback whose body uses the app delegate keeps its body there under the scene method's
    /// selector, declared in the header, and the scene delegate's method calls it.
    @Test func aCallbackUsingTheAppDelegateIsForwarded() throws {
        let copy = try MigrationFixtures.copy(Self.name)
        let file = copy.url.appendingPathComponent("Ledger/AppDelegate.m")
        let original = try String(contentsOf: file, encoding: .utf8)
        try Data(
            original.replacingOccurrences(
                of: Self.becomeActive,
                with: "    [SyncClient.sharedClient resumeForApplication:application];\n    [self description];\n"
            ).utf8
        ).write(to: file)

        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .planned)
        let forwarded = plan.changes.filter { $0.kind == .forwardCallback }
        #expect(
            forwarded.map(\.summary) == [
                "Rename `applicationDidBecomeActive:` to `sceneDidBecomeActive:` in `AppDelegate` (its body uses `self`), declare it in AppDelegate.h, and call it from `sceneDidBecomeActive:` in the scene delegate."
            ])
        #expect(!plan.manualSteps.contains { $0.symbol == "UIApplicationDelegate/applicationDidBecomeActive(_:)" })
        let delegate = try #require(plan.edits.first { $0.file == "Ledger/AppDelegate.m" })
        #expect(
            delegate.updated.contains(
                """
                // Sync again whenever the user comes back.
                /// Called by -[SceneDelegate sceneDidBecomeActive:].
                - (void)sceneDidBecomeActive:(UIApplication *)application {
                    [SyncClient.sharedClient resumeForApplication:application];
                    [self description];
                }
                """))
        let header = try #require(plan.edits.first { $0.file == "Ledger/AppDelegate.h" })
        #expect(
            header.updated == """
                #import <UIKit/UIKit.h>

                /// Starts the sync client and shows the accounts.
                @interface AppDelegate : UIResponder <UIApplicationDelegate>

                - (void)sceneDidBecomeActive:(UIApplication *)application;

                @end

                """)
        let scene = try #require(plan.edits.first { $0.file == "Ledger/SceneDelegate.m" })
        #expect(
            scene.updated.hasPrefix(
                "#import \"SceneDelegate.h\"\n#import \"AppDelegate.h\"\n#import \"AccountsViewController.h\"\n"))
        #expect(
            scene.updated.contains(
                """
                - (void)sceneDidBecomeActive:(UIScene *)scene {
                    [(AppDelegate *)[UIApplication sharedApplication].delegate sceneDidBecomeActive:[UIApplication sharedApplication]];
                }
                """))
        // The patch applies, and a second run finds nothing to change.
        try MigrationFixtures.apply(plan, to: copy.url)
        #expect(MigrationFixtures.plan(copy.url).edits.isEmpty)
    }

    /// The header is read for the declaration when no finding is in it.
    @Test func theHeaderWithoutFindingsDeclaresTheForwardedMethod() throws {
        let copy = try MigrationFixtures.copy(Self.name)
        let implementation = copy.url.appendingPathComponent("Ledger/AppDelegate.m")
        let original = try String(contentsOf: implementation, encoding: .utf8)
        try Data(original.replacingOccurrences(of: Self.becomeActive, with: "    [self description];\n").utf8).write(
            to: implementation)
        let header = copy.url.appendingPathComponent("Ledger/AppDelegate.h")
        let headerText = try String(contentsOf: header, encoding: .utf8)
        let property = "@property (strong, nonatomic) UIWindow *window;\n\n"
        try #require(headerText.contains(property))
        try Data(headerText.replacingOccurrences(of: property, with: "").utf8).write(to: header)

        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.changes.contains { $0.kind == .forwardCallback })
        let edit = try #require(plan.edits.first { $0.file == "Ledger/AppDelegate.h" })
        #expect(
            edit.updated.hasSuffix(
                "<UIApplicationDelegate>\n\n- (void)sceneDidBecomeActive:(UIApplication *)application;\n\n@end\n"))
    }

    /// `[UIWindow new]` is `alloc` then `init`: it becomes the scene's window the same way.
    @Test func aWindowMadeWithNewMoves() throws {
        let copy = try MigrationFixtures.copy(Self.name)
        let file = copy.url.appendingPathComponent("Ledger/AppDelegate.m")
        let original = try String(contentsOf: file, encoding: .utf8)
        try Data(original.replacingOccurrences(of: Self.creation, with: "    self.window = [UIWindow new];\n").utf8)
            .write(
                to: file)
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .planned)
        #expect(!plan.manualSteps.contains { $0.symbol == "UIWindow" })
        let scene = try #require(plan.edits.first { $0.file == "Ledger/SceneDelegate.m" })
        #expect(scene.updated.contains("    self.window = [[UIWindow alloc] initWithWindowScene:windowScene];\n"))
    }

    /// The window made in a method the launch method calls once: that method's body moves, and
    /// the method and its call go.
    @Test func aWindowSetUpMethodMovesWhole() throws {
        let copy = try MigrationFixtures.copy(Self.name)
        let file = copy.url.appendingPathComponent("Ledger/AppDelegate.m")
        let original = try String(contentsOf: file, encoding: .utf8)
        let setUp = """
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                /* The accounts list is the first screen. */
                AccountsViewController *accounts = [[AccountsViewController alloc] init];
                UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:accounts];
                navigation.navigationBar.prefersLargeTitles = YES;
                self.window.rootViewController = navigation;
                [self.window makeKeyAndVisible];

            """
        try #require(original.contains(setUp))
        func withSetUpMethod(calls: String) -> String {
            original.replacingOccurrences(of: setUp, with: calls)
                .replacingOccurrences(
                    of: "// Sync again whenever",
                    with: "// The first screen.\n- (void)setUpWindow {\n" + setUp + "}\n\n// Sync again whenever")
        }
        // Called twice, its set-up cannot move.
        try Data(withSetUpMethod(calls: "    [self setUpWindow];\n    [self setUpWindow];\n").utf8).write(to: file)
        let twice = MigrationFixtures.plan(copy.url)
        #expect(twice.edits.isEmpty)
        #expect(
            twice.manualSteps.first { $0.symbol == "UIWindow" }?.reason
                == "Ledger/AppDelegate.m:20: the window is created in `setUpWindow`, which the launch method does not call exactly once as `[self setUpWindow];` (and nothing else names); move that code to scene:willConnectToSession:options: by hand"
        )

        try Data(withSetUpMethod(calls: "    [self setUpWindow];\n").utf8).write(to: file)

        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .planned)
        #expect(!plan.manualSteps.contains { $0.rule == .appDelegateWindow })
        let delegate = try #require(plan.edits.first { $0.file == "Ledger/AppDelegate.m" })
        #expect(!delegate.updated.contains("setUpWindow") && !delegate.updated.contains("UIWindow"))
        #expect(
            delegate.updated.contains(
                "    [SyncClient.sharedClient start];\n\n    return YES;\n}\n\n- (void)applicationWillTerminate:"))
        let scene = try #require(plan.edits.first { $0.file == "Ledger/SceneDelegate.m" })
        #expect(
            scene.updated.contains(
                """
                    UIWindowScene *windowScene = (UIWindowScene *)scene;
                    self.window = [[UIWindow alloc] initWithWindowScene:windowScene];
                    /* The accounts list is the first screen. */
                """))
        #expect(scene.updated.contains("    [self.window makeKeyAndVisible];\n}\n"))
    }
}
