import CCMark
import Diagnostics
import Foundation
import Naming

/// A parsed Markdown text: cmark's tree plus what the generator needs to know about it
/// (headings with their ids, references to resolve, raw HTML, code blocks).
///
/// The document owns the cmark tree and frees it on deinit. `render(links:)` transforms the tree
/// once and returns HTML rendered by cmark in safe mode, so author-written raw HTML never reaches
/// the page, while the generator's own heading anchors and links do.
public final class MarkdownDocument {
    private let root: OpaquePointer
    /// The text's UTF-8 bytes and where each line starts in them (one array, not one per line).
    private let source: [UInt8]
    private let lineStarts: [Int]
    private var rendered = false

    public private(set) var headings: [Heading] = []
    public private(set) var references: [Reference] = []
    public private(set) var rawHTML: [Position] = []
    /// Paragraphs that look like GitHub tables, which CommonMark (and so cmark) does not render.
    public private(set) var pipeTables: [Position] = []
    public private(set) var codeBlocks: [CodeBlock] = []

    /// Node pointers for the references and headings, in the same order (edited in `render`).
    private var referenceNodes: [OpaquePointer] = []
    private var headingNodes: [OpaquePointer] = []
    private var codeBlockNodes: [OpaquePointer] = []
    /// Block quotes that start with `Note:`, `Important:`, `Warning:` or `Tip:`.
    private var callouts: [(node: OpaquePointer, kind: CalloutKind)] = []

    /// Parses `text`. Heading ids are made unique against `reservedIDs` (ids the page template uses).
    public init(parsing text: String, reservedIDs: Set<String> = []) {
        let bytes = Array(text.utf8)
        root = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                cmark_parse_document($0, buffer.count, CMarkOptions.sourcePos | CMarkOptions.smart)
            }
        }
        source = bytes
        lineStarts = MarkdownDocument.lineStarts(bytes)
        collect(reservedIDs: reservedIDs)
    }

    /// Where each line of `bytes` starts: 0, then one past every line feed. Found with `memchr`
    /// (it reads every byte of every text).
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 48 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count,
                let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
            {
                offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                starts.append(offset)
            }
        }
        return starts
    }

    deinit {
        cmark_node_free(root)
    }

    /// One read-only pass over the tree (nodes are collected first; edits happen in `render`).
    /// Everything is gathered in local arrays and stored once: appending to the properties in the
    /// loop would make every append a dynamic exclusivity check.
    private func collect(reservedIDs: Set<String>) {
        var headings: [Heading] = []
        var references: [Reference] = []
        var rawHTML: [Position] = []
        var pipeTables: [Position] = []
        var codeBlocks: [CodeBlock] = []
        var referenceNodes: [OpaquePointer] = []
        var headingNodes: [OpaquePointer] = []
        var codeBlockNodes: [OpaquePointer] = []
        var callouts: [(node: OpaquePointer, kind: CalloutKind)] = []
        defer {
            (self.headings, self.references, self.rawHTML, self.pipeTables, self.codeBlocks) =
                (headings, references, rawHTML, pipeTables, codeBlocks)
            (self.referenceNodes, self.headingNodes, self.codeBlockNodes, self.callouts) =
                (referenceNodes, headingNodes, codeBlockNodes, callouts)
        }
        var slugger = Slugger(reserved: reservedIDs)
        var nodes: [CMarkNode] = []
        let iterator = cmark_iter_new(root)
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) {
                nodes.append(CMarkNode(pointer: node))
            }
        }
        cmark_iter_free(iterator)

        for node in nodes {
            switch node.kind {
            case .heading:
                let text = node.plainText
                let id = slugger.unique(for: text)
                headings.append(
                    Heading(level: node.headingLevel, text: text, id: id, position: position(of: node)))
                headingNodes.append(node.pointer)
            case .code:
                guard let literal = node.literal, !isInsideLink(node) else { continue }
                let (ticks, position) = codeSpanOpening(node)
                let kind: Reference.Kind = ticks == 2 ? .symbol(literal) : .code(literal)
                references.append(Reference(kind: kind, position: position))
                referenceNodes.append(node.pointer)
            case .link:
                let url = node.url ?? ""
                let text = node.plainText
                let isAutolink = text == url || "mailto:" + text == url
                references.append(
                    Reference(
                        kind: .link(url: url, isAutolink: isAutolink), position: linkPosition(node)))
                referenceNodes.append(node.pointer)
            case .image:
                references.append(Reference(kind: .image(url: node.url ?? ""), position: position(of: node)))
                referenceNodes.append(node.pointer)
            case .htmlBlock, .htmlInline:
                rawHTML.append(position(of: node))
            case .paragraph:
                if looksLikePipeTable(startingAt: node.startLine) { pipeTables.append(position(of: node)) }
            case .blockQuote:
                if let kind = CalloutKind.detect(in: node) { callouts.append((node.pointer, kind)) }
            case .codeBlock:
                codeBlockNodes.append(node.pointer)
                let info = node.fenceInfo ?? ""
                let words = info.split(separator: " ").map(String.init)
                codeBlocks.append(
                    CodeBlock(
                        language: words.first ?? "", flags: Array(words.dropFirst()), code: node.literal ?? "",
                        position: position(of: node)))
            default:
                continue
            }
        }
    }

    /// A `| a | b |` line followed by a `| --- |` delimiter line.
    private func looksLikePipeTable(startingAt line: Int) -> Bool {
        guard line >= 1, line < lineStarts.count else { return false }
        // On bytes: this runs for every paragraph. Trimming spaces and tabs is enough, since every
        // other byte of a delimiter row must be `|`, `-`, `:` or a space anyway.
        let second = self.line(line + 1)
        let bar = UInt8(ascii: "|")
        let dash = UInt8(ascii: "-")
        let colon = UInt8(ascii: ":")
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        // Most paragraphs' second line is prose: any other byte rules out a delimiter row at once.
        for byte in second where !(byte == bar || byte == dash || byte == colon || byte == space || byte == tab) {
            return false
        }
        // (The second line is most often empty: test it before scanning the first.)
        guard second.contains(dash), second.contains(bar), self.line(line).contains(bar) else { return false }
        let row = second.drop { $0 == space || $0 == tab }.reversed().drop { $0 == space || $0 == tab }
        return row.allSatisfy { $0 == bar || $0 == dash || $0 == colon || $0 == space }
    }

    /// The bytes of 1-based line `number` (without its line feed); a slice of `source`, so its
    /// indices are offsets in the whole text.
    private func line(_ number: Int) -> ArraySlice<UInt8> {
        let start = lineStarts[number - 1]
        let end = number < lineStarts.count ? lineStarts[number] - 1 : source.count
        return source[start..<end]
    }

    private func isInsideLink(_ node: CMarkNode) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.kind == .link || current.kind == .image { return true }
            parent = current.parent
        }
        return false
    }

    private func position(of node: CMarkNode) -> Position {
        Position(line: max(node.startLine, 1), column: max(node.startColumn, 1))
    }

    /// cmark places a code span at its content; walk back over the backticks (and one space).
    private func codeSpanOpening(_ node: CMarkNode) -> (ticks: Int, position: Position) {
        let line = node.startLine
        var index = node.startColumn - 2  // 0-based index of the byte before the content
        guard line >= 1, line <= lineStarts.count else { return (1, position(of: node)) }
        let bytes = self.line(line)
        let base = bytes.startIndex
        if index >= 0, index < bytes.count, bytes[base + index] == UInt8(ascii: " ") { index -= 1 }
        var ticks = 0
        while index >= 0, index < bytes.count, bytes[base + index] == UInt8(ascii: "`") {
            ticks += 1
            index -= 1
        }
        return (max(ticks, 1), Position(line: line, column: index + 2))
    }

    /// cmark 0.30 misplaces autolinks; their text child is right, one column after the `<`.
    private func linkPosition(_ node: CMarkNode) -> Position {
        if let child = node.firstChild, child.kind == .text, child.literal == node.url {
            return Position(line: max(child.startLine, 1), column: max(child.startColumn - 1, 1))
        }
        return position(of: node)
    }

    /// Applies the resolved links and heading anchors, then renders HTML with cmark (safe mode).
    /// Texts go to cmark through `withCString` (a native string's own bytes; passing a String as a
    /// `char *` copied it into a new array each time).
    /// `links[i]` is the resolution of `references[i]`; nil leaves the reference as written.
    /// `codeHTML[i]`, when given, is the generator's HTML for `codeBlocks[i]` (highlighted code).
    public func render(links: [ResolvedLink?], codeHTML: [String?] = []) -> String {
        precondition(!rendered, "a MarkdownDocument renders once")
        rendered = true
        for (index, pointer) in codeBlockNodes.enumerated() where index < codeHTML.count {
            guard let html = codeHTML[index] else { continue }
            let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
            html.withCString { _ = cmark_node_set_on_enter(block, $0) }
            cmark_node_replace(pointer, block)
            cmark_node_free(pointer)
        }
        for (pointer, kind) in callouts { kind.apply(to: CMarkNode(pointer: pointer)) }
        // Innermost first: a link's new text frees its children, which may be references too (an
        // image inside a link, a link inside an image's description), and they come after it.
        for (index, pointer) in referenceNodes.enumerated().reversed() where index < links.count {
            guard let link = links[index] else { continue }
            apply(link, to: CMarkNode(pointer: pointer))
        }
        for (index, pointer) in headingNodes.enumerated() {
            anchorHeading(CMarkNode(pointer: pointer), heading: headings[index])
        }
        guard let html = cmark_render_html(root, CMarkOptions.smart) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    private func apply(_ link: ResolvedLink, to node: CMarkNode) {
        switch node.kind {
        case .code:
            // Wrap the code span in a link: <a href="…"><code>…</code></a>.
            let anchor = cmark_node_new(CMARK_NODE_LINK)!
            link.href.withCString { _ = cmark_node_set_url(anchor, $0) }
            if let title = link.title { title.withCString { _ = cmark_node_set_title(anchor, $0) } }
            if let text = link.text { text.withCString { _ = cmark_node_set_literal(node.pointer, $0) } }
            cmark_node_replace(node.pointer, anchor)
            cmark_node_append_child(anchor, node.pointer)
        case .link, .image:
            link.href.withCString { _ = cmark_node_set_url(node.pointer, $0) }
            if let title = link.title { title.withCString { _ = cmark_node_set_title(node.pointer, $0) } }
            if let text = link.text {
                for child in node.children {
                    cmark_node_unlink(child.pointer)
                    cmark_node_free(child.pointer)
                }
                let replacement = cmark_node_new(link.textIsCode ? CMARK_NODE_CODE : CMARK_NODE_TEXT)!
                text.withCString { _ = cmark_node_set_literal(replacement, $0) }
                cmark_node_append_child(node.pointer, replacement)
            }
        default:
            break
        }
    }

    /// Replaces a heading by custom nodes printing `<hN id="…">…<a class="anchor">#</a></hN>`.
    private static let headingOpen = Array("<h".utf8), headingID = Array(" id=\"".utf8)
    private static let headingIDEnd = Array("\">".utf8)
    private static let anchorOpen = Array(" <a class=\"heading-anchor\" href=\"#".utf8)
    private static let anchorEnd = Array("\" aria-label=\"Link to this section\">#</a></h".utf8)
    private static let headingEnd = Array(">".utf8)

    /// `parts` joined and NUL-terminated, for cmark's C strings.
    private static func cString(_ parts: [UInt8]...) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(1) { $0 + $1.count })
        for part in parts { bytes += part }
        bytes.append(0)
        return bytes
    }

    private func anchorHeading(_ node: CMarkNode, heading: Heading) {
        let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)!
        // The tags as NUL-terminated bytes, built without string interpolation.
        let level = Array(String(heading.level).utf8)
        let id = Array(Escaper.html(heading.id).utf8)
        let enter = MarkdownDocument.cString(
            MarkdownDocument.headingOpen, level, MarkdownDocument.headingID, id,
            MarkdownDocument.headingIDEnd)
        let exit = MarkdownDocument.cString(
            MarkdownDocument.anchorOpen, id, MarkdownDocument.anchorEnd, level,
            MarkdownDocument.headingEnd)
        enter.withUnsafeBytes {
            _ = cmark_node_set_on_enter(inline, $0.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        exit.withUnsafeBytes { _ = cmark_node_set_on_exit(inline, $0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
        while let child = cmark_node_first_child(node.pointer) {
            cmark_node_unlink(child)
            cmark_node_append_child(inline, child)
        }
        cmark_node_append_child(block, inline)
        cmark_node_replace(node.pointer, block)
        cmark_node_free(node.pointer)
    }
}

/// DocC-style asides: a block quote whose text starts with `Note:`, `Important:`, `Warning:` or
/// `Tip:` renders as a labelled callout box.
enum CalloutKind: String, CaseIterable {
    case note = "Note"
    case important = "Important"
    case warning = "Warning"
    case tip = "Tip"

    static func detect(in quote: CMarkNode) -> CalloutKind? {
        guard let paragraph = quote.firstChild, paragraph.kind == .paragraph,
            let text = paragraph.firstChild, text.kind == .text, let literal = text.literal
        else { return nil }
        return allCases.first { literal.hasPrefix($0.rawValue + ":") }
    }

    /// Strips the `Note:` label and wraps the quote's content in `<div class="callout note">`.
    func apply(to quote: CMarkNode) {
        guard let paragraph = quote.firstChild, let text = paragraph.firstChild, let literal = text.literal else {
            return
        }
        var rest = literal.dropFirst(rawValue.count + 1)
        while rest.first == " " { rest.removeFirst() }
        if rest.isEmpty {
            cmark_node_unlink(text.pointer)
            cmark_node_free(text.pointer)
            // A following soft break would start the paragraph with a space.
            if let next = paragraph.firstChild, next.kind == .softBreak {
                cmark_node_unlink(next.pointer)
                cmark_node_free(next.pointer)
            }
        } else {
            cmark_node_set_literal(text.pointer, String(rest))
        }
        let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        let name = rawValue.lowercased()
        cmark_node_set_on_enter(
            block,
            "<div class=\"callout \(name)\" role=\"note\" aria-label=\"\(rawValue)\">\n<p class=\"callout-title\">\(rawValue)</p>"
        )
        cmark_node_set_on_exit(block, "</div>")
        while let child = cmark_node_first_child(quote.pointer) {
            cmark_node_unlink(child)
            cmark_node_append_child(block, child)
        }
        cmark_node_replace(quote.pointer, block)
        cmark_node_free(quote.pointer)
    }
}
