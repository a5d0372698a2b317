import Foundation
import Migration
import TestSupport
import Testing

/// Names with control characters, and links out of the migrated folder.
@Suite struct HostileTreeTests {
    /// A scratch tree holding Fixtures/CodeWindowApp/Reader under `folder`.
    static func tree(folder: String) throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: MigrationFixtures.fixture("CodeWindowApp/Reader"), to: scratch.path(folder))
        return scratch
    }

    @Test func controlCharactersInNamesAreEscapedInEveryFormat() throws {
        let scratch = try Self.tree(folder: "Bell\u{7}App")
        let plan = MigrationFixtures.plan(scratch.url)
        #expect(plan.status == .planned)
        let patch = plan.render(.patch).output
        #expect(patch.contains("diff --git \"a/Bell\\aApp/AppDelegate.swift\" \"b/Bell\\aApp/AppDelegate.swift\"\n"))
        #expect(!patch.contains("\u{7}"))
        let human = plan.render(.human).output
        #expect(human.contains("Bell\\u{7}App/AppDelegate.swift:8:5: remove-window-property"))
        #expect(!human.contains("\u{7}"))
        let json = plan.render(.json).output
        #expect(json.contains("Bell\\u0007App/AppDelegate.swift"))
        #expect(!json.contains("\u{7}"))
        if MigrationFixtures.git != nil {
            try MigrationFixtures.commitAll(in: scratch.url)
            let check = try MigrationFixtures.runGit(["apply", "--check", "-"], in: scratch.url, input: patch)
            #expect(check.status == 0, "git apply --check: \(check.output)")
        }
    }

    @Test func filesLinkedFromOutsideAreNeitherReadNorWritten() throws {
        let outside = try Self.tree(folder: "Reader")
        let scratch = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: scratch.path("App"), withIntermediateDirectories: true)
        for name in ["AppDelegate.swift", "Info.plist"] {
            try FileManager.default.createSymbolicLink(
                at: scratch.path("App/\(name)"), withDestinationURL: outside.path("Reader/\(name)"))
        }
        let plan = MigrationFixtures.plan(scratch.url)
        #expect(plan.edits.isEmpty)
        #expect(plan.status == .nothingToMigrate)
        #expect(plan.problems.map(\.code) == [.linkOutside, .linkOutside])
        #expect(plan.render(.human).output.contains("App/AppDelegate.swift: warning: is a symbolic link to "))
        let writer = PlanWriter(root: scratch.url)
        let forged = MigrationPlan(
            changes: [], edits: [FileEdit(file: "App/Info.plist", original: "", updated: "x")], sceneDeclarations: [],
            problems: [])
        #expect(throws: PlanWriteError.outside("App/Info.plist")) { try writer.write(forged, force: true) }
        let escaping = MigrationPlan(
            changes: [], edits: [FileEdit(file: "../x.swift", original: nil, updated: "x")], sceneDeclarations: [],
            problems: [])
        #expect(throws: PlanWriteError.outside("../x.swift")) { try writer.write(escaping, force: true) }
    }

    @Test func writeRefusesAFileChangedSinceThePlan() throws {
        let scratch = try Self.tree(folder: "Reader")
        let plan = MigrationFixtures.plan(scratch.url)
        try Data("// changed\n".utf8).write(to: scratch.path("Reader/AppDelegate.swift"))
        #expect(throws: PlanWriteError.changedSincePlanned("Reader/AppDelegate.swift")) {
            try PlanWriter(root: scratch.url).write(plan, force: true)
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path("Reader/SceneDelegate.swift").path))
        let plist = try String(contentsOf: scratch.path("Reader/Info.plist"), encoding: .utf8)
        #expect(!plist.contains("UIApplicationSceneManifest"))
    }
}
