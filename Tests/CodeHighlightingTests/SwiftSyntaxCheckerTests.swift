import Foundation
import Testing

@testable import CodeHighlighting

/// Samples that stopped the process in swift-syntax's diagnostics generator are syntax errors at
/// their place, through the checker and through the cache the build uses.
@Suite struct SwiftSyntaxCheckerTests {
    static let inconsistentEqual = "'=' must have consistent whitespace on both sides"

    /// A character that is neither space nor code (U+FFFD, which cmark puts for a NUL; U+2028)
    /// between a space and an `=`: the generator's Fix-It would insert no space, a precondition
    /// failure. The lexer's errors are reported instead: the character, and the `=`.
    @Test(arguments: ["let a \u{FFFD}= 1", "let a \u{2028}= 1", "let a \u{FFFD}= 1\nlet b \u{FFFD}= 2"])
    func anEqualSignTheGeneratorCannotFixIsAnError(code: String) {
        let expected = code.split(separator: "\n").indices.flatMap { line in
            [
                SampleSyntaxError(line: line + 1, column: 7, message: "invalid character in source file"),
                SampleSyntaxError(line: line + 1, column: 10, message: Self.inconsistentEqual),
            ]
        }
        #expect(SwiftSyntaxChecker.errors(in: code) == expected)
        #expect(SampleCache(tracksUse: false).swiftErrors(in: code) == expected)
    }

    /// Without the stray character the generator gets the tree and gives its own message.
    @Test func anEqualSignBoundOnOneSideGoesToTheGenerator() {
        #expect(
            SwiftSyntaxChecker.errors(in: "let a =1") == [
                SampleSyntaxError(line: 1, column: 8, message: Self.inconsistentEqual)
            ])
    }

    /// The Swift samples of the inputs `make fuzz` found (`Fuzz/Regressions/markdown/`, each a
    /// Markdown text whose sample follows a ```` ```swift ```` line) give the error, not a crash.
    @Test func fuzzRegressionSamplesAreErrors() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/markdown")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("swift-sample")
        }
        #expect(names.count == 3)
        for name in names {
            let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
            // cmark gives a code block's NUL as U+FFFD.
            let sample = String(text.dropFirst("```swift\n".count)).replacingOccurrences(of: "\0", with: "\u{FFFD}")
                .replacingOccurrences(of: "\n```\n", with: "")
            #expect(SwiftSyntaxChecker.errors(in: sample).map(\.message).contains(Self.inconsistentEqual), "\(name)")
        }
    }
}
