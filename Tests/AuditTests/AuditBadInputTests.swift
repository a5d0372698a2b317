import Audit
import Foundation
import XCTest

/// Files that cannot be read or parsed are problems naming the file; the rest is still audited.
final class AuditBadInputTests: XCTestCase {
    /// One finding that must survive next to every kind of bad file.
    private static let goodDelegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {}
        }

        """

    private func audit(_ tree: ScratchTree) -> AuditReport {
        Auditor(knowledge: TestKnowledge.knowledge, excludes: []).audit(root: tree.url)
    }

    private func assertGoodFindingSurvives(_ report: AuditReport, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            report.findings.map(Expected.init),
            [
                Expected(
                    "App/AppDelegate.swift", 4, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/applicationDidBecomeActive(_:)")
            ],
            file: file, line: line)
    }

    func testInvalidUTF8IsAProblemWithItsLine() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        try tree.write(
            "App/Latin1.swift",
            Data("let a = 1\n// caf".utf8) + Data([0xE9]) + Data("\nlet w = UIApplication.shared.keyWindow\n".utf8))
        try tree.write("App/Legacy.m", Data("/* \u{0}".utf8) + Data([0xFF, 0xFE]) + Data(" */\n".utf8))
        let report = audit(tree)
        assertGoodFindingSurvives(report)
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(
                    file: "App/Latin1.swift", line: 2,
                    message: "this file is not valid UTF-8, so it was not audited; convert it to UTF-8 or exclude it")
            ])
    }

    /// An Objective-C file in a legacy encoding (here Mac OS Roman `©` and Latin-1 `é`) is audited.
    func testObjectiveCInALegacyEncodingIsAudited() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        try tree.write(
            "App/Toast.m",
            Data("// Copyright ".utf8) + Data([0xA9]) + Data(" 2011 Caf".utf8) + Data([0xE9])
                + Data(
                    """

                    @implementation Toast
                    - (void)show {
                        UIWindow *w = [UIApplication sharedApplication].keyWindow;
                    }
                    @end

                    """.utf8))
        let report = audit(tree)
        XCTAssertEqual(
            report.findings.map(Expected.init),
            [
                Expected(
                    "App/AppDelegate.swift", 4, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/applicationDidBecomeActive(_:)"),
                Expected("App/Toast.m", 4, 20, .globalWindowLookup, "UIApplication/keyWindow"),
            ])
        XCTAssertEqual(report.problems, [])
    }

    func testBrokenPlistIsAProblem() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        try tree.write(
            "App/Info.plist",
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>CFBundlePackageType</key>\n")
        try tree.write("App/Array-Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><array/></plist>\n")
        let report = audit(tree)
        assertGoodFindingSurvives(report)
        XCTAssertEqual(report.problems.map(\.file), ["App/Array-Info.plist", "App/Info.plist"])
        XCTAssertEqual(
            report.problems[0].message,
            "this property list is not a dictionary, so it is not an Info.plist; fix or exclude it")
        XCTAssertTrue(
            report.problems[1].message.hasPrefix("cannot read this property list ("), report.problems[1].message)
        XCTAssertTrue(report.problems[1].message.hasSuffix("); fix or exclude it"), report.problems[1].message)
    }

    func testBrokenProjectIsAProblemWithItsLine() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        try tree.write(
            "App.xcodeproj/project.pbxproj",
            "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {\n\t\t\tisa = PBXNativeTarget\n\t\t};\n")
        let report = audit(tree)
        assertGoodFindingSurvives(report)
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(
                    file: "App.xcodeproj/project.pbxproj", line: 6,
                    message: "cannot read this Xcode project: expected `;`")
            ])
    }

    func testUnreadableFileIsAProblem() throws {
        guard geteuid() != 0 else { throw XCTSkip("root reads files whatever their permissions") }
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        let secret = try tree.write("App/Secret.swift", "let w = UIApplication.shared.keyWindow\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: secret.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: secret.path) }
        let report = audit(tree)
        assertGoodFindingSurvives(report)
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(
                    file: "App/Secret.swift", message: "cannot read this file: Permission denied; it was not audited")
            ])
    }

    /// A link back to an ancestor folder is walked once; a link to itself and a dangling link are skipped.
    func testSymlinkLoopsAreWalkedOnce() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        try tree.link("App/Nested/Loop", to: "../..")
        try tree.link("App/Self.swift", to: "Self.swift")
        try tree.link("App/Dangling.swift", to: "Missing.swift")
        let report = audit(tree)
        assertGoodFindingSurvives(report)
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.filesScanned, 1)
    }

    /// Build products, dependency checkouts, hidden folders and excluded paths are not read.
    func testSkippedFolders() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        let lookup = "let w = UIApplication.shared.keyWindow\n"
        for folder in [
            ".build/checkouts/X", "Pods/X", "Carthage/Checkouts/X", "DerivedData/X", ".git/X", ".hidden",
            "App/.swiftpm", "Vendor/Generated",
        ] {
            try tree.write("\(folder)/Lookup.swift", lookup)
        }
        try tree.write("App/Assets.xcassets/Lookup.swift", lookup)
        let report = Auditor(knowledge: TestKnowledge.knowledge, excludes: ["^Vendor/"]).audit(root: tree.url)
        assertGoodFindingSurvives(report)
        XCTAssertEqual(report.filesScanned, 1)
        // The same tree without the exclude: only Vendor/ comes back.
        let unexcluded = audit(tree)
        XCTAssertEqual(unexcluded.findings.map(\.file), ["App/AppDelegate.swift", "Vendor/Generated/Lookup.swift"])
    }

    /// Source that swift-syntax can only partly parse is still audited as far as it goes.
    func testMalformedSwiftStillGivesItsFindings() throws {
        let tree = try ScratchTree()
        try tree.write(
            "App/AppDelegate.swift",
            Self.goodDelegate + "func broken( {\n  let x = UIApplication.shared.keyWindow\n")
        let report = audit(tree)
        XCTAssertEqual(
            report.findings.map(Expected.init),
            [
                Expected(
                    "App/AppDelegate.swift", 4, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/applicationDidBecomeActive(_:)"),
                Expected("App/AppDelegate.swift", 7, 11, .globalWindowLookup, "UIApplication/keyWindow"),
            ])
    }

    func testMissingRootIsAProblem() {
        let report = Auditor(knowledge: TestKnowledge.knowledge, excludes: []).audit(
            root: URL(fileURLWithPath: "/nonexistent-audit-root-\(UUID().uuidString)"))
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.problems.count, 1)
        XCTAssertEqual(report.problems.first?.file, ".")
    }
}
