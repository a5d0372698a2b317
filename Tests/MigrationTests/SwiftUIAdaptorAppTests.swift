import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// The SwiftUI `App` whose `@UIApplicationDelegateAdaptor` delegate still holds UIKit life-cycle
/// callbacks (Fixtures/SwiftUIAdaptorApp): SwiftUI owns the scenes, so no file changes and each
/// callback is a manual step that names the SwiftUI way and cites its page.
@Suite struct SwiftUIAdaptorAppTests {
    static let name = "SwiftUIAdaptorApp"

    @Test func humanPlanIsTheGoldenOne() throws {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture(Self.name))
        #expect(plan.status == .manualOnly)
        try MigrationFixtures.expectGolden(plan.render(.human).output, "\(Self.name).txt")
    }

    @Test func noSceneDelegateIsGeneratedAndEachCallbackNamesItsSwiftUIEquivalent() throws {
        let fixture = MigrationFixtures.fixture(Self.name)
        let report = MigrationFixtures.auditor().audit(root: fixture)
        let plan = MigrationPlanner(root: fixture, auditor: MigrationFixtures.auditor()).plan(report: report)
        #expect(plan.edits.isEmpty)
        #expect(plan.alreadyOnScenes)
        #expect(plan.sceneDeclarations == ["Journal/JournalApp.swift"])
        #expect(plan.changes.count == report.findings.count)
        #expect(plan.changes.allSatisfy { $0.isManual })
        #expect(
            plan.changes.map { "\($0.range.start.line) \($0.page)" } == [
                "13 EnvironmentValues/scenePhase", "17 EnvironmentValues/scenePhase", "21 View/onOpenURL(perform:)",
                "25 UIApplicationDelegateAdaptor",
            ])
        for change in plan.changes {
            #expect(MigrationFixtures.content.outputPaths[change.page] != nil, "\(change.page) is not a page")
            #expect(change.reason?.contains("generates no scene delegate") == true)
        }
        #expect(plan.changes[0].reason?.contains("`.onChange(of: scenePhase)` for `ScenePhase.active`") == true)
        #expect(plan.changes[2].reason?.contains("attach `View.onOpenURL(perform:)`") == true)
        #expect(plan.changes[3].reason?.contains("`application(_:configurationForConnecting:options:)`") == true)
        #expect(plan.render(.patch).output.isEmpty)
    }
}
