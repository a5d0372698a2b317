/// Finds `url(…)` and `@import "…"` references in CSS, skipping comments and unrelated strings.
enum CSSURLScanner {
    /// Each URL with the byte offset of its first character in `bytes`.
    static func urls(in bytes: UnsafeRawBufferPointer) -> [(url: String, offset: Int)] {
        var result: [(String, Int)] = []
        let count = bytes.count
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
        }
        func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        func matches(_ word: String, at position: Int) -> Bool {
            let utf8 = Array(word.utf8)
            guard position + utf8.count <= count else { return false }
            for (k, byte) in utf8.enumerated() where lower(bytes[position + k]) != byte { return false }
            return true
        }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        /// Reads a quoted string starting at the quote; returns its content range and the index after it.
        func quoted(at position: Int) -> (Range<Int>, Int) {
            let quote = bytes[position]
            var end = position + 1
            while end < count && bytes[end] != quote && bytes[end] != 0x0A {
                if bytes[end] == UInt8(ascii: "\\") { end += 1 }
                end += 1
            }
            let close = min(end, count)
            return (position + 1..<close, min(close + 1, count))
        }
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index = quoted(at: index).1
                continue
            }
            if lower(byte) == UInt8(ascii: "u") && matches("url(", at: index)
                && (index == 0 || !isIdentifier(bytes[index - 1]))
            {
                var position = index + 4
                while position < count && isSpace(bytes[position]) { position += 1 }
                if position < count && (bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")) {
                    let (range, after) = quoted(at: position)
                    result.append((text(range), range.lowerBound))
                    index = after
                } else {
                    var end = position
                    while end < count && bytes[end] != UInt8(ascii: ")") { end += 1 }
                    var last = end
                    while last > position && isSpace(bytes[last - 1]) { last -= 1 }
                    if last > position { result.append((text(position..<last), position)) }
                    index = end
                }
                continue
            }
            if byte == UInt8(ascii: "@") && matches("@import", at: index) {
                var position = index + 7
                while position < count && isSpace(bytes[position]) { position += 1 }
                if position < count && (bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")) {
                    let (range, after) = quoted(at: position)
                    result.append((text(range), range.lowerBound))
                    index = after
                    continue
                }
                index = position
                continue
            }
            index += 1
        }
        return result
    }

    static func urls(in string: String) -> [(url: String, offset: Int)] {
        var copy = string
        return copy.withUTF8 { urls(in: UnsafeRawBufferPointer($0)) }
    }
}
