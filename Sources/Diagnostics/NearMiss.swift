/// "Did you mean …?" suggestions from the closest known names.
public enum NearMiss {
    /// The candidates closest to `name` by edit distance (case-insensitive), best first.
    /// Returns at most `limit` names whose distance is small relative to the name's length.
    public static func suggestions(for name: String, among candidates: some Sequence<String>, limit: Int = 1)
        -> [String]
    {
        let target = Array(name.lowercased().unicodeScalars)
        let threshold = max(2, target.count / 3)
        var scored: [(Int, String)] = []
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            if abs(other.count - target.count) > threshold { continue }
            let distance = editDistance(target, other, limit: threshold)
            if distance <= threshold { scored.append((distance, candidate)) }
        }
        scored.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        return scored.prefix(limit).map(\.1)
    }

    /// A ready hint text, or nil when nothing is close.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String? {
        suggestions(for: name, among: candidates).first.map { "did you mean '\($0)'?" }
    }

    /// Levenshtein distance, giving up early once every path exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return rowMin }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
