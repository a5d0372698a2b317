import CorpusGeneration
import Foundation
import TestSupport
import Testing

@testable import ContentModel
@testable import Markup
@testable import SiteGeneration

/// The byte-level helpers that replaced Foundation calls and regular expressions on hot paths must
/// give exactly what those gave. Each is compared with the original on many seeded random strings
/// made of the characters that matter to it.
@Suite struct TextHelperTests {
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

    @Test func byteHelpersMatchFoundation() {
        var random = Random(state: 11)
        let pieces = [" ", "\t", "\n", "\u{A0}", "\u{2003}", "a", "é", "@@r@@/", "@@r", "/", "x"]
        // Every character `trimmingWhitespace` treats differently at either end.
        let trimPieces = pieces + ["\r", "\u{0B}", "\u{85}", "\u{2028}", "\u{301}"]
        for _ in 0..<3000 {
            let text = random.string(from: pieces, length: 10)
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(
                text.trimmingWhitespace(andNewlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(text.debugDescription)")
            // The byte path (ASCII at both ends) and the scalar path agree, on strings and substrings.
            let trimText = random.string(from: trimPieces, length: 8)
            let framed = "x" + trimText + "x"
            let inner = framed[
                framed.utf8.index(after: framed.utf8.startIndex)..<framed.utf8.index(before: framed.utf8.endIndex)]
            for andNewlines in [false, true] {
                let scalars = trimText.trimmingWhitespaceOnScalars(andNewlines: andNewlines)
                #expect(
                    trimText.trimmingWhitespace(andNewlines: andNewlines) == scalars, "\(trimText.debugDescription)")
                #expect(inner.trimmingWhitespace(andNewlines: andNewlines) == scalars, "\(trimText.debugDescription)")
            }
            #expect(
                trimText.trimmingWhitespace(andNewlines: true)
                    == trimText.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(trimText.debugDescription)")
            #expect(text.replacingAll("@@r@@/", with: "../") == text.replacingOccurrences(of: "@@r@@/", with: "../"))
            #expect(
                text.lineSlices.map(String.init)
                    == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
    }

    /// Lines split on the line-feed bytes, as the generic split of the UTF-8 view did (also inside
    /// "\r\n", one Character but two bytes), and empty lines kept.
    @Test func lineSlicesSplitAtEveryLineFeedByte() {
        var random = Random(state: 23)
        let pieces = ["\n", "\r\n", "\r", "a", "é", "🙂", "``x``", " ", ""]
        for _ in 0..<2000 {
            let text = random.string(from: pieces, length: 12)
            let expected = Substring(text).utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { String(Substring($0)) }
            #expect(text.lineSlices.map(String.init) == expected, "\(text.debugDescription)")
            #expect(text.dropFirst().lineSlices.map(String.init).joined(separator: "\n") == String(text.dropFirst()))
        }
    }

    /// `splitOnce` is `split(separator:maxSplits: 1, omittingEmptySubsequences: false)`, also where a
    /// combining mark after it or a prepended mark before it makes `#` part of another Character.
    @Test func splitOnceMatchesSplittingOnCharacters() {
        var random = Random(state: 41)
        // U+0600 is a prepended mark (it joins the character after it), U+301 a combining one.
        let pieces = ["#", "a", "-", "é", "\u{301}", "#\u{301}", "/", "", "\u{600}", "\u{600}#", "\r", "\n", "中"]
        for _ in 0..<6000 {
            let text = random.string(from: pieces, length: 8)
            let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let once = text.splitOnce(at: UInt8(ascii: "#"))
            #expect(String(once.before) == String(parts[0]), "\(text.debugDescription)")
            #expect(
                once.after.map(String.init) == (parts.count > 1 ? String(parts[1]) : nil), "\(text.debugDescription)")
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

    @Test func relativePathsBetweenOutputFiles() {
        #expect(
            OutputPaths.relative(from: "index.html", to: "symbols/UIKit/UIScene.html") == "symbols/UIKit/UIScene.html")
        #expect(OutputPaths.relative(from: "symbols/UIKit/UIScene.html", to: "index.html") == "../../index.html")
        #expect(
            OutputPaths.relative(from: "symbols/UIKit/UIScene.html", to: "symbols/UIKit/UIWindow.html")
                == "UIWindow.html")
        #expect(
            OutputPaths.relative(from: "symbols/UIKit/UIScene/x.html", to: "symbols/SwiftUI/App.html")
                == "../../SwiftUI/App.html")
        #expect(OutputPaths.relative(from: "guides/a.html", to: "guides/a.html") == "a.html")
        #expect(OutputPaths.rootPrefix(from: "symbols/UIKit/UIScene.html") == "../../")
        #expect(OutputPaths.rootPrefix(from: "index.html") == "")
    }

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

    /// The eight-bytes-at-a-time scans against a byte-by-byte check, on random bytes of every
    /// length up to 40 (each word position and tail), mostly ASCII with the bytes that matter.
    @Test func byteScansMatchCheckingEachByte() {
        var random = Random(state: 17)
        let alphabet: [UInt8] = Array("abc <&>\"'\r\n".utf8) + [0x7F, 0x80, 0xC3, 0xA9, 0x00]
        for _ in 0..<5000 {
            let count = Int(random.next() % 41)
            var bytes = (0..<count).map { _ in UInt8(ascii: "a") + UInt8(random.next() % 20) }
            for _ in 0..<Int(random.next() % 3) where count > 0 {
                bytes[Int(random.next() % UInt64(count))] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            bytes.withUnsafeBufferPointer { buffer in
                #expect(
                    ByteScan.isASCIIWithoutCarriageReturn(buffer) == !bytes.contains { $0 >= 0x80 || $0 == 0x0D },
                    "\(bytes)")
                #expect(
                    ByteScan.containsHTMLSpecial(buffer) == bytes.contains { Array("&<>\"'".utf8).contains($0) },
                    "\(bytes)")
            }
        }
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

    /// Staging paths joined and split as strings against Foundation's URL appending, parent folder
    /// and last component, on
    /// random site-relative paths (nested folders, dots, spaces, non-ASCII; never an empty
    /// component, which the generator does not make and URL keeps as `//`).
    @Test func stagingPathsMatchFoundationURLs() {
        let pieces = ["a", "symbols", "/", ".html", ".md", "-", " ", "é", "中", "x_y", "index"]
        let folder = URL(fileURLWithPath: "/tmp/.out.tmp-1-2")
        var random = Random(state: 53)
        for _ in 0..<3000 {
            let path = "p" + random.string(from: pieces, length: Int(random.next() % 8)) + "q"
            guard !path.contains("//") else { continue }
            let url = folder.appendingPathComponent(path)
            let (relative, name) = SiteWriter.Staging.split(path)
            #expect(folder.path + "/" + path == url.path, "\(path.debugDescription)")
            #expect(
                (relative.isEmpty ? folder.path : folder.path + "/" + relative) == url.deletingLastPathComponent().path,
                "\(path.debugDescription)")
            #expect(name == url.lastPathComponent, "\(path.debugDescription)")
        }
    }

    /// The byte-level `splitting(on:)` against the standard library's Character split, on random
    /// texts with separators at the ends and in runs, `\r\n`, combining marks (`#` + U+20E3 is one
    /// Character, not a separator) and non-ASCII, for every `maxSplits` and both empty-piece modes.
    @Test func byteSplittingMatchesTheCharacterSplit() {
        let pieces = ["#", "/", ".", "a", "bc", "\r\n", "\r", "\n", " ", "é", "\u{20E3}", "中", "👩‍👩‍👧", ""]
        var random = Random(state: 41)
        for _ in 0..<4000 {
            let text = random.string(from: pieces, length: Int(random.next() % 9))
            let separator: Unicode.Scalar = ["#", "/", "."][Int(random.next() % 3)]
            let maxSplits = [0, 1, 2, Int.max][Int(random.next() % 4)]
            for omitting in [true, false] {
                let expected = text.split(
                    separator: Character(separator), maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                let actual = text.splitting(on: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                #expect(
                    actual.map(String.init) == expected.map(String.init),
                    "\(text.debugDescription) \(separator) \(maxSplits)")
                let sub = Substring(text).dropFirst()
                #expect(
                    sub.splitting(on: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map(
                        String.init)
                        == sub.split(
                            separator: Character(separator), maxSplits: maxSplits, omittingEmptySubsequences: omitting
                        )
                        .map(String.init))
            }
        }
    }

    /// The byte-level Character prefix and count test against the Character-by-Character ones.
    @Test func characterPrefixesMatchTheCharacterWalk() {
        let pieces = ["a", "bc ", "\r\n", "\r", "\n", "e\u{301}", "\u{301}", "中", "👩‍👩‍👧", "🇫🇷"]
        var random = Random(state: 43)
        for _ in 0..<3000 {
            let text = random.string(from: pieces, length: Int(random.next() % 12))
            let count = Int(random.next() % 14)
            #expect(text.prefixOfCharacters(count) == String(text.prefix(count)), "\(text.debugDescription) \(count)")
            #expect(text.hasMoreCharacters(than: count) == (text.count > count), "\(text.debugDescription) \(count)")
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

    /// The one-pass `relative` against the component-splitting version it replaced, on random
    /// output paths that share folders, prefixes of names (`ab/` vs `abc/`) and nesting depths.
    @Test func relativePathsMatchComponentSplitting() {
        func splitting(from: String, to: String) -> String {
            let fromDirectory = from.split(separator: "/").dropLast()
            let target = to.split(separator: "/", omittingEmptySubsequences: false)
            var common = 0
            while common < fromDirectory.count, common < target.count - 1,
                fromDirectory[fromDirectory.startIndex + common] == target[common]
            {
                common += 1
            }
            return String(repeating: "../", count: fromDirectory.count - common)
                + target[common...].joined(separator: "/")
        }
        var random = Random(state: 11)
        let segments = ["a", "ab", "abc", "b", "é", "x.y", "a.b"]
        func path() -> String {
            let depth = Int(random.next() % 4)
            let folders = (0..<depth).map { _ in segments[Int(random.next() % UInt64(segments.count))] }
            return (folders + [segments[Int(random.next() % UInt64(segments.count))] + ".html"]).joined(separator: "/")
        }
        for _ in 0..<5000 {
            let from = path()
            let to = path()
            #expect(OutputPaths.relative(from: from, to: to) == splitting(from: from, to: to), "\(from) → \(to)")
        }
    }
}
