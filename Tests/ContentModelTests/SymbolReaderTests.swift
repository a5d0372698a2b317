import Testing

@testable import ContentModel

/// Loading checks ASCII ids and versions on bytes; they must agree with the Character rules.
@Suite struct ByteLevelFieldCheckTests {
    @Test func asciiIDsAndVersionsMatchTheCharacterRules() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let alphabet = Array("aZ9./#`_-( ):".utf8) + [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1C, 0x7F, 0x00]
        for round in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<(round % 12) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(
                SymbolReader.isValidSymbolID(text) == SymbolReader.isValidSymbolIDByCharacters(text),
                "\(text.debugDescription)")
            #expect(
                SymbolReader.isVersion(text) == SymbolReader.isVersionByCharacters(text), "\(text.debugDescription)")
        }
        for version in ["13.0", "1", "26.0.1", "1.2.3.4", "", ".", "1.", "٣.٠"] {
            #expect(SymbolReader.isVersion(version) == SymbolReader.isVersionByCharacters(version))
        }
        #expect(
            SymbolReader.isValidSymbolID("UIScene/session") && !SymbolReader.isValidSymbolID("a b")
                && !SymbolReader.isValidSymbolID("/a"))
    }
}
