import Foundation
import Testing

@testable import LinkChecking

/// Pages built to be slow (issue #29): each is read in time linear in its size, by the fast
/// scanner and on the gumbo path alike. The limits are on the reading thread's CPU time (so that
/// other work on a shared machine does not count) and generous: a debug build reads each page in
/// a few seconds at most; the quadratic readers took minutes.
@Suite struct HostileInputTests {
    /// Reads `html` as the checker does and returns the scan and the CPU seconds it took.
    static func timedScan(_ html: String) -> (PageScan, Double) {
        let bytes = Array(html.utf8)
        let start = threadCPUSeconds()
        let scan = bytes.withUnsafeBytes { HTMLExtractor.scan($0, file: "page.html") }
        return (scan, threadCPUSeconds() - start)
    }

    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func nested(_ depth: Int, _ tag: String = "div") -> String {
        String(repeating: "<\(tag)>", count: depth)
    }

    static let depthMessage = "elements nested more than 512 deep (here); browsers may not build this tree as written"

    @Test func deepNestingIsLinearOnTheFastPath() {
        let (scan, seconds) = Self.timedScan(Self.nested(200_000) + "<a href='x.html'>x</a>")
        #expect(seconds < 20, "took \(seconds) s of CPU time")
        #expect(scan.references.map(\.url) == ["x.html"])
        #expect(scan.warnings.map(Finding.init) == [Finding("page.html", 1, 2561, .warning, Self.depthMessage)])
    }

    /// A page the fast scanner leaves to gumbo (an `<svg>` here) whose nesting would make gumbo's
    /// scope searches quadratic: read by the tokenizer alone, with a warning at the first element too deep.
    @Test func deepNestingIsLinearOnTheGumboPath() {
        let html = "<svg></svg>" + Self.nested(200_000) + "<a href='x.html' id=in>x</a>"
        let (scan, seconds) = Self.timedScan(html)
        #expect(seconds < 20, "took \(seconds) s of CPU time")
        #expect(scan.references.map(\.url) == ["x.html"])
        #expect(scan.ids == ["in"])
        #expect(
            scan.warnings.map(Finding.init) == [
                Finding(
                    "page.html", 1, 12 + 5 * 512, .warning,
                    "elements nested more than 512 deep (here); the page was read without building its tree")
            ])
    }

    /// The limit itself: 512 open elements are fine, the 513th is reported, by both readers alike.
    @Test func depthLimitIsExact() {
        let atLimit = FastScannerTests.read(Array((Self.nested(511) + "<a href='x.html'>x</a>").utf8))
        #expect(atLimit.fast != nil)
        #expect(atLimit.fast?.warnings == [])
        #expect(atLimit.gumbo.warnings == [])

        let overLimit = FastScannerTests.read(Array((Self.nested(513) + "<a href='x.html'>x</a>").utf8))
        #expect(overLimit.fast != nil)
        #expect(overLimit.fast == overLimit.gumbo)
        #expect(
            overLimit.gumbo.warnings.map(Finding.init) == [Finding("page.html", 1, 2561, .warning, Self.depthMessage)])

        // Void elements and text-only elements at the limit open nothing; html/head/body do not count.
        let voids = "<html><head></head><body>" + Self.nested(512) + "<img src=a.png><br><script></script>"
        let outcome = FastScannerTests.read(Array(voids.utf8))
        #expect(outcome.fast?.warnings == [])
        #expect(outcome.gumbo.warnings == [])
    }

    /// Closing and reopening elements (paragraphs, list items, tables) costs the same at any depth.
    @Test func scopeChecksDoNotWalkTheStack() {
        let html =
            Self.nested(100_000, "span")
            + String(repeating: "<p><li><dd><dt></dt></dd></li></p><h1></h1><b></b>", count: 20_000)
        let (scan, seconds) = Self.timedScan(html + "<a href=y.html>y</a>")
        #expect(seconds < 20, "took \(seconds) s of CPU time")
        #expect(scan.references.map(\.url) == ["y.html"])
        #expect(scan.warnings.map(Finding.init) == [Finding("page.html", 1, 6 * 512 + 1, .warning, Self.depthMessage)])
    }

    /// Each attribute value is searched for carriage returns within itself, not to the end of the
    /// page: with LF line endings (no CR to stop it) that search made each link cost more than with CRLF.
    @Test func manyLinksCostTheSamePerLinkWithLFAndCRLF() {
        func links(_ newline: String) -> (PageScan, Double) {
            Self.timedScan((0..<200_000).map { "<a href=\"p\($0).html\">p</a>" }.joined(separator: newline))
        }
        let (crlf, crlfSeconds) = links("\r\n")
        let (lf, lfSeconds) = links("\n")
        #expect(lfSeconds < 20, "took \(lfSeconds) s of CPU time")
        #expect(lfSeconds < 1.5 * crlfSeconds + 0.5, "LF: \(lfSeconds) s, CRLF: \(crlfSeconds) s of CPU time")
        for scan in [lf, crlf] {
            #expect(scan.references.count == 200_000)
            #expect(scan.references.last == ExtractedReference(url: "p199999.html", line: 200_000, column: 10))
        }
    }

    @Test func manyAttributesOnOneTag() {
        let attributes = (0..<50_000).map { " data-a\($0)=\"v\"" }.joined()
        let (fast, fastSeconds) = Self.timedScan("<a" + attributes + " href=x.html>x</a>")
        #expect(fastSeconds < 20, "took \(fastSeconds) s of CPU time")
        #expect(fast.references.map(\.url) == ["x.html"])
        #expect(fast.warnings == [])

        // On the gumbo path (whose duplicate check compares every pair) the tokenizer reads it.
        let (slow, slowSeconds) = Self.timedScan("<svg></svg><a" + attributes + " href=x.html>x</a>")
        #expect(slowSeconds < 20, "took \(slowSeconds) s of CPU time")
        #expect(slow.references.map(\.url) == ["x.html"])
        #expect(
            slow.warnings.map(\.message) == [
                "more than 512 attributes on one tag (here); the page was read without building its tree"
            ])
        let beforeLimit = "<svg></svg><a" + (0..<512).map { " data-a\($0)=\"v\"" }.joined() + " "
        #expect(slow.warnings.first?.column == beforeLimit.utf8.count + 1)
    }

    /// A repeated attribute among many is still found (the page then goes to gumbo, which keeps the first).
    @Test func repeatedAttributeAmongManyDeclines() {
        let attributes = (0..<40).map { " data-a\($0)=v" }.joined()
        let outcome = FastScannerTests.read(Array(("<a" + attributes + " href=x.html HREF=y.html>x</a>").utf8))
        #expect(outcome.fast == nil)
        #expect(outcome.gumbo.references.map(\.url) == ["x.html"])
    }

    /// The lenient reader keeps what matters on the pages it reads: template contents stay inert,
    /// CR and NUL in values are normalized like gumbo's, a repeated attribute keeps its first value.
    @Test func lenientReadingMatchesGumboOnWhatItKeeps() {
        let deep = Self.nested(600)
        let html =
            "<svg></svg>" + deep
            + "<template id=t><a href=inert.html id=inner></a></template><a href=\"a\r\nb.html\" href=no.html id=x>x</a>"
        let (scan, _) = Self.timedScan(html)
        #expect(scan.references.map(\.url) == ["a\nb.html"])
        #expect(scan.ids == ["t", "x"])
    }
}
