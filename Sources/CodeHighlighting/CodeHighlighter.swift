/// Highlights code at build time, so readers see coloured code without JavaScript.
/// Swift goes through swift-syntax's classifier; XML/plist and shell through small tokenizers.
public enum CodeHighlighter {
    /// The inner HTML of a `<code>` element for `code` in `language`, or nil when the language is
    /// not highlighted (the caller then escapes the code as plain text).
    public static func highlight(_ code: String, language: String) -> String? {
        switch language.lowercased() {
        case "swift": return SwiftHighlighter.highlight(code)
        case "xml", "plist", "html": return XMLHighlighter.highlight(code)
        case "sh", "shell", "bash", "console", "zsh": return ShellHighlighter.highlight(code)
        default: return nil
        }
    }

    /// A complete `<pre><code>` block, highlighted when possible.
    public static func block(_ code: String, language: String) -> String {
        wrap(highlight(code, language: language) ?? escape(code), language: language)
    }

    /// `inner` (highlighted or escaped code) in the `<pre><code>` block.
    static func wrap(_ inner: String, language: String) -> String {
        // Most blocks are Swift: their opening is made once (escaping the language and three
        // interpolations per block showed in the profile).
        let opening = language == "swift" ? swiftOpening : self.opening(language: language)
        let closing = "</code></pre>\n"
        // One allocation for the block (an interpolation grew its buffer around the sample's HTML).
        var block = ""
        block.reserveCapacity(opening.utf8.count + inner.utf8.count + closing.utf8.count)
        block += opening
        block += inner
        block += closing
        return block
    }

    /// `<pre class="code" data-language="…" tabindex="0"><code class="language-…">` (no language
    /// attributes for ""). A block scrolls sideways when its lines are wider than the column, so it
    /// takes keyboard focus: arrow keys scroll it (WCAG 2.1.1, axe's `scrollable-region-focusable`).
    static func opening(language: String) -> String {
        let languageClass = language.isEmpty ? "" : " class=\"language-\(escape(language))\""
        let label = language.isEmpty ? "" : " data-language=\"\(escape(language))\""
        return "<pre class=\"code\"\(label) tabindex=\"0\"><code\(languageClass)>"
    }

    private static let swiftOpening = opening(language: "swift")

    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    static func span(_ text: some StringProtocol, _ kind: String?) -> String {
        guard let kind else { return escape(String(text)) }
        return "<span class=\"hl-\(kind)\">\(escape(String(text)))</span>"
    }
}
