import Audit
import Foundation
import Migration
import TestSupport
import Testing

/// The UIKit app target that generates its Info.plist (Fixtures/GeneratedPlistApp: a
/// `project.pbxproj` with `GENERATE_INFOPLIST_FILE = YES` and no Info.plist file). The patch edits
/// no build settings: the manifest is a manual step that names the exact dictionary, the code stays,
/// and once the target names a written Info.plist the migration runs.
@Suite struct GeneratedPlistAppTests {
    static let name = "GeneratedPlistApp"
    /// The ids the project edit gives the scene delegate's file reference and build file (made
    /// from the project's path, so the same on every run).
    static let sceneReference = "8ED99F34F4454C07B0022E73"
    static let sceneBuildFile = "8ED9A034F4454DBA14261002"

    @Test func humanPlanIsTheGoldenOne() throws {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture(Self.name))
        #expect(plan.status == .manualOnly)
        try MigrationFixtures.expectGolden(plan.render(.human).output, "\(Self.name).txt")
    }

    @Test func manifestStepNamesTheDictionaryAndNoFileChanges() throws {
        let plan = MigrationFixtures.plan(MigrationFixtures.fixture(Self.name))
        #expect(plan.edits.isEmpty)
        let manifest = try #require(plan.manualSteps.first { $0.rule == .missingSceneManifest })
        #expect(manifest.file == "Tides.xcodeproj/project.pbxproj" && manifest.range.start.line == 49)
        let reason = try #require(manifest.reason)
        for key in [
            "`UIApplicationSceneManifest`", "`UIApplicationSupportsMultipleScenes` = NO",
            "`UIWindowSceneSessionRoleApplication`", "`UISceneConfigurationName` = \"Default Configuration\"",
            "`UISceneDelegateClassName` = \"$(PRODUCT_MODULE_NAME).SceneDelegate\"", "`INFOPLIST_FILE`",
        ] {
            #expect(reason.contains(key), "\(key)")
        }
        for step in plan.manualSteps where step.rule != .missingSceneManifest {
            #expect(step.reason?.contains("the step at Tides.xcodeproj/project.pbxproj:49") == true)
        }
    }

    /// The second way the step names: the target reads a written (empty) Info.plist, and migrate
    /// adds the manifest there and moves the code.
    @Test func aWrittenInfoPlistNamedByTheTargetIsMigrated() throws {
        let copy = try MigrationFixtures.copy(Self.name)
        let project = copy.url.appendingPathComponent("Tides.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: project, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n",
                with: "\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tINFOPLIST_FILE = Tides/Info.plist;\n"
            ).utf8
        ).write(to: project)
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            </dict>
            </plist>

            """.utf8
        ).write(to: copy.url.appendingPathComponent("Tides/Info.plist"))
        let plan = MigrationFixtures.plan(copy.url)
        #expect(plan.status == .planned)
        #expect(plan.manualSteps.isEmpty, "\(plan.manualSteps.map { $0.reason ?? "" })")
        #expect(
            plan.edits.map(\.file) == [
                "Tides.xcodeproj/project.pbxproj", "Tides/AppDelegate.swift", "Tides/Info.plist",
                "Tides/SceneDelegate.swift",
            ])
        // The project lists the scene delegate beside the app delegate, and the target compiles it.
        let projectEdit = try #require(plan.edits.first { $0.file == "Tides.xcodeproj/project.pbxproj" })
        let added = Set(projectEdit.updated.split(separator: "\n").map(String.init)).subtracting(
            (projectEdit.original ?? "").split(separator: "\n").map(String.init))
        #expect(
            added == [
                "\t\t\(Self.sceneBuildFile) /* SceneDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = \(Self.sceneReference) /* SceneDelegate.swift */; };",
                "\t\t\(Self.sceneReference) /* SceneDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SceneDelegate.swift; sourceTree = \"<group>\"; };",
                "\t\t\t\t\(Self.sceneReference) /* SceneDelegate.swift */,",
                "\t\t\t\t\(Self.sceneBuildFile) /* SceneDelegate.swift in Sources */,",
            ])
        let change = try #require(plan.changes.first { $0.kind == .addToProject })
        #expect(
            change.summary
                == "Add `SceneDelegate.swift` to the project beside `AppDelegate.swift` (its group) and to the Sources phase of target `Tides`, which compiles `AppDelegate.swift`."
        )
        try MigrationFixtures.apply(plan, to: copy.url)
        let again = MigrationFixtures.plan(copy.url)
        #expect(again.status == .nothingToMigrate)
    }
}
