#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a page with a byte-level HTML5 tokenizer (the WHATWG states that matter for links: tags,
/// attributes in every quoting form, comments, DOCTYPE, bogus comments, script/raw text/RCDATA
/// elements, `<plaintext>`, character references in attribute values) and a model of the tree
/// builder's open elements (`OpenElements`), without building a tree. It reports what gumbo would
/// for the same page, or declines (returns false) and the page is parsed by gumbo instead:
/// pages with NUL bytes, carriage returns, characters gumbo reads as U+FFFD (controls,
/// noncharacters) or named character references other than `&amp; &lt; &gt; &quot; &apos;` in the
/// attribute values read, a repeated attribute name, a tag cut off by the end of the file, `<!--`
/// inside `<script>`, or markup for which the tree is not the tags in source order.
///
/// Every step is bounded by the token it reads, so a page costs time linear in its size. Elements
/// nested more than `maxDepth` deep are a warning (at the first such start tag).
///
/// In lenient mode (`scanLeniently`) it never declines: it reads the tokens alone, with a rough
/// model of nesting instead of the tree builder's, for the pages gumbo cannot read in bounded time.
struct FastPageScanner {
    /// Open elements (besides `<html>`, `<head>` and `<body>`) beyond which a page gets a warning.
    static let maxDepth = 512
    /// Attributes on one tag beyond which gumbo (whose duplicate check compares every pair) is not used.
    static let maxAttributes = 512

    let bytes: UnsafeRawBufferPointer
    let lenient: Bool
    var position = 0
    private var model = OpenElements()
    private var rough = RoughNesting()
    private var attributes: [ElementAttribute] = []
    /// The names of the current start tag's attributes so far.
    var attributeNames: [Range<Int>] = []
    /// The same names lowercased, once a tag has too many to compare pairwise.
    var attributeNameSet: Set<[UInt8]> = []
    private var warnedDepth = false
    /// Lenient mode: the page exceeds a limit of gumbo's (nesting or attributes), and where first.
    var exceedsLimits: (offset: Int, reason: String)?

    private init(_ bytes: UnsafeRawBufferPointer, lenient: Bool = false) {
        self.bytes = bytes
        self.lenient = lenient
    }

    /// Adds the page's elements to `builder`; false when the page needs gumbo (`builder` is then
    /// partly filled and must be discarded).
    static func scan(_ bytes: UnsafeRawBufferPointer, into builder: inout PageScanBuilder) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        if memchr(base, 0, bytes.count) != nil { return false }
        var scanner = FastPageScanner(bytes)
        return scanner.run(&builder)
    }

    /// Reads the page without declining; returns where and why it exceeds one of gumbo's limits
    /// (nil when gumbo can read it, and `builder` should then be discarded).
    static func scanLeniently(_ bytes: UnsafeRawBufferPointer, into builder: inout PageScanBuilder)
        -> (offset: Int, reason: String)?
    {
        guard !bytes.isEmpty else { return nil }
        var scanner = FastPageScanner(bytes, lenient: true)
        _ = scanner.run(&builder)
        return scanner.exceedsLimits
    }

    private var inTemplate: Bool { lenient && rough.templates > 0 }

    /// The model's (or in lenient mode the rough model's) answer to a start tag at `offset`.
    private mutating func modelStart(_ tag: HTMLTag, at offset: Int, _ builder: inout PageScanBuilder) -> Bool {
        let depth: Int
        if lenient {
            rough.start(tag)
            depth = rough.depth
            if depth > Self.maxDepth && exceedsLimits == nil {
                exceedsLimits = (offset, "elements nested more than \(Self.maxDepth) deep")
            }
        } else {
            guard model.start(tag) else { return false }
            depth = model.depth
        }
        if !lenient && depth > Self.maxDepth && !warnedDepth {
            warnedDepth = true
            builder.addWarning(depthWarning(builder, at: offset))
        }
        return true
    }

    /// The warning for the first start tag nested more than `maxDepth` deep (also gumbo's tree walk's).
    static func depthWarning(file: String, line: Int, column: Int) -> LinkProblem {
        LinkProblem(
            file: file, line: line, column: column, url: "", status: .warning, rule: .parseLimit,
            message: "elements nested more than \(maxDepth) deep (here); browsers may not build this tree as written")
    }

    private func depthWarning(_ builder: PageScanBuilder, at offset: Int) -> LinkProblem {
        let (line, column) = builder.position(ofOffset: offset)
        return Self.depthWarning(file: builder.file, line: line, column: column)
    }

    var count: Int { bytes.count }

    private mutating func run(_ builder: inout PageScanBuilder) -> Bool {
        while position < count {
            let open = find(UInt8(ascii: "<"), from: position) ?? count
            if !lenient && model.caresAboutText && !isWhitespace(position..<open) && !model.text() { return false }
            guard open < count else { return true }
            position = open + 1
            guard position < count else { return lenient || !model.caresAboutText || model.text() }
            let byte = bytes[position]
            let ok: Bool
            switch byte {
            case _ where isLetter(byte):
                ok = startTag(&builder)
            case UInt8(ascii: "/"):
                ok = endTagOpen()
            case UInt8(ascii: "!"):
                ok = markupDeclaration()
            case UInt8(ascii: "?"):
                ok = skipBogusComment()
            default:
                // A lone `<` is text; the byte after it is read again in the data state.
                ok = lenient || !model.caresAboutText || model.text()
            }
            if !ok { return false }
        }
        return true
    }

    // MARK: Tags

    private mutating func startTag(_ builder: inout PageScanBuilder) -> Bool {
        let open = position - 1
        guard let name = tagName() else { return endOfFileInTag() }
        let tag = HTMLTag.named(UnsafeRawBufferPointer(rebasing: bytes[name]))
        attributes.removeAll(keepingCapacity: true)
        attributeNames.removeAll(keepingCapacity: true)
        attributeNameSet.removeAll(keepingCapacity: true)
        // Template contents are inert: the element itself counts, what it holds does not.
        let inert = inTemplate
        guard readAttributes(recording: !inert) else { return endOfFileInTag() }
        guard modelStart(tag, at: open, &builder) else { return false }
        if !attributes.isEmpty && !inert { builder.addElement(tag == .image ? .img : tag, attributes) }
        if tag == .plaintext {
            position = count
            return true
        }
        guard let content = tag.textContent else { return true }
        return readText(of: tag, content, &builder)
    }

    /// A tag cut off by the end of the file: gumbo drops it; the strict mode leaves that to gumbo.
    private mutating func endOfFileInTag() -> Bool {
        position = count
        return lenient
    }

    /// After `</`.
    private mutating func endTagOpen() -> Bool {
        let next = position + 1
        guard next < count else { return lenient || !model.caresAboutText || model.text() }
        if isLetter(bytes[next]) {
            position = next
            guard let name = tagName(), readAttributes(recording: false) else { return endOfFileInTag() }
            let tag = HTMLTag.named(UnsafeRawBufferPointer(rebasing: bytes[name]))
            if lenient {
                rough.end(tag)
                return true
            }
            return model.end(tag)
        }
        if bytes[next] == UInt8(ascii: ">") {
            position = next + 1
            return true
        }
        position = next
        return skipBogusComment()
    }

    /// The tag name starting at `position`; nil when the file ends inside it.
    private mutating func tagName() -> Range<Int>? {
        let start = position
        while position < count {
            let byte = bytes[position]
            if isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { return start..<position }
            position += 1
        }
        return nil
    }

    /// The attributes after a tag name, up to and including `>`; false when the file ends inside
    /// the tag or a value needs gumbo's decoding.
    private mutating func readAttributes(recording: Bool) -> Bool {
        while true {
            skipSpaces()
            guard position < count else { return false }
            var byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return true
            }
            if byte == UInt8(ascii: "/") {
                position += 1
                guard position < count else { return false }
                if bytes[position] == UInt8(ascii: ">") {
                    position += 1
                    return true
                }
                continue
            }
            let nameStart = position
            position += 1
            while position < count {
                byte = bytes[position]
                if isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">")
                {
                    break
                }
                position += 1
            }
            let name = nameStart..<position
            skipSpaces()
            guard position < count else { return false }
            guard bytes[position] == UInt8(ascii: "=") else {
                if recording && !record(name, value: nil) { return false }
                continue
            }
            position += 1
            skipSpaces()
            guard position < count else { return false }
            byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let close = find(byte, from: position + 1) else { return false }
                if recording && !record(name, value: (position + 1..<close, position, close + 1)) { return false }
                position = close + 1
                guard position < count else { return false }
                if isSpace(bytes[position]) { position += 1 }
            } else if byte == UInt8(ascii: ">") {
                if recording && !record(name, value: nil) { return false }
                position += 1
                return true
            } else {
                let start = position
                while position < count && !isSpace(bytes[position]) && bytes[position] != UInt8(ascii: ">") {
                    position += 1
                }
                guard position < count else { return false }
                if recording && !record(name, value: (start..<position, nil, position)) { return false }
            }
        }
    }

    /// Keeps an attribute the checker reads. `value`: its text, where its opening quote is (nil when
    /// unquoted) and where gumbo's original text of it ends. A repeated name declines the page:
    /// gumbo drops the repeat, but without error recording (max_errors 0) it also glues a value-less
    /// repeat's name to the next attribute's.
    private mutating func record(_ name: Range<Int>, value: (text: Range<Int>, quote: Int?, end: Int)?) -> Bool {
        if isRepeated(name) { return lenient }
        guard let kind = AttributeKind.named(UnsafeRawBufferPointer(rebasing: bytes[name])) else { return true }
        guard let value else {
            // gumbo reports a value-less attribute at its name.
            let offset = ElementAttribute.valueOffset(bytes, start: name.lowerBound, length: name.count)
            attributes.append(ElementAttribute(kind: kind, value: "", valueOffset: offset))
            return true
        }
        // gumbo turns CR and CRLF into LF in values (and elsewhere, where they are whitespace anyway).
        let hasCR = find(0x0D, in: value.text)
        if hasCR && !lenient { return false }
        if !lenient && containsReplacedCharacter(in: value.text) { return false }
        guard var decoded = AttributeValueDecoder.decode(bytes, value.text, lenient: lenient) else { return false }
        if lenient {
            if hasCR { decoded.value = decoded.value.replacingCarriageReturns() }
            if decoded.value.utf8.contains(0) { decoded.value = decoded.value.replacingNULs() }
        }
        var start = value.quote ?? decoded.unquotedStart
        // gumbo reads a CRLF as one character at its LF (only reached after a leading reference).
        if start + 1 < count && bytes[start] == 0x0D && bytes[start + 1] == 0x0A { start += 1 }
        let offset = ElementAttribute.valueOffset(bytes, start: start, length: value.end - start)
        attributes.append(ElementAttribute(kind: kind, value: decoded.value, valueOffset: offset))
        return true
    }

    // MARK: Text content, comments, declarations

    /// The content of a script, raw text or RCDATA element, and its end tag.
    private mutating func readText(of tag: HTMLTag, _ content: HTMLTag.TextContent, _ builder: inout PageScanBuilder)
        -> Bool
    {
        let name = tag.name
        let start = position
        var end = count
        var search = start
        while let open = find(UInt8(ascii: "<"), from: search) {
            let after = open + 2 + name.count
            if after < count && bytes[open + 1] == UInt8(ascii: "/")
                && name.elementsEqual(bytes[(open + 2)..<(open + 2 + name.count)].lazy.map(HTMLTag.lowercased))
                && (isSpace(bytes[after]) || bytes[after] == UInt8(ascii: "/") || bytes[after] == UInt8(ascii: ">"))
            {
                end = open
                break
            }
            search = open + 1
        }
        // `<!--` in a script starts the escaped states, where `</script>` may not end it.
        if !lenient && content == .script && contains("<!--", in: start..<end) { return false }
        if tag == .style && end > start && !inTemplate { builder.addStyleText(bytes, start..<end) }
        guard end < count else {
            position = count
            return true
        }
        position = end + 2 + name.count
        return readAttributes(recording: false) || endOfFileInTag()
    }

    /// After `<!`: a comment, a DOCTYPE (up to the first `>`), or a bogus comment.
    private mutating func markupDeclaration() -> Bool {
        let next = position + 1
        if next + 1 < count && bytes[next] == UInt8(ascii: "-") && bytes[next + 1] == UInt8(ascii: "-") {
            position = next + 2
            skipComment()
            return true
        }
        position = next
        return skipBogusComment()
    }

    /// Up to and including the next `>` (a bogus comment, or a DOCTYPE: every DOCTYPE state ends at `>`).
    private mutating func skipBogusComment() -> Bool {
        position = find(UInt8(ascii: ">"), from: position).map { $0 + 1 } ?? count
        return true
    }

    /// The tokenizer's comment states, from after `<!--`.
    private mutating func skipComment() {
        enum State { case start, startDash, comment, endDash, end, endBang }
        var state = State.start
        while position < count {
            if state == .comment {
                guard let dash = find(UInt8(ascii: "-"), from: position) else { break }
                position = dash + 1
                state = .endDash
                continue
            }
            let byte = bytes[position]
            position += 1
            let isDash = byte == UInt8(ascii: "-")
            let isClose = byte == UInt8(ascii: ">")
            switch state {
            case .start, .startDash:
                if isClose { return }
                state = isDash ? (state == .start ? .startDash : .end) : .comment
            case .endDash:
                state = isDash ? .end : .comment
            case .end:
                if isClose { return }
                if byte == UInt8(ascii: "!") {
                    state = .endBang
                } else if !isDash {
                    state = .comment
                }
            case .endBang:
                if isClose { return }
                state = isDash ? .endDash : .comment
            case .comment:
                break
            }
        }
        position = count
    }
}
