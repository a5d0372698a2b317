import Diagnostics
import Foundation

/// Tags, attribute names, values, comments and text of XML (Info.plist snippets).
enum XMLHighlighter {
    static func highlight(_ code: String) -> String {
        var html = ""
        var rest = Substring(code)
        while !rest.isEmpty {
            if rest.hasPrefix("<!--") {
                let end = rest.range(of: "-->").map { $0.upperBound } ?? rest.endIndex
                html += CodeHighlighter.span(rest[..<end], "comment")
                rest = rest[end...]
            } else if rest.hasPrefix("<") {
                let end = rest.firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex
                html += tag(rest[..<end])
                rest = rest[end...]
            } else {
                let end = rest.firstIndex(of: "<") ?? rest.endIndex
                html += Escaper.code(String(rest[..<end]))
                rest = rest[end...]
            }
        }
        return html
    }

    /// `<key attr="v">`: punctuation plain, name as a tag, attributes and values coloured.
    static func tag(_ text: Substring) -> String {
        var html = ""
        var rest = text
        let opener = rest.prefix { $0 == "<" || $0 == "/" || $0 == "?" || $0 == "!" }
        html += Escaper.code(String(opener))
        rest = rest.dropFirst(opener.count)
        let name = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" && $0 != "?" }
        html += CodeHighlighter.span(name, "tag")
        rest = rest.dropFirst(name.count)
        while !rest.isEmpty {
            if rest.first == "\"" || rest.first == "'" {
                let quote = rest.first!
                let close = rest.dropFirst().firstIndex(of: quote).map { rest.index(after: $0) } ?? rest.endIndex
                html += CodeHighlighter.span(rest[..<close], "string")
                rest = rest[close...]
            } else if rest.first!.isLetter {
                let attribute = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" || $0 == "_" }
                html += CodeHighlighter.span(attribute, "attribute")
                rest = rest.dropFirst(attribute.count)
            } else {
                html += Escaper.code(String(rest.first!))
                rest = rest.dropFirst()
            }
        }
        return html
    }
}
