/// Turns heading text into ids: lowercase ASCII letters and digits joined by single dashes,
/// unique within one page (`overview`, `overview-2`, …).
public struct Slugger: Sendable {
    private var used: Set<String>

    public init(reserved: Set<String> = []) {
        used = reserved
    }

    public static func slug(_ text: String) -> String {
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

    public mutating func unique(for text: String) -> String {
        let base = Slugger.slug(text)
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

private enum CharacterSet {
    struct Alnum {
        func contains(_ scalar: Unicode.Scalar) -> Bool {
            (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
        }
    }
    static let alnum = Alnum()
}
