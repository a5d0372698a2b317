import ContentModel

/// One `*.symbols.json` file as the generator uses it: the module it describes, its symbols and
/// the relationships between them. Both readers (`SymbolKitReader`, the reference, and the fast
/// one) produce this value, so everything after reading is independent of how it was read.
public struct GraphFile: Hashable, Sendable {
    /// The file, as diagnostics name it.
    public var path: String
    /// The module whose symbols these are (`Shapes`).
    public var module: String
    /// For `Shapes@Swift.symbols.json`: the module whose types it extends (`Swift`).
    public var extendedModule: String?
    /// `metadata.formatVersion`: major, minor, patch.
    public var formatVersion: [Int]
    /// The symbols, in the file's order.
    public var symbols: [GraphSymbol]
    /// The relationships, in the file's order.
    public var relationships: [GraphRelationship]

    /// Creates a file's contents.
    public init(
        path: String, module: String, extendedModule: String? = nil, formatVersion: [Int],
        symbols: [GraphSymbol] = [], relationships: [GraphRelationship] = []
    ) {
        self.path = path
        self.module = module
        self.extendedModule = extendedModule
        self.formatVersion = formatVersion
        self.symbols = symbols
        self.relationships = relationships
    }
}

/// A symbol of a graph.
public struct GraphSymbol: Hashable, Sendable {
    /// `identifier.precise` (`s:6Shapes5ShapeP`).
    public var preciseIdentifier: String
    /// The kind without its language prefix, as SymbolKit spells it (`class`, `type.method`,
    /// `func.op`, `init`, `var`, `macro`, …).
    public var kind: String
    /// The names from the module down to the symbol (`["Stack", "push(_:)"]`).
    public var pathComponents: [String]
    /// `names.title`.
    public var title: String
    /// `declarationFragments`.
    public var fragments: [DeclarationFragment]
    /// The doc comment, when it has one.
    public var docComment: GraphDocComment?
    /// `accessLevel`.
    public var accessLevel: String
    /// `availability`: one entry per platform (or `*`).
    public var availability: [GraphAvailability]
    /// `location`: the source file's URI and the 0-based position of the declaration.
    public var location: GraphPosition?
    /// `swiftExtension.extendedModule`: the module of the type this member's extension extends.
    public var extendedModule: String?
    /// `swiftExtension.constraints`: the `where` clause of the member's extension.
    public var extensionConstraints: [GenericConstraint]
    /// `swiftGenerics.constraints`: the member's own generic constraints.
    public var genericConstraints: [GenericConstraint]
    /// `swiftGenerics.parameters`: the names of its generic parameters.
    public var genericParameters: [String]

    /// Creates a symbol.
    public init(
        preciseIdentifier: String, kind: String, pathComponents: [String], title: String,
        fragments: [DeclarationFragment] = [], docComment: GraphDocComment? = nil, accessLevel: String = "public",
        availability: [GraphAvailability] = [], location: GraphPosition? = nil, extendedModule: String? = nil,
        extensionConstraints: [GenericConstraint] = [], genericConstraints: [GenericConstraint] = [],
        genericParameters: [String] = []
    ) {
        self.preciseIdentifier = preciseIdentifier
        self.kind = kind
        self.pathComponents = pathComponents
        self.title = title
        self.fragments = fragments
        self.docComment = docComment
        self.accessLevel = accessLevel
        self.availability = availability
        self.location = location
        self.extendedModule = extendedModule
        self.extensionConstraints = extensionConstraints
        self.genericConstraints = genericConstraints
        self.genericParameters = genericParameters
    }

    /// Whether the compiler made this member for the type from a protocol extension (its precise
    /// identifier names the member it copies and the type: `…::SYNTHESIZED::…`).
    public var isSynthesized: Bool { preciseIdentifier.contains("::SYNTHESIZED::") }
}

/// A doc comment: its lines, and where the first one is when the graph says.
public struct GraphDocComment: Hashable, Sendable {
    /// The lines' text, without the `///`.
    public var lines: [String]
    /// The module the comment was written in (a synthesized member's is the protocol's module).
    public var module: String?
    /// The source file's URI (`file:///…`).
    public var uri: String?
    /// The first line's 0-based position in that file.
    public var start: GraphPosition?
    /// Where each line's text is written in the graph file itself, for diagnostics in a comment
    /// whose source file the graph does not name (the standard library's). Only the byte-level
    /// reader knows it; it is not part of the comment's value (`==` and `hash(into:)` skip it).
    public var textInGraph: [GraphTextSpan]?

    /// Creates a comment.
    public init(
        lines: [String], module: String? = nil, uri: String? = nil, start: GraphPosition? = nil,
        textInGraph: [GraphTextSpan]? = nil
    ) {
        self.lines = lines
        self.module = module
        self.uri = uri
        self.start = start
        self.textInGraph = textInGraph
    }

    public static func == (lhs: GraphDocComment, rhs: GraphDocComment) -> Bool {
        lhs.lines == rhs.lines && lhs.module == rhs.module && lhs.uri == rhs.uri && lhs.start == rhs.start
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lines)
        hasher.combine(module)
        hasher.combine(uri)
        hasher.combine(start)
    }

    /// The comment as one Markdown text.
    public var text: String { lines.joined(separator: "\n") }
}

/// Where a string value is written in a graph file: the byte offset of its first character (after
/// the opening quote), its 1-based line and column once `GraphReader` has counted them, and whether
/// its bytes are the text itself (no escape), so that a column inside the text is one in the file.
public struct GraphTextSpan: Hashable, Sendable {
    public var offset: Int
    public var line = 0
    public var column = 0
    public var isVerbatim: Bool

    public init(offset: Int, isVerbatim: Bool) {
        self.offset = offset
        self.isVerbatim = isVerbatim
    }
}

/// A position in a source file, as graphs give it: 0-based line and character.
public struct GraphPosition: Hashable, Sendable {
    public var uri: String?
    public var line: Int
    public var character: Int

    /// Creates a position.
    public init(uri: String? = nil, line: Int, character: Int) {
        self.uri = uri
        self.line = line
        self.character = character
    }
}

/// One platform's entry of a symbol's `availability`.
public struct GraphAvailability: Hashable, Sendable {
    /// `iOS`, `macOS`, `macCatalyst`, …; nil or `*` for every platform.
    public var domain: String?
    public var introduced: [Int]?
    public var deprecated: [Int]?
    public var obsoleted: [Int]?
    public var message: String?
    public var renamed: String?
    public var isUnconditionallyDeprecated: Bool
    public var isUnconditionallyUnavailable: Bool

    /// Creates an entry.
    public init(
        domain: String?, introduced: [Int]? = nil, deprecated: [Int]? = nil, obsoleted: [Int]? = nil,
        message: String? = nil, renamed: String? = nil, isUnconditionallyDeprecated: Bool = false,
        isUnconditionallyUnavailable: Bool = false
    ) {
        self.domain = domain
        self.introduced = introduced
        self.deprecated = deprecated
        self.obsoleted = obsoleted
        self.message = message
        self.renamed = renamed
        self.isUnconditionallyDeprecated = isUnconditionallyDeprecated
        self.isUnconditionallyUnavailable = isUnconditionallyUnavailable
    }
}

/// A relationship between two symbols.
public struct GraphRelationship: Hashable, Sendable {
    /// `memberOf`, `conformsTo`, `inheritsFrom`, `defaultImplementationOf`, `overrides`,
    /// `requirementOf`, `optionalRequirementOf`, `extensionTo`, …
    public var kind: String
    public var source: String
    public var target: String
    /// The target's name when it is not in this graph (`Swift.Sendable`).
    public var targetFallback: String?
    /// `swiftConstraints`: the conditions of a conditional conformance.
    public var constraints: [GenericConstraint]
    /// `sourceOrigin`: the protocol requirement or extension member a member implements or copies.
    public var sourceOrigin: (identifier: String, displayName: String)? {
        get { originIdentifier.map { ($0, originName ?? "") } }
        set {
            originIdentifier = newValue?.identifier
            originName = newValue?.displayName
        }
    }
    private var originIdentifier: String?
    private var originName: String?

    /// Creates a relationship.
    public init(
        kind: String, source: String, target: String, targetFallback: String? = nil,
        constraints: [GenericConstraint] = [], sourceOrigin: (identifier: String, displayName: String)? = nil
    ) {
        self.kind = kind
        self.source = source
        self.target = target
        self.targetFallback = targetFallback
        self.constraints = constraints
        self.originIdentifier = sourceOrigin?.identifier
        self.originName = sourceOrigin?.displayName
    }
}
