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

/// Copies of SceneDocs' id rules, so the generator can name headings it links to and avoid
/// output-file collisions without depending on the generator's modules. The strict build in the
/// tests catches any drift.
enum SceneDocsRules {
    /// `Slugger.slug` (Sources/Markup/Slugger.swift).
    static func slug(_ text: String) -> String {
        if let fast = asciiSlug(text) { return fast.isEmpty ? "section" : fast }
        var result = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "’" {
                continue
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// `PageSections.reserved` (Sources/LinkResolution/PageSections.swift): ids the templates use.
    static let reservedSections: Set<String> = [
        "top", "main", "content", "site-header", "site-nav", "search", "on-this-page", "declaration",
        "availability", "topics", "relationships", "equivalents", "referenced-by", "see-also", "sources", "steps",
        "path-nav", "mapping-table", "members", "start-here", "reading-paths", "migration-guides", "concepts",
    ]

    /// `PageID.reserved` (Sources/ContentModel/Loading/FieldReaders.swift).
    static let reservedPageIDs: Set<String> = [
        "home", "index", "mapping", "symbols", "guides", "paths", "articles", "404",
    ]

    /// `OutputPaths.segment` (Sources/ContentModel/Index/OutputPaths.swift): the file-name form of an
    /// id segment. Two members of one type must not share it.
    static func segment(_ text: String) -> String {
        if let fast = asciiSegment(text) { return fast.isEmpty ? "symbol" : fast }
        var result = ""
        var pending: Character? = nil
        for scalar in text.lowercased().unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                if let separator = pending, !result.isEmpty { result.append(separator) }
                pending = nil
                result.unicodeScalars.append(scalar)
            } else if scalar == "/" || scalar == "." {
                pending = "."
            } else if pending == nil {
                pending = "-"
            }
        }
        return result.isEmpty ? "symbol" : result
    }
}

extension SceneDocsRules {
    /// Byte-level `slug` for ASCII text (all generated text is ASCII); nil otherwise.
    static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if let lower = alphanumeric(byte) {
                if pendingDash && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingDash = false
                bytes.append(lower)
            } else if byte != UInt8(ascii: "'") {
                pendingDash = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Byte-level `segment` for ASCII text; nil otherwise.
    static func asciiSegment(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pending: UInt8? = nil
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if let lower = alphanumeric(byte) {
                if let separator = pending, !bytes.isEmpty { bytes.append(separator) }
                pending = nil
                bytes.append(lower)
            } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") {
                pending = UInt8(ascii: ".")
            } else if pending == nil {
                pending = UInt8(ascii: "-")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lower-case form of an ASCII letter or digit, nil for anything else.
    @inline(__always) static func alphanumeric(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte + 32
        default: return nil
        }
    }
}

/// Heading ids unique within one page, like `Slugger.unique(for:)`.
struct HeadingSlugger {
    private var used: Set<String>

    init(reserved: Set<String>) {
        used = reserved
    }

    mutating func unique(for text: String) -> String {
        let base = SceneDocsRules.slug(text)
        var candidate = base
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
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
