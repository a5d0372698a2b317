import SwiftSyntax

/// `global-window-lookup` in Swift: a known look-up chain (`UIApplication.shared.keyWindow`), or a
/// look-up's member path read from a receiver of the look-up's type (a parameter, a local, implicit
/// `self` in an extension or subclass).
enum SwiftLookupRule {
    static func memberAccess(_ node: MemberAccessExprSyntax, in context: SwiftScanContext) {
        guard let (names, root) = SwiftNames.chain(ExprSyntax(node), limit: context.index.longestLookupChain) else {
            return
        }
        if let lookup = context.index.swiftLookups[names] {
            context.facts.findings.append(finding(lookup, at: root, in: context))
        } else if names.first == "self" || names.first == "super" {
            memberLookup(Array(names.dropFirst()), receiver: .implicitSelf, at: root, in: context)
        } else if let bound = context.binding(of: names[0]) {
            memberLookup(Array(names.dropFirst()), receiver: .known(bound), at: root, in: context)
        } else if root.is(DeclReferenceExprSyntax.self), names[0].first?.isLowercase == true {
            memberLookup(names, receiver: .implicitSelf, at: root, in: context)
        }
    }

    /// A bare name (`keyWindow`, `windows`) read in a type: implicit `self`, a look-up when the type
    /// is the look-up's (an extension or subclass of `UIApplication`). A member name, a called
    /// function and a local or parameter of that name are not.
    static func reference(_ node: DeclReferenceExprSyntax, in context: SwiftScanContext) {
        let name = node.baseName.text
        guard context.index.swiftMemberLookups[[name]] != nil, context.binding(of: name) == nil else { return }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return }
        memberLookup([name], receiver: .implicitSelf, at: node, in: context)
    }

    private static func finding(
        _ lookup: AuditKnowledge.GlobalLookup, at node: some SyntaxProtocol, in context: SwiftScanContext
    ) -> LocalFinding {
        LocalFinding(
            position: context.position(node), rule: .globalWindowLookup, symbol: "\(lookup.type)/\(lookup.member)",
            replacement: lookup.replacement, message: lookup.advice, page: lookup.page)
    }

    /// A look-up's member path read from a receiver: a finding when the receiver is bound to the
    /// look-up's type, a conditional one for implicit `self`.
    private static func memberLookup(
        _ path: [String], receiver: SwiftScanContext.Receiver, at node: some SyntaxProtocol,
        in context: SwiftScanContext
    ) {
        guard let lookups = context.index.swiftMemberLookups[path] else { return }
        for lookup in lookups {
            switch receiver {
            case .known(let type) where type == lookup.type:
                context.facts.findings.append(finding(lookup, at: node, in: context))
            case .implicitSelf:
                guard let type = context.enclosingType else { continue }
                context.facts.conditionalFindings.append(
                    ConditionalFinding(
                        container: type.name, declarationInherits: type.inherits, requiredType: lookup.type,
                        finding: finding(lookup, at: node, in: context)))
            case .known, .unknown:
                continue
            }
        }
    }
}
