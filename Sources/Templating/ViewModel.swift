/// A view-model object: named fields in the order they were set, written like a dictionary
/// (`["title": title, "href": href]`) and rendered exactly as a `[String: Any]` with the same fields.
///
/// Fields are found by a scan comparing lengths first, not by hashing: a page's view models hold a
/// few to a few dozen fields, and hashing each key once when the model was built and once per tag
/// that looked it up (up to once per level of the context stack) was ~5 % of a 10,000-page build.
public struct ViewModel: ExpressibleByDictionaryLiteral {
    /// The keys in the order they were first set (unique), and their values at the same positions.
    /// Two arrays, not one of pairs: the scan then reads only `String`s (an element of `(String, Any)`
    /// was copied through the runtime's generic tuple copy on each comparison).
    public private(set) var keys: [String]
    public private(set) var values: [Any]

    public init() {
        keys = []
        values = []
    }

    /// Keys must be unique, as in a dictionary literal.
    public init(dictionaryLiteral elements: (String, Any)...) {
        keys = []
        values = []
        keys.reserveCapacity(elements.count)
        values.reserveCapacity(elements.count)
        // Each field read through the element's address: copying a `(String, Any)` (even to read one
        // field of it) goes through the runtime's generic tuple copy, ~150 instructions per field.
        elements.withUnsafeBytes { bytes in
            let stride = MemoryLayout<(String, Any)>.stride
            for offset in Swift.stride(from: 0, to: bytes.count, by: stride) {
                keys.append(bytes.load(fromByteOffset: offset, as: String.self))
                values.append(bytes.load(fromByteOffset: offset + Self.valueOffset, as: Any.self))
            }
        }
        assert(Set(keys).count == keys.count, "duplicate keys in a view model literal")
    }

    /// Where the value of a `(String, Any)` is: after the string, at the existential's alignment.
    private static let valueOffset: Int = {
        let alignment = MemoryLayout<Any>.alignment
        return (MemoryLayout<String>.size + alignment - 1) / alignment * alignment
    }()

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// The value of `key`; setting nil removes the field, as with a dictionary.
    public subscript(key: String) -> Any? {
        get {
            guard let position = position(of: key) else { return nil }
            return values[position]
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    values[position] = newValue
                } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    /// The same fields as a dictionary (what swift-mustache renders; transforms over an object use it).
    public var dictionary: [String: Any] {
        Dictionary(zip(keys, values).map { ($0, $1) }, uniquingKeysWith: { _, last in last })
    }

    /// Where `key` is in `keys`, trying position `hint` first (then as `position(of:)`).
    @inline(__always)
    func position(of key: String, hint: Int) -> Int? {
        if hint < keys.count, keys[hint] == key { return hint }
        return position(of: key)
    }

    /// Where `key` is in `keys`: lengths are compared first (inline, no call), strings only when equal.
    @inline(__always)
    func position(of key: String) -> Int? {
        let length = key.utf8.count
        return keys.withUnsafeBufferPointer { keys in
            for index in keys.indices where keys[index].utf8.count == length && keys[index] == key {
                return index
            }
            return nil
        }
    }
}

extension ViewModel: CustomStringConvertible {
    /// As a dictionary prints (`["key": value]`, `[:]` when empty), fields in their order.
    public var description: String {
        guard !isEmpty else { return "[:]" }
        return "[" + zip(keys, values).map { String(reflecting: $0) + ": " + String(reflecting: $1) }.joined(separator: ", ") + "]"
    }
}
