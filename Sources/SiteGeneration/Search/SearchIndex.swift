import ContentModel
import Foundation
import LinkResolution
import Markup
import Parallelism

/// One searchable page. Short keys keep the shipped index small.
public struct SearchEntry: Codable, Hashable, Sendable {
    /// Title (symbol display name or page title).
    public var t: String
    /// Page id (symbol id) — exact id queries match it.
    public var id: String
    /// Kind shown in results ("Instance Method", "Migration Guide").
    public var k: String
    /// Framework for symbols, empty otherwise.
    public var f: String
    /// Site-relative URL of the page.
    public var u: String
    /// Summary.
    public var s: String
    /// Declaration (symbols).
    public var d: String?
    /// Headings of the page, joined.
    public var h: String?
    /// Body text (plain, truncated).
    public var b: String?
    /// Static rank added to every match: types, then members, then pages.
    public var r: Int
    /// Whether the title is code.
    public var c: Bool
}

/// Builds the search index at build time: titles, symbol names and declarations, headings and body
/// text, shipped as a script (`assets/search-index.js`) so search works from `file://`.
public enum SearchIndex {
    static let bodyLimit = 600

    /// The entries of every page (or only of the pages in `only`), in the index's page order, from
    /// what each page's Markdown texts contribute (`text(of:resolved:)`, computed as the page renders).
    static func entries(index: ContentIndex, texts: [String: SearchText], only: Set<String>? = nil) -> [SearchEntry] {
        var entries: [SearchEntry] = []
        for page in index.orderedPages where page.kind != .notFound && (only?.contains(page.id) ?? true) {
            let symbol = index.symbols[page.id]
            var rank = 0
            if let symbol { rank = symbol.kind.isType ? 40 : 30 } else if page.kind == .guide || page.kind == .article {
                rank = 20
            } else if page.kind == .path || page.kind == .mapping {
                rank = 10
            }
            let headings = texts[page.id]?.headings ?? []
            let body = texts[page.id]?.body ?? ""
            entries.append(
                SearchEntry(
                    t: page.title, id: page.id, k: symbol?.kind.displayName ?? page.kind.displayName,
                    f: symbol?.framework ?? "", u: page.outputPath, s: page.summary, d: symbol?.declaration,
                    h: headings.isEmpty ? nil : headings.joined(separator: " · "),
                    b: body.isEmpty ? nil : body, r: rank, c: symbol != nil))
        }
        return entries
    }

    /// The entries of every page (or only of the pages in `only`) from the HTML `resolved` kept
    /// (an incremental session keeps every text's HTML).
    static func entries(index: ContentIndex, resolved: ResolvedContent, only: Set<String>? = nil) -> [SearchEntry] {
        var html: [String: [MarkdownUnit.Key: String]] = [:]
        for (key, text) in resolved.html where only?.contains(key.page) ?? true { html[key.page, default: [:]][key] = text }
        return entries(index: index, texts: html.mapValues { text(of: $0, resolved: resolved) }, only: only)
    }

    /// What one page's texts (`html`, by text) add to its entry: their headings and the start of
    /// their plain text, taken in text order.
    static func text(of html: [MarkdownUnit.Key: String], resolved: ResolvedContent) -> SearchText {
        var headings: [String] = []
        var body = ""
        for key in html.keys.sorted() {
            headings += (resolved.headings[key] ?? []).map(\.text)
            if body.count < bodyLimit {
                // Only the first `bodyLimit` characters are kept: stop extracting well past that.
                body += " " + plainText(html[key] ?? "", limit: 4 * bodyLimit)
            }
        }
        return SearchText(headings: headings, body: String(body.trimmingWhitespace().prefix(bodyLimit)))
    }

    /// The index as a script that sets `window.SceneDocsSearchIndex`.
    public static func script(_ entries: [SearchEntry]) -> Data {
        script(encoded: Parallel.map(entries) { encode($0) })
    }

    /// One entry as JSON, exactly as it appears inside the array `script` writes (a JSON array
    /// is its elements joined by commas), so `serve` can re-encode only the entries that changed.
    public static func encode(_ entry: SearchEntry) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(entry)) ?? Data("{}".utf8)
        // "</" never appears inside a script file's JSON, but escape it anyway for inline use.
        return Data(String(decoding: json, as: UTF8.self).replacingAll("</", with: "<\\/").utf8)
    }

    /// The index script from encoded entries, in order.
    public static func script(encoded: [Data]) -> Data {
        var data = Data("window.SceneDocsSearchIndex = [".utf8)
        for (offset, entry) in encoded.enumerated() {
            if offset > 0 { data.append(UInt8(ascii: ",")) }
            data.append(entry)
        }
        data.append(Data("];\n".utf8))
        return data
    }

    /// Tags removed, entities for the common characters decoded, whitespace collapsed.
    /// One pass over the Unicode scalars (this runs on every page of the site).
    static func plainText(_ html: String, limit: Int = .max) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        var inTag = false
        var emitted = 0
        func emit(_ scalar: Unicode.Scalar) {
            let isWhitespace =
                scalar.isASCII ? (scalar == " " || ("\t"..."\r").contains(scalar)) : scalar.properties.isWhitespace
            if isWhitespace {
                pendingSpace = !output.isEmpty
                return
            }
            if pendingSpace { output.append(" "); pendingSpace = false }
            output.append(scalar)
            emitted += 1
        }
        let scalars = html.unicodeScalars
        var position = scalars.startIndex
        while position < scalars.endIndex, emitted < limit {
            let scalar = scalars[position]
            position = scalars.index(after: position)
            if scalar == "<" { inTag = true; continue }
            if scalar == ">" { inTag = false; emit(" "); continue }
            if inTag { continue }
            if scalar == "&" {
                var decoded: Unicode.Scalar?
                for (entity, character) in plainTextEntities where scalars[position...].starts(with: entity) {
                    decoded = character
                    position = scalars.index(position, offsetBy: entity.count)
                    break
                }
                emit(decoded ?? "&")
                continue
            }
            emit(scalar)
        }
        return String(output)
    }

    /// Entity names (after `&`) that cmark and the templates write, and what they stand for.
    private static let plainTextEntities: [(String.UnicodeScalarView, Unicode.Scalar)] = [
        ("lt;".unicodeScalars, "<"), ("gt;".unicodeScalars, ">"), ("quot;".unicodeScalars, "\""),
        ("#39;".unicodeScalars, "'"), ("amp;".unicodeScalars, "&"),
    ]
}

/// The ranking the page script applies (assets/scenedocs.js mirrors this function), kept here so
/// it is tested in Swift.
public enum SearchRanking {
    public static func score(_ entry: SearchEntry, query: String) -> Int {
        let q = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !q.isEmpty else { return 0 }
        let title = entry.t.lowercased()
        var best = 0
        if title == q {
            best = 1000
        } else if title.hasPrefix(q) {
            best = 800 - min(title.count - q.count, 100)
        } else if entry.id.lowercased() == q {
            best = 750
        } else if wordPrefix(entry.t, q) {
            best = 500
        } else if title.contains(q) {
            best = 300
        } else if entry.d?.lowercased().contains(q) == true {
            best = 200
        } else if entry.h?.lowercased().contains(q) == true {
            best = 120
        } else if entry.s.lowercased().contains(q) {
            best = 80
        } else if entry.b?.lowercased().contains(q) == true {
            best = 20
        }
        return best == 0 ? 0 : best + entry.r
    }

    /// The best `limit` entries for `query`, highest score first, ties by title.
    public static func search(_ entries: [SearchEntry], query: String, limit: Int = 20) -> [SearchEntry] {
        let scored: [(score: Int, entry: SearchEntry)] = entries.map { (score($0, query: query), $0) }
        let matches = scored.filter { $0.score > 0 }
        let ordered = matches.sorted { lhs, rhs in
            lhs.score != rhs.score ? lhs.score > rhs.score : lhs.entry.t < rhs.entry.t
        }
        return ordered.prefix(limit).map { $0.entry }
    }

    /// Whether a word of `title` (split at non-alphanumerics and before capitals) starts with `q`.
    static func wordPrefix(_ title: String, _ q: String) -> Bool {
        var words: [String] = []
        var current = ""
        for character in title {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase && !current.isEmpty {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.contains { $0.lowercased().hasPrefix(q) }
    }
}
