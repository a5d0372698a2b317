import SwiftParser
import SwiftSyntax

/// One Swift file: its text, syntax tree and positions, and the line arithmetic the edits need.
/// Offsets are UTF-8 byte offsets into `bytes`.
struct SwiftText: LineText {
    let file: String
    let text: String
    let bytes: [UInt8]
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(file: String, text: String) {
        self.file = file
        self.text = text
        bytes = Array(text.utf8)
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    /// The token that starts at (or covers) the 1-based line and UTF-8 column.
    func token(line: Int, column: Int) -> TokenSyntax? {
        let position = converter.position(ofLine: line, column: column)
        return tree.token(at: position)
    }

    func position(_ offset: Int) -> PlanPosition {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        return PlanPosition(line: location.line, column: location.column)
    }

    /// The node's range without its trivia.
    func range(of node: some SyntaxProtocol) -> PlanRange {
        PlanRange(
            start: position(node.positionAfterSkippingLeadingTrivia.utf8Offset),
            end: position(node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// The whole lines the node stands on, with the `//` comment lines right above it (no blank
    /// line between), or nil when other code shares its first or last line.
    func lineSpan(of node: some SyntaxProtocol) -> Range<Int>? {
        let first = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let last = node.endPositionBeforeTrailingTrivia.utf8Offset
        var start = lineStart(first)
        guard bytes[start..<first].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
            return nil
        }
        let end = lineEnd(last)
        let rest = string(last..<end).trimmingWhitespace
        guard rest.isEmpty || rest.hasPrefix("//") else { return nil }
        while start > 0 {
            let previous = lineStart(start - 1)
            guard lineText(startingAt: previous).trimmingWhitespace.hasPrefix("//") else { break }
            start = previous
        }
        return start..<end
    }

}

/// A file's text as UTF-8 bytes, and the line arithmetic the edits need (both languages).
protocol LineText {
    var bytes: [UInt8] { get }
}

extension LineText {
    /// The offset of the first byte of the line `offset` is on.
    func lineStart(_ offset: Int) -> Int {
        var index = offset
        while index > 0 && bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// The offset just after the line break that ends the line `offset` is on (or the end of the text).
    func lineEnd(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return min(index + 1, bytes.count)
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The line's text without its line break.
    func lineText(startingAt start: Int) -> String {
        var end = lineEnd(start)
        while end > start && (bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")) { end -= 1 }
        return string(start..<end)
    }

    /// The whitespace that starts the line `offset` is on.
    func indentation(at offset: Int) -> String {
        let start = lineStart(offset)
        var end = start
        while end < bytes.count && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
        return string(start..<end)
    }

    /// The text of `range` with `edits` (inside it, not overlapping) applied.
    func render(_ range: Range<Int>, edits: [SourceEdit]) -> String {
        var result: [UInt8] = []
        var cursor = range.lowerBound
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let lower = edit.range.lowerBound.utf8Offset
            let upper = edit.range.upperBound.utf8Offset
            guard lower >= cursor, upper <= range.upperBound else { continue }
            result += bytes[cursor..<lower]
            result += edit.replacementBytes
            cursor = upper
        }
        result += bytes[cursor..<range.upperBound]
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether the line starting at `start` holds only whitespace.
    func isBlankLine(startingAt start: Int) -> Bool {
        lineText(startingAt: start).trimmingWhitespace.isEmpty
    }
}

extension String {
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first,
            first == " " || first == "\t" || first == "\r" || first == "\n" || first == "\r\n"
        {
            scalars.removeFirst()
        }
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" || last == "\n" || last == "\r\n" {
            scalars.removeLast()
        }
        return String(scalars)
    }
}

/// Text re-indented from one base indentation to another: each line that starts with `from`
/// gets `to` instead; blank lines become empty; other lines are kept.
func reindented(_ text: String, from: String, to: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        if line.trimmingCharacters(in: [" ", "\t", "\r"]).isEmpty { return "" }
        if line.hasPrefix(from) { return to + line.dropFirst(from.count) }
        return String(line)
    }.joined(separator: "\n")
}

extension Substring {
    func trimmingCharacters(in set: Set<Character>) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result.removeFirst() }
        while let last = result.last, set.contains(last) { result.removeLast() }
        return result
    }
}
