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
        }
    }

    /// Whether pages of this kind are types that can have members, relationships and conformers.
    public var isType: Bool {
        switch self {
        case .protocol, .class, .struct, .enum, .propertyWrapper, .plistKey: return true
        default: return false
        }
    }

    /// Whether this kind is a callback a delegate can implement.
    public var isCallable: Bool { self == .method }
}

public enum Requirement: String, CaseIterable, Sendable, Codable, Hashable {
    case required, optional
}

public struct Deprecation: Hashable, Sendable, Codable {
    public var message: String?
    public var replacement: Located<String>?
}

/// A symbol page: a type, a member, or an Info.plist key.
///
/// A value with copy-on-write storage: a symbol has seventeen fields, most of them strings and
/// arrays, and a copy is one retain; two copies of an unchanged symbol compare equal at once, and
/// each field reads and writes as a stored property would.
public struct Symbol: Hashable, Sendable, Codable {
    /// The stored fields (encoded and decoded as the symbol itself).
    public struct Fields: Hashable, Sendable, Codable {
        public var id: String
        public var title: String
        public var kind: SymbolKind
        public var framework: String
        public var declaration: String
        public var summary: String
        public var availability: [PlatformAvailability]
        public var deprecation: Deprecation?
        public var parent: Located<String>?
        public var topic: String?
        public var requirement: Requirement?
        public var inheritsFrom: [Located<String>]
        public var conformsTo: [Located<String>]
        public var seeAlso: [Located<String>]
        public var sources: [Located<String>]
        public var body: MarkdownText
        /// The file the symbol was read from (display path).
        public var file: String
    }

    private var storage: CopyOnWrite<Fields>

    public var fields: Fields {
        get { storage.value }
        set { storage.update { $0 = newValue } }
    }

    public init(_ fields: Fields) {
        storage = CopyOnWrite(fields)
    }

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

    public var id: String {
        get { storage.value.id }
        set { storage.update { $0.id = newValue } }
    }
    public var title: String {
        get { storage.value.title }
        set { storage.update { $0.title = newValue } }
    }
    public var kind: SymbolKind {
        get { storage.value.kind }
        set { storage.update { $0.kind = newValue } }
    }
    public var framework: String {
        get { storage.value.framework }
        set { storage.update { $0.framework = newValue } }
    }
    public var declaration: String {
        get { storage.value.declaration }
        set { storage.update { $0.declaration = newValue } }
    }
    public var summary: String {
        get { storage.value.summary }
        set { storage.update { $0.summary = newValue } }
    }
    public var availability: [PlatformAvailability] {
        get { storage.value.availability }
        set { storage.update { $0.availability = newValue } }
    }
    public var deprecation: Deprecation? {
        get { storage.value.deprecation }
        set { storage.update { $0.deprecation = newValue } }
    }
    public var parent: Located<String>? {
        get { storage.value.parent }
        set { storage.update { $0.parent = newValue } }
    }
    public var topic: String? {
        get { storage.value.topic }
        set { storage.update { $0.topic = newValue } }
    }
    public var requirement: Requirement? {
        get { storage.value.requirement }
        set { storage.update { $0.requirement = newValue } }
    }
    public var inheritsFrom: [Located<String>] {
        get { storage.value.inheritsFrom }
        set { storage.update { $0.inheritsFrom = newValue } }
    }
    public var conformsTo: [Located<String>] {
        get { storage.value.conformsTo }
        set { storage.update { $0.conformsTo = newValue } }
    }
    public var seeAlso: [Located<String>] {
        get { storage.value.seeAlso }
        set { storage.update { $0.seeAlso = newValue } }
    }
    public var sources: [Located<String>] {
        get { storage.value.sources }
        set { storage.update { $0.sources = newValue } }
    }
    public var body: MarkdownText {
        get { storage.value.body }
        set { storage.update { $0.body = newValue } }
    }
    /// The file the symbol was read from (display path).
    public var file: String {
        get { storage.value.file }
        set { storage.update { $0.file = newValue } }
    }

    public init(from decoder: Decoder) throws {
        self.init(try Fields(from: decoder))
    }

    public func encode(to encoder: Encoder) throws {
        try storage.value.encode(to: encoder)
    }

    /// The name with its parent type where the bare name would be unclear in a list
    /// (`ScenePhase.active`, `UIApplicationDelegate.window`); methods keep their own name.
    public func qualifiedTitle(parentTitle: String?) -> String {
        guard let parentTitle else { return title }
        switch kind {
        case .case, .property, .typeProperty, .associatedType, .initializer: return parentTitle + "." + title
        default: return title
        }
    }

    /// True when any platform marks it deprecated.
    public var isDeprecated: Bool { availability.contains { $0.deprecated != nil } || deprecation != nil }
}

/// A type outside the model that pages may mention (e.g. `UIResponder`).
public struct ExternalSymbol: Hashable, Sendable, Codable {
    public var id: String
    public var framework: String
    public var url: String?
    public var location: SourceLocation
}
