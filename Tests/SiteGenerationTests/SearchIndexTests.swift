import Foundation
import Markup
import TestSupport
import Testing

@testable import SiteGeneration

/// The search index's byte-level text extraction against the versions it replaced.
@Suite struct SearchIndexTests {
    /// The byte-level `plainText` against the Unicode-scalar version it replaced, on random HTML
    /// made of tags, entities, ASCII and non-ASCII whitespace and multi-byte characters, with limits.
    @Test func plainTextMatchesTheScalarVersion() {
        func scalarVersion(_ html: String, limit: Int) -> String {
            let entities: [(String.UnicodeScalarView, Unicode.Scalar)] = [
                ("lt;".unicodeScalars, "<"), ("gt;".unicodeScalars, ">"), ("quot;".unicodeScalars, "\""),
                ("#39;".unicodeScalars, "'"), ("amp;".unicodeScalars, "&"),
            ]
            var output = String.UnicodeScalarView()
            var pendingSpace = false
            var inTag = false
            var emitted = 0
            func emit(_ scalar: Unicode.Scalar) {
                let isWhitespace =
                    scalar.isASCII ? (scalar == " " || ("\t"..."\r").contains(scalar)) : scalar.properties.isWhitespace
                if isWhitespace {
                    pendingSpace = !output.isEmpty
                    return
                }
                if pendingSpace {
                    output.append(" ")
                    pendingSpace = false
                }
                output.append(scalar)
                emitted += 1
            }
            let scalars = html.unicodeScalars
            var position = scalars.startIndex
            while position < scalars.endIndex, emitted < limit {
                let scalar = scalars[position]
                position = scalars.index(after: position)
                if scalar == "<" {
                    inTag = true
                    continue
                }
                if scalar == ">" {
                    inTag = false
                    emit(" ")
                    continue
                }
                if inTag { continue }
                if scalar == "&" {
                    var decoded: Unicode.Scalar?
                    for (entity, character) in entities where scalars[position...].starts(with: entity) {
                        decoded = character
                        position = scalars.index(position, offsetBy: entity.count)
                        break
                    }
                    emit(decoded ?? "&")
                    continue
                }
                emit(scalar)
            }
            return String(output)
        }
        let pieces = [
            "<", ">", "&", "lt;", "amp;", "#39;", "quot;", "gt;", "&lt", " ", "\n", "\t", "\r", "a", "Word", "é",
            "\u{00A0}", "\u{2028}", "\u{3000}", "😀", "<p>", "</p>", "<a href=\"x\">", "&amp;", "&#39;", "中文",
        ]
        var random = Random(state: 13)
        for _ in 0..<4000 {
            let html = random.string(from: pieces, length: 24)
            let limit = [Int.max, 0, 1, 3, 10][Int(random.next() % 5)]
            #expect(
                SearchIndex.plainText(html, limit: limit) == scalarVersion(html, limit: limit),
                "\(html.debugDescription)")
        }
    }

    /// A search entry's body from the short extraction (`bodyText`) against the `4 × bodyLimit`
    /// extraction it replaced, on long random texts heavy in multi-scalar characters (combining
    /// accents, emoji sequences, flags), whitespace, tags and entities, after bodies of every length.
    @Test func searchBodiesMatchTheLongExtraction() {
        let limit = SearchIndex.bodyLimit
        func kept(_ body: String, _ plain: String) -> String {
            String((body + " " + plain).trimmingWhitespace().prefix(limit))
        }
        let pieces = [
            "a", "Word ", "e\u{301}", "e\u{301}\u{302}\u{303}\u{304}\u{305}", "👩‍👩‍👧", "🇫🇷", "🇫", " ", "\n", "<p>",
            "</p>", "<a href=\"x\">", "&amp;", "&lt;", "中文", "\u{00A0}", "x\u{200D}",
        ]
        var random = Random(state: 29)
        for round in 0..<600 {
            let html = random.string(from: pieces, length: [20, 300, 700, 1500, 3000][round % 5])
            let body = String(repeating: "b", count: [0, 0, 10, 400, 599][Int(random.next() % 5)])
            #expect(
                kept(body, SearchIndex.bodyText(html, after: body))
                    == kept(body, SearchIndex.plainText(html, limit: 4 * limit)), "\(html.debugDescription)")
        }
    }
}
