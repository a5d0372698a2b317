/// A catalogue of stable codes: `DiagnosticCode` (build), `LinkRule` (check) and `AuditRule` (audit)
/// each conform, and `scenedocs codes` lists them all with their help page.
public protocol ReportCode: CaseIterable, Sendable, Hashable {
    /// The command whose reports carry these codes (`build`, `check`, `audit`).
    static var command: String { get }
    /// The stable identifier printed with each finding.
    var id: String { get }
    /// One line on what the code means.
    var summary: String { get }
    /// A short title, where the code has one.
    var title: String? { get }
    /// Whether a finding with this code means the input could not be read or the output written.
    var isIOFailure: Bool { get }
}

extension ReportCode {
    public var title: String? { nil }
    public var isIOFailure: Bool { false }

    /// Where the code is explained: its row in docs/diagnostics.md.
    public var helpPage: String { "docs/diagnostics.md#\(Self.command)-\(id)" }

    /// The catalogue as the SARIF writer describes its rules.
    public static func ruleDescriptions(except excluded: Set<Self> = []) -> [RuleDescription] {
        allCases.filter { !excluded.contains($0) }.map {
            RuleDescription(
                id: $0.id, name: $0.title ?? $0.id, summary: $0.summary,
                help: sentence($0.summary) + " See \($0.helpPage).")
        }
    }
}

extension ReportCode where Self: RawRepresentable, RawValue == String {
    public var id: String { rawValue }
}

/// A code as a report describes it (SARIF's `reportingDescriptor`).
public struct RuleDescription: Sendable, Hashable {
    public var id: String
    public var name: String
    public var summary: String
    public var help: String
    /// An absolute address of the help page, when the report has one.
    public var helpURI: String?
    /// The level the code's findings have unless a finding says otherwise (nil: not stated).
    public var level: String?

    public init(
        id: String, name: String, summary: String, help: String, helpURI: String? = nil, level: String? = nil
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.help = help
        self.helpURI = helpURI
        self.level = level
    }
}

/// `text` ending with a full stop (messages and summaries may come without one).
public func sentence(_ text: String) -> String {
    text.hasSuffix(".") || text.hasSuffix("?") || text.hasSuffix("!") ? text : text + "."
}

extension DiagnosticCode: ReportCode {
    public static var command: String { "build" }

    /// Input that could not be read, or output that could not be written.
    public var isIOFailure: Bool { self == .ioError || self == .outputWrite || self == .outputNotOwned }
}
