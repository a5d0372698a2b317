import CodeHighlighting
import Markup
import Naming

/// A Markdown text as a page's body: parsed by cmark with source positions, its headings,
/// references, raw HTML and code blocks collected, each code block highlighted and each Swift
/// sample syntax-checked (within `SwiftSourceBudget`), then rendered with every reference resolved.
enum MarkdownTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        let text = String(decoding: input, as: UTF8.self)
        let document = MarkdownDocument(parsing: text, reservedIDs: ReservedIDs.sections)
        let samples = SampleCache(tracksUse: false)
        let html = document.codeBlocks.map { block -> String? in
            if block.language == "swift" && !block.flags.contains("fragment") {
                _ = samples.swiftErrors(in: block.code)
            }
            return samples.block(block.code, language: block.language)
        }
        let links = document.references.enumerated().map { number, _ in
            ResolvedLink(
                href: "page\(number).html#x", title: "t", text: number % 2 == 0 ? "text" : nil,
                textIsCode: number % 3 == 0)
        }
        _ = document.render(links: links, codeHTML: html)
    }
}
