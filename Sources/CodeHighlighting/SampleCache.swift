import Diagnostics
import Foundation
import SwiftParser

/// Highlighted HTML and syntax errors of code samples, computed once per distinct sample: the
/// highlighter and the sample checker share one swift-syntax parse, and `serve` keeps the cache
/// between rebuilds so an edit re-parses only the samples that changed. Safe to use from several
/// threads at once.
public final class SampleCache: @unchecked Sendable {
    /// A sample's code and language, hashed once: a set or dictionary operation then hashes one
    /// number instead of the whole sample again.
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
        /// Nil when the sample has errors that no one has asked for yet: working out their messages
        /// and positions (`ParseDiagnosticsGenerator`) is skipped for code that is only highlighted,
        /// such as a symbol's declaration (`@MainActor class X: Y` has no body, so it has errors).
        var errors: [SampleSyntaxError]?
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var used: Set<Key> = []
    /// Whether the samples used are recorded for `dropUnused` (only a cache kept between builds).
    private let tracksUse: Bool
    /// Set by `consumeFromNowOn`: a highlight read takes its entry out of the cache.
    private var consuming = false

    /// `tracksUse`: record which samples each build uses, so `dropUnused` can forget the others
    /// (a cache that lives for one build does not need to).
    public init(tracksUse: Bool = true) {
        self.tracksUse = tracksUse
    }

    /// `CodeHighlighter.highlight(code, language:)`, cached.
    public func highlight(_ code: String, language: String) -> String? {
        entry(code, language: language, forHighlight: true).html
    }

    /// `CodeHighlighter.block(code, language:)`, cached.
    public func block(_ code: String, language: String) -> String {
        CodeHighlighter.wrap(
            entry(code, language: language, forHighlight: true).html ?? Escaper.code(code), language: language
        )
    }

    /// From now on, each highlight read (`highlight`, `block`) removes the sample from the cache,
    /// and samples highlighted afterwards are not kept: for a build's last phase, where each sample
    /// is printed once (a sample printed twice is highlighted again, with the same result). The
    /// 50,000-page build's highlighted samples (made while checking them) are then freed page by
    /// page as the pages render, instead of staying to the end of rendering. Only for a
    /// cache that lives for one build (one that tracks use is kept for the next build).
    public func consumeFromNowOn() {
        guard !tracksUse else { return }
        lock.lock()
        consuming = true
        lock.unlock()
    }

    /// Samples in the cache (for the tests).
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// `SwiftSyntaxChecker.errors(in:)`, cached (the parse is shared with highlighting).
    public func swiftErrors(in code: String) -> [SampleSyntaxError] {
        entry(code, language: "swift").errors ?? []
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

    /// `forHighlight`: the caller needs the HTML only (errors may be left unworked: nil).
    private func entry(_ code: String, language: String, forHighlight: Bool = false) -> Entry {
        let key = Key(code: code, language: language.lowercased() == "swift" ? "swift" : language)
        lock.lock()
        if tracksUse { used.insert(key) }
        let taking = consuming && forHighlight
        let cached = taking ? entries.removeValue(forKey: key) : entries[key]
        lock.unlock()
        if let cached, forHighlight || cached.errors != nil { return cached }
        let entry: Entry
        if key.language == "swift" {
            entry = swiftEntry(code, cached: cached, forHighlight: forHighlight)
        } else {
            entry = Entry(html: CodeHighlighter.highlight(code, language: language), errors: [])
        }
        if taking { return entry }
        lock.lock()
        entries[key] = entry
        lock.unlock()
        return entry
    }

    /// A Swift sample's entry, from one parse shared by the highlighter and the syntax check.
    /// A sample over `SwiftSourceBudget` is neither parsed nor walked: no HTML (it is shown as
    /// text) and one error naming the limit.
    private func swiftEntry(_ code: String, cached: Entry?, forHighlight: Bool) -> Entry {
        if let excess = SwiftSourceBudget.excessBeforeParsing(code, maximumBytes: SwiftSourceBudget.maximumSampleBytes)
        {
            return Entry(html: nil, errors: [SampleSyntaxError(excess)])
        }
        let tree = Parser.parse(source: code)
        if let excess = SwiftSourceBudget.excessDepth(of: tree, source: code) {
            return Entry(html: nil, errors: [SampleSyntaxError(excess)])
        }
        return Entry(
            html: cached?.html ?? SwiftHighlighter.highlight(code, tree: tree),
            errors: forHighlight && tree.hasError ? nil : SwiftSyntaxChecker.errors(in: tree))
    }
}
