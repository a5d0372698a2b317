/// HTML text helpers for the few strings the generator writes itself.
public enum HTML {
    /// Escapes `& < > " '` for text and attribute values.
    public static func escape(_ text: String) -> String {
        // Most texts (paths, ids, titles) contain none of the five characters.
        let special =
            text.utf8.withContiguousStorageIfAvailable(ByteScan.containsHTMLSpecial)
            ?? text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        guard special else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
