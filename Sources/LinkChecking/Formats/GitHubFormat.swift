/// GitHub Actions workflow commands; each finding becomes an annotation on the file and line.
enum GitHubFormat {
    static func render(_ report: CheckReport, prefix: String) -> String {
        var text = ""
        for problem in report.problems where problem.status != .skipped {
            let command = problem.status == .warning ? "warning" : "error"
            let file = escapeProperty(displayPath(prefix, problem.file))
            text += "::\(command) file=\(file),"
            if problem.line > 0 { text += "line=\(problem.line),col=\(problem.column)," }
            text += "title=\(escapeProperty(problem.rule.rawValue))::\(escapeData(problem.message))\n"
        }
        return text + HumanFormat.summaryLine(report.summary) + "\n"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
