/// What one run hands the report formats: its findings as its `DiagnosticEngine` recorded them,
/// and what a command adds around them. `build`, `check` and `audit` each frame one and emit it
/// through their engine (`DiagnosticEngine.emit`), which fills in the findings and hands it to its
/// consumers; `ReportFormat.render(_:)` is the one place that writes it in each format.
public struct RunReport: Sendable {
    /// The order of the findings the engine fills in.
    public enum Order: Sendable {
        /// As recorded (`check` and `audit` record theirs sorted).
        case recorded
        /// By file and position, duplicates removed (`build`'s phases record as they go).
        case byPosition
    }

    /// The report's name (`scenedocs check`): JUnit's test suites, SARIF's tool.
    public var tool: String
    /// What was tested (`content`, `links`, `audit`): JUnit's test suite.
    public var suite: String
    /// The findings, sorted, as the engine recorded them (under `--strict` warnings are errors).
    public var findings: [Finding]
    public var order = Order.recorded
    /// A report beside the run's main report (`check`'s content warnings beside its link report);
    /// `FormatConsumer` says where each goes.
    public var isAside = false
    /// Things the run could not do that are not findings (`audit`'s files not audited): after the
    /// findings in `human` and `github`, as tool notifications in SARIF, left out of JUnit.
    public var notifications: [Finding] = []
    /// Which findings fail the run (JUnit's failures).
    public var threshold: DiagnosticEngine.Threshold = .errors
    /// The codes as SARIF rules.
    public var rules: [RuleDescription]
    /// `human` leaves a blank line between files.
    public var groupedByFile = false
    /// Whether notes are annotations (`github`) and SARIF results; `check`'s notes are the skipped
    /// references `--list-skipped` lists, which only `human` and `json` show.
    public var annotatesNotes = true
    /// The closing lines of `human` (after a blank line when there are findings) and the last line
    /// of `github`.
    public var humanSummary: String?
    public var githubSummary: String?
    /// The command's JSON document; nil: the array of findings.
    public var json: (any Encodable & Sendable)?
    /// JUnit's skipped count and time.
    public var skipped = 0
    public var seconds: Double = 0

    public init(tool: String, suite: String, findings: [Finding] = [], rules: [RuleDescription]) {
        self.tool = tool
        self.suite = suite
        self.findings = findings
        self.rules = rules
    }
}

extension RunReport {
    /// The frame of a build's report (`build`'s, or that of the build `check` runs first): its
    /// diagnostics by position, `human` with no summary (the command prints its own line).
    public static func content(command: String) -> RunReport {
        var report = RunReport(tool: "scenedocs \(command)", suite: "content", rules: DiagnosticCode.ruleDescriptions())
        report.order = .byPosition
        return report
    }
}

extension Finding {
    /// `findings` in the order `Diagnostics.sorted` prints diagnostics: findings without a file
    /// first, then by file, line and column, then by code and message; repeats removed.
    public static func sortedByPosition(_ findings: [Finding]) -> [Finding] {
        var seen = Set<Finding>()
        return findings.sorted { a, b in
            switch (a.file, b.file) {
            case (nil, nil): return (a.code, a.message) < (b.code, b.message)
            case (nil, _): return true
            case (_, nil): return false
            case let (l?, r?):
                if (l, a.line, a.column) != (r, b.line, b.column) {
                    return (l, a.line, a.column) < (r, b.line, b.column)
                }
                return (a.code, a.message) < (b.code, b.message)
            }
        }.filter { seen.insert($0).inserted }
    }
}

extension ReportFormat {
    /// `report` in this format (`html`, `audit`'s own page, is written by the audit; here it is
    /// `human`).
    public func render(_ report: RunReport) -> String {
        let annotated = report.annotatesNotes ? report.findings : report.findings.filter { $0.severity != .note }
        switch self {
        case .human, .html:
            var text = HumanWriter.render(report.findings, groupedByFile: report.groupedByFile)
            if !report.notifications.isEmpty {
                if !text.isEmpty { text += "\n" }
                text += HumanWriter.render(report.notifications)
            }
            guard let summary = report.humanSummary else { return text }
            return text + (text.isEmpty ? "" : "\n") + summary
        case .json:
            guard let document = report.json else { return JSONWriter.render(report.findings) }
            return JSONWriter.render(document)
        case .github:
            return GitHubWriter.render(annotated + report.notifications) + (report.githubSummary ?? "")
        case .junit:
            return JUnitWriter.render(
                report.findings, tool: report.tool, suite: report.suite, threshold: report.threshold,
                skipped: report.skipped, seconds: report.seconds)
        case .sarif:
            return SARIFWriter.render(
                tool: report.tool, rules: report.rules, findings: annotated, notifications: report.notifications)
        }
    }
}
