import Diagnostics
import Foundation
import Testing

@testable import ContentModel

@Suite struct TextDecodingTests {
    @Test(arguments: [
        ([UInt8]("plain ascii\n".utf8), nil as Int?),
        ([UInt8]("café €  😀".utf8), nil),
        ([0x61, 0xFF], 1),
        ([0xC3, 0x28], 0),
        ([0x61, 0x62, 0xE2, 0x82], 2),  // truncated at the end
        ([0xC0, 0x80], 0),  // overlong two-byte form
        ([0x80], 0),  // lone continuation byte
        ([0x61, 0xF5, 0x80, 0x80, 0x80], 1),
    ])
    func firstInvalidByte(_ bytes: [UInt8], _ expected: Int?) {
        #expect(TextDecoding.firstInvalidByte(in: Data(bytes)) == expected)
    }

    @Test(
        arguments: [
            ([0x61, 0xE0, 0x80, 0x80], 1 as Int?),  // overlong three-byte form of U+0000
            ([0x61, 0xED, 0xA0, 0x80], 1),  // UTF-16 surrogate U+D800
            ([0x61, 0xF4, 0x90, 0x80, 0x80], 1),  // U+110000
            ([0x61, 0xF0, 0x80, 0x80, 0x80], 1),  // overlong four-byte form
        ])
    func firstInvalidByteRejectsEveryMalformedSequence(_ bytes: [UInt8], _ expected: Int?) {
        #expect(TextDecoding.firstInvalidByte(in: Data(bytes)) == expected)
    }

    @Test func decodeReportsLineAndColumnOfTheBadByte() {
        let data = Data("ab\ncd".utf8) + Data([0xFF]) + Data("e\n".utf8)
        guard case .failure(let diagnostic) = TextDecoding.decode(data, file: "Content/x.md") else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        #expect(
            diagnostic
                == .error(
                    .invalidUTF8, "file is not valid UTF-8 (byte 0xff)",
                    at: SourceLocation(file: "Content/x.md", line: 2, column: 3), hint: "save the file as UTF-8"))
    }

    @Test func decodeDropsTheByteOrderMarkAndNormalisesLineEndings() {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("a\r\nb\rc\n".utf8)
        guard case .success(let text) = TextDecoding.decode(data, file: "x") else {
            Issue.record("valid UTF-8 was rejected")
            return
        }
        #expect(text == "a\nb\nc\n")
    }
}
