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
}
