/// Byte-level HTML escaping of `& < > " '` as swift-mustache does it (`&amp; &lt; &gt; &quot; &#39;`).
///
/// swift-mustache escapes per `Character`, so one of these characters followed by a combining mark
/// (one grapheme cluster) stays unescaped there; here it is escaped, which is the safer output.
enum HTMLEscaping {
    /// Appends `text`'s UTF-8, escaped when `escaped`.
    static func append(_ text: String, to output: inout [UInt8], escaped: Bool) {
        var text = text
        text.withUTF8 { bytes in
            guard escaped else {
                output.append(contentsOf: bytes)
                return
            }
            var runStart = 0
            for index in bytes.indices {
                let replacement: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(
                    contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}
