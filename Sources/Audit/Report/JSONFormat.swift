import Foundation

/// `{"summary": {...}, "findings": [...], "problems": [...]}`, keys sorted, findings sorted by file,
/// line, column. Schema: docs/audit.md.
public enum JSONFormat {
    struct Document: Encodable {
        var summary: Summary
        var findings: [Finding]
        var problems: [Problem]
    }

    struct Summary: Encodable {
        var filesScanned: Int
        var filesWithFindings: Int
        var findings: Int
        var problems: Int
        /// Every rule, with 0 for rules that found nothing.
        var byRule: [String: Int]
    }

    struct Finding: Encodable {
        var file: String
        var line: Int
        var column: Int
        var rule: String
        var severity: String
        var symbol: String
        var replacement: String?
        var message: String
        var page: String
        var url: String?

        enum CodingKeys: String, CodingKey {
            case file, line, column, rule, severity, symbol, replacement, message, page, url
        }

        // `replacement` is always present (null when nothing replaces the API); `url` only with a site.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(rule, forKey: .rule)
            try container.encode(severity, forKey: .severity)
            try container.encode(symbol, forKey: .symbol)
            if let replacement {
                try container.encode(replacement, forKey: .replacement)
            } else {
                try container.encodeNil(forKey: .replacement)
            }
            try container.encode(message, forKey: .message)
            try container.encode(page, forKey: .page)
            try container.encodeIfPresent(url, forKey: .url)
        }
    }

    struct Problem: Encodable {
        var file: String
        var line: Int?
        var message: String
    }

    /// The report as this format writes it.
    public static func render(_ report: AuditReport, context: ReportContext) -> String {
        var byRule: [String: Int] = [:]
        for rule in AuditRule.allCases { byRule[rule.rawValue] = 0 }
        for finding in report.findings { byRule[finding.rule.rawValue, default: 0] += 1 }
        let document = Document(
            summary: Summary(
                filesScanned: report.filesScanned, filesWithFindings: report.filesWithFindings,
                findings: report.findings.count, problems: report.problems.count, byRule: byRule),
            findings: report.sortedFindings.map { finding in
                let page = context.page(of: finding)
                return Finding(
                    file: finding.file, line: finding.line, column: finding.column, rule: finding.rule.rawValue,
                    severity: finding.severity.rawValue, symbol: finding.symbol, replacement: finding.replacement,
                    message: finding.message, page: page, url: context.links.href(page))
            },
            problems: report.sortedProblems.map { Problem(file: $0.file, line: $0.line, message: $0.message) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
