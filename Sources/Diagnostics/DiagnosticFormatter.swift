/// Diagnostics as the report writers print them (`HumanWriter`, `JSONWriter`), for the callers
/// that hold diagnostics rather than findings.
public enum DiagnosticFormatter {
    /// `Content/x.md:3:7: error: message [code]` followed by an indented hint line.
    public static func console(_ diagnostic: Diagnostic) -> String {
        HumanWriter.line(diagnostic.finding)
    }

    /// Each problem as `console(_:)` prints it, one after the other.
    public static func console(_ diagnostics: [Diagnostic]) -> String {
        HumanWriter.render(diagnostics.map(\.finding))
    }

    /// A stable JSON array: `[{severity, code, message, file, line, column, hint}]` (no final line break).
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        String(JSONWriter.render(diagnostics.map(\.finding)).dropLast())
    }
}
