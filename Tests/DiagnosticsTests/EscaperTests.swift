import Diagnostics
import Testing

/// The one HTML/XML escaper: its three rules, exactly, and its fast path against a plain loop.
@Suite struct EscaperTests {
    @Test func rules() {
        let text = "a<b>&\"c\" 'd'\u{1}\u{FFFE}é"
        #expect(Escaper.html(text) == "a&lt;b&gt;&amp;&quot;c&quot; &#39;d&#39;\u{1}\u{FFFE}é")
        #expect(Escaper.code(text) == "a&lt;b&gt;&amp;&quot;c&quot; 'd'\u{1}\u{FFFE}é")
        #expect(Escaper.xml(text) == "a&lt;b&gt;&amp;&quot;c&quot; &#39;d&#39;\u{FFFD}\u{FFFD}é")
        #expect(Escaper.xml("tab\tline\ncr\r") == "tab\tline\ncr\r")
        var bytes: [UInt8] = []
        Escaper.appendHTML("<x>", to: &bytes, escaped: true)
        Escaper.appendHTML("<y>", to: &bytes, escaped: false)
        #expect(String(decoding: bytes, as: UTF8.self) == "&lt;x&gt;<y>")
    }

    /// Every length up to 40 (each position of the eight-byte scan and its tail), random texts.
    @Test func matchesEscapingEachCharacter() {
        func plain(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "'": result += "&#39;"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
        var state: UInt64 = 17
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet = Array("abc <&>\"'é\n")
        for _ in 0..<5000 {
            let count = Int(next() % 41)
            let text = String((0..<count).map { _ in next() % 4 == 0 ? alphabet[Int(next() % 11)] : "x" })
            #expect(Escaper.html(text) == plain(text), "\(text)")
        }
    }
}
