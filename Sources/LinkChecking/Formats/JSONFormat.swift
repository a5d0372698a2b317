import Foundation

/// The documented, stable JSON schema:
///
///     {
///       "summary": {"files": 3, "links": 40, "broken": 2, "warnings": 1, "skipped": 5,
///                   "externalRequests": 0, "seconds": 0.01},
///       "problems": [{"file": "a.html", "line": 3, "column": 10, "url": "b.html#x",
///                     "status": "broken-fragment", "rule": "broken-fragment", "message": "…"}]
///     }
///
/// `file` is relative to the checked folder; `status` is `broken`, `broken-fragment`, `warning`,
/// `skipped` or `error` (a file that could not be read: `line` and `column` are 0). Keys are
/// sorted; problems are sorted by file, line and column.
public enum JSONFormat {
    /// The JSON document `check --format json` prints.
    public struct Document: Codable, Equatable {
        public var summary: CheckSummary
        public var problems: [LinkProblem]
    }

    static func render(_ report: CheckReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(summary: report.summary, problems: report.problems))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
