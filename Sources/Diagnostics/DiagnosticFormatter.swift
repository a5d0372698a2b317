import Foundation

/// Turns diagnostics into text at the edge of the program.
public enum DiagnosticFormatter {
    /// The compiler's form, which editors and CI annotators parse:
    /// `Content/x.md:3:7: error: message [code]` followed by an indented hint line.
    public static func console(_ diagnostic: Diagnostic) -> String {
        // File names and messages quote the input: control characters in them are escaped, so
        // each diagnostic is exactly its line and its hint line.
        var text = ""
        if let location = diagnostic.location { text += TerminalText.escaped("\(location)") + ": " }
        text +=
            "\(diagnostic.severity.rawValue): \(TerminalText.escaped(diagnostic.message)) [\(diagnostic.code.rawValue)]"
        if let hint = diagnostic.hint { text += "\n    hint: \(TerminalText.escaped(hint))" }
        return text
    }

    /// Each problem as `console(_:)` prints it, one after the other.
    public static func console(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { console($0) + "\n" }.joined()
    }

    /// A stable JSON array: `[{severity, code, message, file, line, column, hint}]`.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        struct Entry: Encodable {
            let severity: String
            let code: String
            let message: String
            let file: String?
            let line: Int?
            let column: Int?
            let hint: String?
        }
        let entries = diagnostics.map {
            Entry(
                severity: $0.severity.rawValue, code: $0.code.rawValue, message: $0.message,
                file: $0.location?.file, line: $0.location?.line, column: $0.location?.column, hint: $0.hint)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
