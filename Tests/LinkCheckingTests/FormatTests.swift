import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import LinkChecking

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every output format, on the fixture corpus.
@Suite struct FormatTests {
    func report() async throws -> CheckReport { try await Fixtures.checkSite() }

    @Test func humanGroupsPerFileAndEndsWithASummary() async throws {
        var report = try await report()
        report.summary.seconds = 0.5
        let text = ReportFormat.human.render(report, prefix: "site")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "site/about.html:7:8: warning: duplicate id 'team' (first at line 5) [duplicate-id]")
        #expect(lines[1] == "")
        #expect(lines[2] == "site/based/index.html:6:10: error: broken link 'based.html' (no such file) [broken-link]")
        #expect(
            lines.contains("site/index.html:6:30: error: broken link 'css/missing.css' (no such file) [broken-link]"))
        #expect(
            lines.contains(
                "site/skipped.html:7:10: note: skipped 'mailto:someone@example.com' (mailto: link) [skipped]"))
        #expect(lines.suffix(2) == ["Checked 11 files, 80 links in 0.50 s: 26 broken, 4 warnings, 10 skipped", ""])
    }

    @Test func jsonDecodesToTheDocumentedSchema() async throws {
        let report = try await report()
        let text = ReportFormat.json.render(report, prefix: "site")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["summary", "problems"])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(
            Set(summary.keys) == ["files", "links", "broken", "warnings", "skipped", "externalRequests", "seconds"])
        let problems = try #require(object["problems"] as? [[String: Any]])
        #expect(problems.count == report.problems.count)
        for problem in problems {
            #expect(
                Set(problem.keys) == ["file", "line", "column", "severity", "code", "url", "status", "rule", "message"])
            #expect(
                ["broken", "broken-fragment", "warning", "skipped", "error"].contains(
                    problem["status"] as? String ?? ""))
        }
        let first = problems[0]
        #expect(first["file"] as? String == "about.html")
        #expect(first["line"] as? Int == 7)
        #expect(first["column"] as? Int == 8)
        #expect(first["url"] as? String == "#team")
        #expect(first["status"] as? String == "warning")
        #expect(first["severity"] as? String == "warning")
        #expect(first["code"] as? String == "duplicate-id")
        let decoded = try JSONDecoder().decode(CheckReport.Document.self, from: Data(text.utf8))
        #expect(decoded.problems == report.problems)
    }

    @Test func githubAnnotations() async throws {
        let text = ReportFormat.github.render(try await report(), prefix: "site")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines[0]
                == "::warning file=site/about.html,line=7,col=8,title=duplicate-id::duplicate id 'team' (first at line 5)"
        )
        #expect(
            lines.contains(
                "::error file=site/index.html,line=31,col=10,title=broken-fragment::broken fragment '#missing' (no id 'missing' in 'index.html')"
            ))
        #expect(!lines.contains { $0.contains("mailto") })
        #expect(GitHubWriter.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
    }

    @Test func junitIsWellFormedXML() async throws {
        let report = try await report()
        let text = ReportFormat.junit.render(report, prefix: "site")
        let document = try XMLDocument(xmlString: text)
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "failures")?.stringValue == "26")
        let failures = try document.nodes(forXPath: "//testcase[@name='site/index.html']/failure")
        #expect(failures.count == 11)
        let strict = ReportFormat.junit.render(report, prefix: "site", engine: DiagnosticEngine(strict: true))
        #expect(strict.contains("failures=\"30\""))
    }

    @Test func sarifHasTheRequiredFields() async throws {
        let report = try await report()
        let text = ReportFormat.sarif.render(report, prefix: "site")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "scenedocs check")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 30)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(["error", "warning"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] is String)
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
            #expect((region["startColumn"] as? Int ?? 0) >= 1)
        }
        #expect(SARIFWriter.uri("site/guide/page one.html") == "site/guide/page%20one.html")
    }

    @Test(.enabled(if: SARIFSchema.validatorAvailable, "python3 with the jsonschema package is not installed"))
    func sarifIsValidAgainstTheSchema() async throws {
        let text = ReportFormat.sarif.render(try await report(), prefix: "site")
        #expect(try SARIFSchema.errors(in: text) == "")
    }
}
