import ContentModel
import Foundation
import LinkResolution
import Markup

/// The Markdown twins' references (``Symbol``, `<doc:id#fragment>`, `[text](doc:id)`,
/// `[text](asset:name)`) rewritten to plain links between `.md` files, on the bytes of each line.
extension MarkdownExport {
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
