import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift highlighting from swift-syntax's syntax classification.
enum SwiftHighlighter {
    static func highlight(_ code: String) -> String {
        highlight(code, tree: Parser.parse(source: code))
    }

    static func highlight(_ code: String, tree: SourceFileSyntax) -> String {
        let bytes = Array(code.utf8)
        var html = ""
        var cursor = 0
        for range in tree.classifications {
            let start = range.range.lowerBound.utf8Offset
            let end = range.range.upperBound.utf8Offset
            guard start >= cursor, end <= bytes.count, start <= end else { continue }
            if start > cursor { html += CodeHighlighter.escape(text(bytes, cursor, start)) }
            html += CodeHighlighter.span(text(bytes, start, end), cssClass(range.kind))
            cursor = end
        }
        if cursor < bytes.count { html += CodeHighlighter.escape(text(bytes, cursor, bytes.count)) }
        return html
    }

    static func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

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
