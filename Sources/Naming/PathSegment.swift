/// The file-name form of an id: how symbol ids and framework names become folders and files of the
/// built site (`symbols/uikit/uiscene.activationstate.html`).
public enum PathSegment {
    /// A file-name-safe segment: lowercase ASCII letters and digits; `/` and `.` become `.`, other
    /// runs become `-`, no separator at either end; `symbol` when nothing is left
    /// (`scene(_:willConnectTo:options:)` → `scene-willconnectto-options`). Two ids with the same
    /// segment would be written to the same file.
    public static func of(_ text: String) -> String {
        // ASCII ids (nearly all) on bytes: this runs for every symbol while the index is built,
        // on one thread. Other text goes through `lowercased()`, which can turn a non-ASCII
        // character into ASCII letters (the Kelvin sign into `k`).
        ascii(text) ?? scalars(text)
    }

    /// The segment of one part of a symbol id: `of(part)`, except that an operator's characters
    /// are spelled (`==(_:_:)` → `equal-equal-2`, prefix `-(_:)` → `minus-1`; the number counts its
    /// operands), since `of` would leave nothing of them and every operator would share a file.
    public static func ofSymbolPart(_ part: String) -> String {
        guard let first = part.unicodeScalars.first, operatorNames[first] != nil else { return of(part) }
        var words: [String] = []
        var rest = Substring(part)
        while let scalar = rest.unicodeScalars.first, let name = operatorNames[scalar] {
            words.append(name)
            rest = rest.dropFirst()
        }
        let tail = of(String(rest))
        if rest.contains(where: { $0.isLetter || $0.isNumber }) {
            words.append(tail)
        } else {
            words.append(String(rest.filter { $0 == ":" }.count))
        }
        return words.joined(separator: "-")
    }

    /// The characters Swift operators are made of, by name.
    static let operatorNames: [Unicode.Scalar: String] = [
        "=": "equal", "!": "bang", "<": "less", ">": "greater", "+": "plus", "-": "minus", "*": "star",
        "/": "slash", "%": "percent", "&": "amp", "|": "bar", "^": "caret", "~": "tilde", "?": "question",
        ".": "dot",
    ]

    /// `of(text)`, one lowercased Unicode scalar at a time (any text).
    static func scalars(_ text: String) -> String {
        var result = ""
        var pending: Character? = nil
        for scalar in text.lowercased().unicodeScalars {
            let isAlnum = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
            if isAlnum {
                if let separator = pending, !result.isEmpty { result.append(separator) }
                pending = nil
                result.unicodeScalars.append(scalar)
            } else if scalar == "/" || scalar == "." {
                pending = "."
            } else if pending == nil {
                pending = "-"
            }
        }
        return result.isEmpty ? "symbol" : result
    }

    /// `of(text)` when `text` is ASCII, else nil.
    static func ascii(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var pending: UInt8? = nil
            for var byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 0x20 }
                let isLetter = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                if isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                    if let separator = pending, !result.isEmpty { result.append(separator) }
                    pending = nil
                    result.append(byte)
                } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") {
                    pending = UInt8(ascii: ".")
                } else if pending == nil {
                    pending = UInt8(ascii: "-")
                }
            }
            return result.isEmpty ? "symbol" : String(decoding: result, as: UTF8.self)
        }
    }
}
