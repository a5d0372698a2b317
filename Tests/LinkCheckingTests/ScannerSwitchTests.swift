import Foundation
import Testing

@testable import LinkChecking

/// `SCENEDOCS_WITHOUT=fast-page-scanner` makes gumbo's tree read every page: the report is the same
/// as with the fast scanner, so the switch measures what the scanner buys and nothing else.
@Suite struct ScannerSwitchTests {
    static func check(fastScanner: Bool) async throws -> CheckReport {
        var options = CheckOptions()
        options.listSkipped = true
        try options.exclusions.add("^excluded/")
        options.readsWithFastScanner = fastScanner
        return try await LinkChecker(options: options).check(directory: Fixtures.site)
    }

    @Test func theFixtureSiteGetsTheSameReportWithoutTheFastScanner() async throws {
        let fast = try await Self.check(fastScanner: true)
        let gumbo = try await Self.check(fastScanner: false)
        #expect(!fast.problems.isEmpty)
        #expect(gumbo.problems.map(Finding.init) == fast.problems.map(Finding.init))
        #expect(gumbo.problems.map(\.rule) == fast.problems.map(\.rule))
        #expect(gumbo.summary.links == fast.summary.links)
        #expect(gumbo.summary.skipped == fast.summary.skipped)
        #expect(gumbo.summary.broken == fast.summary.broken)
        #expect(gumbo.summary.warnings == fast.summary.warnings)
    }

    /// Pages beyond gumbo's limits are read by the tokenizer either way, so their references and
    /// ids are the same; only the warnings about the limit differ (the fast scanner builds no tree).
    @Test func hostilePagesGetTheSameReferencesWithoutTheFastScanner() async throws {
        let root = try Fixtures.temporarySite([
            "deep.html": String(repeating: "<div>", count: 20_000) + "<a href='nope.html'>x</a>",
            "many.html": "<p " + (0..<600).map { "a\($0)=1" }.joined(separator: " ") + " id=x></p><a href=#y>y</a>",
            "plain.html": "<h1 id=top>T</h1><a href='#top'>up</a><a href='deep.html#none'>d</a>",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var reports: [[Finding]] = []
        for fastScanner in [true, false] {
            var options = CheckOptions()
            options.readsWithFastScanner = fastScanner
            reports.append(try await LinkChecker(options: options).check(directory: root).problems.map(Finding.init))
        }
        let references = reports.map { $0.filter { $0.status != .warning } }
        #expect(references[0] == references[1])
        #expect(references[0].map(\.file) == ["deep.html", "many.html", "plain.html"])
        #expect(reports[1].filter { $0.status == .warning }.map(\.file) == ["deep.html", "many.html"])
    }
}
