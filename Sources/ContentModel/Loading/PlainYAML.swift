import Yams

/// Composes the plain YAML that front matter is almost always written in — block mappings of
/// simple keys; values that are one-line plain, single- or double-quoted scalars, one-line flow
/// sequences or flow mappings of such scalars (`{introduced: "27.0", beta: true}`), nested block
/// mappings, or block sequences of such scalars — into exactly the tree `Yams.compose(yaml:, .basic, …)`
/// gives (same strings, styles and marks, as `YAMLNode`s), without libyaml's event machinery, which
/// was the largest part of loading a large site.
///
/// Anything else — comments, block scalars (`|`, `>`), multi-line scalars, empty values, anchors,
/// tags, escapes other than `\"` `\\` `\n` `\t`, tabs, carriage returns, duplicate keys, keys over
/// 1,000 bytes, mappings nested more than 16 deep, line breaks YAML 1.1 knows beyond `\n`, any doubt — returns nil, and the caller
/// composes the text with Yams, which also reports every error. So this never decides what is valid;
/// it only takes the common, unambiguous case faster. `PlainYAMLTests` compares both on real content
/// and on generated documents full of near misses.
enum PlainYAML {
    static func compose(_ text: String) -> YAMLNode? {
        var text = text
        return text.withUTF8 { bytes -> YAMLNode? in
            guard bytes.count > 0, acceptsEveryCharacter(bytes) else { return nil }
            var reader = Reader(bytes: bytes)
            reader.skipBlankLines()
            guard reader.line < reader.lines.count, let indent = reader.indent(of: reader.line),
                let root = reader.mapping(indent: indent)
            else { return nil }
            reader.skipBlankLines()
            return reader.line == reader.lines.count ? root : nil
        }
    }

    /// No tab, carriage return or other control character but `\n`, and no character YAML 1.1
    /// treats as a line break or libyaml refuses (C1 controls, U+2028, U+2029, U+FEFF, U+FFFE/F).
    static func acceptsEveryCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return false }
                offset += 1
                continue
            }
            // The text is valid UTF-8 (a String): only the lead byte's sequence needs a look.
            if byte == 0xC2, offset + 1 < bytes.count, bytes[offset + 1] < 0xA0 { return false }  // U+0080–U+009F
            if byte == 0xE2, offset + 2 < bytes.count, bytes[offset + 1] == 0x80,
                bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9
            {
                return false  // U+2028, U+2029
            }
            if byte == 0xEF, offset + 2 < bytes.count,
                (bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF)
                    || (bytes[offset + 1] == 0xBF && bytes[offset + 2] >= 0xBE)
            {
                return false  // U+FEFF, U+FFFE, U+FFFF
            }
            offset += 1
        }
        return true
    }

    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Each line's byte range, without its `\n`.
        let lines: [Range<Int>]
        /// The line being read (0-based).
        var line = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            var lines: [Range<Int>] = []
            var start = 0
            for offset in 0..<bytes.count where bytes[offset] == 0x0A {
                lines.append(start..<offset)
                start = offset + 1
            }
            if start < bytes.count { lines.append(start..<bytes.count) }
            self.lines = lines
        }

        /// Leading spaces of line `number`; nil when the line is blank.
        func indent(of number: Int) -> Int? {
            let range = lines[number]
            var offset = range.lowerBound
            while offset < range.upperBound, bytes[offset] == 0x20 { offset += 1 }
            return offset == range.upperBound ? nil : offset - range.lowerBound
        }

        mutating func skipBlankLines() {
            while line < lines.count, indent(of: line) == nil { line += 1 }
        }

        /// The indentation of the next non-blank line (nil at the end), without moving.
        func nextIndent() -> Int? {
            var number = line
            while number < lines.count {
                if let indent = indent(of: number) { return indent }
                number += 1
            }
            return nil
        }

        /// Column (1-based, in Unicode scalars as libyaml counts) of byte `offset` on line `number`.
        func column(of offset: Int, line number: Int) -> Int {
            var column = 1
            for position in lines[number].lowerBound..<offset where bytes[position] & 0xC0 != 0x80 { column += 1 }
            return column
        }

        func mark(_ offset: Int) -> YAMLNode.Mark {
            YAMLNode.Mark(line: line + 1, column: column(of: offset, line: line))
        }

        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        static func scalar(_ string: String, _ style: Node.Scalar.Style, _ mark: YAMLNode.Mark) -> YAMLNode {
            .scalar(YAMLNode.Scalar(string: string, style: style, mark: mark))
        }

        /// Mappings nested deeper than this are left to Yams, which enforces `YAMLLimits.maximumDepth`
        /// with a located error (each level is a recursive call here).
        static let maximumDepth = 16

        /// A block mapping whose keys are indented `indent` spaces, from the current line, `depth`
        /// mappings deep (1: the root).
        mutating func mapping(indent: Int, depth: Int = 1) -> YAMLNode? {
            guard depth <= Self.maximumDepth else { return nil }
            var pairs: [YAMLNode.Mapping.Pair] = []
            // The keys so far, searched in order while there are few (a front matter's mappings have
            // a handful, and a set insert per key showed in the profile), in a set beyond that.
            var keys: [String] = []
            var keySet: Set<String>?
            var mappingMark: YAMLNode.Mark?
            while true {
                skipBlankLines()
                guard line < lines.count, let lineIndent = self.indent(of: line), lineIndent >= indent else { break }
                guard lineIndent == indent else { return nil }
                let range = lines[line]
                let keyStart = range.lowerBound + indent
                var keyEnd = keyStart
                guard Self.isKeyStart(bytes[keyStart]) else { return nil }
                while keyEnd < range.upperBound, Self.isKeyByte(bytes[keyEnd]) { keyEnd += 1 }
                // libyaml allows a simple key 1,024 characters at most.
                guard keyEnd - keyStart <= 1000 else { return nil }
                guard keyEnd < range.upperBound, bytes[keyEnd] == UInt8(ascii: ":"),
                    keyEnd + 1 == range.upperBound || bytes[keyEnd + 1] == 0x20
                else { return nil }
                let key = string(keyStart..<keyEnd)
                // Yams reports duplicates.
                if keySet != nil {
                    guard keySet!.insert(key).inserted else { return nil }
                } else {
                    guard !keys.contains(key) else { return nil }
                    keys.append(key)
                    if keys.count > 16 { keySet = Set(keys) }
                }
                let keyMark = mark(keyStart)
                if mappingMark == nil { mappingMark = keyMark }
                var valueStart = keyEnd + 1
                while valueStart < range.upperBound, bytes[valueStart] == 0x20 { valueStart += 1 }
                let value: YAMLNode
                if valueStart == range.upperBound {
                    // The value is on the following lines: a nested mapping or a block sequence.
                    line += 1
                    skipBlankLines()
                    guard line < lines.count, let nested = self.indent(of: line) else { return nil }
                    let first = lines[line].lowerBound + nested
                    if bytes[first] == UInt8(ascii: "-"), nested >= indent {
                        guard let sequence = blockSequence(indent: nested) else { return nil }
                        value = sequence
                    } else if nested > indent {
                        guard let mapping = mapping(indent: nested, depth: depth + 1) else { return nil }
                        value = mapping
                    } else {
                        return nil  // an empty value
                    }
                } else {
                    guard let inline = inlineValue(at: valueStart) else { return nil }
                    value = inline
                    line += 1
                    // A more indented line after a one-line value continues it (or is an error).
                    if let next = nextIndent(), next > indent { return nil }
                }
                pairs.append(.init(key: Self.scalar(key, .plain, keyMark), value: value))
            }
            guard let mappingMark, !pairs.isEmpty else { return nil }
            return .mapping(YAMLNode.Mapping(pairs: pairs, mark: mappingMark))
        }

        /// `- value` lines at `indent`, each value a one-line scalar or flow sequence.
        mutating func blockSequence(indent: Int) -> YAMLNode? {
            var items: [YAMLNode] = []
            var sequenceMark: YAMLNode.Mark?
            while true {
                skipBlankLines()
                guard line < lines.count, let lineIndent = self.indent(of: line), lineIndent >= indent else { break }
                guard lineIndent == indent else { return nil }
                let range = lines[line]
                let dash = range.lowerBound + indent
                guard bytes[dash] == UInt8(ascii: "-") else { break }
                guard dash + 1 < range.upperBound, bytes[dash + 1] == 0x20 else { return nil }
                if sequenceMark == nil { sequenceMark = mark(dash) }
                var valueStart = dash + 1
                while valueStart < range.upperBound, bytes[valueStart] == 0x20 { valueStart += 1 }
                guard valueStart < range.upperBound, let item = inlineValue(at: valueStart) else { return nil }
                items.append(item)
                line += 1
                if let next = nextIndent(), next > indent { return nil }
            }
            guard let sequenceMark else { return nil }
            return .sequence(items, mark: sequenceMark)
        }

        /// A value that ends the current line: nothing but spaces may follow it.
        func inlineValue(at start: Int) -> YAMLNode? {
            let end = lines[line].upperBound
            guard let (node, after) = value(at: start, end: end, flow: false) else { return nil }
            var rest = after
            while rest < end, bytes[rest] == 0x20 { rest += 1 }
            return rest == end ? node : nil
        }

        /// A scalar or flow sequence starting at `start`; returns it and the offset after it.
        func value(at start: Int, end: Int, flow: Bool) -> (YAMLNode, Int)? {
            switch bytes[start] {
            case UInt8(ascii: "\""): return doubleQuoted(at: start, end: end)
            case UInt8(ascii: "'"): return singleQuoted(at: start, end: end)
            case UInt8(ascii: "["): return flow ? nil : flowSequence(at: start, end: end)
            case UInt8(ascii: "{"): return flow ? nil : flowMapping(at: start, end: end)
            default: return plain(at: start, end: end, flow: flow)
            }
        }

        func doubleQuoted(at start: Int, end: Int) -> (YAMLNode, Int)? {
            var text: [UInt8] = []
            var offset = start + 1
            var runStart = offset
            while offset < end {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    text += UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
                    let string = String(decoding: text, as: UTF8.self)
                    return (Self.scalar(string, .doubleQuoted, mark(start)), offset + 1)
                }
                if byte == UInt8(ascii: "\\") {
                    guard offset + 1 < end else { return nil }
                    text += UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
                    switch bytes[offset + 1] {
                    case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
                    case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    default: return nil
                    }
                    offset += 2
                    runStart = offset
                    continue
                }
                offset += 1
            }
            return nil  // not closed on this line
        }

        func singleQuoted(at start: Int, end: Int) -> (YAMLNode, Int)? {
            var text: [UInt8] = []
            var offset = start + 1
            var runStart = offset
            while offset < end {
                if bytes[offset] == UInt8(ascii: "'") {
                    text += UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
                    if offset + 1 < end, bytes[offset + 1] == UInt8(ascii: "'") {
                        text.append(UInt8(ascii: "'"))
                        offset += 2
                        runStart = offset
                        continue
                    }
                    return (Self.scalar(String(decoding: text, as: UTF8.self), .singleQuoted, mark(start)), offset + 1)
                }
                offset += 1
            }
            return nil
        }

        /// `[a, "b", 'c']` on one line (an empty `[]` too); items are scalars. (A `}` ends a plain item:
        /// after one, only `,` or `]` may follow, so a stray `}` is left to Yams.)
        func flowSequence(at start: Int, end: Int) -> (YAMLNode, Int)? {
            var items: [YAMLNode] = []
            var offset = start + 1
            func skipSpaces() { while offset < end, bytes[offset] == 0x20 { offset += 1 } }
            skipSpaces()
            if offset < end, bytes[offset] == UInt8(ascii: "]") {
                return (.sequence([], mark: mark(start)), offset + 1)
            }
            while offset < end {
                guard let (item, after) = value(at: offset, end: end, flow: true) else { return nil }
                items.append(item)
                offset = after
                skipSpaces()
                guard offset < end else { return nil }
                if bytes[offset] == UInt8(ascii: "]") {
                    return (.sequence(items, mark: mark(start)), offset + 1)
                }
                guard bytes[offset] == UInt8(ascii: ",") else { return nil }
                offset += 1
                skipSpaces()
                // A trailing comma, or a comma at the end of the line: leave it to Yams.
                guard offset < end, bytes[offset] != UInt8(ascii: "]") else { return nil }
            }
            return nil
        }

        /// `{key: value, key: "value"}` on one line (an empty `{}` too); keys are simple, values scalars.
        func flowMapping(at start: Int, end: Int) -> (YAMLNode, Int)? {
            var pairs: [YAMLNode.Mapping.Pair] = []
            var keys = Set<String>()
            var offset = start + 1
            func skipSpaces() { while offset < end, bytes[offset] == 0x20 { offset += 1 } }
            func mapping() -> YAMLNode { .mapping(YAMLNode.Mapping(pairs: pairs, mark: mark(start))) }
            skipSpaces()
            if offset < end, bytes[offset] == UInt8(ascii: "}") { return (mapping(), offset + 1) }
            while offset < end {
                let keyStart = offset
                guard Self.isKeyStart(bytes[offset]) else { return nil }
                while offset < end, Self.isKeyByte(bytes[offset]) { offset += 1 }
                guard offset + 1 < end, bytes[offset] == UInt8(ascii: ":"), bytes[offset + 1] == 0x20 else {
                    return nil
                }
                let key = string(keyStart..<offset)
                guard keys.insert(key).inserted else { return nil }
                let keyNode = Self.scalar(key, .plain, mark(keyStart))
                offset += 1
                skipSpaces()
                guard offset < end, let (value, after) = value(at: offset, end: end, flow: true) else { return nil }
                pairs.append(.init(key: keyNode, value: value))
                offset = after
                skipSpaces()
                guard offset < end else { return nil }
                if bytes[offset] == UInt8(ascii: "}") { return (mapping(), offset + 1) }
                guard bytes[offset] == UInt8(ascii: ",") else { return nil }
                offset += 1
                skipSpaces()
                guard offset < end, bytes[offset] != UInt8(ascii: "}") else { return nil }
            }
            return nil
        }

        /// A plain scalar: in a block, the rest of the line; in a flow sequence, up to `,` or `]`.
        func plain(at start: Int, end: Int, flow: Bool) -> (YAMLNode, Int)? {
            // Indicators that cannot start a plain scalar (or start one only in some contexts).
            guard !Self.indicators.contains(bytes[start]) else { return nil }
            var offset = start
            while offset < end {
                let byte = bytes[offset]
                if flow && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")) {
                    break
                }
                // ": " (or a final ":") would make a mapping, " #" a comment; in a flow sequence
                // any ":", "[", "{", "}" is left to Yams.
                if byte == UInt8(ascii: ":") && (flow || offset + 1 == end || bytes[offset + 1] == 0x20) { return nil }
                if flow && (byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")) { return nil }
                if byte == UInt8(ascii: "#") && bytes[offset - 1] == 0x20 { return nil }
                offset += 1
            }
            var last = offset
            while last > start, bytes[last - 1] == 0x20 { last -= 1 }
            guard last > start else { return nil }
            return (Self.scalar(string(start..<last), .plain, mark(start)), offset)
        }

        static let indicators: Set<UInt8> = Set("-?:,[]{}#&*!|>'\"%@`".utf8)

        static func isKeyStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }

        static func isKeyByte(_ byte: UInt8) -> Bool {
            isKeyStart(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }
}
