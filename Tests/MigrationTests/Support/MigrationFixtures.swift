import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// The fixture apps under Fixtures/, the shipped knowledge the audit applies to them, scratch
/// copies to patch, and git.
enum MigrationFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// `SCENEDOCS_RECORD=1` writes the golden files again (and the test fails, saying so).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCENEDOCS_RECORD"] == "1" }

    /// The shipped Content/ as the audit reads it (loaded once).
    static let content: AuditContent = {
        do {
            return try AuditContent.load(contentDirectory: TestPaths.shippedContent)
        } catch {
            fatalError("the shipped content does not load: \(error)")
        }
    }()

    static func auditor(excludes: [String] = []) -> Auditor {
        Auditor(knowledge: content.knowledge, excludes: excludes)
    }

    static func plan(_ folder: URL) -> MigrationPlan {
        MigrationPlanner(root: folder, auditor: auditor()).plan()
    }

    static func fixture(_ name: String) -> URL { root.appendingPathComponent(name) }

    /// The plan of a scratch app: `files` (name → text) in its `Sources/` folder beside the
    /// Info.plist of Fixtures/CodeWindowApp.
    static func planScratchApp(_ files: [String: String]) throws -> MigrationPlan {
        try planScratchAppKeepingFolder(files).plan
    }

    /// `planScratchApp`, with the scratch folder (kept while the caller holds it) to apply the
    /// plan to.
    static func planScratchAppKeepingFolder(_ files: [String: String]) throws -> (
        plan: MigrationPlan, folder: TemporaryDirectory
    ) {
        let scratch = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: scratch.path("Sources"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: fixture("CodeWindowApp/Reader/Info.plist"), to: scratch.path("Sources/Info.plist"))
        for (name, text) in files { try Data(text.utf8).write(to: scratch.path("Sources/\(name)")) }
        return (plan(scratch.url), scratch)
    }

    /// A scratch copy of the fixture app (the folder itself is `copy.url`).
    static func copy(_ name: String) throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        try FileManager.default.removeItem(at: scratch.url)
        try FileManager.default.copyItem(at: fixture(name), to: scratch.url)
        return scratch
    }

    /// Writes the plan's edits into `folder`.
    static func apply(_ plan: MigrationPlan, to folder: URL) throws {
        for edit in plan.edits {
            try Data(edit.updated.utf8).write(to: folder.appendingPathComponent(edit.file))
        }
    }

    /// Compares `actual` with the golden file `name` under Fixtures/ (or records it).
    static func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let url = root.appendingPathComponent(name)
        if isRecording {
            try Data(actual.utf8).write(to: url)
            Issue.record("re-recorded \(name); run again without SCENEDOCS_RECORD", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected, "differs from Fixtures/\(name) (SCENEDOCS_RECORD=1 re-records)",
            sourceLocation: sourceLocation)
    }

    /// The fixture's plan, whose patch must be the golden `<name>.patch`.
    static func expectGoldenPatch(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let plan = plan(fixture(name))
        #expect(plan.status == .planned, sourceLocation: sourceLocation)
        try expectGolden(plan.render(.patch).output, "\(name).patch", sourceLocation: sourceLocation)
    }

    /// Each finding of `report` is resolved by exactly one change of `plan`, which cites the
    /// finding's page.
    static func expectOneChangePerFinding(
        _ report: AuditReport, _ plan: MigrationPlan, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for finding in report.findings {
            let matching = plan.changes.filter {
                $0.rule == finding.rule && $0.symbol == finding.symbol && $0.file == finding.file
                    && ($0.range.start.line...$0.range.end.line).contains(finding.line)
            }
            #expect(
                matching.count == 1, "\(finding.file):\(finding.line) \(finding.symbol)", sourceLocation: sourceLocation
            )
            #expect(matching.first?.page == finding.page, sourceLocation: sourceLocation)
        }
    }

    /// Every page the plan's changes cite is one of the shipped reference's.
    static func expectPagesExist(_ plan: MigrationPlan, sourceLocation: SourceLocation = #_sourceLocation) {
        for change in plan.changes {
            let page = String(change.page.split(separator: "#").first ?? "")
            #expect(content.outputPaths[page] != nil, "\(change.page) is not a page", sourceLocation: sourceLocation)
        }
    }

    /// A scratch git repository holding the fixture in one commit, to which `git apply --check`
    /// and `git apply` take the plan's patch; after it, each file is as the plan has it. Returns
    /// the repository and the patch.
    @discardableResult
    static func expectGitApplies(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (
        copy: TemporaryDirectory, patch: String
    ) {
        let copy = try copy(name)
        try commitAll(in: copy.url)
        let plan = plan(copy.url)
        let patch = plan.render(.patch).output
        let check = try runGit(["apply", "--check", "-"], in: copy.url, input: patch)
        #expect(check.status == 0, "git apply --check: \(check.output)", sourceLocation: sourceLocation)
        let apply = try runGit(["apply", "-"], in: copy.url, input: patch)
        #expect(apply.status == 0, "git apply: \(apply.output)", sourceLocation: sourceLocation)
        for edit in plan.edits {
            let text = try String(contentsOf: copy.url.appendingPathComponent(edit.file), encoding: .utf8)
            #expect(text == edit.updated, "\(edit.file) after git apply", sourceLocation: sourceLocation)
        }
        return (copy, patch)
    }

    /// A scratch copy of the fixture with its plan's edits written; the plan.
    static func patched(_ name: String) throws -> (copy: TemporaryDirectory, plan: MigrationPlan) {
        let copy = try copy(name)
        let plan = plan(copy.url)
        try apply(plan, to: copy.url)
        return (copy, plan)
    }

    /// The rules the plan's changes (not its manual steps) claim to fix.
    static func fixedRules(_ plan: MigrationPlan) -> Set<AuditRule> {
        Set(plan.changes.filter { !$0.isManual }.compactMap(\.rule))
    }

    /// `git` on PATH, if installed.
    static let git: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { $0 + "/git" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs git in `folder` with its own identity and no user configuration.
    @discardableResult
    static func runGit(_ arguments: [String], in folder: URL, input: String? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git!)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_AUTHOR_NAME"] = "t"
        environment["GIT_AUTHOR_EMAIL"] = "t@example.org"
        environment["GIT_COMMITTER_NAME"] = "t"
        environment["GIT_COMMITTER_EMAIL"] = "t@example.org"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A git repository holding the folder's files in one commit.
    static func commitAll(in folder: URL) throws {
        try runGit(["init", "-q"], in: folder)
        try runGit(["add", "-A"], in: folder)
        try runGit(["commit", "-q", "-m", "fixture"], in: folder)
    }
}
