import Foundation
import SwiftParser

/// Highlighted HTML and syntax errors of code samples, computed once per distinct sample: the
/// highlighter and the sample checker share one swift-syntax parse, and `serve` keeps the cache
/// between rebuilds so an edit re-parses only the samples that changed. Safe to use from several
/// threads at once.
public final class SampleCache: @unchecked Sendable {
    private struct Key: Hashable {
        var code: String
        var language: String
    }

    private struct Entry {
        /// Inner HTML of the `<code>` element, nil when the language is not highlighted.
        var html: String?
        var errors: [SampleSyntaxError]
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var used: Set<Key> = []

    public init() {}

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

    /// Forgets samples not used since the previous call (called after each build by `serve`).
    public func dropUnused() {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { used.contains($0.key) }
        used.removeAll(keepingCapacity: true)
    }

    private func entry(_ code: String, language: String) -> Entry {
        let key = Key(code: code, language: language.lowercased() == "swift" ? "swift" : language)
        lock.lock()
        used.insert(key)
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
