import Testing

@testable import Naming

@Suite struct PercentEscapesTests {
    @Test(
        arguments: [
            ("plain.html", Array("plain.html".utf8)),
            ("a%20b", Array("a b".utf8)),
            ("%2f%2F", [0x2F, 0x2F]),
            ("p%FF.html", Array("p".utf8) + [0xFF] + Array(".html".utf8)),
            ("%e2%80%a8", [0xE2, 0x80, 0xA8]),
            ("%00", [0x00]),
            ("", []),
        ] as [(String, [UInt8])])
    func decodes(_ segment: String, _ bytes: [UInt8]) {
        #expect(PercentEscapes.decoded(segment.utf8) == bytes)
    }

    /// A `%` not followed by two hex digits makes the whole segment malformed.
    @Test(arguments: ["%", "a%", "%4", "a%4", "%zz", "%4g", "%%41"])
    func rejects(_ segment: String) {
        #expect(PercentEscapes.decoded(segment.utf8) == nil)
    }
}
