/// GitHub Actions workflow commands: one `::warning file=…,line=…,col=…,title=…::…` per finding
/// (the message, then `see: <page>` on a second line) and per problem.
public enum GitHubFormat {
    /// The report as this format writes it.
    public static func render(_ report: AuditReport, context: ReportContext) -> String {
        var out = ""
        for finding in report.sortedFindings {
            let title = context.rules[finding.rule]?.title ?? finding.rule.rawValue
            let properties = [
                "file=" + escapeProperty(finding.file), "line=\(finding.line)", "col=\(finding.column)",
                "title=" + escapeProperty("\(title) [\(finding.rule.rawValue)]"),
            ]
            let message = finding.message + "\nsee: " + context.links.display(context.page(of: finding))
            out += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }
        for problem in report.sortedProblems {
            var properties = ["file=" + escapeProperty(problem.file)]
            if let line = problem.line { properties.append("line=\(line)") }
            properties.append("title=" + escapeProperty("file not audited"))
            out += "::warning \(properties.joined(separator: ","))::\(escapeData(problem.message))\n"
        }
        return out
    }

    /// The message part: `%`, CR and LF are encoded.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as data, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
