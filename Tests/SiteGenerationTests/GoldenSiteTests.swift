import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// The basic fixture, built in memory, matches `Fixtures/basic/expected/` byte for byte.
/// `SCENEDOCS_RECORD=1 swift test` rewrites `expected/` and then fails, so a re-record never
/// passes silently.
@Suite struct GoldenSiteTests {
    static let expectedDirectory = TestPaths.basicFixture.appendingPathComponent("expected")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCENEDOCS_RECORD"] == "1" }

    @Test func fixtureMatchesExpectedOutput() throws {
        let result = Builds.fixture
        #expect(result.diagnostics.sorted.isEmpty, "the fixture builds without diagnostics")
        try #require(!result.files.isEmpty)

        if GoldenSiteTests.isRecording {
            let fm = FileManager.default
            try? fm.removeItem(at: GoldenSiteTests.expectedDirectory)
            for (path, data) in result.files {
                let url = GoldenSiteTests.expectedDirectory.appendingPathComponent(path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            Issue.record("re-recorded; run again without SCENEDOCS_RECORD")
            return
        }

        let expected = readTree(GoldenSiteTests.expectedDirectory, includeHidden: true)
        try #require(!expected.isEmpty, "no expected output; record it with SCENEDOCS_RECORD=1 swift test")
        let missing = Set(expected.keys).subtracting(result.files.keys).sorted()
        let extra = Set(result.files.keys).subtracting(expected.keys).sorted()
        #expect(missing == [], "files in expected/ that the build no longer produces")
        #expect(extra == [], "files the build produces that are not in expected/")
        for path in Set(expected.keys).intersection(result.files.keys).sorted() {
            let actual = result.files[path]!
            let wanted = expected[path]!
            if actual != wanted {
                Issue.record(
                    "\(path) differs from expected/\(path): \(GoldenSiteTests.firstDifference(wanted, actual))")
            }
        }
    }

    /// The first differing line, so a failure says what changed.
    static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        let a = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<end of file>"
            let right = index < b.count ? String(b[index]) : "<end of file>"
            if left != right { return "line \(index + 1): expected «\(left)», got «\(right)»" }
        }
        return "same lines, different bytes"
    }
}
