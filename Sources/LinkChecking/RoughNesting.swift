/// Lenient mode's idea of nesting: start tags push, an end tag pops back to its element, and the
/// elements whose start tag closes an open one of their kind (`<p>`, `<li>`, cells, …) replace it.
/// Close enough to the tree builder's stack to bound the cost of gumbo's scope searches.
struct RoughNesting {
    private var stack: [HTMLTag] = []
    private var openCount = [Int](repeating: 0, count: HTMLTag.allCases.count)
    private(set) var templates = 0

    var depth: Int { stack.count }

    mutating func start(_ tag: HTMLTag) {
        switch tag {
        case .html, .head, .body: return
        case _ where tag.isVoid || tag.textContent != nil || tag == .plaintext: return
        default: break
        }
        if tag == .template { templates += 1 }
        if let top = stack.last, Self.replaces(tag, top) { pop() }
        stack.append(tag)
        openCount[Int(tag.rawValue)] += 1
    }

    mutating func end(_ tag: HTMLTag) {
        guard openCount[Int(tag.rawValue)] > 0 else { return }
        while let top = stack.last {
            pop()
            if top == tag { break }
        }
    }

    private mutating func pop() {
        let tag = stack.removeLast()
        openCount[Int(tag.rawValue)] -= 1
        if tag == .template { templates -= 1 }
    }

    private static func replaces(_ tag: HTMLTag, _ top: HTMLTag) -> Bool {
        switch tag {
        case .p, .li, .option, .tr: return top == tag
        case .dd, .dt: return top == .dd || top == .dt
        case .td, .th: return top == .td || top == .th
        default: return tag.isHeading && top.isHeading
        }
    }
}

extension String {
    /// CRLF and CR as LF, as the HTML input stream normalizes them.
    func replacingCarriageReturns() -> String {
        replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// NUL as U+FFFD, as the tokenizer does in attribute values.
    func replacingNULs() -> String {
        replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
    }
}
