import Diagnostics

/// A cell of the mapping table: symbols and an optional note.
public struct MappingCell: Hashable, Sendable, Codable {
    /// The symbol ids the cell names, in order.
    public var symbols: [Located<String>]
    /// A Markdown remark shown under the symbols, if any.
    public var note: MarkdownText?
    /// On an app-delegate cell: UIKit stops calling these methods once the app uses scenes.
    /// Where it was written (nil when absent or false), for diagnostics.
    public var notCalledWithScenesAt: SourceLocation?
    /// On an app-delegate cell: Apple does not document whether UIKit still calls these methods
    /// once the app uses scenes. Where it was written (nil when absent or false).
    public var undocumentedWithScenesAt: SourceLocation?

    /// Whether UIKit stops calling the cell's methods once the app uses scenes.
    public var notCalledWithScenes: Bool { notCalledWithScenesAt != nil }
    /// Whether Apple leaves open if UIKit still calls the cell's methods in a scene-based app.
    public var undocumentedWithScenes: Bool { undocumentedWithScenesAt != nil }

    /// Creates a cell; `notCalledWithScenesAt` marks it as not called with scenes,
    /// `undocumentedWithScenesAt` as undocumented under scenes.
    public init(
        symbols: [Located<String>], note: MarkdownText?, notCalledWithScenesAt: SourceLocation? = nil,
        undocumentedWithScenesAt: SourceLocation? = nil
    ) {
        self.symbols = symbols
        self.note = note
        self.notCalledWithScenesAt = notCalledWithScenesAt
        self.undocumentedWithScenesAt = undocumentedWithScenesAt
    }

    enum CodingKeys: String, CodingKey { case symbols, note, notCalledWithScenes, undocumentedWithScenes }

    // `notCalledWithScenes` is exported only when true, so cells without it keep their JSON.
    /// Encodes the cell; `notCalledWithScenes` only when true.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(symbols, forKey: .symbols)
        try container.encodeIfPresent(note, forKey: .note)
        if notCalledWithScenes { try container.encode(true, forKey: .notCalledWithScenes) }
        if undocumentedWithScenes { try container.encode(true, forKey: .undocumentedWithScenes) }
    }

    /// Decodes a cell from exported JSON (locations are not exported).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        symbols = try container.decode([Located<String>].self, forKey: .symbols)
        note = try container.decodeIfPresent(MarkdownText.self, forKey: .note)
        let flag = try container.decodeIfPresent(Bool.self, forKey: .notCalledWithScenes) ?? false
        notCalledWithScenesAt = flag ? SourceLocation(file: "", line: 0, column: 0) : nil
        let undocumented = try container.decodeIfPresent(Bool.self, forKey: .undocumentedWithScenes) ?? false
        undocumentedWithScenesAt = undocumented ? SourceLocation(file: "", line: 0, column: 0) : nil
    }
}

/// One row: how an app-delegate callback maps to the scene delegate and SwiftUI.
public struct MappingRow: Hashable, Sendable, Codable {
    /// A label for the row when its symbols do not say enough, if given.
    public var title: String?
    /// The `UIApplicationDelegate` side, if the row has one.
    public var appDelegate: MappingCell?
    /// The scene-delegate side, if the row has one.
    public var sceneDelegate: MappingCell?
    /// The SwiftUI side, if the row has one.
    public var swiftUI: MappingCell?
    /// The callback is process-level and stays on the app delegate.
    public var staysOnAppDelegate: Bool
    /// A Markdown remark on the whole row, if any.
    public var note: MarkdownText?
    /// Where the row starts in `mapping.yaml`.
    public var location: SourceLocation

    /// Every symbol id the row names, in column order.
    public var allSymbols: [Located<String>] {
        (appDelegate?.symbols ?? []) + (sceneDelegate?.symbols ?? []) + (swiftUI?.symbols ?? [])
    }
}

/// A titled group of mapping rows (one section of the mapping page).
public struct MappingGroup: Hashable, Sendable, Codable {
    /// The group's heading.
    public var title: String
    /// The rows in order.
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
    /// The methods, in the order of the source.
    public var methods: [ListedCallback]
}

/// The life-cycle mapping (`mapping.yaml`). One table drives the mapping page and the
/// "Equivalents" section of every symbol it names.
public struct LifecycleMapping: Hashable, Sendable, Codable {
    /// The mapping page's heading.
    public var title: String
    /// One sentence shown under the heading.
    public var summary: String
    /// Markdown shown before the table, if any.
    public var intro: MarkdownText?
    /// Ids of the `sources.yaml` entries the mapping cites.
    public var sources: [Located<String>]
    /// The symbol id of the app-delegate protocol (`UIApplicationDelegate`).
    public var appDelegateProtocol: Located<String>
    /// The symbol ids of the scene-delegate protocols.
    public var sceneDelegateProtocols: [Located<String>]
    /// The table's groups in order.
    public var groups: [MappingGroup]
    /// The protocol's current methods, when the content lists them.
    public var appDelegateMethods: CallbackList?
    /// The file the mapping was read from (display path).
    public var file: String

    /// Every row of every group, in order.
    public var rows: [MappingRow] { groups.flatMap(\.rows) }
}
