import Foundation
import Testing

@testable import LinkChecking

/// Second pass of hostile input for `check` (issue #43): each finding asserted exactly.
@Suite struct HostileCheckTests {
    /// A resource with an empty URL is a failed load; a link with one names its own page.
    @Test func emptyResourceURLsAreBroken() async throws {
        let page = """
            <img src="">
            <script src=" "></script>
            <video src="" poster=""></video>
            <a href="">self</a>
            <iframe src=""></iframe>
            """
        let message = "broken link '' (an empty URL loads nothing; give the element a file or remove it)"
        #expect(
            try await CheckerClassTests.findings(["index.html": page]) == [
                Finding("index.html", 1, 11, .broken, message),
                Finding("index.html", 2, 15, .broken, message),
                Finding("index.html", 3, 13, .broken, message),
                Finding("index.html", 3, 23, .broken, message),
            ])
    }

    /// A page larger than the checker reads (gumbo aborts the process near 2 GiB) is a parse-limit
    /// warning, read from its size alone: the file here is sparse.
    @Test func pagesOverTheSizeLimitAreNotRead() async throws {
        let found = try await CheckerClassTests.findings(["index.html": "<a href='big.html'>big</a>"]) { root in
            let big = root.appendingPathComponent("big.html").path
            #expect(FileManager.default.createFile(atPath: big, contents: nil))
            #expect(truncate(big, off_t(FileChecker.maximumPageBytes + 1)) == 0)
            let atLimit = root.appendingPathComponent("at-limit.html").path
            #expect(FileManager.default.createFile(atPath: atLimit, contents: nil))
            #expect(truncate(atLimit, off_t(FileChecker.maximumPageBytes)) == 0)
        }
        #expect(
            found.filter { $0.file == "big.html" } == [
                Finding(
                    "big.html", 0, 0, .warning,
                    "is 268435457 bytes, more than the 268435456 bytes (256 MiB) a page or stylesheet may have; not read"
                )
            ])
        #expect(found.filter { $0.file == "at-limit.html" && $0.status == .warning && $0.line == 0 } == [])
    }

    /// A link to a page that does not exist is a broken link, fragment or not.
    @Test func aMissingPageWithAFragmentIsAMissingPage() async throws {
        #expect(
            try await CheckerClassTests.findings(["index.html": "<a href='gone.html#top2'>x</a>"]) == [
                Finding("index.html", 1, 10, .broken, "broken link 'gone.html#top2' (no such file)")
            ])
    }
}
