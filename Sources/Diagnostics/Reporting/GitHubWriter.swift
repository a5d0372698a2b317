/// GitHub Actions workflow commands: one annotation per finding on its file and line,
/// `::error file=…,line=…,col=…,title=…::message` (`warning`, `notice` for notes). The title is the
/// code, or "Title [code]" where the code has a title; the hint and the help page follow the message
/// on lines of their own. Everything from the input is escaped as the workflow-command syntax
/// requires, so no file name or message can start a command of its own.
public enum GitHubWriter {
    public static func render(_ findings: [Finding]) -> String {
        var text = ""
        for finding in findings {
            var properties: [String] = []
            if let file = finding.file {
                properties.append("file=" + escapeProperty(file))
                if finding.line > 0 { properties.append("line=\(finding.line)") }
                if finding.column > 0 { properties.append("col=\(finding.column)") }
            }
            let title = finding.title.map { "\($0) [\(finding.code)]" } ?? finding.code
            properties.append("title=" + escapeProperty(title))
            var message = finding.message
            if let hint = finding.hint { message += "\nhint: " + hint }
            if let help = finding.help { message += "\nsee: " + help }
            text += "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }
        return text
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// The message part: `%`, CR and LF are encoded.
    public static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as data, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
