/// Decodes character references in an attribute value exactly as gumbo does, for the references
/// pages use in URLs and ids: numeric ones and `&amp;` `&lt;` `&gt;` `&quot;` `&apos;`. Any other named
/// reference (there are 2,231, some valid without `;`) makes the caller leave the page to gumbo.
enum AttributeValueDecoder {
    struct Decoded {
        var value: String
        /// Where gumbo's original text of an unquoted value starts: after a leading reference that
        /// decoded (gumbo starts it at the first character appended to the value).
        var unquotedStart: Int
    }

    /// `range` is the value without its quotes; the byte after it is the closing quote or the
    /// whitespace or `>` ending an unquoted value, none of which continues a reference.
    /// `lenient`: a named reference this decoder does not know stays as written instead of giving nil.
    static func decode(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, lenient: Bool = false) -> Decoded? {
        guard let firstAmpersand = range.first(where: { bytes[$0] == UInt8(ascii: "&") }) else {
            return Decoded(value: text(bytes, range), unquotedStart: range.lowerBound)
        }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[range.lowerBound..<firstAmpersand]))
        var unquotedStart = range.lowerBound
        var index = firstAmpersand
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&") else {
                output.append(byte)
                index += 1
                continue
            }
            guard
                let (scalars, end) = reference(bytes, at: index, limit: range.upperBound)
                    ?? (lenient ? ([], index) : nil)
            else { return nil }
            if scalars.isEmpty {
                output.append(byte)
                index += 1
                continue
            }
            if index == range.lowerBound { unquotedStart = end }
            for scalar in scalars { output.append(contentsOf: String(Character(scalar)).utf8) }
            index = end
        }
        return Decoded(value: String(decoding: output, as: UTF8.self), unquotedStart: unquotedStart)
    }

    private static func text(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The reference starting at `&`: its code points and the index after it; no code points when
    /// the `&` is literal; nil for a named reference this decoder does not know.
    private static func reference(_ bytes: UnsafeRawBufferPointer, at ampersand: Int, limit: Int)
        -> ([Unicode.Scalar], Int)?
    {
        let next = ampersand + 1
        guard next < limit else { return ([], next) }
        let byte = bytes[next]
        if byte == UInt8(ascii: "#") { return numeric(bytes, at: next + 1, limit: limit) ?? ([], next) }
        guard isLetter(byte) else { return ([], next) }
        for (name, scalar) in named {
            let end = next + name.count
            if end <= limit && name.elementsEqual(UnsafeRawBufferPointer(rebasing: bytes[next..<end])) {
                return ([scalar], end)
            }
        }
        return nil
    }

    private static let named: [([UInt8], Unicode.Scalar)] = [
        (Array("amp;".utf8), "&"), (Array("lt;".utf8), "<"), (Array("gt;".utf8), ">"),
        (Array("quot;".utf8), "\""), (Array("apos;".utf8), "'"),
    ]

    /// `&#123;` / `&#x7B;` (the `;` is optional), mapped like gumbo: C1 controls as windows-1252,
    /// NUL, surrogates and values above U+10FFFF as U+FFFD; nil without digits (a literal `&`).
    private static func numeric(_ bytes: UnsafeRawBufferPointer, at start: Int, limit: Int) -> ([Unicode.Scalar], Int)?
    {
        var index = start
        var hex = false
        if index < limit && (bytes[index] == UInt8(ascii: "x") || bytes[index] == UInt8(ascii: "X")) {
            hex = true
            index += 1
        }
        var codepoint: UInt32 = 0
        var digits = 0
        while index < limit, let digit = digitValue(bytes[index], hex: hex) {
            codepoint = codepoint &* (hex ? 16 : 10) &+ digit
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        if index < limit && bytes[index] == UInt8(ascii: ";") { index += 1 }
        return ([scalar(for: codepoint)], index)
    }

    private static func scalar(for codepoint: UInt32) -> Unicode.Scalar {
        let replacement = Unicode.Scalar(0xFFFD)!
        if codepoint == 0 { return replacement }
        if codepoint == 0x0D { return "\r" }
        if (0x80...0x9F).contains(codepoint) { return Unicode.Scalar(windows1252[Int(codepoint - 0x80)])! }
        return Unicode.Scalar(codepoint) ?? replacement
    }

    /// 0x80–0x9F read as windows-1252 (unassigned bytes stay as they are).
    private static let windows1252: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D,
        0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x009D, 0x017E, 0x0178,
    ]

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
