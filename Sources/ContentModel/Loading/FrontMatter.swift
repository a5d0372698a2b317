import Diagnostics
import Yams

/// A Markdown file split into its YAML front matter and its body.
struct FrontMatterDocument {
    /// The YAML text between the `---` lines.
    var yaml: String
    /// Lines before the YAML text starts (1: the opening `---`).
    var yamlLineOffset: Int
    var body: MarkdownText

    /// Splits `text`; reports a missing or unterminated block.
    static func split(_ text: String, file: String, context: LoadContext) -> FrontMatterDocument? {
        // Lines are found on UTF-8 bytes: splitting a long body into Characters was a large share
        // of loading time.
        let utf8 = text.utf8
        var lineStart = text.startIndex
        var lineNumber = 0
        var yamlStart = text.startIndex
        while true {
            let newline = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
            let line = text[lineStart..<(newline ?? text.endIndex)]
            let isFence = line.utf8.count <= 64 && line.trimmingTrailingSpaces() == "---"
            if lineNumber == 0 {
                guard isFence else {
                    context.error(
                        .frontMatter, "page has no front matter", at: .file(file),
                        hint: "start the file with a '---' line, the page's fields in YAML, and another '---' line")
                    return nil
                }
                yamlStart = newline.map { utf8.index(after: $0) } ?? text.endIndex
            } else if isFence {
                let yaml = lineNumber == 1 ? "" : String(text[yamlStart..<utf8.index(before: lineStart)])
                let body = newline.map { String(text[utf8.index(after: $0)...]) } ?? ""
                return FrontMatterDocument(
                    yaml: yaml, yamlLineOffset: 1,
                    body: MarkdownText(body, origin: SourceLocation(file: file, line: lineNumber + 2, column: 1)))
            }
            guard let newline else {
                context.error(
                    .frontMatter, "front matter is not closed", at: .file(file),
                    hint: "add a '---' line after the page's fields")
                return nil
            }
            lineStart = utf8.index(after: newline)
            lineNumber += 1
        }
    }

    /// The front matter as a typed mapping, or nil after reporting why not.
    func fields(file: String, context: LoadContext) -> YAMLMap? {
        guard let node = YAMLParsing.parse(yaml, file: file, lineOffset: yamlLineOffset, context: context) else {
            return nil
        }
        return YAMLMap(
            node, file: file, lineOffset: yamlLineOffset,
            // Text is decoded without carriage returns, so the line feed bytes are the line breaks
            // (split on bytes: on Characters this was 2.5 % of a build).
            sourceLines: Substring(yaml).utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { Substring($0) },
            context: context,
            what: "front matter")
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var s = self
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return s
    }
}
