import Audit

/// A 1-based line and UTF-8 column in a file of the migrated tree (before the change).
public struct PlanPosition: Sendable, Hashable, Codable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: PlanPosition, b: PlanPosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// The part of a file a change reads or replaces: `start` up to `end` (exclusive), in the file as
/// it was before the change. A change that adds a file, and a manual step, have a range of one point.
public struct PlanRange: Sendable, Hashable, Codable {
    public var start: PlanPosition
    public var end: PlanPosition

    public init(start: PlanPosition, end: PlanPosition) {
        self.start = start
        self.end = end
    }

    /// The range of one point.
    public init(line: Int, column: Int) {
        self.init(start: PlanPosition(line: line, column: column), end: PlanPosition(line: line, column: column))
    }
}

/// One step of a migration: an edit the patch makes, or a manual step it leaves to the engineer.
public struct Change: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `UIApplicationSceneManifest` added to an Info.plist.
        case addSceneManifest = "add-scene-manifest"
        /// A new scene delegate file.
        case createSceneDelegate = "create-scene-delegate"
        /// App-delegate code that creates the window (or sets it up) moved to
        /// `scene(_:willConnectTo:options:)`.
        case moveWindowSetUp = "move-window-set-up"
        /// The app delegate's `window` property removed (the scene delegate declares its own).
        case removeWindowProperty = "remove-window-property"
        /// An app-delegate callback moved to the scene delegate's counterpart.
        case moveCallback = "move-callback"
        /// An app-delegate callback whose body uses the app delegate, renamed there and called
        /// from the scene delegate's counterpart.
        case forwardCallback = "forward-callback"
        /// A global window look-up in a view's or view controller's code replaced by the window of
        /// its own view (`WindowLookupRewrite`).
        case rewriteWindowLookup = "rewrite-window-lookup"
        /// Add the new scene-delegate files to the Xcode project, in the app delegate's group and
        /// the Sources phase of each target that compiles it.
        case addToProject = "add-to-project"
        /// Not changed by the patch: `reason` says why and what to do.
        case manual
    }

    public var kind: Kind
    /// The rule of the audit finding this change resolves (nil for a change no single finding asks
    /// for, such as the new scene delegate file).
    public var rule: AuditRule?
    /// The finding's API (its symbol id), when there is a finding.
    public var symbol: String?
    /// The file changed (or, for a manual step, where the code is), relative to the migrated folder.
    public var file: String
    public var range: PlanRange
    /// The reference page that explains the change (a page id, with an optional `#anchor`).
    public var page: String
    /// One sentence that says what the change does.
    public var summary: String
    /// The file the code moves to, for a change that moves code.
    public var destination: String?
    /// For a manual step: why the patch does not make it.
    public var reason: String?

    public init(
        kind: Kind, rule: AuditRule?, symbol: String? = nil, file: String, range: PlanRange, page: String,
        summary: String, destination: String? = nil, reason: String? = nil
    ) {
        self.kind = kind
        self.rule = rule
        self.symbol = symbol
        self.file = file
        self.range = range
        self.page = page
        self.summary = summary
        self.destination = destination
        self.reason = reason
    }

    public var isManual: Bool { kind == .manual }
}

/// A file's text before and after the migration (`original` nil: the migration creates it).
public struct FileEdit: Sendable, Hashable {
    /// Relative to the migrated folder, `/`-separated.
    public var file: String
    public var original: String?
    public var updated: String

    public init(file: String, original: String?, updated: String) {
        self.file = file
        self.original = original
        self.updated = updated
    }
}

/// What a migration does to one app: the changes (each tied to the audit finding it resolves and
/// the page that explains it), the manual steps it leaves, and the files' new text.
public struct MigrationPlan: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable, Codable {
        /// The patch changes files (manual steps may remain).
        case planned
        /// Nothing the patch can change; manual steps remain.
        case manualOnly = "manual-only"
        /// The audit found nothing to change.
        case nothingToMigrate = "nothing-to-migrate"
    }

    /// Edits first, in file order, then manual steps in file order.
    public var changes: [Change]
    /// One per changed or created file, sorted by path.
    public var edits: [FileEdit]
    /// The audit's `sceneDeclarations`: files that show the app already uses scenes.
    public var sceneDeclarations: [String]
    /// Files the audit could not read (they were not migrated).
    public var problems: [AuditProblem]
    /// The type-check of the Swift the plan writes (nil: not run, as for a plan without edits).
    public var verification: PlanVerification?

    public init(
        changes: [Change], edits: [FileEdit], sceneDeclarations: [String], problems: [AuditProblem],
        verification: PlanVerification? = nil
    ) {
        self.changes = changes
        self.edits = edits
        self.sceneDeclarations = sceneDeclarations
        self.problems = problems
        self.verification = verification
    }

    public var status: Status {
        if !edits.isEmpty { return .planned }
        return changes.contains(where: \.isManual) ? .manualOnly : .nothingToMigrate
    }

    /// The app declares scenes already (and the plan adds none).
    public var alreadyOnScenes: Bool {
        !sceneDeclarations.isEmpty && !changes.contains { $0.kind == .addSceneManifest }
    }

    public var manualSteps: [Change] { changes.filter(\.isManual) }
}
