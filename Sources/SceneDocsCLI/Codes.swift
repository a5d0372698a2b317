import ArgumentParser
import Audit
import Diagnostics
import Foundation
import LinkChecking

/// `scenedocs codes`: every code of every command's catalogue, with what it means and its help page.
struct Codes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every code build, check and audit report, with its meaning and help page.")

    @Option(help: "Output format: human or json.")
    var format: ReportFormat = .human

    @Flag(help: "Write the list as docs/diagnostics.md holds it (Markdown).")
    var markdown = false

    func validate() throws {
        guard format == .human || format == .json else {
            throw ValidationError("codes writes human or json")
        }
    }

    struct Entry: Encodable {
        var command: String
        var code: String
        var summary: String
        var help: String
    }

    static var entries: [Entry] {
        func entries<Code: ReportCode>(_: Code.Type) -> [Entry] {
            Code.allCases.map { Entry(command: Code.command, code: $0.id, summary: $0.summary, help: $0.helpPage) }
        }
        return entries(DiagnosticCode.self) + entries(LinkRule.self) + entries(AuditRule.self)
    }

    func run() throws {
        let entries = Self.entries
        if markdown {
            Console.out(Data(Self.markdown(entries).utf8))
            return
        }
        if format == .json {
            Console.out(Data(JSONWriter.render(entries).utf8))
            return
        }
        // One block per command; the widest code sets the column, so no code is ever cut short.
        let width = entries.map(\.code.count).max() ?? 0
        var text = ""
        for command in ["build", "check", "audit"] {
            let block = entries.filter { $0.command == command }
            text += text.isEmpty ? "" : "\n"
            text += "\(command):\n"
            for entry in block {
                text += "  \(entry.code.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.summary)\n"
                text += "  \(String(repeating: " ", count: width))  see \(entry.help)\n"
            }
        }
        Console.out(Data(text.utf8))
    }

    /// The page docs/diagnostics.md (a test keeps the two equal): one table per command, each code
    /// with the anchor its help link names.
    static func markdown(_ entries: [Entry]) -> String {
        var text = """
            # Codes

            Every finding SceneDocs reports carries a stable code: in brackets after the message in the
            `human` format, as `code` in JSON, in the title of a GitHub annotation, as the rule of a SARIF
            result. Codes are never renamed. `scenedocs codes` prints this list (`--format json` for
            tools); `scenedocs codes --markdown > docs/diagnostics.md` writes this page.

            """
        let headings = [
            "build": "`build` (and the content checks of `check` and `serve`)",
            "check": "`check` (links of a generated site or any folder of HTML)",
            "audit":
                "`audit` (an app's life-cycle code; each rule is explained on the reference's page \"Audit your app\", under the rule's code)",
        ]
        for command in ["build", "check", "audit"] {
            text += "\n## \(headings[command]!)\n\n| code | meaning |\n| --- | --- |\n"
            for entry in entries where entry.command == command {
                let summary = entry.summary.replacingOccurrences(of: "|", with: "\\|")
                text += "| <a id=\"\(command)-\(entry.code)\"></a>`\(entry.code)` | \(summary) |\n"
            }
        }
        return text
    }
}
