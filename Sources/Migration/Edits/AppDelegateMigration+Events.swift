import Audit
import SwiftSyntax

/// The event callbacks (open a URL, continue a user activity, perform a quick action), the Handoff
/// and CloudKit-share callbacks and the launch-options reads. The patch writes no scene-delegate
/// event method: each finding stays a manual step whose reason says what to do, and, for an event
/// callback, whether its body can move as it is or what in it has no counterpart in the scene.
extension AppDelegateMigration {
    func planEvents(into move: inout AppDelegateMove) {
        for finding in findings {
            let reason: String?
            switch finding.rule {
            case .appDelegateUICallback:
                if let event = EventCallback.forCallback(finding.symbol) {
                    reason = eventReason(finding, event: event)
                } else {
                    reason = unconfirmedReason(finding)
                }
            case .deprecatedSceneAPI:
                reason = unconfirmedReason(finding)
            case .launchOptionsKey:
                reason = launchOptionsReason(finding)
            default:
                reason = nil
            }
            if let reason { move.manual.append((finding, reason)) }
        }
    }

    /// Why an event callback stays: what in its body has no counterpart, or how to move it.
    private func eventReason(_ finding: AuditFinding, event: EventCallback) -> String {
        let target = "`\(event.replacementName)`"
        guard finding.replacement == event.replacement else {
            return
                "the reference names no scene-delegate counterpart the patch knows for this callback; move it by hand"
        }
        guard let text = files[finding.file], let token = text.token(line: finding.line, column: finding.column),
            let function = token.ancestor(FunctionDeclSyntax.self),
            function.funcKeyword.positionAfterSkippingLeadingTrivia == token.positionAfterSkippingLeadingTrivia,
            let body = function.body
        else {
            return "the callback's declaration was not found where the audit reported it; move it by hand to \(target)"
        }
        let coldLaunch =
            "a cold launch delivers the \(event.payload) in `connectionOptions.\(event.coldLaunch)` of scene(_:willConnectTo:options:) instead, so hand it to the same code there"
        let parameters = function.signature.parameterClause.parameters.map {
            CodeReferences.text($0.secondName ?? $0.firstName)
        }
        let references = CodeReferences(body)
        let free = references.freeNames
        if !references.supers.isEmpty {
            return
                "the callback calls `super`; move it by hand to \(target), keeping or removing that call; \(coldLaunch)"
        }
        if let untranslated = event.untranslated, parameters.count > 2, free.contains(parameters[2]) {
            return
                "the body reads `\(parameters[2])` (\(untranslated)), which \(target) does not receive; rework that part by hand when you move the body there; \(coldLaunch)"
        }
        let usedMembers = free.intersection(members).subtracting(parameters)
            .union(references.selfMembers.map(\.name))
        if let member = usedMembers.sorted().first {
            return
                "the body uses the app delegate's `\(member)`: keep it in an app-delegate method that both delegates call, and call that method from \(target) in the scene delegate; \(coldLaunch)"
        }
        if !references.selfOrSuper.isEmpty {
            return
                "the body uses `self` (the app delegate): keep it in an app-delegate method that both delegates call, and call that method from \(target) in the scene delegate; \(coldLaunch)"
        }
        let returns = ReturnCollector(body).returns
        if event.returnsBool {
            let last = body.statements.last?.item.as(ReturnStmtSyntax.self)
            let onlyFinalTrue =
                returns.count == 1 && last != nil && returns[0].id == last!.id
                && last!.expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            if !onlyFinalTrue {
                let answer = returns.first { $0.expression?.trimmedDescription != "true" }
                let spelled = answer.map { "`\($0.trimmedDescription)`" } ?? "a `return true` before its end"
                return
                    "the body answers UIKit with \(spelled) (whether it handled the \(event.payload)), and \(target) has no such result; decide by hand what the scene delegate does instead, then move the body there; \(coldLaunch)"
            }
        }
        let application = parameters.first.flatMap { free.contains($0) ? $0 : nil }
        let payload = event.returnsBool ? "the \(event.payload)" : "the \(event.payload) and its completion handler"
        return "the patch writes no event method yet, but this body uses only \(payload)"
            + (application.map { " and `\($0)` (`UIApplication.shared` in the scene delegate)" } ?? "")
            + (event.returnsBool
                ? ", so it can move as it is without its `return true`: put it in \(target)"
                : ", so it can move as it is: put it in \(target), where the completion handler keeps its meaning")
            + "; \(coldLaunch)"
    }

    /// A CloudKit-share or Handoff callback: the counterpart the reference names, nothing moved.
    private func unconfirmedReason(_ finding: AuditFinding) -> String? {
        guard let coldLaunch = UnconfirmedEventCallback.coldLaunch[finding.symbol],
            let replacement = finding.replacement
        else { return nil }
        var text =
            "the patch does not move this callback: implement `\(EventCallback.method(replacement))` in the scene delegate and move the body there by hand"
        if !coldLaunch.isEmpty {
            text += "; when it launches the app, \(coldLaunch) of scene(_:willConnectTo:options:)"
        }
        return text
    }

    /// A launch-options read: where the value arrives once the app uses scenes.
    private func launchOptionsReason(_ finding: AuditFinding) -> String? {
        let prefix = "UIScene.ConnectionOptions/"
        guard let replacement = finding.replacement, replacement.hasPrefix(prefix) else { return nil }
        let member = String(replacement.dropFirst(prefix.count))
        var text =
            "a scene-based app gets nil launch options: read `connectionOptions.\(member)` in scene(_:willConnectTo:options:) instead"
        let key = String(finding.symbol.split(separator: ".").last ?? "")
        if let event = EventCallback.forLaunchKey(key),
            let handler = findings.first(where: { $0.symbol == event.callback && $0.file == finding.file })
        {
            text += " and hand it to the code `\(event.callbackName)` runs (line \(handler.line))"
        }
        return text + "; the patch does not move launch-option reads"
    }
}

/// The `return` statements of a body, not those of the closures and functions inside it.
private final class ReturnCollector: SyntaxVisitor {
    private(set) var returns: [ReturnStmtSyntax] = []

    init(_ node: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(node)
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        returns.append(node)
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
