import Audit
import SwiftSyntax

/// The app delegate's `window` property: removed once nothing reads it.
extension AppDelegateMigration {
    func removeWindowProperty(
        _ windowFindings: [AuditFinding], home: SwiftText, classDecl: ClassDeclSyntax, into move: inout AppDelegateMove
    ) {
        for finding in windowFindings where finding.symbol == MigrationPages.windowProperty {
            func manual(_ reason: String) { move.manual.append((finding, reason)) }
            guard finding.file == move.homeFile, let token = home.token(line: finding.line, column: finding.column),
                let variable = token.ancestor(VariableDeclSyntax.self),
                variable.ancestor(ClassDeclSyntax.self)?.id == classDecl.id
            else {
                manual("this `window` is not the app delegate class's own property; remove it by hand")
                continue
            }
            guard variable.bindings.count == 1, variable.bindings.first?.accessorBlock == nil,
                let span = home.lineSpan(of: variable)
            else {
                manual("the `window` declaration also declares other things or computes its value; remove it by hand")
                continue
            }
            // Every other read of the app delegate's window keeps the property (and is a manual step).
            let removed = move.removals[move.homeFile] ?? []
            let remaining = CodeReferences(classDecl).names.filter { name, node in
                let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
                return name == "window" && !span.contains(offset) && !removed.contains { $0.contains(offset) }
            }.map(\.node.positionAfterSkippingLeadingTrivia.utf8Offset)
            let selfReads = CodeReferences(classDecl).selfMembers.filter { name, node in
                let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
                return name == "window" && !removed.contains { $0.contains(offset) }
            }.map(\.node.positionAfterSkippingLeadingTrivia.utf8Offset)
            if let offset = (remaining + selfReads).min() {
                let position = home.position(offset)
                manual(
                    "the app delegate still reads `window` at line \(position.line); once the app uses scenes it is nil: reach the scene's window there (the scene delegate's `window`, or `view.window`), then remove the property"
                )
                continue
            }
            if let lookup = findings.first(where: { $0.symbol == MigrationPages.delegateWindowLookup }) {
                manual(
                    "\(lookup.file):\(lookup.line) reads the app delegate's `window`; once the app uses scenes it is nil: reach the scene's window there, then remove the property"
                )
                continue
            }
            move.removals[move.homeFile, default: []].append(span)
            move.resolve(
                finding, kind: .removeWindowProperty, range: home.range(of: variable),
                page: finding.page ?? MigrationPages.windowProperty,
                summary: "Remove the app delegate's `window`: the scene delegate declares the window of each scene.")
        }
    }
}
