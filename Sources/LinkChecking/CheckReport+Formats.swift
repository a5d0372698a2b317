import Diagnostics

extension LinkRule: ReportCode {
    public static var command: String { "check" }

    public var isIOFailure: Bool { self == .ioError }
}

extension LinkProblem {
    /// This problem as a finding: file named as the report names it, the rule as its code; `url`,
    /// `status` and `rule` stay as JSON fields (docs/check.md).
    public func finding(prefix: String) -> Finding {
        let severity: Severity
        switch status {
        case .broken, .brokenFragment, .error: severity = .error
        case .warning: severity = .warning
        case .skipped: severity = .note
        }
        return Finding(
            file: displayPath(prefix, file), line: line, column: column, severity: severity, code: rule.rawValue,
            message: message, isIOFailure: status == .error,
            fields: [
                "url": .string(url), "status": .string(status.rawValue),
                "rule": .string(rule.rawValue),
            ])
    }
}

extension CheckReport {
    /// The JSON document `check --format json` prints:
    ///
    ///     {
    ///       "summary": {"files": 3, "links": 40, "broken": 2, "warnings": 1, "skipped": 5,
    ///                   "externalRequests": 0, "seconds": 0.01},
    ///       "problems": [{"file": "a.html", "line": 3, "column": 10, "severity": "error",
    ///                     "code": "broken-fragment", "url": "b.html#x", "status": "broken-fragment",
    ///                     "rule": "broken-fragment", "message": "…"}]
    ///     }
    ///
    /// `file` is relative to the checked folder; `status` is `broken`, `broken-fragment`, `warning`,
    /// `skipped` or `error` (a file that could not be read: `line` and `column` are 0). Keys are
    /// sorted; problems are sorted by file, line and column.
    public struct Document: Codable, Equatable {
        public var summary: CheckSummary
        public var problems: [LinkProblem]
    }

    /// `Checked 142 files, 9120 links in 0.31 s: 2 broken, 0 warnings, 310 skipped`.
    public var summaryLine: String {
        let time = String(format: "%.2f", summary.seconds)
        var line = "Checked \(counted(summary.files, "file")), \(counted(summary.links, "link")) in \(time) s: "
        line += "\(summary.broken) broken, \(counted(summary.warnings, "warning")), \(summary.skipped) skipped"
        if summary.externalRequests > 0 { line += " (\(counted(summary.externalRequests, "external request")))" }
        return line
    }
}

extension ReportFormat {
    /// `report` in this format, its problems as `engine` records them (under `--strict` warnings
    /// are errors); `prefix` is how the checked folder is named in paths (e.g. `site`). (`html` is
    /// `audit`'s alone; here it writes `human`.)
    public func render(_ report: CheckReport, prefix: String, engine: DiagnosticEngine = DiagnosticEngine()) -> String {
        render(report.runReport(prefix: prefix, engine: engine))
    }
}

extension CheckReport {
    /// What the report formats write of this report: the skipped references (notes) only in
    /// `human` and `json`, the summary line after `human` and `github`.
    public func runReport(prefix: String, engine: DiagnosticEngine) -> RunReport {
        var run = frame(prefix: prefix, engine: engine)
        run.findings = findings(prefix: prefix, engine: engine)
        return run
    }

    /// The problems as findings, named as the report names them, as `engine` records them.
    public func findings(prefix: String, engine: DiagnosticEngine = DiagnosticEngine()) -> [Finding] {
        problems.map { engine.admitted($0.finding(prefix: prefix)) }
    }

    /// The report around the problems, which the engine fills in when `check` emits it after
    /// recording `findings(prefix:)`.
    public func frame(prefix: String, engine: DiagnosticEngine) -> RunReport {
        var run = RunReport(
            tool: "scenedocs check", suite: "links", rules: LinkRule.ruleDescriptions(except: [.skipped]))
        run.groupedByFile = true
        run.annotatesNotes = false
        run.humanSummary = summaryLine + "\n"
        run.githubSummary = summaryLine + "\n"
        // In JSON `file` stays relative to the checked folder (the documented schema).
        run.json = EncodedDocumentBox(summary: summary, problems: findings(prefix: "", engine: engine))
        run.skipped = summary.skipped
        run.seconds = summary.seconds
        return run
    }
}

extension CheckReport {
    struct EncodedDocumentBox: Encodable, Sendable {
        var summary: CheckSummary
        var problems: [Finding]
    }
}

/// Joins the checked folder's display name and a path inside it.
func displayPath(_ prefix: String, _ file: String) -> String {
    if prefix.isEmpty || prefix == "." { return file }
    return prefix.hasSuffix("/") ? prefix + file : prefix + "/" + file
}
