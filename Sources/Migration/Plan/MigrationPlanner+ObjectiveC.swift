import Audit
import Foundation

/// The plan for an Objective-C app delegate: its `.m` and `.h` edited, `SceneDelegate.h` and
/// `SceneDelegate.m` created beside it.
extension MigrationPlanner {
    typealias Finish = (
        _ edits: [FileEdit], _ created: Change, _ moved: [Change], _ destination: String, _ appDelegateFile: String,
        _ manual: [(finding: AuditFinding, reason: String)], _ resolved: Set<AuditFinding>
    ) -> MigrationPlan

    func planObjectiveC(
        findings: [AuditFinding], storyboard: String?, plistEdits: [FileEdit],
        allManual: ((AuditFinding) -> String) -> MigrationPlan, finish: Finish
    ) -> MigrationPlan {
        let delegateRules: Set<AuditRule> = [.appDelegateWindow, .appDelegateUICallback]
        var files: [String: ObjCText] = [:]
        for finding in findings where delegateRules.contains(finding.rule) && Self.isObjectiveC(finding.file) {
            guard files[finding.file] == nil,
                case .text(let text) = Auditor.readText(relativePath: finding.file, root: root)
            else { continue }
            files[finding.file] = ObjCText(file: finding.file, text: text)
        }
        // Each implementation's own header, where forwarded callbacks are declared.
        for file in files.keys.sorted() where file.hasSuffix(".m") {
            let header = String(file.dropLast(2)) + ".h"
            guard files[header] == nil, case .text(let text) = Auditor.readText(relativePath: header, root: root)
            else { continue }
            files[header] = ObjCText(file: header, text: text)
        }
        let move: ObjCAppDelegateMove
        do {
            move = try ObjCAppDelegateMigration(files: files, findings: findings, storyboard: storyboard).run()
        } catch {
            let at = "\(error.file):\(error.position.line)"
            return allManual { _ in "\(at): \(error.reason)" }
        }
        let folder = Self.folder(of: move.homeFile)
        let prefix = (folder.isEmpty ? "" : folder + "/") + SceneDelegateSource.className
        let headerPath = prefix + ".h"
        let implementationPath = prefix + ".m"
        for path in [headerPath, implementationPath, prefix + ".swift"] {
            let full = root.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full)
                || (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) != nil
            {
                return allManual { _ in "\(path) exists already; the patch would have created the scene delegate there"
                }
            }
        }
        // A class of that name anywhere in the tree would clash at link time.
        for file in auditor.objectiveCFiles(root: root) {
            guard case .text(let text) = Auditor.readText(relativePath: file, root: root),
                text.contains(SceneDelegateSource.className)
            else { continue }
            let tokens = ObjCSource(text).tokens
            let declares = tokens.indices.contains { index in
                (tokens[index].text == "@interface" || tokens[index].text == "@implementation")
                    && index + 1 < tokens.count && tokens[index + 1].text == SceneDelegateSource.className
            }
            if declares {
                return allManual { _ in
                    "\(file) declares a class named \(SceneDelegateSource.className) already; the patch would declare another"
                }
            }
        }
        if let declared = TreeNames.read(className: "", root: root, auditor: auditor).sceneDelegateFile {
            return allManual { _ in
                "\(declared) declares a type named \(SceneDelegateSource.className) already; the patch would declare another"
            }
        }

        var edits = plistEdits
        for file in Set(move.removals.keys).union(move.replacements.keys).sorted() {
            let text = files[file]!
            let removals = LineRemoval.edits(removing: move.removals[file] ?? [], from: text)
            let updated = text.render(0..<text.bytes.count, edits: removals + (move.replacements[file] ?? []))
            edits.append(FileEdit(file: file, original: text.text, updated: updated))
        }
        edits.append(FileEdit(file: headerPath, original: nil, updated: ObjCSceneDelegateSource.header()))
        edits.append(
            FileEdit(
                file: implementationPath, original: nil, updated: ObjCSceneDelegateSource.implementation(for: move)))
        let callbacks = move.callbacks.compactMap { ObjCAppDelegateMigration.sceneSelectors[$0.target.method] }
        let created = Change(
            kind: .createSceneDelegate, rule: nil, file: implementationPath, range: PlanRange(line: 1, column: 1),
            page: MigrationPages.willConnect,
            summary:
                "Create `\(SceneDelegateSource.className)` (\(headerPath) and \(implementationPath)), the window-scene delegate: its `window`, "
                + (move.usesWindowScene
                    ? "`scene:willConnectToSession:options:` with the window set-up moved from `\(move.className)`"
                    : "`scene:willConnectToSession:options:` (the storyboard creates the window)")
                + (callbacks.isEmpty ? "." : ", and \(callbacks.map { "`\($0)`" }.joined(separator: ", "))."),
            destination: nil)
        return finish(edits, created, move.changes, implementationPath, move.homeFile, move.manual, move.resolved)
    }
}
