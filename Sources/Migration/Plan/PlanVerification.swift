/// What type-checking the Swift a plan writes found: the files as the patch leaves them, compiled
/// together in Swift 6 mode against the content's interface modules, with the app's other types
/// stubbed from their declarations. Made by `MigrationVerification`; the plan's formats print it.
public struct PlanVerification: Sendable, Hashable {
    public enum State: String, Sendable, Hashable {
        /// The compiler accepted the files (names it could not resolve are listed in `unresolved`).
        case typeChecked = "type-checked"
        /// The compiler rejected a line the patch writes: a defect of the patch (`errors`).
        case failed
        /// Not checked: `reason` says why (no compiler, `--no-typecheck`, no interface).
        case skipped
        /// The patch writes no Swift (an Objective-C app): `reason` says so.
        case notApplicable = "not-applicable"
    }

    /// A compiler error at a line the patch writes, in the file as the patch leaves it.
    public struct Problem: Sendable, Hashable {
        public var file: String
        public var line: Int
        public var column: Int
        public var message: String
        /// The compiler's notes on it.
        public var notes: [String]

        public init(file: String, line: Int, column: Int, message: String, notes: [String] = []) {
            self.file = file
            self.line = line
            self.column = column
            self.message = message
            self.notes = notes
        }
    }

    /// A name the check could not resolve: the app names it but neither the interface nor the
    /// stubs declare it, so the lines that use it were not checked.
    public struct Unresolved: Sendable, Hashable {
        public var name: String
        /// Where it is used (in the file as the patch leaves it) or, for a stub, declared.
        public var file: String
        public var line: Int
        public var column: Int
        public var reason: String

        public init(name: String, file: String, line: Int, column: Int, reason: String) {
            self.name = name
            self.file = file
            self.line = line
            self.column = column
            self.reason = reason
        }
    }

    public var state: State
    /// The Swift files checked, as the patch leaves them (relative to the migrated folder).
    public var files: [String]
    /// The interface checked against, as the report names it (`Content/interfaces`).
    public var interfaces: String
    /// The compiler's `--version` line, when one ran.
    public var compiler: String?
    /// Why the check was skipped or does not apply.
    public var reason: String?
    public var errors: [Problem]
    public var unresolved: [Unresolved]
    /// The app's declarations the check stubbed (top-level names, sorted).
    public var stubbed: [String]
    /// Errors the app's code has without the patch too (the app's own code in Swift 6 mode): in
    /// lines the patch leaves as they were, or in moved lines whose error the files before the
    /// patch show as well. Not a defect of the patch; listed for the engineer.
    public var preexisting: [Problem]

    public init(
        state: State, files: [String], interfaces: String, compiler: String? = nil, reason: String? = nil,
        errors: [Problem] = [], unresolved: [Unresolved] = [], stubbed: [String] = [], preexisting: [Problem] = []
    ) {
        self.state = state
        self.files = files
        self.interfaces = interfaces
        self.compiler = compiler
        self.reason = reason
        self.errors = errors
        self.unresolved = unresolved
        self.stubbed = stubbed
        self.preexisting = preexisting
    }
}

extension MigrationPlan {
    /// The Swift files the plan writes: the scene delegate it creates and every Swift file it
    /// rewrites, as the patch leaves them.
    public var swiftEdits: [FileEdit] { edits.filter { $0.file.hasSuffix(".swift") } }

    /// The plan writes Objective-C (and no Swift).
    public var writesObjectiveC: Bool {
        swiftEdits.isEmpty && edits.contains { MigrationPlanner.isObjectiveC($0.file) }
    }
}
