import Foundation

/// What a `DiagnosticEngine` hands its reports to (swift-docc's `DiagnosticConsumer`): a command
/// records its findings in the engine, then asks it to `emit` a report framed by the command
/// (its name, summary lines, JSON document); the engine fills in the findings recorded since the
/// last report and gives it to every attached consumer, which writes it.
public protocol DiagnosticConsumer: Sendable {
    func receive(_ report: RunReport)
}

/// The two streams a report is written to.
public enum ReportStream: Sendable, Hashable {
    case standardOutput
    case standardError
}

/// Writes every report it receives in one format.
///
/// - The run's report: `human` to `humanStream` (standard error for `build` and `check`, whose
///   standard output stays free for a machine-readable report; standard output for `audit`), every
///   other format to standard output.
/// - A report beside the run's report (`RunReport.isAside`: the warnings of the build `check`
///   runs first, beside its link report, which holds standard output): as annotations on standard
///   output with `github`, a JSON array on standard error with `json`, else `human` on standard
///   error. An aside with no findings writes nothing.
public struct FormatConsumer: DiagnosticConsumer {
    public let format: ReportFormat
    public let humanStream: ReportStream
    private let write: @Sendable (ReportStream, String) -> Void

    public init(
        format: ReportFormat, humanStream: ReportStream = .standardError,
        write: @escaping @Sendable (ReportStream, String) -> Void
    ) {
        self.format = format
        self.humanStream = humanStream
        self.write = write
    }

    public func receive(_ report: RunReport) {
        guard report.isAside else {
            write(format == .human || format == .html ? humanStream : .standardOutput, format.render(report))
            return
        }
        guard !report.findings.isEmpty else { return }
        switch format {
        case .github: write(.standardOutput, ReportFormat.github.render(report))
        case .json: write(.standardError, ReportFormat.json.render(report))
        default: write(.standardError, ReportFormat.human.render(report))
        }
    }
}

/// Keeps what a consumer writes, per stream, in order (`audit` writes its report to a file or to
/// standard output after the run; tests read it).
public final class CollectedReports: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [ReportStream: String] = [:]

    public init() {}

    public func append(_ stream: ReportStream, _ text: String) {
        lock.withLock { texts[stream, default: ""] += text }
    }

    /// Everything written to `stream`.
    public func text(_ stream: ReportStream) -> String {
        lock.withLock { texts[stream] ?? "" }
    }
}
