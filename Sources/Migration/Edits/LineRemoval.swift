import SwiftSyntax

/// Whole lines removed from a Swift file, with the blank lines around them tidied: spans that
/// only blank lines separate become one, and a removed block leaves one blank line where it had
/// blank lines on both sides (none after an opening `{` or before a closing `}`).
enum LineRemoval {
    static func edits(removing spans: [Range<Int>], from text: some LineText) -> [SourceEdit] {
        var merged: [Range<Int>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, onlyBlankLines(text, last.upperBound..<max(last.upperBound, span.lowerBound)) {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged.map { span in
            var span = span
            let previous = span.lowerBound > 0 ? text.lineStart(span.lowerBound - 1) : nil
            let next = span.upperBound < text.bytes.count ? span.upperBound : nil
            let previousLine = previous.map { text.lineText(startingAt: $0).trimmingWhitespace }
            let nextLine = next.map { text.lineText(startingAt: $0).trimmingWhitespace }
            let previousBlank = previousLine?.isEmpty ?? false
            let nextBlank = nextLine?.isEmpty ?? false
            if let next, nextBlank, previousLine == nil || previousBlank || previousLine!.hasSuffix("{") {
                span = span.lowerBound..<text.lineEnd(next)
            } else if let previous, previousBlank, nextLine == nil || nextLine!.hasPrefix("}") {
                span = previous..<span.upperBound
            }
            return SourceEdit(
                range: AbsolutePosition(utf8Offset: span.lowerBound)..<AbsolutePosition(utf8Offset: span.upperBound),
                replacement: "")
        }
    }

    private static func onlyBlankLines(_ text: some LineText, _ range: Range<Int>) -> Bool {
        text.bytes[range].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }
    }
}
