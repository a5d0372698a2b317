import Foundation

/// URLs not to check: regular expressions from `--exclude` and from an ignore file
/// (`.linkcheckignore`: one regular expression per line, `#` starts a comment line).
/// A reference is excluded when any expression matches part of it as written.
public struct ExclusionList: @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to use from several threads.
    private var expressions: [NSRegularExpression] = []
    public private(set) var patterns: [String] = []

    public init() {}

    /// An `--exclude` pattern that is not a valid regular expression.
    public struct InvalidPattern: Error, CustomStringConvertible {
        public var pattern: String
        /// "file:line" when the pattern came from an ignore file.
        public var origin: String?
        public var description: String {
            (origin.map { "\($0): " } ?? "") + "invalid regular expression '\(pattern)'"
        }
    }

    public mutating func add(_ pattern: String, origin: String? = nil) throws(InvalidPattern) {
        do {
            expressions.append(try NSRegularExpression(pattern: pattern))
            patterns.append(pattern)
        } catch {
            throw InvalidPattern(pattern: pattern, origin: origin)
        }
    }

    /// Adds every pattern of an ignore file's text; `name` is used in error messages.
    public mutating func addIgnoreFile(_ text: String, name: String) throws(InvalidPattern) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let pattern = line.trimmingCharacters(in: .whitespaces)
            if pattern.isEmpty || pattern.hasPrefix("#") { continue }
            try add(pattern, origin: "\(name):\(index + 1)")
        }
    }

    public var isEmpty: Bool { expressions.isEmpty }

    public func excludes(_ url: String) -> Bool {
        let range = NSRange(url.startIndex..., in: url)
        return expressions.contains { $0.firstMatch(in: url, range: range) != nil }
    }
}
