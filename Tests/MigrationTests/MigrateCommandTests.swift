import Foundation
import TestSupport
import Testing

/// The built `scenedocs migrate` run as a user would: streams, exit status, `--help`, `--write`.
@Suite(.enabled(if: TestPaths.scenedocsBinary != nil, "the scenedocs binary is not built (swift build)"))
struct MigrateCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ arguments: [String], in folder: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = TestPaths.scenedocsBinary!
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData, as: UTF8.self))
    }

    @Test func patchGoesToStandardOutputAndTheCountsToStandardError() throws {
        let run = try Self.run(["migrate", MigrationFixtures.fixture("CodeWindowApp").path])
        #expect(run.status == 0)
        let golden = try String(
            contentsOf: MigrationFixtures.root.appendingPathComponent("CodeWindowApp.patch"), encoding: .utf8)
        #expect(run.output == golden)
        #expect(run.errors == "10 changes in 3 files, 0 manual steps.\n")
    }

    @Test func helpDescribesTheFormatsAndExitStatus() throws {
        let run = try Self.run(["migrate", "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("--format <format>"))
        #expect(run.output.contains("Output format: patch, json or human."))
        #expect(run.output.contains("Exit status: 0 the plan was made"))
        #expect(run.output.contains("--write"))
        let top = try Self.run(["--help"])
        #expect(top.output.contains("migrate"))
    }

    @Test func usageErrorsExitWithStatusTwo() throws {
        let missing = try Self.run(["migrate", "/nonexistent/app"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("'/nonexistent/app' is not a folder"))
        let badFormat = try Self.run(["migrate", "--format", "xml", MigrationFixtures.fixture("CodeWindowApp").path])
        #expect(badFormat.status == 2)
        let badExclude = try Self.run(["migrate", "--exclude", "[", MigrationFixtures.fixture("CodeWindowApp").path])
        #expect(badExclude.status == 2)
        #expect(badExclude.errors.contains("--exclude '[' is not a valid regular expression"))
        let force = try Self.run(["migrate", "--force", MigrationFixtures.fixture("CodeWindowApp").path])
        #expect(force.status == 2)
        #expect(force.errors.contains("--force only applies with --write"))
    }

    @Test(.enabled(if: MigrationFixtures.git != nil, "git is not installed"))
    func writeAppliesThePlanInACleanTreeAndRefusesADirtyOne() throws {
        let copy = try MigrationFixtures.copy("CodeWindowApp")
        try MigrationFixtures.commitAll(in: copy.url)
        let plan = MigrationFixtures.plan(copy.url)

        // Uncommitted change: refused, nothing written.
        let note = copy.url.appendingPathComponent("NOTES.txt")
        try Data("draft\n".utf8).write(to: note)
        let refused = try Self.run(["migrate", "--write", copy.url.path])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("the folder has uncommitted changes (1 in git status: NOTES.txt)"))
        #expect(
            !FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("Reader/SceneDelegate.swift").path))

        // Committed: written, file by file as the plan says; a second run has nothing to do.
        try MigrationFixtures.runGit(["add", "-A"], in: copy.url)
        try MigrationFixtures.runGit(["commit", "-q", "-m", "notes"], in: copy.url)
        let written = try Self.run(["migrate", "--write", "--format", "human", copy.url.path])
        #expect(written.status == 0, "\(written.errors)")
        #expect(written.errors == "wrote Reader/AppDelegate.swift, Reader/Info.plist, Reader/SceneDelegate.swift\n")
        for edit in plan.edits {
            let text = try String(contentsOf: copy.url.appendingPathComponent(edit.file), encoding: .utf8)
            #expect(text == edit.updated, "\(edit.file)")
        }
        let again = try Self.run(["migrate", "--write", "--force", copy.url.path])
        #expect(again.status == 0)
        #expect(again.output == "")
        #expect(again.errors == "nothing to migrate: the app already uses scenes (Reader/Info.plist)\n")
    }

    @Test(.enabled(if: MigrationFixtures.git != nil, "git is not installed"))
    func forceWritesADirtyTree() throws {
        let copy = try MigrationFixtures.copy("StoryboardApp")
        try MigrationFixtures.commitAll(in: copy.url)
        try Data("// edited\n".utf8).write(to: copy.url.appendingPathComponent("Notes/NotesStore.swift"))
        let run = try Self.run(["migrate", "--write", "--force", copy.url.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("Notes/SceneDelegate.swift").path))
    }

    @Test func writeOutsideGitNeedsNoForce() throws {
        let copy = try MigrationFixtures.copy("StoryboardApp")
        let run = try Self.run(["migrate", "--write", copy.url.path])
        #expect(run.status == 0, "\(run.errors)")
        let plist = try String(contentsOf: copy.url.appendingPathComponent("Notes/Info.plist"), encoding: .utf8)
        #expect(plist.contains("<key>UISceneStoryboardFile</key>"))
    }
}
