import SwiftParser
import SwiftSyntax

/// How a symbol page's `declaration:` and the interface's declaration are compared: as Swift
/// tokens (whitespace does not count), after removing what only one side can write.
///
/// Removed from both sides: comments; `@available(…)` and `@objc` attributes (Linux cannot express
/// Objective-C, and availability is compared as data, not text); the modifiers `public` and `open`
/// (a stub module needs them, Apple's pages do not show them) and `optional` (an optional
/// requirement is a defaulted one on Linux); the body of a type or function; a property's
/// accessor block (`{ get set }`) and initial value. Everything else — isolation attributes,
/// generic and `where` clauses, inheritance, parameter types, default arguments — must be equal.
public enum DeclarationText {
    static let ignoredAttributes: Set<String> = ["available", "objc"]
    static let ignoredModifiers: Set<String> = ["public", "open", "optional"]

    /// The tokens of a declaration written on a page (or anywhere as text).
    public static func comparable(_ text: String) -> [String] {
        let tree = Parser.parse(source: text)
        if let first = tree.statements.first, let decl = first.item.as(DeclSyntax.self) {
            return comparableTokens(Syntax(decl))
        }
        return tree.tokens(viewMode: .sourceAccurate).map(\.text).filter { !$0.isEmpty }
    }

    /// The tokens of a declaration node, without what the rule above removes.
    static func comparableTokens(_ node: Syntax) -> [String] {
        var skipped: [Range<AbsolutePosition>] = []
        if let attributes = node.asProtocol(WithAttributesSyntax.self)?.attributes {
            for case .attribute(let attribute) in attributes
            where ignoredAttributes.contains(attribute.attributeName.trimmedDescription) {
                skipped.append(attribute.position..<attribute.endPosition)
            }
        }
        if let modifiers = node.asProtocol(WithModifiersSyntax.self)?.modifiers {
            for modifier in modifiers where ignoredModifiers.contains(modifier.name.text) {
                skipped.append(modifier.position..<modifier.endPosition)
            }
        }
        if let cut = bodyStart(node) { skipped.append(cut..<node.endPosition) }
        return node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard !token.text.isEmpty,
                !skipped.contains(where: { $0.contains(token.positionAfterSkippingLeadingTrivia) })
            else { return nil }
            return token.text
        }
    }

    /// The declaration as written, from its first attribute to where its body starts, on one line,
    /// without the attributes `@available` and `@objc` (what a reader compares with a page).
    static func withoutBody(_ node: Syntax) -> String {
        let start = node.positionAfterSkippingLeadingTrivia
        let end = bodyStart(node) ?? node.endPositionBeforeTrailingTrivia
        var skipped: [Range<AbsolutePosition>] = []
        if let attributes = node.asProtocol(WithAttributesSyntax.self)?.attributes {
            for case .attribute(let attribute) in attributes
            where ignoredAttributes.contains(attribute.attributeName.trimmedDescription) {
                skipped.append(attribute.position..<attribute.endPosition)
            }
        }
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            let position = token.positionAfterSkippingLeadingTrivia
            guard position >= start, position < end, !skipped.contains(where: { $0.contains(position) }) else {
                continue
            }
            if !text.isEmpty && !token.leadingTrivia.isEmpty { text += " " }
            text += token.text
            if !token.trailingTrivia.isEmpty { text += " " }
        }
        return text.split(whereSeparator: { $0 == " " }).joined(separator: " ")
    }

    /// Where the part that does not count starts: a member block, a function body, a property's
    /// accessors or initial value.
    static func bodyStart(_ node: Syntax) -> AbsolutePosition? {
        if let group = node.asProtocol(DeclGroupSyntax.self) { return group.memberBlock.position }
        if let function = node.as(FunctionDeclSyntax.self) { return function.body?.position }
        if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.body?.position }
        if let variable = node.as(VariableDeclSyntax.self), let binding = variable.bindings.last {
            if let initial = binding.initializer { return initial.position }
            if let accessors = binding.accessorBlock { return accessors.position }
        }
        return nil
    }
}
