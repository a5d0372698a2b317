import Diagnostics

/// A cell of the mapping table: symbols and an optional note.
public struct MappingCell: Hashable, Sendable, Codable {
    public var symbols: [Located<String>]
    public var note: MarkdownText?
    /// On an app-delegate cell: UIKit stops calling these methods once the app uses scenes.
    /// Where it was written (nil when absent or false), for diagnostics.
    public var notCalledWithScenesAt: SourceLocation?

    public var notCalledWithScenes: Bool { notCalledWithScenesAt != nil }

    public init(symbols: [Located<String>], note: MarkdownText?, notCalledWithScenesAt: SourceLocation? = nil) {
        self.symbols = symbols
        self.note = note
        self.notCalledWithScenesAt = notCalledWithScenesAt
    }

    enum CodingKeys: String, CodingKey { case symbols, note, notCalledWithScenes }

    // `notCalledWithScenes` is exported only when true, so cells without it keep their JSON.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(symbols, forKey: .symbols)
        try container.encodeIfPresent(note, forKey: .note)
        if notCalledWithScenes { try container.encode(true, forKey: .notCalledWithScenes) }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        symbols = try container.decode([Located<String>].self, forKey: .symbols)
        note = try container.decodeIfPresent(MarkdownText.self, forKey: .note)
        let flag = try container.decodeIfPresent(Bool.self, forKey: .notCalledWithScenes) ?? false
        notCalledWithScenesAt = flag ? SourceLocation(file: "", line: 0, column: 0) : nil
    }
}

/// One row: how an app-delegate callback maps to the scene delegate and SwiftUI.
public struct MappingRow: Hashable, Sendable, Codable {
    public var title: String?
    public var appDelegate: MappingCell?
    public var sceneDelegate: MappingCell?
    public var swiftUI: MappingCell?
    /// The callback is process-level and stays on the app delegate.
    public var staysOnAppDelegate: Bool
    public var note: MarkdownText?
    public var location: SourceLocation

    /// Every symbol id the row names, in column order.
    public var allSymbols: [Located<String>] {
        (appDelegate?.symbols ?? []) + (sceneDelegate?.symbols ?? []) + (swiftUI?.symbols ?? [])
    }
}

public struct MappingGroup: Hashable, Sendable, Codable {
    public var title: String
    public var rows: [MappingRow]
}

/// A method of the app-delegate protocol as the content lists it, with where the listing comes from.
public struct ListedCallback: Hashable, Sendable, Codable {
    /// The member name (`application(_:open:options:)`), without the protocol.
    public var name: Located<String>
    /// The source the entry names for itself (otherwise the list's source applies).
    public var source: Located<String>?
}

/// The complete list of the app-delegate protocol's current methods (`appDelegateMethods`), so a
/// method without a symbol page or a mapping row is a build error rather than a silent gap.
public struct CallbackList: Hashable, Sendable, Codable {
    /// The source the list was copied from.
    public var source: Located<String>
    public var methods: [ListedCallback]
}

/// The life-cycle mapping (`mapping.yaml`). One table drives the mapping page and the
/// "Equivalents" section of every symbol it names.
public struct LifecycleMapping: Hashable, Sendable, Codable {
    public var title: String
    public var summary: String
    public var intro: MarkdownText?
    public var sources: [Located<String>]
    public var appDelegateProtocol: Located<String>
    public var sceneDelegateProtocols: [Located<String>]
    public var groups: [MappingGroup]
    /// The protocol's current methods, when the content lists them.
    public var appDelegateMethods: CallbackList?
    public var file: String

    public var rows: [MappingRow] { groups.flatMap(\.rows) }
}
