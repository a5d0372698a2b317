@_spi(RawSyntax) import SwiftSyntax

/// A Swift sample's shape: its bytes with every plain identifier replaced by one marker byte (0, or
/// 1 for an identifier that starts with a capital letter).
///
/// swift-syntax's lexer and parser look at an identifier's text only to tell keywords apart —
/// contextual ones included (`async`, `get`, `some`, `Type`), through `Keyword(text)` —, to
/// compare a few attribute and directive names (`@_accessorBlock`, `#elif`), and, when recovering
/// from errors, to guess that a name starting with a capital letter (`A`–`Z`) is a type
/// (`isStartingWithUppercase`: `(foo Bar)`, `case a(Int` ). Everything else they decide from token
/// kinds, punctuation and trivia. So two samples of one shape lex into
/// the same tokens and trivia and parse into the same tree, differing only in the text of the plain
/// identifiers: their classification is the same range for range (offsets shifted by the
/// identifiers' lengths), and one has syntax errors exactly when the other has. `SampleCache`
/// therefore parses one sample per shape (`SwiftShapeTests` checks the claim on every sample of the
/// shipped content, of a corpus and of damaged copies of them, each against a respelt twin).
///
/// A run of `[A-Za-z0-9_]` is a plain identifier only when nothing could make its text matter:
/// - it starts with a letter (a digit starts a number, whose letters are part of it, `1e5`, `0x1F`;
///   `_` is a token of its own, and names compared by text start with one);
/// - it is not one of swift-syntax's keywords (`Keyword(text)`);
/// - it does not follow `@`, `#`, `$`, `\` or a backtick (attribute, directive and macro names,
///   `$0`, escapes such as `\n` and `\#t`, raw identifiers), and is not the digits of a `\u{…}`
///   escape;
/// - both its neighbours are ASCII (a non-ASCII letter next to it would belong to the same
///   identifier, whatever its spelling).
/// A sample with a byte 0 or 1 has no shape (the markers must not occur in the text).
struct SwiftShape {
    /// The sample's bytes with each plain identifier replaced by the marker byte 0 (1 if it starts
    /// with a capital letter).
    struct Key: Hashable {
        let bytes: [UInt8]
        let digest: Int

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            digest = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.digest == rhs.digest && lhs.bytes == rhs.bytes }
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    let key: Key
    /// Where the plain identifiers are in the sample (UTF-8 offsets), in order.
    let identifiers: [Range<Int>]

    init?(_ code: String) {
        var code = code
        guard let (key, identifiers) = code.withUTF8({ Self.scan($0) }) else { return nil }
        self.key = Key(key)
        self.identifiers = identifiers
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ([UInt8], [Range<Int>])? {
        guard let base = bytes.baseAddress else { return ([], []) }
        let count = bytes.count
        var key: [UInt8] = []
        key.reserveCapacity(count)
        var identifiers: [Range<Int>] = []
        var copied = 0
        var index = 0
        while index < count {
            let byte = base[index]
            guard isWordByte(byte) else {
                if byte <= 1 { return nil }
                index += 1
                continue
            }
            var end = index + 1
            while end < count, isWordByte(base[end]) { end += 1 }
            if isPlainIdentifier(base, count, index, end) {
                key.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: index - copied))
                key.append(base[index] <= UInt8(ascii: "Z") ? 1 : 0)
                identifiers.append(index..<end)
                copied = end
            }
            index = end
        }
        key.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: count - copied))
        return (key, identifiers)
    }

    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }

    private static func isPlainIdentifier(_ base: UnsafePointer<UInt8>, _ count: Int, _ start: Int, _ end: Int) -> Bool
    {
        switch base[start] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): break
        default: return false
        }
        if end < count, base[end] >= 0x80 { return false }
        if start > 0 {
            switch base[start - 1] {
            case 0x80...0xFF, UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "\\"),
                UInt8(ascii: "`"):
                return false
            case UInt8(ascii: "{") where isUnicodeEscape(base, brace: start - 1):
                return false
            default: break
            }
        }
        return Keyword(SyntaxText(baseAddress: base + start, count: end - start)) == nil
    }

    /// Whether the `{` at `brace` opens a `\u{…}` escape (`\#u{…}` and so on in raw strings).
    private static func isUnicodeEscape(_ base: UnsafePointer<UInt8>, brace: Int) -> Bool {
        var index = brace - 1
        guard index >= 0, base[index] == UInt8(ascii: "u") else { return false }
        index -= 1
        while index >= 0, base[index] == UInt8(ascii: "#") { index -= 1 }
        return index >= 0 && base[index] == UInt8(ascii: "\\")
    }

    /// `spans` of this sample (sorted, not overlapping) in the shape's offsets, where each plain
    /// identifier is one byte; nil if a span starts or ends inside an identifier (never expected:
    /// the sample is then not used to stand for its shape).
    func spansInShape(_ spans: [SwiftHighlighter.Span]) -> [SwiftHighlighter.Span]? {
        var next = 0
        var shift = 0
        func map(_ offset: UInt32) -> UInt32? {
            let offset = Int(offset)
            while next < identifiers.count, identifiers[next].upperBound <= offset {
                shift += identifiers[next].count - 1
                next += 1
            }
            if next < identifiers.count, identifiers[next].lowerBound < offset { return nil }
            return UInt32(offset - shift)
        }
        var mapped: [SwiftHighlighter.Span] = []
        mapped.reserveCapacity(spans.count)
        for span in spans {
            guard let start = map(span.start), let end = map(span.end) else { return nil }
            mapped.append(SwiftHighlighter.Span(start: start, end: end, style: span.style))
        }
        return mapped
    }

    /// Spans in the shape's offsets (`spansInShape`, of any sample of this shape) placed in this sample.
    func spansInSample(_ spans: [SwiftHighlighter.Span]) -> [SwiftHighlighter.Span] {
        var next = 0
        var shift = 0
        func map(_ offset: UInt32) -> UInt32 {
            let offset = Int(offset)
            // An identifier occupies one byte of the shape, at its start less the shift before it.
            while next < identifiers.count, identifiers[next].lowerBound - shift < offset {
                shift += identifiers[next].count - 1
                next += 1
            }
            return UInt32(offset + shift)
        }
        return spans.map { SwiftHighlighter.Span(start: map($0.start), end: map($0.end), style: $0.style) }
    }
}
