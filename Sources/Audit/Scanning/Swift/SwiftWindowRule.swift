import SwiftSyntax

/// The app delegate's window in Swift: a `window` property, a `UIWindow` created, and
/// `makeKeyAndVisible()`/`makeKey()` called in a type's code (counted once the app-delegate types
/// are known).
enum SwiftWindowRule {
    /// `UIWindow(frame:)`, `UIWindow(windowScene:)`, `UIWindow()`, `UIWindow.init(…)`; any other class
    /// called the same way (`OverlayWindow(frame:)`) is kept and counts when the tree declares it as
    /// a `UIWindow` subclass. Then `….makeKeyAndVisible()` and `….makeKey()`.
    static func call(_ node: FunctionCallExprSyntax, in context: SwiftScanContext) {
        guard let type = context.enclosingType else { return }
        let called = node.calledExpression
        var created: String?
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            created = reference.baseName.text
        } else if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            created = base.baseName.text
        }
        if let created, created.first?.isUppercase == true {
            context.facts.windows.append(
                WindowFact(
                    container: type.name, declarationInherits: type.inherits, kind: .creation, language: .swift,
                    position: context.position(called), createdType: created))
        }
        if let member = called.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "makeKeyAndVisible" || name == "makeKey", node.arguments.isEmpty {
                context.facts.windows.append(
                    WindowFact(
                        container: type.name, declarationInherits: type.inherits, kind: .makeKey(name + "()"),
                        language: .swift, position: context.position(member.declName)))
            }
        }
    }

    /// `var window: UIWindow?`, or a `window` of an inferred type, declared as a member; a `window`
    /// of another type is not the delegate's window.
    static func variable(_ node: VariableDeclSyntax, in context: SwiftScanContext) {
        guard let container = context.memberContainer else { return }
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                SwiftNames.identifierText(pattern.identifier) == "window"
            else { continue }
            if let type = binding.typeAnnotation?.type, SwiftNames.simpleName(type) != "UIWindow" { continue }
            context.facts.windows.append(
                WindowFact(
                    container: container.name, declarationInherits: container.inherits, kind: .property,
                    language: .swift, position: context.position(node.bindingSpecifier)))
        }
    }
}
