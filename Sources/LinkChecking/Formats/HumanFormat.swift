/// The compiler's form, grouped per file (a blank line between files), then one summary line.
enum HumanFormat {
    static func render(_ report: CheckReport, prefix: String) -> String {
        var text = ""
        var lastFile: String?
        for problem in report.problems {
            if let lastFile, lastFile != problem.file { text += "\n" }
            lastFile = problem.file
            text += displayPath(prefix, problem.file)
            // A problem with the whole file (it could not be read) has no line.
            text += problem.line > 0 ? ":\(problem.line):\(problem.column): " : ": "
            text += "\(problem.severityName): \(problem.message)\n"
        }
        if !report.problems.isEmpty { text += "\n" }
        return text + summaryLine(report.summary) + "\n"
    }

    /// `Checked 142 files, 9120 links in 0.31 s: 2 broken, 0 warnings, 310 skipped`.
    static func summaryLine(_ summary: CheckSummary) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let time = String(format: "%.2f", summary.seconds)
        var line = "Checked \(plural(summary.files, "file")), \(plural(summary.links, "link")) in \(time) s: "
        line += "\(summary.broken) broken, \(plural(summary.warnings, "warning")), \(summary.skipped) skipped"
        if summary.externalRequests > 0 { line += " (\(plural(summary.externalRequests, "external request")))" }
        return line
    }
}
