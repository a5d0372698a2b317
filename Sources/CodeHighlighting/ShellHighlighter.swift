/// Comments, strings, the command word, options and variables of shell snippets.
enum ShellHighlighter {
    static func highlight(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map(line).joined(separator: "\n")
    }

    static func line(_ text: Substring) -> String {
        var html = ""
        var rest = text
        var expectCommand = true
        while !rest.isEmpty {
            let character = rest.first!
            if character == "#" && (html.isEmpty || html.last == " ") {
                html += CodeHighlighter.span(rest, "comment")
                break
            } else if character == "\"" || character == "'" {
                let close = rest.dropFirst().firstIndex(of: character).map { rest.index(after: $0) } ?? rest.endIndex
                html += CodeHighlighter.span(rest[..<close], "string")
                rest = rest[close...]
                expectCommand = false
            } else if character.isWhitespace {
                html.append(character)
                rest = rest.dropFirst()
            } else if "|;&".contains(character) {
                html += CodeHighlighter.escape(String(character))
                rest = rest.dropFirst()
                expectCommand = true
            } else {
                let word = rest.prefix { !$0.isWhitespace && !"|;&\"'".contains($0) }
                let kind: String?
                if word.hasPrefix("$") {
                    kind = "variable"
                } else if word.hasPrefix("-") {
                    kind = "label"
                } else if expectCommand && word != "$" {
                    kind = "keyword"
                } else {
                    kind = nil
                }
                html += CodeHighlighter.span(word, kind)
                rest = rest.dropFirst(word.count)
                expectCommand = word == "sudo" || word == "$"
            }
        }
        return html
    }
}
