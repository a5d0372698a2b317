/// Highlighted HTML built as UTF-8 bytes: escaping and spans without creating a `String` per token.
struct HTMLBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `text` with `&`, `<`, `>` and `"` escaped (`CodeHighlighter.escape`, on bytes).
    mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>.SubSequence) {
        // Runs without a character to escape are appended whole (a byte-at-a-time append checked
        // the array's uniqueness and capacity for each byte of every sample).
        let buffer = UnsafeBufferPointer(rebasing: text)
        guard let base = buffer.baseAddress else { return }
        var run = 0
        for offset in 0..<buffer.count {
            let escaped: StaticString
            switch base[offset] {
            case UInt8(ascii: "&"): escaped = "&amp;"
            case UInt8(ascii: "<"): escaped = "&lt;"
            case UInt8(ascii: ">"): escaped = "&gt;"
            case UInt8(ascii: "\""): escaped = "&quot;"
            default: continue
            }
            if run < offset { bytes.append(contentsOf: UnsafeBufferPointer(start: base + run, count: offset - run)) }
            bytes.append(contentsOf: UnsafeBufferPointer(start: escaped.utf8Start, count: escaped.utf8CodeUnitCount))
            run = offset + 1
        }
        if run < buffer.count { bytes.append(contentsOf: UnsafeBufferPointer(start: base + run, count: buffer.count - run)) }
    }

    /// Appends `<span class="hl-KIND">text</span>`, or just the escaped text when `kind` is nil.
    mutating func appendSpan(_ text: UnsafeBufferPointer<UInt8>.SubSequence, kind: String?) {
        guard let kind else { return appendEscaped(text) }
        bytes += #"<span class="hl-"#.utf8
        bytes += kind.utf8
        bytes += #"">"#.utf8
        appendEscaped(text)
        bytes += "</span>".utf8
    }

    /// Appends `opening` (a whole `<span class="…">`), the escaped text and `</span>`, or just the
    /// escaped text when `opening` is nil.
    mutating func appendSpan(_ text: UnsafeBufferPointer<UInt8>.SubSequence, opening: [UInt8]?) {
        guard let opening else { return appendEscaped(text) }
        bytes.append(contentsOf: opening)
        appendEscaped(text)
        bytes.append(contentsOf: HTMLBytes.closingSpan)
    }

    private static let closingSpan = Array("</span>".utf8)

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
