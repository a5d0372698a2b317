import Diagnostics

/// A cell of the mapping table: symbols and an optional note.
public struct MappingCell: Hashable, Sendable, Codable {
    public var symbols: [Located<String>]
    public var note: MarkdownText?
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
    public var file: String

    public var rows: [MappingRow] { groups.flatMap(\.rows) }
}
