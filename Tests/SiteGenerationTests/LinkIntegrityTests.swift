import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

@Suite(.tags(.heavy), .skippedWhenQuick) struct LinkIntegrityTests {
    @Test func everyInternalLinkOfTheFixtureResolves() {
        let audit = LinkAudit(files: Builds.fixture.files)
        #expect(audit.problems() == [])
    }

    @Test func everyInternalLinkOfTheShippedContentResolves() throws {
        let result = Builds.inMemory(Builds.options(content: TestPaths.shippedContent))
        #expect(result.diagnostics.errors == [], "the shipped content builds")
        try #require(!result.files.isEmpty)
        #expect(result.files.count > 100)
        let problems = LinkAudit(files: result.files).problems()
        #expect(problems == [])
    }

    /// The audit itself must catch what it is for.
    @Test func theAuditFindsBrokenLinks() {
        let page = """
            <a href="missing.html">x</a><a href="sub/">folder</a><a href="/abs.html">rooted</a>
            <a href="other.html#nope">frag</a><a href="#here">ok</a><a href="#gone">same page</a>
            <img src="https://cdn.example.com/i.png"><link rel="stylesheet" href="//cdn.example.com/c.css">
            <a href="https://example.com">fine</a><a href="sub">folder without slash</a><h2 id="here"></h2>
            <p id="dup"></p><p id="dup"></p>
            """
        let files = [
            "index.html": Data(page.utf8),
            "other.html": Data(#"<p id="there"></p>"#.utf8),
            "sub/page.html": Data(),
        ]
        #expect(
            LinkAudit(files: files).problems() == [
                "index.html: id 'dup' occurs more than once",
                "index.html: <a href=\"missing.html\"> names no file ('missing.html')",
                "index.html: <a href=\"sub/\"> names a folder",
                "index.html: <a href=\"/abs.html\"> is rooted at '/'",
                "index.html: <a href=\"other.html#nope\">: 'other.html' has no id 'nope'",
                "index.html: <a href=\"#gone\">: 'index.html' has no id 'gone'",
                "index.html: <img src=\"https://cdn.example.com/i.png\"> loads from the network",
                "index.html: <link href=\"//cdn.example.com/c.css\"> loads from the network",
                "index.html: <a href=\"sub\"> names a folder ('sub')",
            ])
    }
}
