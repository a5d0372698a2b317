@_spi(RawSyntax) import SwiftSyntax

/// The limits a Swift text must stay within before swift-syntax parses it and before a recursive
/// walk (a `SyntaxVisitor`, `description`, `SourceLocationConverter`, the classifier) visits its tree.
///
/// - swift-syntax's parser looks ahead for a type at each `[` and that work doubles with each
///   nested `[` (`[[[…]]]` 24 deep takes seconds): more than `maximumBracketNesting` nested `[`
///   are refused before parsing.
/// - A member chain `a.b.c…` nests one node per link, and the recursive walks overflow the stack
///   on a long one: a tree deeper than `maximumTreeDepth` is refused after parsing, measured
///   without recursion.
/// - The parse and walks take time and memory in proportion to the text: more than `maximumBytes`
///   is refused before parsing.
public enum SwiftSourceBudget {
    /// The most `[` a text may hold open at once (real code nests collection literals and types a few deep).
    public static let maximumBracketNesting = 16
    /// The most look-ahead work the `[` of one text may cause, counted as 2^(depth - 4) for each
    /// `[` opened 5 or more deep (shallower ones, subscripts and the literals real code has, cost
    /// what any token does): two nests 16 deep fit, a third does not (each costs about a fifth of
    /// a second in a debug build).
    public static let maximumBracketWork = 1 << 14
    /// The deepest a syntax tree may be (a long SwiftUI view body is a few hundred deep).
    public static let maximumTreeDepth = 1_000
    /// The longest code sample highlighted and checked (a sample is a page's excerpt, not a file).
    public static let maximumSampleBytes = 1 << 20

    /// Why a text is over the budget, at a 1-based line and UTF-8 column of the text.
    public struct Excess: Equatable, Sendable {
        public var line: Int
        public var column: Int
        /// One sentence naming the limit, for a diagnostic.
        public var message: String
    }

    /// Before parsing: the first place where `text` is longer than `maximumBytes` or opens more
    /// than `maximumBracketNesting` `[` at once (outside comments and string literals), or nil.
    /// Linear in the text; nothing is allocated per byte.
    public static func excessBeforeParsing(_ text: String, maximumBytes: Int) -> Excess? {
        let count = text.utf8.count
        if count > maximumBytes {
            return Excess(
                line: 1, column: 1,
                message:
                    "is \(count) bytes, more than the \(maximumBytes) bytes a Swift text may have to be parsed")
        }
        var text = text
        return text.withUTF8 { bytes in
            var scanner = NestingScanner(bytes: bytes)
            return scanner.firstExcess()
        }
    }

    /// After parsing, before any recursive walk: the statement holding the first node of `tree`
    /// (parsed from `source`) deeper than `maximumTreeDepth`, found with an explicit stack over the
    /// raw tree (no recursion), or nil. The statement is named, not the deep node: the deep node of
    /// a member chain is one of its last links, far from where the reader would look.
    public static func excessDepth(of tree: some SyntaxProtocol, source: String) -> Excess? {
        let root = Syntax(tree)
        let start = root.position.utf8Offset
        var stack: [(node: RawSyntax, depth: Int, offset: Int, statement: Int)] = [(root.raw, 1, start, start)]
        while let (node, depth, offset, statement) = stack.popLast() {
            if depth > maximumTreeDepth {
                let location = lineAndColumn(ofCodeAtOrAfter: statement, in: source)
                return Excess(
                    line: location.line, column: location.column,
                    message:
                        "nests syntax more than \(maximumTreeDepth) levels deep (a member chain or expression this long)"
                )
            }
            guard let layout = node.layoutView else { continue }
            let childStatement = node.kind == .codeBlockItem || node.kind == .memberBlockItem ? offset : statement
            var childOffset = offset
            for child in layout.children {
                guard let child else { continue }
                stack.append((child, depth + 1, childOffset, childStatement))
                childOffset += child.byteLength
            }
        }
        return nil
    }

    /// The 1-based line and UTF-8 column of the first byte at or after `offset` that is not white space.
    private static func lineAndColumn(ofCodeAtOrAfter offset: Int, in source: String) -> (line: Int, column: Int) {
        let bytes = Array(source.utf8)
        var target = min(offset, bytes.count)
        while target < bytes.count, [32, 9, 10, 13].contains(bytes[target]) { target += 1 }
        var line = 1
        var lineStart = 0
        for index in 0..<target where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, target - lineStart + 1)
    }
}

/// Counts the `[` open at each point of Swift source bytes, skipping comments and string literals
/// (but reading the code in string interpolations).
private struct NestingScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// What the scanner is inside of, innermost last.
    private enum Mode {
        /// Code; `parentheses` counts the `(` open since an interpolation began (an interpolation
        /// ends at the `)` that closes its own `\(`).
        case code(brackets: Int, parentheses: Int)
        /// A string literal: `"` or `"""`, and its number of `#`.
        case string(multiline: Bool, hashes: Int)
    }

    private func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }

    private func matches(_ text: StaticString, at: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        for index in 0..<count where bytes[at + index] != text.utf8Start[index] { return false }
        return true
    }

    private func hashes(at: Int) -> Int {
        var count = 0
        while byte(at + count) == UInt8(ascii: "#") { count += 1 }
        return count
    }

    private mutating func advance(_ count: Int) {
        for _ in 0..<count {
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
    }

    mutating func firstExcess() -> SwiftSourceBudget.Excess? {
        var modes: [Mode] = [.code(brackets: 0, parentheses: 0)]
        var openBrackets = 0
        var work = 0
        while offset < bytes.count, let mode = modes.last {
            switch mode {
            case .code(let brackets, let parentheses):
                let current = bytes[offset]
                if matches("//", at: offset) {
                    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                } else if matches("/*", at: offset) {
                    var depth = 0
                    repeat {
                        if matches("/*", at: offset) {
                            depth += 1
                            advance(2)
                        } else if matches("*/", at: offset) {
                            depth -= 1
                            advance(2)
                        } else {
                            advance(1)
                        }
                    } while depth > 0 && offset < bytes.count
                } else if current == UInt8(ascii: "#") || current == UInt8(ascii: "\"") {
                    let count = hashes(at: offset)
                    guard byte(offset + count) == UInt8(ascii: "\"") else {
                        advance(max(count, 1))
                        continue
                    }
                    let multiline = matches("\"\"\"", at: offset + count)
                    advance(count + (multiline ? 3 : 1))
                    modes.append(.string(multiline: multiline, hashes: count))
                } else if current == UInt8(ascii: "[") {
                    openBrackets += 1
                    if openBrackets > SwiftSourceBudget.maximumBracketNesting {
                        return SwiftSourceBudget.Excess(
                            line: line, column: offset - lineStart + 1,
                            message:
                                "nests `[` more than \(SwiftSourceBudget.maximumBracketNesting) deep, which swift-syntax cannot parse in reasonable time"
                        )
                    }
                    if openBrackets >= 5 { work += 1 << (openBrackets - 4) }
                    if work > SwiftSourceBudget.maximumBracketWork {
                        return SwiftSourceBudget.Excess(
                            line: line, column: offset - lineStart + 1,
                            message:
                                "nests `[` so often that swift-syntax's look-ahead would do more than \(SwiftSourceBudget.maximumBracketWork) steps (2^(depth - 4) for each `[` opened 5 or more deep)"
                        )
                    }
                    modes[modes.count - 1] = .code(brackets: brackets + 1, parentheses: parentheses)
                    advance(1)
                } else if current == UInt8(ascii: "]") {
                    if brackets > 0 {
                        openBrackets -= 1
                        modes[modes.count - 1] = .code(brackets: brackets - 1, parentheses: parentheses)
                    }
                    advance(1)
                } else if current == UInt8(ascii: "(") {
                    modes[modes.count - 1] = .code(brackets: brackets, parentheses: parentheses + 1)
                    advance(1)
                } else if current == UInt8(ascii: ")") {
                    if parentheses == 0, modes.count > 1 {
                        // The end of an interpolation: back in its string.
                        openBrackets -= brackets
                        modes.removeLast()
                    } else {
                        modes[modes.count - 1] = .code(brackets: brackets, parentheses: max(0, parentheses - 1))
                    }
                    advance(1)
                } else {
                    advance(1)
                }
            case .string(let multiline, let hashes):
                let current = bytes[offset]
                if current == UInt8(ascii: "\\"), self.hashes(at: offset + 1) == hashes {
                    if byte(offset + 1 + hashes) == UInt8(ascii: "(") {
                        advance(2 + hashes)
                        modes.append(.code(brackets: 0, parentheses: 0))
                    } else {
                        advance(2 + hashes)
                    }
                } else if current == UInt8(ascii: "\""),
                    multiline ? matches("\"\"\"", at: offset) : true,
                    self.hashes(at: offset + (multiline ? 3 : 1)) >= hashes
                {
                    advance((multiline ? 3 : 1) + hashes)
                    modes.removeLast()
                } else if current == UInt8(ascii: "\n"), !multiline {
                    // An unterminated single-line string ends at the line's end.
                    advance(1)
                    modes.removeLast()
                } else {
                    advance(1)
                }
            }
        }
        return nil
    }
}
