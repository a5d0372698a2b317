/// Highlighted HTML built as UTF-8 bytes: escaping and spans without creating a `String` per token.
struct HTMLBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `text` with `&`, `<`, `>` and `"` escaped (`CodeHighlighter.escape`, on bytes).
    mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>.SubSequence) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            default: bytes.append(byte)
            }
        }
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
