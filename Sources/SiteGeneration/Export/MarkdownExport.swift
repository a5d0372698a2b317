import ContentModel
import Foundation
import LinkResolution
import Markup

/// Clean Markdown of every page (`page.md` beside `page.html`) for terminal readers and AI
/// assistants: the page's facts as Markdown, references rewritten to plain links between `.md` files.
/// A class: its helpers run once per line of every page, and copying the model with each call
/// (a struct of the site, its index and relations) showed in the profile.
final class MarkdownExport: Sendable {
    let site: Site
    let index: ContentIndex
    let relations: SymbolRelations

    init(site: Site, index: ContentIndex, relations: SymbolRelations) {
        self.site = site
        self.index = index
        self.relations = relations
    }

    static func mdPath(_ htmlPath: String) -> String {
        // Every page's path ends in ".html" after an ASCII byte: those five bytes are then its last
        // five characters (a non-ASCII "prepend" mark would join the dot's cluster), replaced on
        // bytes (dropping five Characters walked graphemes; with the concatenation this was half the
        // cost of each link of the Markdown export).
        var path = htmlPath
        let fast = path.withUTF8 { bytes -> String? in
            let count = bytes.count
            guard count >= 5, bytes[count - 5] == UInt8(ascii: "."), bytes[count - 4] == UInt8(ascii: "h"),
                bytes[count - 3] == UInt8(ascii: "t"), bytes[count - 2] == UInt8(ascii: "m"),
                bytes[count - 1] == UInt8(ascii: "l"), count == 5 || bytes[count - 6] < 0x80
            else { return nil }
            return String(unsafeUninitializedCapacity: count - 2) { buffer in
                let kept = count - 5
                _ = buffer.initialize(from: UnsafeBufferPointer(rebasing: bytes[..<kept]))
                buffer[kept] = UInt8(ascii: ".")
                buffer[kept + 1] = UInt8(ascii: "m")
                buffer[kept + 2] = UInt8(ascii: "d")
                return kept + 3
            }
        }
        return fast ?? String(htmlPath.dropLast(5)) + ".md"
    }

    /// The Markdown twin's file name, relative to its HTML page.
    static func fileName(_ htmlPath: String) -> String {
        // The part after the last `/`, found on bytes without splitting the whole path.
        let utf8 = htmlPath.utf8
        guard htmlPath.hasSuffix(".html"), let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return mdPath(htmlPath).utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } ?? ""
        }
        return mdPath(String(htmlPath[utf8.index(after: slash)...]))
    }

    /// Pages that get a Markdown twin (generated index pages do not).
    static func hasTwin(_ kind: PageKind) -> Bool {
        [.home, .symbol, .article, .guide, .path, .mapping].contains(kind)
    }

    func link(from page: PageRecord, to id: String, fragment: String? = nil) -> String? {
        link(from: page.outputPath, to: id, fragment: fragment)
    }

    /// A link from the page at output path `path` (closures that run on every line capture the
    /// path alone: copying the whole page record into each showed in the profile).
    func link(from path: String, to id: String, fragment: String? = nil) -> String? {
        guard let target = index.pages[id] else { return nil }
        var href = OutputPaths.relative(from: path, to: MarkdownExport.mdPath(target.outputPath))
        if let fragment {
            href.append("#")
            href.append(fragment)
        }
        return href
    }

    func sources(_ ids: [Located<String>]) -> String {
        var seen = Set<String>()
        let lines = ids.compactMap { index.sources[$0.value] }.filter { seen.insert($0.id).inserted }.map { source in
            source.url.map { "- [\(source.title)](\($0))" } ?? "- \(source.title)"
        }
        return lines.isEmpty ? "" : "\n## Sources\n\n" + lines.joined(separator: "\n") + "\n"
    }

    /// Rewrites ``Symbol``, <doc:id#frag> and [text](doc:id) to Markdown links; code blocks untouched.
    func rewrite(_ markdown: String, on page: PageRecord) -> String {
        // On the UTF-8 bytes, a line at a time (found with memchr); only lines outside code blocks
        // that can hold a reference become strings of their own (this runs on every line of every
        // page: per-Character trimming and Substring copies were most of the export's time).
        var markdown = markdown
        let path = page.outputPath
        let output = markdown.withUTF8 { bytes -> [UInt8] in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + bytes.count / 8)
            guard let base = bytes.baseAddress else { return output }
            let backtick = UInt8(ascii: "`")
            let tilde = UInt8(ascii: "~")
            // The fence's byte while inside a fenced block (``` or ~~~).
            var fence: UInt8? = nil
            func opensFence(_ start: Int, _ end: Int, _ byte: UInt8) -> Bool {
                end - start >= 3 && base[start] == byte && base[start + 1] == byte && base[start + 2] == byte
            }
            var lineStart = 0
            while lineStart <= bytes.count {
                let lineEnd =
                    memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
                    .map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? bytes.count
                if lineStart > 0 { output.append(UInt8(ascii: "\n")) }
                let line = UnsafeBufferPointer(start: base + lineStart, count: lineEnd - lineStart)
                var first = lineStart
                while first < lineEnd, base[first] == UInt8(ascii: " ") { first += 1 }
                if let open = fence {
                    if opensFence(first, lineEnd, open) { fence = nil }
                    output.append(contentsOf: line)
                } else if first < lineEnd, base[first] == backtick || base[first] == tilde,
                    opensFence(first, lineEnd, base[first])
                {
                    fence = base[first]
                    output.append(contentsOf: line)
                } else if MarkdownExport.mayHoldReference(line) {
                    output += rewriteLine(Array(line), from: path)
                } else {
                    output.append(contentsOf: line)
                }
                lineStart = lineEnd + 1
            }
            return output
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The reference syntaxes `rewriteLine` turns into plain Markdown links, as the regular
    /// expressions they implement (matched on UTF-8 bytes: every delimiter is ASCII).
    /// ``([^`]+)``
    static let symbolPattern = ReferencePattern(open: "``", idStops: "`", close: "``")
    /// <doc:([^>#]+)(?:#([^>]+))?>
    static let docPattern = ReferencePattern(open: "<doc:", idStops: ">#", fragmentStops: ">", close: ">")
    /// \]\(doc:([^)#]+)(?:#([^)]+))?\)
    static let docLinkPattern = ReferencePattern(open: "](doc:", idStops: ")#", fragmentStops: ")", close: ")")
    /// \]\(asset:([^)]+)\)
    static let assetLinkPattern = ReferencePattern(open: "](asset:", idStops: ")", close: ")")

    /// Whether a line holds the opening of a reference syntax (``, <doc:, ](doc: or ](asset:). A line
    /// without one comes out of `rewriteLine` unchanged (no pattern can match), so it is copied as
    /// it is; most lines of prose have none (testing for any backtick or colon sent every line with
    /// inline code through the four patterns).
    static func mayHoldReference(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var offset = 0
        // "``": a backtick followed by another.
        while offset < count, let hit = memchr(base + offset, Int32(UInt8(ascii: "`")), count - offset) {
            let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if position + 1 < count, base[position + 1] == UInt8(ascii: "`") { return true }
            offset = position + 1
        }
        // "<doc:", "](doc:" and "](asset:": a colon after "doc" or "asset" with the right opening.
        func ends(_ text: StaticString, at end: Int) -> Bool {
            let length = text.utf8CodeUnitCount
            guard end >= length else { return false }
            let start = text.utf8Start
            for index in 0..<length where base[end - length + index] != start[index] { return false }
            return true
        }
        offset = 0
        while offset < count, let hit = memchr(base + offset, Int32(UInt8(ascii: ":")), count - offset) {
            let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if ends("<doc", at: position) || ends("](doc", at: position) || ends("](asset", at: position) {
                return true
            }
            offset = position + 1
        }
        return false
    }

    /// A line's references rewritten (on its UTF-8 bytes), one syntax after the other like the
    /// regular expressions they stand for: ``Symbol``, then <doc:id#frag>, then [text](doc:id),
    /// then [text](asset:name). `path` is the output path of the page the line is on.
    func rewriteLine(_ line: [UInt8], from path: String) -> [UInt8] {
        var text = line
        func string(_ bytes: [UInt8], _ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        if let replaced = replace(
            in: text, pattern: MarkdownExport.symbolPattern,
            { bytes, match, output in
                let name = string(bytes, match.id)
                if case .found(let symbol) = index.symbol(named: name), let href = link(from: path, to: symbol.id) {
                    output += "[`".utf8
                    output += symbol.title.utf8
                    output += "`](".utf8
                    output += href.utf8
                    output.append(UInt8(ascii: ")"))
                } else {
                    output.append(UInt8(ascii: "`"))
                    output += bytes[match.id]
                    output.append(UInt8(ascii: "`"))
                }
            })
        {
            text = replaced
        }
        if let replaced = replace(
            in: text, pattern: MarkdownExport.docPattern,
            { bytes, match, output in
                guard let record = index.pages[string(bytes, match.id)] else {
                    output += bytes[match.whole]
                    return
                }
                output.append(UInt8(ascii: "["))
                output += record.title.utf8
                output += "](".utf8
                output +=
                    (link(from: path, to: record.id, fragment: match.fragment.map { string(bytes, $0) }) ?? "").utf8
                output.append(UInt8(ascii: ")"))
            })
        {
            text = replaced
        }
        if let replaced = replace(
            in: text, pattern: MarkdownExport.docLinkPattern,
            { bytes, match, output in
                let href = link(
                    from: path, to: string(bytes, match.id), fragment: match.fragment.map { string(bytes, $0) })
                output += "](".utf8
                output += (href ?? "").utf8
                output.append(UInt8(ascii: ")"))
            })
        {
            text = replaced
        }
        if let replaced = replace(
            in: text, pattern: MarkdownExport.assetLinkPattern,
            { bytes, match, output in
                output += "](".utf8
                output += OutputPaths.relative(from: path, to: OutputPaths.asset(string(bytes, match.id))).utf8
                output.append(UInt8(ascii: ")"))
            })
        {
            text = replaced
        }
        return text
    }

    /// Replaces each match of `pattern` in `bytes` (leftmost first, like the regular expression)
    /// with what `transform` appends for it; nil when nothing matched (the line is unchanged).
    func replace(
        in bytes: [UInt8], pattern: ReferencePattern,
        _ transform: (_ bytes: [UInt8], _ match: ReferencePattern.Match, _ output: inout [UInt8]) -> Void
    ) -> [UInt8]? {
        // Most lines do not contain the pattern's opening at all: a quick scan for it first.
        guard pattern.occurs(in: bytes) else { return nil }
        var result: [UInt8] = []
        // A match starts with the pattern's first byte: try only there, copy the rest in runs.
        var copied = 0
        var position = 0
        while position < bytes.count,
            let candidate = ReferencePattern.firstIndex(of: pattern.open[0], in: bytes, from: position)
        {
            guard let match = pattern.match(bytes, at: candidate) else {
                position = candidate + 1
                continue
            }
            if result.isEmpty { result.reserveCapacity(bytes.count + 64) }
            result += bytes[copied..<candidate]
            transform(bytes, match, &result)
            copied = match.end
            position = match.end
        }
        guard copied > 0 else { return nil }
        result += bytes[copied...]
        return result
    }

    /// `replace` on a string, the transform given `[whole match, id, fragment or ""]` (the form
    /// the tests compare with regular expressions).
    func replace(in text: String, regex pattern: ReferencePattern, _ transform: ([String]) -> String) -> String {
        let replaced = replace(in: Array(text.utf8), pattern: pattern) { bytes, match, output in
            let groups = [match.whole, match.id, match.fragment ?? 0..<0].map {
                String(decoding: bytes[$0], as: UTF8.self)
            }
            output += transform(groups).utf8
        }
        return replaced.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    func symbolPage(_ symbol: Symbol) -> String {
        let page = index.pages[symbol.id]!
        var md = "# \(symbol.title)\n\n"
        md += "\(symbol.kind.displayName) · \(symbol.framework)"
        if let requirement = symbol.requirement { md += " · \(requirement.rawValue)" }
        md += "\n\n\(symbol.summary)\n\n"
        let availability = symbol.availability.map { item -> String in
            let summary = item.summary
            return summary.isEmpty ? item.platform.displayName : "\(item.platform.displayName) \(summary)"
        }
        md += "**Availability:** \(availability.joined(separator: ", "))\n\n"
        if symbol.isDeprecated, let message = symbol.deprecation?.message { md += "**Deprecated.** \(message)\n\n" }
        md += "```swift\n\(symbol.declaration)\n```\n\n"
        if let parent = symbol.parent?.value, let href = link(from: page, to: parent) {
            md += "Member of [`\(index.symbols[parent]?.title ?? parent)`](\(href)).\n\n"
        }
        md += rewrite(symbol.body.text.trimmingWhitespace(andNewlines: true), on: page) + "\n"
        let members = index.members(of: symbol.id)
        if !members.isEmpty {
            md += "\n## Topics\n\n"
            for member in members {
                md += "- [`\(member.title)`](\(link(from: page, to: member.id) ?? "")): \(member.summary)\n"
            }
        }
        let related: [(String, [String])] = [
            ("Inherits From", symbol.inheritsFrom.map(\.value)),
            ("Inherited By", relations.inheritedBy[symbol.id] ?? []),
            ("Conforms To", symbol.conformsTo.map(\.value)),
            ("Conforming Types", relations.conformingTypes[symbol.id] ?? []),
        ]
        let relationLines = related.filter { !$0.1.isEmpty }.map { title, ids in
            "- \(title): "
                + ids.map { id in link(from: page, to: id).map { "[`\(id)`](\($0))" } ?? "`\(id)`" }
                .joined(separator: ", ")
        }
        if !relationLines.isEmpty { md += "\n## Relationships\n\n" + relationLines.joined(separator: "\n") + "\n" }
        return md + sources(symbol.sources)
    }

    func articlePage(_ article: Article) -> String {
        let page = index.pages[article.id]!
        return "# \(article.title)\n\n\(article.summary)\n\n"
            + rewrite(article.body.text.trimmingWhitespace(andNewlines: true), on: page) + "\n"
            + sources(article.sources)
    }

    func guidePage(_ guide: Guide) -> String {
        let page = index.pages[guide.id]!
        var md = "# \(guide.title)\n\n\(guide.summary)\n\n"
        if let audience = guide.audience { md += "**For:** \(audience)\n\n" }
        md += rewrite(guide.intro.text.trimmingWhitespace(andNewlines: true), on: page) + "\n"
        var sourceIDs = guide.sources
        for step in guide.steps {
            sourceIDs += step.sources
            md += "\n## Step \(step.number): \(step.title)\n\n"
            if let summary = step.summary { md += "\(summary)\n\n" }
            md += rewrite(step.body.text.trimmingWhitespace(andNewlines: true), on: page) + "\n"
            for (label, sample) in [("Before", step.before), ("After", step.after)] {
                guard let sample else { continue }
                md +=
                    "\n\(label)\(sample.caption.map { " — \($0)" } ?? ""):\n\n```\(sample.language)\n\(sample.code.trimmingCharacters(in: .newlines))\n```\n"
            }
            if !step.gotchas.isEmpty {
                md +=
                    "\nGotchas:\n\n" + step.gotchas.map { "- " + rewrite($0.text, on: page) }.joined(separator: "\n")
                    + "\n"
            }
        }
        return md + sources(sourceIDs)
    }

    func pathPage(_ path: ReadingPath) -> String {
        let page = index.pages[path.id]!
        var md = "# \(path.title)\n\n\(path.summary)\n\n"
        if let audience = path.audience { md += "**For:** \(audience)\n\n" }
        func item(_ stop: PathStop) -> String {
            let title = index.pages[stop.pageID]?.title ?? stop.pageID
            return "[\(title)](\(link(from: page, to: stop.pageID, fragment: stop.fragment) ?? "")) — \(stop.why)"
        }
        for (offset, step) in path.steps.enumerated() {
            if let choice = step.choice {
                md += "\(offset + 1). \(choice.value) — choose one:\n"
                for stop in step.stops { md += "    - " + item(stop) + "\n" }
            } else if let stop = step.stops.first {
                md += "\(offset + 1). " + item(stop) + "\n"
            }
        }
        return md + sources(path.sources)
    }

    func mappingPage(_ mapping: LifecycleMapping) -> String {
        let page = index.pages["mapping"]!
        var md = "# \(mapping.title)\n\n\(mapping.summary)\n\n"
        if let intro = mapping.intro {
            md += rewrite(intro.text.trimmingWhitespace(andNewlines: true), on: page) + "\n"
        }
        func cell(_ cell: MappingCell?) -> String {
            var parts = (cell?.symbols ?? []).map { "`\($0.value)`" }
            if let note = cell?.note { parts.append(rewrite(note.text, on: page)) }
            return parts.isEmpty ? "—" : parts.joined(separator: ", ")
        }
        for group in mapping.groups {
            md += "\n## \(group.title)\n\n"
            for row in group.rows {
                md += "- \(row.title.map { "**\($0)** — " } ?? "")app delegate: \(cell(row.appDelegate)); "
                md +=
                    row.staysOnAppDelegate ? "stays on the app delegate" : "scene delegate: \(cell(row.sceneDelegate))"
                md += "; SwiftUI: \(cell(row.swiftUI))"
                if let note = row.note {
                    md += ". " + rewrite(note.text.replacingOccurrences(of: "\n", with: " "), on: page)
                }
                md += "\n"
            }
        }
        return md + sources(mapping.sources)
    }

    func homePage() -> String {
        let page = index.pages["home"]!
        var md = "# \(page.title)\n\n\(page.summary)\n\n"
        if let home = site.home { md += rewrite(home.body.text.trimmingWhitespace(andNewlines: true), on: page) + "\n" }
        return md + sources(site.home?.sources ?? [])
    }

    /// One Markdown twin: its site-relative `.md` path and how to produce its text.
    typealias Twin = (path: String, render: () -> String)

    /// The Markdown twin of every page (or only of the pages in `only`), each rendered when its
    /// `render` is called (on any thread), so the twins can be written as they are produced.
    func twins(only: Set<String>? = nil) -> [Twin] {
        var twins: [Twin] = []
        func add(_ id: String, _ path: String, _ render: @escaping () -> String) {
            if only?.contains(id) ?? true { twins.append((MarkdownExport.mdPath(path), render)) }
        }
        add("home", OutputPaths.home, { self.homePage() })
        for symbol in site.symbols where index.symbols[symbol.id] == symbol {
            add(symbol.id, index.pages[symbol.id]!.outputPath, { self.symbolPage(symbol) })
        }
        for article in site.articles where index.pages[article.id]?.kind == .article {
            add(article.id, OutputPaths.article(id: article.id), { self.articlePage(article) })
        }
        for guide in site.guides where index.guides[guide.id] == guide {
            add(guide.id, OutputPaths.guide(id: guide.id), { self.guidePage(guide) })
        }
        for path in site.paths where index.pages[path.id]?.kind == .path {
            add(path.id, OutputPaths.path(id: path.id), { self.pathPage(path) })
        }
        if let mapping = site.mapping { add("mapping", OutputPaths.mapping, { self.mappingPage(mapping) }) }
        return twins
    }

    /// `llms.txt`: the site as a Markdown index of its `.md` pages (llmstxt.org layout).
    func llmsText() -> String {
        var text = "# \(site.config.title)\n\n> \(site.config.description)\n\n"
        text += "Every page below is plain Markdown; the same pages exist as HTML beside them.\n"
        func section(_ title: String, _ ids: [String]) {
            let lines = ids.compactMap { id -> String? in
                guard let record = index.pages[id] else { return nil }
                return "- [\(record.title)](\(MarkdownExport.mdPath(record.outputPath))): \(record.summary)"
            }
            if !lines.isEmpty { text += "\n## \(title)\n\n" + lines.joined(separator: "\n") + "\n" }
        }
        section("Start", ["home", "mapping"])
        section("Reading paths", site.paths.map(\.id))
        section("Migration guides", site.guides.map(\.id))
        section("Articles", site.articles.map(\.id))
        section("Symbols", site.symbols.filter { index.symbols[$0.id] == $0 }.map(\.id))
        return text
    }
}

/// `open` id [`#` fragment] `close`, where the id runs until a byte of `idStops` and the optional
/// fragment until a byte of `fragmentStops`; both must be non-empty.
struct ReferencePattern: Sendable {
    let open: [UInt8]
    /// Stop bytes as 256 flags (a `Set` lookup per byte showed in the profile).
    let idStops: ByteSet
    let fragmentStops: ByteSet?
    let close: [UInt8]

    struct ByteSet: Sendable {
        private let flags: [Bool]
        init(_ text: String) {
            var flags = [Bool](repeating: false, count: 256)
            for byte in text.utf8 { flags[Int(byte)] = true }
            self.flags = flags
        }
        func contains(_ byte: UInt8) -> Bool { flags[Int(byte)] }
    }

    init(open: String, idStops: String, fragmentStops: String? = nil, close: String) {
        self.open = Array(open.utf8)
        self.idStops = ByteSet(idStops)
        self.fragmentStops = fragmentStops.map(ByteSet.init)
        self.close = Array(close.utf8)
    }

    /// Where a match is in the bytes it was found in.
    struct Match {
        var whole: Range<Int>
        var id: Range<Int>
        var fragment: Range<Int>?
        var end: Int { whole.upperBound }
    }

    /// The first position of `byte` in `bytes` at or after `start` (`memchr`: a byte-by-byte
    /// search here was most of the Markdown export's own time).
    static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard start < buffer.count, let base = buffer.baseAddress,
                let hit = memchr(base + start, Int32(byte), buffer.count - start)
            else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        }
    }

    /// Whether `open` appears in `bytes` (a match needs it).
    func occurs(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard buffer.count >= open.count, let base = buffer.baseAddress else { return false }
            var offset = 0
            // `memchr` to each candidate first byte, then compare the rest.
            while offset + open.count <= buffer.count,
                let hit = memchr(base + offset, Int32(open[0]), buffer.count - offset - open.count + 1)
            {
                let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                if buffer[position..<position + open.count].elementsEqual(open) { return true }
                offset = position + 1
            }
            return false
        }
    }

    func match(_ bytes: [UInt8], at start: Int) -> Match? {
        func has(_ sequence: [UInt8], at offset: Int) -> Bool {
            offset + sequence.count <= bytes.count && bytes[offset..<offset + sequence.count].elementsEqual(sequence)
        }
        guard has(open, at: start) else { return nil }
        let idStart = start + open.count
        var idEnd = idStart
        while idEnd < bytes.count, !idStops.contains(bytes[idEnd]) { idEnd += 1 }
        guard idEnd > idStart else { return nil }
        if let fragmentStops, idEnd < bytes.count, bytes[idEnd] == UInt8(ascii: "#") {
            var fragmentEnd = idEnd + 1
            while fragmentEnd < bytes.count, !fragmentStops.contains(bytes[fragmentEnd]) { fragmentEnd += 1 }
            guard fragmentEnd > idEnd + 1, has(close, at: fragmentEnd) else { return nil }
            return Match(
                whole: start..<(fragmentEnd + close.count), id: idStart..<idEnd, fragment: idEnd + 1..<fragmentEnd)
        }
        guard has(close, at: idEnd) else { return nil }
        return Match(whole: start..<(idEnd + close.count), id: idStart..<idEnd, fragment: nil)
    }
}
