import Diagnostics
import Testing

/// The engine hands each emitted report to its consumers with the findings recorded since the last
/// one; `FormatConsumer` writes it in its format to the stream the format goes to.
@Suite struct DiagnosticConsumerTests {
    static let warning = Diagnostic.warning(
        .rawHTML, "raw HTML dropped", at: SourceLocation(file: "Content/b.md", line: 9, column: 1))
    static let error = Diagnostic.error(
        .unresolvedReference, "no symbol named 'UISceneDelegat'",
        at: SourceLocation(file: "Content/a.md", line: 3, column: 7))

    /// An engine with a consumer of `format` that collects what it writes.
    static func engine(_ format: ReportFormat, strict: Bool = false) -> (DiagnosticEngine, CollectedReports) {
        let collected = CollectedReports()
        var engine = DiagnosticEngine(strict: strict)
        engine.attach(FormatConsumer(format: format) { collected.append($0, $1) })
        return (engine, collected)
    }

    @Test func aReportHoldsWhatWasRecordedSinceTheLastOne() {
        var (engine, collected) = Self.engine(.human)
        engine.record(Self.warning)
        let first = engine.emit(RunReport.content(command: "build"))
        engine.record(Self.error)
        let second = engine.emit(RunReport.content(command: "build"))
        #expect(first.findings == [Self.warning.finding])
        #expect(second.findings == [Self.error.finding])
        #expect(
            collected.text(.standardError) == """
                Content/b.md:9:1: warning: raw HTML dropped [raw-html]
                Content/a.md:3:7: error: no symbol named 'UISceneDelegat' [unresolved-reference]

                """)
        #expect(collected.text(.standardOutput).isEmpty)
    }

    @Test func underStrictTheConsumerWritesWarningsAsErrors() {
        var (engine, collected) = Self.engine(.human, strict: true)
        engine.record(Self.warning)
        engine.emit(RunReport.content(command: "build"))
        #expect(collected.text(.standardError) == "Content/b.md:9:1: error: raw HTML dropped [raw-html]\n")
        #expect(engine.status == 1)
    }

    @Test func aBuildReportIsInFileOrderWithoutRepeats() {
        var (engine, _) = Self.engine(.json)
        let fileless = Diagnostic.error(.contentMissing, "content folder 'X' does not exist", at: nil)
        for diagnostic in [Self.warning, Self.error, Self.warning, fileless] { engine.record(diagnostic) }
        let report = engine.emit(RunReport.content(command: "build"))
        let expected = Diagnostics([Self.warning, Self.error, Self.warning, fileless]).sorted.map(\.finding)
        #expect(report.findings == expected)
        #expect(report.findings.map(\.file) == [nil, "Content/a.md", "Content/b.md"])
    }

    @Test func everyFormatButHumanGoesToStandardOutput() {
        for format in [ReportFormat.json, .github, .junit, .sarif] {
            var (engine, collected) = Self.engine(format)
            engine.record(Self.error)
            engine.emit(RunReport.content(command: "build"))
            #expect(collected.text(.standardError).isEmpty, "\(format)")
            let expected = format.render(RunReport.content(command: "build").with([Self.error.finding]))
            #expect(collected.text(.standardOutput) == expected, "\(format)")
        }
    }

    @Test(arguments: [
        (ReportFormat.human, ReportStream.standardError, "Content/b.md:9:1: warning: raw HTML dropped [raw-html]\n"),
        (.junit, .standardError, "Content/b.md:9:1: warning: raw HTML dropped [raw-html]\n"),
        (.sarif, .standardError, "Content/b.md:9:1: warning: raw HTML dropped [raw-html]\n"),
        (.github, .standardOutput, "::warning file=Content/b.md,line=9,col=1,title=raw-html::raw HTML dropped\n"),
    ])
    func anAsideGoesWhereItDoesNotMixWithTheRunsReport(format: ReportFormat, stream: ReportStream, text: String) {
        var (engine, collected) = Self.engine(format)
        engine.record(Self.warning)
        var aside = RunReport.content(command: "check")
        aside.isAside = true
        engine.emit(aside)
        #expect(collected.text(stream) == text)
        #expect(collected.text(stream == .standardError ? .standardOutput : .standardError).isEmpty)
    }

    @Test func anAsideWithNothingRecordedWritesNothing() {
        for format in [ReportFormat.human, .json, .github] {
            var (engine, collected) = Self.engine(format)
            var aside = RunReport.content(command: "check")
            aside.isAside = true
            engine.emit(aside)
            #expect(collected.text(.standardOutput).isEmpty && collected.text(.standardError).isEmpty, "\(format)")
        }
    }
}

extension RunReport {
    fileprivate func with(_ findings: [Finding]) -> RunReport {
        var report = self
        report.findings = findings
        return report
    }
}
