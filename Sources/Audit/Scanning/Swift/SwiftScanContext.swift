import Foundation
import SwiftSyntax

/// What one walk of a Swift file knows at the node it is at, shared by every rule's matching: the
/// facts read so far, the enclosing types and bodies, and what the names in scope hold.
final class SwiftScanContext {
    enum Enclosing {
        /// A type's body; its own inheritance list, or nil for an extension.
        case type(String, inherits: [String]?)
        /// A function, closure, accessor or protocol body: declarations in it are not members.
        case body
    }

    /// What the syntax says a call's or a member read's receiver is.
    enum Receiver {
        /// The type itself or its shared instance (`UIApplication`, `UIApplication.shared`), or a
        /// name bound to that type: `application: UIApplication`, `let app = UIApplication.shared`.
        case known(String)
        /// `self`, `super` or no receiver: the enclosing type, known once every file is read.
        case implicitSelf
        case unknown
    }

    /// What a name bound to the launch-options dictionary (or an alias of it) holds.
    static let launchOptionsBinding = "<launch options>"
    /// A local whose value the syntax does not tell: it still hides a member of the same name.
    static let unknownBinding = ""

    var facts: FileFacts
    let index: KnowledgeIndex
    private let converter: SourceLocationConverter
    private var enclosing: [Enclosing] = []
    /// Names bound in each enclosing context (parameters, locals, a type's stored properties) to
    /// what the syntax says they hold: a type's simple name, or `launchOptionsBinding`.
    private var scopes: [[String: String]] = []

    init(file: String, tree: SourceFileSyntax, index: KnowledgeIndex) {
        facts = FileFacts(file: file)
        converter = SourceLocationConverter(fileName: file, tree: tree)
        self.index = index
    }

    func push(_ context: Enclosing) {
        enclosing.append(context)
        scopes.append([:])
    }

    func pop() {
        enclosing.removeLast()
        scopes.removeLast()
    }

    func bind(_ name: String, to value: String) {
        guard !scopes.isEmpty else { return }
        scopes[scopes.count - 1][name] = value
    }

    /// What the innermost binding of `name` holds, if the syntax says.
    func binding(of name: String) -> String? {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(line: location.line, column: location.column)
    }

    /// The innermost enclosing type or extension, and its declaration's inheritance list (nil in an extension).
    var enclosingType: (name: String, inherits: [String]?)? {
        for context in enclosing.reversed() {
            if case .type(let name, let inherits) = context { return (name, inherits) }
        }
        return nil
    }

    /// The type a member declared here belongs to (nil inside a function or closure body), and the
    /// inheritance list of its declaration (nil in an extension).
    var memberContainer: (name: String, inherits: [String]?)? {
        if case .type(let name, let inherits)? = enclosing.last { return (name, inherits) }
        return nil
    }

    /// What an initializer expression holds, when the syntax says: `UIApplication.shared` (a type's
    /// shared instance), another bound name (an alias, also through `?? [:]`, `!`, `?`, parentheses).
    func boundValue(ofExpression expression: ExprSyntax) -> String? {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let first = sequence.elements.first
        {
            return boundValue(ofExpression: first)
        }
        guard let (names, _) = SwiftNames.chain(expression, limit: 2) else { return nil }
        if names.count == 2, KnowledgeIndex.swiftSharedAccessors.contains(names[1]),
            names[0].first?.isUppercase == true
        {
            return names[0]
        }
        if names.count == 1 {
            if let bound = binding(of: names[0]) { return bound == Self.unknownBinding ? nil : bound }
            if names[0].lowercased().contains("launchoptions") { return Self.launchOptionsBinding }
        }
        return nil
    }

    /// What the syntax says a receiver expression is.
    func receiver(_ base: ExprSyntax) -> Receiver {
        guard let (names, _) = SwiftNames.chain(base, limit: 2) else { return .unknown }
        if names == ["self"] || names == ["super"] { return .implicitSelf }
        if names.count == 1 {
            if let bound = binding(of: names[0]) { return .known(bound) }
            if names[0].first?.isUppercase == true { return .known(names[0]) }
        }
        if names.count == 2, KnowledgeIndex.swiftSharedAccessors.contains(names[1]) { return .known(names[0]) }
        return .unknown
    }

    /// Binds a function's or initializer's parameters to what their types say they hold.
    func bindParameters(_ clause: FunctionParameterClauseSyntax) {
        for parameter in clause.parameters {
            let name = SwiftNames.identifierText(parameter.secondName ?? parameter.firstName)
            if name != "_" { bind(name, to: SwiftNames.boundValue(ofType: parameter.type)) }
        }
    }
}
