/// The compiler's form, which editors and CI log parsers read:
///
///     Content/x.md:3:7: error: message [code]
///         hint: what to do
///         see: the page that explains it
///
/// File names, messages and hints come from the input: control characters in them are escaped, so
/// each finding is exactly its lines (`TerminalText`).
public enum HumanWriter {
    /// Each finding in order; with `groupedByFile`, a blank line between the findings of one file
    /// and the next.
    public static func render(_ findings: [Finding], groupedByFile: Bool = false) -> String {
        var text = ""
        var lastFile: String??
        for finding in findings {
            if groupedByFile, let lastFile, lastFile != finding.file { text += "\n" }
            lastFile = .some(finding.file)
            text += line(finding) + "\n"
        }
        return text
    }

    /// One finding's lines, without the final line break.
    public static func line(_ finding: Finding) -> String {
        var text = ""
        let position = finding.position
        if !position.isEmpty { text += TerminalText.escaped(position) + ": " }
        text += "\(finding.severity.rawValue): \(TerminalText.escaped(finding.message)) [\(finding.code)]"
        if let hint = finding.hint { text += "\n    hint: \(TerminalText.escaped(hint))" }
        if let help = finding.help { text += "\n    see: \(TerminalText.escaped(help))" }
        return text
    }
}

/// `1 finding`, `2 findings`.
public func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
