import Foundation
import SwiftSyntax

/// `launch-options-key` in Swift: `UIApplication.LaunchOptionsKey.url` anywhere, or `.url` as the
/// key of a subscript of the launch options: a name bound to them (a parameter of their type, an
/// alias such as `let options = launchOptions` or `guard let options = launchOptions`), or, when the
/// syntax does not say, a name like `launchOptions`.
enum SwiftLaunchOptionsKeyRule {
    static func memberAccess(_ node: MemberAccessExprSyntax, in context: SwiftScanContext) {
        let member = node.declName.baseName.text
        guard let key = context.index.launchKeysBySwiftName[member], isLaunchOptionsKey(node, in: context) else {
            return
        }
        context.facts.findings.append(
            LocalFinding(
                position: context.position(node), rule: .launchOptionsKey,
                symbol: "UIApplication.LaunchOptionsKey.\(member)",
                replacement: key.arrivesIn, message: key.advice, page: key.page))
    }

    private static func isLaunchOptionsKey(_ node: MemberAccessExprSyntax, in context: SwiftScanContext) -> Bool {
        if let base = node.base {
            return SwiftNames.simpleName(base).hasSuffix("LaunchOptionsKey")
        }
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
            let subscriptCall = argument.parent?.parent?.as(SubscriptCallExprSyntax.self)
        else { return false }
        var dictionary = subscriptCall.calledExpression
        while true {
            if let optional = dictionary.as(OptionalChainingExprSyntax.self) {
                dictionary = optional.expression
            } else if let forced = dictionary.as(ForceUnwrapExprSyntax.self) {
                dictionary = forced.expression
            } else {
                break
            }
        }
        let name: String
        if let reference = dictionary.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let bound = context.binding(of: name), bound != SwiftScanContext.unknownBinding {
                return bound == SwiftScanContext.launchOptionsBinding
            }
        } else if let member = dictionary.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return false
        }
        return name.lowercased().contains("launchoptions")
    }
}
