/// The attributes the checker reads: ids, references, inline CSS, `<base href>` and meta refresh.
enum AttributeKind: UInt8 {
    case id, name, style, href, src, srcset, poster, data, httpEquiv, content

    /// The kind of an attribute name (ASCII case-insensitive), or nil for the attributes the checker ignores.
    static func named(_ name: UnsafeRawBufferPointer) -> AttributeKind? {
        func equals(_ literal: StaticString) -> Bool {
            literal.utf8CodeUnitCount == name.count
                && UnsafeRawBufferPointer(start: literal.utf8Start, count: name.count).elementsEqual(
                    name.lazy.map(HTMLTag.lowercased))
        }
        switch name.count {
        case 2: return equals("id") ? .id : nil
        case 3: return equals("src") ? .src : nil
        case 4: return equals("href") ? .href : equals("name") ? .name : equals("data") ? .data : nil
        case 5: return equals("style") ? .style : nil
        case 6: return equals("srcset") ? .srcset : equals("poster") ? .poster : nil
        case 7: return equals("content") ? .content : nil
        case 10: return equals("http-equiv") ? .httpEquiv : nil
        default: return nil
        }
    }
}

/// One attribute the checker reads, decoded, with the byte offset where its value is reported.
struct ElementAttribute {
    var kind: AttributeKind
    var value: String
    var valueOffset: Int

    /// Where a value is reported, from the span gumbo records as its original text: after an
    /// opening quote and any leading whitespace (for an attribute without a value, its name).
    static func valueOffset(_ bytes: UnsafeRawBufferPointer, start: Int, length: Int) -> Int {
        var position = start
        let end = start + length
        if position < end, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
            position += 1
        }
        while position < end, HTMLExtractor.isSpace(bytes[position]) { position += 1 }
        return position
    }
}

/// Collects one page's ids, references, `<base href>` and warnings from its elements, visited in
/// document order. Both readers (the fast scanner and gumbo) feed it, so they report alike.
struct PageScanBuilder {
    private(set) var scan = PageScan()
    private var firstIDLine: [String: Int] = [:]
    let file: String
    /// The file's lines (of its bytes as stored, also for a page decoded from a legacy encoding).
    let lines: LineTable
    /// For a page decoded from a legacy encoding: from the decoded page's offsets to the file's.
    let offsets: OffsetMap?

    init(file: String, lines: LineTable, offsets: OffsetMap? = nil) {
        self.file = file
        self.lines = lines
        self.offsets = offsets
    }

    /// The line and column in the file of an offset in the bytes being read.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        lines.position(ofOffset: offsets?.original(offset) ?? offset)
    }

    /// Which attributes of which elements hold a URL (`srcset` holds several).
    private static func holdsURL(_ kind: AttributeKind, in tag: HTMLTag) -> Bool {
        switch tag {
        case .a, .area, .link: return kind == .href
        case .img, .source: return kind == .src || kind == .srcset
        case .script, .iframe, .embed, .audio, .track: return kind == .src
        case .video: return kind == .src || kind == .poster
        case .object: return kind == .data
        default: return false
        }
    }

    /// Attributes whose URL the browser loads as part of the page (an `iframe`'s empty `src` shows
    /// `about:blank`, an `object`'s empty `data` nothing: neither is a failed load).
    private static func loadsResource(_ kind: AttributeKind, in tag: HTMLTag) -> Bool {
        switch tag {
        case .img, .source, .script, .embed, .audio, .track: return kind == .src
        case .video: return kind == .src || kind == .poster
        default: return false
        }
    }

    mutating func addWarning(_ problem: LinkProblem) {
        scan.warnings.append(problem)
    }

    /// One element's attributes (the ones `AttributeKind` names, in source order, duplicates dropped).
    mutating func addElement(_ tag: HTMLTag, _ attributes: [ElementAttribute]) {
        var elementIDs: [String] = []
        for attribute in attributes {
            let value = attribute.value
            if attribute.kind == .id || (tag == .a && attribute.kind == .name) {
                if !value.isEmpty && !elementIDs.contains(value) {
                    elementIDs.append(value)
                    addID(value, at: attribute.valueOffset)
                }
                continue
            }
            if attribute.kind == .style {
                for (url, at) in CSSURLScanner.urls(in: value) {
                    addReference(url, at: attribute.valueOffset + at, css: true)
                }
                continue
            }
            if tag == .base && attribute.kind == .href {
                if scan.baseHref == nil { scan.baseHref = HTMLExtractor.trimmed(value) }
                continue
            }
            guard Self.holdsURL(attribute.kind, in: tag) else { continue }
            if attribute.kind == .srcset {
                let leading = value.utf8.prefix(while: HTMLExtractor.isSpace).count
                for (url, at) in SrcsetParser.urls(in: value) {
                    addReference(url, at: attribute.valueOffset + at - leading)
                }
            } else {
                let url = HTMLExtractor.trimmed(value)
                if url.isEmpty, Self.loadsResource(attribute.kind, in: tag) {
                    // A link with an empty URL names its own page; a resource with one fails to load.
                    let (line, column) = position(ofOffset: attribute.valueOffset)
                    scan.warnings.append(
                        LinkProblem(
                            file: file, line: line, column: column, url: "", status: .broken, rule: .brokenLink,
                            message: "broken link '' (an empty URL loads nothing; give the element a file or remove it)"
                        ))
                    continue
                }
                addReference(url, at: attribute.valueOffset)
            }
        }
        if tag == .meta, let refresh = Self.refreshTarget(attributes) {
            addReference(refresh.url, at: refresh.offset)
        }
    }

    /// The text of a `<style>` element: `range` of the page's bytes.
    mutating func addStyleText(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) {
        let text = UnsafeRawBufferPointer(rebasing: bytes[range])
        for (url, at) in CSSURLScanner.urls(in: text) { addReference(url, at: range.lowerBound + at, css: true) }
    }

    private mutating func addReference(_ url: String, at byteOffset: Int, css: Bool = false) {
        let (line, column) = position(ofOffset: byteOffset)
        scan.references.append(ExtractedReference(url: url, line: line, column: column, isCSS: css))
    }

    private mutating func addID(_ id: String, at byteOffset: Int) {
        let (line, column) = position(ofOffset: byteOffset)
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

    /// `<meta http-equiv="refresh" content="0; url=target">`: the redirect target and its offset.
    private static func refreshTarget(_ attributes: [ElementAttribute]) -> (url: String, offset: Int)? {
        guard let equiv = attributes.first(where: { $0.kind == .httpEquiv }), equiv.value.lowercased() == "refresh",
            let content = attributes.first(where: { $0.kind == .content })
        else { return nil }
        let value = Array(content.value.utf8)
        guard let (url, offset) = HTMLExtractor.refreshURL(in: value) else { return nil }
        let leading = value.prefix(while: HTMLExtractor.isSpace).count
        return (url, content.valueOffset + offset - leading)
    }
}
