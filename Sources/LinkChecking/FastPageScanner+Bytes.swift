#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The byte-level searches and comparisons of the tokenizer.
extension FastPageScanner {
    func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return UnsafeRawPointer(found) - base
    }

    /// The first `byte` in `range`, searching no further than the range.
    func find(_ byte: UInt8, within range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return UnsafeRawPointer(found) - base
    }

    func find(_ byte: UInt8, in range: Range<Int>) -> Bool {
        find(byte, within: range) != nil
    }

    func contains(_ needle: StaticString, in range: Range<Int>) -> Bool {
        let length = needle.utf8CodeUnitCount
        let first = needle.utf8Start.pointee
        var search = range.lowerBound
        while let candidate = find(first, within: search..<range.upperBound), candidate + length <= range.upperBound {
            if memcmp(bytes.baseAddress! + candidate, needle.utf8Start, length) == 0 { return true }
            search = candidate + 1
        }
        return false
    }

    /// Whether the tag already has an attribute of this name (ASCII case-insensitive); records it
    /// otherwise. Pairwise for the usual handful of attributes, hashed beyond that.
    mutating func isRepeated(_ name: Range<Int>) -> Bool {
        if attributeNames.count < 16 {
            if attributeNames.contains(where: { sameName($0, name) }) { return true }
            attributeNames.append(name)
            if attributeNames.count == 16 {
                for earlier in attributeNames { attributeNameSet.insert(lowercasedName(earlier)) }
            }
            return false
        }
        if lenient && attributeNames.count == Self.maxAttributes && exceedsLimits == nil {
            exceedsLimits = (name.lowerBound, "more than \(Self.maxAttributes) attributes on one tag")
        }
        attributeNames.append(name)
        return !attributeNameSet.insert(lowercasedName(name)).inserted
    }

    func lowercasedName(_ name: Range<Int>) -> [UInt8] {
        bytes[name].map(HTMLTag.lowercased)
    }

    func sameName(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { HTMLTag.lowercased(bytes[$0]) == HTMLTag.lowercased(bytes[$1]) }
    }

    mutating func skipSpaces() {
        while position < count && isSpace(bytes[position]) { position += 1 }
    }

    func isWhitespace(_ range: Range<Int>) -> Bool {
        range.allSatisfy { isSpace(bytes[$0]) }
    }

    /// Whether `range` (valid UTF-8) holds a character gumbo's input stream replaces by U+FFFD: a
    /// control character other than white space (C0 but tab, LF, FF and CR; DEL; C1) or a
    /// noncharacter (U+FDD0–U+FDEF, and U+FFFE and U+FFFF in every plane).
    func containsReplacedCharacter(in range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte < 0x20 {
                if byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D { return true }
            } else if byte == 0x7F {
                return true
            } else if byte == 0xC2, index + 1 < range.upperBound, bytes[index + 1] < 0xA0 {
                return true
            } else if byte == 0xEF, index + 2 < range.upperBound {
                let (second, third) = (bytes[index + 1], bytes[index + 2])
                if (second == 0xB7 && (0x90...0xAF).contains(third)) || (second == 0xBF && third >= 0xBE) {
                    return true
                }
            } else if byte >= 0xF0, index + 3 < range.upperBound {
                if bytes[index + 1] & 0x0F == 0x0F && bytes[index + 2] == 0xBF && bytes[index + 3] >= 0xBE {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// The tokenizer's whitespace, and CR (which gumbo's input stream turns into LF).
    @inline(__always) func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0C || byte == 0x0D
    }

    @inline(__always) func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
