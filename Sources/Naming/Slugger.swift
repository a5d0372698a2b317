/// Heading ids: lowercase ASCII letters and digits joined by single dashes (`Slugger.slug`), made
/// unique within one page by a counter (`overview`, `overview-2`, …) and never one of the ids the page
/// already uses (`reserved`, usually `ReservedIDs.sections` plus the template's own anchors).
public struct Slugger: Sendable {
    /// Ids taken before the first heading (shared, never copied: most pages' set is the same).
    private let reserved: Set<String>
    /// Ids handed out since: a short list searched in order while a page has few headings (hashing
    /// each id into a growing set cost more than the slug itself), a set past `listLimit`.
    private var usedList: [String] = []
    private var usedSet: Set<String> = []
    private static let listLimit = 32
    /// For each slug that was taken, the counter to try next: ids are never given back, so the
    /// counters below it are still taken, and n identical headings cost n probes, not n²/2.
    private var nextCounter: [String: Int] = [:]

    /// A slugger for one page that never hands out an id of `reserved`.
    public init(reserved: Set<String> = []) {
        self.reserved = reserved
    }

    /// The id of a heading: lowercased, ASCII letters and digits kept, apostrophes (`'`, `’`) dropped,
    /// any other run of characters one dash, no dash at either end; `section` when nothing is left
    /// (`Don't panic!` → `dont-panic`, `Café` → `caf`).
    public static func slug(_ text: String) -> String {
        // ASCII text (nearly every heading) on bytes; other text goes through Unicode lowercasing
        // below. Both give the same slug for ASCII text (tested).
        asciiSlug(text) ?? unicodeSlug(text)
    }

    /// The slug of any text: lowercased, ASCII letters and digits kept, apostrophes dropped, any
    /// other run of characters one dash.
    static func unicodeSlug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII && (CharacterSet.alnum.contains(scalar)) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "’" {
                continue  // "don't" → "dont"
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// `slug(text)` for all-ASCII text; nil for anything else.
    static func asciiSlug(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var pendingDash = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                    || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9"))
                {
                    if pendingDash && !result.isEmpty { result.append(UInt8(ascii: "-")) }
                    pendingDash = false
                    result.append(lower)
                } else if lower != UInt8(ascii: "'") {
                    pendingDash = true
                }
            }
            return result.isEmpty ? "section" : String(decoding: result, as: UTF8.self)
        }
    }

    private func isUsed(_ id: String) -> Bool {
        usedSet.isEmpty ? usedList.contains(id) : usedSet.contains(id)
    }

    /// The slug of `text`, followed by `-2`, `-3`, … until it is neither reserved nor handed out
    /// before by this slugger.
    public mutating func unique(for text: String) -> String {
        let base = Slugger.slug(text)
        var candidate = base
        if reserved.contains(candidate) || isUsed(candidate) {
            var counter = nextCounter[base] ?? 2
            repeat {
                candidate = "\(base)-\(counter)"
                counter += 1
            } while reserved.contains(candidate) || isUsed(candidate)
            nextCounter[base] = counter
        }
        if usedList.count < Slugger.listLimit {
            usedList.append(candidate)
        } else {
            if usedSet.isEmpty { usedSet = Set(usedList) }
            usedSet.insert(candidate)
        }
        return candidate
    }
}

private enum CharacterSet {
    struct Alnum {
        func contains(_ scalar: Unicode.Scalar) -> Bool {
            (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
        }
    }
    static let alnum = Alnum()
}
