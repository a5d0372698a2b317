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

/// An event callback moved to its scene-delegate counterpart: the declaration line and the body,
/// indented for a member of the scene delegate.
struct MovedEvent {
    /// The scene-delegate method, e.g. `scene(_:openURLContexts:)`.
    var method: String
    var comments: [String]
    var declaration: String
    var body: [String]
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
    /// The `window` property whose initial value made the window, which the scene now makes.
    var windowProperty: WindowProperty?
    var callbacks: [MovedCallback]
    /// The moved event callbacks, in the order of `EventCallback.all`.
    var events: [MovedEvent] = []
    /// Lines of `scene(_:willConnectTo:options:)` after the window set-up that hand a cold
    /// launch's payloads (URLs, activities, a quick action) to the moved event callbacks.
    var coldLaunch: [String] = []
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

extension AppDelegateMove {
    /// Records the change that resolves `finding`.
    mutating func resolve(_ finding: AuditFinding, kind: Change.Kind, range: PlanRange, page: String, summary: String) {
        changes.append(
            Change(
                kind: kind, rule: finding.rule, symbol: finding.symbol, file: finding.file, range: range, page: page,
                summary: summary, destination: nil))
        resolved.insert(finding)
    }
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
    /// Where the tree calls the callbacks: a called callback is not removed or renamed.
    let callers: CallbackCallers
    let storyboard: String?
    /// Names the destination scene delegate declares already (an existing one's members): a moved
    /// body that names one of them would mean something else there.
    var destinationMembers: Set<String> = []
    /// The scene delegate's class, which calls a forwarded callback.
    var destinationClass = SceneDelegateSource.className

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
        let unit = Self.indentationUnit(of: classDecl, in: home)
        var move = AppDelegateMove(
            homeFile: homeFile, className: className, unit: unit, imports: imports(of: home), windowSetUp: [],
            usesWindowScene: false, callbacks: [], removals: [:], changes: [], manual: [], resolved: [])

        try moveWindowSetUp(windowFindings, home: home, classDecl: classDecl, into: &move)
        for finding in callbackFindings {
            moveCallback(finding, into: &move)
        }
        planEvents(into: &move)
        removeWindowProperty(windowFindings, home: home, classDecl: classDecl, into: &move)
        if let property = move.windowProperty, !move.changes.contains(where: { $0.kind == .removeWindowProperty }) {
            // The property stays (its manual step says who reads it): without its initial value,
            // it is nil as the app delegate's window is in a scene-based app. A `lazy` or
            // non-optional one cannot go without a value.
            if property.isOptional, !property.isLazy, let binding = property.variable.bindings.first,
                let type = binding.typeAnnotation, let initializer = binding.initializer
            {
                move.replacements[homeFile, default: []].append(
                    SourceEdit(
                        range: type.endPositionBeforeTrailingTrivia..<initializer.endPositionBeforeTrailingTrivia,
                        replacement: ""))
                return move
            }
            let step = move.manual.first { $0.finding.symbol == MigrationPages.windowProperty }
            throw MigrationBlocker(
                file: step?.finding.file ?? homeFile,
                position: PlanPosition(line: step?.finding.line ?? 1, column: step?.finding.column ?? 1),
                reason:
                    "the window is created in the `window` property's initial value, which must go with the window set-up (the property is `lazy` or not optional, so it cannot stay without it), but "
                    + (step?.reason ?? "the property was not found where the audit reported it"))
        }
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

    /// One level of indentation inside the class: its first member's beyond the class's own.
    static func indentationUnit(of decl: ClassDeclSyntax, in text: SwiftText) -> String {
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

    static func isPlainExpression(_ expr: ExprSyntax) -> Bool {
        !(expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self))
    }

    static func firstWord(_ node: CodeBlockItemSyntax) -> String {
        node.firstToken(viewMode: .sourceAccurate)?.text ?? ""
    }

    /// `application(_:didFinishLaunchingWithOptions:)`.
    static func name(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { CodeReferences.text($0.firstName) + ":" }
        return CodeReferences.text(function.name) + "(" + labels.joined() + ")"
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
