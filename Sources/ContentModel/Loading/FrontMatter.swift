import Diagnostics
import Foundation

/// A Markdown file split into its YAML front matter and its body.
struct FrontMatterDocument {
    /// The YAML text between the `---` lines.
    var yaml: String
    /// Lines before the YAML text starts (1: the opening `---`).
    var yamlLineOffset: Int
    var body: MarkdownText

    /// Splits `text`; reports a missing or unterminated block.
    static func split(_ text: String, file: String, context: LoadContext) -> FrontMatterDocument? {
        // On the UTF-8 bytes, lines found with memchr: this runs on every file, and per-Character
        // scanning and trimming showed in the profile. Every byte compared is ASCII, and a line
        // with anything but `---` and trailing spaces or tabs is no fence, on bytes as on Characters.
        enum Found {
            case noOpening, unclosed
            case fence(yaml: Range<Int>?, body: Int?, line: Int)
        }
        var text = text
        let found = text.withUTF8 { bytes -> Found in
            guard let base = bytes.baseAddress else { return .noOpening }
            func isFence(_ start: Int, _ end: Int) -> Bool {
                var end = end
                guard end - start <= 64 else { return false }
                while end > start, base[end - 1] == UInt8(ascii: " ") || base[end - 1] == UInt8(ascii: "\t") {
                    end -= 1
                }
                return end - start == 3 && base[start] == UInt8(ascii: "-") && base[start + 1] == UInt8(ascii: "-")
                    && base[start + 2] == UInt8(ascii: "-")
            }
            var lineStart = 0
            var lineNumber = 0
            var yamlStart = 0
            while true {
                let newline = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
                    .map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) }
                let fence = isFence(lineStart, newline ?? bytes.count)
                if lineNumber == 0 {
                    guard fence else { return .noOpening }
                    yamlStart = newline.map { $0 + 1 } ?? bytes.count
                } else if fence {
                    return .fence(
                        yaml: lineNumber == 1 ? nil : yamlStart..<(lineStart - 1), body: newline.map { $0 + 1 },
                        line: lineNumber)
                }
                guard let newline else { return .unclosed }
                lineStart = newline + 1
                lineNumber += 1
            }
        }
        switch found {
        case .noOpening:
            context.error(
                .frontMatter, "page has no front matter", at: .file(file),
                hint: "start the file with a '---' line, the page's fields in YAML, and another '---' line")
            return nil
        case .unclosed:
            context.error(
                .frontMatter, "front matter is not closed", at: .file(file),
                hint: "add a '---' line after the page's fields")
            return nil
        case .fence(let yaml, let body, let line):
            let utf8 = text.utf8
            func string(_ range: Range<Int>) -> String {
                let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                return String(text[start..<utf8.index(start, offsetBy: range.count)])
            }
            return FrontMatterDocument(
                yaml: yaml.map(string) ?? "", yamlLineOffset: 1,
                body: MarkdownText(
                    body.map { string($0..<utf8.count) } ?? "",
                    origin: SourceLocation(file: file, line: line + 2, column: 1)))
        }
    }

    /// The front matter as a typed mapping, or nil after reporting why not.
    func fields(file: String, context: LoadContext) -> YAMLMap? {
        guard let node = YAMLParsing.parse(yaml, file: file, lineOffset: yamlLineOffset, context: context) else {
            return nil
        }
        return YAMLMap(
            node, file: file, lineOffset: yamlLineOffset,
            // Text is decoded without carriage returns, so the line feed bytes are the line breaks.
            source: YAMLSource(yaml),
            context: context,
            what: "front matter")
    }
}
