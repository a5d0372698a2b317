import CodeHighlighting
import ContentModel
import Diagnostics
import SwiftParser
import SwiftSyntax

/// Walks an interface file, naming each declaration as a symbol page would.
final class DeclarationCollector: SyntaxVisitor {
    let module: String
    let file: String
    let converter: SourceLocationConverter
    var declarations: [SDKInterface.Declaration] = []
    var unsourced: [(id: String, location: ContentLocation)] = []
    /// The enclosing types or extensions: name, sources, introduced iOS version.
    private var scopes: [(name: String, sources: [SDKInterface.Cited], introduced: [Int]?)] = []

    init(module: String, file: String, converter: SourceLocationConverter) {
        self.module = module
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private var path: String? { scopes.isEmpty ? nil : scopes.map(\.name).joined(separator: ".") }

    private func location(_ node: some SyntaxProtocol) -> ContentLocation {
        let place = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return ContentLocation(file: file, line: place.line, column: place.column)
    }

    /// `// source: A, B` lines in the leading trivia of a declaration.
    private func sources(of node: some SyntaxProtocol) -> [SDKInterface.Cited] {
        var found: [SDKInterface.Cited] = []
        var line = converter.location(for: node.position).line
        for piece in node.leadingTrivia {
            switch piece {
            case .newlines(let count), .carriageReturnLineFeeds(let count): line += count
            case .carriageReturns(let count): line += count
            case .lineComment(let text):
                let body = text.dropFirst(2).drop { $0 == " " }
                guard body.hasPrefix("source:") else { continue }
                for id in body.dropFirst("source:".count).split(separator: ",") {
                    let trimmed = id.trimmingCharacters(in: .whitespaces)
                    if !trimmed.isEmpty {
                        found.append(
                            SDKInterface.Cited(
                                value: trimmed, location: ContentLocation(file: file, line: line, column: 1)))
                    }
                }
            default: continue
            }
        }
        return found
    }

    private func introducedIOS(_ attributes: AttributeListSyntax) -> [Int]? {
        for case .attribute(let attribute) in attributes
        where attribute.attributeName.trimmedDescription == "available" {
            guard case .availability(let arguments)? = attribute.arguments,
                let version = AvailabilityArguments.introducedIOS(arguments)
            else { continue }
            return version
        }
        return nil
    }

    private func record(
        _ node: some DeclSyntaxProtocol, name: String, attributes: AttributeListSyntax, baseName: String,
        parameters: FunctionParameterListSyntax? = nil, ownText: String? = nil
    ) -> (sources: [SDKInterface.Cited], introduced: [Int]?) {
        let own = sources(of: node)
        let inherited = scopes.last?.sources ?? []
        let sources = own.isEmpty ? inherited : own
        let introduced = introducedIOS(attributes) ?? scopes.last?.introduced
        let id = path.map { name.first == "." ? $0 + name : $0 + "/" + name } ?? String(name.drop { $0 == "." })
        if sources.isEmpty { unsourced.append((id, location(node))) }
        let text = ownText ?? DeclarationText.withoutBody(Syntax(node))
        let tokens = ownText.map(DeclarationText.comparable) ?? DeclarationText.comparableTokens(Syntax(node))
        declarations.append(
            SDKInterface.Declaration(
                symbolID: id, module: module, text: text, comparableTokens: tokens,
                location: location(node), sources: sources, introducedIOS: introduced, baseName: baseName,
                labels: parameters.map { $0.map { $0.firstName.text } },
                defaulted: parameters.map { $0.map { $0.defaultValue != nil } } ?? [],
                closureArity: parameters.map { $0.map { DeclarationCollector.closureArity($0.type) } } ?? [],
                container: path, isProtocol: node.is(ProtocolDeclSyntax.self),
                inherits: node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.map {
                    $0.type.trimmedDescription
                } ?? [],
                parameterTypes: parameters.map { $0.map { DeclarationCollector.typeTokens($0.type) } } ?? []))
        return (sources, introduced)
    }

    /// A type as its tokens joined by single spaces (whitespace and comments do not count).
    /// A parameter type as compared with a sample's: its tokens joined by spaces; `*` for an
    /// associated type (`Self.Context`, `Self.UIViewControllerType`), which a conforming type
    /// fills in with a type of its own; a leading `Self.` elsewhere does not count.
    static func typeTokens(_ type: TypeSyntax) -> String {
        var tokens = type.tokens(viewMode: .sourceAccurate).map(\.text)
        if tokens.count == 3 && tokens[0] == "Self" && tokens[1] == "." { return "*" }
        var index = 0
        while index + 1 < tokens.count {
            if tokens[index] == "Self" && tokens[index + 1] == "." && (index == 0 || tokens[index - 1] != ".") {
                tokens.removeSubrange(index...(index + 1))
            } else {
                index += 1
            }
        }
        return tokens.joined(separator: " ")
    }

    static func closureArity(_ type: TypeSyntax) -> Int? {
        var type = type
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                type = only.type
            } else {
                break
            }
        }
        return type.as(FunctionTypeSyntax.self)?.parameters.count
    }

    private func enterType(_ node: some DeclSyntaxProtocol, name: String, attributes: AttributeListSyntax) {
        let recorded = record(node, name: "." + name, attributes: attributes, baseName: name)
        scopes.append((name, recorded.sources, recorded.introduced))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension is not a declaration of its own: its members belong to the extended type.
        let own = sources(of: node)
        let name = node.extendedType.trimmedDescription
        let outer = path
        let extended = outer.map { $0 + "." + name } ?? name
        let known = declarations.last { $0.symbolID == extended }
        scopes.append(
            (
                name, own.isEmpty ? (known?.sources ?? []) : own,
                introducedIOS(node.attributes) ?? known?.introducedIOS
            ))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = record(node, name: "." + node.name.text, attributes: node.attributes, baseName: node.name.text)
        return .skipChildren
    }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        _ = record(node, name: node.name.text, attributes: node.attributes, baseName: node.name.text)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        let name = node.name.text + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
        _ = record(node, name: name, attributes: node.attributes, baseName: node.name.text, parameters: parameters)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        let name = "init(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
        _ = record(node, name: name, attributes: node.attributes, baseName: "init", parameters: parameters)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            _ = record(node, name: name, attributes: node.attributes, baseName: name)
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // `case a, b` declares two cases, each compared as `case a` / `case b`.
        let several = node.elements.count > 1
        for element in node.elements {
            _ = record(
                node, name: element.name.text, attributes: node.attributes, baseName: element.name.text,
                ownText: several ? "case " + element.trimmedDescription : nil)
        }
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

extension Set where Element == Character {
    fileprivate static let whitespaces: Set<Character> = [" ", "\t"]
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String { String(self).trimmingCharacters(in: set) }
}

/// Reads the iOS version out of `@available`'s or `#available`'s arguments.
enum AvailabilityArguments {
    /// `iOS 17.0, *` → 17.0; `iOS, introduced: 13.0, deprecated: 26.0` → 13.0; nil without iOS.
    static func introducedIOS(_ arguments: AvailabilityArgumentListSyntax) -> [Int]? {
        var platformIsIOS = false
        for argument in arguments {
            switch argument.argument {
            case .availabilityVersionRestriction(let restriction):
                if restriction.platform.text == "iOS", let version = restriction.version {
                    return DeploymentTarget.version(version.trimmedDescription)
                }
            case .token(let token):
                platformIsIOS = token.text == "iOS"
            case .availabilityLabeledArgument(let labeled):
                if platformIsIOS, labeled.label.text == "introduced", case .version(let version) = labeled.value {
                    return DeploymentTarget.version(version.trimmedDescription)
                }
            #if RESILIENT_LIBRARIES
                @unknown default: continue
            #endif
            }
        }
        return nil
    }
}
