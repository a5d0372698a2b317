import Foundation

/// Every JSON report: keys sorted, two-space indentation, slashes unescaped, a final line break.
/// Each command documents its document's shape (docs/check.md, docs/audit.md, docs/diagnostics.md);
/// every finding in it is a `Finding` (`{file, line, column, severity, code, message, hint?, help?}`
/// and the command's own fields).
public enum JSONWriter {
    public static func render(_ document: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
