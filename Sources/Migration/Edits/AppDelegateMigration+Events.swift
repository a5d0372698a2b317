import Audit
import SwiftSyntax

/// The event callbacks (open a URL, continue a user activity, perform a quick action), the Handoff
/// and CloudKit-share callbacks and the launch-options reads. An event callback whose body uses
/// only its payload (and the app, as `UIApplication.shared`) and answers UIKit with a final
/// `return true` at most moves to its scene-delegate counterpart, and `willConnectTo` hands a cold
/// launch's payload to it; any other stays a manual step whose reason says what in it has no
/// counterpart in the scene. The Handoff and CloudKit-share callbacks and the launch-options reads
/// are manual steps.
extension AppDelegateMigration {
    func planEvents(into move: inout AppDelegateMove) {
        // The event callbacks first: a launch-options read's step says whether its event moved.
        var manual: [AuditFinding: String] = [:]
        for finding in findings where finding.rule != .launchOptionsKey {
            let reason: String?
            switch finding.rule {
            case .appDelegateUICallback:
                if let event = EventCallback.forCallback(finding.symbol) {
                    reason = eventReason(finding, event: event, into: &move)
                } else {
                    reason = unconfirmedReason(finding)
                }
            case .deprecatedSceneAPI:
                reason = unconfirmedReason(finding)
            default:
                reason = nil
            }
            if let reason { manual[finding] = reason }
        }
        for finding in findings where finding.rule == .launchOptionsKey {
            if let reason = launchOptionsReason(finding, changes: move.changes) { manual[finding] = reason }
        }
        // In the audit's order.
        for finding in findings { if let reason = manual[finding] { move.manual.append((finding, reason)) } }
    }

    /// Moves or forwards an event callback (nil), or says why it stays: what in its body has no
    /// counterpart.
    private func eventReason(_ finding: AuditFinding, event: EventCallback, into move: inout AppDelegateMove)
        -> String?
    {
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
        if let called = callers.describe(event.callbackName) {
            return Self.calledReason(called, counterpart: event.replacementName)
        }
        let coldLaunch =
            "a cold launch delivers the \(event.payload) in `connectionOptions.\(event.coldLaunch)` of scene(_:willConnectTo:options:) instead, so hand it to the same code there"
        let parameters = function.signature.parameterClause.parameters.map {
            CodeReferences.text($0.secondName ?? $0.firstName)
        }
        guard parameters.count == 3, function.signature.effectSpecifiers == nil else {
            return
                "the callback is not declared with the three parameters of `\(event.callbackName)` (or is `async`); move it by hand to \(target); \(coldLaunch)"
        }
        let references = CodeReferences(body)
        let free = references.freeNames
        if !references.supers.isEmpty {
            return
                "the callback calls `super`; move it by hand to \(target), keeping or removing that call; \(coldLaunch)"
        }
        if let untranslated = event.untranslated, free.contains(parameters[2]) {
            return
                "the body reads `\(parameters[2])` (\(untranslated)), which \(target) does not receive\(event.untranslatedHint); rework that part by hand when you move the body there; \(coldLaunch)"
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
        let finalReturn = event.returnsBool ? returns.first : nil
        if Syntax(function).ancestorOrSelf(mapping: { $0.as(IfConfigClauseSyntax.self) }) != nil {
            return "the callback is inside an `#if`; move it by hand to \(target); \(coldLaunch)"
        }
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            return "the callback overrides a superclass's; move it by hand to \(target); \(coldLaunch)"
        }
        guard let ownSpan = text.lineSpan(of: function) else {
            return "the callback shares a line with other code; put it on lines of its own first"
        }
        if let finalReturn, finalReturn.leadingTrivia.contains(where: { $0.isComment }) {
            return
                "a comment sits on the final `return true`; move the body by hand to \(target) without it; \(coldLaunch)"
        }
        let site = EventSite(
            finding: finding, event: event, function: function, body: body, text: text, parameters: parameters,
            references: references, finalReturn: finalReturn, ownSpan: ownSpan, coldLaunch: coldLaunch)
        let usedMembers = free.intersection(members).subtracting(parameters)
            .union(references.selfMembers.map(\.name))
        if usedMembers.contains("window") {
            return
                "the body uses the app delegate's `window`, which is nil once the app uses scenes (the scene delegate's `window` is the scene's): move the body by hand to \(target) and reach the window there; \(coldLaunch)"
        }
        if let member = usedMembers.sorted().first {
            return forwardEvent(site, uses: "the app delegate's `\(member)`", into: &move)
        }
        if !references.selfOrSuper.isEmpty {
            return forwardEvent(site, uses: "`self`", into: &move)
        }
        return moveEvent(site, into: &move)
    }

    /// Moves a body that uses only its payload (and the app) to the counterpart, spelled as
    /// Content/interfaces/UIKit.swift declares it, and hands a cold launch's payload to it; nil when
    /// it moved, else why not.
    private func moveEvent(_ site: EventSite, into move: inout AppDelegateMove) -> String? {
        let (event, function, parameters) = (site.event, site.function, site.parameters)
        // The names the scene method and its cold-launch call introduce.
        let introduced: Set<String> = ["scene", "windowScene", "URLContexts", "context", "connectionOptions"]
        let clash = introduced.intersection(site.references.declared.union(site.references.freeNames))
        if let name = clash.sorted().first {
            return
                "the body uses the name `\(name)`, which the scene-delegate method declares; move it by hand to `\(event.replacementName)`; \(site.coldLaunch)"
        }
        var edits = site.references.sharedApplicationEdits(replacing: parameters[0])
        // The final `return true` (and the line break before it) goes: the scene method returns nothing.
        if let finalReturn = site.finalReturn { edits.append(Self.removal(of: finalReturn)) }
        let unit = move.unit
        let payload = parameters[1]
        let (comments, movedBody) = movedLines(
            of: function, body: site.body, ownSpan: site.ownSpan, text: site.text, edits: edits, memberIndent: unit,
            unit: unit)
        let lines =
            event.coldLaunch == "urlContexts"
            ? [unit + unit + "for context in URLContexts {", unit + unit + unit + "let \(payload) = context.url"]
                + movedBody.map { $0.isEmpty ? $0 : unit + $0 } + [unit + unit + "}"]
            : movedBody
        let handler = parameters[2] == "completionHandler" ? nil : parameters[2]
        addSceneMethod(
            event, payload: payload, handler: handler, comments: comments, body: lines, into: &move)
        move.removals[site.finding.file, default: []].append(site.ownSpan)
        resolve(
            site, kind: .moveCallback,
            summary:
                "Move the body of `\(event.callbackName)` to `\(event.replacementName)` in the scene delegate; scene(_:willConnectTo:options:) hands it the \(event.payload) of a cold launch (`connectionOptions.\(event.coldLaunch)`).",
            into: &move)
        return nil
    }

    /// The scene-delegate method of `event` (declared as Content/interfaces/UIKit.swift declares
    /// it, the payload named `payload`, the quick action's handler `handler` or `completionHandler`)
    /// with `body`, and the lines of `willConnectTo` that hand a cold launch's payload to it.
    func addSceneMethod(
        _ event: EventCallback, payload: String, handler: String?, comments: [String], body: [String],
        into move: inout AppDelegateMove
    ) {
        let unit = move.unit
        let declaration: String
        switch event.coldLaunch {
        case "urlContexts":
            declaration = "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {"
            move.coldLaunch += [unit + unit + "self.scene(scene, openURLContexts: connectionOptions.urlContexts)"]
        case "userActivities":
            declaration = "func scene(_ scene: UIScene, continue \(payload): NSUserActivity) {"
            move.coldLaunch += [
                unit + unit + "for userActivity in connectionOptions.userActivities {",
                unit + unit + unit + "self.scene(scene, continue: userActivity)", unit + unit + "}",
            ]
        default:
            let handlerLabel = handler.map { "completionHandler \($0)" } ?? "completionHandler"
            declaration =
                "func windowScene(_ windowScene: UIWindowScene, performActionFor \(payload): UIApplicationShortcutItem, \(handlerLabel): @escaping (Bool) -> Void) {"
            move.usesWindowScene = true
            move.coldLaunch += [
                unit + unit + "if let shortcutItem = connectionOptions.shortcutItem {",
                unit + unit + unit + "self.windowScene(windowScene, performActionFor: shortcutItem) { _ in }",
                unit + unit + "}",
            ]
        }
        move.events.append(
            MovedEvent(method: event.replacementName, comments: comments, declaration: declaration, body: body))
    }

    /// Records the change that resolves the site's finding.
    func resolve(_ site: EventSite, kind: Change.Kind, summary: String, into move: inout AppDelegateMove) {
        move.resolve(
            site.finding, kind: kind, range: site.text.range(of: site.function),
            page: site.finding.page ?? site.event.callback, summary: summary)
    }

    /// Removes a `return` with the line break and indentation before it.
    static func removal(of statement: ReturnStmtSyntax) -> SourceEdit {
        SourceEdit(range: statement.position..<statement.endPositionBeforeTrailingTrivia, replacement: "")
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
    private func launchOptionsReason(_ finding: AuditFinding, changes: [Change]) -> String? {
        let prefix = "UIScene.ConnectionOptions/"
        guard let replacement = finding.replacement, replacement.hasPrefix(prefix) else { return nil }
        let member = String(replacement.dropFirst(prefix.count))
        var text =
            "a scene-based app gets nil launch options: read `connectionOptions.\(member)` in scene(_:willConnectTo:options:) instead"
        let key = String(finding.symbol.split(separator: ".").last ?? "")
        if let event = EventCallback.forLaunchKey(key),
            let handler = findings.first(where: { $0.symbol == event.callback && $0.file == finding.file })
        {
            let change = changes.first { $0.symbol == handler.symbol && $0.file == handler.file }
            if let change, change.kind == .moveCallback || change.kind == .forwardCallback {
                let reaches =
                    change.kind == .moveCallback
                    ? "where the body of `\(event.callbackName)` (line \(handler.line)) moved"
                    : "which calls the body of `\(event.callbackName)` (line \(handler.line)), kept in the app delegate as `\(event.forwardedName)`"
                return
                    "a scene-based app gets nil launch options, and the patch's scene(_:willConnectTo:options:) hands `connectionOptions.\(member)` to `\(event.replacementName)`, \(reaches): check this read does nothing else, then remove it"
            }
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
