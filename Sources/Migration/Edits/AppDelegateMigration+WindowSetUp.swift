import Audit
import SwiftSyntax

/// The `window` property whose initial value creates the window.
struct WindowProperty {
    var variable: VariableDeclSyntax
    /// Declared `UIWindow?` (else `UIWindow`, or without a type).
    var isOptional: Bool

    var isLazy: Bool { variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } }
}

/// The window set-up: the statements of the launch method (or of the private method it calls)
/// that make the window, moved to `scene(_:willConnectTo:options:)`; a window made in the
/// `window` property's initial value is made there from the scene instead.
extension AppDelegateMigration {
    func moveWindowSetUp(
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
        // The window made in the `window` property's initial value: the launch method sets it up.
        var property: WindowProperty?
        if let creation = creations.first {
            let token = creation.file == move.homeFile ? home.token(line: creation.line, column: creation.column) : nil
            if let token, let function = token.ancestor(FunctionDeclSyntax.self),
                function.ancestor(ClassDeclSyntax.self)?.id == classDecl.id
            {
                if !MigrationPages.launchMethods.contains(Self.name(of: function)) {
                    helper = try windowHelper(
                        function, launch: launchMethod, classDecl: classDecl, creation: creation, text: home)
                }
                source = function
            } else if let token,
                let found = try windowProperty(creation, token: token, classDecl: classDecl, launch: launchMethod)
            {
                property = found
                source = launchMethod
                // The launch method may set the window up in a private method it calls once.
                if let launchMethod, let body = launchMethod.body, !Self.readsWindow(body),
                    let setUp = windowSetUpMethod(classDecl, launch: body)
                {
                    helper = try windowHelper(
                        setUp, launch: launchMethod, classDecl: classDecl, creation: creation, text: home,
                        role: "set up")
                    source = setUp
                }
            } else {
                throw blocker(
                    creation,
                    "the window is created outside the app delegate's methods (in another type, a closure stored elsewhere or another property's initial value); move that code to scene(_:willConnectTo:options:) by hand"
                )
            }
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
            /// The free names that are locals of earlier statements (not the members they shadow).
            var locals: Set<String> = []
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
            item.locals = free.filter { locals[$0] != nil }
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
        if moved.isEmpty {
            if let property {
                throw MigrationBlocker(
                    file: move.homeFile, position: home.range(of: property.variable).start,
                    reason:
                        "the window is created in the `window` property's initial value, and the launch method does not set it up; move the window set-up to scene(_:willConnectTo:options:) by hand"
                )
            }
            return
        }

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
            let memberNames = item.free.subtracting(item.locals).intersection(members)
                .subtracting(["window", applicationName])
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
            if let property, !property.isOptional, item.references.selfMembers.contains(where: { $0.name == "window" })
            {
                throw stop(
                    "the window set-up reads `self.window`, which the scene delegate declares optional while the app delegate's is not; write `window` there, or move this code by hand"
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
            edits += item.references.sharedApplicationEdits(replacing: applicationName, keep: insideArguments)
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
        if let property {
            move.windowProperty = property
            // The scene's window first; a non-optional one is a local of that name, so that the
            // set-up reads as it did.
            lines.insert(
                contentsOf: property.isOptional
                    ? [bodyIndent + "window = UIWindow(windowScene: windowScene)"]
                    : [
                        bodyIndent + "let window = UIWindow(windowScene: windowScene)",
                        bodyIndent + "self.window = window",
                    ],
                at: 0)
            move.usesWindowScene = true
            let range = home.range(of: property.variable)
            for finding in setUpFindings + findings.filter({ $0.symbol == MigrationPages.mainScreen })
            where finding.file == move.homeFile
                && range.start <= PlanPosition(line: finding.line, column: finding.column)
                && PlanPosition(line: finding.line, column: finding.column) < range.end
            {
                move.resolve(
                    finding, kind: .moveWindowSetUp, range: range, page: finding.page ?? MigrationPages.willConnect,
                    summary: finding.symbol == MigrationPages.windowCreation
                        ? "Create the window in `scene(_:willConnectTo:options:)` with `UIWindow(windowScene:)` instead of in the `window` property's initial value; the launch method's set-up of it moves with it."
                        : "`UIScreen.main` in the window's frame goes: the window is created from the window scene.")
            }
        }
        move.windowSetUp = lines

        // One change per finding the move resolves: the window code, and the main-screen reads in it.
        for finding in findings where finding.file == move.homeFile {
            guard movedItems.contains(where: { contains($0, finding) }) else { continue }
            let item = movedItems.first { contains($0, finding) }!
            let range = home.range(of: item.node)
            switch (finding.rule, finding.symbol) {
            case (.appDelegateWindow, _):
                move.resolve(
                    finding, kind: .moveWindowSetUp, range: range, page: finding.page ?? MigrationPages.willConnect,
                    summary: finding.symbol == MigrationPages.windowCreation
                        ? "Create the window in `scene(_:willConnectTo:options:)` with `UIWindow(windowScene:)`; the root view controller code moves with it."
                        : "Call `\(finding.symbol.split(separator: "/").last ?? "")` on the scene's window in `scene(_:willConnectTo:options:)`."
                )
            case (.globalWindowLookup, MigrationPages.mainScreen):
                move.resolve(
                    finding, kind: .moveWindowSetUp, range: range, page: finding.page ?? MigrationPages.willConnect,
                    summary:
                        "`UIScreen.main` in the window set-up becomes the scene's: the window is created from the window scene (`windowScene.screen` where the screen is read)."
                )
            default:
                continue
            }
        }
        for finding in setUpFindings where !move.resolved.contains(finding) {
            move.manual.append(
                (finding, "this window code is not part of the launch method's window set-up; move it by hand"))
        }
    }

    /// The app delegate's `window` property when its initial value is the window's creation
    /// (`var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)`, `let window = UIWindow()`),
    /// nil when the creation is elsewhere, or the reason such a property cannot move.
    func windowProperty(
        _ creation: AuditFinding, token: TokenSyntax, classDecl: ClassDeclSyntax, launch: FunctionDeclSyntax?
    ) throws(MigrationBlocker) -> WindowProperty? {
        guard let variable = token.ancestor(VariableDeclSyntax.self),
            variable.parent?.as(MemberBlockItemSyntax.self)?.parent?.parent?.id == classDecl.memberBlock.id,
            variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.pattern.as(IdentifierPatternSyntax.self).map({ CodeReferences.text($0.identifier) }) == "window"
        else { return nil }
        func stop(_ reason: String) -> MigrationBlocker {
            MigrationBlocker(
                file: creation.file, position: PlanPosition(line: creation.line, column: creation.column),
                reason: reason)
        }
        let allowed: Set<Keyword> = [.lazy, .private, .fileprivate, .internal, .public]
        let modifiers = variable.modifiers.compactMap { modifier -> Keyword? in
            if case .keyword(let keyword) = modifier.name.tokenKind { return keyword }
            return nil
        }
        guard variable.attributes.isEmpty, modifiers.count == variable.modifiers.count,
            modifiers.allSatisfy(allowed.contains), binding.accessorBlock == nil,
            let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            call.calledExpression.positionAfterSkippingLeadingTrivia == token.positionAfterSkippingLeadingTrivia
        else {
            throw stop(
                "the window is created in the `window` property's declaration, which is not a plain `var window: UIWindow? = UIWindow(…)` or `let window = UIWindow(…)`; move that code to scene(_:willConnectTo:options:) by hand"
            )
        }
        let labels = call.arguments.map { $0.label.map(CodeReferences.text) ?? "_" }
        guard call.calledExpression.trimmedDescription == "UIWindow", labels == ["frame"] || labels.isEmpty,
            call.trailingClosure == nil
        else {
            throw stop(
                "the window is created with `\(call.calledExpression.trimmedDescription)(\(labels.map { $0 + ":" }.joined()))`; the patch replaces only `UIWindow(frame:)` and `UIWindow()` with `UIWindow(windowScene:)`"
            )
        }
        let isOptional: Bool
        switch binding.typeAnnotation?.type {
        case nil:
            isOptional = false
        case let type? where type.trimmedDescription == "UIWindow":
            isOptional = false
        case let type? where type.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription == "UIWindow":
            isOptional = true
        case let type?:
            throw stop(
                "the `window` property is declared `\(type.trimmedDescription)`; the scene delegate's is `UIWindow?`, so move the window set-up to scene(_:willConnectTo:options:) by hand"
            )
        }
        guard launch != nil else {
            throw stop(
                "the window is created in the `window` property's initial value, and the app delegate has no launch method that sets it up; move the window set-up to scene(_:willConnectTo:options:) by hand"
            )
        }
        return WindowProperty(variable: variable, isOptional: isOptional)
    }

    /// Whether the code reads the app delegate's `window` (`window`, `self.window`).
    static func readsWindow(_ node: some SyntaxProtocol) -> Bool {
        let references = CodeReferences(node)
        return (references.freeNames.contains("window") && !references.declared.contains("window"))
            || references.selfMembers.contains { $0.name == "window" }
    }

    /// The one method of the class, other than the launch methods, that reads the window and
    /// that the launch method's `body` calls by name.
    func windowSetUpMethod(_ classDecl: ClassDeclSyntax, launch body: CodeBlockSyntax) -> FunctionDeclSyntax? {
        let called = Set(
            CodeReferences(body).calls.compactMap { call -> String? in
                if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    return CodeReferences.text(reference.baseName)
                }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                {
                    return CodeReferences.text(member.declName.baseName)
                }
                return nil
            })
        let candidates = classDecl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter {
            !MigrationPages.launchMethods.contains(Self.name(of: $0)) && called.contains(CodeReferences.text($0.name))
                && $0.body.map(Self.readsWindow) == true
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The private method that creates the window (or, `role` "set up", sets up the window the
    /// `window` property made), and its one call in the launch method, or the reason it cannot move.
    func windowHelper(
        _ function: FunctionDeclSyntax, launch: FunctionDeclSyntax?, classDecl: ClassDeclSyntax, creation: AuditFinding,
        text: SwiftText, role: String = "created"
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
                "the window is \(role) in `\(Self.name(of: function))`, which is not a method without parameters and result that the launch method calls; move that code to scene(_:willConnectTo:options:) by hand"
            )
        }
        guard
            function.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            })
        else {
            throw stop(
                "the window is \(role) in `\(name)()`, which is not private, so code elsewhere may call it; make it private or move that code to scene(_:willConnectTo:options:) by hand"
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
                "the window is \(role) in `\(name)()`, which the launch method does not call exactly once (and nothing else calls); move that code to scene(_:willConnectTo:options:) by hand"
            )
        }
        // The launch method's other statements must leave the window alone.
        for item in launch?.body?.statements ?? [] where item.id != call.id {
            if Self.readsWindow(item) {
                throw MigrationBlocker(
                    file: creation.file, position: text.range(of: item).start,
                    reason:
                        "the launch method also sets up the window after calling `\(name)()`; move the window set-up to scene(_:willConnectTo:options:) by hand"
                )
            }
        }
        return (function, call)
    }
}
