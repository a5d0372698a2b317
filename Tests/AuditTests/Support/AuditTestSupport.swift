import Audit
import Foundation
import XCTest

/// The part of a finding the fixture tests pin down exactly: where, which rule, which API.
struct Expected: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var rule: AuditRule
    var symbol: String

    init(_ file: String, _ line: Int, _ column: Int, _ rule: AuditRule, _ symbol: String) {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.symbol = symbol
    }

    init(_ finding: AuditFinding) {
        self.init(finding.file, finding.line, finding.column, finding.rule, finding.symbol)
    }

    var description: String { "\(file):\(line):\(column) \(rule.rawValue) \(symbol)" }
}

enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func audit(_ name: String, excludes: [String] = [], knowledge: AuditKnowledge = TestKnowledge.knowledge)
        -> AuditReport
    {
        Auditor(knowledge: knowledge, excludes: excludes).audit(root: root.appendingPathComponent(name))
    }
}

/// Compares findings in order, printing both lists on a mismatch so the difference is readable.
func assertFindings(_ report: AuditReport, _ expected: [Expected], file: StaticString = #filePath, line: UInt = #line) {
    let actual = report.findings.map(Expected.init)
    if actual != expected {
        let missing = expected.filter { !actual.contains($0) }
        let unexpected = actual.filter { !expected.contains($0) }
        XCTFail(
            """
            findings differ
            missing:    \(missing.map(\.description))
            unexpected: \(unexpected.map(\.description))
            actual:
            \(actual.map(\.description).joined(separator: "\n"))
            """, file: file, line: line)
    }
}

/// A scratch folder for trees built by a test, removed afterwards.
final class ScratchTree {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("audit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        try write(path, Data(text.utf8))
    }

    @discardableResult
    func write(_ path: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    func link(_ path: String, to destination: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: destination)
    }
}
