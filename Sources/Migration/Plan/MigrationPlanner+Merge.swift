import Audit
import Foundation
import SwiftParser
import SwiftSyntax

/// An app already on scenes whose app delegate still implements state callbacks: each moves into
/// the scene delegate the app has (the class `UISceneDelegateClassName` names, one Swift class
/// that adopts `UIWindowSceneDelegate`) when that class does not implement the counterpart yet.
/// Everything else stays a manual step, as it does when the scene delegate cannot be found.
extension MigrationPlanner {
    /// The existing scene delegate: its file, class and indentation.
    struct ExistingSceneDelegate {
        var file: String
        var text: SwiftText
        var decl: ClassDeclSyntax
        var name: String
        /// One level of indentation inside the class.
        var unit: String
        /// The class's own indentation.
        var indent: String
    }

    func planMerge(report: AuditReport, allManual: ((AuditFinding) -> String) -> MigrationPlan) -> MigrationPlan {
        let findings = report.findings
        let onScenes = "the app already uses scenes (\(report.sceneDeclarations.joined(separator: ", ")))"
        func defaultReason(_ finding: AuditFinding) -> String {
            "\(onScenes); move this code into its scene delegate by hand: the patch moves only the four state callbacks into an existing scene delegate"
        }
        let callbackFindings = findings.filter {
            $0.rule == .appDelegateUICallback && $0.file.hasSuffix(".swift")
                && SceneCallback.forCallback($0.symbol) != nil
        }
        guard !callbackFindings.isEmpty else { return allManual(defaultReason) }
        guard let scene = existingSceneDelegate(report) else {
            return allManual { finding in
                callbackFindings.contains(finding)
                    ? "\(onScenes), but no single Swift class adopting UIWindowSceneDelegate (the one UISceneDelegateClassName names) was found to move this callback into; move it by hand"
                    : defaultReason(finding)
            }
        }
        var files: [String: SwiftText] = [:]
        for finding in callbackFindings where files[finding.file] == nil {
            guard case .text(let text) = Auditor.readText(relativePath: finding.file, root: root) else { continue }
            files[finding.file] = SwiftText(file: finding.file, text: text)
        }
        let appClass = Self.className(files: files, findings: callbackFindings)
        guard !appClass.isEmpty, appClass != scene.name, files[scene.file] == nil else {
            return allManual { finding in
                callbackFindings.contains(finding)
                    ? "\(onScenes), and the callback is not in an app delegate class of its own beside the scene delegate \(scene.name) (\(scene.file)); move it by hand"
                    : defaultReason(finding)
            }
        }
        let names = TreeNames.read(className: appClass, root: root, auditor: auditor)
        let sceneMembers = TreeNames.read(className: scene.name, root: root, auditor: auditor).members
        let migration = AppDelegateMigration(
            files: files, findings: findings, members: names.members, callers: names.callers, storyboard: nil,
            destinationMembers: sceneMembers, destinationClass: scene.name)
        var move = AppDelegateMove(
            homeFile: callbackFindings[0].file, className: appClass, unit: scene.unit, imports: [], windowSetUp: [],
            usesWindowScene: false, callbacks: [], removals: [:], changes: [], manual: [], resolved: [])
        // A counterpart the scene delegate declares with an empty body (Xcode's template has all
        // four, holding comments only) gets the moved body before its closing brace.
        var fills: [SourceEdit] = []
        for finding in callbackFindings {
            let target = SceneCallback.forCallback(finding.symbol)!
            var empty: FunctionDeclSyntax?
            if sceneMembers.contains(target.method) {
                empty = Self.emptyMethod(target.method, in: scene.decl)
                guard empty != nil else {
                    move.manual.append(
                        (
                            finding,
                            "\(onScenes), and its scene delegate \(scene.name) (\(scene.file)) implements `\(target.displayName)` already; merge this body into that method by hand"
                        ))
                    continue
                }
            }
            let before = move
            migration.moveCallback(finding, into: &move)
            guard let function = empty, move.callbacks.count > before.callbacks.count, let moved = move.callbacks.last
            else { continue }
            move.callbacks.removeLast()
            if let fill = Self.fill(function, with: moved, scene: scene) {
                fills.append(fill)
            } else {
                move = before
                move.manual.append(
                    (
                        finding,
                        "\(onScenes), and its scene delegate \(scene.name) (\(scene.file)) declares an empty `\(target.displayName)` the patch cannot fill (its braces share a line with other code, or the callback is in an `#if`); move the body into it by hand"
                    ))
            }
        }
        let reasons = Dictionary(move.manual.map { ($0.finding, $0.reason) }, uniquingKeysWith: { a, _ in a })
        func reason(_ finding: AuditFinding) -> String {
            reasons[finding].map { $0.hasPrefix(onScenes) ? $0 : "\(onScenes); \($0)" } ?? defaultReason(finding)
        }
        guard !move.callbacks.isEmpty || !fills.isEmpty else { return allManual(reason) }

        var sceneEdits = fills
        if !move.callbacks.isEmpty {
            // The moved methods go before the class's closing brace, after its last member.
            let brace = scene.decl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            let braceLine = scene.text.lineStart(brace)
            guard scene.text.string(braceLine..<brace).allSatisfy({ $0 == " " || $0 == "\t" }),
                scene.decl.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset < braceLine
            else {
                return allManual { finding in
                    callbackFindings.contains(finding)
                        ? "\(onScenes); the closing brace of \(scene.name) (\(scene.file)) shares a line with other code, so the patch cannot add methods before it; put it on a line of its own first"
                        : defaultReason(finding)
                }
            }
            var insertAt = braceLine
            if insertAt > 0 {
                let previous = scene.text.lineStart(insertAt - 1)
                if scene.text.isBlankLine(startingAt: previous) { insertAt = previous }
            }
            let inserted =
                SceneDelegateSource.callbackLines(move.callbacks, unit: scene.unit)
                .map { $0.isEmpty ? "" : scene.indent + $0 }.joined(separator: "\n") + "\n"
            let position = AbsolutePosition(utf8Offset: insertAt)
            sceneEdits.append(SourceEdit(range: position..<position, replacement: inserted))
        }
        let sceneText = scene.text.render(0..<scene.text.bytes.count, edits: sceneEdits)

        var edits: [FileEdit] = []
        for file in Set(move.removals.keys).union(move.replacements.keys).sorted() {
            let text = files[file]!
            let removals = LineRemoval.edits(removing: move.removals[file] ?? [], from: text)
            let updated = text.render(0..<text.bytes.count, edits: removals + (move.replacements[file] ?? []))
            edits.append(FileEdit(file: file, original: text.text, updated: updated))
        }
        if sceneText != scene.text.text {
            edits.append(FileEdit(file: scene.file, original: scene.text.text, updated: sceneText))
        }
        for edit in edits where Parser.parse(source: edit.updated).hasError {
            return allManual { _ in
                "the rewritten \(edit.file) would not parse, so the patch makes no change (please report this app's shape)"
            }
        }
        var changes = move.changes.map { change in
            var change = change
            change.destination = scene.file
            return change
        }
        for finding in findings where !move.resolved.contains(finding) {
            changes.append(manualStep(finding, reason: reason(finding)))
        }
        changes.sort(by: Self.precedes)
        return verified(
            report: report, changes: changes, edits: edits.sorted { $0.file < $1.file }, allManual: allManual)
    }

    /// The class's own method `name(_:)` (not in an `#if`), when its body holds no statement.
    static func emptyMethod(_ name: String, in decl: ClassDeclSyntax) -> FunctionDeclSyntax? {
        for member in decl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), CodeReferences.text(function.name) == name,
                function.signature.parameterClause.parameters.count == 1
            else { continue }
            return function.body?.statements.isEmpty == true ? function : nil
        }
        return nil
    }

    /// The edit that puts the moved callback's comments and body into the empty `function`, before
    /// its closing brace (the comments inside it stay first); nil when the callback had an `#if`
    /// or the braces share a line with anything but blanks.
    static func fill(_ function: FunctionDeclSyntax, with moved: MovedCallback, scene: ExistingSceneDelegate)
        -> SourceEdit?
    {
        guard moved.conditions.isEmpty, let body = function.body else { return nil }
        let text = scene.text
        let indent = text.indentation(at: function.positionAfterSkippingLeadingTrivia.utf8Offset)
        // The moved lines are indented for a member at `scene.unit` (its body one unit further).
        let member = scene.unit + moved.extraIndent
        let lines =
            moved.comments.map { reindented($0, from: member, to: indent + scene.unit) }
            + moved.body.map { reindented($0, from: member, to: indent) }
        // An empty body moves as nothing: the callback only goes from the app delegate.
        if lines.isEmpty { return SourceEdit(range: function.endPosition..<function.endPosition, replacement: "") }
        let block = lines.joined(separator: "\n") + "\n"
        let left = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let right = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let rightLine = text.lineStart(right)
        if left < rightLine, text.string(rightLine..<right).allSatisfy({ $0 == " " || $0 == "\t" }) {
            let position = AbsolutePosition(utf8Offset: rightLine)
            return SourceEdit(range: position..<position, replacement: block)
        }
        // `{}` on the declaration's line: the body between braces of their own.
        guard text.string(left..<right).allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return SourceEdit(
            range: AbsolutePosition(utf8Offset: left)..<AbsolutePosition(utf8Offset: right),
            replacement: "\n" + block + indent)
    }

    /// The scene delegate of an app on scenes: the one Swift class adopting `UIWindowSceneDelegate`
    /// in its declaration, of the name a declaring Info.plist's `UISceneDelegateClassName` gives
    /// (after the module's `.`), when one does; nil when there is not exactly one.
    func existingSceneDelegate(_ report: AuditReport) -> ExistingSceneDelegate? {
        var named: Set<String> = []
        for file in report.sceneDeclarations where file.hasSuffix(".plist") {
            guard case .data(let data) = Auditor.readBytes(relativePath: file, root: root),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
                let configurations = manifest["UISceneConfigurations"] as? [String: Any],
                let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
            else { continue }
            for role in roles {
                if let name = role["UISceneDelegateClassName"] as? String, let last = name.split(separator: ".").last {
                    named.insert(String(last))
                }
            }
        }
        var found: [ExistingSceneDelegate] = []
        for file in auditor.swiftFiles(root: root) {
            guard case .text(let text) = Auditor.readText(relativePath: file, root: root),
                text.contains("UIWindowSceneDelegate")
            else { continue }
            let swift = SwiftText(file: file, text: text)
            let collector = SceneDelegateClasses()
            collector.walk(swift.tree)
            for decl in collector.classes {
                let name = CodeReferences.text(decl.name)
                guard named.isEmpty || named.contains(name) else { continue }
                found.append(
                    ExistingSceneDelegate(
                        file: file, text: swift, decl: decl, name: name,
                        unit: AppDelegateMigration.indentationUnit(of: decl, in: swift),
                        indent: swift.indentation(at: decl.positionAfterSkippingLeadingTrivia.utf8Offset)))
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The classes that adopt `UIWindowSceneDelegate` in their own declaration.
    private final class SceneDelegateClasses: SyntaxVisitor {
        var classes: [ClassDeclSyntax] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let adopted = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if adopted.contains(where: { $0 == "UIWindowSceneDelegate" || $0 == "UIKit.UIWindowSceneDelegate" }) {
                classes.append(node)
            }
            return .visitChildren
        }
    }
}
