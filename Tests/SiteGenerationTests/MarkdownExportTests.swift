import ContentModel
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// The Markdown export's byte-level reference patterns and path helpers against regular
/// expressions and splitting.
@Suite struct MarkdownExportTests {
    @Test func referencePatternsMatchTheirRegularExpressions() throws {
        let cases: [(ReferencePattern, String)] = [
            (MarkdownExport.symbolPattern, #"``([^`]+)``"#),
            (MarkdownExport.docPattern, #"<doc:([^>#]+)(?:#([^>]+))?>"#),
            (MarkdownExport.docLinkPattern, #"\]\(doc:([^)#]+)(?:#([^)]+))?\)"#),
            (MarkdownExport.assetLinkPattern, #"\]\(asset:([^)]+)\)"#),
        ]
        let pieces = ["`", "``", "<doc:", "](doc:", "](asset:", "#", ">", ")", "a", "é", " ", "x/y", "(", "]"]
        var random = Random(state: 7)
        let export = MarkdownExport(
            site: Site(), index: ContentIndex(site: Site()),
            relations: SymbolRelations(site: Site(), index: ContentIndex(site: Site())))
        for _ in 0..<3000 {
            let line = random.string(from: pieces, length: 12)
            for (pattern, expression) in cases {
                let regex = try NSRegularExpression(pattern: expression)
                let ns = line as NSString
                var expected = ""
                var last = 0
                for match in regex.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                    expected += ns.substring(with: NSRange(location: last, length: match.range.location - last))
                    // Patterns without a fragment group get "" in its place, like `replace` passes.
                    let groups = (0..<3).map { i -> String in
                        guard i < match.numberOfRanges else { return "" }
                        let range = match.range(at: i)
                        return range.location == NSNotFound ? "" : ns.substring(with: range)
                    }
                    expected += "{" + groups.joined(separator: "|") + "}"
                    last = match.range.location + match.range.length
                }
                expected += ns.substring(from: last)
                let actual = export.replace(in: line, regex: pattern) { "{" + $0.joined(separator: "|") + "}" }
                #expect(actual == expected, "\(expression) on \(line.debugDescription)")
            }
        }
    }

    /// The Markdown export's reference rewriting tries a match only where the pattern's first byte
    /// is; it must give what trying every position gave.
    @Test func referenceRewritingMatchesTryingEveryPosition() {
        let empty = Site()
        let index = ContentIndex(site: empty)
        let export = MarkdownExport(site: empty, index: index, relations: SymbolRelations(site: empty, index: index))
        func everyPosition(_ text: String, _ pattern: ReferencePattern) -> String {
            let bytes = Array(text.utf8)
            var result: [UInt8] = []
            var position = 0
            while position < bytes.count {
                if let match = pattern.match(bytes, at: position) {
                    let groups = [position..<match.end, match.id, match.fragment ?? 0..<0].map {
                        String(decoding: bytes[$0], as: UTF8.self)
                    }
                    result += "[\(groups.joined(separator: "|"))]".utf8
                    position = match.end
                } else {
                    result.append(bytes[position])
                    position += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
        var random = Random(state: 5)
        let pieces = ["``", "`", "<doc:", ">", "#", "](doc:", ")", "](asset:", "a", "b/c", " ", "é", ":", "<", "]("]
        let patterns = [
            MarkdownExport.symbolPattern, MarkdownExport.docPattern, MarkdownExport.docLinkPattern,
            MarkdownExport.assetLinkPattern,
        ]
        for _ in 0..<3000 {
            let text = random.string(from: pieces, length: 14)
            for pattern in patterns {
                let fast = export.replace(in: text, regex: pattern) { "[\($0.joined(separator: "|"))]" }
                #expect(fast == everyPosition(text, pattern), "\(text.debugDescription)")
            }
        }
    }

    /// The Markdown export copies a line untouched when `mayHoldReference` says no: that must mean
    /// no pattern matches it, and it says yes exactly when one of the four openings occurs.
    @Test func linesWithoutAReferenceOpeningAreLeftAlone() {
        let export = MarkdownExport(
            site: Site(), index: ContentIndex(site: Site()),
            relations: SymbolRelations(site: Site(), index: ContentIndex(site: Site())))
        let patterns = [
            MarkdownExport.symbolPattern, MarkdownExport.docPattern, MarkdownExport.docLinkPattern,
            MarkdownExport.assetLinkPattern,
        ]
        var random = Random(state: 17)
        let pieces = [
            "`", "``", "<doc:", "<do", "c:", "](doc:", "](", "doc:", "](asset:", "asset:", "](ass", "et:", ":", "<",
            "]", "(", ")", ">", "#", "a", "é", " ",
        ]
        var saidNo = 0
        for _ in 0..<5000 {
            let line = random.string(from: pieces, length: 10)
            let bytes = Array(line.utf8)
            let answer = bytes.withUnsafeBufferPointer { MarkdownExport.mayHoldReference($0) }
            let opens = ["``", "<doc:", "](doc:", "](asset:"].contains { line.contains($0) }
            #expect(answer == opens, "\(line.debugDescription)")
            if !answer {
                saidNo += 1
                for pattern in patterns {
                    #expect(export.replace(in: line, regex: pattern) { _ in "!" } == line, "\(line.debugDescription)")
                }
            }
        }
        #expect(saidNo > 500)
        #expect(
            [" ", "", "`a` b: c", "doc: x", "(asset:y)"].allSatisfy { line in
                Array(line.utf8).withUnsafeBufferPointer { !MarkdownExport.mayHoldReference($0) }
            })
    }

    /// A page's Markdown twin's file name and its path to the site root, found on bytes, against
    /// splitting the path into segments (random paths with empty segments, dots and non-ASCII).
    @Test func pathHelpersMatchSplitting() {
        let pieces = [
            "a", "symbols", "/", "//", ".html", ".md", "-", "é", "x.html", "index", "\u{0600}", "\u{301}", "\r\n",
        ]
        var random = Random(state: 59)
        for _ in 0..<3000 {
            let path = random.string(from: pieces, length: 1 + Int(random.next() % 7))
            let segments = path.utf8.split(separator: UInt8(ascii: "/")).count
            #expect(
                OutputPaths.rootPrefix(from: path) == String(repeating: "../", count: max(segments - 1, 0)), "\(path)")
            #expect(MarkdownExport.mdPath(path) == String(path.dropLast(5)) + ".md", "\(path.debugDescription)")
            let twin =
                MarkdownExport.mdPath(path).utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) }
                ?? ""
            #expect(MarkdownExport.fileName(path) == twin, "\(path.debugDescription)")
        }
    }
}
