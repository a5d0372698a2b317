/// Text from the input (file names, values, library messages) made safe to print as one line of a
/// terminal or CI log: control characters could start a new line that a CI reads as a command
/// (`::error …::` in GitHub Actions) or send escape sequences to the terminal.
public enum TerminalText {
    /// `text` with each C0 control, DEL and C1 control replaced by a visible escape: `\n`, `\r`,
    /// `\t`, else `\u{1B}`-style. Other characters are kept as they are.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
