import Foundation

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)` (or `.whitespacesAndNewlines`) on Unicode scalars,
    /// without Foundation's bridging through NSString, which made it a hot spot on long texts.
    /// On UTF-8 bytes while the bytes at both ends are ASCII (a text's own, uncopied, when there
    /// is nothing to trim); on scalars only when a non-ASCII byte is reached from either end. Both
    /// paths give the same result (`TrimmingTests`).
    public func trimmingWhitespace(andNewlines: Bool = false) -> String {
        let fast = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            func trimmed(_ byte: UInt8) -> Bool? {
                if byte >= 0x80 { return nil }
                return byte == 0x20 || byte == 0x09 || (andNewlines && byte >= 0x0A && byte <= 0x0D)
            }
            var start = 0
            var end = bytes.count
            while start < end {
                guard let isTrimmed = trimmed(bytes[start]) else { return nil }
                if !isTrimmed { break }
                start += 1
            }
            while end > start {
                guard let isTrimmed = trimmed(bytes[end - 1]) else { return nil }
                if !isTrimmed { break }
                end -= 1
            }
            if start == 0, end == bytes.count, let whole = self as? String { return whole }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        if let fast = fast ?? nil { return fast }
        return trimmingWhitespaceOnScalars(andNewlines: andNewlines)
    }

    /// `trimmingWhitespace` one Unicode scalar at a time (the tests compare the two).
    func trimmingWhitespaceOnScalars(andNewlines: Bool) -> String {
        let scalars = unicodeScalars
        func trimmed(_ scalar: Unicode.Scalar) -> Bool {
            if scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator { return true }
            guard andNewlines else { return false }
            return ("\n"..."\r").contains(scalar) || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
        guard let first = scalars.firstIndex(where: { !trimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !trimmed($0) })!
        return String(self[first..<scalars.index(after: last)])
    }

    /// The lines of the text (split at `\n` on UTF-8 bytes, empty lines kept).
    public var lineSlices: [Substring] {
        let text = Substring(self)
        let utf8 = text.utf8
        // The offsets of the line feeds, found on the contiguous bytes rather than by a generic
        // `split` of the UTF-8 view.
        let breaks = utf8.withContiguousStorageIfAvailable { bytes -> [Int] in
            var breaks: [Int] = []
            guard let base = bytes.baseAddress else { return breaks }
            var offset = 0
            while offset < bytes.count,
                let hit = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset)
            {
                let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                breaks.append(position)
                offset = position + 1
            }
            return breaks
        }
        guard let breaks else {
            return utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
        }
        var lines: [Substring] = []
        lines.reserveCapacity(breaks.count + 1)
        var start = utf8.startIndex
        for position in breaks {
            let end = utf8.index(utf8.startIndex, offsetBy: position)
            lines.append(Substring(utf8[start..<end]))
            start = utf8.index(after: end)
        }
        lines.append(Substring(utf8[start..<utf8.endIndex]))
        return lines
    }
}

extension StringProtocol {
    /// `split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false)` for an ASCII
    /// separator: the text before the first separator, and the text after it (nil without one).
    /// On bytes when the first separator byte has ASCII (or nothing) on both sides: then it is a
    /// Character of its own (only non-ASCII scalars — a prepended mark before, a combining mark
    /// after — join an ASCII character into a larger one) and no earlier Character can be one.
    /// Otherwise on Characters.
    public func splitOnce(at separator: UInt8) -> (before: Substring, after: Substring?) {
        let text = Substring(self)
        let utf8 = text.utf8
        guard let position = utf8.firstIndex(of: separator) else { return (text, nil) }
        let next = utf8.index(after: position)
        let asciiBefore = position == utf8.startIndex || utf8[utf8.index(before: position)] < 0x80
        let asciiAfter = next == utf8.endIndex || utf8[next] < 0x80
        guard asciiBefore, asciiAfter else {
            let parts = text.split(
                separator: Character(Unicode.Scalar(separator)), maxSplits: 1, omittingEmptySubsequences: false)
            return (parts[0], parts.count > 1 ? parts[1] : nil)
        }
        return (text[..<position], text[next...])
    }
}

extension String {
    /// `replacingOccurrences(of:with:)` on UTF-8 bytes, without Foundation's NSString bridging
    /// (it runs on every page's HTML).
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return self }
        var result: [UInt8] = []
        var found = false
        let bytes = Array(utf8)
        var position = 0
        while position < bytes.count {
            if bytes[position] == first, position + needle.count <= bytes.count,
                bytes[position..<position + needle.count].elementsEqual(needle)
            {
                if !found {
                    result.reserveCapacity(bytes.count)
                    result += bytes[0..<position]
                    found = true
                }
                result += replacement.utf8
                position += needle.count
            } else {
                if found { result.append(bytes[position]) }
                position += 1
            }
        }
        if !found { return self }
        return String(decoding: result, as: UTF8.self)
    }
}

extension StringProtocol {
    /// Whether the first `count + 1` UTF-8 bytes (or all, if fewer) are ASCII other than `\r`:
    /// then each of them is a Character of its own, and Character counts are byte counts.
    private func asciiCharacters(upTo count: Int) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            ByteScan.isASCIIWithoutCarriageReturn(UnsafeBufferPointer(rebasing: bytes.prefix(count + 1)))
        } ?? false
    }

    /// `String(prefix(count))`, on bytes when the text starts with ASCII (counting Characters one
    /// at a time showed in the profile of the search index's page texts).
    public func prefixOfCharacters(_ count: Int) -> String {
        asciiCharacters(upTo: count) ? String(Substring(self).utf8.prefix(count))! : String(prefix(count))
    }

    /// `self.count > count`, looking at no more than `count + 1` Characters.
    public func hasMoreCharacters(than count: Int) -> Bool {
        if utf8.count <= count { return false }
        if asciiCharacters(upTo: count) { return true }
        return self.count > count
    }
}
