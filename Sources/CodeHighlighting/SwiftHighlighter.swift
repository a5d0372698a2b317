import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift highlighting from swift-syntax's syntax classification (`SwiftClassifier`).
enum SwiftHighlighter {
    static func highlight(_ code: String) -> String {
        highlight(code, tree: Parser.parse(source: code))
    }

    static func highlight(_ code: String, tree: SourceFileSyntax) -> String {
        html(code, spans: spans(SwiftClassifier.classify(tree)))
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
            var html = HTMLBytes(capacity: bytes.count * 2)
            var cursor = 0
            for span in spans {
                let start = Int(span.start), end = Int(span.end)
                guard start >= cursor, end <= bytes.count, start <= end else { continue }
                if start > cursor { html.appendEscaped(bytes[cursor..<start]) }
                html.appendSpan(bytes[start..<end], opening: styleOpenings[Int(span.style)])
                cursor = end
            }
            if cursor < bytes.count { html.appendEscaped(bytes[cursor..<bytes.count]) }
            return html.string
        }
    }

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
