import Audit
import Foundation
import XCTest

/// Branches of `#if` whose condition is known without the app's build settings: SwiftIfConfig's
/// evaluation with a configuration that knows no flag, platform, version or module. A branch
/// known false is not read; an unknown condition reads every branch up to one known true.
final class AuditCompilationConditionTests: XCTestCase {
    static let ifBranch = "UIApplicationDelegate/applicationDidBecomeActive(_:)"
    static let elseBranch = "UIApplicationDelegate/applicationWillResignActive(_:)"

    private func branchesRead(_ condition: String) throws -> [String] {
        let tree = try ScratchTree()
        try tree.write(
            "App/AppDelegate.swift",
            """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                #if \(condition)
                    func applicationDidBecomeActive(_ application: UIApplication) {}
                #else
                    func applicationWillResignActive(_ application: UIApplication) {}
                #endif
            }

            """)
        let report = Auditor(knowledge: TestKnowledge.knowledge, excludes: []).audit(root: tree.url)
        XCTAssertEqual(report.problems, [], condition)
        return report.findings.map(\.symbol).filter { $0 == Self.ifBranch || $0 == Self.elseBranch }
    }

    func testKnownConditionsSkipBranchesAndUnknownOnesReadThem() throws {
        let both = [Self.ifBranch, Self.elseBranch]
        let cases: [(condition: String, read: [String], why: String)] = [
            ("true", [Self.ifBranch], "literal true"),
            ("false", [Self.elseBranch], "literal false"),
            ("1", [Self.ifBranch], "integer literal 1"),
            ("0", [Self.elseBranch], "integer literal 0"),
            ("!(false)", [Self.ifBranch], "negated and parenthesised"),
            ("true && false", [Self.elseBranch], "&& of literals"),
            ("false || true", [Self.ifBranch], "|| of literals"),
            ("false || true && false", [Self.elseBranch], "&& binds tighter than ||"),
            ("true || DEBUG", both, "SwiftIfConfig still asks the right side of a true ||"),
            ("DEBUG", both, "a flag"),
            ("!DEBUG", both, "a negated flag"),
            ("DEBUG && false", both, "a flag asked first"),
            ("os(iOS)", both, "a platform"),
            ("swift(>=5.9)", both, "a language version"),
            ("compiler(>=6)", both, "a compiler version"),
            ("canImport(UIKit)", both, "a module"),
            ("_endian(little)", both, "endianness"),
            ("_pointerBitWidth(_64)", both, "pointer width"),
            ("2", both, "an integer other than 0 and 1 is not a condition"),
            ("DEBUG == 1", both, "a malformed condition"),
            (Array(repeating: "true", count: 200).joined(separator: " || "), both, "over the token limit"),
        ]
        for (condition, read, why) in cases {
            XCTAssertEqual(try branchesRead(condition), read, why)
        }
    }
}
