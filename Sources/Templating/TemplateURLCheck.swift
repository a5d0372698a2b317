import Diagnostics

/// Checks the literal URLs a template writes into URL attributes (`href`, `src`, `action`, …): each
/// must be http(s), mailto: or a reference without a scheme (`URLSafety`). Only the literal text
/// before the first `{{` of a value is judged; values printed from the view model come from
/// checked content.
enum TemplateURLCheck {
    static let attributes: Set<String> = [
        "href", "src", "action", "formaction", "poster", "cite", "background", "data", "xlink:href", "srcset",
    ]

    /// One `unsafe-url` error per literal URL with a refused scheme, at the value's first character.
    static func problems(in text: String, file: String) -> [Diagnostic] {
        let characters = Array(text)
        var problems: [Diagnostic] = []
        var line = 1
        var column = 1
        var index = 0
        // Line and column of each index are counted as the scan moves forward.
        func advance(to target: Int) {
            while index < target {
                if characters[index].isNewline {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
            }
        }
        var position = 0
        while position < characters.count {
            // An attribute name starts after white space.
            guard characters[position].isWhitespace else {
                position += 1
                continue
            }
            var nameEnd = position + 1
            while nameEnd < characters.count, characters[nameEnd].isLetter || characters[nameEnd] == ":" {
                nameEnd += 1
            }
            let name = String(characters[(position + 1)..<nameEnd]).lowercased()
            guard !name.isEmpty, attributes.contains(name) else {
                position = max(nameEnd, position + 1)
                continue
            }
            var cursor = nameEnd
            while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            guard cursor < characters.count, characters[cursor] == "=" else {
                position = cursor
                continue
            }
            cursor += 1
            while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            guard cursor < characters.count else { break }
            let quote: Character? = characters[cursor] == "\"" || characters[cursor] == "'" ? characters[cursor] : nil
            let valueStart = quote == nil ? cursor : cursor + 1
            var valueEnd = valueStart
            while valueEnd < characters.count {
                let character = characters[valueEnd]
                if let quote, character == quote { break }
                if quote == nil, character.isWhitespace || character == ">" { break }
                if character == "{", valueEnd + 1 < characters.count, characters[valueEnd + 1] == "{" { break }
                valueEnd += 1
            }
            let literal = decodeReferences(String(characters[valueStart..<valueEnd]))
            if let scheme = URLSafety.unsafeScheme(of: literal) {
                advance(to: valueStart)
                problems.append(
                    .error(
                        .unsafeURL, "\(name) URL uses the scheme '\(scheme):', which is not allowed",
                        at: SourceLocation(file: file, line: line, column: column),
                        hint: "use an https:// or mailto: URL, or a path below the site ({{root}}…)"))
            }
            position = max(valueEnd, position + 1)
        }
        return problems
    }

    /// `value` with the character references a browser decodes in an attribute value before it
    /// reads the URL's scheme (numeric ones, `&colon;`, `&Tab;`, `&NewLine;`, `&amp;`).
    static func decodeReferences(_ value: String) -> String {
        guard value.contains("&") else { return value }
        var result = ""
        var rest = Substring(value)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            let body = rest.dropFirst()
            let end = body.firstIndex(of: ";")
            let name = end.map { String(body[..<$0]) } ?? ""
            var decoded: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
            } else {
                switch name.lowercased() {
                case "colon": decoded = ":"
                case "tab": decoded = "\t"
                case "newline": decoded = "\n"
                case "amp": decoded = "&"
                default: decoded = nil
                }
            }
            if let decoded, let end {
                result += decoded
                rest = body[body.index(after: end)...]
            } else {
                result += "&"
                rest = body
            }
        }
        return result + rest
    }
}
