import ContentModel
import SwiftParser
import SwiftSyntax

/// Finds the uses of interface APIs introduced after a sample's deployment target that are not
/// inside `if #available` / `guard #available` or a declaration marked `@available` for that
/// version. (Linux's compiler ignores platform availability, so this is the check instead.)
///
/// A use is matched by name: a call by its base name and argument labels (trailing closures
/// filling the parameters that take closures, defaulted parameters skippable, a closure literal's
/// parameter count against the closure type's), a member or type by its name. When any interface
/// declaration that matches was available at the target, the use is not reported: the check errs
/// towards silence rather than a false warning.
struct AvailabilityCheck {
    struct Finding: Hashable, Codable {
        var name: String
        var introduced: [Int]
        var line: Int
        var column: Int
    }

    /// Declarations by base name (types by their own name).
    let byName: [String: [SDKInterface.Declaration]]

    init(interface: SDKInterface) {
        var byName: [String: [SDKInterface.Declaration]] = [:]
        for declaration in interface.declarations { byName[declaration.baseName, default: []].append(declaration) }
        self.byName = byName
    }

    func findings(in code: String, target: DeploymentTarget) -> [Finding] {
        guard target.platform == .iOS || target.platform == .iPadOS else { return [] }
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let visitor = Visitor(check: self, floor: target.version, converter: converter)
        visitor.walk(tree)
        return visitor.findings
    }

    /// The newest iOS version among the candidates, or nil when one of them is available at `floor`.
    func requiredVersion(name: String, arguments: [Argument]?, floor: [Int]) -> (String, [Int])? {
        guard let candidates = byName[name], !candidates.isEmpty else { return nil }
        let matching = candidates.filter { declaration in
            guard let arguments, let labels = declaration.labels else { return true }
            return AvailabilityCheck.matches(arguments, labels: labels, declaration: declaration)
        }
        guard !matching.isEmpty else { return nil }
        var required: (String, [Int])?
        for declaration in matching {
            guard let introduced = declaration.introducedIOS, DeploymentTarget.isLater(introduced, than: floor)
            else { return nil }
            if required == nil || DeploymentTarget.isLater(required!.1, than: introduced) {
                required = (declaration.symbolID, introduced)
            }
        }
        return required
    }

    /// An argument of a call: its label (nil for none) and, for a closure literal with a
    /// parameter list, how many parameters it names.
    struct Argument {
        var label: String?
        var closureParameters: Int?
        var isClosure: Bool
        var isTrailing: Bool
    }

    static func matches(_ arguments: [Argument], labels: [String], declaration: SDKInterface.Declaration) -> Bool {
        var parameter = 0
        for argument in arguments {
            var matched = false
            while parameter < labels.count {
                let label = labels[parameter]
                let arity = parameter < declaration.closureArity.count ? declaration.closureArity[parameter] : nil
                let labelFits =
                    (argument.isTrailing && argument.label == nil && arity != nil)
                    || (argument.label ?? "_") == label
                let arityFits = argument.closureParameters == nil || arity == nil || arity == argument.closureParameters
                if labelFits && arityFits {
                    matched = true
                    parameter += 1
                    break
                }
                let defaulted = parameter < declaration.defaulted.count && declaration.defaulted[parameter]
                guard defaulted else { return false }
                parameter += 1
            }
            if !matched { return false }
        }
        while parameter < labels.count {
            guard parameter < declaration.defaulted.count, declaration.defaulted[parameter] else { return false }
            parameter += 1
        }
        return true
    }

    final class Visitor: SyntaxAnyVisitor {
        let check: AvailabilityCheck
        let converter: SourceLocationConverter
        var floors: [[Int]]
        var findings: [Finding] = []
        /// Callees already looked at as calls (not again as bare references).
        var calledNames: Set<SyntaxIdentifier> = []

        init(check: AvailabilityCheck, floor: [Int], converter: SourceLocationConverter) {
            self.check = check
            self.converter = converter
            floors = [floor]
            super.init(viewMode: .sourceAccurate)
        }

        var floor: [Int] { floors.last! }

        func report(_ node: some SyntaxProtocol, name: String, arguments: [Argument]?) {
            guard let (symbol, introduced) = check.requiredVersion(name: name, arguments: arguments, floor: floor)
            else { return }
            let place = node.startLocation(converter: converter, afterLeadingTrivia: true)
            findings.append(Finding(name: symbol, introduced: introduced, line: place.line, column: place.column))
        }

        static func iOSVersion(_ spec: AvailabilityArgumentListSyntax) -> [Int]? {
            AvailabilityArguments.introducedIOS(spec)
        }

        func raised(_ version: [Int]?) -> [Int] {
            guard let version, DeploymentTarget.isLater(version, than: floor) else { return floor }
            return version
        }

        /// `@available(iOS x, *)` on a declaration raises the floor inside it.
        func declaredVersion(_ attributes: AttributeListSyntax?) -> [Int]? {
            for case .attribute(let attribute) in attributes ?? []
            where attribute.attributeName.trimmedDescription == "available" {
                if case .availability(let arguments)? = attribute.arguments, let version = Visitor.iOSVersion(arguments)
                {
                    return version
                }
            }
            return nil
        }

        override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let decl = node.asProtocol(WithAttributesSyntax.self), node.is(DeclSyntax.self) {
                floors.append(raised(declaredVersion(decl.attributes)))
            }
            return .visitChildren
        }

        override func visitAnyPost(_ node: Syntax) {
            if node.asProtocol(WithAttributesSyntax.self) != nil, node.is(DeclSyntax.self) { floors.removeLast() }
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            // `if #available(iOS x, *), condition { body }`: the conditions after the check and the
            // body run at the raised floor; the else branch does not.
            var pushed = 0
            for condition in node.conditions {
                walk(condition)
                if case .availability(let check) = condition.condition,
                    check.availabilityKeyword.tokenKind == .poundAvailable
                {
                    floors.append(raised(Visitor.iOSVersion(check.availabilityArguments)))
                    pushed += 1
                }
            }
            walk(node.body)
            floors.removeLast(pushed)
            if let elseBody = node.elseBody { walk(elseBody) }
            return .skipChildren
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
            // `guard #available(iOS x, *) else { … }` raises the floor for the statements after it.
            var pushed = 0
            for item in node {
                walk(item)
                if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                    for condition in guardStatement.conditions {
                        if case .availability(let check) = condition.condition,
                            check.availabilityKeyword.tokenKind == .poundAvailable,
                            let version = Visitor.iOSVersion(check.availabilityArguments)
                        {
                            floors.append(raised(version))
                            pushed += 1
                        }
                    }
                }
            }
            floors.removeLast(pushed)
            return .skipChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            var arguments = node.arguments.map { argument in
                Argument(
                    label: argument.label?.text, closureParameters: Visitor.closureParameters(argument.expression),
                    isClosure: argument.expression.is(ClosureExprSyntax.self), isTrailing: false)
            }
            if let trailing = node.trailingClosure {
                arguments.append(
                    Argument(
                        label: nil, closureParameters: Visitor.closureParameters(ExprSyntax(trailing)), isClosure: true,
                        isTrailing: true))
            }
            for extra in node.additionalTrailingClosures {
                arguments.append(
                    Argument(
                        label: extra.label.text,
                        closureParameters: Visitor.closureParameters(ExprSyntax(extra.closure)),
                        isClosure: true, isTrailing: false))
            }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                report(member.declName, name: member.declName.baseName.text, arguments: arguments)
                calledNames.insert(member.declName.id)
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                // `Type(…)`: an initializer of the type (and the type itself).
                let name = reference.baseName.text
                if check.byName[name]?.contains(where: { $0.labels == nil }) == true {
                    report(reference, name: name, arguments: nil)
                    let initializers = check.byName["init"]?.filter { $0.container?.hasSuffix(name) == true } ?? []
                    if !initializers.isEmpty {
                        let sub = AvailabilityCheck(byName: ["init": initializers])
                        if let (symbol, introduced) = sub.requiredVersion(
                            name: "init", arguments: arguments, floor: floor)
                        {
                            let place = reference.startLocation(converter: converter, afterLeadingTrivia: true)
                            findings.append(
                                Finding(name: symbol, introduced: introduced, line: place.line, column: place.column))
                        }
                    }
                } else {
                    report(reference, name: name, arguments: arguments)
                }
                calledNames.insert(reference.id)
            }
            return .visitChildren
        }

        static func closureParameters(_ expression: ExprSyntax) -> Int? {
            guard let closure = expression.as(ClosureExprSyntax.self), let signature = closure.signature,
                let parameters = signature.parameterClause
            else { return nil }
            switch parameters {
            case .simpleInput(let names): return names.count
            case .parameterClause(let clause): return clause.parameters.count
            }
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if !calledNames.contains(node.id) { report(node, name: node.baseName.text, arguments: nil) }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            report(node, name: node.name.text, arguments: nil)
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            report(node.name, name: node.name.text, arguments: nil)
            return .visitChildren
        }
    }
}

extension AvailabilityCheck {
    init(byName: [String: [SDKInterface.Declaration]]) {
        self.byName = byName
    }
}
