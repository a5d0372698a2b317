import Foundation

/// SARIF 2.1.0 (the OASIS static-analysis format GitHub code scanning reads).
enum SARIFFormat {
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
        var results: [Result]
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "scenedocs check"
        var informationUri = "https://github.com/scenedocs/scenedocs"
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
    }
    struct Message: Encodable { var text: String }
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
        /// None for a problem with the whole file (it could not be read).
        var region: Region?
    }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    static func render(_ report: CheckReport, prefix: String) -> String {
        let rules = LinkRule.allCases.filter { $0 != .skipped }
        let results = report.problems.filter { $0.status != .skipped }.map { problem in
            Result(
                ruleId: problem.rule.rawValue, ruleIndex: rules.firstIndex(of: problem.rule) ?? 0,
                level: problem.status == .warning ? "warning" : "error", message: Message(text: problem.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: uri(displayPath(prefix, problem.file))),
                            region: problem.line > 0
                                ? Region(startLine: problem.line, startColumn: problem.column) : nil))
                ])
        }
        let log = Log(runs: [
            Run(
                tool: Tool(
                    driver: Driver(
                        rules: rules.map { Rule(id: $0.rawValue, shortDescription: Message(text: $0.summary)) })),
                results: results)
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A relative URI reference: path characters kept, everything else percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
