/// Every diagnostic of one run, and the one rule for how the run ends. `build`, `check`, `serve`
/// and `audit` record what they find here and exit with `status`; the report formats are
/// consumers attached to it (`DiagnosticConsumer`), which write what it recorded when a command
/// emits a report (as swift-docc's `DiagnosticEngine` and its consumers do).
///
/// - Under `--strict` a warning becomes an error when it is recorded, so every report shows
///   it as the error it is for this run.
/// - The status is 2 when the run could not read its input or write its output (a finding with
///   `isIOFailure` found as an error): its verdict is incomplete, which outranks anything it
///   found; 1 when a recorded finding fails the run (an error, or — for a command whose every
///   finding is something to change, `audit` — any warning); 0 otherwise. Notes never fail a run.
///
/// Usage errors (bad options, a missing folder) exit 2 before anything is recorded.
public struct DiagnosticEngine: Sendable {
    /// Which findings fail a run.
    public enum Threshold: Sendable {
        /// Errors (warnings too under `--strict`, which makes them errors): build, check, serve.
        case errors
        /// Every warning and error (audit: each finding is a change to make).
        case warnings
    }

    /// Warnings become errors when recorded.
    public let strict: Bool
    public let threshold: Threshold
    /// What was recorded, in order, as recorded (warnings promoted under `strict`).
    public private(set) var findings: [Finding] = []
    /// Warnings that `strict` made errors.
    public private(set) var promoted = 0
    private var inputOrOutputFailed = false
    /// Where emitted reports go.
    public private(set) var consumers: [any DiagnosticConsumer] = []
    /// `findings[..<emitted]` were handed to the consumers in a report already.
    private var emitted = 0

    public init(strict: Bool = false, threshold: Threshold = .errors) {
        self.strict = strict
        self.threshold = threshold
    }

    /// `severity` as this run records it. (Where every warning fails the run already, `audit`,
    /// `strict` changes nothing.)
    public func recorded(_ severity: Severity) -> Severity {
        strict && threshold == .errors && severity == .warning ? .error : severity
    }

    /// `finding` as this run records it (without recording it).
    public func admitted(_ finding: Finding) -> Finding {
        var finding = finding
        finding.severity = recorded(finding.severity)
        return finding
    }

    /// `diagnostic` as this run records it (without recording it).
    public func admitted(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.severity = recorded(diagnostic.severity)
        return diagnostic
    }

    /// Records `finding`, promoted under `strict`.
    public mutating func record(_ finding: Finding) {
        if finding.isIOFailure && finding.severity == .error { inputOrOutputFailed = true }
        let admitted = admitted(finding)
        if admitted.severity != finding.severity { promoted += 1 }
        findings.append(admitted)
    }

    /// Records `diagnostic` and returns it as recorded.
    @discardableResult
    public mutating func record(_ diagnostic: Diagnostic) -> Diagnostic {
        record(diagnostic.finding)
        return admitted(diagnostic)
    }

    public mutating func record(contentsOf findings: some Sequence<Finding>) {
        for finding in findings { record(finding) }
    }

    public mutating func record(contentsOf diagnostics: Diagnostics) {
        for diagnostic in diagnostics.all { record(diagnostic) }
    }

    /// An engine configured so, with `diagnostics` recorded.
    public static func recording(_ diagnostics: Diagnostics, strict: Bool) -> DiagnosticEngine {
        var engine = DiagnosticEngine(strict: strict)
        engine.record(contentsOf: diagnostics)
        return engine
    }

    /// Adds a consumer of the reports emitted from now on.
    public mutating func attach(_ consumer: some DiagnosticConsumer) {
        consumers.append(consumer)
    }

    /// Hands every consumer `frame` with the findings recorded since the last report (in the
    /// frame's `order`), and returns that report.
    @discardableResult
    public mutating func emit(_ frame: RunReport) -> RunReport {
        var report = frame
        let pending = Array(findings[emitted...])
        emitted = findings.count
        switch frame.order {
        case .recorded: report.findings = pending
        case .byPosition: report.findings = Finding.sortedByPosition(pending)
        }
        for consumer in consumers { consumer.receive(report) }
        return report
    }

    /// Whether a recorded `finding` fails the run.
    public func fails(_ finding: Finding) -> Bool {
        switch finding.severity {
        case .error: return true
        case .warning: return threshold == .warnings
        case .note: return false
        }
    }

    /// The exit status of the run so far.
    public var status: Int32 {
        if inputOrOutputFailed { return 2 }
        return findings.contains(where: fails) ? 1 : 0
    }

    /// Whether the run so far failed.
    public var failed: Bool { status != 0 }
}
