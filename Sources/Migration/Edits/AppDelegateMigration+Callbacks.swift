import Audit
import SwiftSyntax

/// The four state callbacks: moved to the scene delegate, or forwarded to from it.
extension AppDelegateMigration {
    func moveCallback(_ finding: AuditFinding, into move: inout AppDelegateMove) {
        let target = SceneCallback.forCallback(finding.symbol)!
        func manual(_ reason: String) {
            move.manual.append((finding, reason))
        }
        guard finding.replacement == target.replacement else {
            manual(
                "the reference names no scene-delegate counterpart the patch knows for this callback; move it by hand")
            return
        }
        guard let text = files[finding.file], let token = text.token(line: finding.line, column: finding.column),
            let function = token.ancestor(FunctionDeclSyntax.self),
            function.funcKeyword.positionAfterSkippingLeadingTrivia == token.positionAfterSkippingLeadingTrivia,
            let body = function.body
        else {
            manual("the callback's declaration was not found where the audit reported it")
            return
        }
        if let called = callers.describe(target.callbackName) {
            manual(Self.calledReason(called, counterpart: target.displayName))
            return
        }
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            manual("the callback overrides a superclass's; move it by hand, keeping or removing the `super` call")
            return
        }
        // `#if` around it: kept around the moved method when each is the first clause (`#if X`).
        var conditions: [String] = []
        var outer = Syntax(function).parent
        var ifIndent: String?
        while let node = outer {
            if let clause = node.as(IfConfigClauseSyntax.self) {
                guard clause.poundKeyword.tokenKind == .poundIf, let condition = clause.condition else {
                    manual(
                        "the callback is in an `#else`/`#elseif` branch; move it by hand, keeping the branch's condition"
                    )
                    return
                }
                conditions.insert(condition.trimmedDescription, at: 0)
                if ifIndent == nil {
                    ifIndent = text.indentation(at: clause.positionAfterSkippingLeadingTrivia.utf8Offset)
                }
            }
            if node.is(MemberBlockSyntax.self) { break }
            outer = node.parent
        }
        guard let ownSpan = text.lineSpan(of: function) else {
            manual("the callback shares a line with other code; put it on lines of its own first")
            return
        }
        var span = ownSpan
        // An `#if` that holds only this callback goes with it.
        if let member = function.parent?.as(MemberBlockItemSyntax.self),
            let clause = member.parent?.parent?.as(IfConfigClauseSyntax.self),
            let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
            ifConfig.clauses.count == 1, member.parent?.as(MemberBlockItemListSyntax.self)?.count == 1,
            let whole = text.lineSpan(of: ifConfig)
        {
            span = whole
        }
        let references = CodeReferences(body)
        let parameter =
            function.signature.parameterClause.parameters.first
            .map { CodeReferences.text($0.secondName ?? $0.firstName) } ?? "_"
        let usedMembers = references.freeNames.intersection(members).subtracting(["window", parameter])
            .union(references.selfMembers.map(\.name).filter { $0 != "window" })
        if !references.supers.isEmpty {
            manual("the callback calls `super`; move it by hand, keeping or removing that call")
            return
        }
        if !usedMembers.isEmpty || !references.selfOrSuper.isEmpty {
            // The body needs the app delegate: it stays there, renamed, and the scene delegate calls it.
            forwardCallback(
                finding, function: function, text: text, target: target, conditions: conditions, ifIndent: ifIndent,
                uses: usedMembers.sorted().first.map { "the app delegate's `\($0)`" } ?? "`self`", into: &move)
            return
        }
        if let clash = references.freeNames.intersection(destinationMembers).subtracting(["window"]).sorted().first {
            manual(
                "the body names `\(clash)`, which the scene delegate declares too, so the moved code would mean something else there; move it by hand"
            )
            return
        }
        if references.declared.contains(parameter) || references.declared.contains("scene") {
            manual(
                "the callback declares a name the moved code would confuse (`\(parameter)` or `scene`); move it by hand"
            )
            return
        }
        let edits = references.sharedApplicationEdits(replacing: parameter)

        let functionIndent = text.indentation(at: function.positionAfterSkippingLeadingTrivia.utf8Offset)
        let extra =
            ifIndent.flatMap { functionIndent.hasPrefix($0) ? String(functionIndent.dropFirst($0.count)) : nil } ?? ""
        let (comments, lines) = movedLines(
            of: function, body: body, ownSpan: ownSpan, text: text, edits: edits, memberIndent: move.unit + extra,
            unit: move.unit)
        move.callbacks.append(
            MovedCallback(target: target, conditions: conditions, comments: comments, body: lines, extraIndent: extra))
        move.removals[finding.file, default: []].append(span)
        move.resolve(
            finding, kind: .moveCallback, range: text.range(of: function), page: finding.page ?? target.callback,
            summary: "Move the body of `\(target.callbackName)` to `\(target.displayName)` in the scene delegate.")
    }

    /// Why a callback the tree calls stays: moving or renaming it would break its callers.
    static func calledReason(_ called: String, counterpart: String) -> String {
        "other code calls this callback (\(called)), and those calls would no longer compile once the patch removes or renames it; move its body into a method both delegates call, make those callers and `\(counterpart)` in the scene delegate call it, by hand"
    }

    /// The `//` comment lines above `function` (from `ownSpan`'s start) and its body's lines with
    /// `edits` applied, re-indented for a member at `memberIndent` (and its body one `unit` in).
    func movedLines(
        of function: FunctionDeclSyntax, body: CodeBlockSyntax, ownSpan: Range<Int>, text: SwiftText,
        edits: [SourceEdit], memberIndent: String, unit: String
    ) -> (comments: [String], body: [String]) {
        let functionIndent = text.indentation(at: function.positionAfterSkippingLeadingTrivia.utf8Offset)
        let commentsEnd = function.positionAfterSkippingLeadingTrivia.utf8Offset
        let commentText = text.string(ownSpan.lowerBound..<text.lineStart(commentsEnd))
        let comments =
            commentText.isEmpty
            ? []
            : reindented(String(commentText.dropLast()), from: functionIndent, to: memberIndent)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        let inner =
            body.leftBrace.endPositionBeforeTrailingTrivia
            .utf8Offset..<body.rightBrace
            .positionAfterSkippingLeadingTrivia.utf8Offset
        var bodyText = text.render(inner, edits: edits)
        var lines: [String]
        if bodyText.contains("\n") {
            // `{ // note` keeps its comment as the body's first line.
            if let firstBreak = bodyText.firstIndex(of: "\n") {
                let head = bodyText[..<firstBreak].trimmingCharacters(in: [" ", "\t", "\r"])
                bodyText = String(bodyText[bodyText.index(after: firstBreak)...])
                if !head.isEmpty { bodyText = functionIndent + unit + head + "\n" + bodyText }
            }
            if let lastBreak = bodyText.lastIndex(of: "\n"),
                bodyText[bodyText.index(after: lastBreak)...].allSatisfy({ $0 == " " || $0 == "\t" })
            {
                bodyText = String(bodyText[..<lastBreak])
            } else if bodyText.allSatisfy({ $0 == " " || $0 == "\t" }) {
                bodyText = ""
            }
            lines =
                bodyText.isEmpty
                ? []
                : reindented(bodyText, from: functionIndent, to: memberIndent).split(
                    separator: "\n", omittingEmptySubsequences: false
                ).map(String.init)
        } else {
            let line = bodyText.trimmingWhitespace
            lines = line.isEmpty ? [] : [memberIndent + unit + line]
        }
        return (comments, lines)
    }

    /// A callback whose body uses the app delegate stays in it under the scene method's name
    /// (`sceneDidBecomeActive(_ application: UIApplication)`, with a comment that says who calls
    /// it), and the scene delegate's method calls it through `UIApplication.shared.delegate`: the
    /// body runs where it ran, at the moments the scene's state changes.
    func forwardCallback(
        _ finding: AuditFinding, function: FunctionDeclSyntax, text: SwiftText, target: SceneCallback,
        conditions: [String], ifIndent: String?, uses: String, into move: inout AppDelegateMove
    ) {
        guard !members.contains(target.method) else {
            move.manual.append(
                (
                    finding,
                    "the callback uses the app delegate (\(uses)), and the app delegate already has a `\(target.method)` to forward to; move it by hand"
                ))
            return
        }
        let functionIndent = text.indentation(at: function.positionAfterSkippingLeadingTrivia.utf8Offset)
        let lineStart = text.lineStart(function.positionAfterSkippingLeadingTrivia.utf8Offset)
        let comment =
            "\(functionIndent)/// Called by `\(destinationClass).\(target.displayName)`.\n"
        move.replacements[finding.file, default: []] += [
            SourceEdit(
                range: AbsolutePosition(utf8Offset: lineStart)..<AbsolutePosition(utf8Offset: lineStart),
                replacement: comment),
            SourceEdit(
                range: function.name.positionAfterSkippingLeadingTrivia..<function.name.endPositionBeforeTrailingTrivia,
                replacement: target.method),
        ]
        let extra =
            ifIndent.flatMap { functionIndent.hasPrefix($0) ? String(functionIndent.dropFirst($0.count)) : nil } ?? ""
        let call =
            "(UIApplication.shared.delegate as? \(move.className))?.\(target.method)(UIApplication.shared)"
        move.callbacks.append(
            MovedCallback(
                target: target, conditions: conditions, comments: [],
                body: [move.unit + extra + move.unit + call], extraIndent: extra))
        move.resolve(
            finding, kind: .forwardCallback, range: text.range(of: function), page: finding.page ?? target.callback,
            summary:
                "Rename `\(target.callbackName)` to `\(target.method)(_:)` in `\(move.className)` (its body uses \(uses)) and call it from `\(target.displayName)` in the scene delegate."
        )
    }
}
