import Foundation
import TestSupport
import Testing

@testable import LinkChecking

/// Pages `make fuzz` found the fast scanner reading differently from gumbo, its oracle: the fast
/// scanner leaves them to gumbo, and `check` reports what gumbo reads.
@Suite struct FuzzRegressionTests {
    static let regressions = TestPaths.repoRoot.appendingPathComponent("Fuzz/Regressions/html")

    /// gumbo's input stream replaces controls (but white space) and noncharacters by U+FFFD, so an
    /// attribute value holding one is not its bytes: the fast scanner declines the page.
    @Test(
        arguments: [
            0x01, 0x08, 0x0B, 0x0E, 0x1F, 0x7F, 0x80, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF,
        ] as [UInt32])
    func replacedCharactersInAValueLeaveThePageToGumbo(codePoint: UInt32) {
        let character = String(Unicode.Scalar(codePoint)!)
        for page in ["<a href=x\(character)y>", "<p id=\"\(character)\">", "<img src='\(character)'>"] {
            let outcome = FastScannerTests.read(Array(page.utf8))
            #expect(outcome.fast == nil, "\(page.debugDescription)")
            let values = outcome.gumbo.references.map(\.url) + outcome.gumbo.ids
            #expect(values.allSatisfy { $0.contains("\u{FFFD}") }, "\(page.debugDescription): \(values)")
        }
    }

    /// Characters next to the replaced ones that gumbo keeps, and references to replaced ones
    /// (gumbo replaces the input's characters, not what references decode to): read fast.
    @Test(arguments: [
        "\t", "\u{0C}", " ", "\u{A0}", "\u{FDCF}", "\u{FDF0}", "\u{FFFD}", "\u{1FFFD}", "&#x1;", "&#xFFFE;",
    ])
    func charactersGumboKeepsAreReadFast(character: String) {
        let outcome = FastScannerTests.read(Array("<a href=\"x\(character)y\">".utf8))
        #expect(outcome.fast != nil, "\(character.debugDescription)")
        #expect(outcome.fast == outcome.gumbo, "\(character.debugDescription)")
    }

    /// Every input in `Fuzz/Regressions/html/`: both readers agree wherever the fast one reads it.
    @Test func fuzzRegressionPagesMatchGumbo() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path)
        #expect(!names.isEmpty)
        for name in names {
            let outcome = FastScannerTests.read(
                Array(try Data(contentsOf: Self.regressions.appendingPathComponent(name))))
            #expect(outcome.fast == nil || outcome.fast == outcome.gumbo, "\(name)")
        }
    }
}
