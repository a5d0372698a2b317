import Foundation

/// A token of Objective-C source. Comments and preprocessor directives produce none; string,
/// character and number literals are one `literal` token each, so their text never matches a name.
struct ObjCToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// A C identifier (`UIApplication`, `keyWindow`, `self`).
        case identifier
        /// `@` directly followed by an identifier (`@interface`, `@end`, `@property`).
        case directive
        case literal
        /// One punctuation character (`[`, `]`, `:`, `-`, …); `->` is one token.
        case punctuation
    }

    var kind: Kind
    var text: Substring
    var position: SourcePosition

    func `is`(_ punctuation: String) -> Bool {
        kind == .punctuation && text == punctuation
    }
}

/// A preprocessor directive of an Objective-C file: `#if DEBUG` is line N, name `if`, arguments `DEBUG`.
public struct ObjCDirective: Sendable, Hashable {
    public var line: Int
    public var name: String
    public var arguments: String
}

/// A small Objective-C lexer: enough of C's lexical grammar to find names, message sends and
/// method declarations, never a name inside a comment or a literal. Code in a conditional group
/// the preprocessor drops for certain (`#if 0`, or the `#else` of `#if 1`) produces no tokens.
struct ObjCLexer {
    private let text: String
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// Whether only whitespace has been seen on the current line (a `#` there starts a directive).
    private var atLineStart = true
    private var conditions: [Condition] = []
    /// Every preprocessor directive read, in order: its first line, its name (`if`, `ifdef`,
    /// `endif`, `define`, `import`, …) and the words after the name.
    private(set) var directives: [ObjCDirective] = []

    private struct Condition {
        /// Whether the enclosing group is read.
        var parentActive: Bool
        /// Whether this branch is read.
        var active: Bool
        /// Whether an earlier branch of this `#if` is known to be taken.
        var taken: Bool
    }

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    private var active: Bool { conditions.last?.active ?? true }

    mutating func tokens() -> [ObjCToken] {
        var result: [ObjCToken] = []
        result.reserveCapacity(bytes.count / 4)
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\n"):
                newLine(after: offset)
                offset += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                offset += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#") where atLineStart:
                directive()
            default:
                atLineStart = false
                let start = offset
                let position = SourcePosition(line: line, column: offset - lineStart + 1)
                let kind = lexToken()
                if active {
                    result.append(ObjCToken(kind: kind, text: slice(start, offset), position: position))
                }
            }
        }
        return result
    }

    private func peek(_ distance: Int) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    private func slice(_ start: Int, _ end: Int) -> Substring {
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        let to = utf8.index(from, offsetBy: end - start)
        return text[from..<to]
    }

    private mutating func newLine(after newlineOffset: Int) {
        line += 1
        lineStart = newlineOffset + 1
        atLineStart = true
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$")
            || byte >= 0x80
    }

    private mutating func lexToken() -> ObjCToken.Kind {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "@") {
            if let next = peek(1), next == UInt8(ascii: "\"") {
                offset += 1
                skipQuoted(UInt8(ascii: "\""))
                return .literal
            }
            if let next = peek(1), Self.isIdentifierByte(next),
                !(next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
            {
                offset += 1
                while offset < bytes.count, Self.isIdentifierByte(bytes[offset]) { offset += 1 }
                return .directive
            }
            offset += 1
            return .punctuation
        }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            skipQuoted(byte)
            return .literal
        }
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            while offset < bytes.count, Self.isIdentifierByte(bytes[offset]) || bytes[offset] == UInt8(ascii: ".") {
                offset += 1
            }
            return .literal
        }
        if Self.isIdentifierByte(byte) {
            while offset < bytes.count, Self.isIdentifierByte(bytes[offset]) { offset += 1 }
            // String literal prefixes: L"…", u8"…", u"…", U"…".
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") {
                let prefix = slice(offset - min(offset, 2), offset)
                if prefix.hasSuffix("L") || prefix.hasSuffix("u") || prefix.hasSuffix("U") || prefix == "u8" {
                    skipQuoted(bytes[offset])
                    return .literal
                }
            }
            return .identifier
        }
        if byte == UInt8(ascii: "-"), peek(1) == UInt8(ascii: ">") {
            offset += 2
            return .punctuation
        }
        offset += 1
        return .punctuation
    }

    /// A string or character literal; an unterminated one ends at the end of its line.
    private mutating func skipQuoted(_ quote: UInt8) {
        offset += 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                if peek(1) == UInt8(ascii: "\n") {
                    newLine(after: offset + 1)
                    atLineStart = false
                }
                offset += 2
                continue
            }
            if byte == quote {
                offset += 1
                return
            }
            if byte == UInt8(ascii: "\n") { return }
            offset += 1
        }
        offset = min(offset, bytes.count)
    }

    private mutating func skipLineComment() {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            // A backslash before the newline continues a `//` comment onto the next line.
            if bytes[offset] == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "\n") {
                newLine(after: offset + 1)
                offset += 2
                continue
            }
            offset += 1
        }
    }

    /// `/* … */` (C block comments do not nest).
    private mutating func skipBlockComment() {
        let wasAtLineStart = atLineStart
        offset += 2
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                offset += 2
                atLineStart = wasAtLineStart && atLineStart
                return
            }
            if bytes[offset] == UInt8(ascii: "\n") {
                newLine(after: offset)
                atLineStart = false
            }
            offset += 1
        }
    }

    /// A preprocessor directive (continued lines included). Only conditionals change what is read.
    private mutating func directive() {
        let startLine = line
        offset += 1
        var content: [UInt8] = []
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            if bytes[offset] == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "\n") {
                newLine(after: offset + 1)
                offset += 2
                continue
            }
            if bytes[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
                content.append(UInt8(ascii: " "))
                continue
            }
            if bytes[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                skipLineComment()
                break
            }
            content.append(bytes[offset])
            offset += 1
        }
        let words = String(decoding: content, as: UTF8.self).trimmingCharacters(in: [" ", "\t", "\r"])
        let name = words.prefix { $0.isLetter }
        let rest = words.dropFirst(name.count)
        directives.append(
            ObjCDirective(
                line: startLine, name: String(name),
                arguments: String(rest).trimmingCharacters(in: [" ", "\t", "\r"])))
        switch name {
        case "if":
            push(Self.evaluate(rest))
        case "ifdef", "ifndef":
            push(nil)
        case "elif":
            guard var top = conditions.popLast() else { return }
            let value = top.taken ? false : Self.evaluate(rest)
            top.active = top.parentActive && value != false
            top.taken = top.taken || value == true
            conditions.append(top)
        case "else":
            guard var top = conditions.popLast() else { return }
            top.active = top.parentActive && !top.taken
            top.taken = true
            conditions.append(top)
        case "endif":
            _ = conditions.popLast()
        default:
            break
        }
        atLineStart = true
    }

    private mutating func push(_ value: Bool?) {
        let parent = active
        conditions.append(Condition(parentActive: parent, active: parent && value != false, taken: value == true))
    }

    /// `0`, `1`, `false`, `true` and their negations, in parentheses or not; anything else is unknown.
    static func evaluate(_ condition: Substring) -> Bool? {
        var text = condition.filter { !$0.isWhitespace }[...]
        var negated = false
        while true {
            if text.hasPrefix("("), text.hasSuffix(")") {
                text = text.dropFirst().dropLast()
            } else if text.hasPrefix("!") {
                negated.toggle()
                text = text.dropFirst()
            } else {
                break
            }
        }
        let value: Bool
        switch text {
        case "0", "false": value = false
        case "1", "true": value = true
        default: return nil
        }
        return negated ? !value : value
    }
}
