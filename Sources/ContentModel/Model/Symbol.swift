import Diagnostics

/// The kinds of symbol pages, with the heading their members are grouped under by default.
public enum SymbolKind: String, CaseIterable, Sendable, Codable, Hashable {
    case `protocol`, `class`, `struct`, `enum`, `case`
    case propertyWrapper = "property-wrapper"
    case method, initializer, property
    case typeProperty = "type-property"
    case associatedType = "associated-type"
    case typeAlias = "type-alias"
    case modifier, function
    case plistKey = "plist-key"
    // Kinds a symbol graph has besides those above.
    case actor, macro, `subscript`
    case typeMethod = "type-method"
    case typeSubscript = "type-subscript"
    case `operator`
    case deinitializer
    case variable
    /// A type of another module that the documented module extends (DocC's "Extended Structure").
    case extendedType = "extended-type"

    /// Singular display name ("Protocol", "Instance Method", "Info.plist Key").
    public var displayName: String {
        switch self {
        case .protocol: return "Protocol"
        case .class: return "Class"
        case .struct: return "Structure"
        case .enum: return "Enumeration"
        case .case: return "Case"
        case .propertyWrapper: return "Property Wrapper"
        case .method: return "Instance Method"
        case .initializer: return "Initializer"
        case .property: return "Instance Property"
        case .typeProperty: return "Type Property"
        case .associatedType: return "Associated Type"
        case .typeAlias: return "Type Alias"
        case .modifier: return "View Modifier"
        case .function: return "Function"
        case .plistKey: return "Info.plist Key"
        case .actor: return "Actor"
        case .macro: return "Macro"
        case .subscript: return "Instance Subscript"
        case .typeMethod: return "Type Method"
        case .typeSubscript: return "Type Subscript"
        case .operator: return "Operator"
        case .deinitializer: return "Deinitializer"
        case .variable: return "Global Variable"
        case .extendedType: return "Extended Type"
        }
    }

    /// Topic heading used on a parent page when a member names none.
    public var defaultTopic: String {
        switch self {
        case .protocol: return "Protocols"
        case .class: return "Classes"
        case .struct: return "Structures"
        case .enum: return "Enumerations"
        case .case: return "Cases"
        case .propertyWrapper: return "Property Wrappers"
        case .method: return "Instance Methods"
        case .initializer: return "Initializers"
        case .property: return "Instance Properties"
        case .typeProperty: return "Type Properties"
        case .associatedType: return "Associated Types"
        case .typeAlias: return "Type Aliases"
        case .modifier: return "View Modifiers"
        case .function: return "Functions"
        case .plistKey: return "Keys"
        case .actor: return "Actors"
        case .macro: return "Macros"
        case .subscript: return "Subscripts"
        case .typeMethod: return "Type Methods"
        case .typeSubscript: return "Type Subscripts"
        case .operator: return "Operators"
        case .deinitializer: return "Deinitializers"
        case .variable: return "Variables"
        case .extendedType: return "Extended Types"
        }
    }

    /// Whether pages of this kind are types that can have members, relationships and conformers.
    public var isType: Bool {
        switch self {
        case .protocol, .class, .struct, .enum, .propertyWrapper, .plistKey, .actor, .extendedType: return true
        default: return false
        }
    }

    /// Whether this kind is a callback a delegate can implement.
    public var isCallable: Bool { self == .method }
}

/// Whether a protocol member must be implemented.
public enum Requirement: String, CaseIterable, Sendable, Codable, Hashable {
    case required, optional
}

/// A symbol's deprecation banner: a message and the symbol that replaces it.
public struct Deprecation: Hashable, Sendable, Codable {
    /// The banner's text, if given.
    public var message: String?
    /// The id of the symbol to use instead, if given.
    public var replacement: Located<String>?

    /// Creates a banner.
    public init(message: String? = nil, replacement: Located<String>? = nil) {
        self.message = message
        self.replacement = replacement
    }
}

/// A symbol page: a type, a member, or an Info.plist key.
///
/// A value with copy-on-write storage: a symbol has seventeen fields, most of them strings and
/// arrays, and a copy is one retain; two copies of an unchanged symbol compare equal at once, and
/// each field of `Fields` reads and writes as a stored property would (`subscript(dynamicMember:)`).
@dynamicMemberLookup
public struct Symbol: Hashable, Sendable, Codable {
    /// The stored fields (encoded and decoded as the symbol itself).
    public struct Fields: Hashable, Sendable, Codable {
        /// The stable id: the Swift name as Apple writes it (`UISceneDelegate/sceneDidBecomeActive(_:)`).
        public var id: String
        /// The display name (the last `/` component of the id unless given).
        public var title: String
        /// What kind of symbol it is.
        public var kind: SymbolKind
        /// The framework that declares it (`UIKit`, `SwiftUI`, `Bundle Resources`…).
        public var framework: String
        /// The declaration as Apple shows it (for an Info.plist key: its name and type).
        public var declaration: String
        /// One plain sentence, used in lists, tables, tooltips and search.
        public var summary: String
        /// The platforms and versions it is available on, in platform order.
        public var availability: [PlatformAvailability]
        /// The deprecation banner, if any.
        public var deprecation: Deprecation?
        /// The id of the type it belongs to, for a member.
        public var parent: Located<String>?
        /// The heading it is listed under on its parent's page, if not the kind's default.
        public var topic: String?
        /// Whether a protocol member is required or optional.
        public var requirement: Requirement?
        /// The ids of the classes or protocols it inherits from (model or external).
        public var inheritsFrom: [Located<String>]
        /// The ids of the protocols it conforms to (model or external).
        public var conformsTo: [Located<String>]
        /// Page references shown under "See Also".
        public var seeAlso: [Located<String>]
        /// Ids of the `sources.yaml` entries the page cites.
        public var sources: [Located<String>]
        /// The Markdown below the front matter.
        public var body: MarkdownText
        /// The file the symbol was read from (display path).
        public var file: String
        /// `sampleContext:`: the sample context (`sample-contexts/<name>.swift`) its samples use.
        public var sampleContext: Located<String>? = nil
        /// Where `declaration:`'s value is written (not exported).
        public var declarationLocation: SourceLocation? = nil
        /// What the compiler's symbol graph says of the symbol; nil for a page written by hand alone.
        public var graph: GraphFacts? = nil
        /// What the page's front matter wrote, for the merge with a symbol graph (not exported).
        public var authored: AuthoredFields? = nil

        private enum CodingKeys: String, CodingKey {
            case id, title, kind, framework, declaration, summary, availability, deprecation, parent, topic
            case requirement, inheritsFrom, conformsTo, seeAlso, sources, body, file, sampleContext, graph
        }
    }

    @usableFromInline var storage: CopyOnWrite<Fields>

    /// All fields at once.
    public var fields: Fields {
        get { storage.value }
        set { storage.update { $0 = newValue } }
    }

    /// Creates a symbol.
    public init(_ fields: Fields) {
        storage = CopyOnWrite(fields)
    }

    /// Creates a symbol.
    public init(
        id: String, title: String, kind: SymbolKind, framework: String, declaration: String, summary: String,
        availability: [PlatformAvailability], deprecation: Deprecation?, parent: Located<String>?, topic: String?,
        requirement: Requirement?, inheritsFrom: [Located<String>], conformsTo: [Located<String>],
        seeAlso: [Located<String>], sources: [Located<String>], body: MarkdownText, file: String
    ) {
        self.init(
            Fields(
                id: id, title: title, kind: kind, framework: framework, declaration: declaration, summary: summary,
                availability: availability, deprecation: deprecation, parent: parent, topic: topic,
                requirement: requirement, inheritsFrom: inheritsFrom, conformsTo: conformsTo, seeAlso: seeAlso,
                sources: sources, body: body, file: file))
    }

    /// Each field of `Fields` reads and writes as a stored property of the symbol would
    /// (`symbol.title`, `symbol.sources.append(…)`); a write copies the fields first when another
    /// copy of the symbol shares them.
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { storage.value[keyPath: field] }
        set { storage.update { $0[keyPath: field] = newValue } }
    }

    /// Decodes a symbol from its fields.
    public init(from decoder: Decoder) throws {
        self.init(try Fields(from: decoder))
    }

    /// Encodes the symbol as its fields.
    public func encode(to encoder: Encoder) throws {
        try storage.value.encode(to: encoder)
    }

    /// The name with its parent type where the bare name would be unclear in a list
    /// (`ScenePhase.active`, `UIApplicationDelegate.window`); methods keep their own name.
    public func qualifiedTitle(parentTitle: String?) -> String {
        guard let parentTitle else { return self.title }
        switch self.kind {
        case .case, .property, .typeProperty, .associatedType, .initializer, .variable:
            return parentTitle + "." + self.title
        default: return self.title
        }
    }

    /// True when any platform marks it deprecated.
    public var isDeprecated: Bool { self.availability.contains { $0.deprecated != nil } || self.deprecation != nil }
}

/// A type outside the model that pages may mention (e.g. `UIResponder`).
public struct ExternalSymbol: Hashable, Sendable, Codable {
    /// The type's name as Apple writes it (`UIResponder`).
    public var id: String
    /// The framework that declares it.
    public var framework: String
    /// Apple's page for it, if known.
    public var url: String?
    /// Where it is written in `external-symbols.yaml`.
    public var location: SourceLocation

    /// A name outside the model, with Apple's page for it when `url` is given.
    public init(id: String, framework: String, url: String?, location: SourceLocation) {
        self.id = id
        self.framework = framework
        self.url = url
        self.location = location
    }
}
