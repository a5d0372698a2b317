/// How bad a problem is. Warnings fail a run only in strict mode, which records them as errors
/// (`DiagnosticEngine`); notes never do.
public enum Severity: String, Sendable, Codable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// Notes sort before warnings, warnings before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in the input, kept as data until it is printed.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// Error or warning.
    public var severity: Severity
    /// Stable identifier of the kind of problem (see `DiagnosticCode`).
    public var code: DiagnosticCode
    /// What is wrong, in one sentence.
    public var message: String
    /// Where the problem is; `nil` only for problems that concern no file (e.g. a missing folder).
    public var location: SourceLocation?
    /// What to do about it, e.g. "did you mean 'UISceneDelegate'?".
    public var hint: String?

    /// Creates a problem of any severity.
    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at location: SourceLocation?, hint: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// Creates an error.
    public static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, hint: hint)
    }

    /// Creates a note: something the run says once that is no problem of the input (the build
    /// prints it as a line of its own; it never fails a build, `--strict` included).
    public static func note(_ code: DiagnosticCode, _ message: String) -> Diagnostic {
        Diagnostic(.note, code, message, at: nil, hint: nil)
    }

    /// Creates a warning.
    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, hint: hint)
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics print in file order; problems without a file come first.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, nil): return (lhs.code.rawValue, lhs.message) < (rhs.code.rawValue, rhs.message)
        case (nil, _): return true
        case (_, nil): return false
        case let (l?, r?):
            if l != r { return l < r }
            return (lhs.code.rawValue, lhs.message) < (rhs.code.rawValue, rhs.message)
        }
    }
}

extension Diagnostic: Error {}
