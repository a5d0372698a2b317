import Audit
import SwiftSyntax

extension MigrationPlanner {
    /// What the patch does with the tree's global window look-ups outside the files it changes
    /// otherwise (`WindowLookupRewrite`): the files' new text, one change per rewritten look-up,
    /// and the reason for each look-up it leaves.
    struct WindowLookups {
        var edits: [FileEdit] = []
        var changes: [Change] = []
        var resolved: Set<AuditFinding> = []
        var manual: [(finding: AuditFinding, reason: String)] = []
    }

    func windowLookups(_ findings: [AuditFinding], skipping edited: Set<String>) -> WindowLookups {
        var result = WindowLookups()
        let lookups = findings.filter {
            $0.rule == .globalWindowLookup && $0.file.hasSuffix(".swift") && !edited.contains($0.file)
                && WindowLookupRewrite.Lookup(rawValue: $0.symbol) != nil
        }
        guard !lookups.isEmpty else { return result }
        var texts: [String: SwiftText] = [:]
        for file in Set(lookups.map(\.file)).sorted() {
            guard case .text(let text) = Auditor.readText(relativePath: file, root: root) else { continue }
            texts[file] = SwiftText(file: file, text: text)
        }
        // The tree's files are read once, when a class chain leads out of the look-ups' files.
        var tree: [(file: String, text: String)]?
        let superclasses = WindowLookupRewrite.superclasses(of: texts.keys.sorted().compactMap { texts[$0] }) { name in
            if tree == nil {
                tree = auditor.swiftFiles(root: root).compactMap { file in
                    guard case .text(let text) = Auditor.readText(relativePath: file, root: root) else { return nil }
                    return (file, text)
                }
            }
            return tree!.filter { $0.text.contains("class \(name)") }.map { SwiftText(file: $0.file, text: $0.text) }
        }
        let rewriter = WindowLookupRewrite(superclasses: superclasses)
        var edits: [String: [SourceEdit]] = [:]
        for finding in lookups {
            guard let text = texts[finding.file] else { continue }
            switch rewriter.rewrite(finding, in: text) {
            case .success(let rewrite):
                edits[finding.file, default: []].append(rewrite.edit)
                result.resolved.insert(finding)
                let whose = rewrite.owner == .view ? "this view's window" : "the window of this view controller's view"
                result.changes.append(
                    Change(
                        kind: .rewriteWindowLookup, rule: finding.rule, symbol: finding.symbol, file: finding.file,
                        range: PlanRange(
                            start: text.position(rewrite.edit.range.lowerBound.utf8Offset),
                            end: text.position(rewrite.edit.range.upperBound.utf8Offset)),
                        page: finding.page ?? "audit-your-app#global-window-lookup",
                        summary: "Replace `\(rewrite.original)` with `\(rewrite.replacement)`, "
                            + (finding.symbol == WindowLookupRewrite.Lookup.windows.rawValue
                                ? "the windows of the scene that shows \(whose)." : "\(whose)."))
                )
            case .failure(let reason):
                result.manual.append((finding, reason.text))
            }
        }
        for (file, fileEdits) in edits.sorted(by: { $0.key < $1.key }) {
            let text = texts[file]!
            result.edits.append(
                FileEdit(file: file, original: text.text, updated: text.render(0..<text.bytes.count, edits: fileEdits)))
        }
        return result
    }
}
