import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// The UIKit app whose app delegate creates the window in code (Fixtures/CodeWindowApp): its
/// golden patch, the patch applied by git, the audit of the patched app, a second run, the plan.
@Suite struct CodeWindowAppTests {
    static let name = "CodeWindowApp"

    @Test func patchIsTheGoldenOne() throws {
        try MigrationFixtures.expectGoldenPatch(Self.name)
    }

    @Test func planHasOneChangePerFindingEachCitingItsPage() throws {
        let report = MigrationFixtures.auditor().audit(root: MigrationFixtures.fixture(Self.name))
        let plan = MigrationPlanner(root: MigrationFixtures.fixture(Self.name), auditor: MigrationFixtures.auditor())
            .plan(report: report)
        let kinds = plan.changes.map { "\($0.kind.rawValue) \($0.file):\($0.range.start.line)" }
        #expect(
            kinds == [
                "remove-window-property Reader/AppDelegate.swift:8",
                "move-window-set-up Reader/AppDelegate.swift:20",
                "move-window-set-up Reader/AppDelegate.swift:20",
                "move-window-set-up Reader/AppDelegate.swift:27",
                "move-callback Reader/AppDelegate.swift:31",
                "forward-callback Reader/AppDelegate.swift:37",
                "move-callback Reader/AppDelegate.swift:43",
                "move-callback Reader/AppDelegate.swift:48",
                "add-scene-manifest Reader/Info.plist:1",
                "create-scene-delegate Reader/SceneDelegate.swift:1",
            ])
        MigrationFixtures.expectOneChangePerFinding(report, plan)
        MigrationFixtures.expectPagesExist(plan)
        #expect(
            plan.edits.map(\.file) == ["Reader/AppDelegate.swift", "Reader/Info.plist", "Reader/SceneDelegate.swift"])
        #expect(plan.edits.last?.original == nil)
    }

    @Test(.enabled(if: MigrationFixtures.git != nil, "git is not installed"))
    func gitAppliesThePatch() throws {
        let (copy, patch) = try MigrationFixtures.expectGitApplies(Self.name)
        // git's own diff of the result has the same lines (it adds `index` lines and function names).
        try MigrationFixtures.runGit(["add", "-A"], in: copy.url)
        let diff = try MigrationFixtures.runGit(["diff", "--cached", "--no-color"], in: copy.url).output
        func lines(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { !$0.hasPrefix("index ") }.map { line in
                guard line.hasPrefix("@@"), let end = line.dropFirst(2).range(of: " @@") else { return line }
                return line[..<end.upperBound]
            }
        }
        #expect(lines(diff) == lines(patch))
    }

    @Test func patchedAppHasNothingLeftOfTheFixedRules() throws {
        let (copy, plan) = try MigrationFixtures.patched(Self.name)
        let fixedRules = MigrationFixtures.fixedRules(plan)
        #expect(fixedRules == [.appDelegateWindow, .globalWindowLookup, .appDelegateUICallback, .missingSceneManifest])
        let report = MigrationFixtures.auditor().audit(root: copy.url)
        #expect(report.findings.filter { fixedRules.contains($0.rule) }.isEmpty, "\(report.findings)")
        #expect(report.findings.isEmpty)
        #expect(report.sceneDeclarations == ["Reader/Info.plist"])
    }

    /// The audit of the tree with files replaced in memory is the audit of the tree written so.
    @Test func auditWithReplacedFilesEqualsTheAuditOfTheWrittenTree() throws {
        let fixture = MigrationFixtures.fixture(Self.name)
        let plan = MigrationFixtures.plan(fixture)
        let plist = try #require(plan.edits.first { $0.file == "Reader/Info.plist" })
        let replaced = MigrationFixtures.auditor().audit(
            root: fixture, replacing: ["Reader/Info.plist": Data(plist.updated.utf8)])
        let copy = try MigrationFixtures.copy(Self.name)
        try Data(plist.updated.utf8).write(to: copy.url.appendingPathComponent(plist.file))
        let written = MigrationFixtures.auditor().audit(root: copy.url)
        #expect(replaced == written)
        #expect(!replaced.findings.isEmpty && !replaced.findings.contains { $0.rule == .missingSceneManifest })
        // A file the tree does not have is added.
        let delegate = try #require(plan.edits.first { $0.original == nil })
        let added = MigrationFixtures.auditor().audit(
            root: fixture,
            replacing: Dictionary(uniqueKeysWithValues: plan.edits.map { ($0.file, Data($0.updated.utf8)) }))
        #expect(added.findings.isEmpty)
        #expect(added.filesScanned == written.filesScanned + 1, "\(delegate.file) is read")
    }

    @Test func secondRunHasNothingToMigrate() throws {
        let (copy, _) = try MigrationFixtures.patched(Self.name)
        let again = MigrationFixtures.plan(copy.url)
        #expect(again.status == .nothingToMigrate)
        #expect(again.alreadyOnScenes)
        #expect(again.edits.isEmpty && again.changes.isEmpty)
        let line = "nothing to migrate: the app already uses scenes (Reader/Info.plist)"
        #expect(again.nothingToMigrateLine == line)
        #expect(again.render(.patch) == RenderedPlan(output: "", notes: line + "\n"))
        #expect(again.render(.human).output == line + "\n")
    }

    @Test func jsonPlanShape() throws {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture(Self.name))
        let data = Data(plan.render(.json).output.utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(
            Set(json.keys) == [
                "status", "alreadyOnScenes", "sceneDeclarations", "changes", "files", "problems", "summary",
                "verification",
            ])
        // The planner does not type-check (`MigrationVerification` does): null until it has.
        #expect(json["verification"] is NSNull)
        #expect(json["status"] as? String == "planned")
        #expect(json["alreadyOnScenes"] as? Bool == false)
        #expect(json["sceneDeclarations"] as? [String] == [])
        #expect(json["problems"] as? [Any] != nil)
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.count == 10)
        for change in changes {
            #expect(
                Set(change.keys) == [
                    "kind", "rule", "symbol", "file", "range", "page", "summary", "destination", "reason",
                ])
            let range = try #require(change["range"] as? [String: [String: Int]])
            #expect(Set(range.keys) == ["start", "end"])
            #expect(range["start"]?.keys.sorted() == ["column", "line"])
            #expect(change["reason"] is NSNull)
        }
        let window = try #require(changes.first)
        #expect(window["kind"] as? String == "remove-window-property")
        #expect(window["rule"] as? String == "app-delegate-window")
        #expect(window["symbol"] as? String == "UIApplicationDelegate/window")
        #expect(window["file"] as? String == "Reader/AppDelegate.swift")
        #expect(window["page"] as? String == "audit-your-app#app-delegate-window")
        #expect(window["destination"] is NSNull)
        let created = try #require(changes.last)
        #expect(created["kind"] as? String == "create-scene-delegate")
        #expect(created["rule"] is NSNull)
        let moves = changes.filter { ["move-callback", "forward-callback"].contains($0["kind"] as? String) }
        #expect(moves.count == 4)
        #expect(moves.allSatisfy { $0["destination"] as? String == "Reader/SceneDelegate.swift" })
        #expect(
            json["files"] as? [[String: String]] == [
                ["file": "Reader/AppDelegate.swift", "change": "modified"],
                ["file": "Reader/Info.plist", "change": "modified"],
                ["file": "Reader/SceneDelegate.swift", "change": "created"],
            ])
        #expect(json["summary"] as? [String: Int] == ["changes": 10, "manualSteps": 0, "files": 3])
    }

    @Test func humanSummaryNamesEachChangeAndItsPage() throws {
        let text = MigrationFixtures.plan(MigrationFixtures.fixture(Self.name)).render(.human).output
        #expect(
            text.hasPrefix(
                """
                Reader/AppDelegate.swift:8:5: remove-window-property: Remove the app delegate's `window`: the scene delegate declares the window of each scene. [app-delegate-window]
                    see: audit-your-app#app-delegate-window

                """))
        #expect(text.hasSuffix("\n10 changes in 3 files, 0 manual steps.\n"))
    }
}
