import Diagnostics
import Foundation
import Testing

@testable import LinkChecking

/// The fixture corpus (Fixtures/site) holds good and broken references of every kind; every finding
/// is asserted exactly: file, line, column, status and message.
@Suite struct FixtureSiteTests {
    static let expected: [Finding] = [
        Finding("about.html", 7, 8, .warning, "duplicate id 'team' (first at line 5)"),
        Finding("based/index.html", 6, 10, .broken, "broken link 'based.html' (no such file)"),
        Finding(
            "classes.html", 6, 10, .brokenFragment, "broken fragment '#inert-id' (no id 'inert-id' in 'classes.html')"),
        Finding("classes.html", 7, 10, .broken, "broken link 'nowhere.html#part' (no such file)"),
        Finding(
            "classes.html", 8, 10, .warning,
            "script URL 'vbscript:msgbox(1)' (a vbscript: URL runs code instead of naming a page or file; use a button or a real URL)"
        ),
        Finding("css/style.css", 3, 30, .broken, "broken link '../img/nope.png' (no such file)"),
        Finding("css/style.css", 4, 10, .broken, "broken link 'print.css' (no such file)"),
        Finding("css/style.css", 6, 19, .skipped, "skipped 'data:font/woff2;base64,AAAA' (data: link)"),
        Finding("guide/index.html", 9, 11, .broken, "broken link 'logo.png' (no such file)"),
        Finding("index.html", 6, 30, .broken, "broken link 'css/missing.css' (no such file)"),
        Finding(
            "index.html", 7, 29, .skipped, "skipped 'https://example.com/' (external link; use --external to check it)"),
        Finding("index.html", 9, 14, .broken, "broken link 'js/missing.js' (no such file)"),
        Finding("index.html", 15, 10, .broken, "broken link 'About.html' (no such file; did you mean 'about.html'?)"),
        Finding("index.html", 18, 10, .broken, "broken link 'empty-dir/' (folder without index.html)"),
        Finding("index.html", 23, 10, .broken, "broken link 'guide/page%ZZ.html' (invalid percent-encoding)"),
        Finding("index.html", 24, 10, .broken, "broken link '../outside.html' (escapes the site root)"),
        Finding("index.html", 25, 10, .broken, "broken link '/../outside.html' (escapes the site root)"),
        Finding("index.html", 26, 10, .broken, "broken link 'about.html/' ('about.html' is a file, not a folder)"),
        Finding("index.html", 31, 10, .brokenFragment, "broken fragment '#missing' (no id 'missing' in 'index.html')"),
        Finding(
            "index.html", 33, 10, .brokenFragment,
            "broken fragment 'about.html#teem' (no id 'teem' in 'about.html'; did you mean 'team'?)"),
        Finding("index.html", 37, 10, .broken, "broken link 'abuot.html' (no such file; did you mean 'about.html'?)"),
        Finding(
            "latin1.html", 4, 7, .warning, "page is not valid UTF-8 (first bad byte here); links were read as UTF-8"),
        Finding("latin1.html", 6, 10, .broken, "broken link 'nowhere.html' (no such file)"),
        Finding("legacy.html", 6, 15, .broken, "broken link 'naïve.html' (no such file)"),
        Finding("media.html", 5, 25, .broken, "broken link 'img/hero.png' (no such file)"),
        Finding(
            "media.html", 10, 70, .broken,
            "broken link 'img/logo-3x.png' (no such file; did you mean 'img/logo-2x.png'?)"),
        Finding("media.html", 11, 26, .broken, "broken link 'img/wide.webp' (no such file)"),
        Finding("media.html", 12, 16, .broken, "broken link 'img/poster.jpg' (no such file)"),
        Finding("media.html", 12, 37, .broken, "broken link 'video.mp4' (no such file)"),
        Finding("media.html", 13, 14, .broken, "broken link 'frame.html' (no such file)"),
        Finding("media.html", 14, 36, .broken, "broken link 'img/bg.png' (no such file)"),
        Finding(
            "skipped.html", 4, 30, .skipped, "skipped '//cdn.example.com' (external link; use --external to check it)"),
        Finding("skipped.html", 7, 10, .skipped, "skipped 'mailto:someone@example.com' (mailto: link)"),
        Finding("skipped.html", 8, 10, .skipped, "skipped 'tel:+15555550100' (tel: link)"),
        Finding(
            "skipped.html", 9, 10, .warning,
            "script URL 'javascript:void(0)' (a javascript: URL runs code instead of naming a page or file; use a button or a real URL)"
        ),
        Finding("skipped.html", 10, 11, .skipped, "skipped 'data:image/png;base64,iVBORw0KGgo=' (data: link)"),
        Finding(
            "skipped.html", 11, 10, .skipped,
            "skipped 'https://example.com/page' (external link; use --external to check it)"),
        Finding(
            "skipped.html", 12, 10, .skipped,
            "skipped 'HTTP://EXAMPLE.COM/' (external link; use --external to check it)"),
        Finding("skipped.html", 13, 10, .skipped, "skipped 'ftp://example.com/file' (unsupported scheme 'ftp:')"),
        Finding("skipped.html", 16, 10, .skipped, "skipped 'excluded/page.html' (excluded)"),
    ]

    @Test func everyFindingIsExact() async throws {
        let report = try await Fixtures.checkSite()
        let actual = report.problems.map(Finding.init)
        #expect(actual == Self.expected, "\n\(actual.map(\.description).joined(separator: "\n"))")
        #expect(report.ioErrors.isEmpty)
    }

    @Test func summaryCountsEveryReference() async throws {
        let report = try await Fixtures.checkSite(listSkipped: false)
        #expect(report.summary.files == 11)
        #expect(report.summary.broken == 26)
        #expect(report.summary.warnings == 4)
        #expect(report.summary.skipped == 10)
        #expect(report.summary.links == 80)
        #expect(!report.problems.contains { $0.status == .skipped })
        #expect(FixtureSiteTests.engine(report, strict: false).status == 1)
    }

    /// `report`'s problems recorded as `check` records them.
    static func engine(_ report: CheckReport, strict: Bool) -> DiagnosticEngine {
        var engine = DiagnosticEngine(strict: strict)
        engine.record(contentsOf: report.problems.map { $0.finding(prefix: "") })
        return engine
    }

    @Test func warningsFailOnlyWhenStrict() async throws {
        let root = try Fixtures.temporarySite([
            "index.html": "<p id=a></p><p id=a></p><a href='#a'>x</a>"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try await LinkChecker().check(directory: root)
        #expect(
            report.problems.map(Finding.init) == [
                Finding("index.html", 1, 19, .warning, "duplicate id 'a' (first at line 1)")
            ])
        #expect(FixtureSiteTests.engine(report, strict: false).status == 0)
        #expect(FixtureSiteTests.engine(report, strict: true).status == 1)
    }

    @Test func missingFolderIsAnError() async throws {
        await #expect(throws: CheckError.self) {
            try await LinkChecker().check(directory: Fixtures.folder.appendingPathComponent("no-such-folder"))
        }
    }

    @Test func binaryAndHugePagesDoNotCrash() async throws {
        let deep = String(repeating: "<div>", count: 20_000) + "<a href='nope.html'>x</a>"
        let root = try Fixtures.temporarySite(["deep.html": deep, "empty.html": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data([0xFF, 0x00, 0xFE, 0x3C, 0x61, 0x20, 0x68, 0x72]).write(to: root.appendingPathComponent("binary.html"))
        let report = try await LinkChecker().check(directory: root)
        #expect(report.problems.map(\.file) == ["binary.html", "deep.html", "deep.html"])
        #expect(report.problems.map(\.status) == [.warning, .warning, .broken])
        #expect(report.problems.map(\.rule) == [.invalidUTF8, .parseLimit, .brokenLink])
    }
}
