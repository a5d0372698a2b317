import CodeHighlighting
import Diagnostics
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax: its types and extensions, the methods and window code in
/// them, and the look-ups, launch-options reads and deprecated calls anywhere in it. Comments and
/// string literals are trivia or literal tokens and never match; branches of `#if` whose condition
/// is known false (`#if false`, `#if 0`, and the branches after a `#if true`) are not read
/// (`CompilationCondition`: SwiftIfConfig's evaluation, knowing no flag or platform).
///
/// One walk (`SwiftScanWalk`) keeps the shared context (`SwiftScanContext`: enclosing types, what
/// names hold) and hands each node to the rules that read it, one type per rule (`Swift/`).
enum SwiftScanner {
    /// A file over `SwiftSourceBudget` (`[` nested too deep to parse in reasonable time, or a tree
    /// too deep to walk) is not audited: its facts hold one `parse-limit` problem.
    static func scan(source: String, file: String, index: KnowledgeIndex) -> FileFacts {
        if let excess = SwiftSourceBudget.excessBeforeParsing(source, maximumBytes: Int.max) {
            return overBudget(excess, file: file)
        }
        let tree = Parser.parse(source: source)
        if let excess = SwiftSourceBudget.excessDepth(of: tree, source: source) {
            return overBudget(excess, file: file)
        }
        let walk = SwiftScanWalk(SwiftScanContext(file: file, tree: tree, index: index))
        walk.walk(tree)
        return walk.context.facts
    }

    private static func overBudget(_ excess: SwiftSourceBudget.Excess, file: String) -> FileFacts {
        var facts = FileFacts(file: file)
        facts.problems.append(
            AuditProblem(
                file: file, line: excess.line,
                message:
                    "column \(excess.column): this file \(excess.message), so it was not audited; simplify that code or exclude the file",
                code: .parseLimit))
        return facts
    }
}

/// The walk: enters and leaves scopes, binds names, skips dead `#if` branches, and hands each node
/// to the rules that read it.
private final class SwiftScanWalk: SyntaxVisitor {
    let context: SwiftScanContext

    init(_ context: SwiftScanContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftTypeRule.enterType(
            name: SwiftNames.identifierText(node.name), inherits: SwiftNames.inherited(node.inheritanceClause),
            attributes: node.attributes, members: node.memberBlock, isExtension: false, in: context)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { context.pop() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftTypeRule.enterType(
            name: SwiftNames.identifierText(node.name), inherits: SwiftNames.inherited(node.inheritanceClause),
            attributes: node.attributes, members: node.memberBlock, isExtension: false, in: context)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { context.pop() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftTypeRule.enterType(
            name: SwiftNames.identifierText(node.name), inherits: SwiftNames.inherited(node.inheritanceClause),
            attributes: node.attributes, members: node.memberBlock, isExtension: false, in: context)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { context.pop() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftTypeRule.enterType(
            name: SwiftNames.identifierText(node.name), inherits: SwiftNames.inherited(node.inheritanceClause),
            attributes: node.attributes, members: node.memberBlock, isExtension: false, in: context)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { context.pop() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftTypeRule.enterType(
            name: SwiftNames.simpleName(node.extendedType), inherits: SwiftNames.inherited(node.inheritanceClause),
            attributes: node.attributes, members: node.memberBlock, isExtension: true, in: context)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { context.pop() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftTypeRule.enterProtocol(node, in: context)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { context.pop() }

    // MARK: Members and bodies

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { SwiftNames.identifierText($0.firstName) + ":" }
        let name = SwiftNames.identifierText(node.name) + "(" + labels.joined() + ")"
        let position = context.position(node.funcKeyword)
        if let container = context.memberContainer {
            context.facts.methods.append(
                MethodFact(
                    container: container.name, declarationInherits: container.inherits, name: name, language: .swift,
                    position: position))
        }
        SwiftDeprecatedAPIRule.declaration(node, name: name, at: position, in: context)
        context.push(.body)
        context.bindParameters(node.signature.parameterClause)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { context.pop() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        context.push(.body)
        context.bindParameters(node.signature.parameterClause)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { context.pop() }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        context.push(.body)
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { context.pop() }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        context.push(.body)
        return .visitChildren
    }
    override func visitPost(_ node: SubscriptDeclSyntax) { context.pop() }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        context.push(.body)
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { context.pop() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        context.push(.body)
        switch node.signature?.parameterClause {
        case .simpleInput(let parameters)?:
            for parameter in parameters {
                context.bind(SwiftNames.identifierText(parameter.name), to: SwiftScanContext.unknownBinding)
            }
        case .parameterClause(let clause)?:
            for parameter in clause.parameters {
                let name = SwiftNames.identifierText(parameter.secondName ?? parameter.firstName)
                context.bind(
                    name,
                    to: parameter.type.map { SwiftNames.boundValue(ofType: $0) } ?? SwiftScanContext.unknownBinding)
            }
        case nil:
            break
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { context.pop() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftTypeRule.variable(node, in: context)
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let type = binding.typeAnnotation?.type {
                context.bind(SwiftNames.identifierText(pattern.identifier), to: SwiftNames.boundValue(ofType: type))
            } else {
                let value = binding.initializer.flatMap { context.boundValue(ofExpression: $0.value) }
                context.bind(
                    SwiftNames.identifierText(pattern.identifier), to: value ?? SwiftScanContext.unknownBinding)
            }
        }
        SwiftWindowRule.variable(node, in: context)
        return .visitChildren
    }

    /// `if let options = launchOptions`, `guard let app = application as? UIApplication`: the name
    /// holds what the value holds (kept to the end of the enclosing function).
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let pattern = node.pattern.as(IdentifierPatternSyntax.self) else { return .visitChildren }
        let name = SwiftNames.identifierText(pattern.identifier)
        if let type = node.typeAnnotation?.type {
            context.bind(name, to: SwiftNames.boundValue(ofType: type))
        } else if let initializer = node.initializer {
            context.bind(
                name, to: context.boundValue(ofExpression: initializer.value) ?? SwiftScanContext.unknownBinding)
        }
        return .visitChildren
    }

    // MARK: Dead `#if` branches

    /// Each branch is read unless its condition is known false; the branches after one known true
    /// are not read.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        for clause in node.clauses {
            let value: Bool? = clause.condition.map { CompilationCondition.value(of: $0) } ?? true
            if value == false { continue }
            if let elements = clause.elements { walk(elements) }
            if value == true { break }
        }
        return .skipChildren
    }

    // MARK: Expressions

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        SwiftWindowRule.call(node, in: context)
        SwiftDeprecatedAPIRule.call(node, in: context)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        SwiftLaunchOptionsKeyRule.memberAccess(node, in: context)
        SwiftLookupRule.memberAccess(node, in: context)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        SwiftLookupRule.reference(node, in: context)
        return .visitChildren
    }
}
