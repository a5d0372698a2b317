extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)` (or `.whitespacesAndNewlines`) on Unicode scalars,
    /// without Foundation's bridging through NSString, which made it a hot spot on long texts.
    public func trimmingWhitespace(andNewlines: Bool = false) -> String {
        let scalars = unicodeScalars
        func trimmed(_ scalar: Unicode.Scalar) -> Bool {
            if scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator { return true }
            guard andNewlines else { return false }
            return ("\n"..."\r").contains(scalar) || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
        guard let first = scalars.firstIndex(where: { !trimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !trimmed($0) })!
        return String(self[first..<scalars.index(after: last)])
    }

    /// The lines of the text (split at `\n` on UTF-8 bytes, empty lines kept).
    public var lineSlices: [Substring] {
        let text = Substring(self)
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}
