import Diagnostics
import Speedups
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift highlighting from swift-syntax's syntax classification (`SwiftClassifier`).
enum SwiftHighlighter {
    /// The highlighted HTML, or nil when the code is over `SwiftSourceBudget` (it is then shown as text).
    static func highlight(_ code: String) -> String? {
        guard SwiftSourceBudget.excessBeforeParsing(code, maximumBytes: SwiftSourceBudget.maximumSampleBytes) == nil
        else { return nil }
        let tree = Parser.parse(source: code)
        guard SwiftSourceBudget.excessDepth(of: tree, source: code) == nil else { return nil }
        return highlight(code, tree: tree)
    }

    static func highlight(_ code: String, tree: SourceFileSyntax) -> String {
        guard Speedup.swiftClassifier.isOn else {
            let ranges = tree.classifications.map {
                SwiftClassifier.Range(
                    kind: $0.kind, start: $0.range.lowerBound.utf8Offset, end: $0.range.upperBound.utf8Offset)
            }
            return html(code, spans: spans(ranges))
        }
        return html(code, spans: spans(SwiftClassifier.classify(tree)))
    }

    /// A classified range that gets a `<span>`: UTF-8 offsets, and its class as an index into
    /// `styleOpenings`. Ranges without a span (identifiers, punctuation, whitespace) are left out:
    /// their text is escaped like the text between ranges, so the HTML is the same without them.
    struct Span: Equatable {
        var start: UInt32
        var end: UInt32
        var style: UInt8
    }

    /// The spans of a classification (`SwiftClassifier.classify`), in order.
    static func spans(_ ranges: [SwiftClassifier.Range]) -> [Span] {
        var spans: [Span] = []
        for range in ranges {
            guard let style = style(range.kind) else { continue }
            spans.append(Span(start: UInt32(range.start), end: UInt32(range.end), style: style))
        }
        return spans
    }

    /// The HTML of `code` with `spans`.
    static func html(_ code: String, spans: [Span]) -> String {
        var code = code
        return code.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return "" }
            let count = bytes.count
            // The size first (the text with its escapes, and each span's tags), then the HTML written
            // once into a string of that size (appending runs and tags to an array, then copying it
            // into a string, showed in the profile).
            var size = count
            for offset in 0..<count { size &+= Int(escapeGrowth[Int(base[offset])]) }
            var cursor = 0
            for span in spans {
                let start = Int(span.start)
                let end = Int(span.end)
                guard start >= cursor, end <= count, start <= end else { continue }
                size += styleOpenings[Int(span.style)].count + closingSpan.count
                cursor = end
            }
            return String(unsafeUninitializedCapacity: size) { output in
                guard let target = output.baseAddress else { return 0 }
                var written = 0
                func copy(_ source: UnsafePointer<UInt8>, _ length: Int) {
                    (target + written).initialize(from: source, count: length)
                    written += length
                }
                func escaped(_ from: Int, _ to: Int) {
                    var run = from
                    for offset in from..<to where escapeGrowth[Int(base[offset])] != 0 {
                        if run < offset { copy(base + run, offset - run) }
                        let replacement = escapes[Int(base[offset])]
                        replacement.withUnsafeBufferPointer { copy($0.baseAddress!, $0.count) }
                        run = offset + 1
                    }
                    if run < to { copy(base + run, to - run) }
                }
                var cursor = 0
                for span in spans {
                    let start = Int(span.start)
                    let end = Int(span.end)
                    guard start >= cursor, end <= count, start <= end else { continue }
                    escaped(cursor, start)
                    styleOpenings[Int(span.style)].withUnsafeBufferPointer { copy($0.baseAddress!, $0.count) }
                    escaped(start, end)
                    closingSpan.withUnsafeBufferPointer { copy($0.baseAddress!, $0.count) }
                    cursor = end
                }
                escaped(cursor, count)
                return written
            }
        }
    }

    /// `&`, `<`, `>` and `"` escaped as `Escaper.code` escapes them: each byte's replacement
    /// (empty for bytes kept as they are) and how many bytes longer it is.
    private static let escapes: [[UInt8]] = Escaper.codeReplacements
    private static let escapeGrowth: [UInt8] = escapes.map { $0.isEmpty ? 0 : UInt8($0.count - 1) }
    private static let closingSpan = Array("</span>".utf8)

    /// The classes a span can have; `Span.style` indexes this list.
    static let styles = [
        "keyword", "type", "attribute", "string", "number", "comment", "doc-comment", "label", "directive", "operator",
        "placeholder",
    ]
    private static let styleOpenings: [[UInt8]] = styles.map { Array(#"<span class="hl-\#($0)">"#.utf8) }

    /// The index in `styles` of a classification's class (nil: no span); `cssClass` by number.
    static func style(_ kind: SyntaxClassification) -> UInt8? {
        switch kind {
        case .keyword: 0
        case .type: 1
        case .identifier, .dollarIdentifier: nil
        case .attribute: 2
        case .stringLiteral, .regexLiteral: 3
        case .integerLiteral, .floatLiteral: 4
        case .lineComment, .blockComment: 5
        case .docLineComment, .docBlockComment: 6
        case .argumentLabel: 7
        case .ifConfigDirective: 8
        case .operator: 9
        case .editorPlaceholder: 10
        case .none: nil
        @unknown default: nil
        }
    }

    /// The span opening for a classification (nil: no span), the bytes of `cssClass`'s class.
    static func opening(_ kind: SyntaxClassification) -> [UInt8]? {
        style(kind).map { styleOpenings[Int($0)] }
    }

    /// A classification's class by name: the reference `style`'s numbers are checked against
    /// (`SwiftClassifierTests.spanOpeningsNameTheCSSClasses`).
    static func cssClass(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: return "keyword"
        case .type: return "type"
        case .identifier, .dollarIdentifier: return nil
        case .attribute: return "attribute"
        case .stringLiteral, .regexLiteral: return "string"
        case .integerLiteral, .floatLiteral: return "number"
        case .lineComment, .blockComment: return "comment"
        case .docLineComment, .docBlockComment: return "doc-comment"
        case .argumentLabel: return "label"
        case .ifConfigDirective: return "directive"
        case .operator: return "operator"
        case .editorPlaceholder: return "placeholder"
        case .none: return nil
        @unknown default: return nil
        }
    }
}
