import Audit
import SwiftSyntax

/// The window set-up of an Objective-C launch method, moved to `scene:willConnectToSession:options:`.
extension ObjCAppDelegateMigration {
    /// A top-level statement of a method body: token indices of its first and last token.
    struct ObjCStatement {
        var first: Int
        var last: Int
        /// `Type *name = …;` declares `name`.
        var declared: String?
        var names: Set<String>
        var dependencies: Set<Int> = []
        var usesWindow = false
        /// Starts with a control-flow keyword or a block (`if`, `for`, `{`, `@try`, …).
        var isCompound: Bool
    }

    static let compoundStarts: Set<String> = [
        "if", "for", "while", "do", "switch", "{", "@try", "@synchronized", "@autoreleasepool", "return", "goto",
    ]

    /// The body's top-level statements: up to `;` outside brackets, or a control-flow statement's
    /// closing `}` when no `else`/`while`/`@catch`/`@finally` follows.
    static func statements(_ text: ObjCText, body: ClosedRange<Int>) -> [ObjCStatement] {
        var result: [ObjCStatement] = []
        var index = body.lowerBound
        while index <= body.upperBound {
            let first = index
            let compound = compoundStarts.contains(text.tokens[first].text)
            var depth = 0
            var last = first
            while index <= body.upperBound {
                let token = text.tokens[index]
                if token.is("(") || token.is("[") || token.is("{") { depth += 1 }
                if token.is(")") || token.is("]") || token.is("}") { depth -= 1 }
                last = index
                index += 1
                if depth == 0, token.is(";") { break }
                if depth == 0, token.is("}"), compound {
                    let next = index <= body.upperBound ? text.tokens[index].text : ""
                    if !["else", "while", "@catch", "@finally"].contains(next) { break }
                }
            }
            var declared: String?
            // `Type *name = …;`, `Type<Args> *name = …;`, `id name = …;`: names, `*` and generic
            // brackets before the first `=`.
            if !compound, let equals = (first...last).first(where: { text.isPunctuation($0, "=") }) {
                let head = text.tokens[first..<equals]
                let identifiers = head.filter { $0.kind == .identifier }
                if identifiers.count >= 2,
                    head.allSatisfy({ $0.kind == .identifier || $0.is("*") || $0.is("<") || $0.is(">") || $0.is(",") })
                {
                    declared = identifiers.last?.text
                }
            }
            let names = Set(valueNames(text, first..<(last + 1)).map(\.name))
            result.append(
                ObjCStatement(
                    first: first, last: last, declared: declared, names: names,
                    usesWindow: readsWindow(text, first..<(last + 1)), isCompound: compound))
        }
        return result
    }

    func moveWindowSetUp(
        home text: ObjCText, container: ObjCLayout.Container, members: Set<String>,
        into move: inout ObjCAppDelegateMove
    ) throws(MigrationBlocker) {
        let windowFindings = findings.filter {
            $0.rule == .appDelegateWindow && $0.symbol != MigrationPages.windowProperty && files[$0.file] != nil
        }
        let creations = windowFindings.filter { $0.symbol == MigrationPages.windowCreation }
        func blocker(_ finding: AuditFinding?, _ reason: String) -> MigrationBlocker {
            MigrationBlocker(
                file: finding?.file ?? move.homeFile,
                position: PlanPosition(line: finding?.line ?? 1, column: finding?.column ?? 1), reason: reason)
        }
        if creations.isEmpty && storyboard == nil {
            throw blocker(
                windowFindings.first ?? findings.first,
                "the app delegate creates no window in its launch method and the Info.plist names no main storyboard, so there is no window set-up to move to the scene delegate"
            )
        }
        guard creations.count <= 1 else {
            throw blocker(creations[1], "the app delegate creates more than one window; move them to scenes by hand")
        }
        guard let creation = creations.first else {
            // A storyboard app: UIKit creates the window; other window code stays manual.
            for finding in windowFindings {
                move.manual.append(
                    (finding, "a storyboard app's scene gets its window from UIKit; move this window code by hand"))
            }
            return
        }
        guard creation.file == move.homeFile,
            let creationIndex = text.tokenIndex(line: creation.line, column: creation.column),
            let method = container.methods.first(where: { $0.open < creationIndex && creationIndex < $0.close })
        else {
            throw blocker(
                creation,
                "the window is created outside the app delegate's methods; move that code to scene:willConnectToSession:options: by hand"
            )
        }
        // The method whose statements hold the window set-up: the launch method, or a method of
        // the class without parameters that the launch method calls once (`[self setUpWindow];`),
        // whose whole body then moves and which is removed with its call.
        var helperCall: ObjCStatement?
        if !Self.launchSelectors.contains(method.selector) {
            helperCall = try windowHelperCall(method, container: container, text: text, creation: creation)
        }
        let applicationName = helperCall == nil ? (method.parameters.first ?? "application") : ""
        let optionsName =
            helperCall == nil ? (method.parameters.count > 1 ? method.parameters[1] : "launchOptions") : ""
        guard method.open + 1 < method.close else { return }
        var items = Self.statements(text, body: (method.open + 1)...(method.close - 1))
        var locals: [String: Int] = [:]
        for index in items.indices {
            items[index].dependencies = Set(items[index].names.compactMap { locals[$0] })
            if let name = items[index].declared { locals[name] = index }
        }
        var moved = Set(
            items.indices.filter { index in
                helperCall != nil || items[index].usesWindow
                    || windowFindings.contains { finding in
                        finding.file == move.homeFile
                            && (text.tokens[items[index].first].line...text.tokens[items[index].last].line).contains(
                                finding.line)
                    }
            })
        var changed = true
        while changed {
            changed = false
            for index in items.indices where !moved.contains(index) {
                if !items[index].dependencies.isDisjoint(with: moved)
                    || moved.contains(where: { items[$0].dependencies.contains(index) })
                {
                    moved.insert(index)
                    changed = true
                }
            }
        }
        let movedItems = moved.sorted().map { items[$0] }
        let methodDepth = text.conditionalDepth(atLine: text.tokens[method.start].line)
        var edits: [SourceEdit] = []
        var creationArguments: Range<Int>?
        for item in movedItems {
            let firstToken = text.tokens[item.first]
            let at = PlanPosition(line: firstToken.line, column: firstToken.column)
            func stop(_ reason: String) -> MigrationBlocker {
                MigrationBlocker(file: move.homeFile, position: at, reason: reason)
            }
            let range = item.first..<(item.last + 1)
            if item.isCompound {
                throw stop(
                    "the window set-up is inside control flow (`\(firstToken.text)`), so the patch cannot tell which part to move; move it to scene:willConnectToSession:options: by hand"
                )
            }
            let lines = firstToken.line...text.tokens[item.last].line
            if text.conditionalDepth(atLine: firstToken.line) != methodDepth
                || !text.conditionals(onLines: lines).isEmpty
            {
                throw stop(
                    "the window set-up is inside an `#if`/`#ifdef` group, which the moved code would lose; move it by hand"
                )
            }
            if item.names.contains(optionsName) {
                throw stop(
                    "the window set-up reads the launch options (`\(optionsName)`); under scenes they arrive as connection options in scene:willConnectToSession:options:: move this code by hand"
                )
            }
            if let name = item.names.intersection(members).sorted().first {
                throw stop(
                    "the window set-up uses `\(name)`, which the app delegate's file declares and the scene delegate would not see; move this code by hand"
                )
            }
            if let use = Self.selfUse(text, range) {
                throw stop(
                    "the window set-up uses `\(text.tokens[use].text)` (the app delegate) beyond its window, which would mean the scene delegate once moved; move this code by hand"
                )
            }
            if let name = item.names.intersection(Self.sceneNames).sorted().first
                ?? item.declared.flatMap({ Self.sceneNames.contains($0) ? $0 : nil })
            {
                throw stop(
                    "the window set-up uses `\(name)`, a name the scene delegate's method gives its own parameter or scene; move this code by hand"
                )
            }
            guard text.lineSpan(first: item.first, last: item.last) != nil else {
                throw stop("the window set-up shares a line with other code; put it on lines of its own first")
            }
            if range.contains(creationIndex), text.isPunctuation(creationIndex - 1, "["),
                text.isIdentifier(creationIndex + 1, "new"), text.isPunctuation(creationIndex + 2, "]")
            {
                // `[UIWindow new]` (`alloc` then `init`) → `[[UIWindow alloc] initWithWindowScene:windowScene]`.
                edits.append(
                    SourceEdit(
                        range: AbsolutePosition(
                            utf8Offset: text.start(creationIndex - 1))..<AbsolutePosition(
                                utf8Offset: text.end(creationIndex + 2)),
                        replacement: "[[UIWindow alloc] initWithWindowScene:windowScene]"))
                move.usesWindowScene = true
            } else if range.contains(creationIndex) {
                // `[[UIWindow alloc] initWithFrame:…]` or `[[UIWindow alloc] init]` → `initWithWindowScene:windowScene`.
                guard text.isPunctuation(creationIndex - 1, "["), text.isPunctuation(creationIndex - 2, "["),
                    text.isIdentifier(creationIndex + 1, "alloc"), text.isPunctuation(creationIndex + 2, "]"),
                    let outerClose = text.matching(creationIndex - 2),
                    text.isIdentifier(creationIndex + 3, "initWithFrame") && text.isPunctuation(creationIndex + 4, ":")
                        || text.isIdentifier(creationIndex + 3, "init") && outerClose == creationIndex + 4
                else {
                    throw stop(
                        "the window is created with another initializer than `initWithFrame:`, `init` or `new`; the patch replaces only those with `initWithWindowScene:`"
                    )
                }
                let lower = text.start(creationIndex + 3)
                let upper = text.start(outerClose)
                edits.append(
                    SourceEdit(
                        range: AbsolutePosition(utf8Offset: lower)..<AbsolutePosition(utf8Offset: upper),
                        replacement: "initWithWindowScene:windowScene"))
                creationArguments = (creationIndex + 3)..<outerClose
                move.usesWindowScene = true
            }
            for index in range
            where text.isIdentifier(index, "UIScreen") && !(creationArguments?.contains(index) ?? false) {
                throw stop(
                    "the window set-up reads `UIScreen` besides the window's frame; use the window scene's screen there by hand"
                )
            }
            for (name, index) in Self.valueNames(text, range) where name == applicationName {
                edits.append(
                    SourceEdit(
                        range: AbsolutePosition(
                            utf8Offset: text.start(index))..<AbsolutePosition(utf8Offset: text.end(index)),
                        replacement: "[UIApplication \(ObjCSource.sharedApplicationAccessor)]"))
            }
        }
        if movedItems.isEmpty { return }

        let bodyIndent = move.unit
        var lines: [String] = []
        for (position, item) in movedItems.enumerated() {
            let span = text.lineSpan(first: item.first, last: item.last)!
            if position > 0, span.lowerBound > 0, text.isBlankLine(startingAt: text.lineStart(span.lowerBound - 1)) {
                lines.append("")
            }
            let indent = text.indentation(at: text.start(item.first))
            var rendered = text.render(span, edits: edits)
            if rendered.hasSuffix("\n") { rendered.removeLast() }
            lines += reindented(rendered, from: indent, to: bodyIndent).split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
            if helperCall == nil { move.removals[move.homeFile, default: []].append(span) }
        }
        if let helperCall {
            guard let function = text.lineSpan(first: method.start, last: method.close),
                let call = text.lineSpan(first: helperCall.first, last: helperCall.last)
            else {
                throw blocker(
                    creation,
                    "the window set-up method or its call shares a line with other code; put it on lines of its own first"
                )
            }
            move.removals[move.homeFile, default: []] += [function, call]
        }
        move.windowSetUp = lines

        for finding in findings where finding.file == move.homeFile {
            guard
                let item = movedItems.first(where: {
                    (text.tokens[$0.first].line...text.tokens[$0.last].line).contains(finding.line)
                })
            else { continue }
            let first = text.tokens[item.first]
            let last = text.tokens[item.last]
            let range = PlanRange(
                start: PlanPosition(line: first.line, column: first.column),
                end: PlanPosition(line: last.line, column: last.column + last.text.utf8.count))
            switch (finding.rule, finding.symbol) {
            case (.appDelegateWindow, _):
                move.changes.append(
                    Change(
                        kind: .moveWindowSetUp, rule: finding.rule, symbol: finding.symbol, file: finding.file,
                        range: range, page: finding.page ?? MigrationPages.willConnect,
                        summary: finding.symbol == MigrationPages.windowCreation
                            ? "Create the window in `scene:willConnectToSession:options:` with `initWithWindowScene:`; the root view controller code moves with it."
                            : "Send `\(finding.symbol.split(separator: "/").last ?? "")` to the scene's window in `scene:willConnectToSession:options:`."
                    ))
                move.resolved.insert(finding)
            case (.globalWindowLookup, MigrationPages.mainScreen):
                move.changes.append(
                    Change(
                        kind: .moveWindowSetUp, rule: finding.rule, symbol: finding.symbol, file: finding.file,
                        range: range, page: finding.page ?? MigrationPages.willConnect,
                        summary:
                            "`[UIScreen mainScreen]` in the window's frame goes: the window is created from the window scene."
                    ))
                move.resolved.insert(finding)
            default:
                continue
            }
        }
        for finding in windowFindings where !move.resolved.contains(finding) {
            move.manual.append(
                (finding, "this window code is not part of the launch method's window set-up; move it by hand"))
        }
    }

    /// The launch method's one call (`[self setUpWindow];`) of `method`, the method that creates
    /// the window, or the reason its set-up cannot move: `- (void)name` without parameters, named
    /// nowhere else in the app delegate's files (no header declares it, nothing else sends it),
    /// and the launch method's other statements leave the window alone.
    func windowHelperCall(
        _ method: ObjCLayout.Method, container: ObjCLayout.Container, text: ObjCText, creation: AuditFinding
    ) throws(MigrationBlocker) -> ObjCStatement {
        func stop(_ reason: String, at index: Int? = nil) -> MigrationBlocker {
            let token = index.map { text.tokens[$0] }
            return MigrationBlocker(
                file: creation.file,
                position: PlanPosition(line: token?.line ?? creation.line, column: token?.column ?? creation.column),
                reason: reason)
        }
        let name = method.selector
        guard text.isPunctuation(method.start + 1, "("), text.isIdentifier(method.start + 2, "void"),
            text.isPunctuation(method.start + 3, ")"), method.parameters.isEmpty, !name.contains(":"),
            text.tokens[method.start].is("-")
        else {
            throw stop(
                "the window is created in `\(name)`, which is not an instance method without parameters and result that the launch method calls; move that code to scene:willConnectToSession:options: by hand"
            )
        }
        guard let launch = container.methods.first(where: { Self.launchSelectors.contains($0.selector) }),
            launch.open + 1 < launch.close
        else {
            throw stop(
                "the window is created in `\(name)`, which the launch method does not call; move that code to scene:willConnectToSession:options: by hand"
            )
        }
        let statements = Self.statements(text, body: (launch.open + 1)...(launch.close - 1))
        let calls = statements.filter { statement in
            statement.last == statement.first + 4 && text.isPunctuation(statement.first, "[")
                && text.isIdentifier(statement.first + 1, "self") && text.isIdentifier(statement.first + 2, name)
                && text.isPunctuation(statement.first + 3, "]") && text.isPunctuation(statement.first + 4, ";")
        }
        // The method's name: its declaration and the one call, in every file of the app delegate.
        let uses = files.values.reduce(0) { count, file in
            count + file.tokens.indices.filter { file.isIdentifier($0, name) }.count
        }
        guard calls.count == 1, let call = calls.first, uses == 2 else {
            throw stop(
                "the window is created in `\(name)`, which the launch method does not call exactly once as `[self \(name)];` (and nothing else names); move that code to scene:willConnectToSession:options: by hand"
            )
        }
        for statement in statements where statement.first != call.first && statement.usesWindow {
            throw stop(
                "the launch method also sets up the window after calling `\(name)`; move the window set-up to scene:willConnectToSession:options: by hand",
                at: statement.first)
        }
        return call
    }
}
