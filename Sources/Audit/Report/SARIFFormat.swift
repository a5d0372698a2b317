import Foundation

/// SARIF 2.1.0 (what GitHub code scanning reads): every rule with its summary, help text and help
/// URI (its stable page), every finding as a result, unreadable files as tool notifications.
public enum SARIFFormat {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }
    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var results: [Result]
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "scenedocs audit"
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var help: Message
        var helpUri: String?
        var defaultConfiguration = Configuration()
    }
    struct Configuration: Encodable { var level = "warning" }
    struct Message: Encodable { var text: String }
    struct Invocation: Encodable {
        var executionSuccessful = true
        var toolExecutionNotifications: [Notification]
    }
    struct Notification: Encodable {
        var level = "warning"
        var message: Message
        var locations: [Location]
    }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    /// The report as this format writes it.
    public static func render(_ report: AuditReport, context: ReportContext) -> String {
        let rules = AuditRule.allCases
        let driverRules = rules.map { rule -> Rule in
            let info = context.rules[rule]
            let page = context.rulePage(rule)
            let summary = info?.summary ?? rule.rawValue
            var help = sentence(summary)
            if let info, !info.guideTitle.isEmpty {
                help += " Migration step: \(info.guideTitle), step \(info.stepNumber) — \(info.stepTitle)."
            }
            help += " See \(context.links.display(page))."
            return Rule(
                id: rule.rawValue, name: info?.title ?? rule.rawValue, shortDescription: Message(text: summary),
                help: Message(text: help), helpUri: context.links.href(page))
        }
        let results = report.sortedFindings.map { finding in
            Result(
                ruleId: finding.rule.rawValue, ruleIndex: rules.firstIndex(of: finding.rule) ?? 0,
                level: finding.severity == .warning ? "warning" : "note",
                message: Message(
                    text: sentence(finding.message) + " See " + context.links.display(context.page(of: finding)) + "."),
                locations: [location(finding.file, line: finding.line, column: finding.column)])
        }
        let notifications = report.sortedProblems.map { problem in
            Notification(
                message: Message(text: problem.message),
                locations: [location(problem.file, line: problem.line, column: nil)])
        }
        let log = Log(runs: [
            Run(
                tool: Tool(driver: Driver(rules: driverRules)),
                invocations: [Invocation(toolExecutionNotifications: notifications)], results: results)
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `text` ending with a full stop (findings' messages and summaries may come without one).
    static func sentence(_ text: String) -> String {
        text.hasSuffix(".") || text.hasSuffix("?") || text.hasSuffix("!") ? text : text + "."
    }

    static func location(_ file: String, line: Int?, column: Int?) -> Location {
        Location(
            physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: uri(file)),
                region: line.map { Region(startLine: $0, startColumn: column) }))
    }

    /// A relative URI reference: path characters kept, everything else percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
