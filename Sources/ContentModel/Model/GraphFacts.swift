import Diagnostics

/// What a compiler's symbol graph (`*.symbols.json`) says of a symbol beyond the fields every
/// symbol has: its declaration as fragments, its precise identifier and module, its access level,
/// and the relationships the generator shows both ways.
public struct GraphFacts: Hashable, Sendable, Codable {
    /// The compiler's unique name for the symbol (`s:5UIKit13UIWindowSceneC`).
    public var preciseIdentifier: String
    /// The module whose graph holds the symbol (the graph file's module).
    public var module: String
    /// For a member declared in an extension of another module's type: that module.
    public var extendedModule: String?
    /// The graph's kind (`swift.method`), as the compiler spells it.
    public var kindIdentifier: String
    /// `public`, `open`, `internal`, …
    public var accessLevel: String
    /// The declaration, as the compiler prints it, in highlighted pieces.
    public var fragments: [DeclarationFragment]
    /// The conditions under which the symbol is available (`Element: Equatable`): those of its
    /// extension and its own `where` clause.
    public var constraints: [GenericConstraint] = []
    /// The requirements this symbol is a default implementation of (symbol ids).
    public var defaultImplementationOf: [String] = []
    /// For a requirement: whether a default implementation exists in its protocol's own extension.
    public var hasDefaultImplementation = false
    /// The members this one overrides (symbol ids).
    public var overrides: [String] = []
    /// For a member the compiler copied from a protocol extension (a synthesized member): where
    /// it comes from (`Actor.assumeIsolated(_:file:line:)`).
    public var inheritedFrom: String?
    /// Conditions of conditional conformances: protocol id (or name, for a protocol without a
    /// page) → constraints.
    public var conformanceConstraints: [String: [GenericConstraint]] = [:]
    /// Protocols it conforms to that have no page and are not external symbols, by name
    /// (`Swift.Hashable`).
    public var otherConformances: [String] = []
    /// Classes it inherits from that have no page, by name.
    public var otherSuperclasses: [String] = []
    /// Whether its doc comment was written in another module (a member copied from a protocol
    /// extension of that module): the page says where it comes from instead of repeating it.
    public var docCommentIsInherited = false
    /// Where the symbol is declared (display path, 1-based line and column), when the graph says.
    public var location: SourceLocation?
    /// The graph file the symbol was read from (display path).
    public var graphFile: String

    /// Creates the facts of one symbol.
    public init(
        preciseIdentifier: String, module: String, kindIdentifier: String, accessLevel: String,
        fragments: [DeclarationFragment], graphFile: String
    ) {
        self.preciseIdentifier = preciseIdentifier
        self.module = module
        self.kindIdentifier = kindIdentifier
        self.accessLevel = accessLevel
        self.fragments = fragments
        self.graphFile = graphFile
    }

    /// The declaration as one line of text (the fragments' spellings).
    public var declaration: String { fragments.map(\.spelling).joined() }
}

/// One piece of a declaration: a keyword, an identifier, a type name (with the precise identifier
/// of the type it names), text between them.
public struct DeclarationFragment: Hashable, Sendable, Codable {
    /// `keyword`, `attribute`, `identifier`, `typeIdentifier`, `genericParameter`,
    /// `externalParam`, `internalParam`, `stringLiteral`, `numberLiteral`, `text`.
    public var kind: String
    /// The fragment's text as the compiler spells it.
    public var spelling: String
    /// For a type name: the precise identifier of the type.
    public var preciseIdentifier: String?

    /// Creates a fragment.
    public init(kind: String, spelling: String, preciseIdentifier: String? = nil) {
        self.kind = kind
        self.spelling = spelling
        self.preciseIdentifier = preciseIdentifier
    }
}

/// A generic requirement: `Element: Equatable` (conformance), `Element == Double` (same type),
/// `T: NSObject` (superclass).
public struct GenericConstraint: Hashable, Sendable, Codable {
    /// `conformance`, `superclass` or `sameType`.
    public var kind: String
    /// The constrained side (`Element`).
    public var lhs: String
    /// The constraint (`Equatable`, `Double`, `NSObject`).
    public var rhs: String

    /// Creates a constraint.
    public init(kind: String, lhs: String, rhs: String) {
        self.kind = kind
        self.lhs = lhs
        self.rhs = rhs
    }

    /// `Element: Equatable`, `Element == Double`.
    public var text: String { kind == "sameType" ? "\(lhs) == \(rhs)" : "\(lhs): \(rhs)" }
}

/// What a symbol page's front matter wrote, for its merge with a symbol graph: the fields it gave
/// (and where), and the problems of fields a graph may fill, reported only when no graph does.
public struct AuthoredFields: Hashable, Sendable {
    /// Field name → where its value is written.
    public var given: [String: SourceLocation] = [:]
    /// Missing required fields (`kind`, `declaration`, …): errors when no graph has the symbol.
    public var missing: [Diagnostic] = []

    /// Creates the record.
    public init(given: [String: SourceLocation] = [:], missing: [Diagnostic] = []) {
        self.given = given
        self.missing = missing
    }
}
