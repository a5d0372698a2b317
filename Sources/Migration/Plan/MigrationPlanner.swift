import Audit
import Foundation
import SwiftParser
import SwiftSyntax

/// Turns an audit report into a migration plan for the app below `root`: one change per finding
/// the patch resolves (each citing the finding's page), a manual step with its reason for every
/// other finding. Files are read with the audit's limits and never outside `root`.
///
/// The shape it migrates: one UIKit app in Swift whose XML Info.plist has no scene manifest and
/// whose app delegate creates the window in `application(_:didFinishLaunchingWithOptions:)` (or
/// names a main storyboard). Anything else is planned as manual steps.
public struct MigrationPlanner: Sendable {
    public let root: URL
    public let auditor: Auditor

    public init(root: URL, auditor: Auditor) {
        self.root = root
        self.auditor = auditor
    }

    /// Audits the tree and plans its migration.
    public func plan() -> MigrationPlan {
        plan(report: auditor.audit(root: root))
    }

    public func plan(report: AuditReport) -> MigrationPlan {
        let findings = report.findings
        let manifestFindings = findings.filter { $0.rule == .missingSceneManifest }
        func allManual(_ reason: (AuditFinding) -> String) -> MigrationPlan {
            MigrationPlan(
                changes: findings.map { manualStep($0, reason: reason($0)) }, edits: [],
                sceneDeclarations: report.sceneDeclarations, problems: report.problems)
        }
        if findings.isEmpty {
            return MigrationPlan(
                changes: [], edits: [], sceneDeclarations: report.sceneDeclarations, problems: report.problems)
        }
        guard !manifestFindings.isEmpty else {
            let swiftUIApps = report.sceneDeclarations.filter { $0.hasSuffix(".swift") }
            if !swiftUIApps.isEmpty {
                return MigrationPlan(
                    changes: findings.map { swiftUIStep($0, apps: swiftUIApps) }, edits: [],
                    sceneDeclarations: report.sceneDeclarations, problems: report.problems)
            }
            if !report.sceneDeclarations.isEmpty {
                return planMerge(report: report, allManual: allManual)
            }
            return allManual { finding in
                "no app Info.plist without a scene manifest was found, so the patch makes no change; "
                    + Self.ruleAdvice(finding)
            }
        }
        guard manifestFindings.allSatisfy({ $0.file.hasSuffix(".plist") }) else {
            let generated = manifestFindings.first { !$0.file.hasSuffix(".plist") }!
            return allManual { finding in
                finding.rule == .missingSceneManifest
                    ? GeneratedInfoPlist.manifestStep(delegateClass: Self.delegateClass(findings: findings))
                    : GeneratedInfoPlist.codeStep(manifestAt: "\(generated.file):\(generated.line)")
            }
        }
        // Several Info.plists in one folder are one app's, one per build configuration
        // (`Info-Debug.plist`, `Info-Release.plist`): each gets the manifest.
        let plistFolders = Set(manifestFindings.map { Self.folder(of: $0.file) })
        guard plistFolders.count == 1 else {
            return allManual { _ in
                "the tree holds \(manifestFindings.count) apps without a scene manifest (their Info.plists are in \(plistFolders.count) folders); migrate each app's folder on its own"
            }
        }
        // An Objective-C class is registered under its own name; a Swift class under its module's.
        let isObjectiveCApp = Self.isObjectiveCApp(findings)
        let delegateClass = Self.delegateClass(findings: findings)
        var plistEdits: [FileEdit] = []
        var storyboards: [String?] = []
        for manifest in manifestFindings {
            let plistText: String
            switch Auditor.readBytes(relativePath: manifest.file, root: root) {
            case .data(let data):
                // A binary property list is not UTF-8 text.
                guard let text = String(validating: data, as: UTF8.self) else {
                    if let storyboard = GeneratedInfoPlist.binaryStoryboard(data) {
                        let file = manifest.file
                        return allManual { finding in
                            finding.rule == .missingSceneManifest
                                ? GeneratedInfoPlist.binaryManifestStep(
                                    file: file, delegateClass: delegateClass, storyboard: storyboard)
                                : GeneratedInfoPlist.binaryCodeStep(file: file)
                        }
                    }
                    return allManual { _ in
                        "\(manifest.file) is not an XML property list; the patch edits XML Info.plists only"
                    }
                }
                plistText = text
            case .unreadable(let problem):
                return allManual { _ in "\(manifest.file) could not be read (\(problem.message))" }
            }
            let storyboard = InfoPlistEdit.mainStoryboard(of: plistText)
            do {
                let updated = try InfoPlistEdit.addingManifest(
                    to: plistText, configuration: .init(delegateClass: delegateClass, storyboard: storyboard))
                plistEdits.append(FileEdit(file: manifest.file, original: plistText, updated: updated))
                storyboards.append(storyboard)
            } catch {
                let reason: String
                switch error {
                case .notXML:
                    reason = "\(manifest.file) is not an XML property list; the patch edits XML Info.plists only"
                default:
                    reason = "\(manifest.file)'s top-level dictionary could not be edited as text"
                }
                return allManual { _ in reason }
            }
        }
        guard Set(storyboards.map { $0 ?? "" }).count == 1 else {
            return allManual { _ in
                "the app's Info.plists do not name the same main storyboard, so the scene delegate cannot create the window for all of them; migrate by hand"
            }
        }
        let storyboard = storyboards[0]
        let finish = {
            (
                edits: [FileEdit], created: Change, moved: [Change], destination: String, appDelegateFile: String,
                manual: [(finding: AuditFinding, reason: String)], resolved: Set<AuditFinding>
            ) in
            self.finish(
                report: report, manifestFindings: manifestFindings, delegateClass: delegateClass,
                storyboard: storyboard,
                edits: edits, created: created, moved: moved, destination: destination,
                appDelegateFile: appDelegateFile, manual: manual,
                resolved: resolved, allManual: allManual)
        }
        if isObjectiveCApp {
            return planObjectiveC(
                findings: findings, storyboard: storyboard, plistEdits: plistEdits, allManual: allManual, finish: finish
            )
        }

        // The app delegate's files, and the names its members have anywhere in the tree.
        let delegateRules: Set<AuditRule> = [.appDelegateWindow, .appDelegateUICallback]
        var files: [String: SwiftText] = [:]
        for finding in findings where delegateRules.contains(finding.rule) && finding.file.hasSuffix(".swift") {
            guard files[finding.file] == nil else { continue }
            guard case .text(let text) = Auditor.readText(relativePath: finding.file, root: root) else { continue }
            files[finding.file] = SwiftText(file: finding.file, text: text)
        }
        guard !files.isEmpty else {
            return allManual { finding in
                "no Swift or Objective-C app delegate was found; "
                    + Self.ruleAdvice(finding)
            }
        }
        // Look-ups outside the app delegate's files that the patch rewrites no longer read its
        // `window`, so they do not keep the property.
        let lookups = windowLookups(findings, skipping: Set(files.keys))
        let move: AppDelegateMove
        do {
            let className = Self.className(files: files, findings: findings)
            let names = TreeNames.read(className: className, root: root, auditor: auditor)
            if let declared = names.sceneDelegateFile {
                return allManual { _ in
                    "\(declared) declares a type named \(SceneDelegateSource.className) already; the patch would declare another"
                }
            }
            move = try AppDelegateMigration(
                files: files, findings: findings.filter { !lookups.resolved.contains($0) }, members: names.members,
                callers: names.callers, storyboard: storyboard
            ).run()
        } catch {
            let at = "\(error.file):\(error.position.line)"
            return allManual { _ in "\(at): \(error.reason)" }
        }

        // The new file beside the app delegate; it must not exist yet.
        let folder = Self.folder(of: move.homeFile)
        let delegatePath = (folder.isEmpty ? "" : folder + "/") + SceneDelegateSource.className + ".swift"
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(delegatePath).path)
            || (try? FileManager.default.destinationOfSymbolicLink(
                atPath: root.appendingPathComponent(delegatePath).path))
                != nil
        {
            return allManual { _ in
                "\(delegatePath) exists already; the patch would have created the scene delegate there"
            }
        }

        var edits = plistEdits
        for file in Set(move.removals.keys).union(move.replacements.keys).sorted() {
            let text = files[file]!
            let removals = LineRemoval.edits(removing: move.removals[file] ?? [], from: text)
            let updated = text.render(0..<text.bytes.count, edits: removals + (move.replacements[file] ?? []))
            edits.append(FileEdit(file: file, original: text.text, updated: updated))
        }
        edits += lookups.edits
        let sceneDelegate = SceneDelegateSource.text(for: move)
        edits.append(FileEdit(file: delegatePath, original: nil, updated: sceneDelegate))
        for edit in edits where edit.file.hasSuffix(".swift") {
            if Parser.parse(source: edit.updated).hasError {
                return allManual { _ in
                    "the rewritten \(edit.file) would not parse, so the patch makes no change (please report this app's shape)"
                }
            }
        }
        let methods = move.callbacks.map(\.target.displayName) + move.events.map(\.method)
        let created = Change(
            kind: .createSceneDelegate, rule: nil, file: delegatePath, range: PlanRange(line: 1, column: 1),
            page: MigrationPages.willConnect,
            summary: "Create `\(SceneDelegateSource.className)`, the window-scene delegate: its `window`, "
                + (storyboard == nil || move.usesWindowScene
                    ? "`scene(_:willConnectTo:options:)` with the window set-up moved from `\(move.className)`"
                    : "`scene(_:willConnectTo:options:)` (the storyboard creates the window)")
                + (methods.isEmpty ? "." : ", and \(methods.map { "`\($0)`" }.joined(separator: ", "))."),
            destination: nil)
        return finish(
            edits, created, move.changes + lookups.changes, delegatePath, move.homeFile, move.manual + lookups.manual,
            move.resolved.union(lookups.resolved))
    }

    /// The plan's changes in order, checked by the audit of the tree as the patch leaves it.
    private func finish(
        report: AuditReport, manifestFindings: [AuditFinding], delegateClass: String, storyboard: String?,
        edits: [FileEdit], created: Change, moved: [Change], destination: String, appDelegateFile: String,
        manual: [(finding: AuditFinding, reason: String)], resolved: Set<AuditFinding>,
        allManual: ((AuditFinding) -> String) -> MigrationPlan
    ) -> MigrationPlan {
        let findings = report.findings
        let project = projectEdits(
            appDelegateFile: appDelegateFile, created: edits.filter { $0.original == nil }.map(\.file).sorted())
        let edits = (edits + project.edits).sorted { $0.file < $1.file }
        var changes: [Change] = manifestFindings.map { manifest in
            Change(
                kind: .addSceneManifest, rule: manifest.rule, symbol: manifest.symbol, file: manifest.file,
                range: PlanRange(line: manifest.line, column: manifest.column),
                page: manifest.page ?? MigrationPages.manifest,
                summary:
                    "Add `UIApplicationSceneManifest` with one `UIWindowSceneSessionRoleApplication` configuration (\"\(InfoPlistEdit.Configuration.name)\", delegate `\(delegateClass)`"
                    + (storyboard.map { ", storyboard `\($0)` from `UIMainStoryboardFile`" } ?? "") + ").")
        }
        changes.append(created)
        changes += project.changes
        changes += moved.map { change in
            var change = change
            if [.moveWindowSetUp, .moveCallback, .forwardCallback].contains(change.kind) {
                change.destination = destination
            }
            return change
        }
        let manualReasons = Dictionary(manual.map { ($0.finding, $0.reason) }, uniquingKeysWith: { a, _ in a })
        for finding in findings where finding.rule != .missingSceneManifest && !resolved.contains(finding) {
            changes.append(manualStep(finding, reason: manualReasons[finding] ?? Self.ruleAdvice(finding)))
        }
        changes.sort(by: Self.precedes)
        return verified(report: report, changes: changes, edits: edits, allManual: allManual)
    }

    /// The plan, when the audit of the tree as the patch leaves it finds nothing of what the patch
    /// claims to fix (per rule, no more findings than the manual steps of that rule leave in
    /// place); otherwise every finding as a manual step.
    func verified(
        report: AuditReport, changes: [Change], edits: [FileEdit],
        allManual: ((AuditFinding) -> String) -> MigrationPlan
    ) -> MigrationPlan {
        let after = auditor.audit(
            root: root, replacing: Dictionary(uniqueKeysWithValues: edits.map { ($0.file, Data($0.updated.utf8)) }))
        let claimed = Set(changes.filter { !$0.isManual }.compactMap(\.rule))
        for rule in claimed.sorted(by: { $0.rawValue < $1.rawValue }) {
            let left = after.findings.filter { $0.rule == rule }
            if left.count > changes.filter({ $0.isManual && $0.rule == rule }).count, let first = left.first {
                return allManual { _ in
                    "after the patch the audit would still find \(rule.rawValue) at \(first.file):\(first.line), which the patch claims to fix, so the patch makes no change (please report this app's shape)"
                }
            }
        }
        return MigrationPlan(
            changes: changes, edits: edits, sceneDeclarations: report.sceneDeclarations, problems: report.problems)
    }

    /// The app-delegate findings are all in Objective-C files.
    static func isObjectiveCApp(_ findings: [AuditFinding]) -> Bool {
        let delegateRules: Set<AuditRule> = [.appDelegateWindow, .appDelegateUICallback]
        return !findings.contains { delegateRules.contains($0.rule) && $0.file.hasSuffix(".swift") }
            && findings.contains { delegateRules.contains($0.rule) && isObjectiveC($0.file) }
    }

    /// `UISceneDelegateClassName`: an Objective-C class is registered under its own name, a Swift
    /// class under its module's.
    static func delegateClass(findings: [AuditFinding]) -> String {
        isObjectiveCApp(findings)
            ? SceneDelegateSource.className : "$(PRODUCT_MODULE_NAME).\(SceneDelegateSource.className)"
    }

    static func isObjectiveC(_ path: String) -> Bool {
        [".m", ".mm", ".h"].contains { path.hasSuffix($0) }
    }

    static func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// Edits before manual steps; each group by file and position.
    static func precedes(_ a: Change, _ b: Change) -> Bool {
        if a.isManual != b.isManual { return !a.isManual }
        if a.file != b.file { return a.file < b.file }
        if a.range.start != b.range.start { return a.range.start < b.range.start }
        return a.kind.rawValue < b.kind.rawValue
    }

    func manualStep(_ finding: AuditFinding, reason: String) -> Change {
        Change(
            kind: .manual, rule: finding.rule, symbol: finding.symbol, file: finding.file,
            range: PlanRange(line: finding.line, column: finding.column),
            page: finding.page ?? auditor.knowledge.rulePages[finding.rule]
                ?? "audit-your-app#\(finding.rule.rawValue)",
            summary: finding.message, reason: reason)
    }

    /// Why the patch leaves a finding of this rule as it is.
    static func ruleAdvice(_ finding: AuditFinding) -> String {
        switch finding.rule {
        case .launchOptionsKey:
            return
                "under scenes this value arrives in scene(_:willConnectTo:options:)'s connection options or a scene callback; the patch does not move launch-option handling yet"
        case .globalWindowLookup:
            return
                "the patch rewrites look-ups in the code it moves, and `keyWindow`, `windows` and the app delegate's `window` in a view's or view controller's own methods; reach the window through the code's own context here (`view.window?.windowScene`, the scene delegate's `window`)"
        case .appDelegateUICallback:
            return
                "the patch moves the four state callbacks only; implement the scene-delegate counterpart (\(finding.replacement ?? "see the page")) and move this body by hand"
        case .appDelegateUndocumentedCallback:
            return
                "Apple does not say whether UIKit still calls it under scenes; move the work by hand to \(finding.replacement ?? "its scene-era replacement")"
        case .deprecatedSceneAPI:
            return
                "the patch does not rewrite superseded APIs; use \(finding.replacement ?? "the replacement the page names")"
        case .appDelegateWindow:
            return "move this window code to the scene delegate by hand"
        case .missingSceneManifest:
            return "add UIApplicationSceneManifest by hand"
        }
    }

    /// The class the app-delegate findings are in (the first class declaration found around one).
    static func className(files: [String: SwiftText], findings: [AuditFinding]) -> String {
        for finding in findings where finding.rule == .appDelegateWindow || finding.rule == .appDelegateUICallback {
            guard let text = files[finding.file], let token = text.token(line: finding.line, column: finding.column)
            else { continue }
            if let decl = token.ancestor(ClassDeclSyntax.self) { return CodeReferences.text(decl.name) }
            if let decl = token.ancestor(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
        }
        return ""
    }
}
