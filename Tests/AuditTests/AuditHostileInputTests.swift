import Diagnostics
import Foundation
import XCTest

@testable import Audit

#if canImport(Glibc)
    import Glibc
#endif

/// Input made to hurt the audit: each case is a clean problem naming the file (and line), within a
/// bound of CPU time, at the limit and one past it; the rest of the tree is still audited.
final class AuditHostileInputTests: XCTestCase {
    private static let goodDelegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {}
        }

        """

    private func audit(_ tree: ScratchTree) -> AuditReport {
        Auditor(knowledge: TestKnowledge.knowledge, excludes: []).audit(root: tree.url)
    }

    /// The process's CPU time (user + system, every thread) spent by `body`, and its result.
    private func cpuSeconds<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        func now() -> Double {
            var usage = rusage()
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        let start = now()
        let result = try body()
        return (result, now() - start)
    }

    private func assertGoodFindingSurvives(_ report: AuditReport, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            report.findings.filter { $0.file == "App/AppDelegate.swift" }.map(Expected.init),
            [
                Expected(
                    "App/AppDelegate.swift", 4, 5, .appDelegateUICallback,
                    "UIApplicationDelegate/applicationDidBecomeActive(_:)")
            ],
            file: file, line: line)
    }

    // MARK: Nesting

    func testObjectiveCNestingIsBoundedAtTheLimit() throws {
        let limit = 128
        for opener in ["(", "["] {
            let closer = opener == "(" ? ")" : "]"
            let tree = try ScratchTree()
            try tree.write("App/AppDelegate.swift", Self.goodDelegate)
            // `limit` expressions inside one another: the parentheses or sends and the name in them.
            try tree.write(
                "App/AtLimit.m",
                "void f() {\n  x = " + String(repeating: opener, count: limit - 1) + "a"
                    + String(repeating: closer, count: limit - 1) + ";\n}\n")
            try tree.write("App/Deep.h", "\n" + String(repeating: opener, count: 900))
            let (report, seconds) = cpuSeconds { audit(tree) }
            assertGoodFindingSurvives(report)
            XCTAssertEqual(
                report.problems,
                [
                    AuditProblem(
                        file: "App/Deep.h", line: 2,
                        message:
                            "column \(limit + 1): this file nests expressions more than \(limit) deep, so it was not audited; simplify that code or exclude the file",
                        code: .parseLimit
                    )
                ], opener)
            XCTAssertLessThan(seconds, 10, opener)
        }
    }

    func testProjectNestingIsBoundedAtTheLimit() throws {
        func project(nesting: Int) -> String {
            // The root dictionary is the first level.
            "{\n objects = {};\n deep = " + String(repeating: "(", count: nesting - 1)
                + String(repeating: ")", count: nesting - 1) + ";\n}\n"
        }
        let tree = try ScratchTree()
        try tree.write("AtLimit.xcodeproj/project.pbxproj", project(nesting: 64))
        try tree.write("Over.xcodeproj/project.pbxproj", project(nesting: 65))
        try tree.write("Huge.xcodeproj/project.pbxproj", "{\n a = " + String(repeating: "(", count: 20_000))
        let report = audit(tree)
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(
                    file: "Huge.xcodeproj/project.pbxproj", line: 2,
                    message:
                        "cannot read this Xcode project: dictionaries and arrays nest more than 64 levels here",
                    code: .parseLimit
                ),
                AuditProblem(
                    file: "Over.xcodeproj/project.pbxproj", line: 3,
                    message:
                        "cannot read this Xcode project: dictionaries and arrays nest more than 64 levels here",
                    code: .parseLimit
                ),
            ])
    }

    func testLongSwiftMemberChainIsAProblemNotACrash() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        try tree.write("App/Chain.swift", "let x = a" + String(repeating: ".b", count: 100_000) + "\n")
        let (report, seconds) = cpuSeconds { audit(tree) }
        assertGoodFindingSurvives(report)
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(
                    file: "App/Chain.swift", line: 1,
                    message:
                        "column 1: this file nests syntax more than 1000 levels deep (a member chain or expression this long), so it was not audited; simplify that code or exclude the file",
                    code: .parseLimit
                )
            ])
        XCTAssertLessThan(seconds, 30)
    }

    /// swift-syntax's type look-ahead doubles with each nested `[`: 16 are parsed, 17 are refused
    /// before parsing (27 took 29 s in a release build).
    func testNestedBracketsAreBoundedBeforeParsing() throws {
        func nested(_ depth: Int) -> String {
            "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\n"
        }
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        try tree.write("App/AtLimit.swift", nested(16) + "let w = UIApplication.shared.keyWindow\n")
        try tree.write("App/Over.swift", nested(17))
        try tree.write("App/Far.swift", "// [[[[ in a comment\nlet s = \"[[[[\"\n" + nested(40))
        let (report, seconds) = cpuSeconds { audit(tree) }
        assertGoodFindingSurvives(report)
        XCTAssertEqual(
            report.findings.filter { $0.file == "App/AtLimit.swift" }.map(Expected.init),
            [Expected("App/AtLimit.swift", 2, 9, .globalWindowLookup, "UIApplication/keyWindow")])
        let message = { (column: Int) in
            "column \(column): this file nests `[` more than 16 deep, which swift-syntax cannot parse in reasonable time, so it was not audited; simplify that code or exclude the file"
        }
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(file: "App/Far.swift", line: 3, message: message(25), code: .parseLimit),
                AuditProblem(file: "App/Over.swift", line: 1, message: message(25), code: .parseLimit),
            ])
        XCTAssertLessThan(seconds, 30)
    }

    // MARK: Chains

    /// A chain is matched against the look-ups only as far as the longest look-up: linear in its length.
    func testLongChainsCostLinearTime() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        // Under the syntax-depth limit, each link a member node the scanner visits.
        try tree.write("App/Chain.swift", "let x = a" + String(repeating: ".b", count: 900) + "\n")
        try tree.write("App/Chain.m", "void f() { x = a" + String(repeating: ".b", count: 40_000) + "; }\n")
        let (report, seconds) = cpuSeconds { audit(tree) }
        assertGoodFindingSurvives(report)
        XCTAssertEqual(report.problems, [])
        // Before: 40,000 Objective-C links took 43.6 s; 4,000 Swift links more than 150 s.
        XCTAssertLessThan(seconds, 20)
    }

    // MARK: Expansion

    /// A binary plist whose top dictionary holds one array of `count` references to one string:
    /// it expands to `3 + count` values.
    static func binaryPlist(arrayOf count: Int) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.append(bytes.count)  // 0: "x"
        bytes += [0x51, UInt8(ascii: "x")]
        offsets.append(bytes.count)  // 1: "A"
        bytes += [0x51, UInt8(ascii: "A")]
        offsets.append(bytes.count)  // 2: the array
        bytes += [0xAF, 0x12] + withUnsafeBytes(of: UInt32(count).bigEndian, Array.init)
        bytes += [UInt8](repeating: 0, count: count)
        offsets.append(bytes.count)  // 3: { "A": array }
        bytes += [0xD1, 1, 2]
        let table = bytes.count
        for offset in offsets { bytes += withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 1]
        bytes += withUnsafeBytes(of: UInt64(offsets.count).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: UInt64(3).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: UInt64(table).bigEndian, Array.init)
        return Data(bytes)
    }

    func testBinaryPlistExpansionIsCountedAtTheLimit() {
        XCTAssertEqual(BinaryPlistBudget.check(Self.binaryPlist(arrayOf: 99_997)), .withinBudget)
        XCTAssertEqual(BinaryPlistBudget.check(Self.binaryPlist(arrayOf: 99_998)), .tooLarge)
        // The reference is what PropertyListSerialization reads.
        let value = try? PropertyListSerialization.propertyList(
            from: Self.binaryPlist(arrayOf: 20), options: [], format: nil)
        XCTAssertEqual((value as? [String: Any])?["A"].flatMap { $0 as? [String] }?.count, 20)
    }

    /// Seven levels that each refer to the level below fifteen times (536 bytes) took 6 GB.
    func testBinaryPlistBombIsAProblem() throws {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = [bytes.count]
        bytes += [0x51, UInt8(ascii: "x")]
        for level in 1...7 {
            offsets.append(bytes.count)
            bytes += [0xAF, 0x10, 15] + [UInt8](repeating: UInt8(level - 1), count: 15)
        }
        offsets.append(bytes.count)
        bytes += [0x51, UInt8(ascii: "A")]
        offsets.append(bytes.count)
        bytes += [0xD1, 8, 7]
        let table = bytes.count
        bytes += offsets.map(UInt8.init)
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        bytes += withUnsafeBytes(of: UInt64(offsets.count).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: UInt64(9).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: UInt64(table).bigEndian, Array.init)
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        try tree.write("App/Info.plist", Data(bytes))
        let (report, seconds) = cpuSeconds { audit(tree) }
        assertGoodFindingSurvives(report)
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(
                    file: "App/Info.plist",
                    message:
                        "this binary property list refers to its values so often that it expands to more than 100000 values, so it was not read; fix or exclude it",
                    code: .parseLimit
                )
            ])
        XCTAssertLessThan(seconds, 5)
    }

    /// Targets that share one configuration list, naming one configuration many times: the
    /// configurations are read once per list, and the settings read in all are bounded.
    func testProjectFanOutIsBounded() throws {
        func project(targets: Int, references: Int, settings: Int) -> String {
            var text = "{\n rootObject = P;\n objects = {\n"
            text += "  P = { isa = PBXProject; buildConfigurationList = L; };\n"
            text += "  L = { isa = XCConfigurationList; buildConfigurations = ("
            text += String(repeating: "C, ", count: references) + "); };\n"
            text += "  C = { isa = XCBuildConfiguration; buildSettings = {"
            for index in 0..<settings { text += " S\(index) = V;" }
            text += " }; };\n"
            for index in 0..<targets {
                text += "  T\(index) = { isa = PBXNativeTarget; name = T\(index); buildConfigurationList = L;"
                text += " productType = \"com.apple.product-type.application\"; };\n"
            }
            return text + " };\n}\n"
        }
        let tree = try ScratchTree()
        // 1,000 targets x 1,000 settings: at the limit of 1,000,000 settings read.
        try tree.write("AtLimit.xcodeproj/project.pbxproj", project(targets: 1_000, references: 1_000, settings: 1_000))
        try tree.write("Over.xcodeproj/project.pbxproj", project(targets: 1_001, references: 1_000, settings: 1_000))
        let (report, seconds) = cpuSeconds { audit(tree) }
        XCTAssertEqual(report.problems.map(\.file), ["Over.xcodeproj/project.pbxproj"])
        XCTAssertEqual(
            report.problems.first?.message,
            "cannot read this Xcode project: its targets' configurations name more than 1000000 build settings in all (configuration lists shared or repeated)"
        )
        XCTAssertEqual(report.problems.first?.code, .parseLimit)
        XCTAssertLessThan(seconds, 60)
    }

    // MARK: Files

    func testFilesOverTheSizeLimitAreNotRead() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        let limit = Auditor.maximumFileBytes
        try tree.write("App/AtLimit.swift", Data(repeating: UInt8(ascii: "\n"), count: limit))
        try tree.write("App/Over.swift", Data(repeating: UInt8(ascii: "\n"), count: limit + 1))
        // A sparse file of 3 GB: refused from its size, never read.
        let sparse = try tree.write("App/Sparse.m", Data())
        XCTAssertEqual(truncate(sparse.path, 3 << 30), 0)
        let (report, seconds) = cpuSeconds { audit(tree) }
        assertGoodFindingSurvives(report)
        let message = { (size: Int) in
            "is \(size) bytes, more than the 4194304 bytes (4 MiB) the audit reads from one file, so it was not audited; exclude it with --exclude"
        }
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(file: "App/Over.swift", message: message(limit + 1), code: .parseLimit),
                AuditProblem(file: "App/Sparse.m", message: message(3 << 30), code: .parseLimit),
            ])
        XCTAssertLessThan(seconds, 20)
    }

    func testPipesAreNotRead() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        XCTAssertEqual(mkfifo(tree.url.appendingPathComponent("App/Pipe.swift").path, 0o644), 0)
        let report = audit(tree)
        assertGoodFindingSurvives(report)
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(
                    file: "App/Pipe.swift",
                    message:
                        "is not a regular file (a pipe, socket or device), so it was not audited; remove it or exclude it with --exclude"
                )
            ])
    }

    // MARK: Outside the tree

    func testLinksOutsideTheTreeAreNotFollowed() throws {
        let outside = try ScratchTree()
        try outside.write("Secret.swift", "let w = UIApplication.shared.keyWindow\n")
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        try tree.link("App/File.swift", to: outside.url.appendingPathComponent("Secret.swift").path)
        try tree.link("App/Root", to: "/")
        try tree.link("App/Inside", to: "../App")
        let report = audit(tree)
        assertGoodFindingSurvives(report)
        let real = TreeWalker.realPath(outside.url.path)!
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(
                    file: "App/File.swift",
                    message:
                        "is a symbolic link to \(real)/Secret.swift, outside the audited folder, so it was not read; audit that folder itself if it belongs to the app",
                    code: .linkOutside
                ),
                AuditProblem(
                    file: "App/Root",
                    message:
                        "is a symbolic link to /, outside the audited folder, so it was not read; audit that folder itself if it belongs to the app",
                    code: .linkOutside
                ),
            ])
        XCTAssertEqual(report.filesScanned, 1)
    }

    // MARK: Names

    func testNamesThatAreNotUTF8AreProblems() throws {
        let tree = try ScratchTree()
        try tree.write("App/AppDelegate.swift", Self.goodDelegate)
        let folder = tree.url.appendingPathComponent("App").path
        let name = Array(folder.utf8) + Array("/p".utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        let report = audit(tree)
        assertGoodFindingSurvives(report)
        XCTAssertEqual(
            report.problems,
            [
                AuditProblem(
                    file: "App/p\\xFF.swift",
                    message: "this name is not valid UTF-8, so it was not audited; rename it to UTF-8", code: .ioError)
            ])
    }

    func testControlCharactersInNamesAreEscapedInHumanOutput() {
        let report = AuditReport(
            findings: [],
            problems: [AuditProblem(file: "App/a\n::error title=x::y\u{1B}[31m.swift", message: "bad\u{7}")],
            filesScanned: 1)
        let text = ReportFormat.human.render(report, context: AuditFormatTests.context(.none))
        XCTAssertTrue(
            text.hasPrefix("App/a\\n::error title=x::y\\u{1B}[31m.swift: warning: bad\\u{7} [not-audited]\n"), text)
    }
}
