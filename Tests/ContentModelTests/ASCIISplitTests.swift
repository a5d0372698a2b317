import TestSupport
import Testing

@testable import ContentModel

@Suite struct ASCIISplitTests {
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
}
