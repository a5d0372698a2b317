import SwiftSyntax

/// The types a Swift file declares (what they inherit, for the type graph), whether it declares a
/// SwiftUI `@main App`, and the app-delegate types a `@UIApplicationDelegateAdaptor` names.
enum SwiftTypeRule {
    /// A type or extension is entered: its fact, and its stored properties bound in its scope.
    static func enterType(
        name: String, inherits: [String], attributes: AttributeListSyntax, members: MemberBlockSyntax,
        isExtension: Bool, in context: SwiftScanContext
    ) {
        context.facts.types.append(TypeFact(name: name, inherits: inherits, isExtension: isExtension))
        let names = SwiftNames.attributes(attributes).map(SwiftNames.attributeName)
        if names.contains("main"), inherits.contains("App") {
            context.facts.declaresSwiftUIApp = true
        }
        context.push(.type(name, inherits: isExtension ? nil : inherits))
        // Stored properties are in scope in every method of the type, wherever they are declared.
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                    let type = binding.typeAnnotation?.type
                else { continue }
                context.bind(SwiftNames.identifierText(pattern.identifier), to: SwiftNames.boundValue(ofType: type))
            }
        }
    }

    /// A protocol's inheritance counts (`protocol P: UIApplicationDelegate`); its requirements are
    /// not implementations.
    static func enterProtocol(_ node: ProtocolDeclSyntax, in context: SwiftScanContext) {
        context.facts.types.append(
            TypeFact(name: SwiftNames.identifierText(node.name), inherits: SwiftNames.inherited(node.inheritanceClause))
        )
        context.push(.body)
    }

    /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate` or `… var delegate: AppDelegate`.
    static func variable(_ node: VariableDeclSyntax, in context: SwiftScanContext) {
        for attribute in SwiftNames.attributes(node.attributes)
        where SwiftNames.attributeName(attribute) == "UIApplicationDelegateAdaptor" {
            if let type = adaptorType(attribute: attribute, declaration: node) {
                context.facts.adaptorTypes.append(type)
            }
        }
    }

    private static func adaptorType(attribute: AttributeSyntax, declaration: VariableDeclSyntax) -> String? {
        if case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first,
            let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base
        {
            return SwiftNames.simpleName(base)
        }
        if let type = declaration.bindings.first?.typeAnnotation?.type {
            return SwiftNames.simpleName(type)
        }
        return nil
    }
}
