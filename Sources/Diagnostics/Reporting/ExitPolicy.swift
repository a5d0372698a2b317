/// The one rule for how a run ends, shared by every command:
///
/// - 2 when the run could not read its input or write its output (a finding with
///   `isIOFailure`): its verdict is incomplete, which outranks anything it found;
/// - 1 when a finding fails the run: an error, a warning under `--strict`, or — for a command
///   whose every finding is something to change (`audit`) — any warning;
/// - 0 otherwise. Notes never fail a run.
///
/// Usage errors (bad options, a missing folder) exit 2 before any report.
public enum ExitPolicy {
    /// Which findings fail a run.
    public enum Threshold: Sendable {
        /// Errors; warnings too under `--strict` (build, check, serve).
        case errors
        /// Every warning and error (audit: each finding is a change to make).
        case warnings
    }

    /// Whether `finding` fails a run under `threshold` and `strict`.
    public static func fails(_ finding: Finding, strict: Bool, threshold: Threshold = .errors) -> Bool {
        switch finding.severity {
        case .error: return true
        case .warning: return strict || threshold == .warnings
        case .note: return false
        }
    }

    /// The exit status of a run that reported `findings`.
    public static func status(of findings: [Finding], strict: Bool, threshold: Threshold = .errors) -> Int32 {
        if findings.contains(where: { $0.isIOFailure && $0.severity == .error }) { return 2 }
        return findings.contains { fails($0, strict: strict, threshold: threshold) } ? 1 : 0
    }
}
