import Audit
import Foundation
import Migration
import SampleTypeChecking
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import MigrationVerification

/// The type-check of the Swift a plan writes, against the modules built from the shipped
/// Content/interfaces: the fixture apps' patches type-check, the app's types they name are stubbed,
/// names the check cannot resolve are listed, and a defect of the patch is reported at its line.
enum TypeCheckFixtures {
    static let compiler = SwiftCompiler.find()

    /// One folder for every run of the tests: the interface modules are built once (their key
    /// holds the interface's text and the compiler's version).
    static let cache = TypeCheckCache(folder: NSTemporaryDirectory() + "scenedocs-migration-tests-typecheck")

    static func verify(_ plan: MigrationPlan, root: URL) -> PlanVerification? {
        PatchTypeChecker.verification(
            of: plan, root: root, auditor: MigrationFixtures.auditor(),
            interfaces: MigrationFixtures.content.interfaces, interfaceName: "Content/interfaces",
            compiler: SwiftCompiler.locate(),
            cache: cache)
    }

    /// Each unresolved name as `name file:line:column`.
    static func unresolved(_ verification: PlanVerification?) -> [String] {
        (verification?.unresolved ?? []).map { "\($0.name) \($0.file):\($0.line):\($0.column)" }
    }
}

@Suite struct PatchTypeCheckWithoutCompilerTests {
    @Test func objectiveCPlansSayTheCheckDoesNotApply() {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture("ObjCApp"))
        let verification = PatchTypeChecker.unchecked(plan, interfaceName: "Content/interfaces", reason: "unused")
        #expect(verification?.state == .notApplicable)
        var withVerification = plan
        withVerification.verification = verification
        #expect(
            withVerification.render(.patch).notes
                == "type-check: does not apply: the patch writes Objective-C, which the type-check does not compile\n\n10 changes in 5 files, 0 manual steps.\n"
        )
    }

    @Test func aPlanWithoutEditsHasNoVerification() {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture("SwiftUIAdaptorApp"))
        #expect(plan.edits.isEmpty)
        #expect(TypeCheckFixtures.verify(plan, root: MigrationFixtures.fixture("SwiftUIAdaptorApp")) == nil)
    }

    @Test func aMissingCompilerSkipsTheCheckAndSaysWhy() throws {
        let root = MigrationFixtures.fixture("StoryboardApp")
        let plan = MigrationFixtures.plan(root)
        let verification = PatchTypeChecker.verification(
            of: plan, root: root, auditor: MigrationFixtures.auditor(),
            interfaces: MigrationFixtures.content.interfaces, interfaceName: "Content/interfaces",
            compiler: SwiftCompiler.locate(environment: ["PATH": "/nonexistent-scenedocs-folder"]),
            cache: TypeCheckFixtures.cache)
        #expect(verification?.state == .skipped)
        #expect(verification?.files == ["Notes/AppDelegate.swift", "Notes/SceneDelegate.swift"])
        var withVerification = plan
        withVerification.verification = verification
        #expect(
            withVerification.render(.patch).notes
                == """
                type-check: skipped: no Swift compiler was found (put swiftc on PATH or pass --swiftc PATH); the Swift the patch writes was not type-checked

                5 changes in 3 files, 0 manual steps.

                """)
    }

    /// The JSON plan's `verification` object, every key present.
    @Test func jsonHasTheVerificationObject() throws {
        var plan = MigrationFixtures.plan(MigrationFixtures.fixture("StoryboardApp"))
        plan.verification = PlanVerification(
            state: .failed, files: ["Notes/SceneDelegate.swift"], interfaces: "Content/interfaces",
            compiler: "swiftc 6",
            errors: [.init(file: "Notes/SceneDelegate.swift", line: 7, column: 9, message: "m", notes: ["n"])],
            unresolved: [.init(name: "Logger", file: "Notes/AppDelegate.swift", line: 3, column: 5, reason: "r")],
            stubbed: ["NotesStore"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(plan.render(.json).output.utf8)) as? [String: Any])
        let verification = try #require(json["verification"] as? [String: Any])
        #expect(
            Set(verification.keys) == [
                "state", "files", "interfaces", "compiler", "reason", "errors", "unresolved", "stubbed",
                "preexisting",
            ])
        #expect(verification["state"] as? String == "failed")
        #expect(verification["reason"] is NSNull)
        let error = try #require((verification["errors"] as? [[String: Any]])?.first)
        #expect(error["line"] as? Int == 7)
        #expect(error["notes"] as? [String] == ["n"])
        #expect((verification["unresolved"] as? [[String: Any]])?.first?["name"] as? String == "Logger")
        let plain = MigrationFixtures.plan(MigrationFixtures.fixture("GeneratedPlistApp"))
        let none = try #require(
            try JSONSerialization.jsonObject(with: Data(plain.render(.json).output.utf8)) as? [String: Any])
        #expect(none["verification"] is NSNull)
    }

    /// A large app stubs hundreds of declarations: the summary names the first eight and counts
    /// the rest, the JSON plan lists them all.
    @Test func theSummaryNamesTheFirstStubsAndCountsTheRest() throws {
        var plan = MigrationFixtures.plan(MigrationFixtures.fixture("StoryboardApp"))
        let names = (1...11).map { "Type\($0 < 10 ? "0" : "")\($0)" }
        plan.verification = PlanVerification(
            state: .typeChecked, files: ["Notes/SceneDelegate.swift"], interfaces: "Content/interfaces",
            stubbed: names)
        #expect(
            plan.render(.human).output.contains(
                "type-check: the Swift file the patch writes (Notes/SceneDelegate.swift) type-checks in Swift 6 mode against Content/interfaces; stubbed from the app's declarations: Type01, Type02, Type03, Type04, Type05, Type06, Type07, Type08 and 3 more (the JSON plan lists them all)\n"
            ))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(plan.render(.json).output.utf8)) as? [String: Any])
        #expect((json["verification"] as? [String: Any])?["stubbed"] as? [String] == names)
    }
}

@Suite(.enabled(if: TypeCheckFixtures.compiler != nil, "needs swiftc on PATH"))
struct PatchTypeCheckTests {
    /// Each Swift fixture app's patch type-checks: what was stubbed, and what could not be resolved.
    @Test(arguments: [
        (
            "CodeWindowApp", ["DebugOverlay", "LibraryViewController", "Store"],
            [
                "os Reader/AppDelegate.swift:2:1", "Logger Reader/AppDelegate.swift:8:23",
                "UITableViewController Reader/LibraryViewController.swift:4:1",
                "navigationBar Reader/SceneDelegate.swift:14:20", "tintColor Reader/SceneDelegate.swift:16:17",
            ]
        ),
        ("StoryboardApp", ["NotesStore"], []),
        (
            "EventsApp", ["BerthListViewController", "BerthStore", "HarborRouter"],
            ["UITableViewController Harbor/BerthListViewController.swift:4:1"]
        ),
    ])
    func fixturePatchesTypeCheck(name: String, stubbed: [String], unresolved: [String]) throws {
        let root = MigrationFixtures.fixture(name)
        let plan = MigrationFixtures.plan(root)
        let verification = try #require(TypeCheckFixtures.verify(plan, root: root))
        #expect(verification.state == .typeChecked, "\(verification.errors)")
        #expect(verification.errors.isEmpty)
        #expect(verification.preexisting.isEmpty)
        #expect(verification.files == plan.edits.map(\.file).filter { $0.hasSuffix(".swift") })
        #expect(verification.files.contains { $0.hasSuffix("/SceneDelegate.swift") })
        #expect(verification.stubbed == stubbed)
        #expect(TypeCheckFixtures.unresolved(verification) == unresolved)
        #expect(verification.compiler == TypeCheckFixtures.compiler?.version)
    }

    /// The summary line and the names the check could not resolve, as the human format prints them.
    @Test func theHumanSummarySaysWhatTypeChecksAndWhatCouldNotBeResolved() throws {
        let root = MigrationFixtures.fixture("CodeWindowApp")
        var plan = MigrationFixtures.plan(root)
        plan.verification = TypeCheckFixtures.verify(plan, root: root)
        let text = plan.render(.human).output
        let paragraph = text.components(separatedBy: "\n\n").first { $0.hasPrefix("type-check") }
        #expect(
            paragraph == """
                type-check: the 2 Swift files the patch writes (Reader/AppDelegate.swift, Reader/SceneDelegate.swift) type-check in Swift 6 mode against Content/interfaces; stubbed from the app's declarations: DebugOverlay, LibraryViewController, Store
                    could not resolve os (Reader/AppDelegate.swift:2:1): Content/interfaces has no module os; the check leaves its import out
                    could not resolve Logger (Reader/AppDelegate.swift:8:23): declared neither in the app's Swift files nor in Content/interfaces; it may come from os, which Content/interfaces does not have; the lines that use it were not checked
                    could not resolve UITableViewController (Reader/LibraryViewController.swift:4:1): Content/interfaces does not declare it; the stub of LibraryViewController derives from UIViewController instead
                    could not resolve navigationBar (Reader/SceneDelegate.swift:14:20): Content/interfaces declares no member navigationBar of UINavigationController (it declares part of the SDK only); the lines that use it were not checked
                    could not resolve tintColor (Reader/SceneDelegate.swift:16:17): Content/interfaces declares no member tintColor of UIWindow (it declares part of the SDK only); the lines that use it were not checked
                """)
    }

    /// A generated line that does not type-check is the patch's defect, reported at its line in
    /// the file as the patch leaves it.
    @Test func aGeneratedLineThatDoesNotTypeCheckFailsTheCheck() throws {
        let root = MigrationFixtures.fixture("EventsApp")
        var plan = MigrationFixtures.plan(root)
        let index = try #require(plan.edits.firstIndex { $0.file == "Harbor/SceneDelegate.swift" })
        #expect(plan.edits[index].updated.contains("window = UIWindow(windowScene: windowScene)"))
        plan.edits[index].updated = plan.edits[index].updated.replacingOccurrences(
            of: "window = UIWindow(windowScene: windowScene)", with: "window = UIWindow(windowScene: scene)")
        let line =
            try #require(
                plan.edits[index].updated.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains("UIWindow(windowScene: scene)") }) + 1
        plan.verification = TypeCheckFixtures.verify(plan, root: root)
        let verification = try #require(plan.verification)
        #expect(verification.state == .failed)
        #expect(
            verification.errors.map { "\($0.file):\($0.line):\($0.column): \($0.message)" } == [
                "Harbor/SceneDelegate.swift:\(line):40: cannot convert value of type 'UIScene' to expected argument type 'UIWindowScene'"
            ])
        let paragraph = plan.render(.patch).notes.components(separatedBy: "\n\n").first { $0.hasPrefix("type-check") }
        #expect(
            paragraph?.hasPrefix(
                """
                type-check FAILED: 1 error in the lines the patch writes (Harbor/AppDelegate.swift, Harbor/SceneDelegate.swift), in Swift 6 mode against Content/interfaces: a defect of scenedocs migrate (please report it with the app's shape): review these lines before applying the patch; --write writes nothing while they fail (--no-typecheck skips the check)
                Harbor/SceneDelegate.swift:\(line):40: error: cannot convert value of type 'UIScene' to expected argument type 'UIWindowScene'
                """) == true, "\(paragraph ?? "")")
    }

    /// Moved code that uses an app-delegate member (which the scene delegate does not have) is the
    /// patch's defect, not a name the check could not resolve: the tree declares it.
    @Test func movedCodeThatLosesAnAppDelegateMemberFailsTheCheck() throws {
        let root = MigrationFixtures.fixture("CodeWindowApp")
        var plan = MigrationFixtures.plan(root)
        let index = try #require(plan.edits.firstIndex { $0.file == "Reader/SceneDelegate.swift" })
        var lines = plan.edits[index].updated.components(separatedBy: "\n")
        let resume = try #require(lines.firstIndex { $0.contains("Store.shared.resumeSync()") })
        lines.insert("        log.info(\"resumed\")", at: resume + 1)
        plan.edits[index].updated = lines.joined(separator: "\n")
        let verification = try #require(TypeCheckFixtures.verify(plan, root: root))
        #expect(verification.state == .failed)
        #expect(
            verification.errors.map { "\($0.file):\($0.line):\($0.column): \($0.message)" } == [
                // Outside the app delegate, `log` is the C library's `log(_:)`.
                "Reader/SceneDelegate.swift:\(resume + 2):13: reference to member 'info' cannot be resolved without a contextual type"
            ])
    }

    /// A name the moved code uses that the app declares without a type the stub can copy: listed
    /// with its declaration, not counted as a failure.
    @Test func anAppDeclarationWithoutAWrittenTypeIsReportedWhereItIsDeclared() throws {
        let copy = try MigrationFixtures.copy("StoryboardApp")
        let store = copy.url.appendingPathComponent("Notes/NotesStore.swift")
        let text = try String(contentsOf: store, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "static let shared = NotesStore()",
                with: "static let shared = makeStore()\n    static func makeStore() -> NotesStore { NotesStore() }"
            ).utf8
        ).write(to: store)
        let plan = MigrationFixtures.plan(copy.url)
        let verification = try #require(TypeCheckFixtures.verify(plan, root: copy.url))
        #expect(verification.state == .typeChecked, "\(verification.errors)")
        #expect(TypeCheckFixtures.unresolved(verification) == ["shared Notes/AppDelegate.swift:8:20"])
        #expect(
            verification.unresolved.first?.reason
                == "declared at Notes/NotesStore.swift:5 in a form the stub cannot copy (no written type, or its stub did not compile); the lines that use it were not checked"
        )
    }

    /// Moved code that was already wrong in Swift 6 mode before the patch: the app's error, not
    /// the patch's (the files before the patch, compiled with the same stubs, have it too).
    @Test func anErrorTheAppHadBeforeThePatchIsNotThePatchs() throws {
        let copy = try MigrationFixtures.copy("StoryboardApp")
        let delegate = copy.url.appendingPathComponent("Notes/AppDelegate.swift")
        let text = try String(contentsOf: delegate, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "func applicationDidEnterBackground(_ application: UIApplication) { NotesStore.shared.save() }",
                with: """
                    func applicationDidEnterBackground(_ application: UIApplication) {
                            let store = NotesStore.shared
                            DispatchQueue.global().async { store.save() }
                        }
                    """
            ).utf8
        ).write(to: delegate)
        var plan = MigrationFixtures.plan(copy.url)
        plan.verification = TypeCheckFixtures.verify(plan, root: copy.url)
        let verification = try #require(plan.verification)
        #expect(verification.state == .typeChecked, "\(verification.errors)")
        #expect(
            verification.preexisting.map { "\($0.file):\($0.line):\($0.column): \($0.message)" } == [
                "Notes/SceneDelegate.swift:17:40: capture of 'store' with non-Sendable type 'NotesStore' in a '@Sendable' closure [#SendableClosureCaptures]"
            ])
        #expect(
            plan.render(.human).output.contains(
                "\n    1 error in the app's own code, not the patch's (the files before the patch have it too, in Swift 6 mode), first Notes/SceneDelegate.swift:17:40: capture of 'store' with non-Sendable type 'NotesStore' in a '@Sendable' closure [#SendableClosureCaptures]\n"
            ))
    }

    /// A module the interface does not have: its import is left out, and the names from it are
    /// listed as unresolved.
    @Test func anUnknownImportIsReportedAndItsNamesAreUnresolved() throws {
        let copy = try MigrationFixtures.copy("EventsApp")
        let delegate = copy.url.appendingPathComponent("Harbor/AppDelegate.swift")
        let text = try String(contentsOf: delegate, encoding: .utf8)
        try Data(
            text.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\nimport FirebaseCore\n")
                .replacingOccurrences(
                    of: "        BerthStore.shared.load()\n",
                    with: "        FirebaseApp.configure()\n        BerthStore.shared.load()\n"
                ).utf8
        ).write(to: delegate)
        let plan = MigrationFixtures.plan(copy.url)
        let verification = try #require(TypeCheckFixtures.verify(plan, root: copy.url))
        #expect(verification.state == .typeChecked, "\(verification.errors)")
        #expect(
            TypeCheckFixtures.unresolved(verification) == [
                "FirebaseCore Harbor/AppDelegate.swift:2:1", "FirebaseApp Harbor/AppDelegate.swift:16:9",
                "UITableViewController Harbor/BerthListViewController.swift:4:1",
            ])
        #expect(
            verification.unresolved.map(\.reason).prefix(2) == [
                "Content/interfaces has no module FirebaseCore; the check leaves its import out",
                "declared neither in the app's Swift files nor in Content/interfaces; it may come from FirebaseCore, which Content/interfaces does not have; the lines that use it were not checked",
            ])
    }
}

/// The stubs of the app's declarations: only what the checked code names (and what those name),
/// bodies dropped, properties with their written or initializer's type.
@Suite struct AppStubsTests {
    @Test func theMovedCodesTypesAreStubbedFromTheirDeclarations() throws {
        let root = MigrationFixtures.fixture("CodeWindowApp")
        let files = ["Reader/LibraryViewController.swift", "Reader/Store.swift"].map { path in
            AppStubs.File(
                path: path,
                text: (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? "")
        }
        let stubs = AppStubs.make(
            files: files, names: ["LibraryViewController"], knownModules: ["UIKit", "Foundation"],
            unknownSupertypes: ["UITableViewController"])
        #expect(
            stubs.text == """
                import Foundation
                import UIKit
                final class LibraryViewController: UIViewController {
                    private var store: Store { fatalError() }
                    init(store: Store) { fatalError() }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class Store {
                    static var shared: Store { fatalError() }
                    private(set) var isPlayingAudio: Bool { get { fatalError() } set { } }
                    func open() { fatalError() }
                    func save() { fatalError() }
                    func resumeSync() { fatalError() }
                    func pauseSync() { fatalError() }
                }

                """)
        // `DebugOverlay` is not named by the checked code nor by the stubs it reaches.
        #expect(stubs.stubbed == ["LibraryViewController", "Store"])
        #expect(
            stubs.origins[3]
                == StubOrigin(
                    file: "Reader/LibraryViewController.swift", line: 4, column: 1, name: "LibraryViewController",
                    isHeader: true, inherits: ["UITableViewController"]))
    }

    @Test func structsKeepTheirStoredPropertiesAndTestFilesAreNotStubbed() {
        let files = [
            AppStubs.File(
                path: "App/Point.swift",
                text: """
                    import CoreLocation
                    struct Point: Equatable {
                        var x: Double
                        let label = "origin"
                        var computed: Int { 3 }
                        lazy var cache = Cache<Int>()
                        mutating func move() { x += 1 }
                    }
                    """),
            AppStubs.File(path: "AppTests/PointTests.swift", text: "import XCTest\nstruct Point {}\n"),
        ]
        let stubs = AppStubs.make(files: files, names: ["Point"], knownModules: ["Foundation"])
        #expect(
            stubs.text == """
                struct Point: Equatable {
                    var x: Double
                    let label: String = { fatalError() }()
                    var computed: Int { fatalError() }
                    var cache: Cache<Int> = { fatalError() }()
                    mutating func move() { fatalError() }
                }

                """)
        #expect(stubs.droppedImports.keys.sorted() == ["CoreLocation"])
    }
}

extension AppStubsTests {
    /// The types an initial value gives away; nil where the stub cannot know it.
    @Test(
        arguments: [
            ("Store()", "Store"), ("Cache<Int>()", "Cache<Int>"), ("Router.Route(path: p)", "Router.Route"),
            ("Store.init()", "Store"), ("\"text\"", "String"), ("3", "Int"), ("0.5", "Double"), ("false", "Bool"),
            ("config?.value(for: key) as? String ?? \"\"", "String"), ("shared as Store", "Store"),
            ("makeStore()", nil), ("Store.make()", nil), ("[1, 2]", nil), ("value as? Store", nil),
        ] as [(String, String?)])
    func initialValueTypes(value: String, type: String?) throws {
        let tree = Parser.parse(source: "let x = \(value)")
        let binding = try #require(tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first)
        #expect(StubWriter.inferredType(try #require(binding.initializer?.value)) == type)
    }
}

/// The names compiler messages say they could not find.
@Suite struct CompilerNamesTests {
    @Test(
        arguments: [
            ("cannot find 'Logger' in scope", "Logger", nil),
            ("cannot find type 'UITableViewController' in scope", "UITableViewController", nil),
            ("value of type 'UIWindow?' has no member 'tintColor'", "tintColor", "UIWindow"),
            ("type 'Outer.AppIds' has no member 'vk'", "vk", "AppIds"),
            ("type 'UIColor.Type' has no member 'brand'", "brand", "UIColor"),
            ("value of type 'Cache<Key>' has no member 'clear'", "clear", "Cache"),
            ("cannot infer contextual base in reference to member 'systemIndigo'", "systemIndigo", nil),
            ("cannot convert value of type 'UIScene' to expected argument type 'UIWindowScene'", nil, nil),
        ] as [(String, String?, String?)])
    func namesAndBases(message: String, name: String?, base: String?) {
        #expect(CompilerNames.unresolvedName(message) == name)
        #expect(CompilerNames.memberBase(message) == base)
    }
}
