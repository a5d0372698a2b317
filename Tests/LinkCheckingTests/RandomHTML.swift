import CorpusGeneration
import Foundation

/// Seeded random HTML for the fast scanner's differential tests: documents assembled from
/// well-formed and malformed pieces, and mutations of existing pages (the same seed gives the same
/// documents on every run and platform).
struct RandomHTML {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    static let tags = [
        "a", "A", "div", "p", "span", "img", "IMG", "link", "script", "style", "Style", "base", "meta", "area",
        "source",
        "video", "audio", "track", "iframe", "embed", "object", "ul", "li", "ol", "dl", "dd", "dt", "h1", "h2", "h3",
        "table", "tr", "td", "th", "tbody", "thead", "caption", "colgroup", "col", "b", "i", "em", "strong", "code",
        "pre", "nobr", "button", "form", "input", "textarea", "title", "xmp", "noscript", "noembed", "noframes",
        "template", "svg", "math", "select", "option", "body", "head", "html", "section", "nav", "main", "header",
        "footer", "figure", "br", "hr", "wbr", "image", "plaintext", "frameset", "x-widget", "foo", "marquee",
        "applet", "menuitem", "details", "summary", "listing", "center", "font", "u", "s", "small", "big", "tt",
    ]
    static let attributes = [
        "id", "ID", "name", "href", "HREF", "src", "srcset", "style", "poster", "data", "http-equiv", "content",
        "class", "title", "type", "xlink:href", "=x", "a\"b",
    ]
    static let values = [
        "page.html", "#top", "#sec", "other.html#sec", "  spaced.html  ", "a b.html", "img/x.png 1x, img/y.png 2x",
        "color: red; background: url(bg.png)", "url('q.png') url(\"r.png\")", "refresh", "REFRESH",
        "0; url=next.html", "5;URL='x.html'", "sec", "dup", "a&amp;b", "&lt;x&gt;", "&#38;&#x26;", "&#128;&#x9F;",
        "&#0;", "&#xD800;", "&#99999999999;", "&#1114112;", "&#13;", "&copy", "&copy;", "&ampx", "& amp", "&#;",
        "&#x;", "&", "&amp", "&quot;q&apos;", "x&#65", "&notit;", "é.html", "日本.html", "",
        "https://example.com/", "mailto:x@y", "\n  nl.html\n", "a\r\nb.html", "\r", "tab\there.html", "a>b", "a<b",
        "a=b", "a'b", "a\"b",
    ]
    static let fragments = [
        "<!DOCTYPE html>", "<!doctype html PUBLIC \"-//W3C//DTD HTML 4.01//EN\">", "<!-- comment -->",
        "<!-- <a href=c.html> -->", "<!--->", "<!-->", "<!-- a -- b -->", "<!-- x --!>", "<!-- x --!-->",
        "<!---x--->", "<?php echo 1 ?>", "</>", "</ x>", "<!x>", "<![CDATA[ <a href=cd.html> ]]>", "text", " ",
        "\n", "\t", "a < b", "&nbsp;", "&amp;", "<", "</", "x<y", "<3", "</p>", "</div>", "</a>", "</b>", "</td>",
        "</tr>", "</table>", "</li>", "</body>", "</html>", "</head>", "</form>", "</h2>", "</br>", "</foo>",
        "<script>var a = '<a href=s.html>';</script>", "<script><!-- x --></script>",
        "<script>if (a</script>", "<style>.a { background: url(st.png) }</style>",
        "<style>/* url(no.png) */ @import 'imp.css';</style>", "<title>t <a href=t.html></title>",
        "<textarea><a href=ta.html></textarea>", "<xmp><a href=x.html></xmp>", "<style></styles></style>",
        "<STYLE>a{b:url(u.png)}</STYLE >", "<script>x</script foo=\">\">",
    ]

    /// A document of `pieces` random pieces.
    mutating func document(pieces: Int) -> [UInt8] {
        var html = ""
        if chance(70) { html += "<!DOCTYPE html>\n" }
        if chance(50) { html += "<html lang=en><head><title>T</title>\n" }
        for _ in 0..<pieces {
            switch below(10) {
            case 0...4: html += startTag()
            case 5, 6: html += "</\(pick(Self.tags))>"
            default: html += pick(Self.fragments)
            }
            if chance(30) { html += pick(["\n", " ", "text", "\n  ", "\r\n", "\r"]) }
        }
        return Array(html.utf8)
    }

    mutating func startTag() -> String {
        var tag = "<" + pick(Self.tags)
        for _ in 0..<below(4) {
            tag += pick([" ", "\n", "  ", "\t", "\r\n", "\r"]) + pick(Self.attributes)
            switch below(5) {
            case 0: break
            case 1: tag += "=\(unquoted(pick(Self.values)))"
            case 2: tag += "='\(pick(Self.values).replacingOccurrences(of: "'", with: "&apos;"))'"
            default:
                tag +=
                    pick(["=", " = ", "= "]) + "\"\(pick(Self.values).replacingOccurrences(of: "\"", with: "&quot;"))\""
            }
        }
        if chance(10) { tag += " /" }
        if chance(3) { tag += "/" }
        return tag + (chance(97) ? ">" : "")
    }

    private func unquoted(_ value: String) -> String {
        let cleaned = value.filter { !" \t\n>".contains($0) }
        return cleaned.isEmpty ? "x" : cleaned
    }

    /// `page` with a few random edits: a span deleted, duplicated or replaced by a random piece,
    /// a byte changed, or the end cut off.
    mutating func mutate(_ page: [UInt8]) -> [UInt8] {
        var bytes = page
        for _ in 0...below(3) {
            guard !bytes.isEmpty else { break }
            let start = below(bytes.count)
            let end = min(bytes.count, start + below(40))
            switch below(6) {
            case 0: bytes.removeSubrange(start..<end)
            case 1: bytes.insert(contentsOf: bytes[start..<end], at: below(bytes.count))
            case 2: bytes.insert(contentsOf: Array(startTag().utf8), at: start)
            case 3: bytes.insert(contentsOf: Array(pick(Self.fragments).utf8), at: start)
            case 4: bytes[start] = pick(Array("<>/\"'=&- \n!\r".utf8))
            default: bytes.removeSubrange(start...)
            }
        }
        return bytes
    }
}
