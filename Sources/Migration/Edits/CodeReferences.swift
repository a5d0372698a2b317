import SwiftSyntax

/// The names a piece of code uses and declares, read from its syntax: what the edits need to know
/// whether it can move to another type, and where to rewrite it.
final class CodeReferences: SyntaxVisitor {
    /// Names read as values (`window`, `application`, `Store`), not as members (`.window` in `x.window`).
    private(set) var names: [(name: String, node: DeclReferenceExprSyntax)] = []
    /// Members read through `self` (`self.window`).
    private(set) var selfMembers: [(name: String, node: MemberAccessExprSyntax)] = []
    /// `self` used other than to read a member, and `super`.
    private(set) var selfOrSuper: [Syntax] = []
    /// `super` alone.
    private(set) var supers: [Syntax] = []
    /// Names the code declares anywhere inside it (locals, closure and function parameters).
    private(set) var declared: Set<String> = []
    /// `UIScreen.main` reads.
    private(set) var mainScreens: [MemberAccessExprSyntax] = []
    /// Calls (to find window creations by the position of their called expression).
    private(set) var calls: [FunctionCallExprSyntax] = []

    init(_ node: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(node)
    }

    /// Names read that the code does not declare itself.
    var freeNames: Set<String> {
        Set(names.map(\.name)).subtracting(declared)
    }

    /// Edits that spell each read of `parameter` (a callback's `UIApplication` parameter) as
    /// `UIApplication.shared`, for code that moves out of the callback; reads `keep` accepts stay.
    func sharedApplicationEdits(
        replacing parameter: String, keep: (DeclReferenceExprSyntax) -> Bool = { _ in false }
    ) -> [SourceEdit] {
        names.filter { $0.name == parameter && !keep($0.node) }.map { _, node in
            SourceEdit(
                range: node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia,
                replacement: "UIApplication.shared")
        }
    }

    static func text(_ token: TokenSyntax) -> String {
        var text = token.text
        if text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1 { text = String(text.dropFirst().dropLast()) }
        return text
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .skipChildren
        }
        switch node.baseName.tokenKind {
        case .keyword(.self):
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                selfMembers.append((Self.text(member.declName.baseName), member))
            } else {
                selfOrSuper.append(Syntax(node))
            }
        case .identifier:
            names.append((Self.text(node.baseName), node))
        default:
            break
        }
        return .skipChildren
    }

    override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
        selfOrSuper.append(Syntax(node))
        supers.append(Syntax(node))
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), Self.text(base.baseName) == "UIScreen",
            Self.text(node.declName.baseName) == "main"
        {
            mainScreens.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(Self.text(node.identifier))
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(Self.text(node.name))
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(Self.text(node.secondName ?? node.firstName))
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(Self.text(node.secondName ?? node.firstName))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(Self.text(node.name))
        return .visitChildren
    }
}
