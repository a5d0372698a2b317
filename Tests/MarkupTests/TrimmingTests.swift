import Foundation
import TestSupport
import Testing

@testable import Markup

/// The byte-level text helpers of `Trimming.swift` against Foundation and the Character walk.
@Suite struct TrimmingTests {
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
}
