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

    private static let hexDigits: [Character] = Array("0123456789ABCDEF")
}
