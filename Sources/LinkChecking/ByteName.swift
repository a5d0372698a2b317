/// Path segments as bytes, carried in a `String`: the checker compares names byte for byte, as a
/// Linux file system and web server do, and a name need not be UTF-8 (`p%FF.html` names the file
/// whose name holds the byte 0xFF).
///
/// Bytes that are valid UTF-8 without a NUL are the `String` they spell. Any other bytes are
/// spelled with every NUL and every byte outside ASCII written as NUL and two hex digits, ASCII
/// kept. No file name holds a NUL, so the two spellings never meet and the mapping is one-to-one:
/// equal strings are equal bytes.
enum ByteName {
    static func string<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        if !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) { return text }
        var escaped = ""
        for byte in bytes {
            if byte == 0 || byte >= 0x80 {
                escaped.append("\u{0}")
                escaped.append(hexDigits[Int(byte >> 4)])
                escaped.append(hexDigits[Int(byte & 0xF)])
            } else {
                escaped.append(Character(UnicodeScalar(byte)))
            }
        }
        return escaped
    }

    /// The string for a message: each escaped byte shown as `\xFF`.
    static func shown(_ string: String) -> String {
        guard string.utf8.contains(0) else { return string }
        var shown = ""
        var characters = string.unicodeScalars.makeIterator()
        while let scalar = characters.next() {
            if scalar == "\u{0}", let high = characters.next(), let low = characters.next() {
                shown += "\\x" + String(high) + String(low)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Percent-decodes `segment` into bytes; nil when a `%` is not followed by two hex digits.
    static func percentDecoded<Bytes: Collection<UInt8>>(_ segment: Bytes) -> [UInt8]? where Bytes.Index == Int {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.count)
        var index = segment.startIndex
        while index < segment.endIndex {
            let byte = segment[index]
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard index + 2 < segment.endIndex, let high = hexValue(segment[index + 1]),
                let low = hexValue(segment[index + 2])
            else { return nil }
            bytes.append(high << 4 | low)
            index += 3
        }
        return bytes
    }

    private static let hexDigits: [Character] = Array("0123456789ABCDEF")

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
