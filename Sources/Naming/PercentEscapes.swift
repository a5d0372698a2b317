/// A URL path segment's percent escapes (RFC 3986 §2.1), decoded strictly: every `%` must be
/// followed by two hex digits. Link checking and the preview server read a request or link path
/// with the same rule, so a name one of them accepts is a name the other finds.
public enum PercentEscapes {
    /// The bytes `segment` spells; nil when a `%` is not followed by two hex digits.
    public static func decoded<Bytes: Collection<UInt8>>(_ segment: Bytes) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.count)
        var iterator = segment.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
