import Audit
import SwiftSyntax

/// A callback body on its way to the scene delegate.
struct MovedCallback {
    var target: SceneCallback
    /// The `#if` conditions around the callback, outermost first (each the first clause's).
    var conditions: [String]
    /// The `//` comment lines above the callback and its body's lines, indented for a member of
    /// the scene delegate (`memberIndent`) and for its body.
    var comments: [String]
    var body: [String]
    /// How far the callback was indented beyond its `#if`, kept in the scene delegate.
    var extraIndent: String
}

/// What moves out of the app delegate: the window set-up, the callbacks, the lines removed.
struct AppDelegateMove {
    var homeFile: String
    var className: String
    /// One level of the app delegate file's indentation (four spaces, a tab, …).
    var unit: String
    /// The home file's top-level imports, as written.
    var imports: [String]
    /// The window set-up's lines, indented for the body of `scene(_:willConnectTo:options:)`.
    var windowSetUp: [String]
    /// The moved code names `windowScene` (a window created from it, its screen).
    var usesWindowScene: Bool
    var callbacks: [MovedCallback]
    /// Per file, the byte ranges (whole lines) to remove.
    var removals: [String: [Range<Int>]]
    /// Per file, other edits (a renamed callback and its comment); none overlaps a removal.
    var replacements: [String: [SourceEdit]] = [:]
    /// The changes made, one per finding resolved.
    var changes: [Change]
    /// Findings left as they are, with the reason.
    var manual: [(finding: AuditFinding, reason: String)]
    var resolved: Set<AuditFinding>
}

/// Why the app delegate cannot be migrated automatically: the code at `file:position`.
struct MigrationBlocker: Error {
    var file: String
    var position: PlanPosition
    var reason: String
}

/// Reads the app delegate's Swift with swift-syntax and decides what moves: the window set-up of
/// the launch method (the statements that use `window`, with the local values they use and every
/// other statement that uses those), the four state callbacks, the `window` property. Anything it
/// cannot move without changing what the code means is a `MigrationBlocker` (nothing moves) or,
/// for one callback or the property, a manual step.
struct AppDelegateMigration {
    /// Swift files that hold app-delegate findings, by path.
    let files: [String: SwiftText]
    /// Every finding of the audit.
    let findings: [AuditFinding]
    /// Names of the app delegate's members, in every file of the tree.
    let members: Set<String>
    let storyboard: String?

    func run() throws(MigrationBlocker) -> AppDelegateMove {
        let windowFindings = findings.filter { $0.rule == .appDelegateWindow && files[$0.file] != nil }
        let callbackFindings = findings.filter {
            $0.rule == .appDelegateUICallback && files[$0.file] != nil && SceneCallback.forCallback($0.symbol) != nil
        }
        guard let (homeFile, classDecl) = homeClass(windowFindings + callbackFindings) else {
            let first = (windowFindings + callbackFindings).first
            throw MigrationBlocker(
                file: first?.file ?? "", position: PlanPosition(line: first?.line ?? 1, column: first?.column ?? 1),
                reason: "the app delegate's class declaration was not found in the files the audit reported")
        }
        let home = files[homeFile]!
        let className = CodeReferences.text(classDecl.name)
        let unit = indentationUnit(of: classDecl, in: home)
        var move = AppDelegateMove(
            homeFile: homeFile, className: className, unit: unit, imports: imports(of: home), windowSetUp: [],
            usesWindowScene: false, callbacks: [], removals: [:], changes: [], manual: [], resolved: [])

        try moveWindowSetUp(windowFindings, home: home, classDecl: classDecl, into: &move)
        for finding in callbackFindings {
            moveCallback(finding, into: &move)
        }
        removeWindowProperty(windowFindings, home: home, classDecl: classDecl, into: &move)
        return move
    }

    // MARK: The app delegate

    /// The file and class that declare the app delegate: the class around the first finding that
    /// is in a class declaration.
    private func homeClass(_ findings: [AuditFinding]) -> (String, ClassDeclSyntax)? {
        for finding in findings {
            guard let text = files[finding.file], let token = text.token(line: finding.line, column: finding.column)
            else { continue }
            if let decl = token.ancestor(ClassDeclSyntax.self) { return (finding.file, decl) }
        }
        return nil
    }

    private func indentationUnit(of decl: ClassDeclSyntax, in text: SwiftText) -> String {
        let classIndent = text.indentation(at: decl.positionAfterSkippingLeadingTrivia.utf8Offset)
        guard let member = decl.memberBlock.members.first else { return "    " }
        let memberIndent = text.indentation(at: member.positionAfterSkippingLeadingTrivia.utf8Offset)
        if memberIndent.hasPrefix(classIndent), memberIndent.count > classIndent.count {
            return String(memberIndent.dropFirst(classIndent.count))
        }
        return "    "
    }

    private func imports(of text: SwiftText) -> [String] {
        text.tree.statements.compactMap { item in
            item.item.as(ImportDeclSyntax.self).map(\.trimmedDescription)
        }
    }

    // MARK: Window set-up

    private func moveWindowSetUp(
        _ windowFindings: [AuditFinding], home: SwiftText, classDecl: ClassDeclSyntax, into move: inout AppDelegateMove
    ) throws(MigrationBlocker) {
        let setUpFindings = windowFindings.filter { $0.symbol != MigrationPages.windowProperty }
        let creations = setUpFindings.filter { $0.symbol == MigrationPages.windowCreation }
        func blocker(_ finding: AuditFinding, _ reason: String) -> MigrationBlocker {
            MigrationBlocker(
                file: finding.file, position: PlanPosition(line: finding.line, column: finding.column), reason: reason)
        }
        if creations.isEmpty && storyboard == nil {
            let at = windowFindings.first
            throw MigrationBlocker(
                file: at?.file ?? move.homeFile, position: PlanPosition(line: at?.line ?? 1, column: at?.column ?? 1),
                reason:
                    "the app delegate creates no window in its launch method and the Info.plist names no main storyboard, so there is no window set-up to move to the scene delegate"
            )
        }
        guard creations.count <= 1 else {
            throw blocker(creations[1], "the app delegate creates more than one window; move them to scenes by hand")
        }
        // The launch method: the one that creates the window, else (a storyboard app) the
        // didFinishLaunching of the class, if it has one.
        // The function whose statements hold the window set-up: the launch method, or a private
        // method of the class that the launch method calls once (`setUpWindow()`), whose whole
        // body then moves and which is removed with its call.
        var source: FunctionDeclSyntax?
        var helper: (function: FunctionDeclSyntax, call: CodeBlockItemSyntax)?
        let launchMethod = classDecl.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { MigrationPages.launchMethods.contains(Self.name(of: $0)) }
        if let creation = creations.first {
            guard creation.file == move.homeFile, let token = home.token(line: creation.line, column: creation.column),
                let function = token.ancestor(FunctionDeclSyntax.self),
                function.ancestor(ClassDeclSyntax.self)?.id == classDecl.id
            else {
                throw blocker(
                    creation,
                    "the window is created outside the app delegate's methods (in a property's initial value, another type or a closure stored elsewhere); move that code to scene(_:willConnectTo:options:) by hand"
                )
            }
            if !MigrationPages.launchMethods.contains(Self.name(of: function)) {
                helper = try windowHelper(
                    function, launch: launchMethod, classDecl: classDecl, creation: creation, text: home)
            }
            source = function
        } else {
            source = launchMethod
        }
        guard let source, let body = source.body else {
            for finding in setUpFindings {
                move.manual.append((finding, "this window code is not in the launch method; move it by hand"))
            }
            return
        }

        let parameters = source.signature.parameterClause.parameters.map {
            CodeReferences.text($0.secondName ?? $0.firstName)
        }
        let applicationName = helper == nil ? (parameters.first ?? "application") : ""
        let optionsName = helper == nil ? (parameters.count > 1 ? parameters[1] : "launchOptions") : ""

        struct Item {
            var node: CodeBlockItemSyntax
            var references: CodeReferences
            var own: Set<String>
            var free: Set<String>
            var dependencies: Set<Int> = []
            var usesWindow = false
        }
        var items: [Item] = []
        var locals: [String: Int] = [:]
        for node in body.statements {
            let references = CodeReferences(node)
            var own = Set<String>()
            if let variable = node.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { own.formUnion(CodeReferences(binding.pattern).declared) }
            }
            let inner = references.declared.subtracting(own)
            let free = Set(references.names.map(\.name)).subtracting(inner)
            var item = Item(node: node, references: references, own: own, free: free)
            item.dependencies = Set(free.compactMap { locals[$0] })
            item.usesWindow =
                (free.contains("window") && locals["window"] == nil)
                || references.selfMembers.contains { $0.name == "window" }
            for name in own { locals[name] = items.count }
            items.append(item)
        }
        func contains(_ item: Item, _ finding: AuditFinding) -> Bool {
            let range = home.range(of: item.node)
            let position = PlanPosition(line: finding.line, column: finding.column)
            return range.start <= position && position < range.end
        }
        var moved = Set(
            items.indices.filter { index in
                helper != nil || items[index].usesWindow
                    || setUpFindings.contains { contains(items[index], $0) && $0.file == move.homeFile }
            })
        var changed = true
        while changed {
            changed = false
            for index in items.indices {
                let pulled =
                    moved.contains(index)
                    ? false
                    : !items[index].dependencies.isDisjoint(with: moved)
                        || moved.contains { items[$0].dependencies.contains(index) }
                if pulled {
                    moved.insert(index)
                    changed = true
                }
            }
        }
        if moved.isEmpty { return }

        // What moves must mean the same in the scene delegate.
        let movedItems = moved.sorted().map { items[$0] }
        var edits: [SourceEdit] = []
        for item in movedItems {
            let at = home.range(of: item.node).start
            func stop(_ reason: String) -> MigrationBlocker {
                MigrationBlocker(file: move.homeFile, position: at, reason: reason)
            }
            if !Self.isPlainStatement(item.node) {
                throw stop(
                    "the window set-up is inside control flow (`\(Self.firstWord(item.node))`), so the patch cannot tell which part to move; move it to scene(_:willConnectTo:options:) by hand"
                )
            }
            if item.free.contains(optionsName) {
                throw stop(
                    "the window set-up reads the launch options (`\(optionsName)`); under scenes they arrive as connection options in scene(_:willConnectTo:options:): move this code by hand"
                )
            }
            let memberNames = item.free.intersection(members).subtracting(["window", applicationName])
                .union(item.references.selfMembers.map(\.name).filter { $0 != "window" })
            if let name = memberNames.sorted().first {
                throw stop(
                    "the window set-up uses the app delegate's `\(name)`, which the scene delegate does not have; move this code by hand (or reach it through `UIApplication.shared.delegate`)"
                )
            }
            if !item.references.selfOrSuper.isEmpty {
                throw stop(
                    "the window set-up uses `self` (the app delegate), which would mean the scene delegate once moved; move this code by hand"
                )
            }
            if item.own.contains("windowScene") || item.references.declared.contains("windowScene") {
                throw stop("the window set-up declares `windowScene`, the name the scene delegate gives its scene")
            }
            guard home.lineSpan(of: item.node) != nil else {
                throw stop("the window set-up shares a line with other code; put it on lines of its own first")
            }
            var argumentRanges: [Range<Int>] = []
            for call in item.references.calls {
                let offset = call.calledExpression.positionAfterSkippingLeadingTrivia.utf8Offset
                let isCreation = creations.contains { finding in
                    home.converter.position(ofLine: finding.line, column: finding.column).utf8Offset == offset
                }
                guard isCreation else { continue }
                let labels = call.arguments.map { $0.label.map(CodeReferences.text) ?? "_" }
                guard labels == ["frame"] || labels.isEmpty, call.trailingClosure == nil,
                    let left = call.leftParen, let right = call.rightParen
                else {
                    throw stop(
                        "the window is created with `\(call.calledExpression.trimmedDescription)(\(labels.map { $0 + ":" }.joined()))`; the patch replaces only `UIWindow(frame:)` and `UIWindow()` with `UIWindow(windowScene:)`"
                    )
                }
                let range = left.positionAfterSkippingLeadingTrivia..<right.endPositionBeforeTrailingTrivia
                edits.append(SourceEdit(range: range, replacement: "(windowScene: windowScene)"))
                argumentRanges.append(range.lowerBound.utf8Offset..<range.upperBound.utf8Offset)
                move.usesWindowScene = true
            }
            func insideArguments(_ node: some SyntaxProtocol) -> Bool {
                let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
                return argumentRanges.contains { $0.contains(offset) }
            }
            for screen in item.references.mainScreens where !insideArguments(screen) {
                edits.append(
                    SourceEdit(
                        range: screen.positionAfterSkippingLeadingTrivia..<screen.endPositionBeforeTrailingTrivia,
                        replacement: "windowScene.screen"))
                move.usesWindowScene = true
            }
            for (name, node) in item.references.names where name == applicationName && !insideArguments(node) {
                edits.append(
                    SourceEdit(
                        range: node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia,
                        replacement: "UIApplication.shared"))
            }
        }

        // The moved lines, re-indented for the body of scene(_:willConnectTo:options:).
        let bodyIndent = move.unit + move.unit
        var lines: [String] = []
        for (position, item) in movedItems.enumerated() {
            let span = home.lineSpan(of: item.node)!
            if position > 0, span.lowerBound > 0, home.isBlankLine(startingAt: home.lineStart(span.lowerBound - 1)) {
                lines.append("")
            }
            let indent = home.indentation(at: item.node.positionAfterSkippingLeadingTrivia.utf8Offset)
            var text = home.render(span, edits: edits)
            if text.hasSuffix("\n") { text.removeLast() }
            lines += reindented(text, from: indent, to: bodyIndent).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .map(String.init)
            if helper == nil { move.removals[move.homeFile, default: []].append(span) }
        }
        if let helper {
            guard let function = home.lineSpan(of: helper.function), let call = home.lineSpan(of: helper.call) else {
                throw MigrationBlocker(
                    file: move.homeFile, position: home.range(of: helper.call).start,
                    reason:
                        "the call of the window set-up method shares a line with other code; put it on a line of its own first"
                )
            }
            move.removals[move.homeFile, default: []] += [function, call]
        }
        move.windowSetUp = lines

        // One change per finding the move resolves: the window code, and the main-screen reads in it.
        for finding in findings where finding.file == move.homeFile {
            guard movedItems.contains(where: { contains($0, finding) }) else { continue }
            let item = movedItems.first { contains($0, finding) }!
            let range = home.range(of: item.node)
            switch (finding.rule, finding.symbol) {
            case (.appDelegateWindow, _):
                move.changes.append(
                    Change(
                        kind: .moveWindowSetUp, rule: finding.rule, symbol: finding.symbol, file: finding.file,
                        range: range, page: finding.page ?? MigrationPages.willConnect,
                        summary: finding.symbol == MigrationPages.windowCreation
                            ? "Create the window in `scene(_:willConnectTo:options:)` with `UIWindow(windowScene:)`; the root view controller code moves with it."
                            : "Call `\(finding.symbol.split(separator: "/").last ?? "")` on the scene's window in `scene(_:willConnectTo:options:)`.",
                        destination: nil))
                move.resolved.insert(finding)
            case (.globalWindowLookup, MigrationPages.mainScreen):
                move.changes.append(
                    Change(
                        kind: .moveWindowSetUp, rule: finding.rule, symbol: finding.symbol, file: finding.file,
                        range: range, page: finding.page ?? MigrationPages.willConnect,
                        summary:
                            "`UIScreen.main` in the window set-up becomes the scene's: the window is created from the window scene (`windowScene.screen` where the screen is read).",
                        destination: nil))
                move.resolved.insert(finding)
            default:
                continue
            }
        }
        for finding in setUpFindings where !move.resolved.contains(finding) {
            move.manual.append(
                (finding, "this window code is not part of the launch method's window set-up; move it by hand"))
        }
    }

    /// The private method that creates the window, and its one call in the launch method, or the
    /// reason it cannot move.
    private func windowHelper(
        _ function: FunctionDeclSyntax, launch: FunctionDeclSyntax?, classDecl: ClassDeclSyntax, creation: AuditFinding,
        text: SwiftText
    ) throws(MigrationBlocker) -> (function: FunctionDeclSyntax, call: CodeBlockItemSyntax) {
        let name = CodeReferences.text(function.name)
        func stop(_ reason: String) -> MigrationBlocker {
            MigrationBlocker(
                file: creation.file, position: PlanPosition(line: creation.line, column: creation.column),
                reason: reason)
        }
        guard function.parent?.as(MemberBlockItemSyntax.self) != nil,
            function.signature.parameterClause.parameters.isEmpty,
            function.signature.returnClause == nil, function.signature.effectSpecifiers == nil
        else {
            throw stop(
                "the window is created in `\(Self.name(of: function))`, which is not a method without parameters and result that the launch method calls; move that code to scene(_:willConnectTo:options:) by hand"
            )
        }
        guard
            function.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            })
        else {
            throw stop(
                "the window is created in `\(name)()`, which is not private, so code elsewhere may call it; make it private or move that code to scene(_:willConnectTo:options:) by hand"
            )
        }
        let references = CodeReferences(classDecl)
        let uses =
            references.names.filter { $0.name == name }.count + references.selfMembers.filter { $0.name == name }.count
        let call = launch?.body?.statements.first { item in
            guard Self.isPlainStatement(item),
                let call = item.item.as(FunctionCallExprSyntax.self)
                    ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                call.arguments.isEmpty, call.trailingClosure == nil
            else { return false }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return CodeReferences.text(reference.baseName) == name
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                return CodeReferences.text(member.declName.baseName) == name
            }
            return false
        }
        guard let call, uses == 1 else {
            throw stop(
                "the window is created in `\(name)()`, which the launch method does not call exactly once (and nothing else calls); move that code to scene(_:willConnectTo:options:) by hand"
            )
        }
        // The launch method's other statements must leave the window alone.
        for item in launch?.body?.statements ?? [] where item.id != call.id {
            let references = CodeReferences(item)
            let readsWindow =
                (references.freeNames.contains("window") && !references.declared.contains("window"))
                || references.selfMembers.contains { $0.name == "window" }
            if readsWindow {
                throw MigrationBlocker(
                    file: creation.file, position: text.range(of: item).start,
                    reason:
                        "the launch method also sets up the window after calling `\(name)()`; move the window set-up to scene(_:willConnectTo:options:) by hand"
                )
            }
        }
        return (function, call)
    }

    /// An expression or a declaration of values: what can move as it is. Control flow, `#if`,
    /// `return` and nested functions or types cannot.
    static func isPlainStatement(_ node: CodeBlockItemSyntax) -> Bool {
        switch node.item {
        case .decl(let decl): return decl.is(VariableDeclSyntax.self)
        case .stmt(let stmt):
            return stmt.as(ExpressionStmtSyntax.self).map { isPlainExpression($0.expression) } ?? false
        case .expr(let expr): return isPlainExpression(expr)
        }
    }

    private static func isPlainExpression(_ expr: ExprSyntax) -> Bool {
        !(expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self))
    }

    private static func firstWord(_ node: CodeBlockItemSyntax) -> String {
        node.firstToken(viewMode: .sourceAccurate)?.text ?? ""
    }

    /// `application(_:didFinishLaunchingWithOptions:)`.
    static func name(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { CodeReferences.text($0.firstName) + ":" }
        return CodeReferences.text(function.name) + "(" + labels.joined() + ")"
    }

    // MARK: Callbacks

    private func moveCallback(_ finding: AuditFinding, into move: inout AppDelegateMove) {
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
        if references.declared.contains(parameter) || references.declared.contains("scene") {
            manual(
                "the callback declares a name the moved code would confuse (`\(parameter)` or `scene`); move it by hand"
            )
            return
        }
        var edits: [SourceEdit] = []
        for (name, node) in references.names where name == parameter {
            edits.append(
                SourceEdit(
                    range: node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia,
                    replacement: "UIApplication.shared"))
        }

        let functionIndent = text.indentation(at: function.positionAfterSkippingLeadingTrivia.utf8Offset)
        let extra =
            ifIndent.flatMap { functionIndent.hasPrefix($0) ? String(functionIndent.dropFirst($0.count)) : nil } ?? ""
        let memberIndent = move.unit + extra
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
                if !head.isEmpty { bodyText = functionIndent + move.unit + head + "\n" + bodyText }
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
            lines = line.isEmpty ? [] : [memberIndent + move.unit + line]
        }
        move.callbacks.append(
            MovedCallback(target: target, conditions: conditions, comments: comments, body: lines, extraIndent: extra))
        move.removals[finding.file, default: []].append(span)
        move.changes.append(
            Change(
                kind: .moveCallback, rule: finding.rule, symbol: finding.symbol, file: finding.file,
                range: text.range(of: function), page: finding.page ?? target.callback,
                summary: "Move the body of `\(target.callbackName)` to `\(target.displayName)` in the scene delegate.",
                destination: nil))
        move.resolved.insert(finding)
    }

    /// A callback whose body uses the app delegate stays in it under the scene method's name
    /// (`sceneDidBecomeActive(_ application: UIApplication)`, with a comment that says who calls
    /// it), and the scene delegate's method calls it through `UIApplication.shared.delegate`: the
    /// body runs where it ran, at the moments the scene's state changes.
    private func forwardCallback(
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
            "\(functionIndent)/// Called by `\(SceneDelegateSource.className).\(target.displayName)`.\n"
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
        move.changes.append(
            Change(
                kind: .forwardCallback, rule: finding.rule, symbol: finding.symbol, file: finding.file,
                range: text.range(of: function), page: finding.page ?? target.callback,
                summary:
                    "Rename `\(target.callbackName)` to `\(target.method)(_:)` in `\(move.className)` (its body uses \(uses)) and call it from `\(target.displayName)` in the scene delegate.",
                destination: nil))
        move.resolved.insert(finding)
    }

    // MARK: The window property

    private func removeWindowProperty(
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
            move.changes.append(
                Change(
                    kind: .removeWindowProperty, rule: finding.rule, symbol: finding.symbol, file: finding.file,
                    range: home.range(of: variable), page: finding.page ?? MigrationPages.windowProperty,
                    summary: "Remove the app delegate's `window`: the scene delegate declares the window of each scene."
                ))
            move.resolved.insert(finding)
        }
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of the type (the node itself included).
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if let match = current.as(T.self) { return match }
            node = current.parent
        }
        return nil
    }
}
