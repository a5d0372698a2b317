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
public struct Symbol: Hashable, Sendable, Codable {
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
