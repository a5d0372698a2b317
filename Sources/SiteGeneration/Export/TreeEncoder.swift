import Foundation

/// The `Encoder` behind `JSONTree.make`: containers write straight into the tree.
final class TreeEncoder: Encoder {
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var value: JSONTree?

    init(codingPath: [CodingKey]) {
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(box: objectBox(), codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        UnkeyedContainer(box: arrayBox(), codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        SingleContainer(encoder: self)
    }

    /// Asking twice for a keyed (or unkeyed) container gives the same one, as with JSONEncoder.
    func objectBox() -> JSONTree.ObjectBox {
        if case .object(let box)? = value { return box }
        let box = JSONTree.ObjectBox()
        value = .object(box)
        return box
    }

    func arrayBox() -> JSONTree.ArrayBox {
        if case .array(let box)? = value { return box }
        let box = JSONTree.ArrayBox()
        value = .array(box)
        return box
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: JSONTree.ObjectBox
        let codingPath: [CodingKey]

        private func put(_ value: JSONTree, _ key: Key) { box.members.append((key.stringValue, value)) }

        /// A nested container for `key`, reusing one already made there.
        private func nestedEncoder(_ key: Key) -> TreeEncoder {
            if let existing = box.members.last(where: { $0.key == key.stringValue }),
                case .pending(let encoder) = existing.value
            {
                return encoder
            }
            let encoder = TreeEncoder(codingPath: codingPath + [key])
            put(.pending(encoder), key)
            return encoder
        }

        mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { put(.number(String(value)), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws {
            throw SortedJSONEncoder.Unsupported(type: Double.self)
        }
        mutating func encode(_ value: Float, forKey key: Key) throws {
            throw SortedJSONEncoder.Unsupported(type: Float.self)
        }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            put(try JSONTree.make(value, codingPath: codingPath + [key]), key)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            nestedEncoder(key).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            nestedEncoder(key).unkeyedContainer()
        }

        mutating func superEncoder() -> Encoder {
            let encoder = TreeEncoder(codingPath: codingPath)
            box.members.append(("super", .pending(encoder)))
            return encoder
        }

        mutating func superEncoder(forKey key: Key) -> Encoder { nestedEncoder(key) }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer, ValueSink {
        let box: JSONTree.ArrayBox
        let codingPath: [CodingKey]
        var count: Int { box.elements.count }

        func put(_ value: JSONTree) { box.elements.append(value) }

        private func nestedEncoder() -> TreeEncoder {
            let encoder = TreeEncoder(codingPath: codingPath)
            put(.pending(encoder))
            return encoder
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            nestedEncoder().container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer { nestedEncoder().unkeyedContainer() }

        mutating func superEncoder() -> Encoder { nestedEncoder() }
    }

    struct SingleContainer: SingleValueEncodingContainer, ValueSink {
        let encoder: TreeEncoder
        var codingPath: [CodingKey] { encoder.codingPath }

        func put(_ value: JSONTree) { encoder.value = value }
    }
}

/// The unkeyed and single-value containers: each value goes to `put` (the keyed container has the
/// same methods with a key).
protocol ValueSink {
    var codingPath: [CodingKey] { get }
    func put(_ value: JSONTree)
}

extension ValueSink {
    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Int) throws { put(.number(String(value))) }
    mutating func encode(_ value: Int8) throws { put(.number(String(value))) }
    mutating func encode(_ value: Int16) throws { put(.number(String(value))) }
    mutating func encode(_ value: Int32) throws { put(.number(String(value))) }
    mutating func encode(_ value: Int64) throws { put(.number(String(value))) }
    mutating func encode(_ value: UInt) throws { put(.number(String(value))) }
    mutating func encode(_ value: UInt8) throws { put(.number(String(value))) }
    mutating func encode(_ value: UInt16) throws { put(.number(String(value))) }
    mutating func encode(_ value: UInt32) throws { put(.number(String(value))) }
    mutating func encode(_ value: UInt64) throws { put(.number(String(value))) }
    mutating func encode(_ value: Double) throws { throw SortedJSONEncoder.Unsupported(type: Double.self) }
    mutating func encode(_ value: Float) throws { throw SortedJSONEncoder.Unsupported(type: Float.self) }
    mutating func encode<T: Encodable>(_ value: T) throws { put(try JSONTree.make(value, codingPath: codingPath)) }
}
