import Foundation
import TestSupport
import XCTest

@testable import Audit

/// Every input in `Fuzz/Regressions/{objc,pbxproj,plist}/` (each crashed or hung the audit under
/// `make fuzz` once) is audited in a tree beside a good app delegate: it is one clean problem
/// naming the file, and the rest of the tree is still audited.
final class AuditFuzzRegressionTests: XCTestCase {
    static let regressions = TestPaths.repoRoot.appendingPathComponent("Fuzz/Regressions")

    /// The fuzz target's folder, the input's name, where the audit finds it, and the problem expected.
    struct Case {
        var target: String
        var input: String
        var path: String
        var problem: AuditProblem
    }

    static let setInPlist =
        "cannot read this property list (it holds a set, a kind of value no Info.plist has); fix or exclude it"

    static let cases: [Case] = [
        Case(
            target: "plist", input: "binary-plist-holding-a-set", path: "App/Info.plist",
            problem: AuditProblem(file: "App/Info.plist", message: setInPlist)),
        Case(
            target: "plist", input: "binary-plist-with-a-set-for-its-top-dictionary", path: "App/Info.plist",
            problem: AuditProblem(file: "App/Info.plist", message: setInPlist)),
    ]

    static let goodDelegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {}
        }

        """

    func testEachRegressionInputIsACleanProblem() throws {
        for item in Self.cases {
            let input = try Data(
                contentsOf: Self.regressions.appendingPathComponent(item.target).appendingPathComponent(item.input))
            let tree = try ScratchTree()
            try tree.write("App/AppDelegate.swift", Self.goodDelegate)
            try tree.write(item.path, input)
            let report = Auditor(knowledge: TestKnowledge.knowledge, excludes: []).audit(root: tree.url)
            XCTAssertEqual(report.problems, [item.problem], item.input)
            XCTAssertEqual(
                report.findings.filter { $0.file == "App/AppDelegate.swift" }.map(\.rule), [.appDelegateUICallback],
                item.input)
        }
    }

    /// A regression input added for the audit's targets needs its case here.
    func testEveryRegressionInputHasACase() throws {
        for target in ["objc", "pbxproj", "plist"] {
            let folder = Self.regressions.appendingPathComponent(target)
            let inputs = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let covered = Self.cases.filter { $0.target == target }.map(\.input)
            XCTAssertEqual(inputs.filter { !$0.hasSuffix(".md") }.sorted(), covered.sorted(), target)
        }
    }
}
