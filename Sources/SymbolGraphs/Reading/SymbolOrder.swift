import Foundation

/// The precise ids of a graph's `symbols` array in the file's order, with their indexes.
/// SymbolKit keeps the symbols in a dictionary: a repeated id is folded into one and the file's
/// order is lost, so the checks read the ids again here to name a repeat and a symbol's JSON path.
enum SymbolOrder {
    private struct Graph: Decodable {
        var symbols: [Entry]
    }

    private struct Entry: Decodable {
        var identifier: Identifier
    }

    private struct Identifier: Decodable {
        var precise: String
    }

    /// The ids in file order; nil when the file cannot be read this way (SymbolKit read it, so
    /// that does not happen for a file the checks see).
    static func ids(in data: Data) -> [String]? {
        (try? JSONDecoder().decode(Graph.self, from: data))?.symbols.map(\.identifier.precise)
    }

    /// How many times the key `"precise"` occurs in `data`: at least once per symbol. When it is
    /// no more than the symbols SymbolKit kept, no id can be repeated and the ids need no second
    /// read; string values that happen to equal `precise` only cost that read.
    static func preciseKeyCount(in data: Data) -> Int {
        let key = Array("\"precise\"".utf8)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= key.count else { return 0 }
            var count = 0
            var index = 0
            let last = bytes.count - key.count
            while index <= last {
                // memchr finds the next quote; the rest of the key is compared from there.
                guard
                    let found = memchr(bytes.baseAddress! + index, Int32(UInt8(ascii: "\"")), last - index + 1)
                else { break }
                let offset = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(bytes.baseAddress! + offset, key, key.count) == 0 {
                    count += 1
                    index = offset + key.count
                } else {
                    index = offset + 1
                }
            }
            return count
        }
    }
}
