/// SplitMix64: a tiny seeded generator. Every random choice of the corpus goes through it (never
/// `SystemRandomNumberGenerator`, never the standard library's `random(in:using:)` or `shuffled`,
/// whose algorithms are not promised to stay the same), so one seed gives the same bytes everywhere.
/// Public so that the seeded tests of other modules draw from the same generator.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// An independent generator for item `index` of a stream: pages render in any order, on any
    /// thread, and still get the same text.
    init(seed: UInt64, stream: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ (stream &* 0x9E37_79B9_7F4A_7C15))
        for _ in 0..<2 { _ = mixer.next() }
        state = mixer.next() ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
        _ = next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` (the modulo bias is irrelevant for filler text).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let count = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % count)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < p
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(next() % UInt64(items.count))]
    }

    /// `count` distinct indices below `limit`, in drawing order.
    mutating func distinctIndices(_ count: Int, below limit: Int) -> [Int] {
        let count = min(count, limit)
        if count * 3 >= limit {
            var all = Array(0..<limit)
            for i in 0..<count {
                let j = i + Int(next() % UInt64(limit - i))
                all.swapAt(i, j)
            }
            return Array(all[0..<count])
        }
        var chosen: [Int] = []
        var seen: Set<Int> = []  // membership only; the output order is the drawing order
        while chosen.count < count {
            let candidate = Int(next() % UInt64(limit))
            if seen.insert(candidate).inserted { chosen.append(candidate) }
        }
        return chosen
    }
}

enum YAML {
    /// A double-quoted YAML scalar.
    static func quote(_ text: String) -> String {
        if !text.utf8.contains(where: {
            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n")
        }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// `[a, b]` with every item quoted.
    static func list(_ items: [String]) -> String {
        "[" + items.map(quote).joined(separator: ", ") + "]"
    }

    /// A literal block (`|`) indented by `indent` spaces; `text` ends with a newline.
    static func block(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var result = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            result += line.isEmpty ? "\n" : pad + line + "\n"
        }
        return result
    }
}

extension String {
    /// The first letter upper-cased.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// The first letter lower-cased.
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
