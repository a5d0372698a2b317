import Audit
import Foundation

/// The Xcode projects of the tree learn of the new scene-delegate files: each project that lists
/// the app delegate's file gets them in its group and in the Sources phase of every target that
/// compiles it (`ProjectFileEdit`). A project that lists it but cannot be edited, or projects
/// none of which lists it, leave a manual step, since the app would not compile the new class.
extension MigrationPlanner {
    func projectEdits(appDelegateFile: String, created: [String]) -> (edits: [FileEdit], changes: [Change]) {
        let projects = auditor.projectFiles(root: root)
        guard !projects.isEmpty, !created.isEmpty else { return ([], []) }
        let newFiles = created.map { path -> ProjectFileEdit.NewFile in
            let name = String(path.split(separator: "/").last ?? "")
            if name.hasSuffix(".swift") { return .init(name: name, fileType: "sourcecode.swift", compiles: true) }
            if name.hasSuffix(".h") { return .init(name: name, fileType: "sourcecode.c.h", compiles: false) }
            return .init(name: name, fileType: "sourcecode.c.objc", compiles: true)
        }
        let names = newFiles.map { "`\($0.name)`" }.joined(separator: " and ")
        let appDelegateName = String(appDelegateFile.split(separator: "/").last ?? "")
        var edits: [FileEdit] = []
        var changes: [Change] = []
        var synchronized = false
        for project in projects {
            guard case .text(let text) = Auditor.readText(relativePath: project, root: root) else { continue }
            let edit = ProjectFileEdit(
                projectFile: project, text: text, appDelegateFile: appDelegateFile, newFiles: newFiles)
            switch edit.edit() {
            case .edited(let updated, let targets):
                edits.append(FileEdit(file: project, original: text, updated: updated))
                let phases =
                    targets.isEmpty
                    ? "(no target compiles `\(appDelegateName)`, so none compiles them)"
                    : "and to the Sources phase of \(targets.count == 1 ? "target" : "targets") \(targets.map { "`\($0)`" }.joined(separator: ", ")), which \(targets.count == 1 ? "compiles" : "compile") `\(appDelegateName)`"
                changes.append(
                    Change(
                        kind: .addToProject, rule: nil, file: project, range: PlanRange(line: 1, column: 1),
                        page: MigrationPages.sceneDelegate,
                        summary: "Add \(names) to the project beside `\(appDelegateName)` (its group) \(phases).",
                        destination: nil))
            case .synchronized:
                synchronized = true
            case .notListed:
                continue
            case .notEdited(let why):
                changes.append(
                    manualProjectStep(
                        project,
                        reason: "\(why); add \(names) to the targets that compile `\(appDelegateName)` in Xcode",
                        names: names))
            }
        }
        if changes.isEmpty, !synchronized {
            changes.append(
                manualProjectStep(
                    projects.sorted()[0],
                    reason:
                        "no project.pbxproj of the folder lists \(appDelegateFile) (\(projects.count == 1 ? "it has one" : "it has \(projects.count)")); add \(names) to the target that compiles the app delegate, or the app will not find the scene delegate's class",
                    names: names))
        }
        return (edits, changes)
    }

    private func manualProjectStep(_ project: String, reason: String, names: String) -> Change {
        Change(
            kind: .manual, rule: nil, file: project, range: PlanRange(line: 1, column: 1),
            page: MigrationPages.sceneDelegate, summary: "Add \(names) to the app's target.", reason: reason)
    }
}
