import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import CodeHighlighting

/// Swift text over the budget is refused before swift-syntax parses it (nested `[`, size) or
/// before a recursive walk visits its tree (depth), at the limit and one past it.
@Suite struct SwiftSourceBudgetTests {
    static func nested(_ depth: Int) -> String {
        "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    @Test func bracketsAreCountedUpToTheLimit() {
        #expect(SwiftSourceBudget.excessBeforeParsing(Self.nested(16), maximumBytes: .max) == nil)
        #expect(
            SwiftSourceBudget.excessBeforeParsing(Self.nested(17), maximumBytes: .max)
                == .init(
                    line: 1, column: 25,
                    message: "nests `[` more than 16 deep, which swift-syntax cannot parse in reasonable time"))
    }

    /// Many nests, each within the depth limit, are bounded by their total work: one nest 16 deep
    /// costs 2^1 + … + 2^12 = 8,190 steps (from its fifth `[`), so two fit in 2^14 and the third is
    /// refused, at its `[` that passes the budget (its sixth).
    @Test func bracketWorkIsBoundedPerText() {
        let two = Self.nested(16) + "\n" + Self.nested(16)
        #expect(SwiftSourceBudget.excessBeforeParsing(two, maximumBytes: .max) == nil)
        #expect(
            SwiftSourceBudget.excessBeforeParsing(two + "\n" + Self.nested(16), maximumBytes: .max)
                == .init(
                    line: 3, column: 14,
                    message:
                        "nests `[` so often that swift-syntax's look-ahead would do more than 16384 steps (2^(depth - 4) for each `[` opened 5 or more deep)"
                ))
        // Shallow literals and subscripts cost nothing, however many.
        let shallow = Array(repeating: "let a = [[1, 2], [b[c[0]]]]", count: 100_000).joined(separator: "\n")
        #expect(SwiftSourceBudget.excessBeforeParsing(shallow, maximumBytes: .max) == nil)
    }

    /// Brackets in comments and string literals are not code; those in an interpolation are.
    @Test(arguments: [
        ("// " + String(repeating: "[", count: 40), true),
        ("/* /* " + String(repeating: "[", count: 40) + " */ */ let a = 1", true),
        ("let s = \"" + String(repeating: "[", count: 40) + "\"", true),
        ("let s = #\"\\(" + String(repeating: "[", count: 40) + "\"#", true),
        ("let s = \"\"\"\n" + String(repeating: "[", count: 40) + "\n\"\"\"", true),
        ("let s = \"\\(" + nested(17) + ")\"", false),
        ("let s = \"\\(a[0])\" + " + nested(16), true),
    ])
    func commentsAndStringsAreSkipped(source: String, withinBudget: Bool) {
        #expect((SwiftSourceBudget.excessBeforeParsing(source, maximumBytes: .max) == nil) == withinBudget, "\(source)")
    }

    @Test func sizeIsCheckedBeforeParsing() {
        #expect(SwiftSourceBudget.excessBeforeParsing("let a = 1", maximumBytes: 9) == nil)
        #expect(
            SwiftSourceBudget.excessBeforeParsing("let a = 12", maximumBytes: 9)?.message
                == "is 10 bytes, more than the 9 bytes a Swift text may have to be parsed")
    }

    /// The depth of a small tree, by recursion (the reference the iterative count is held to).
    static func depth(_ node: Syntax) -> Int {
        1 + (node.children(viewMode: .sourceAccurate).map(depth).max() ?? 0)
    }

    static func chain(_ links: Int) -> String { "let x = a" + String(repeating: ".b", count: links) }

    @Test func treeDepthIsMeasuredWithoutRecursionAtTheLimit() {
        // A chain of k links is k + overhead deep.
        let overhead = Self.depth(Syntax(Parser.parse(source: Self.chain(1)))) - 1
        let atLimit = Self.chain(SwiftSourceBudget.maximumTreeDepth - overhead)
        #expect(SwiftSourceBudget.excessDepth(of: Parser.parse(source: atLimit), source: atLimit) == nil)
        let over = Self.chain(SwiftSourceBudget.maximumTreeDepth - overhead + 1)
        #expect(
            SwiftSourceBudget.excessDepth(of: Parser.parse(source: over), source: over)
                == .init(
                    line: 1, column: 1,
                    message:
                        "nests syntax more than 1000 levels deep (a member chain or expression this long)"))
    }

    /// A sample of 15,000 links crashed the highlighter (a stack overflow in a debug build): now it
    /// is shown as text with one error naming the limit.
    @Test func longChainIsShownAsTextWithOneError() {
        let code = Self.chain(15_000)
        let cache = SampleCache()
        #expect(cache.highlight(code, language: "swift") == nil)
        #expect(
            cache.swiftErrors(in: code)
                == [
                    SampleSyntaxError(
                        line: 1, column: 1,
                        message: "nests syntax more than 1000 levels deep (a member chain or expression this long)",
                        exceedsLimit: true)
                ])
        #expect(CodeHighlighter.block(code, language: "swift").contains(".b.b.b"))
    }
}
