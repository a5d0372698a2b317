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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingSpaces() == "---" else {
            context.error(
                .frontMatter, "page has no front matter", at: .file(file),
                hint: "start the file with a '---' line, the page's fields in YAML, and another '---' line")
            return nil
        }
        guard let end = lines.dropFirst().firstIndex(where: { $0.trimmingTrailingSpaces() == "---" }) else {
            context.error(
                .frontMatter, "front matter is not closed", at: .file(file),
                hint: "add a '---' line after the page's fields")
            return nil
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        let body = lines[(end + 1)...].joined(separator: "\n")
        return FrontMatterDocument(
            yaml: yaml, yamlLineOffset: 1,
            body: MarkdownText(body, origin: SourceLocation(file: file, line: end + 2, column: 1)))
    }

    /// The front matter as a typed mapping, or nil after reporting why not.
    func fields(file: String, context: LoadContext) -> YAMLMap? {
        guard let node = YAMLParsing.parse(yaml, file: file, lineOffset: yamlLineOffset, context: context) else {
            return nil
        }
        return YAMLMap(
            node, file: file, lineOffset: yamlLineOffset,
            sourceLines: yaml.split(separator: "\n", omittingEmptySubsequences: false), context: context,
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
