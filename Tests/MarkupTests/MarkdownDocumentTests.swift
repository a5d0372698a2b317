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
}
