import Diagnostics
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The writers every command prints its report with, on hand-made findings: exact bytes.
@Suite struct ReportWriterTests {
    static let findings = [
        Finding(
            file: "Content/a.md", line: 3, column: 7, severity: .error, code: "unresolved-reference",
            message: "no symbol named 'UISceneDelegat'", hint: "did you mean 'UISceneDelegate'?"),
        Finding(
            file: "Content/a.md", line: 9, column: 1, severity: .warning, code: "raw-html", message: "raw HTML dropped"),
        Finding(
            file: "App/AppDelegate.swift", line: 12, column: 5, severity: .warning, code: "app-delegate-ui-callback",
            message: "not called under scenes", help: "articles/audit-your-app.html#x",
            title: "App-delegate UI callback"),
        Finding(file: "Legacy/Broken.m", severity: .note, code: "not-audited", message: "cannot read file"),
        Finding(file: nil, severity: .error, code: "content-missing", message: "content folder 'X' does not exist"),
    ]

    @Test func humanIsTheCompilersFormGroupedByFile() {
        #expect(
            HumanWriter.render(Self.findings, groupedByFile: true) == """
                Content/a.md:3:7: error: no symbol named 'UISceneDelegat' [unresolved-reference]
                    hint: did you mean 'UISceneDelegate'?
                Content/a.md:9:1: warning: raw HTML dropped [raw-html]

                App/AppDelegate.swift:12:5: warning: not called under scenes [app-delegate-ui-callback]
                    see: articles/audit-your-app.html#x

                Legacy/Broken.m: note: cannot read file [not-audited]

                error: content folder 'X' does not exist [content-missing]

                """)
        #expect(HumanWriter.render(Array(Self.findings.prefix(2))).split(separator: "\n").count == 3)
    }

    /// A file name or message from the input cannot start a line of its own.
    @Test func humanEscapesControlCharacters() {
        let finding = Finding(
            file: "a\n::error title=x::b.md", line: 1, column: 1, severity: .error, code: "io-error",
            message: "bad\u{1B}[31m name", hint: "two\nlines")
        #expect(
            HumanWriter.line(finding)
                == "a\\n::error title=x::b.md:1:1: error: bad\\u{1B}[31m name [io-error]\n    hint: two\\nlines")
    }

    @Test func githubAnnotationsCarryTitleHintAndHelp() {
        #expect(
            GitHubWriter.render(Self.findings) == """
                ::error file=Content/a.md,line=3,col=7,title=unresolved-reference::no symbol named 'UISceneDelegat'%0Ahint: did you mean 'UISceneDelegate'?
                ::warning file=Content/a.md,line=9,col=1,title=raw-html::raw HTML dropped
                ::warning file=App/AppDelegate.swift,line=12,col=5,title=App-delegate UI callback [app-delegate-ui-callback]::not called under scenes%0Asee: articles/audit-your-app.html#x
                ::notice file=Legacy/Broken.m,title=not-audited::cannot read file
                ::error title=content-missing::content folder 'X' does not exist

                """)
        let hostile = Finding(
            file: "x\n::error::y,z:w", line: 1, column: 1, severity: .error, code: "c", message: "m\r\n%")
        #expect(
            GitHubWriter.render([hostile])
                == "::error file=x%0A%3A%3Aerror%3A%3Ay%2Cz%3Aw,line=1,col=1,title=c::m%0D%0A%25\n")
    }

    @Test func jsonWritesEachFindingWithTheCommonKeysAndTheCommandsFields() throws {
        var finding = Self.findings[0]
        finding.fields = ["url": .string("b.html"), "replacement": .null]
        let text = JSONWriter.render([finding, Self.findings[4]])
        #expect(
            text == """
                [
                  {
                    "code" : "unresolved-reference",
                    "column" : 7,
                    "file" : "Content/a.md",
                    "hint" : "did you mean 'UISceneDelegate'?",
                    "line" : 3,
                    "message" : "no symbol named 'UISceneDelegat'",
                    "replacement" : null,
                    "severity" : "error",
                    "url" : "b.html"
                  },
                  {
                    "code" : "content-missing",
                    "message" : "content folder 'X' does not exist",
                    "severity" : "error"
                  }
                ]

                """)
    }

    @Test func junitFailsWhatTheEngineFails() throws {
        let text = JUnitWriter.render(Self.findings, tool: "scenedocs build", suite: "content")
        let document = try XMLDocument(xmlString: text)
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "failures")?.stringValue == "2")
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        let failures = try document.nodes(forXPath: "//testcase[@name='Content/a.md']/failure")
        #expect(failures.count == 1)
        #expect(
            failures.first?.stringValue
                == "Content/a.md:3:7: error: no symbol named 'UISceneDelegat' [unresolved-reference]\n    hint: did you mean 'UISceneDelegate'?"
        )
        let output = try document.nodes(forXPath: "//testcase[@name='Content/a.md']/system-out")
        #expect(output.first?.stringValue == "Content/a.md:9:1: warning: raw HTML dropped [raw-html]\n")
        // Under --strict the engine records the warnings as errors: each is a failure.
        var engine = DiagnosticEngine(strict: true)
        engine.record(contentsOf: Self.findings)
        let strict = JUnitWriter.render(engine.findings, tool: "scenedocs build", suite: "content")
        #expect(strict.contains("<testsuites name=\"scenedocs build\" tests=\"3\" failures=\"4\""))
    }

    @Test func engineStatus() {
        let error = Self.findings[0]
        let warning = Self.findings[1]
        let note = Self.findings[3]
        var ioError = error
        ioError.isIOFailure = true
        var ioWarning = warning
        ioWarning.isIOFailure = true
        func status(_ findings: [Finding], strict: Bool, threshold: DiagnosticEngine.Threshold = .errors) -> Int32 {
            var engine = DiagnosticEngine(strict: strict, threshold: threshold)
            engine.record(contentsOf: findings)
            return engine.status
        }
        #expect(status([], strict: true) == 0)
        #expect(status([note], strict: true) == 0)
        #expect(status([warning], strict: false) == 0)
        #expect(status([warning], strict: true) == 1)
        #expect(status([warning], strict: false, threshold: .warnings) == 1)
        #expect(status([warning, error], strict: false) == 1)
        // Input that could not be read outranks everything else found.
        #expect(status([error, ioError], strict: false) == 2)
        #expect(status([ioWarning], strict: false) == 0)
        // A warning about input or output that --strict makes an error fails the run, as any
        // warning does: the input was read, so the verdict is complete.
        #expect(status([ioWarning], strict: true) == 1)
    }

    /// Under --strict a warning is an error from the moment it is recorded, in every report; where
    /// every warning fails the run already (audit), strict changes nothing; notes stay notes.
    @Test func strictRecordsWarningsAsErrors() {
        var strict = DiagnosticEngine(strict: true)
        strict.record(contentsOf: Self.findings)
        #expect(strict.findings.map(\.severity) == [.error, .error, .error, .note, .error])
        #expect(strict.promoted == 2)
        var audit = DiagnosticEngine(strict: true, threshold: .warnings)
        audit.record(contentsOf: Self.findings)
        #expect(audit.findings == Self.findings)
        #expect(audit.promoted == 0)
        var engine = DiagnosticEngine(strict: true)
        let recorded = engine.record(Diagnostic.warning(.rawHTML, "w", at: nil))
        #expect(recorded.severity == .error)
    }

    @Test func formatNamesAreTheSameForEveryCommand() {
        #expect(ReportFormat.allCases.map(\.rawValue) == ["human", "json", "github", "junit", "sarif", "html"])
        #expect(ReportFormat(name: "text") == .human)
        #expect(ReportFormat(name: "xml") == nil)
    }
}

/// The SARIF writer's output against the OASIS schema (`SARIFSchema`).
@Suite(.enabled(if: SARIFSchema.validatorAvailable, "python3 with the jsonschema package is not installed"))
struct SARIFSchemaTests {
    @Test func everyKindOfFindingIsValidSARIF() throws {
        var rules = ReportWriterTests.findings.map {
            RuleDescription(id: $0.code, name: $0.title ?? $0.code, summary: "Summary.", help: "Help.")
        }
        rules[2].helpURI = "https://docs.example/articles/audit-your-app.html#x"
        rules[2].level = "warning"
        let text = SARIFWriter.render(
            tool: "scenedocs test", rules: rules, findings: ReportWriterTests.findings,
            notifications: [ReportWriterTests.findings[3]])
        #expect(try SARIFSchema.errors(in: text) == "")
    }

    /// `build --format sarif`'s rules: every code of the catalogue.
    @Test func theBuildCatalogueIsValidSARIF() throws {
        let text = SARIFWriter.render(
            tool: "scenedocs build", rules: DiagnosticCode.ruleDescriptions(),
            findings: ReportWriterTests.findings.filter { DiagnosticCode(rawValue: $0.code) != nil })
        #expect(try SARIFSchema.errors(in: text) == "")
    }

    /// The validator itself: a document missing what the schema requires is refused.
    @Test func anInvalidDocumentIsRefused() throws {
        let errors = try SARIFSchema.errors(in: #"{"version": "2.1.0", "runs": [{"results": []}]}"#)
        #expect(errors.contains("'tool' is a required property"), "\(errors)")
    }
}
