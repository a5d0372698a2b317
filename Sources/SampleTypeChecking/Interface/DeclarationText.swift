import SwiftParser
import SwiftSyntax

/// How a symbol page's `declaration:` and the interface's declaration are compared: as Swift
/// tokens (whitespace does not count), after removing what only one side can write.
///
/// Removed from both sides: comments; `@available(…)` and `@objc` attributes (Linux cannot express
/// Objective-C, and availability is compared as data, not text); the modifiers `public` and `open`
/// (a stub module needs them, Apple's pages do not show them) and `optional` (an optional
/// requirement is a defaulted one on Linux); the body of a type or function; a property's
/// accessor block (`{ get set }`) and initial value; the superclass and conformances of a class,
/// struct or enum (Apple's pages do not show them; the page's `inheritsFrom:` is checked against
/// them). A `class` property or method modifier counts as `static`. Everything else — isolation
/// attributes, generic and `where` clauses, a protocol's inheritance, parameter types, default
/// arguments — must be equal.
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
        // A class's, struct's or enum's superclass and conformances are not part of the declaration
        // Apple's pages show (`@MainActor class UIScene`); the stub needs them, and the page's
        // `inheritsFrom:` is compared with them instead. A protocol's inheritance is shown and counts.
        if !node.is(ProtocolDeclSyntax.self), let clause = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause {
            skipped.append(clause.position..<clause.endPosition)
        }
        // `class let`/`class var` on a page is `static` in a stub: a class cannot store a class property.
        var classModifier: AbsolutePosition?
        if node.is(VariableDeclSyntax.self) || node.is(FunctionDeclSyntax.self),
            let modifier = node.asProtocol(WithModifiersSyntax.self)?.modifiers.first(where: { $0.name.text == "class" }
            )
        {
            classModifier = modifier.name.positionAfterSkippingLeadingTrivia
        }
        if let cut = bodyStart(node) { skipped.append(cut..<node.endPosition) }
        return node.tokens(viewMode: .sourceAccurate).compactMap { token in
            let position = token.positionAfterSkippingLeadingTrivia
            guard !token.text.isEmpty, !skipped.contains(where: { $0.contains(position) }) else { return nil }
            return position == classModifier ? "static" : token.text
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
