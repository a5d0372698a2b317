import Foundation

@testable import SymbolGraphs

/// A `*.symbols.json` file as the build reads it: `GraphReader.read` (the fast reader, or
/// SymbolKit where it steps aside, then the checks). Wherever SymbolKit reads the graph, the fast
/// reader must give the same file or none (its oracle).
enum GraphTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        let data = Data(input)
        _ = GraphReader.read(data, display: "fuzz.symbols.json")
        guard case .success(let reference) = SymbolKitReader.read(data, path: "fuzz.symbols.json"),
            let fast = FastGraphReader.read(data, path: "fuzz.symbols.json")
        else { return }
        guard fast == reference else {
            disagreement(
                "the fast reader and SymbolKit read this graph differently:\n\(String(decoding: data, as: UTF8.self))\nfast:      \(fast)\nSymbolKit: \(reference)"
            )
        }
    }
}
