import Foundation

/// The character encoding a browser decodes a page with, when the page declares a legacy
/// single-byte one (`<meta charset>` or `<meta http-equiv="Content-Type" content="…; charset=…">`),
/// found as the HTML standard's prescan does (in the first 1024 bytes, a byte order mark first).
/// Other pages are read as UTF-8.
struct PageEncoding {
    /// The encoding's name as the Encoding Standard spells it.
    let name: String
    /// The code point of each byte 0x80–0xFF (bytes below 0x80 are ASCII).
    private let upper: [Unicode.Scalar]

    /// The single-byte encoding `bytes` declares, when it is not UTF-8 and the page has a byte
    /// it decodes differently (one of 0x80 or above).
    static func legacy(of bytes: UnsafeRawBufferPointer) -> PageEncoding? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF])
            || bytes.starts(with: [0xFF, 0xFE])
        {
            return nil
        }
        guard let label = prescan(bytes), let encoding = named(label) else { return nil }
        return bytes.contains { $0 >= 0x80 } ? encoding : nil
    }

    /// The page as UTF-8, and where each of its bytes came from.
    func decode(_ bytes: UnsafeRawBufferPointer) -> (utf8: [UInt8], offsets: OffsetMap) {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var offsets = OffsetMap()
        for (index, byte) in bytes.enumerated() {
            if byte < 0x80 {
                output.append(byte)
                continue
            }
            let start = output.count
            output.append(contentsOf: String(Character(upper[Int(byte) - 0x80])).utf8)
            offsets.add(decodedStart: start, length: output.count - start, original: index)
        }
        return (output, offsets)
    }

    // MARK: Labels (the Encoding Standard's, for the single-byte encodings Foundation decodes)

    private static func named(_ label: String) -> PageEncoding? {
        switch label {
        case "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100",
            "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252",
            "x-cp1252", "x-user-defined":
            return PageEncoding(name: "windows-1252", upper: windows1252)
        case "csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2", "iso_8859-2:1987", "l2",
            "latin2":
            return foundation("ISO-8859-2", .isoLatin2)
        case "cp1250", "windows-1250", "x-cp1250": return foundation("windows-1250", .windowsCP1250)
        case "cp1251", "windows-1251", "x-cp1251": return foundation("windows-1251", .windowsCP1251)
        case "cp1253", "windows-1253", "x-cp1253": return foundation("windows-1253", .windowsCP1253)
        case "cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9",
            "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254":
            return foundation("windows-1254", .windowsCP1254)
        case "csmacintosh", "mac", "macintosh", "x-mac-roman": return foundation("macintosh", .macOSRoman)
        default: return nil
        }
    }

    /// windows-1252: 0x80–0x9F as the Encoding Standard's index (its five unassigned bytes as the
    /// C1 controls of the same value), 0xA0–0xFF as Latin-1.
    private static let windows1252: [Unicode.Scalar] = {
        let c1: [UInt32] = [
            0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152,
            0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122,
            0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
        ]
        return (c1 + (0xA0...0xFF).map { UInt32($0) }).map { Unicode.Scalar($0)! }
    }()

    /// A single-byte encoding decoded by Foundation byte by byte (U+FFFD where it has no character).
    private static func foundation(_ name: String, _ encoding: String.Encoding) -> PageEncoding? {
        let upper = (0x80...0xFF).map { byte -> Unicode.Scalar in
            let text = String(data: Data([UInt8(byte)]), encoding: encoding)
            return text?.unicodeScalars.count == 1 ? text!.unicodeScalars.first! : "\u{FFFD}"
        }
        return PageEncoding(name: name, upper: upper)
    }

    // MARK: Prescan

    /// The label declared by the first `<meta>` that declares one (lowercased, trimmed), per the
    /// HTML standard's "prescan a byte stream to determine its encoding".
    static func prescan(_ bytes: UnsafeRawBufferPointer) -> String? {
        let end = min(bytes.count, 1024)
        var position = 0
        func matches(_ text: StaticString, at index: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= end else { return false }
            for offset in 0..<count where HTMLTag.lowercased(bytes[index + offset]) != text.utf8Start[offset] {
                return false
            }
            return true
        }
        // Every declaration names a charset: most pages have nothing more to look at.
        guard (0..<end).contains(where: { matches("charset", at: $0) }) else { return nil }
        func isSpace(_ byte: UInt8) -> Bool { HTMLExtractor.isSpace(byte) }
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }

        /// "Get an attribute": its name (lowercased) and value, or nil at `>` or the end.
        func attribute() -> (name: [UInt8], value: [UInt8])? {
            while position < end && (isSpace(bytes[position]) || bytes[position] == UInt8(ascii: "/")) { position += 1 }
            guard position < end, bytes[position] != UInt8(ascii: ">") else { return nil }
            var name: [UInt8] = []
            var value: [UInt8] = []
            while position < end {
                let byte = bytes[position]
                if byte == UInt8(ascii: "=") && !name.isEmpty { break }
                if isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
                name.append(HTMLTag.lowercased(byte))
                position += 1
            }
            while position < end && isSpace(bytes[position]) { position += 1 }
            guard position < end, bytes[position] == UInt8(ascii: "=") else { return (name, value) }
            position += 1
            while position < end && isSpace(bytes[position]) { position += 1 }
            guard position < end else { return (name, value) }
            let quote = bytes[position]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                position += 1
                while position < end && bytes[position] != quote {
                    value.append(HTMLTag.lowercased(bytes[position]))
                    position += 1
                }
                position += 1
                return (name, value)
            }
            while position < end && !isSpace(bytes[position]) && bytes[position] != UInt8(ascii: ">") {
                value.append(HTMLTag.lowercased(bytes[position]))
                position += 1
            }
            return (name, value)
        }

        while position < end {
            if matches("<!--", at: position) {
                // The comment ends at the first `-->` (which may share its dashes with `<!--`).
                var index = position + 2
                while index < end && !matches("-->", at: index) { index += 1 }
                position = index + 3
            } else if matches("<meta", at: position) && position + 5 < end
                && (isSpace(bytes[position + 5]) || bytes[position + 5] == UInt8(ascii: "/"))
            {
                position += 6
                var seen: Set<[UInt8]> = []
                var gotPragma = false
                var needPragma: Bool?
                var charset: String?
                while let (name, value) = attribute() {
                    guard seen.insert(name).inserted else { continue }
                    switch String(decoding: name, as: UTF8.self) {
                    case "http-equiv":
                        if String(decoding: value, as: UTF8.self) == "content-type" { gotPragma = true }
                    case "content":
                        if charset == nil, let found = charsetInContent(value) {
                            charset = found
                            needPragma = true
                        }
                    case "charset":
                        charset = String(decoding: value, as: UTF8.self)
                        needPragma = false
                    default:
                        break
                    }
                }
                guard let needPragma, !(needPragma && !gotPragma), let charset else { continue }
                let label = charset.trimmingCharacters(in: .whitespacesAndNewlines)
                // A page cannot declare UTF-16 in itself: such a declaration means UTF-8.
                if label.hasPrefix("utf-16") || label == "unicodefffe" || label == "csunicode" { return "utf-8" }
                return label
            } else if position + 1 < end && bytes[position] == UInt8(ascii: "<")
                && (isLetter(bytes[position + 1])
                    || (bytes[position + 1] == UInt8(ascii: "/") && position + 2 < end && isLetter(bytes[position + 2])))
            {
                while position < end && !isSpace(bytes[position]) && bytes[position] != UInt8(ascii: ">") {
                    position += 1
                }
                while attribute() != nil {}
                position += 1
            } else if position + 1 < end && bytes[position] == UInt8(ascii: "<")
                && [UInt8(ascii: "!"), UInt8(ascii: "/"), UInt8(ascii: "?")].contains(bytes[position + 1])
            {
                while position < end && bytes[position] != UInt8(ascii: ">") { position += 1 }
                position += 1
            } else {
                position += 1
            }
        }
        return nil
    }

    /// "Extracting a character encoding from a meta element" (`text/html; charset=…`), lowercased.
    private static func charsetInContent(_ content: [UInt8]) -> String? {
        var index = 0
        let charset = Array("charset".utf8)
        while index + charset.count <= content.count {
            guard Array(content[index..<index + charset.count]) == charset else {
                index += 1
                continue
            }
            var after = index + charset.count
            while after < content.count && HTMLExtractor.isSpace(content[after]) { after += 1 }
            guard after < content.count, content[after] == UInt8(ascii: "=") else {
                index = after
                continue
            }
            after += 1
            while after < content.count && HTMLExtractor.isSpace(content[after]) { after += 1 }
            guard after < content.count else { return nil }
            let first = content[after]
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                guard let close = content[(after + 1)...].firstIndex(of: first) else { return nil }
                return String(decoding: content[(after + 1)..<close], as: UTF8.self)
            }
            let value = content[after...].prefix { !HTMLExtractor.isSpace($0) && $0 != UInt8(ascii: ";") }
            return value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
        }
        return nil
    }
}

/// From offsets in a page decoded to UTF-8 back to offsets in the file (each multi-byte character
/// of the decoded page came from one byte).
struct OffsetMap {
    /// Where each multi-byte character starts in the decoded page, and how many bytes the decoded
    /// page has gained before its end.
    private var starts: [Int] = []
    private var gained: [Int] = []

    mutating func add(decodedStart: Int, length: Int, original: Int) {
        starts.append(decodedStart)
        gained.append((gained.last ?? 0) + length - 1)
    }

    func original(_ offset: Int) -> Int {
        // The last character starting at or before `offset`.
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return offset }
        let index = low - 1
        let before = index == 0 ? 0 : gained[index - 1]
        // Inside the character: its one original byte.
        if offset < starts[index] + (gained[index] - before) + 1 { return starts[index] - before }
        return offset - gained[index]
    }
}
