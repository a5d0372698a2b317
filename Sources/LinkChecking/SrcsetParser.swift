/// Splits a `srcset` value into its image candidates' URLs, following the HTML standard's
/// algorithm (URLs may contain commas; descriptors follow whitespace).
enum SrcsetParser {
    /// Each candidate URL with its byte offset inside the value.
    static func urls(in value: String) -> [(url: String, offset: Int)] {
        let bytes = Array(value.utf8)
        var result: [(String, Int)] = []
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
        }
        while index < bytes.count {
            while index < bytes.count && (isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ",")) { index += 1 }
            if index >= bytes.count { break }
            let start = index
            while index < bytes.count && !isSpace(bytes[index]) { index += 1 }
            var end = index
            var endedWithComma = false
            while end > start && bytes[end - 1] == UInt8(ascii: ",") {
                end -= 1
                endedWithComma = true
            }
            if end > start { result.append((String(decoding: bytes[start..<end], as: UTF8.self), start)) }
            if endedWithComma { continue }
            // Descriptors: up to the next comma outside parentheses.
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") && depth > 0 { depth -= 1 }
                if byte == UInt8(ascii: ",") && depth == 0 { break }
                index += 1
            }
        }
        return result
    }
}
