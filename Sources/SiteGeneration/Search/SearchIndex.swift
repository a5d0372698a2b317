import ContentModel
import Foundation
import LinkResolution
import Markup
import Parallelism

/// One searchable page. In the shipped index (`assets/search-index.js`, read by the reader's
/// script) each field has a one-letter key, which keeps the index small (`CodingKeys`).
public struct SearchEntry: Codable, Hashable, Sendable {
    /// Title (symbol display name or page title).
    public var title: String
    /// Page id (symbol id) — exact id queries match it.
    public var id: String
    /// Kind shown in results ("Instance Method", "Migration Guide").
    public var kind: String
    /// Framework for symbols, empty otherwise.
    public var framework: String
    /// Site-relative URL of the page.
    public var url: String
    public var summary: String
    /// Declaration (symbols).
    public var declaration: String?
    /// Headings of the page, joined.
    public var headings: String?
    /// Body text (plain, truncated).
    public var body: String?
    /// Static rank added to every match: types, then members, then pages.
    public var rank: Int
    /// Whether the title is code.
    public var titleIsCode: Bool

    /// The keys of the shipped index, which the reader's script reads.
    enum CodingKeys: String, CodingKey {
        case title = "t"
        case id
        case kind = "k"
        case framework = "f"
        case url = "u"
        case summary = "s"
        case declaration = "d"
        case headings = "h"
        case body = "b"
        case rank = "r"
        case titleIsCode = "c"
    }
}

/// Builds the search index at build time: titles, symbol names and declarations, headings and body
/// text, shipped as a script (`assets/search-index.js`) so search works from `file://`.
public enum SearchIndex {
    static let bodyLimit = 600

    /// The entries of every page (or only of the pages in `only`), in the index's page order, from
    /// what each page's Markdown texts contribute (`text(of:resolved:)`, computed as the page renders).
    static func entries(
        index: ContentIndex, texts: [String: SearchText], only: Set<String>? = nil,
        workers: Int = Parallel.defaultWorkers
    ) -> [SearchEntry] {
        // On all cores, in page order (joining every page's headings was serial work at 10,000 pages).
        let pages = index.orderedPages.filter { $0.kind != .notFound && (only?.contains($0.id) ?? true) }
        return Parallel.map(pages, workers: workers) { page in
            let symbol = index.symbols[page.id]
            var rank = 0
            if let symbol {
                rank = symbol.kind.isType ? 40 : 30
            } else if page.kind == .guide || page.kind == .article {
                rank = 20
            } else if page.kind == .path || page.kind == .mapping {
                rank = 10
            }
            let headings = texts[page.id]?.headings ?? []
            let body = texts[page.id]?.body ?? ""
            return SearchEntry(
                title: page.title, id: page.id, kind: symbol?.kind.displayName ?? page.kind.displayName,
                framework: symbol?.framework ?? "", url: page.outputPath, summary: page.summary,
                declaration: symbol?.declaration, headings: headings.isEmpty ? nil : headings.joined(separator: " · "),
                body: body.isEmpty ? nil : body, rank: rank, titleIsCode: symbol != nil)
        }
    }

    /// The entries of every page (or only of the pages in `only`) from the HTML `resolved` kept
    /// (an incremental session keeps every text's HTML).
    static func entries(index: ContentIndex, resolved: ResolvedContent, only: Set<String>? = nil) -> [SearchEntry] {
        var html: [String: [MarkdownUnit.Key: String]] = [:]
        for (key, text) in resolved.html where only?.contains(key.page) ?? true {
            html[key.page, default: [:]][key] = text
        }
        return entries(index: index, texts: html.mapValues { text(of: $0, resolved: resolved) }, only: only)
    }

    /// The entries of the pages in `only`, from the HTML `resolved` kept for their texts `keys`
    /// (all of those pages' texts; `serve`'s page edits, which know them, look up only those).
    static func entries(
        index: ContentIndex, resolved: ResolvedContent, only: Set<String>, texts keys: [MarkdownUnit.Key]
    ) -> [SearchEntry] {
        var html: [String: [MarkdownUnit.Key: String]] = [:]
        for key in keys where only.contains(key.page) {
            if let text = resolved.html[key] { html[key.page, default: [:]][key] = text }
        }
        return entries(index: index, texts: html.mapValues { text(of: $0, resolved: resolved) }, only: only)
    }

    /// What one page's texts (`html`, by text) add to its entry: their headings and the start of
    /// their plain text, taken in text order.
    static func text(of html: [MarkdownUnit.Key: String], resolved: ResolvedContent) -> SearchText {
        var headings: [String] = []
        var body = ""
        for key in html.keys.sorted() {
            headings += (resolved.headings[key] ?? []).map(\.text)
            if !body.hasMoreCharacters(than: bodyLimit - 1) {
                body += " " + bodyText(html[key] ?? "", after: body)
            }
        }
        return SearchText(headings: headings, body: body.trimmingWhitespace().prefixOfCharacters(bodyLimit))
    }

    /// The plain text of `html` that `text(of:)` appends to `body`: only its first `bodyLimit`
    /// characters are kept, so extraction stops `4 × bodyLimit` scalars in (a character can be
    /// several scalars). Most texts stop much sooner: a scalar cut a little past `bodyLimit` gives
    /// the same first `bodyLimit` characters whenever the trimmed body then has more than
    /// `bodyLimit` characters (character boundaries depend only on the scalars up to them).
    static func bodyText(_ html: String, after body: String) -> String {
        let (short, complete) = plainTextPrefix(html, limit: bodyLimit + 2)
        if complete || (body + " " + short).trimmingWhitespace().hasMoreCharacters(than: bodyLimit) { return short }
        return plainText(html, limit: 4 * bodyLimit)
    }

    /// The index as a script that sets `window.SceneDocsSearchIndex`.
    public static func script(_ entries: [SearchEntry]) -> Data {
        script(encoded: Parallel.map(entries) { encode($0) })
    }

    /// One entry as JSON, exactly as it appears inside the array `script` writes (a JSON array
    /// is its elements joined by commas), so `serve` can re-encode only the entries that changed.
    public static func encode(_ entry: SearchEntry) -> Data {
        let json = SortedJSONEncoder(pretty: false).encodeOrFallBack(entry)
        // "</" never appears inside a script file's JSON, but escape it anyway for inline use.
        guard ByteSearch.first(Array("</".utf8), in: json) != nil else { return Data(json) }
        return Data(String(decoding: json, as: UTF8.self).replacingAll("</", with: "<\\/").utf8)
    }

    /// The index script from encoded entries, in order.
    public static func script(encoded: [Data]) -> Data {
        script(encoded: encoded, buffers: nil)
    }

    /// The index script from encoded entries, in order, written into memory from `buffers` when
    /// given (`serve` writes it anew on every edit).
    static func script(encoded: [Data], buffers: RecycledBuffers?) -> Data {
        let head = Array("window.SceneDocsSearchIndex = [".utf8)
        let tail = Array("];\n".utf8)
        let count = encoded.reduce(head.count + tail.count + max(0, encoded.count - 1)) { $0 + $1.count }
        func fill(_ script: UnsafeMutableRawBufferPointer) {
            var written = 0
            func put(_ bytes: UnsafeRawBufferPointer) {
                guard !bytes.isEmpty else { return }
                script.baseAddress!.advanced(by: written).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
                written += bytes.count
            }
            head.withUnsafeBytes { put($0) }
            for (offset, entry) in encoded.enumerated() {
                if offset > 0 { [UInt8(ascii: ",")].withUnsafeBytes { put($0) } }
                entry.withUnsafeBytes { put($0) }
            }
            tail.withUnsafeBytes { put($0) }
        }
        if let buffers { return buffers.data(count: count, fill) }
        var script = Data(count: count)
        script.withUnsafeMutableBytes(fill)
        return script
    }

    /// Tags removed, entities for the common characters decoded, whitespace collapsed; at most
    /// `limit` Unicode scalars. One pass over the UTF-8 bytes (this runs on every page of the site).
    static func plainText(_ html: String, limit: Int = .max) -> String {
        plainTextPrefix(html, limit: limit).text
    }

    /// `plainText(html, limit:)`, and whether it is the whole text (the limit cut nothing off).
    static func plainTextPrefix(_ html: String, limit: Int) -> (text: String, complete: Bool) {
        // On UTF-8 bytes (a scalar at a time only for non-ASCII): this runs over every page's HTML.
        var html = html
        return html.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(min(bytes.count, limit == .max ? bytes.count : 4 * limit))
            var pendingSpace = false
            var inTag = false
            var emitted = 0
            /// Whitespace collapses into one space between words; anything else is copied.
            func emit(_ range: Range<Int>, isWhitespace: Bool, replacement: UInt8? = nil) {
                if isWhitespace {
                    pendingSpace = !output.isEmpty
                    return
                }
                if pendingSpace {
                    output.append(0x20)
                    pendingSpace = false
                }
                if let replacement {
                    output.append(replacement)
                } else if range.count == 1 {
                    output.append(bytes[range.lowerBound])  // most bytes: no slice append
                } else {
                    output += bytes[range]
                }
                emitted += 1
            }
            func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
            /// Bytes copied as they are in runs: ASCII other than `<`, `>`, `&` and whitespace.
            func isPlain(_ byte: UInt8) -> Bool {
                byte > 0x20 && byte < 0x80 && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                    && byte != UInt8(ascii: "&")
            }
            var position = 0
            while position < bytes.count, emitted < limit {
                if inTag {
                    // Nothing in a tag is emitted; `>` cannot be part of a multi-byte scalar.
                    guard
                        let close = memchr(
                            bytes.baseAddress! + position, Int32(UInt8(ascii: ">")), bytes.count - position)
                    else { break }
                    position = bytes.baseAddress!.distance(to: close.assumingMemoryBound(to: UInt8.self))
                }
                let byte = bytes[position]
                let start = position
                if isPlain(byte), !inTag {
                    // A run of plain bytes, each one emitted scalar.
                    var end = position + 1
                    let last = limit - emitted >= bytes.count - position ? bytes.count : position + (limit - emitted)
                    while end < last, isPlain(bytes[end]) { end += 1 }
                    if pendingSpace {
                        output.append(0x20)
                        pendingSpace = false
                    }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<end]))
                    emitted += end - position
                    position = end
                    continue
                }
                if byte < 0x80 {
                    position += 1
                    if byte == UInt8(ascii: "<") {
                        inTag = true
                        continue
                    }
                    if byte == UInt8(ascii: ">") {
                        inTag = false
                        emit(start..<position, isWhitespace: true)
                        continue
                    }
                    if inTag { continue }
                    if byte == UInt8(ascii: "&") {
                        var decoded = byte
                        for (entity, character) in plainTextEntities
                        where bytes.count - position >= entity.count
                            && entity.elementsEqual(bytes[position..<(position + entity.count)])
                        {
                            decoded = character
                            position += entity.count
                            break
                        }
                        emit(start..<start + 1, isWhitespace: false, replacement: decoded)
                        continue
                    }
                    emit(start..<position, isWhitespace: isASCIISpace(byte))
                    continue
                }
                // A non-ASCII scalar: its length from the lead byte (the text is valid UTF-8).
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                position = min(bytes.count, position + length)
                if inTag { continue }
                var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for continuation in bytes[(start + 1)..<position] { value = value << 6 | UInt32(continuation & 0x3F) }
                emit(start..<position, isWhitespace: Unicode.Scalar(value)?.properties.isWhitespace ?? false)
            }
            return (String(decoding: output, as: UTF8.self), position >= bytes.count)
        }
    }

    /// Entity names (after `&`) that cmark and the templates write, and the ASCII they stand for.
    private static let plainTextEntities: [([UInt8], UInt8)] = [
        (Array("lt;".utf8), UInt8(ascii: "<")), (Array("gt;".utf8), UInt8(ascii: ">")),
        (Array("quot;".utf8), UInt8(ascii: "\"")), (Array("#39;".utf8), UInt8(ascii: "'")),
        (Array("amp;".utf8), UInt8(ascii: "&")),
    ]
}

/// The ranking the page script applies (assets/scenedocs.js mirrors this function), kept here so
/// it is tested in Swift.
public enum SearchRanking {
    /// How well `entry` matches `query` (higher is better; 0: no match).
    public static func score(_ entry: SearchEntry, query: String) -> Int {
        let q = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !q.isEmpty else { return 0 }
        let title = entry.title.lowercased()
        var best = 0
        if title == q {
            best = 1000
        } else if title.hasPrefix(q) {
            best = 800 - min(title.count - q.count, 100)
        } else if entry.id.lowercased() == q {
            best = 750
        } else if wordPrefix(entry.title, q) {
            best = 500
        } else if title.contains(q) {
            best = 300
        } else if entry.declaration?.lowercased().contains(q) == true {
            best = 200
        } else if entry.headings?.lowercased().contains(q) == true {
            best = 120
        } else if entry.summary.lowercased().contains(q) {
            best = 80
        } else if entry.body?.lowercased().contains(q) == true {
            best = 20
        }
        return best == 0 ? 0 : best + entry.rank
    }

    /// The best `limit` entries for `query`, highest score first, ties by title.
    public static func search(_ entries: [SearchEntry], query: String, limit: Int = 20) -> [SearchEntry] {
        let scored: [(score: Int, entry: SearchEntry)] = entries.map { (score($0, query: query), $0) }
        let matches = scored.filter { $0.score > 0 }
        let ordered = matches.sorted { lhs, rhs in
            lhs.score != rhs.score ? lhs.score > rhs.score : lhs.entry.title < rhs.entry.title
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
