/// Finds the first byte that makes a buffer invalid UTF-8, or nil when it is valid.
enum UTF8Check {
    static func firstInvalidOffset(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            // ASCII runs (most of a page) eight bytes at a time.
            while index + 8 <= count,
                bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
            }
            guard index < count else { break }
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF:
                length = 2
                minimum = 0x80
                scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF:
                length = 3
                minimum = 0x800
                scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4:
                length = 4
                minimum = 0x10000
                scalar = UInt32(byte & 0x07)
            default: return index
            }
            if index + length > count { return index }
            for k in 1..<length {
                let next = bytes[index + k]
                if next & 0xC0 != 0x80 { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }
}
