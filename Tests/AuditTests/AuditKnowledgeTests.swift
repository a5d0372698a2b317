import Audit
import Diagnostics
import Foundation
import Testing

/// The knowledge comes from the content model: the mapping's `notCalledWithScenes`, the symbols'
/// deprecations, `launch-options.yaml` and `audit.yaml`.
@Suite struct AuditKnowledgeTests {
    static let callbackID = "UIApplicationDelegate/applicationDidBecomeActive(_:)"
    static let requestID = "UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)"

    static var expectedKnowledge: AuditKnowledge {
        AuditKnowledge(
            uiCallbacks: [
                .init(
                    symbol: callbackID, swiftName: "applicationDidBecomeActive(_:)",
                    objcSelectors: ["applicationDidBecomeActive:"],
                    sceneReplacements: ["UISceneDelegate/sceneDidBecomeActive(_:)"], swiftUIReplacements: [],
                    page: callbackID)
            ],
            launchOptionKeys: [
                .init(
                    swiftName: "url", objcName: "UIApplicationLaunchOptionsURLKey",
                    arrivesIn: "UIScene.ConnectionOptions/urlContexts", advice: "Read urlContexts instead.",
                    page: "UIApplication.LaunchOptionsKey"),
                .init(
                    swiftName: "bluetoothCentrals", objcName: "UIApplicationLaunchOptionsBluetoothCentralsKey",
                    arrivesIn: nil, advice: "No scene counterpart.", page: "UIApplication.LaunchOptionsKey"),
            ],
            globalLookups: [
                .init(
                    type: "UIApplication", member: "keyWindow", objcMembers: ["keyWindow"],
                    replacement: "UIWindowScene",
                    advice: "Ask the window scene instead.", page: "UIWindowScene")
            ],
            deprecatedAPIs: [
                .init(
                    symbol: requestID, swiftName: "requestSceneSessionActivation(_:userActivity:options:errorHandler:)",
                    objcSelectors: ["requestSceneSessionActivation:userActivity:options:errorHandler:"],
                    replacement: "UIApplication/activateSceneSession(for:errorHandler:)", page: requestID)
            ],
            rulePages: Dictionary(
                uniqueKeysWithValues: AuditRule.allCases.map { ($0, "audit-your-app#" + $0.rawValue) }))
    }

    @Test func fixtureContentGivesExactlyItsKnowledge() throws {
        let content = try AuditContent.load(contentDirectory: KnowledgeFixtures.content)
        #expect(content.diagnostics.isEmpty, "\(DiagnosticFormatter.console(content.diagnostics))")
        #expect(content.knowledge == AuditKnowledgeTests.expectedKnowledge)
        #expect(
            content.rules[.appDelegateUICallback]
                == AuditRuleInfo(
                    rule: .appDelegateUICallback, title: "App-delegate UI callback",
                    summary: "A callback UIKit stops calling.", page: "audit-your-app#app-delegate-ui-callback",
                    step: "uikit-to-scenes#move-lifecycle-callbacks", stepTitle: "Move the life-cycle callbacks",
                    stepNumber: 2, guideTitle: "Migrate to scenes"))
        #expect(content.outputPaths["audit-your-app"] == "articles/audit-your-app.html")
        #expect(
            content.outputPaths[AuditKnowledgeTests.callbackID]
                == "symbols/uikit/uiapplicationdelegate/applicationdidbecomeactive.html")
        #expect(content.siteTitle == "Audit Fixture")
        let (knowledge, warnings) = try AuditKnowledge.load(contentDirectory: KnowledgeFixtures.content)
        #expect(knowledge == content.knowledge)
        #expect(warnings.isEmpty)
    }

    /// Turning the flag off moves the callback out of the UI-callback rule; as it is still
    /// deprecated, it becomes a superseded API instead.
    @Test func editingTheMappingFlagChangesTheKnowledge() throws {
        let copy = try KnowledgeFixtures.Copy()
        try copy.edit("mapping.yaml", replacing: "notCalledWithScenes: true", with: "notCalledWithScenes: false")
        let knowledge = try AuditContent.load(contentDirectory: copy.content).knowledge
        #expect(knowledge.uiCallbacks == [])
        #expect(
            knowledge.deprecatedAPIs.map(\.symbol) == [AuditKnowledgeTests.requestID, AuditKnowledgeTests.callbackID])
        #expect(knowledge.deprecatedAPIs.last?.replacement == "UISceneDelegate/sceneDidBecomeActive(_:)")
        #expect(knowledge.deprecatedAPIs.last?.objcSelectors == ["applicationDidBecomeActive:"])
    }

    @Test func editingLaunchOptionsAndLookupsChangesTheKnowledge() throws {
        let copy = try KnowledgeFixtures.Copy()
        try copy.edit(
            "launch-options.yaml",
            replacing: "    arrivesIn: UIScene.ConnectionOptions/urlContexts\n    note: \"Read urlContexts instead.\"",
            with: "    note: \"Gone.\"")
        try copy.edit("audit.yaml", replacing: "objc: [keyWindow]", with: "objc: [keyWindow, windows]")
        let knowledge = try AuditContent.load(contentDirectory: copy.content).knowledge
        #expect(knowledge.launchOptionKeys.first?.arrivesIn == nil)
        #expect(knowledge.launchOptionKeys.first?.advice == "Gone.")
        #expect(knowledge.globalLookups.first?.objcMembers == ["keyWindow", "windows"])
    }

    @Test func aFlaggedCallbackWithoutSelectorsIsAWarning() throws {
        let copy = try KnowledgeFixtures.Copy()
        try copy.edit(
            "audit.yaml",
            replacing:
                "  - symbol: UIApplicationDelegate/applicationDidBecomeActive(_:)\n    objc: [\"applicationDidBecomeActive:\"]\n",
            with: "")
        let content = try AuditContent.load(contentDirectory: copy.content)
        #expect(
            DiagnosticFormatter.console(content.diagnostics)
                == "Content/mapping.yaml:11:21: warning: 'UIApplicationDelegate/applicationDidBecomeActive(_:)' is notCalledWithScenes but audit.yaml lists no Objective-C selector for it [missing-field]\n    hint: add it to selectors: in audit.yaml, or Objective-C sources are not audited for it\n"
        )
        #expect(content.knowledge.uiCallbacks.first?.objcSelectors == [])
    }

    struct BadData: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var old: String
        var new: String
        var expected: String
        var testDescription: String { name }
    }

    static let badData: [BadData] = [
        BadData(
            name: "flag on a scene-delegate cell", file: "mapping.yaml",
            old: "        sceneDelegate: UISceneDelegate/sceneDidBecomeActive(_:)\n",
            new:
                "        sceneDelegate:\n          symbols: [\"UISceneDelegate/sceneDidBecomeActive(_:)\"]\n          notCalledWithScenes: true\n",
            expected:
                "Content/mapping.yaml:15:32: error: 'notCalledWithScenes' belongs on the appDelegate cell, not on 'sceneDelegate' [invalid-value]\n    hint: move it to the row's appDelegate cell\n"
        ),
        BadData(
            name: "flag that is not a boolean", file: "mapping.yaml", old: "notCalledWithScenes: true",
            new: "notCalledWithScenes: often",
            expected:
                "Content/mapping.yaml:12:32: error: field 'notCalledWithScenes' must be true or false, found text 'often' [wrong-type]\n"
        ),
        BadData(
            name: "flag on a row that stays", file: "mapping.yaml",
            old: "        appDelegate: UIApplicationDelegate/applicationWillTerminate(_:)\n",
            new:
                "        appDelegate:\n          symbols: [\"UIApplicationDelegate/applicationWillTerminate(_:)\"]\n          notCalledWithScenes: true\n",
            expected:
                "Content/mapping.yaml:18:21: warning: 'UIApplicationDelegate/applicationWillTerminate(_:)' is notCalledWithScenes but audit.yaml lists no Objective-C selector for it [missing-field]\n    hint: add it to selectors: in audit.yaml, or Objective-C sources are not audited for it\n"
                + "Content/mapping.yaml:19:32: error: a row that stays on the app delegate cannot be notCalledWithScenes [mapping-invalid-row]\n    hint: remove one of staysOnAppDelegate and notCalledWithScenes\n"
        ),
        BadData(
            name: "cell both not called and undocumented", file: "mapping.yaml",
            old: "          notCalledWithScenes: true\n",
            new: "          notCalledWithScenes: true\n          undocumentedWithScenes: true\n",
            expected:
                "Content/mapping.yaml:13:35: error: a cell cannot be both notCalledWithScenes and undocumentedWithScenes [invalid-value]\n    hint: keep notCalledWithScenes when Apple says UIKit stops calling the methods (Content/mapping.yaml:12:32)\n"
        ),
        BadData(
            name: "unknown arrivesIn symbol", file: "launch-options.yaml",
            old: "arrivesIn: UIScene.ConnectionOptions/urlContexts",
            new: "arrivesIn: UIScene.ConnectionOptions/urlContext",
            expected:
                "Content/launch-options.yaml:7:16: error: arrivesIn 'UIScene.ConnectionOptions/urlContext' is not a known symbol [unresolved-reference]\n    hint: did you mean 'UIScene.ConnectionOptions/urlContexts'?\n"
        ),
        BadData(
            name: "key listed twice", file: "launch-options.yaml", old: "  - swift: bluetoothCentrals",
            new: "  - swift: url",
            expected:
                "Content/launch-options.yaml:10:12: error: launch-options key 'url' is already listed at Content/launch-options.yaml:5:12 [duplicate-id]\n"
        ),
        BadData(
            name: "Objective-C name that is not an identifier", file: "launch-options.yaml",
            old: "objc: UIApplicationLaunchOptionsURLKey", new: "objc: \"UIApplication LaunchOptionsURLKey\"",
            expected:
                "Content/launch-options.yaml:6:11: error: 'UIApplication LaunchOptionsURLKey' is not an identifier [invalid-value]\n    hint: write the bare name, e.g. url or UIApplicationLaunchOptionsURLKey\n"
        ),
        BadData(
            name: "documented key without a row", file: "launch-options.yaml", old: "keys:\n  - swift: url",
            new: "documented:\n  source: S1\n  keys: [url, bluetoothCentrals, location]\nkeys:\n  - swift: url",
            expected:
                "Content/launch-options.yaml:6:34: error: launch-options key 'location' is documented by S1 but has no row [missing-field]\n    hint: add a row for it to keys: with its availability and where it arrives\n"
        ),
        BadData(
            name: "row for a key that is not documented", file: "launch-options.yaml", old: "keys:\n  - swift: url",
            new: "documented:\n  source: S1\n  keys: [url]\nkeys:\n  - swift: url",
            expected:
                "Content/launch-options.yaml:13:12: error: launch-options key 'bluetoothCentrals' is not among the keys S1 documents [invalid-value]\n    hint: add it to documented: keys\n"
        ),
        BadData(
            name: "unknown rule id", file: "audit.yaml", old: "  - id: app-delegate-window\n",
            new: "  - id: app-delegate-windows\n",
            expected:
                "Content/audit.yaml:1:1: error: audit.yaml does not describe rule 'app-delegate-window' [missing-field]\n    hint: add it to rules: with its title, summary, page and step\nContent/audit.yaml:8:9: error: 'app-delegate-windows' is not a rule of the audit [invalid-value]\n    hint: did you mean 'app-delegate-window'?\n"
        ),
        BadData(
            name: "rule step naming no step", file: "audit.yaml",
            old: "step: uikit-to-scenes#add-scene-configuration\n  - id: deprecated-scene-api",
            new: "step: uikit-to-scenes#add-scene-config\n  - id: deprecated-scene-api",
            expected:
                "Content/audit.yaml:27:11: error: guide 'uikit-to-scenes' has no step 'add-scene-config' [unresolved-fragment]\n    hint: steps: add-scene-configuration, move-lifecycle-callbacks\n"
        ),
        BadData(
            name: "rule page naming no page", file: "audit.yaml", old: "page: audit-your-app#deprecated-scene-api",
            new: "page: audit-my-app#deprecated-scene-api",
            expected:
                "Content/audit.yaml:31:11: error: rule page 'audit-my-app#deprecated-scene-api' names no page [unresolved-reference]\n    hint: did you mean 'audit-your-app'?\n"
        ),
        BadData(
            name: "selector without its last colon", file: "audit.yaml", old: "objc: [\"applicationDidBecomeActive:\"]",
            new: "objc: [\"application:didBecomeActive\"]",
            expected:
                "Content/audit.yaml:40:12: error: 'application:didBecomeActive' is not an Objective-C selector [invalid-value]\n    hint: write it like application:openURL:options: (every argument ends with ':')\n"
        ),
        BadData(
            name: "selector of an unknown symbol", file: "audit.yaml",
            old: "  - symbol: UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)",
            new: "  - symbol: UIApplication/requestSceneActivation(_:userActivity:options:errorHandler:)",
            expected:
                "Content/audit.yaml:41:13: error: selector symbol 'UIApplication/requestSceneActivation(_:userActivity:options:errorHandler:)' is not a known symbol [unresolved-reference]\n    hint: did you mean 'UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)'?\n"
        ),
        BadData(
            name: "selectors of something that is not a method", file: "audit.yaml",
            old: "  - symbol: UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)",
            new: "  - symbol: UIWindowScene",
            expected:
                "Content/audit.yaml:41:13: error: 'UIWindowScene' is a class, not a method [invalid-value]\n    hint: only methods have selectors\n"
        ),
        BadData(
            name: "unknown look-up replacement", file: "audit.yaml", old: "replacement: UIWindowScene",
            new: "replacement: UIWindowScenes",
            expected:
                "Content/audit.yaml:47:18: error: replacement 'UIWindowScenes' is not a known symbol [unresolved-reference]\n    hint: did you mean 'UIWindowScene'?\n"
        ),
        BadData(
            name: "unknown source in audit.yaml", file: "audit.yaml", old: "    sources: [S1]\n",
            new: "    sources: [S2]\n",
            expected:
                "Content/audit.yaml:49:15: error: unknown source 'S2' [unknown-source]\n    hint: did you mean 'S1'?\n"),
    ]

    @Test(arguments: badData) func badAuditDataIsReportedExactly(_ bad: BadData) throws {
        let copy = try KnowledgeFixtures.Copy()
        try copy.edit(bad.file, replacing: bad.old, with: bad.new)
        do {
            _ = try AuditContent.load(contentDirectory: copy.content)
            Issue.record("loading succeeded; expected:\n\(bad.expected)")
        } catch let error as AuditContentError {
            #expect(DiagnosticFormatter.console(error.diagnostics) == bad.expected)
        }
    }

    @Test func missingAuditDataIsAnError() throws {
        let copy = try KnowledgeFixtures.Copy()
        try copy.remove("audit.yaml")
        #expect(throws: AuditContentError.self) { try AuditContent.load(contentDirectory: copy.content) }
        do {
            _ = try AuditContent.load(contentDirectory: copy.content)
        } catch let error as AuditContentError {
            #expect(
                DiagnosticFormatter.console(error.diagnostics)
                    == "Content/audit.yaml:1:1: error: the content has no audit.yaml, which the audit reads its rules from [missing-field]\n    hint: add audit.yaml (see docs/audit.md)\n"
            )
        }
    }

    /// The repository's own content builds a knowledge that covers the documented examples.
    @Test func repositoryContentGivesKnowledge() throws {
        let content = try AuditContent.load(
            contentDirectory: KnowledgeFixtures.repositoryRoot.appendingPathComponent("Content"))
        let callbacks = content.knowledge.uiCallbacks.map(\.swiftName)
        #expect(callbacks.contains("applicationDidBecomeActive(_:)"))
        #expect(!callbacks.contains("applicationWillTerminate(_:)"))
        #expect(content.knowledge.uiCallbacks.allSatisfy { !$0.objcSelectors.isEmpty })
        #expect(
            content.knowledge.launchOptionKeys.contains {
                $0.swiftName == "url" && $0.arrivesIn == "UIScene.ConnectionOptions/urlContexts"
            })
        #expect(content.rules.count == AuditRule.allCases.count)
        #expect(
            content.knowledge.deprecatedAPIs.contains {
                $0.swiftName == "requestSceneSessionActivation(_:userActivity:options:errorHandler:)"
            })
    }
}
