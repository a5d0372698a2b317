import Audit
import SwiftSyntax

/// The four state callbacks of an Objective-C app delegate, moved to the scene delegate, and the
/// app delegate's `window` property.
extension ObjCAppDelegateMigration {
    func moveCallback(_ finding: AuditFinding, members: Set<String>, into move: inout ObjCAppDelegateMove) {
        let target = SceneCallback.forCallback(finding.symbol)!
        func manual(_ reason: String) { move.manual.append((finding, reason)) }
        guard finding.replacement == target.replacement, let selector = Self.sceneSelectors[target.method] else {
            manual(
                "the reference names no scene-delegate counterpart the patch knows for this callback; move it by hand")
            return
        }
        guard finding.file == move.homeFile, let text = files[finding.file],
            let start = text.tokenIndex(line: finding.line, column: finding.column),
            let method = ObjCLayout(text).containers.first(where: { $0.name == move.className && $0.isImplementation })?
                .methods.first(where: { $0.start == start })
        else {
            manual(
                "the callback is not in the app delegate's @implementation where the audit reported it; move it by hand"
            )
            return
        }
        let body = (method.open + 1)..<method.close
        if let use = Self.selfUse(text, body) {
            if text.isIdentifier(use, "super") {
                manual(
                    "the callback's body calls `super`, the app delegate's superclass, which the scene delegate does not have; move it by hand"
                )
            } else {
                forwardCallback(
                    finding, method: method, text: text, target: target, selector: selector, uses: "`self`",
                    into: &move)
            }
            return
        }
        let parameter = method.parameters.first ?? "application"
        let names = Self.valueNames(text, body)
        if let name = Set(names.map(\.name)).intersection(members).sorted().first {
            forwardCallback(
                finding, method: method, text: text, target: target, selector: selector, uses: "`\(name)`",
                into: &move)
            return
        }
        if names.contains(where: { Self.sceneNames.contains($0.name) }) {
            manual("the callback's body uses `scene`, the name of the scene method's parameter; move it by hand")
            return
        }
        // Conditional groups: the method at the depth of its class, its body's groups balanced, and
        // at most one group (`#if X` … `#endif`, no other branch) around the method alone.
        let firstLine = text.tokens[method.start].line
        let lastLine = text.tokens[method.close].line
        let classDepth = text.conditionalDepth(
            atLine: text.tokens[
                ObjCLayout(text).containers.first { $0.name == move.className && $0.isImplementation }!.start
            ].line)
        var balance = 0
        for directive in text.conditionals(onLines: firstLine...lastLine) {
            if ObjCText.opensGroup(directive) { balance += 1 }
            if directive.name == "endif" { balance -= 1 }
            if balance < 0 || (balance == 0 && !ObjCText.opensGroup(directive) && directive.name != "endif") {
                manual(
                    "an `#else`/`#elif` or `#endif` inside the callback belongs to a group outside it; move it by hand")
                return
            }
        }
        guard balance == 0 else {
            manual("an `#if` inside the callback closes outside it; move it by hand")
            return
        }
        var group: (opening: ObjCDirective, closing: ObjCDirective)?
        let depth = text.conditionalDepth(atLine: firstLine)
        if depth == classDepth + 1 {
            let before = text.directives.last { $0.line < firstLine }
            let after = text.directives.first { $0.line > lastLine }
            let tokensBetween = text.tokens.contains { token in
                (before.map { token.line > $0.line } ?? false) && token.line < firstLine
                    || (after.map { token.line < $0.line } ?? false) && token.line > lastLine
            }
            if let before, let after, ObjCText.opensGroup(before), after.name == "endif", !tokensBetween {
                group = (before, after)
            }
        }
        if depth != classDepth && group == nil {
            manual(
                "the callback is inside an `#if` group with other code or other branches; move it by hand, keeping the condition"
            )
            return
        }
        guard let ownSpan = text.lineSpan(first: method.start, last: method.close) else {
            manual("the callback shares a line with other code; put it on lines of its own first")
            return
        }
        var span = ownSpan
        var opening: [String] = []
        var closing: [String] = []
        if let group {
            let groupStart = text.offset(line: group.opening.line)
            span = text.commentStart(above: groupStart)..<text.lineEnd(text.offset(line: group.closing.line))
            opening = text.string(span.lowerBound..<groupStart).split(separator: "\n").map {
                String($0).trimmingTrailingWhitespace
            }
            opening.append(text.line(group.opening.line).trimmingTrailingWhitespace)
            closing = [text.line(group.closing.line).trimmingTrailingWhitespace]
        }
        var edits: [SourceEdit] = []
        for (name, index) in names where name == parameter {
            edits.append(
                SourceEdit(
                    range: AbsolutePosition(
                        utf8Offset: text.start(index))..<AbsolutePosition(utf8Offset: text.end(index)),
                    replacement: "[UIApplication \(ObjCSource.sharedApplicationAccessor)]"))
        }
        let methodIndent = text.indentation(at: text.start(method.start))
        let comments = text.string(ownSpan.lowerBound..<text.lineStart(text.start(method.start)))
        var lines = opening
        if !comments.isEmpty {
            lines += reindented(String(comments.dropLast()), from: methodIndent, to: "").split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
        }
        lines.append("- (void)\(selector.dropLast()):(UIScene *)scene {")
        var bodyText = text.render(text.end(method.open)..<text.start(method.close), edits: edits)
        if bodyText.contains("\n") {
            if let firstBreak = bodyText.firstIndex(of: "\n") {
                let head = bodyText[..<firstBreak].trimmingCharacters(in: [" ", "\t", "\r"])
                bodyText = String(bodyText[bodyText.index(after: firstBreak)...])
                if !head.isEmpty { bodyText = methodIndent + move.unit + head + "\n" + bodyText }
            }
            if let lastBreak = bodyText.lastIndex(of: "\n"),
                bodyText[bodyText.index(after: lastBreak)...].allSatisfy({ $0 == " " || $0 == "\t" })
            {
                bodyText = String(bodyText[..<lastBreak])
            } else if bodyText.allSatisfy({ $0 == " " || $0 == "\t" }) {
                bodyText = ""
            }
            if !bodyText.isEmpty {
                lines += reindented(bodyText, from: methodIndent, to: "").split(
                    separator: "\n", omittingEmptySubsequences: false
                ).map(String.init)
            }
        } else if !bodyText.trimmingWhitespace.isEmpty {
            lines.append(move.unit + bodyText.trimmingWhitespace)
        }
        lines.append("}")
        lines += closing
        move.callbacks.append((target, lines))
        move.removals[finding.file, default: []].append(span)
        let last = text.tokens[method.close]
        move.resolve(
            finding, kind: .moveCallback, end: PlanPosition(line: last.line, column: last.column + 1),
            page: finding.page ?? target.callback,
            summary: "Move the body of `\(method.selector)` to `\(selector)` in the scene delegate.")
    }

    /// `@property (…) UIWindow *window;` (and `@synthesize window…;`) removed once nothing else
    /// reads the app delegate's window.
    func removeWindowProperty(_ propertyFindings: [AuditFinding], into move: inout ObjCAppDelegateMove) {
        guard !propertyFindings.isEmpty else { return }
        // Every read of the window left in the app delegate's implementation keeps the property.
        let home = files[move.homeFile]!
        let removed = move.removals[move.homeFile] ?? []
        var remaining: Int?
        for container in ObjCLayout(home).containers
        where container.isImplementation && container.name == move.className {
            for method in container.methods {
                for index in method.open..<method.close where Self.windowReference(home, at: index) != nil {
                    let offset = home.start(index)
                    if !removed.contains(where: { $0.contains(offset) }) {
                        remaining = remaining ?? home.tokens[index].line
                    }
                }
            }
        }
        let lookup = findings.first { $0.symbol == MigrationPages.delegateWindowLookup }
        for finding in propertyFindings {
            func manual(_ reason: String) { move.manual.append((finding, reason)) }
            if let remaining {
                manual(
                    "the app delegate still reads `window` at \(move.homeFile):\(remaining); once the app uses scenes it is nil: reach the scene's window there (the scene delegate's `window`, or a view's `window`), then remove the property"
                )
                continue
            }
            if let lookup {
                manual(
                    "\(lookup.file):\(lookup.line) reads the app delegate's `window`; once the app uses scenes it is nil: reach the scene's window there, then remove the property"
                )
                continue
            }
            guard let text = files[finding.file],
                let index = text.tokenIndex(line: finding.line, column: finding.column),
                let statement = ObjCLayout(text).containers.lazy.flatMap({ $0.properties + $0.synthesizes }).first(
                    where: { $0.first == index }),
                statement.names.last == "window"
                    || (text.tokens[index].text == "@synthesize" && statement.names.first == "window"),
                !Self.hasTopLevelComma(text, statement.first...statement.last),
                let span = text.lineSpan(first: statement.first, last: statement.last)
            else {
                manual("the `window` declaration shares its statement or line with other code; remove it by hand")
                continue
            }
            move.removals[finding.file, default: []].append(span)
            let last = text.tokens[statement.last]
            move.resolve(
                finding, kind: .removeWindowProperty, end: PlanPosition(line: last.line, column: last.column + 1),
                page: finding.page ?? MigrationPages.windowProperty,
                summary: text.tokens[index].text == "@property"
                    ? "Remove the app delegate's `window` property: the scene delegate declares the window of each scene."
                    : "Remove the app delegate's `@synthesize` of `window` with the property.")
        }
    }
}

extension ObjCAppDelegateMigration {
    /// Whether the statement declares several names (`@property UIWindow *window, *other;`): a
    /// comma outside its parentheses.
    static func hasTopLevelComma(_ text: ObjCText, _ range: ClosedRange<Int>) -> Bool {
        var depth = 0
        for index in range {
            if text.isPunctuation(index, "(") { depth += 1 }
            if text.isPunctuation(index, ")") { depth -= 1 }
            if depth == 0, text.isPunctuation(index, ",") { return true }
        }
        return false
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var result = Substring(self)
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return String(result)
    }
}
