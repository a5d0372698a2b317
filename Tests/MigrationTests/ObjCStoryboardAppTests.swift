import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// The Objective-C app whose main storyboard makes the window (Fixtures/ObjCStoryboardApp): the
/// storyboard carried into the scene configuration, no window set-up moved, one callback moved and
/// one forwarded (its body uses the app delegate's `drafts`); the golden patch, `git apply`, the
/// audit of the patched app and a second run.
@Suite struct ObjCStoryboardAppTests {
    static let name = "ObjCStoryboardApp"

    @Test func patchIsTheGoldenOne() throws {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture(Self.name))
        #expect(plan.status == .planned)
        #expect(plan.manualSteps.isEmpty)
        #expect(
            plan.changes.map { "\($0.kind.rawValue) \($0.file):\($0.range.start.line)" } == [
                "remove-window-property Notes/AppDelegate.h:6",
                "forward-callback Notes/AppDelegate.m:11",
                "move-callback Notes/AppDelegate.m:15",
                "add-scene-manifest Notes/Info.plist:1",
                "create-scene-delegate Notes/SceneDelegate.m:1",
            ])
        try MigrationFixtures.expectGolden(plan.render(.patch).output, "\(Self.name).patch")
    }

    @Test(.enabled(if: MigrationFixtures.git != nil, "git is not installed"))
    func thePatchAppliesLeavesNothingAndASecondRunHasNothingToMigrate() throws {
        let copy = try MigrationFixtures.copy(Self.name)
        try MigrationFixtures.commitAll(in: copy.url)
        let plan = MigrationFixtures.plan(copy.url)
        let apply = try MigrationFixtures.runGit(["apply", "-"], in: copy.url, input: plan.render(.patch).output)
        #expect(apply.status == 0, "git apply: \(apply.output)")
        for edit in plan.edits {
            let text = try String(contentsOf: copy.url.appendingPathComponent(edit.file), encoding: .utf8)
            #expect(text == edit.updated, "\(edit.file) after git apply")
        }
        let report = MigrationFixtures.auditor().audit(root: copy.url)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.sceneDeclarations == ["Notes/Info.plist"])
        #expect(MigrationFixtures.plan(copy.url).status == .nothingToMigrate)
    }
}
