import Diagnostics

/// Compiler-style lines grouped by file (a blank line between files), each followed by a `see:`
/// line, then problems and a summary by rule.
public enum HumanFormat {
    /// The report as this format writes it.
    public static func render(_ report: AuditReport, context: ReportContext) -> String {
        var out = ""
        var previousFile: String?
        for finding in report.sortedFindings {
            if let previousFile, previousFile != finding.file { out += "\n" }
            previousFile = finding.file
            // File names come from the audited tree: control characters in them are escaped.
            out +=
                "\(TerminalText.escaped(finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
            out += "\(TerminalText.escaped(finding.message)) [\(finding.rule.rawValue)]\n"
            out += "  see: \(context.links.display(context.page(of: finding)))\n"
        }
        let problems = report.sortedProblems
        if !problems.isEmpty {
            if !out.isEmpty { out += "\n" }
            for problem in problems {
                let position = problem.line.map { ":\($0)" } ?? ""
                out +=
                    "\(TerminalText.escaped(problem.file))\(position): warning: \(TerminalText.escaped(problem.message))\n"
            }
        }
        if !out.isEmpty { out += "\n" }
        let scanned = counted(report.filesScanned, "file") + " scanned"
        let problemNote =
            problems.isEmpty ? "" : ", " + counted(Set(problems.map(\.file)).count, "file") + " not audited"
        if report.findings.isEmpty {
            out += "No findings (\(scanned)\(problemNote)).\n"
            return out
        }
        out += "\(counted(report.findings.count, "finding")) in \(counted(report.filesWithFindings, "file")) "
        out += "(\(scanned)\(problemNote)):\n"
        let width = report.countsByRule.map(\.rule.rawValue.count).max() ?? 0
        for (rule, count) in report.countsByRule {
            let name = rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let number = String(count)
            out += "  \(name)  \(String(repeating: " ", count: max(0, 3 - number.count)))\(number)  "
            out += "\(context.links.display(context.rulePage(rule)))\n"
        }
        return out
    }
}
