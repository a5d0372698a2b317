extension StringProtocol {
    /// `split(separator:maxSplits:omittingEmptySubsequences:)` for an ASCII separator other than
    /// a line break, on the UTF-8 bytes: the Character-by-Character split was a profile hot spot
    /// (ids and paths are split on every page). In an ASCII text every byte but the two of a
    /// `\r\n` is its own Character, so the pieces are the same (the loop is the standard
    /// library's, on bytes); any other text takes the Character split itself.
    public func splitting(
        on separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmptySubsequences: Bool = true
    ) -> [SubSequence] {
        precondition(separator.isASCII && separator != "\n" && separator != "\r" && maxSplits >= 0)
        let byte = UInt8(separator.value)
        let ranges = utf8.withContiguousStorageIfAvailable { bytes -> [Range<Int>]? in
            var ranges: [Range<Int>] = []
            var start = 0
            if maxSplits > 0 {
                for (offset, value) in bytes.enumerated() {
                    if value >= 0x80 { return nil }
                    guard value == byte else { continue }
                    let appended = !(omittingEmptySubsequences && start == offset)
                    if appended { ranges.append(start..<offset) }
                    start = offset + 1
                    if appended && ranges.count == maxSplits {
                        // The rest is one piece: it must still be ASCII for the pieces to agree.
                        if bytes[start...].contains(where: { $0 >= 0x80 }) { return nil }
                        break
                    }
                }
            } else if bytes.contains(where: { $0 >= 0x80 }) {
                return nil
            }
            if start != bytes.count || !omittingEmptySubsequences { ranges.append(start..<bytes.count) }
            return ranges
        }
        guard let ranges = ranges ?? nil else {
            return split(
                separator: Character(separator), maxSplits: maxSplits,
                omittingEmptySubsequences: omittingEmptySubsequences)
        }
        let base = utf8.startIndex
        return ranges.map {
            self[utf8.index(base, offsetBy: $0.lowerBound)..<utf8.index(base, offsetBy: $0.upperBound)]
        }
    }
}
