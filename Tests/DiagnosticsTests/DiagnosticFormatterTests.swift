import Foundation
import Testing

@testable import Diagnostics

@Suite struct DiagnosticFormatterTests {
    @Test func consoleForm() {
        let located = Diagnostic.error(
            .unknownField, "unknown field 'titel'", at: SourceLocation(file: "Content/a.md", line: 2, column: 1),
            hint: "did you mean 'title'?")
        #expect(
            DiagnosticFormatter.console(located)
                == "Content/a.md:2:1: error: unknown field 'titel' [unknown-field]\n    hint: did you mean 'title'?")
        let unlocated = Diagnostic.warning(.rawHTML, "m", at: nil)
        #expect(DiagnosticFormatter.console(unlocated) == "warning: m [raw-html]")
    }

    @Test func jsonForm() throws {
        let json = DiagnosticFormatter.json([
            .error(.unknownSource, "unknown source 'X'", at: SourceLocation(file: "Content/a.md", line: 4, column: 10)),
            .warning(.contentEmpty, "m", at: nil, hint: "h"),
        ])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries[0]["file"] as? String == "Content/a.md")
        #expect(entries[0]["line"] as? Int == 4)
        #expect(entries[0]["column"] as? Int == 10)
        #expect(entries[0]["code"] as? String == "unknown-source")
        #expect(entries[0]["severity"] as? String == "error")
        #expect(entries[1]["hint"] as? String == "h")
        #expect(entries[1]["file"] == nil)
    }

    @Test func sortedPutsUnlocatedFirstThenFileOrderAndDropsDuplicates() {
        let a = Diagnostic.error(.unknownField, "a", at: SourceLocation(file: "Content/b.md", line: 1, column: 1))
        let b = Diagnostic.error(.unknownField, "b", at: SourceLocation(file: "Content/a.md", line: 9, column: 1))
        let c = Diagnostic.error(.unknownField, "c", at: SourceLocation(file: "Content/a.md", line: 2, column: 5))
        let d = Diagnostic.error(.contentEmpty, "d", at: nil)
        let diagnostics = Diagnostics([a, b, c, d, a])
        #expect(diagnostics.sorted == [d, c, b, a])
        #expect(DiagnosticEngine.recording(diagnostics, strict: false).failed)
        #expect(!DiagnosticEngine.recording(Diagnostics([.warning(.rawHTML, "w", at: nil)]), strict: false).failed)
        #expect(DiagnosticEngine.recording(Diagnostics([.warning(.rawHTML, "w", at: nil)]), strict: true).failed)
    }
}
