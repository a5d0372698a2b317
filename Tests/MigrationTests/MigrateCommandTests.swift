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

    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = TestPaths.scenedocsBinary!
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        // The interface modules are built once for every run of the tests.
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["SCENEDOCS_CACHE_DIR": TypeCheckFixtures.cache.folder].merging(environment) { $1 }
        ) { $1 }
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
        let run = try Self.run(["migrate", "--no-typecheck", MigrationFixtures.fixture("CodeWindowApp").path])
        #expect(run.status == 0)
        let golden = try String(
            contentsOf: MigrationFixtures.root.appendingPathComponent("CodeWindowApp.patch"), encoding: .utf8)
        #expect(run.output == golden)
        #expect(
            run.errors == """
                type-check: skipped: --no-typecheck; the Swift the patch writes was not type-checked

                10 changes in 3 files, 0 manual steps.

                """)
    }

    @Test(.enabled(if: TypeCheckFixtures.compiler != nil, "needs swiftc on PATH"))
    func theTypeCheckGoesToStandardErrorBeforeTheCounts() throws {
        let run = try Self.run(["migrate", MigrationFixtures.fixture("StoryboardApp").path])
        #expect(run.status == 0)
        #expect(
            run.errors == """
                type-check: the 2 Swift files the patch writes (Notes/AppDelegate.swift, Notes/SceneDelegate.swift) type-check in Swift 6 mode against Content/interfaces; stubbed from the app's declarations: NotesStore

                5 changes in 3 files, 0 manual steps.

                """)
    }

    /// Without a compiler the patch is made as without the check, which says why it did not run.
    @Test func aMissingCompilerIsNamedOnceAndThePatchIsStillMade() throws {
        let run = try Self.run(
            ["migrate", "--swiftc", "/nonexistent/swiftc", MigrationFixtures.fixture("StoryboardApp").path])
        #expect(run.status == 0)
        #expect(run.output.contains("+++ b/Notes/SceneDelegate.swift"))
        #expect(
            run.errors == """
                type-check: skipped: /nonexistent/swiftc is not an executable file (check --swiftc); the Swift the patch writes was not type-checked

                5 changes in 3 files, 0 manual steps.

                """)
    }

    /// A patch whose Swift does not type-check (here: a compiler that says so) exits with status 3,
    /// prints the patch and the errors, and `--write` writes nothing.
    @Test func aPatchThatDoesNotTypeCheckExitsWithStatusThreeAndIsNotWritten() throws {
        let folder = try TemporaryDirectory()
        let swiftc = folder.path("swiftc").path
        try """
        #!/bin/sh
        case "$1" in
          --version) echo "Swift version 0.0 (fake)"; exit 0 ;;
          -emit-module) exit 0 ;;
        esac
        for argument in "$@"; do
          case "$argument" in
            */Notes/SceneDelegate.swift) echo "$argument:8:9: error: cannot find 'windowScene' in scope" ;;
          esac
        done
        exit 1
        """.write(toFile: swiftc, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc)
        let copy = try MigrationFixtures.copy("StoryboardApp")
        let run = try Self.run(
            ["migrate", "--write", "--swiftc", swiftc, copy.url.path],
            environment: ["SCENEDOCS_CACHE_DIR": folder.path("cache").path])
        #expect(run.status == 3)
        #expect(run.output.contains("+++ b/Notes/SceneDelegate.swift"))
        #expect(
            run.errors.contains(
                "type-check FAILED: 1 error in the lines the patch writes (Notes/AppDelegate.swift, Notes/SceneDelegate.swift), in Swift 6 mode against Content/interfaces: a defect of scenedocs migrate"
            ))
        #expect(run.errors.contains("\nNotes/SceneDelegate.swift:8:9: error: cannot find 'windowScene' in scope\n"))
        #expect(run.errors.hasSuffix("nothing was written: the Swift the patch writes does not type-check\n"))
        #expect(
            !FileManager.default.fileExists(atPath: copy.url.appendingPathComponent("Notes/SceneDelegate.swift").path))
    }

    @Test func helpDescribesTheFormatsAndExitStatus() throws {
        let run = try Self.run(["migrate", "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("--format <format>"))
        #expect(run.output.contains("Output format: patch, json or human."))
        #expect(run.output.contains("Exit status: 0 the plan was made"))
        #expect(run.output.contains("--no-typecheck"))
        #expect(run.output.contains("3 the Swift the patch writes does not type-check"))
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
