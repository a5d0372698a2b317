import Diagnostics

/// One key of `UIApplication.LaunchOptionsKey` and where its value arrives once the app uses scenes
/// (`launch-options.yaml`).
public struct LaunchOptionKeyEntry: Hashable, Sendable, Codable {
    /// Swift member name, e.g. `url`.
    public var swiftName: Located<String>
    /// Objective-C constant, e.g. `UIApplicationLaunchOptionsURLKey`.
    public var objcName: Located<String>
    /// The symbol that carries the value under scenes, or nil when the value no longer arrives.
    public var arrivesIn: Located<String>?
    /// Further symbols that receive part of the key's information once a scene is connected (for
    /// `remoteNotification`: the silent-push callback that stays on the app delegate).
    public var alsoArrivesIn: [Located<String>]
    /// The key's availability per platform, as Apple's page for the key lists it (nil when the
    /// file gives none).
    public var availability: [PlatformAvailability]?
    /// What UIKit's header says to use instead, in the file's own words (nil when it says nothing).
    public var deprecation: String?
    /// One or two sentences: what to do instead (plain text; the audit prints it).
    public var note: String
    /// Ids of the `sources.yaml` entries the entry cites.
    public var sources: [Located<String>]
    /// Where the entry starts in `launch-options.yaml`.
    public var location: SourceLocation
}

/// `launch-options.yaml`: the launch-options keys and their scene-era destinations, rendered as a
/// table on the page of `symbol` and read by `scenedocs audit`.
public struct LaunchOptionsTable: Hashable, Sendable, Codable {
    /// The symbol page the table is shown on (`UIApplication.LaunchOptionsKey`).
    public var symbol: Located<String>
    /// Text shown above the table, if any.
    public var intro: String?
    /// Ids of the `sources.yaml` entries the table cites.
    public var sources: [Located<String>]
    /// The keys, in file order.
    public var keys: [LaunchOptionKeyEntry]
    /// Every key the cited source documents (`documented:`): each must have a row.
    public var documented: DocumentedLaunchOptionKeys?
    /// The file it was read from (display path).
    public var file: String
}

/// `launch-options.yaml`, `documented:`: the list of every key of the type, with the source that
/// lists them; the validator reports a documented key without a row and a row that is not documented.
public struct DocumentedLaunchOptionKeys: Hashable, Sendable, Codable {
    /// Id of the `sources.yaml` entry that lists the keys.
    public var source: Located<String>
    /// The Swift names of the keys.
    public var keys: [Located<String>]
    /// Where `documented:` starts.
    public var location: SourceLocation
}

/// A rule of `scenedocs audit` as the content describes it (`audit.yaml`, `rules:`).
public struct AuditRuleEntry: Hashable, Sendable, Codable {
    /// The stable rule id, e.g. `app-delegate-ui-callback`.
    public var id: Located<String>
    /// The rule's name, as reports show it.
    public var title: String
    /// One sentence: what the rule finds (SARIF's short description).
    public var summary: String
    /// The page (with `#anchor`) that explains the rule.
    public var page: Located<String>
    /// The migration step (`guide#step`) the finding belongs to in the report's checklist.
    public var step: Located<String>
}

/// The Objective-C selectors of a symbol (`audit.yaml`, `selectors:`); the Swift name is the id.
public struct AuditSelectorEntry: Hashable, Sendable, Codable {
    /// The symbol id (its Swift name).
    public var symbol: Located<String>
    /// The Objective-C spellings.
    public var objc: [Located<String>]
}

/// A process-wide window or screen look-up (`audit.yaml`, `globalLookups:`).
public struct AuditGlobalLookupEntry: Hashable, Sendable, Codable {
    /// The type the member is read on, e.g. `UIApplication`.
    public var type: Located<String>
    /// The member read, e.g. `keyWindow` (a dotted path such as `delegate.window` is allowed).
    public var member: Located<String>
    /// Objective-C spellings of the same read.
    public var objc: [Located<String>]
    /// The symbol to use instead, if any.
    public var replacement: Located<String>?
    /// One sentence: what to do instead.
    public var advice: String
    /// Ids of the `sources.yaml` entries the look-up cites.
    public var sources: [Located<String>]
    /// Where the entry starts in `audit.yaml`.
    public var location: SourceLocation
}

/// `audit.yaml`: what `scenedocs audit` needs beyond the mapping, the symbols and the launch options.
public struct AuditData: Hashable, Sendable, Codable {
    /// Ids of the `sources.yaml` entries the file cites.
    public var sources: [Located<String>]
    /// The rules, in report order.
    public var rules: [AuditRuleEntry]
    /// Objective-C selectors by symbol.
    public var selectors: [AuditSelectorEntry]
    /// The look-ups `global-window-lookup` reports.
    public var globalLookups: [AuditGlobalLookupEntry]
    /// The file it was read from (display path).
    public var file: String
}
