/// A position in a file: 1-based line and UTF-8 column.
struct SourcePosition: Sendable, Hashable, Comparable {
    var line: Int
    var column: Int

    static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// The language a fact was read from (messages spell names the way that language does).
enum SourceLanguage: Sendable, Hashable {
    case swift, objectiveC
}

/// A type (class, struct, enum, actor, protocol) or an extension/category of one, with the names it
/// inherits from or conforms to. Conformance is resolved across all files once every file is read.
struct TypeFact: Sendable, Hashable {
    var name: String
    var inherits: [String]
    /// An extension (Swift) or a category/class extension (Objective-C): it adds to a type declared elsewhere.
    var isExtension = false
}

/// A method defined in a type's body (or an extension's, or an `@implementation`'s).
struct MethodFact: Sendable, Hashable {
    /// The enclosing type's name.
    var container: String
    /// What the enclosing declaration itself inherits from, when it is the type's own declaration
    /// (nil in an extension or category, whose type is known by name only).
    var declarationInherits: [String]?
    /// The full Swift name (`application(_:open:options:)`) or the Objective-C selector.
    var name: String
    var language: SourceLanguage
    /// The `func` keyword, or the `-`/`+` of an Objective-C method.
    var position: SourcePosition
}

/// App-delegate-window evidence, kept until the app-delegate types are known.
struct WindowFact: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A `window` property of the type.
        case property
        /// A `UIWindow` created in the type's code.
        case creation
        /// `makeKeyAndVisible()` / `makeKey()` called in the type's code.
        case makeKey(String)
    }

    var container: String
    /// As `MethodFact.declarationInherits`: the own declaration's inheritance list, nil in an extension.
    var declarationInherits: [String]?
    var kind: Kind
    var language: SourceLanguage
    var position: SourcePosition
    /// For `.creation`: the class instantiated — `UIWindow`, or another class name that counts only
    /// when the audited tree declares it as a `UIWindow` subclass (`OverlayWindow(frame:)`).
    var createdType = "UIWindow"
}

/// A finding that needs no knowledge of other files (launch-options keys, global look-ups,
/// deprecated calls), without its file (added when the file's facts are merged).
struct LocalFinding: Sendable, Hashable {
    var position: SourcePosition
    var rule: AuditRule
    var symbol: String
    var replacement: String?
    var message: String
    var page: String?
}

/// A finding that holds only when the code it is in runs in a type known once every file is read:
/// a deprecated delegate callback declared in a type that conforms to its protocol, or `UIApplication`
/// API reached through implicit `self` in an extension or subclass of `UIApplication`.
struct ConditionalFinding: Sendable, Hashable {
    /// The enclosing type, and its own declaration's inheritance list (nil in an extension or category).
    var container: String
    var declarationInherits: [String]?
    /// The type or protocol `container` must be, conform to or inherit from.
    var requiredType: String
    var finding: LocalFinding
}

/// What one source file contributes to the audit.
struct FileFacts: Sendable {
    var file: String
    var types: [TypeFact] = []
    var methods: [MethodFact] = []
    var windows: [WindowFact] = []
    var findings: [LocalFinding] = []
    var conditionalFindings: [ConditionalFinding] = []
    /// Types named as the class of `@UIApplicationDelegateAdaptor`.
    var adaptorTypes: [String] = []
    /// The file declares an `@main` type that conforms to SwiftUI's `App`.
    var declaresSwiftUIApp = false
    var problems: [AuditProblem] = []

    init(file: String) {
        self.file = file
    }
}
