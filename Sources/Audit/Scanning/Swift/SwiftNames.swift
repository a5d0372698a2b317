import Foundation
import SwiftSyntax

/// How the Swift rules read names from syntax: a type's simple name, inheritance lists, attributes,
/// and member chains (`UIApplication.shared.keyWindow`).
enum SwiftNames {
    /// The last component of a type's spelling, without generic arguments or optionality:
    /// `UIKit.UIApplicationDelegate` → `UIApplicationDelegate`.
    static func simpleName(_ type: some SyntaxProtocol) -> String {
        var text = type.trimmedDescription
        if let angle = text.firstIndex(of: "<") { text = String(text[..<angle]) }
        text = text.trimmingCharacters(in: ["?", "!", " "])
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return text
    }

    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.flatMap { inherited -> [String] in
            // `A & B` conforms to both.
            if let composition = inherited.type.as(CompositionTypeSyntax.self) {
                return composition.elements.map { simpleName($0.type) }
            }
            return [simpleName(inherited.type)]
        }
    }

    static func identifierText(_ token: TokenSyntax) -> String {
        var text = token.text
        if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        return text
    }

    static func attributes(_ list: AttributeListSyntax) -> [AttributeSyntax] {
        list.compactMap { element in
            if case .attribute(let attribute) = element { return attribute }
            return nil
        }
    }

    static func attributeName(_ attribute: AttributeSyntax) -> String {
        simpleName(attribute.attributeName)
    }

    /// What a declared type says a name holds: `[UIApplication.LaunchOptionsKey: Any]?` is the
    /// launch-options dictionary; any other type its simple name (`UIKit.UIApplication?` → `UIApplication`).
    static func boundValue(ofType type: TypeSyntax) -> String {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = unwrapped.wrappedType
            } else {
                break
            }
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self), simpleName(dictionary.key).hasSuffix("LaunchOptionsKey")
        {
            return SwiftScanContext.launchOptionsBinding
        }
        return simpleName(type)
    }

    /// The names of a member chain and its first node: `(UIApplication.shared.delegate as? AppDelegate)?.window`
    /// → `["UIApplication", "shared", "delegate", "window"]`, through optional chaining, forced
    /// unwraps, parentheses, casts and argument-less calls. Nil for a chain of more than `limit`
    /// names: no caller matches a longer one, and stopping there keeps each member node's work
    /// bounded (a chain of n links is visited at each of its n member nodes).
    static func chain(_ expression: ExprSyntax, limit: Int) -> (names: [String], root: Syntax)? {
        var reversedNames: [String] = []
        var expression = expression
        while true {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                reversedNames.append(reference.baseName.text)
                return (reversedNames.reversed(), Syntax(reference))
            }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                reversedNames.append(member.declName.baseName.text)
                if reversedNames.count >= limit { return nil }
                expression = base
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                expression = only.expression
            } else if let cast = expression.as(AsExprSyntax.self) {
                expression = cast.expression
            } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
                let first = sequence.elements.first
            {
                expression = first
            } else if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                call.trailingClosure == nil
            {
                expression = call.calledExpression
            } else {
                return nil
            }
        }
    }
}
