@testable import LinkChecking

/// A page (or a stylesheet) as `check` reads it: decoded when it declares a legacy encoding, read
/// by the fast scanner, or by gumbo when the scanner declines, or by the tokenizer alone past
/// gumbo's limits. Wherever the fast scanner reads the page, it must report what gumbo's tree
/// gives (its oracle).
enum HTMLTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        _ = HTMLExtractor.scan(input, file: "page.html", arena: arena)
        _ = CSSURLScanner.urls(in: input)
        compareWithGumbo(input)
    }

    nonisolated(unsafe) static let arena = GumboArena()

    static func compareWithGumbo(_ bytes: UnsafeRawBufferPointer) {
        guard UTF8Check.firstInvalidOffset(bytes) == nil, PageEncoding.legacy(of: bytes) == nil else { return }
        let lines = LineTable(bytes)
        var fast = PageScanBuilder(file: "page.html", lines: lines)
        guard FastPageScanner.scan(bytes, into: &fast) else { return }
        var lenient = PageScanBuilder(file: "page.html", lines: lines)
        // Past gumbo's limits the tool never asks gumbo: neither does the comparison.
        guard FastPageScanner.scanLeniently(bytes, into: &lenient) == nil else { return }
        var gumbo = PageScanBuilder(file: "page.html", lines: lines)
        HTMLExtractor.scanWithGumbo(bytes, arena: arena, into: &gumbo)
        guard fast.scan == gumbo.scan else {
            disagreement(
                "the fast scanner and gumbo read this page differently:\n\(String(decoding: bytes, as: UTF8.self))\nfast:  \(fast.scan)\ngumbo: \(gumbo.scan)"
            )
        }
    }
}
