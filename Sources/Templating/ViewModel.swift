/// A view-model object: named fields in the order they were set, written like a dictionary
/// (`["title": title, "href": href]`) and rendered exactly as a `[String: Any]` with the same fields.
///
/// Fields are found by a scan comparing lengths first, not by hashing: a page's view models hold a
/// few to a few dozen fields, and hashing would cost each key once when the model is built and
/// once per tag that looks it up (up to once per level of the context stack).
public struct ViewModel: ExpressibleByDictionaryLiteral {
    /// The fields in the order they were first set (keys unique). A literal's argument array is kept
    /// as it is, not copied into arrays of keys and values. Fields are read through the buffer's
    /// addresses only: copying a whole `(String, Any)` goes through the runtime's generic tuple
    /// copy.
    private var fields: [(String, Any)]

    public init() {
        fields = []
    }

    /// Keys must be unique, as in a dictionary literal.
    public init(dictionaryLiteral elements: (String, Any)...) {
        fields = elements
        assert(Set(keys).count == keys.count, "duplicate keys in a view model literal")
    }

    public var count: Int { fields.count }
    public var isEmpty: Bool { fields.isEmpty }

    /// Where a field's key and value are, from the field's address: a tuple's first element is at
    /// its start, the next at the following multiple of its alignment (what `MemoryLayout.offset(of:)`
    /// says, which the tests check; worked out here, it is a constant instead of a lazy global
    /// checked on every access).
    static var keyOffset: Int { 0 }
    static var valueOffset: Int {
        let alignment = MemoryLayout<Any>.alignment
        return (MemoryLayout<String>.size + alignment - 1) / alignment * alignment
    }

    @inline(__always)
    private static func key(_ field: UnsafePointer<(String, Any)>) -> UnsafePointer<String> {
        (UnsafeRawPointer(field) + keyOffset).assumingMemoryBound(to: String.self)
    }

    @inline(__always)
    private static func value(_ field: UnsafeMutablePointer<(String, Any)>) -> UnsafeMutablePointer<Any> {
        (UnsafeMutableRawPointer(field) + valueOffset).assumingMemoryBound(to: Any.self)
    }

    /// The keys in the order they were first set.
    public var keys: [String] { (0..<count).map(key(at:)) }

    /// The values, at the positions of their keys.
    public var values: [Any] { (0..<count).map(value(at:)) }

    /// The key of field `position` (`0..<count`).
    public func key(at position: Int) -> String {
        fields.withUnsafeBufferPointer { Self.key($0.baseAddress! + position).pointee }
    }

    /// The value of field `position` (`0..<count`).
    public func value(at position: Int) -> Any {
        fields.withUnsafeBufferPointer {
            Self.value(UnsafeMutablePointer(mutating: $0.baseAddress! + position)).pointee
        }
    }

    /// The value of `key`; setting nil removes the field, as with a dictionary.
    public subscript(key: String) -> Any? {
        get {
            guard let position = position(of: key) else { return nil }
            return value(at: position)
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    fields.withUnsafeMutableBufferPointer { Self.value($0.baseAddress! + position).pointee = newValue }
                } else {
                    fields.remove(at: position)
                }
            } else if let newValue {
                fields.append((key, newValue))
            }
        }
    }

    /// The same fields as a dictionary (what swift-mustache renders; transforms over an object use it).
    public var dictionary: [String: Any] {
        Dictionary(zip(keys, values).map { ($0, $1) }, uniquingKeysWith: { _, last in last })
    }

    /// Where `key` is among the fields, trying position `hint` first (then as `position(of:)`).
    @inline(__always)
    func position(of key: String, hint: Int) -> Int? {
        let matches = fields.withUnsafeBufferPointer { fields in
            hint < fields.count && Self.key(fields.baseAddress! + hint).pointee == key
        }
        return matches ? hint : position(of: key)
    }

    /// Where `key` is among the fields: lengths are compared first (inline, no call), strings only
    /// when equal.
    @inline(__always)
    func position(of key: String) -> Int? {
        let length = key.utf8.count
        return fields.withUnsafeBufferPointer { fields in
            guard let base = fields.baseAddress else { return nil }
            for index in fields.indices {
                let candidate = Self.key(base + index)
                if candidate.pointee.utf8.count == length && candidate.pointee == key { return index }
            }
            return nil
        }
    }
}

extension ViewModel: CustomStringConvertible {
    /// As a dictionary prints (`["key": value]`, `[:]` when empty), fields in their order.
    public var description: String {
        guard !isEmpty else { return "[:]" }
        return "["
            + zip(keys, values).map { String(reflecting: $0) + ": " + String(reflecting: $1) }.joined(separator: ", ")
            + "]"
    }
}
