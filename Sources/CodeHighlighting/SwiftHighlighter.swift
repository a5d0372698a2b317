import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift highlighting from swift-syntax's syntax classification (`SwiftClassifier`).
enum SwiftHighlighter {
    static func highlight(_ code: String) -> String {
        highlight(code, tree: Parser.parse(source: code))
    }

    static func highlight(_ code: String, tree: SourceFileSyntax) -> String {
        var code = code
        return code.withUTF8 { bytes in
            var html = HTMLBytes(capacity: bytes.count * 2)
            var cursor = 0
            for range in SwiftClassifier.classify(tree) {
                guard range.start >= cursor, range.end <= bytes.count, range.start <= range.end else { continue }
                if range.start > cursor { html.appendEscaped(bytes[cursor..<range.start]) }
                html.appendSpan(bytes[range.start..<range.end], opening: opening(range.kind))
                cursor = range.end
            }
            if cursor < bytes.count { html.appendEscaped(bytes[cursor..<bytes.count]) }
            return html.string
        }
    }

    /// `<span class="hl-CLASS">` as bytes for each class `cssClass` names, made once.
    private static let openings: [String: [UInt8]] = Dictionary(
        uniqueKeysWithValues: ["keyword", "type", "attribute", "string", "number", "comment", "doc-comment", "label",
                               "directive", "operator", "placeholder"].map { ($0, Array(#"<span class="hl-\#($0)">"#.utf8)) })
    private static let keyword = openings["keyword"]!, type = openings["type"]!, attribute = openings["attribute"]!
    private static let string = openings["string"]!, number = openings["number"]!, comment = openings["comment"]!
    private static let docComment = openings["doc-comment"]!, label = openings["label"]!
    private static let directive = openings["directive"]!, operatorSpan = openings["operator"]!
    private static let placeholder = openings["placeholder"]!

    /// The span opening for a classification (nil: no span), the bytes of `cssClass`'s class.
    static func opening(_ kind: SyntaxClassification) -> [UInt8]? {
        switch kind {
        case .keyword: return keyword
        case .type: return type
        case .identifier, .dollarIdentifier: return nil
        case .attribute: return attribute
        case .stringLiteral, .regexLiteral: return string
        case .integerLiteral, .floatLiteral: return number
        case .lineComment, .blockComment: return comment
        case .docLineComment, .docBlockComment: return docComment
        case .argumentLabel: return label
        case .ifConfigDirective: return directive
        case .operator: return operatorSpan
        case .editorPlaceholder: return placeholder
        case .none: return nil
        @unknown default: return nil
        }
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
