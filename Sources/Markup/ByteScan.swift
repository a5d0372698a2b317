/// Scans of UTF-8 bytes eight at a time (a per-byte closure over a string's bytes was most of the
/// cost of the helpers that use these).
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` is zero (exact).
    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }

    /// Whether any byte of `word` equals `byte` (exact).
    @inline(__always)
    private static func has(_ word: UInt64, _ byte: UInt8) -> Bool { hasZeroByte(word ^ (ones &* UInt64(byte))) }

    /// Whether every byte is ASCII and none is `\r`.
    static func isASCIIWithoutCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            if word & highs != 0 || has(word, 0x0D) { return false }
            offset += 8
        }
        while offset < bytes.count {
            if base[offset] >= 0x80 || base[offset] == 0x0D { return false }
            offset += 1
        }
        return true
    }
}
