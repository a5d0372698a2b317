import Audit
import SwiftSyntax

/// An event callback as the app delegate declares it, read once to move or forward it.
struct EventSite {
    var finding: AuditFinding
    var event: EventCallback
    var function: FunctionDeclSyntax
    var body: CodeBlockSyntax
    var text: SwiftText
    /// The parameters' names, as the body reads them.
    var parameters: [String]
    var references: CodeReferences
    /// The final `return true` of a callback that returns a Bool.
    var finalReturn: ReturnStmtSyntax?
    /// The callback's lines with the comment lines above it.
    var ownSpan: Range<Int>
    /// The end of a manual step's reason: where a cold launch's payload arrives.
    var coldLaunch: String
}

/// An event callback whose body uses the app delegate stays in it under the counterpart's base
/// name (`scene(_ app: UIApplication, open url: URL)`, with a comment that says who calls it),
/// without the parameter the counterpart has no place for and without its final `return true`;
/// the scene delegate's counterpart calls it through `UIApplication.shared.delegate`, once per
/// URL for open URL.
extension AppDelegateMigration {
    func forwardEvent(_ site: EventSite, uses: String, into move: inout AppDelegateMove) -> String? {
        let (event, function, text) = (site.event, site.function, site.text)
        let target = "`\(event.replacementName)`"
        guard !members.contains(event.forwardedBase) else {
            return
                "the body uses \(uses), and the app delegate already has a `\(event.forwardedBase)` to forward to: keep the body in an app-delegate method of another name, and call that method from \(target) in the scene delegate; \(site.coldLaunch)"
        }
        let declared = Array(function.signature.parameterClause.parameters)
        let kept = event.untranslated == nil ? declared : Array(declared.prefix(2))
        let functionIndent = text.indentation(at: function.positionAfterSkippingLeadingTrivia.utf8Offset)
        let lineStart = text.lineStart(function.positionAfterSkippingLeadingTrivia.utf8Offset)
        let once = event.coldLaunch == "urlContexts" ? ", once per URL" : ""
        var edits = [
            SourceEdit(
                range: AbsolutePosition(utf8Offset: lineStart)..<AbsolutePosition(utf8Offset: lineStart),
                replacement:
                    "\(functionIndent)/// Called by `\(SceneDelegateSource.className).\(event.replacementName)`\(once).\n"
            )
        ]
        let name = function.name.positionAfterSkippingLeadingTrivia..<function.name.endPositionBeforeTrailingTrivia
        if kept.count == declared.count && function.signature.returnClause == nil {
            edits.append(SourceEdit(range: name, replacement: event.forwardedBase))
        } else {
            // The declaration is written again from the name to the body's `{`, without the third
            // parameter and the result: the comments in it would be lost.
            let signature =
                function.name.trailingTrivia.pieces
                + function.signature.tokens(viewMode: .sourceAccurate)
                .flatMap { $0.leadingTrivia.pieces + $0.trailingTrivia.pieces }
                + site.body.leftBrace.leadingTrivia.pieces
            if signature.contains(where: \.isComment) {
                return
                    "a comment sits in the callback's declaration, which the patch writes again without `\(site.parameters[2])`; move the comment out of it, or forward the callback by hand to \(target); \(site.coldLaunch)"
            }
            let parameters = kept.map { $0.with(\.trailingComma, nil).trimmedDescription }.joined(separator: ", ")
            edits.append(
                SourceEdit(
                    range: name.lowerBound..<site.body.leftBrace.positionAfterSkippingLeadingTrivia,
                    replacement: "\(event.forwardedBase)(\(parameters)) "))
        }
        if let finalReturn = site.finalReturn { edits.append(Self.removal(of: finalReturn)) }
        move.replacements[site.finding.file, default: []] += edits

        // The scene delegate's counterpart calls it with the app and the payload.
        let unit = move.unit
        let labels = kept.dropFirst().map { CodeReferences.text($0.firstName) }
        let delegate = "(UIApplication.shared.delegate as? \(move.className))?.\(event.forwardedBase)"
        let body: [String]
        switch event.coldLaunch {
        case "urlContexts":
            body = [
                unit + unit + "for context in URLContexts {",
                unit + unit + unit + "\(delegate)(UIApplication.shared, \(labels[0]): context.url)",
                unit + unit + "}",
            ]
        case "userActivities":
            body = [unit + unit + "\(delegate)(UIApplication.shared, \(labels[0]): userActivity)"]
        default:
            body = [
                unit + unit
                    + "\(delegate)(UIApplication.shared, \(labels[0]): shortcutItem, \(labels[1]): completionHandler)"
            ]
        }
        let payload = event.coldLaunch == "userActivities" ? "userActivity" : "shortcutItem"
        addSceneMethod(event, payload: payload, handler: nil, comments: [], body: body, into: &move)
        let without =
            event.untranslated == nil ? "" : ", without `\(site.parameters[2])` and its `Bool` result,"
        resolve(
            site, kind: .forwardCallback,
            summary:
                "Rename `\(event.callbackName)` to `\(event.forwardedName)` in `\(move.className)` (its body uses \(uses))\(without) and call it from `\(event.replacementName)` in the scene delegate\(once); scene(_:willConnectTo:options:) hands it the \(event.payload) of a cold launch (`connectionOptions.\(event.coldLaunch)`).",
            into: &move)
        return nil
    }
}
