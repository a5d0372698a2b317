import Diagnostics
import Foundation

/// Reads files as UTF-8, reporting where the first invalid byte is.
enum TextDecoding {
    /// The text of `data`, or a diagnostic naming the line and column of the first invalid byte.
    static func decode(_ data: Data, file: String) -> Result<String, Diagnostic> {
        if let text = String(data: data, encoding: .utf8) {
            // Drop a byte-order mark; normalise line endings so columns are stable.
            var text = text
            if text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst() }
            // `memchr` on the data: `String.contains` with Foundation imported searches through
            // NSString, and every file of a build passes here.
            let hasCarriageReturn = data.withUnsafeBytes { bytes in
                bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\r")), bytes.count) != nil } ?? false
            }
            if hasCarriageReturn {
                text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            }
            return .success(text)
        }
        let offset = firstInvalidByte(in: data) ?? 0
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return .failure(
            .error(
                .invalidUTF8, "file is not valid UTF-8 (byte 0x\(String(data[data.startIndex + offset], radix: 16)))",
                at: SourceLocation(file: file, line: line, column: column),
                hint: "save the file as UTF-8"))
    }

    /// Offset of the first byte that breaks UTF-8, or nil if all is valid.
    static func firstInvalidByte(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length: Int
            if b < 0x80 {
                length = 1
            } else if b >= 0xC2 && b <= 0xDF {
                length = 2
            } else if b >= 0xE0 && b <= 0xEF {
                length = 3
            } else if b >= 0xF0 && b <= 0xF4 {
                length = 4
            } else {
                return i
            }
            if i + length > bytes.count { return i }
            // The second byte's range excludes overlong forms, UTF-16 surrogates and > U+10FFFF.
            if length > 1 {
                let second = bytes[i + 1]
                let range: ClosedRange<UInt8>
                switch b {
                case 0xE0: range = 0xA0...0xBF
                case 0xED: range = 0x80...0x9F
                case 0xF0: range = 0x90...0xBF
                case 0xF4: range = 0x80...0x8F
                default: range = 0x80...0xBF
                }
                if !range.contains(second) { return i }
            }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }
}
