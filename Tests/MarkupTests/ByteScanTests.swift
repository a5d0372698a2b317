import TestSupport
import Testing

@testable import Markup

@Suite struct ByteScanTests {
    /// The eight-bytes-at-a-time scan against a byte-by-byte check, on random bytes of every
    /// length up to 40 (each word position and tail), mostly ASCII with the bytes that matter.
    @Test func byteScanMatchesCheckingEachByte() {
        var random = Random(state: 17)
        let alphabet: [UInt8] = Array("abc <&>\"'\r\n".utf8) + [0x7F, 0x80, 0xC3, 0xA9, 0x00]
        for _ in 0..<5000 {
            let count = Int(random.next() % 41)
            var bytes = (0..<count).map { _ in UInt8(ascii: "a") + UInt8(random.next() % 20) }
            for _ in 0..<Int(random.next() % 3) where count > 0 {
                bytes[Int(random.next() % UInt64(count))] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            bytes.withUnsafeBufferPointer { buffer in
                #expect(
                    ByteScan.isASCIIWithoutCarriageReturn(buffer) == !bytes.contains { $0 >= 0x80 || $0 == 0x0D },
                    "\(bytes)")
            }
        }
    }
}
