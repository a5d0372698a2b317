import CGumbo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one HTML page and keeps only what the checker needs: its ids and its references with
/// line and column. Most pages are read by `FastPageScanner` (a tokenizer, no tree); the others by
/// gumbo (a full HTML5 parser), whose tree is freed before returning, so memory stays flat however
/// many pages are checked. Both report through `PageScanBuilder`. Without the fast scanner
/// (`fastScanner` false) a page takes the path of a page it declines: gumbo, unless the page is
/// beyond gumbo's limits.
enum HTMLExtractor {
    static func scan(
        _ bytes: UnsafeRawBufferPointer, file: String, arena: GumboArena? = nil, fastScanner: Bool = true
    ) -> PageScan {
        // A page in a legacy encoding is read as a browser reads it: decoded first.
        if let encoding = PageEncoding.legacy(of: bytes) {
            let (utf8, offsets) = encoding.decode(bytes)
            return utf8.withUnsafeBytes { decoded in
                scan(
                    decoded, builder: PageScanBuilder(file: file, lines: LineTable(bytes), offsets: offsets),
                    arena: arena, fastScanner: fastScanner)
            }
        }
        return scan(
            bytes, builder: PageScanBuilder(file: file, lines: LineTable(bytes)), arena: arena, fastScanner: fastScanner
        )
    }

    private static func scan(
        _ bytes: UnsafeRawBufferPointer, builder: PageScanBuilder, arena: GumboArena?, fastScanner: Bool
    ) -> PageScan {
        var builder = builder
        let file = builder.file
        guard bytes.count > 0 else { return builder.scan }
        if let bad = UTF8Check.firstInvalidOffset(bytes) {
            builder.addWarning(invalidUTF8(file: file, at: bad, builder: builder))
        } else if fastScanner {
            var fast = builder
            if FastPageScanner.scan(bytes, into: &fast) { return fast.scan }
        }
        // gumbo's scope searches walk its whole stack of open elements (and its duplicate-attribute
        // check every pair): a page beyond those limits is read by the tokenizer alone.
        var lenient = builder
        if let (offset, reason) = FastPageScanner.scanLeniently(bytes, into: &lenient) {
            let (line, column) = builder.position(ofOffset: offset)
            lenient.addWarning(
                LinkProblem(
                    file: file, line: line, column: column, url: "", status: .warning, rule: .parseLimit,
                    message: "\(reason) (here); the page was read without building its tree"))
            return lenient.scan
        }
        scanWithGumbo(bytes, arena: arena ?? GumboArena(), into: &builder)
        return builder.scan
    }

    private static func invalidUTF8(file: String, at offset: Int, builder: PageScanBuilder) -> LinkProblem {
        let (line, column) = builder.position(ofOffset: offset)
        return LinkProblem(
            file: file, line: line, column: column, url: "", status: .warning, rule: .invalidUTF8,
            message: "page is not valid UTF-8 (first bad byte here); links were read as UTF-8")
    }

    /// Parses the page with gumbo and visits its tree in document order (also the oracle of the
    /// fast scanner's tests).
    static func scanWithGumbo(_ bytes: UnsafeRawBufferPointer, arena: GumboArena, into builder: inout PageScanBuilder) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        var options = arena.options()
        guard let output = gumbo_parse_with_options(&options, base.assumingMemoryBound(to: CChar.self), bytes.count)
        else { return }
        // Everything gumbo allocated lives in the arena: dropping it frees the whole tree at once.
        defer { arena.reset() }

        func offset(of pointer: UnsafePointer<CChar>?) -> Int? {
            guard let pointer else { return nil }
            let distance = UnsafeRawPointer(pointer) - base
            return (0...bytes.count).contains(distance) ? distance : nil
        }
        // Each node with its depth: the open elements it is in (as `OpenElements` counts them).
        var stack: [(UnsafeMutablePointer<GumboNode>, Int)] = [(output.pointee.root, 0)]
        var warnedDepth = false
        while let (node, parentDepth) = stack.popLast() {
            let children: GumboVector
            var depth = parentDepth
            switch node.pointee.type {
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                let element = node.pointee.v.element
                let tag = htmlTag(element.tag)
                if countsForDepth(element.tag) {
                    depth += 1
                    if depth > FastPageScanner.maxDepth && !warnedDepth {
                        warnedDepth = true
                        let at = offset(of: element.original_tag.data) ?? Int(element.start_pos.offset)
                        let (line, column) = builder.position(ofOffset: at)
                        builder.addWarning(FastPageScanner.depthWarning(file: builder.file, line: line, column: column))
                    }
                }
                var attributes: [ElementAttribute] = []
                for index in 0..<Int(element.attributes.length) {
                    guard let raw = element.attributes.data[index] else { continue }
                    let attribute = raw.assumingMemoryBound(to: GumboAttribute.self).pointee
                    let name = UnsafeRawBufferPointer(start: attribute.name, count: strlen(attribute.name))
                    guard let kind = AttributeKind.named(name) else { continue }
                    let start = offset(of: attribute.original_value.data) ?? Int(attribute.value_start.offset)
                    attributes.append(
                        ElementAttribute(
                            kind: kind, value: String(cString: attribute.value),
                            valueOffset: ElementAttribute.valueOffset(
                                bytes, start: start, length: attribute.original_value.length)))
                }
                if !attributes.isEmpty { builder.addElement(tag, attributes) }
                if tag == .style {
                    for index in 0..<Int(element.children.length) {
                        guard let child = element.children.data[index]?.assumingMemoryBound(to: GumboNode.self),
                            child.pointee.type == GUMBO_NODE_TEXT,
                            let start = offset(of: child.pointee.v.text.original_text.data)
                        else { continue }
                        let end = min(start + child.pointee.v.text.original_text.length, bytes.count)
                        builder.addStyleText(bytes, start..<end)
                    }
                }
                // <template> contents are inert (until cloned by script); the element itself is not.
                if node.pointee.type == GUMBO_NODE_TEMPLATE { continue }
                children = element.children
            case GUMBO_NODE_DOCUMENT:
                children = node.pointee.v.document.children
            default:
                // Text and comments hold no links.
                continue
            }
            for index in stride(from: Int(children.length) - 1, through: 0, by: -1) {
                if let child = children.data[index] {
                    stack.append((child.assumingMemoryBound(to: GumboNode.self), depth))
                }
            }
        }
    }

    /// Whether an element is one `OpenElements` keeps on its stack (not `<html>`, `<head>`, `<body>`,
    /// void elements or those holding only text).
    private static func countsForDepth(_ gumboTag: GumboTag) -> Bool {
        guard let name = gumbo_normalized_tagname(gumboTag) else { return true }
        let tag = HTMLTag.named(UnsafeRawBufferPointer(start: name, count: strlen(name)))
        switch tag {
        case .html, .head, .body, .plaintext: return false
        default: return !tag.isVoid && tag.textContent == nil
        }
    }

    /// The elements whose attributes hold references; the checker treats every other one alike.
    private static func htmlTag(_ tag: GumboTag) -> HTMLTag {
        switch tag {
        case GUMBO_TAG_A: return .a
        case GUMBO_TAG_AREA: return .area
        case GUMBO_TAG_LINK: return .link
        case GUMBO_TAG_IMG: return .img
        case GUMBO_TAG_SOURCE: return .source
        case GUMBO_TAG_SCRIPT: return .script
        case GUMBO_TAG_IFRAME: return .iframe
        case GUMBO_TAG_EMBED: return .embed
        case GUMBO_TAG_AUDIO: return .audio
        case GUMBO_TAG_TRACK: return .track
        case GUMBO_TAG_VIDEO: return .video
        case GUMBO_TAG_OBJECT: return .object
        case GUMBO_TAG_BASE: return .base
        case GUMBO_TAG_META: return .meta
        case GUMBO_TAG_STYLE: return .style
        default: return .unknown
        }
    }

    /// The URL of a refresh `content` value (`5; URL='x.html'`), per the HTML standard's parsing.
    static func refreshURL(in value: [UInt8]) -> (String, Int)? {
        var index = 0
        while index < value.count
            && (isSpace(value[index]) || (0x30...0x39).contains(value[index]) || value[index] == 0x2E)
        {
            index += 1
        }
        while index < value.count && (isSpace(value[index]) || value[index] == 0x3B || value[index] == 0x2C) {
            index += 1
        }
        guard index < value.count else { return nil }
        if index + 3 <= value.count, String(decoding: value[index..<index + 3], as: UTF8.self).lowercased() == "url" {
            var after = index + 3
            while after < value.count && isSpace(value[after]) { after += 1 }
            if after < value.count && value[after] == 0x3D {
                after += 1
                while after < value.count && isSpace(value[after]) { after += 1 }
                index = after
            }
        }
        var end = value.count
        if index < value.count && (value[index] == 0x22 || value[index] == 0x27) {
            let quote = value[index]
            index += 1
            end = value[index...].firstIndex(of: quote) ?? value.count
        }
        while end > index && isSpace(value[end - 1]) { end -= 1 }
        guard end > index else { return nil }
        return (String(decoding: value[index..<end], as: UTF8.self), index)
    }

    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Browsers strip leading and trailing ASCII whitespace from URLs.
    static func trimmed(_ value: String) -> String {
        let utf8 = value.utf8
        guard let firstByte = utf8.first, let lastByte = utf8.last else { return value }
        if !isSpace(firstByte) && !isSpace(lastByte) { return value }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = utf8.lastIndex(where: { !isSpace($0) })!
        return String(value[first...last])
    }
}
