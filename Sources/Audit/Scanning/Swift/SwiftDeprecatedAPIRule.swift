import SwiftSyntax

/// `deprecated-scene-api` in Swift: a declaration of a deprecated delegate callback (counted once
/// the type is known to conform to its protocol), and a call of a deprecated API on a receiver of
/// its type.
enum SwiftDeprecatedAPIRule {
    /// A declaration implements a deprecated delegate callback only in a type that conforms to its
    /// protocol (known once every file is read), and only when it is not `async` (Swift's async
    /// form of a method is a different, completion-handler selector).
    static func declaration(
        _ node: FunctionDeclSyntax, name: String, at position: SourcePosition, in context: SwiftScanContext
    ) {
        let isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
        guard let container = context.memberContainer, !isAsync,
            let api = context.index.deprecatedDeclaration(named: name)
        else { return }
        context.facts.conditionalFindings.append(
            ConditionalFinding(
                container: container.name, declarationInherits: container.inherits, requiredType: api.owner,
                finding: LocalFinding(
                    position: position, rule: .deprecatedSceneAPI, symbol: api.symbol,
                    replacement: api.replacement, message: Messages.deprecated(api, spelledAs: name),
                    page: api.page)))
    }

    /// `receiver.name(…)` or a bare `name(…)` (implicit `self`).
    static func call(_ node: FunctionCallExprSyntax, in context: SwiftScanContext) {
        let called = node.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                deprecatedCall(
                    node, name: member.declName.baseName.text, receiver: context.receiver(base), at: member.declName,
                    in: context)
            }
        } else if let reference = called.as(DeclReferenceExprSyntax.self) {
            deprecatedCall(node, name: reference.baseName.text, receiver: .implicitSelf, at: reference, in: context)
        }
    }

    /// A call of a deprecated API: its name and labels match (see `KnowledgeIndex.deprecatedAPI`) and
    /// its receiver is the API's type (an unknown receiver, e.g. another type's method of the same
    /// name, is not a finding).
    private static func deprecatedCall(
        _ node: FunctionCallExprSyntax, name: String, receiver: SwiftScanContext.Receiver,
        at anchor: some SyntaxProtocol, in context: SwiftScanContext
    ) {
        var labels: [String?] = node.arguments.map { $0.label.map { SwiftNames.identifierText($0) } ?? "_" }
        if node.trailingClosure != nil { labels.append(nil) }
        for closure in node.additionalTrailingClosures { labels.append(SwiftNames.identifierText(closure.label)) }
        guard let api = context.index.deprecatedAPI(calledAs: name, labels: labels), !api.isDelegateCallback else {
            return
        }
        let finding = LocalFinding(
            position: context.position(anchor), rule: .deprecatedSceneAPI, symbol: api.symbol,
            replacement: api.replacement, message: Messages.deprecated(api, spelledAs: api.swiftName),
            page: api.page)
        switch receiver {
        case .known(let type) where type == api.owner:
            context.facts.findings.append(finding)
        case .implicitSelf:
            guard let type = context.enclosingType else { return }
            context.facts.conditionalFindings.append(
                ConditionalFinding(
                    container: type.name, declarationInherits: type.inherits, requiredType: api.owner,
                    finding: finding))
        case .known, .unknown:
            return
        }
    }
}
