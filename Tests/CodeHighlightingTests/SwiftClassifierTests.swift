import CorpusGeneration
import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import CodeHighlighting

/// `SwiftClassifier` replaced swift-syntax's `classifications` on the highlighting path; it must
/// give exactly the same ranges for every sample: the shipped content's, a generated corpus's, a
/// set of constructs that take the special paths (attributes, `#if`, operators, availability,
/// placeholders, comments of every kind), and the same samples with random bytes cut out, so that
/// the parser's recovery (missing and unexpected tokens) is covered too.
@Suite(.tags(.heavy), .skippedWhenQuick) struct SwiftClassifierTests {
    static let constructs = [
        "@MainActor final class A: B, @unchecked Sendable { @objc dynamic var x = 1 }",
        "@available(iOS 13.0, macOS 10.15, *)\nfunc f() {}",
        "if #available(iOS 26, *) { go() } else if #unavailable(iOS 13) {}",
        "#if DEBUG\nlet a = 1\n#elseif os(iOS)\nlet b = 2\n#else\nlet c = 3\n#endif",
        "infix operator <=> : ComparisonPrecedence\nprecedencegroup P { higherThan: AdditionPrecedence\n associativity: left }",
        "prefix func - (x: T) -> T { x }\nlet y = -x + !z ?? w",
        "func f(_ a: Int, b c: String, d: Swift.Int) -> Result<Int, any Error> { f(1, b: \"\", d: 2) }",
        "let p = <#placeholder#>\nlet q = /a+b*/\nlet r = #/x/#",
        "/// Doc line\n/** Doc block */\n// line\n/* block */ let s = \"a\\(b)c\" + #\"raw\"# + \"\"\"\nmulti\n\"\"\"",
        "let n = 0x1F + 1_000 + 3.5e2 + $0 + `class`",
        "struct S<T: Equatable> where T: Hashable { subscript(i: Int) -> T? { nil } }",
        "enum E { case a(Int), b }\nswitch e { case .a(let x): print(x) default: break }",
        "#sourceLocation(file: \"a\", line: 1)\n#sourceLocation()",
        "private(set) nonisolated public static var v: [String: Int] = [:]",
        "x.y?.z!.w()\nlet t = (a: 1, b: 2)\n_ = t",
        "",
        "   \n// only a comment",
        "let a = \"unterminated",
        "func (",
        "}}}{{{",
    ]

    /// swift-syntax's own classifications, as `SwiftClassifier.Range`s.
    static func reference(_ tree: SourceFileSyntax) -> [SwiftClassifier.Range] {
        tree.classifications.map {
            SwiftClassifier.Range(
                kind: $0.kind, start: $0.range.lowerBound.utf8Offset, end: $0.range.upperBound.utf8Offset)
        }
    }

    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if current != nil {
                if trimmed.hasPrefix("```") {
                    blocks.append(current!.joined(separator: "\n"))
                    current = nil
                } else {
                    current!.append(line)
                }
            } else if trimmed.hasPrefix("```swift") {
                current = []
            } else if trimmed.hasPrefix("declaration: ") {
                blocks.append(String(trimmed.dropFirst("declaration: ".count)))
            }
        }
        return blocks
    }

    static func samples() throws -> [String] {
        var samples = constructs
        let fm = FileManager.default
        let enumerator = fm.enumerator(atPath: TestPaths.shippedContent.path)
        while let file = enumerator?.nextObject() as? String {
            guard file.hasSuffix(".md") else { continue }
            samples += swiftBlocks(
                in: try String(contentsOf: TestPaths.shippedContent.appendingPathComponent(file), encoding: .utf8))
        }
        for text in Corpus(pages: 120, seed: 3).files().values { samples += swiftBlocks(in: text) }
        return samples
    }

    @Test func matchesSwiftSyntaxOnEverySample() throws {
        let samples = try Self.samples()
        #expect(samples.count > 300)
        for sample in samples {
            let tree = Parser.parse(source: sample)
            #expect(SwiftClassifier.classify(tree) == Self.reference(tree), "\(sample)")
        }
    }

    @Test func matchesSwiftSyntaxOnDamagedSamples() throws {
        var random = Random(state: 5)
        let samples = try Self.samples()
        for round in 0..<600 {
            var bytes = Array(samples[round % samples.count].utf8)
            for _ in 0..<(1 + Int(random.next() % 4)) where !bytes.isEmpty {
                let start = Int(random.next() % UInt64(bytes.count))
                bytes.removeSubrange(start..<min(bytes.count, start + 1 + Int(random.next() % 6)))
            }
            let sample = String(decoding: bytes, as: UTF8.self)
            let tree = Parser.parse(source: sample)
            #expect(SwiftClassifier.classify(tree) == Self.reference(tree), "\(sample)")
        }
    }

    /// The byte-level highlighter gives what the String-based one gave (escaping per Character and
    /// per byte differ only for a combining mark right after `&`, `<`, `>` or `"`, absent here).
    @Test func highlightedHTMLMatchesTheStringVersion() throws {
        func stringVersion(_ code: String) -> String {
            let tree = Parser.parse(source: code)
            let bytes = Array(code.utf8)
            var html = ""
            var cursor = 0
            for range in tree.classifications {
                let start = range.range.lowerBound.utf8Offset
                let end = range.range.upperBound.utf8Offset
                guard start >= cursor, end <= bytes.count, start <= end else { continue }
                if start > cursor {
                    html += CodeHighlighter.escape(String(decoding: bytes[cursor..<start], as: UTF8.self))
                }
                html += CodeHighlighter.span(
                    String(decoding: bytes[start..<end], as: UTF8.self), SwiftHighlighter.cssClass(range.kind))
                cursor = end
            }
            if cursor < bytes.count {
                html += CodeHighlighter.escape(String(decoding: bytes[cursor...], as: UTF8.self))
            }
            return html
        }
        for sample in try Self.samples() + ["let é = \"<&>\" // ünïcode → ✓"] {
            #expect(SwiftHighlighter.highlight(sample) == stringVersion(sample), "\(sample)")
        }
    }

    /// The span openings the highlighter appends as bytes are `cssClass`'s classes, for every kind.
    @Test func spanOpeningsNameTheCSSClasses() {
        let kinds: [SyntaxClassification] = [
            .keyword, .type, .identifier, .dollarIdentifier, .attribute, .stringLiteral, .regexLiteral,
            .integerLiteral, .floatLiteral, .lineComment, .blockComment, .docLineComment, .docBlockComment,
            .argumentLabel, .ifConfigDirective, .operator, .editorPlaceholder, .none,
        ]
        for kind in kinds {
            let expected = SwiftHighlighter.cssClass(kind).map { Array("<span class=\"hl-\($0)\">".utf8) }
            #expect(SwiftHighlighter.opening(kind) == expected, "\(kind)")
        }
    }
}
