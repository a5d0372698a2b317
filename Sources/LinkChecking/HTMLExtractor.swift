import CGumbo

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one HTML page with gumbo (an HTML5 parser) and keeps only what the checker needs:
/// its ids and its references with line and column. The parse tree is freed before returning,
/// so memory stays flat however many pages are checked.
enum HTMLExtractor {
    /// Which attributes of which elements hold a URL (`srcset` holds several).
    private static func urlAttributes(of tag: GumboTag) -> [String]? {
        switch tag {
        case GUMBO_TAG_A, GUMBO_TAG_AREA, GUMBO_TAG_LINK: return ["href"]
        case GUMBO_TAG_IMG: return ["src", "srcset"]
        case GUMBO_TAG_SOURCE: return ["src", "srcset"]
        case GUMBO_TAG_SCRIPT, GUMBO_TAG_IFRAME, GUMBO_TAG_EMBED, GUMBO_TAG_AUDIO, GUMBO_TAG_TRACK: return ["src"]
        case GUMBO_TAG_VIDEO: return ["src", "poster"]
        case GUMBO_TAG_OBJECT: return ["data"]
        default: return nil
        }
    }

    static func scan(_ bytes: UnsafeRawBufferPointer, file: String, arena: GumboArena? = nil) -> PageScan {
        var scan = PageScan()
        let lines = LineTable(bytes)
        guard let base = bytes.baseAddress, bytes.count > 0 else { return scan }
        if let bad = UTF8Check.firstInvalidOffset(bytes) {
            let (line, column) = lines.position(ofOffset: bad)
            scan.warnings.append(
                LinkProblem(
                    file: file, line: line, column: column, url: "", status: .warning, rule: .invalidUTF8,
                    message: "page is not valid UTF-8 (first bad byte here); links were read as UTF-8"))
        }
        let cBase = base.assumingMemoryBound(to: CChar.self)
        let arena = arena ?? GumboArena()
        var options = arena.options()
        guard let output = gumbo_parse_with_options(&options, cBase, bytes.count) else { return scan }
        // Everything gumbo allocated lives in the arena: dropping it frees the whole tree at once.
        defer { arena.reset() }

        var firstIDLine: [String: Int] = [:]
        func offset(of pointer: UnsafePointer<CChar>?) -> Int? {
            guard let pointer else { return nil }
            let distance = UnsafeRawPointer(pointer) - UnsafeRawPointer(base)
            return (0...bytes.count).contains(distance) ? distance : nil
        }
        /// Offset of the value's first character (after any opening quote and leading whitespace).
        func valueOffset(_ attribute: GumboAttribute) -> Int {
            var position = offset(of: attribute.original_value.data) ?? Int(attribute.value_start.offset)
            let end = position + attribute.original_value.length
            if position < end, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
                position += 1
            }
            while position < end, isSpace(bytes[position]) { position += 1 }
            return position
        }
        func addReference(_ url: String, at byteOffset: Int, css: Bool = false) {
            let (line, column) = lines.position(ofOffset: byteOffset)
            scan.references.append(ExtractedReference(url: url, line: line, column: column, isCSS: css))
        }
        func addID(_ id: String, attribute: GumboAttribute) {
            let (line, column) = lines.position(ofOffset: valueOffset(attribute))
            if let first = firstIDLine[id] {
                scan.warnings.append(
                    LinkProblem(
                        file: file, line: line, column: column, url: "#" + id, status: .warning, rule: .duplicateID,
                        message: "duplicate id '\(id)' (first at line \(first))"))
            } else {
                firstIDLine[id] = line
                scan.ids.insert(id)
            }
        }

        var stack: [UnsafeMutablePointer<GumboNode>] = [output.pointee.root]
        while let node = stack.popLast() {
            switch node.pointee.type {
            case GUMBO_NODE_ELEMENT:
                let element = node.pointee.v.element
                let tag = element.tag
                let wanted = urlAttributes(of: tag)
                let attributes = element.attributes
                var elementIDs: [String] = []
                for index in 0..<Int(attributes.length) {
                    guard let raw = attributes.data[index] else { continue }
                    let attribute = raw.assumingMemoryBound(to: GumboAttribute.self).pointee
                    let name = attribute.name!
                    if strcmp(name, "id") == 0 || (tag == GUMBO_TAG_A && strcmp(name, "name") == 0) {
                        let value = String(cString: attribute.value)
                        if !value.isEmpty && !elementIDs.contains(value) {
                            elementIDs.append(value)
                            addID(value, attribute: attribute)
                        }
                        continue
                    }
                    if strcmp(name, "style") == 0 {
                        let value = String(cString: attribute.value)
                        let start = valueOffset(attribute)
                        for (url, at) in CSSURLScanner.urls(in: value) { addReference(url, at: start + at, css: true) }
                        continue
                    }
                    if tag == GUMBO_TAG_BASE && strcmp(name, "href") == 0 {
                        if scan.baseHref == nil { scan.baseHref = trimmed(String(cString: attribute.value)) }
                        continue
                    }
                    guard let wanted, wanted.contains(where: { strcmp(name, $0) == 0 }) else { continue }
                    let value = String(cString: attribute.value)
                    let start = valueOffset(attribute)
                    if strcmp(name, "srcset") == 0 {
                        let leading = value.utf8.prefix(while: isSpace).count
                        for (url, at) in SrcsetParser.urls(in: value) { addReference(url, at: start + at - leading) }
                    } else {
                        addReference(trimmed(value), at: start)
                    }
                }
                if tag == GUMBO_TAG_META, let refresh = refreshTarget(element) {
                    let start = valueOffset(refresh.attribute)
                    addReference(refresh.url, at: start + refresh.offset)
                }
                if tag == GUMBO_TAG_STYLE {
                    for index in 0..<Int(element.children.length) {
                        guard let child = element.children.data[index]?.assumingMemoryBound(to: GumboNode.self),
                            child.pointee.type == GUMBO_NODE_TEXT,
                            let start = offset(of: child.pointee.v.text.original_text.data)
                        else { continue }
                        let length = child.pointee.v.text.original_text.length
                        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<min(start + length, bytes.count)])
                        for (url, at) in CSSURLScanner.urls(in: text) { addReference(url, at: start + at, css: true) }
                    }
                }
                let children = element.children
                for index in stride(from: Int(children.length) - 1, through: 0, by: -1) {
                    if let child = children.data[index] { stack.append(child.assumingMemoryBound(to: GumboNode.self)) }
                }
            case GUMBO_NODE_DOCUMENT:
                let children = node.pointee.v.document.children
                for index in stride(from: Int(children.length) - 1, through: 0, by: -1) {
                    if let child = children.data[index] { stack.append(child.assumingMemoryBound(to: GumboNode.self)) }
                }
            default:
                // Text, comments and <template> contents (inert until cloned by script) hold no links.
                break
            }
        }
        return scan
    }

    /// `<meta http-equiv="refresh" content="0; url=target">`: the redirect target, with its offset
    /// inside the `content` value.
    private static func refreshTarget(_ element: GumboElement) -> (url: String, offset: Int, attribute: GumboAttribute)? {
        var attributes = element.attributes
        guard let equiv = gumbo_get_attribute(&attributes, "http-equiv"),
            String(cString: equiv.pointee.value).lowercased() == "refresh",
            let content = gumbo_get_attribute(&attributes, "content")
        else { return nil }
        let value = Array(String(cString: content.pointee.value).utf8)
        guard let (url, offset) = refreshURL(in: value) else { return nil }
        let leading = value.prefix(while: isSpace).count
        return (url, offset - leading, content.pointee)
    }

    /// The URL of a refresh `content` value (`5; URL='x.html'`), per the HTML standard's parsing.
    static func refreshURL(in value: [UInt8]) -> (String, Int)? {
        var index = 0
        while index < value.count && (isSpace(value[index]) || (0x30...0x39).contains(value[index]) || value[index] == 0x2E) {
            index += 1
        }
        while index < value.count && (isSpace(value[index]) || value[index] == 0x3B || value[index] == 0x2C) { index += 1 }
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
