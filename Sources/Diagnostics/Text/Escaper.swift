/// The one escaper for text written into HTML and XML: the generator's pages, the template engine,
/// the code highlighters and the JUnit report all escape through it, so a character is written the
/// same way everywhere.
///
/// - `html`: `& < > " '` as `&amp; &lt; &gt; &quot; &#39;` — text and attribute values of pages
///   (the bytes swift-mustache writes; it escapes per `Character`, so one of these characters
///   followed by a combining mark stays unescaped there, while here it is escaped, the safer output);
/// - `code`: `& < > "` — the highlighted code of samples (`'` stays, as in the code);
/// - `xml`: as `html`, and each character XML 1.0 cannot hold (C0 controls other than tab, line
///   feed and carriage return; U+FFFE, U+FFFF) replaced by U+FFFD.
public enum Escaper {
    /// `text` for HTML text and attribute values.
    public static func html(_ text: String) -> String { escaped(text, htmlTable) }

    /// `text` for highlighted code.
    public static func code(_ text: String) -> String { escaped(text, codeTable) }

    /// `text` for an XML element or attribute.
    public static func xml(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isNotXML) else { return html(text) }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            kept.append(isNotXML(scalar) ? "\u{FFFD}" : scalar)
        }
        return html(String(kept))
    }

    /// Appends `text`'s UTF-8 to `output`, HTML-escaped when `escaped` (the template engine).
    public static func appendHTML(_ text: String, to output: inout [UInt8], escaped: Bool) {
        var text = text
        text.withUTF8 { bytes in
            guard escaped else {
                output.append(contentsOf: bytes)
                return
            }
            append(bytes, htmlTable, to: &output)
        }
    }

    /// The bytes each byte is written as in highlighted code (empty: the byte itself), for writers
    /// that size their output before writing it.
    public static let codeReplacements: [[UInt8]] = codeTable

    private static let htmlTable = table(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
    private static let codeTable = table(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"])

    private static func table(_ replacements: [Character: String]) -> [[UInt8]] {
        var table = [[UInt8]](repeating: [], count: 256)
        for (character, replacement) in replacements { table[Int(character.asciiValue!)] = Array(replacement.utf8) }
        return table
    }

    private static func escaped(_ text: String, _ table: [[UInt8]]) -> String {
        var contiguous = text
        let output: [UInt8]? = contiguous.withUTF8 { bytes in
            // Most texts (paths, ids, titles, identifiers) hold no character to escape.
            guard containsSpecial(bytes) else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 16)
            append(bytes, table, to: &output)
            return output
        }
        return output.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte is one of `& < > " '` (both tables' characters), eight bytes at a time.
    private static func containsSpecial(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        @inline(__always) func has(_ word: UInt64, _ byte: UInt8) -> Bool {
            let masked = word ^ (ones &* UInt64(byte))
            return (masked &- ones) & ~masked & highs != 0
        }
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            if has(word, 0x26) || has(word, 0x3C) || has(word, 0x3E) || has(word, 0x22) || has(word, 0x27) {
                return true
            }
            offset += 8
        }
        while offset < bytes.count {
            switch base[offset] {
            case 0x26, 0x3C, 0x3E, 0x22, 0x27: return true
            default: offset += 1
            }
        }
        return false
    }

    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, _ table: [[UInt8]], to output: inout [UInt8]) {
        // Most texts hold none of the characters: one scan, one copy.
        guard containsSpecial(bytes) else {
            output.append(contentsOf: bytes)
            return
        }
        var runStart = 0
        for index in bytes.indices {
            // The tables escape only these five bytes; the comparison keeps the table out of the loop.
            switch bytes[index] {
            case 0x26, 0x3C, 0x3E, 0x22, 0x27:
                let replacement = table[Int(bytes[index])]
                if replacement.isEmpty { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: replacement)
                runStart = index + 1
            default: continue
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    private static func isNotXML(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE
            || scalar.value == 0xFFFF
    }
}
