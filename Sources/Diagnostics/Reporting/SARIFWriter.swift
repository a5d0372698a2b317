import Foundation

/// SARIF 2.1.0, the OASIS static-analysis format GitHub code scanning reads (checked against the
/// schema in `SARIFSchemaTests`): every code of the command's catalogue as a rule, every finding as
/// a result, files the run could not process as tool notifications.
public enum SARIFWriter {
    /// - Parameters:
    ///   - tool: the driver's name (`scenedocs audit`).
    ///   - rules: the command's codes; each finding's code must be one of them.
    ///   - notifications: files the run could not process (`audit`'s files not audited).
    public static func render(
        tool: String, rules: [RuleDescription], findings: [Finding], notifications: [Finding] = []
    ) -> String {
        let results = findings.map { finding in
            Result(
                ruleId: finding.code, ruleIndex: rules.firstIndex { $0.id == finding.code } ?? 0,
                level: finding.severity.rawValue,
                message: Message(
                    text: finding.help.map { sentence(finding.message) + " See \($0)." } ?? finding.message),
                locations: location(finding).map { [$0] } ?? [])
        }
        let log = Log(runs: [
            Run(
                tool: Tool(
                    driver: Driver(
                        name: tool,
                        rules: rules.map {
                            Rule(
                                id: $0.id, name: $0.name, shortDescription: Message(text: $0.summary),
                                help: Message(text: $0.help), helpUri: $0.helpURI,
                                defaultConfiguration: $0.level.map(Configuration.init))
                        })),
                invocations: [
                    Invocation(
                        toolExecutionNotifications: notifications.map {
                            Notification(
                                level: $0.severity.rawValue, message: Message(text: $0.message),
                                locations: location($0).map { [$0] } ?? [])
                        })
                ],
                results: results)
        ])
        return JSONWriter.render(log)
    }

    static func location(_ finding: Finding) -> Location? {
        guard let file = finding.file else { return nil }
        return Location(
            physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: uri(file)),
                region: finding.line > 0
                    ? Region(startLine: finding.line, startColumn: finding.column > 0 ? finding.column : nil) : nil))
    }

    /// A relative URI reference: path characters kept, everything else percent-encoded.
    public static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

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
        var name: String
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var help: Message
        var helpUri: String?
        var defaultConfiguration: Configuration?
    }
    struct Configuration: Encodable { var level: String }
    struct Message: Encodable { var text: String }
    struct Invocation: Encodable {
        var executionSuccessful = true
        var toolExecutionNotifications: [Notification]
    }
    struct Notification: Encodable {
        var level: String
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
        /// None for a finding about the whole file.
        var region: Region?
    }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }
}
