import Foundation
import TestSupport
import Testing

@testable import Markup

@Suite struct MarkdownDocumentTests {
    @Test func lineStartsAreOnePastEveryLineFeed() {
        var random = Random(state: 23)
        let pieces = ["\n", "\r\n", "a", "é", " ", "```", "\n\n", "x"]
        for length in [0, 1, 2, 5, 40, 300] {
            for _ in 0..<200 {
                let bytes = Array(random.string(from: pieces, length: length).utf8)
                var expected = [0]
                for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { expected.append(index + 1) }
                #expect(MarkdownDocument.lineStarts(bytes) == expected, "\(bytes)")
            }
        }
        #expect(MarkdownDocument.lineStarts([]) == [0])
        #expect(MarkdownDocument.lineStarts(Array("a\nb\n".utf8)) == [0, 2, 4])
    }

    /// `Fuzz/Regressions/markdown/image-inside-a-link-whose-text-is-replaced`: a link's new text
    /// frees its children, so the image inside it must be resolved first (the other order read the
    /// freed image and crashed in cmark).
    @Test func aReferenceInsideALinkWhoseTextIsReplacedIsResolvedFirst() throws {
        let file = TestPaths.repoRoot.appendingPathComponent(
            "Fuzz/Regressions/markdown/image-inside-a-link-whose-text-is-replaced")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == "[![a](b)](c)\n\n![[x](y)](z)\n")
        let document = MarkdownDocument(parsing: text)
        #expect(
            document.references.map(\.kind) == [
                .link(url: "c", isAutolink: false), .image(url: "b"), .image(url: "z"),
                .link(url: "y", isAutolink: false),
            ])
        let links = (0..<4).map { ResolvedLink(href: "p\($0).html", text: $0 % 2 == 0 ? "new" : nil) }
        #expect(
            document.render(links: links)
                == "<p><a href=\"p0.html\">new</a></p>\n<p><img src=\"p2.html\" alt=\"new\" /></p>\n")
    }
}
