import Foundation
import Parallelism

/// Pretty-printed JSON written in pieces, byte-identical to one `JSONEncoder` call with
/// `prettyPrinted`, `sortedKeys` and `withoutEscapingSlashes`, but never built whole: the document is
/// encoded with its big arrays empty (the skeleton), and each array's elements are encoded one by
/// one (on all cores, a window at a time, in order), indented to their depth and spliced in where
/// the skeleton has the empty array.
///
/// Indenting an encoded element is safe line by line: JSON strings escape newlines, so every
/// `\n` in an element's encoding starts a new line of its layout (the blank line of an empty array
/// or object stays blank).
enum SplicedJSON {
    /// The formatting `model.json` has always had.
    static let formatting: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    /// Elements encoded before their bytes are written by default (bounds the memory an array takes).
    static let defaultWindow = 512
    /// Between two elements of an array.
    static let separator = Data(",\n".utf8)

    /// One array of the document, under `key`, encoded element by element.
    struct SplicedArray {
        var key: String
        var count: Int
        /// The encoding of element `i` on its own, indented `level` steps.
        var encode: (_ i: Int, _ level: Int) -> [UInt8]

        init<Element: Encodable>(key: String, _ elements: [Element]) {
            self.key = key
            count = elements.count
            encode = { i, level in SortedJSONEncoder(pretty: true, level: level).encodeOrFallBack(elements[i]) }
        }

        /// Elements equal to the ones `cache` saw under the same id are not encoded again.
        init<Element: Encodable & Equatable>(
            key: String, _ elements: [Element], id: @escaping (Element) -> String, cache: ElementCache?
        ) {
            self.key = key
            count = elements.count
            encode = { i, level in
                let element = elements[i]
                guard let cache else { return SortedJSONEncoder(pretty: true, level: level).encodeOrFallBack(element) }
                let name = key + "\u{0}" + id(element)
                if let bytes = cache.bytes(of: element, named: name, level: level) { return bytes }
                let bytes = SortedJSONEncoder(pretty: true, level: level).encodeOrFallBack(element)
                cache.store(bytes, of: element, named: name, level: level)
                return bytes
            }
        }
    }

    /// The encoding of each element of the previous document, by array and id, for `serve`'s full
    /// rebuilds: an element equal to the one encoded then is not encoded again (a value equal to the
    /// cached one has the same encoding, so reuse is exact whatever the ids). Only what a build
    /// used stays for the next one. Thread-safe.
    final class ElementCache: @unchecked Sendable {
        private struct Entry {
            var element: Any
            var level: Int
            var bytes: [UInt8]
        }
        private let lock = NSLock()
        private var previous: [String: Entry] = [:]
        private var current: [String: Entry] = [:]
        /// Elements reused in the current build (for the tests).
        private(set) var reused = 0

        init() {}

        func bytes<Element: Equatable>(of element: Element, named name: String, level: Int) -> [UInt8]? {
            lock.lock()
            let entry = previous[name]
            lock.unlock()
            guard let entry, entry.level == level, let old = entry.element as? Element, old == element else {
                return nil
            }
            lock.lock()
            current[name] = entry
            reused += 1
            lock.unlock()
            return entry.bytes
        }

        func store<Element>(_ bytes: [UInt8], of element: Element, named name: String, level: Int) {
            lock.lock()
            current[name] = Entry(element: element, level: level, bytes: bytes)
            lock.unlock()
        }

        /// Ends a build: only its elements stay.
        func finishBuild() {
            lock.lock()
            previous = current
            current = [:]
            reused = 0
            lock.unlock()
        }
    }

    /// `value` as one `JSONEncoder` call with `formatting` writes it.
    static func encode<Value: Encodable>(_ value: Value) -> Data? {
        Data(SortedJSONEncoder(pretty: true).encodeOrFallBack(value))
    }

    /// Writes `skeleton` — the document encoded with every array of `arrays` empty, those arrays
    /// being members of an object whose keys are indented by `level` steps — with the elements
    /// spliced in, `window` elements at a time. Returns false, having written nothing, when the skeleton does not hold each
    /// empty array exactly once.
    static func write(
        skeleton: Data, arrays: [SplicedArray], level: Int, workers: Int, window: Int = defaultWindow,
        to write: (Data) -> Void
    ) -> Bool {
        let indent = String(repeating: "  ", count: level)
        var cuts: [(range: Range<Int>, array: SplicedArray)] = []
        for array in arrays {
            let empty = Data("\n\(indent)\"\(array.key)\" : [\n\n\(indent)]".utf8)
            guard let first = ByteSearch.only(empty, in: skeleton) else { return false }
            cuts.append((first..<first + empty.count, array))
        }
        cuts.sort { $0.range.lowerBound < $1.range.lowerBound }
        var position = 0
        for (range, array) in cuts {
            guard array.count > 0 else { continue }
            write(skeleton.subdata(in: position..<range.lowerBound))
            write(Data("\n\(indent)\"\(array.key)\" : [\n".utf8))
            for start in stride(from: 0, to: array.count, by: window) {
                let numbers = Array(start..<min(start + window, array.count))
                let encoded = Parallel.map(numbers, workers: workers) { array.encode($0, level + 1) }
                // Copied once, into the window's `Data` (an element may be a cached buffer: appending
                // the separator to it would copy it first).
                var bytes = Data(capacity: encoded.reduce(0) { $0 + $1.count + 2 })
                for (offset, chunk) in encoded.enumerated() {
                    chunk.withUnsafeBufferPointer { bytes.append($0) }
                    if start + offset < array.count - 1 { bytes.append(SplicedJSON.separator) }
                }
                write(bytes)
            }
            write(Data("\n\(indent)]".utf8))
            position = range.upperBound
        }
        write(skeleton.subdata(in: position..<skeleton.count))
        return true
    }

    /// `json` with `indent` before each line but blank ones.
    static func indented(_ json: Data, by indent: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(json.count + json.count / 4 + indent.count)
        result += indent
        json.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var lineStart = 0
            for offset in 0..<bytes.count where bytes[offset] == UInt8(ascii: "\n") {
                result += bytes[lineStart...offset]
                // The encoder leaves the blank line inside an empty array or object unindented.
                if offset + 1 < bytes.count, bytes[offset + 1] != UInt8(ascii: "\n") { result += indent }
                lineStart = offset + 1
            }
            result += bytes[lineStart..<bytes.count]
        }
        return result
    }
}
