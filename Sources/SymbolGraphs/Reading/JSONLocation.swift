/// Where in a JSON document a problem is: the byte offset of the value a JSON path names, or of
/// the first byte that is not JSON, as a line and column. Only used after a graph failed a read or
/// a check, so it scans the bytes again rather than keeping positions while reading.
///
/// The scan keeps no stack of its own beyond a depth counter while skipping values, so a hostile
/// file nested 100,000 levels deep is walked without recursion.
enum JSONLocation {
    /// One step of a JSON path: an object's key or an array's index.
    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps of a path written `symbols[3].pathComponents` (as diagnostics show them).
    static func steps(_ path: String) -> [Step] {
        var steps: [Step] = []
        var key = ""
        var index: String?
        for character in path {
            if var digits = index {
                if character == "]" {
                    steps.append(.index(Int(digits) ?? 0))
                    index = nil
                } else {
                    digits.append(character)
                    index = digits
                }
                continue
            }
            switch character {
            case ".":
                if !key.isEmpty { steps.append(.key(key)) }
                key = ""
            case "[":
                if !key.isEmpty { steps.append(.key(key)) }
                key = ""
                index = ""
            default: key.append(character)
            }
        }
        if !key.isEmpty { steps.append(.key(key)) }
        return steps
    }

    /// The 1-based line and column (in UTF-8 bytes) of `offset` in `bytes`.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The offset of the value `steps` names, or of the deepest value on the way to it that exists
    /// (a missing key points at its object); nil when the bytes are not JSON before it is reached.
    static func offset(of steps: [Step], in bytes: UnsafeRawBufferPointer) -> Int? {
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        var found = scanner.position
        for step in steps {
            guard scanner.position < bytes.count else { return nil }
            switch step {
            case .key(let wanted):
                guard scanner.peek == UInt8(ascii: "{") else { return found }
                scanner.position += 1
                var matched = false
                scanner.skipSpace()
                if scanner.peek == UInt8(ascii: "}") { return found }
                while !matched {
                    scanner.skipSpace()
                    guard let key = scanner.string() else { return nil }
                    scanner.skipSpace()
                    guard scanner.take(UInt8(ascii: ":")) else { return nil }
                    scanner.skipSpace()
                    if key == wanted {
                        matched = true
                        break
                    }
                    guard scanner.skipValue() else { return nil }
                    scanner.skipSpace()
                    if scanner.take(UInt8(ascii: ",")) { continue }
                    return scanner.take(UInt8(ascii: "}")) ? found : nil
                }
            case .index(let wanted):
                guard scanner.peek == UInt8(ascii: "[") else { return found }
                scanner.position += 1
                scanner.skipSpace()
                if scanner.peek == UInt8(ascii: "]") { return found }
                for _ in 0..<wanted {
                    scanner.skipSpace()
                    guard scanner.skipValue() else { return nil }
                    scanner.skipSpace()
                    if scanner.take(UInt8(ascii: ",")) { continue }
                    return scanner.take(UInt8(ascii: "]")) ? found : nil
                }
                scanner.skipSpace()
            }
            found = scanner.position
        }
        return found
    }

    /// The offset of the first byte at which `bytes` stops being one JSON value (the end of the
    /// bytes for a truncated document); nil when the whole document is JSON.
    static func firstError(in bytes: UnsafeRawBufferPointer) -> Int? {
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        guard scanner.skipValue() else { return scanner.position }
        scanner.skipSpace()
        return scanner.position < bytes.count ? scanner.position : nil
    }

    /// A cursor over the bytes that reads JSON's tokens and skips whole values.
    struct Scanner {
        let bytes: UnsafeRawBufferPointer
        var position = 0

        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            position += 1
            return true
        }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        /// Reads a string token and returns its text (escapes decoded); nil, at the offending
        /// byte, when it is not one.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var text: [UInt8] = []
            while let byte = peek {
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    position += 1
                    guard let escaped = peek else { return nil }
                    switch escaped {
                    case UInt8(ascii: "u"):
                        let digits = position + 1..<position + 5
                        guard digits.upperBound <= bytes.count,
                            let value = UInt32(String(decoding: bytes[digits], as: UTF8.self), radix: 16)
                        else { return nil }
                        text += Array(String(UnicodeScalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
                        position = digits.upperBound
                        continue
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                    default: return nil
                    }
                    position += 1
                case 0..<0x20:
                    return nil
                default:
                    text.append(byte)
                    position += 1
                }
            }
            return nil
        }

        /// Skips a string token without decoding it.
        mutating func skipString() -> Bool {
            guard take(UInt8(ascii: "\"")) else { return false }
            while let byte = peek {
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    return true
                case UInt8(ascii: "\\"):
                    position += 2
                    if position > bytes.count {
                        position = bytes.count
                        return false
                    }
                case 0..<0x20: return false
                default: position += 1
                }
            }
            return false
        }

        /// Skips one whole value, however deeply nested; false, with `position` at the first byte
        /// that does not fit, when the bytes are not JSON there.
        mutating func skipValue() -> Bool {
            // Each open container is one byte: `{` expecting a key, `[` expecting a value.
            var open: [UInt8] = []
            while true {
                skipSpace()
                // A value.
                guard let byte = peek else { return false }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    position += 1
                    skipSpace()
                    let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if take(close) { break }
                    open.append(byte)
                    if byte == UInt8(ascii: "{") {
                        guard skipKey() else { return false }
                    }
                    continue
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                case UInt8(ascii: "t"): guard literal("true") else { return false }
                case UInt8(ascii: "f"): guard literal("false") else { return false }
                case UInt8(ascii: "n"): guard literal("null") else { return false }
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard number() else { return false }
                default: return false
                }
                // After a value: the containers it closes, then a separator or the end.
                while let container = open.last {
                    skipSpace()
                    if take(UInt8(ascii: ",")) {
                        if container == UInt8(ascii: "{") {
                            skipSpace()
                            guard skipKey() else { return false }
                        }
                        break
                    }
                    let close = container == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    guard take(close) else { return false }
                    open.removeLast()
                }
                if open.isEmpty { return true }
            }
        }

        /// A key and its colon.
        private mutating func skipKey() -> Bool {
            guard skipString() else { return false }
            skipSpace()
            return take(UInt8(ascii: ":"))
        }

        /// `true`, `false` or `null`; a misspelt one is reported at its first byte.
        private mutating func literal(_ word: StaticString) -> Bool {
            let start = position
            for index in 0..<word.utf8CodeUnitCount {
                guard peek == word.utf8Start[index] else {
                    position = start
                    return false
                }
                position += 1
            }
            return true
        }

        /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        private mutating func number() -> Bool {
            _ = take(UInt8(ascii: "-"))
            func digits() -> Bool {
                var any = false
                while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    position += 1
                    any = true
                }
                return any
            }
            if take(UInt8(ascii: "0")) {
                // A leading zero stands alone.
            } else if !digits() {
                return false
            }
            if take(UInt8(ascii: ".")), !digits() { return false }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                position += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
                if !digits() { return false }
            }
            return true
        }
    }
}
