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
                let encoded = Parallel.map(numbers, workers: workers) { i -> [UInt8] in
                    var chunk = array.encode(i, level + 1)
                    if i < array.count - 1 { chunk += [UInt8(ascii: ","), UInt8(ascii: "\n")] }
                    return chunk
                }
                var bytes: [UInt8] = []
                bytes.reserveCapacity(encoded.reduce(0) { $0 + $1.count })
                for chunk in encoded { bytes += chunk }
                write(Data(bytes))
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
