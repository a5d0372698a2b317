import Foundation
import SwiftParser

/// Highlighted HTML and syntax errors of code samples, computed once per distinct sample: the
/// highlighter and the sample checker share one swift-syntax parse, and `serve` keeps the cache
/// between rebuilds so an edit re-parses only the samples that changed. Safe to use from several
/// threads at once.
public final class SampleCache: @unchecked Sendable {
    /// A sample's code and language, hashed once: a set or dictionary operation then hashes one
    /// number instead of the whole sample again (three such operations per sample were 1.5 % of
    /// a 10,000-page build).
    private struct Key: Hashable {
        let code: String
        let language: String
        let digest: Int

        init(code: String, language: String) {
            self.code = code
            self.language = language
            var hasher = Hasher()
            hasher.combine(code)
            hasher.combine(language)
            digest = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.digest == rhs.digest && lhs.code == rhs.code && lhs.language == rhs.language
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }

    private struct Entry {
        /// Inner HTML of the `<code>` element, nil when the language is not highlighted.
        var html: String?
        var errors: [SampleSyntaxError]
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var used: Set<Key> = []
    /// Whether the samples used are recorded for `dropUnused` (only a cache kept between builds).
    private let tracksUse: Bool

    /// `tracksUse`: record which samples each build uses, so `dropUnused` can forget the others
    /// (a cache that lives for one build does not need to).
    public init(tracksUse: Bool = true) {
        self.tracksUse = tracksUse
    }

    /// `CodeHighlighter.highlight(code, language:)`, cached.
    public func highlight(_ code: String, language: String) -> String? {
        entry(code, language: language).html
    }

    /// `CodeHighlighter.block(code, language:)`, cached.
    public func block(_ code: String, language: String) -> String {
        CodeHighlighter.wrap(entry(code, language: language).html ?? CodeHighlighter.escape(code), language: language)
    }

    /// `SwiftSyntaxChecker.errors(in:)`, cached (the parse is shared with highlighting).
    public func swiftErrors(in code: String) -> [SampleSyntaxError] {
        entry(code, language: "swift").errors
    }

    /// Forgets samples not used since the previous call (called after each build by `serve`;
    /// nothing to do for a cache that does not track use).
    public func dropUnused() {
        guard tracksUse else { return }
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { used.contains($0.key) }
        used.removeAll(keepingCapacity: true)
    }

    private func entry(_ code: String, language: String) -> Entry {
        let key = Key(code: code, language: language.lowercased() == "swift" ? "swift" : language)
        lock.lock()
        if tracksUse { used.insert(key) }
        let cached = entries[key]
        lock.unlock()
        if let cached { return cached }
        let entry: Entry
        if key.language == "swift" {
            let tree = Parser.parse(source: code)
            entry = Entry(html: SwiftHighlighter.highlight(code, tree: tree), errors: SwiftSyntaxChecker.errors(in: tree))
        } else {
            entry = Entry(html: CodeHighlighter.highlight(code, language: language), errors: [])
        }
        lock.lock()
        entries[key] = entry
        lock.unlock()
        return entry
    }
}
