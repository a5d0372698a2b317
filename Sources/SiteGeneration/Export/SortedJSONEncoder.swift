import Foundation
import Parallelism
import Speedups

/// Encodes `Encodable` values to exactly the bytes Foundation's `JSONEncoder` writes on Linux with
/// `.sortedKeys` and `.withoutEscapingSlashes` (plus `.prettyPrinted` when `pretty`), in a fraction
/// of its time: `model.json` and the search index encode every symbol, article and page of the
/// site, and `JSONEncoder` boxes every value generically.
///
/// Same layout as `JSONEncoder`: keys sorted by their UTF-8 bytes, `"key" : value` and two-space
/// indentation when pretty, an empty array or object as a blank line between its brackets, the
/// same string escapes (`\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, `\u00XX` for other control
/// characters; `/` and non-ASCII text as they are), a key encoded twice keeping its last value.
/// `level` indents the whole value as if it were nested that many levels deep (pretty only), so an
/// element can be spliced into a larger document without indenting it again.
///
/// Values `JSONEncoder` formats in its own way — floating-point numbers, `Date`, `Data`, `URL`,
/// `Decimal` — are not handled: encoding one throws `Unsupported`, and callers fall back to
/// `JSONEncoder` (`SortedJSONEncoder.encodeOrFallBack`). The content model has none today.
struct SortedJSONEncoder {
    var pretty: Bool
    var level: Int = 0

    struct Unsupported: Error {
        var type: Any.Type
    }

    func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        var writer = JSONTree.Writer(pretty: pretty, indent: level)
        if pretty { writer.writeIndent() }
        writer.write(try JSONTree.make(value))
        return writer.bytes
    }

    /// `encode(value)`, or `JSONEncoder`'s encoding (indented by `level`) when the value holds a
    /// type this encoder leaves to it.
    func encodeOrFallBack<Value: Encodable>(_ value: Value) -> [UInt8] {
        if Speedup.sortedJSONEncoder.isOn, let bytes = try? encode(value) { return bytes }
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return Array("{}".utf8) }
        guard pretty, level > 0 else { return Array(data) }
        return SplicedJSON.indented(data, by: Array(String(repeating: "  ", count: level).utf8))
    }
}

/// The value being encoded, as a tree (objects are sorted only when written).
enum JSONTree {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case object(ObjectBox)
    case array(ArrayBox)
    /// A child encoder's value, read when written (`superEncoder` and friends).
    case pending(TreeEncoder)

    final class ObjectBox {
        var members: [(key: String, value: JSONTree)] = []
    }

    final class ArrayBox {
        var elements: [JSONTree] = []
    }

    static func make<Value: Encodable>(_ value: Value, codingPath: [CodingKey] = []) throws -> JSONTree {
        // Metatype comparisons, not dynamic casts: this runs for every value of the site.
        if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if Value.self == Int.self { return .number(String(unsafeBitCast(value, to: Int.self))) }
        if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if Value.self == Double.self || Value.self == Float.self || Value.self == Date.self || Value.self == Data.self
            || Value.self == URL.self || Value.self == Decimal.self
        {
            throw SortedJSONEncoder.Unsupported(type: Value.self)
        }
        let encoder = TreeEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        // Like JSONEncoder, a nested value that encoded nothing is an empty object.
        return encoder.value ?? .object(ObjectBox())
    }

    /// Members in the order JSONEncoder writes them: by the UTF-8 bytes of their keys, a key
    /// given twice keeping its order (so the later one, the one written, comes last).
    static func sorted(_ members: [(key: String, value: JSONTree)]) -> [(key: String, value: JSONTree)] {
        memberOrder(members).map { members[$0] }
    }

    /// The positions of `members` in written order (see `sorted`). Objects of one type have the
    /// same keys in the same order, so each thread keeps the orders it worked out, by first key
    /// and count, and reuses one after checking the keys instead of sorting every object's keys.
    static func memberOrder(_ members: [(key: String, value: JSONTree)]) -> [Int] {
        guard members.count > 1 else { return Array(members.indices) }
        let cache = OrderCache.forThisThread()
        let slot = OrderCache.Slot(first: members[0].key, count: members.count)
        if let known = cache.orders[slot], zip(known.keys, members).allSatisfy({ $0 == $1.key }) {
            return known.order
        }
        var order = Array(members.indices)
        order.sort { a, b in
            let order = utf8Order(members[a].key, members[b].key)
            return order == 0 ? a < b : order < 0
        }
        if cache.orders.count >= 256 { cache.orders = [:] }
        cache.orders[slot] = (members.map(\.key), order)
        return order
    }

    /// Orders of members worked out by this thread (see `memberOrder`).
    final class OrderCache {
        struct Slot: Hashable {
            var first: String
            var count: Int
        }

        var orders: [Slot: (keys: [String], order: [Int])] = [:]

        static func forThisThread() -> OrderCache { perThread.value }

        private static let perThread = PerThread { OrderCache() }
    }

    /// memcmp order of the UTF-8 bytes (what `utf8.lexicographicallyPrecedes` says, without iterators).
    static func utf8Order(_ a: String, _ b: String) -> Int {
        var a = a
        var b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                if common > 0, let xBase = x.baseAddress, let yBase = y.baseAddress {
                    let result = memcmp(xBase, yBase, common)
                    if result != 0 { return Int(result) }
                }
                return x.count - y.count
            }
        }
    }

    struct Writer {
        let pretty: Bool
        var indent: Int
        var bytes: [UInt8] = []

        init(pretty: Bool, indent: Int) {
            self.pretty = pretty
            self.indent = indent
            bytes.reserveCapacity(4096)
        }

        mutating func writeIndent() {
            for _ in 0..<indent {
                bytes.append(0x20)
                bytes.append(0x20)
            }
        }

        mutating func write(_ value: JSONTree) {
            switch value {
            case .string(let text): writeString(text)
            case .number(let digits): bytes.append(contentsOf: digits.utf8)
            case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
            case .null: bytes.append(contentsOf: "null".utf8)
            case .pending(let encoder): write(encoder.value ?? .object(ObjectBox()))
            case .array(let box):
                bytes.append(UInt8(ascii: "["))
                if pretty {
                    bytes.append(0x0A)
                    indent += 1
                }
                for (offset, element) in box.elements.enumerated() {
                    if offset > 0 {
                        bytes.append(UInt8(ascii: ","))
                        if pretty { bytes.append(0x0A) }
                    }
                    if pretty { writeIndent() }
                    write(element)
                }
                if pretty {
                    bytes.append(0x0A)
                    indent -= 1
                    writeIndent()
                }
                bytes.append(UInt8(ascii: "]"))
            case .object(let box):
                bytes.append(UInt8(ascii: "{"))
                if pretty {
                    bytes.append(0x0A)
                    indent += 1
                }
                let members = box.members
                let order = JSONTree.memberOrder(members)
                var first = true
                for (offset, position) in order.enumerated() {
                    let member = members[position]
                    if offset + 1 < order.count, members[order[offset + 1]].key == member.key { continue }
                    if !first {
                        bytes.append(UInt8(ascii: ","))
                        if pretty { bytes.append(0x0A) }
                    }
                    first = false
                    if pretty { writeIndent() }
                    writeString(member.key)
                    if pretty {
                        bytes.append(0x20)
                        bytes.append(UInt8(ascii: ":"))
                        bytes.append(0x20)
                    } else {
                        bytes.append(UInt8(ascii: ":"))
                    }
                    write(member.value)
                }
                if pretty {
                    bytes.append(0x0A)
                    indent -= 1
                    writeIndent()
                }
                bytes.append(UInt8(ascii: "}"))
            }
        }

        mutating func writeString(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            var text = text
            text.withUTF8 { utf8 in
                guard let base = utf8.baseAddress else { return }
                let count = utf8.count
                var mark = 0
                var offset = 0
                while offset < count {
                    // Eight bytes at a time while none needs an escape (most of every text).
                    if offset + 8 <= count,
                        !Self.mayNeedEscape(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                    {
                        offset += 8
                        continue
                    }
                    let byte = base[offset]
                    guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                        offset += 1
                        continue
                    }
                    bytes.append(contentsOf: UnsafeBufferPointer(start: base + mark, count: offset - mark))
                    bytes.append(UInt8(ascii: "\\"))
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                    case 0x08: bytes.append(UInt8(ascii: "b"))
                    case 0x0C: bytes.append(UInt8(ascii: "f"))
                    case 0x0A: bytes.append(UInt8(ascii: "n"))
                    case 0x0D: bytes.append(UInt8(ascii: "r"))
                    case 0x09: bytes.append(UInt8(ascii: "t"))
                    default:
                        bytes.append(contentsOf: "u00".utf8)
                        bytes.append(Self.hexDigit(byte >> 4))
                        bytes.append(Self.hexDigit(byte & 0x0F))
                    }
                    offset += 1
                    mark = offset
                }
                bytes.append(contentsOf: UnsafeBufferPointer(start: base + mark, count: count - mark))
            }
            bytes.append(UInt8(ascii: "\""))
        }

        static func hexDigit(_ value: UInt8) -> UInt8 {
            value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
        }

        /// Whether any of the eight bytes in `word` is a control character, `"` or `\` (exact: no
        /// byte is missed; a byte at or above 0x80 never counts).
        @inline(__always)
        static func mayNeedEscape(_ word: UInt64) -> Bool {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            func hasByteBelow(_ value: UInt64, _ limit: UInt64) -> Bool {
                (value &- ones &* limit) & ~value & highs != 0
            }
            return hasByteBelow(word, 0x20) || hasByteBelow(word ^ (ones &* 0x22), 1)
                || hasByteBelow(word ^ (ones &* 0x5C), 1)
        }
    }
}
