/// Builds seeded random templates and view models over a small typed vocabulary: text with
/// blanks, newlines (`\n`, `\r\n`) and characters that need escaping, every tag kind (sections,
/// inverted sections, comments, partials, blocks, transforms, sequence positions, pragmas, set
/// delimiters), so that standalone lines and indentation meet every tag.
///
/// `{{.}}` is only generated where the top of the stack prints deterministically (swift-mustache
/// prints a dictionary in the process's hash order), and no `&<>"'` is followed by a combining mark
/// (swift-mustache escapes per `Character`, our engine per byte).
struct RandomTemplateGenerator {
    var random: SeededRandom
    private var open = "{{"
    private var close = "}}"

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    static let scalarNames = ["s", "t", "n", "b", "f", "o.s", "o.n", ".s", "missing", "o.missing"]
    static let listNames = ["l", "e", "items", "o.items"]
    static let texts = [
        "a", "b c", " ", "  ", "\t", "\n", "\n", "\r\n", "<&>", "\"'", "x\n  y", "é", "{", "}", "{ x }", "=", "  \n",
    ]

    /// A template; `partials` are the names it may include, `blocks` those it may define or expand.
    mutating func template(partials: [String], blocks: [String], printableTop: Bool, depth: Int = 0) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1..<(depth == 0 ? 14 : 6), using: &random) {
            text += piece(partials: partials, blocks: blocks, printableTop: printableTop, depth: depth)
        }
        return text
    }

    private mutating func tag(_ body: String) -> String { open + body + close }

    private mutating func piece(partials: [String], blocks: [String], printableTop: Bool, depth: Int) -> String {
        let blank = random.chance(0.4) ? random.pick(["", " ", "  ", "\t"]) : ""
        let newline = random.chance(0.5) ? random.pick(["\n", "\r\n", " \n"]) : ""
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<5:
            return random.pick(Self.texts)
        case 5..<8:
            let name = random.pick(Self.scalarNames + ["l", "e"] + (printableTop ? [".", "."] : []))
            let form = random.pick([
                "NAME", "{NAME}", "&NAME", " NAME ", "uppercased(NAME)", "plusone(NAME)",
                "count(NAME)", "empty(NAME)", "reversed(NAME)",
            ])
            // swift-mustache prints a reversed list as `ReversedCollection<…>(_base: …)`: not generated.
            let reversible = ["s", "t", "o.s", ".s"].contains(name) || !form.hasPrefix("reversed")
            let body = (reversible ? form : "NAME").replacingOccurrences(of: "NAME", with: name)
            return body.hasPrefix("{") ? open + body + "}" + close : tag(body)
        case 8..<12 where depth < 3:
            let inverted = random.chance(0.3)
            let kind = Int.random(in: 0..<3, using: &random)
            let name: String
            let printable: Bool
            switch kind {
            case 0:
                name = random.pick([
                    "b", "f", "missing", "first()", "last()", "even()", "odd()", "empty(l)", "empty(e)",
                ])
                printable = printableTop
            case 1:
                name = random.pick(["l", "e", "reversed(l)", "s", "t", "n", "first(l)"])
                printable = !inverted  // an inverted section over an empty list pushes the list
            default:
                name = random.pick(["items", "o", "o.items", "first(items)", "last(items)"])
                printable = false
            }
            let (savedOpen, savedClose) = (open, close)
            var text = blank + tag((inverted ? "^" : "#") + name) + newline
            text += template(
                partials: partials, blocks: blocks, printableTop: printable,
                depth: depth + 1)
            text += random.chance(0.5) ? blank : ""
            text += tag("/" + name) + (random.chance(0.5) ? newline : "")
            (open, close) = (savedOpen, savedClose)
            return text
        case 12:
            return blank + tag("! comment " + random.pick(["", "\n", "x"])) + newline
        case 13, 14:
            guard let partial = partials.randomElement(using: &random) else { return "" }
            return blank + tag(random.pick(["> ", ">"]) + partial) + newline
        case 15 where depth < 3:
            guard let block = blocks.randomElement(using: &random) else { return "" }
            let (savedOpen, savedClose) = (open, close)
            var text = blank + tag("$" + block) + newline
            text += template(partials: partials, blocks: [], printableTop: false, depth: depth + 1)
            text += tag("/" + block) + newline
            (open, close) = (savedOpen, savedClose)
            return text
        case 16:
            return blank + tag(random.pick(["index()", "plusone(index())", "first()", "odd()"])) + newline
        case 17:
            return blank + tag(random.pick(["% CONTENT_TYPE: TEXT", "%CONTENT_TYPE:HTML"])) + newline
        case 18:
            // Two characters: swift-mustache 2.1.1 crashes (Range lowerBound > upperBound) when a section
            // opened right before is closed with a one-character delimiter.
            let (newOpen, newClose) = random.pick([("<%", "%>"), ("[[", "]]"), ("{{", "}}"), ("||", "||")])
            let text = blank + tag("=" + newOpen + " " + newClose + "=") + newline
            (open, close) = (newOpen, newClose)
            return text
        default:
            return blank + newline
        }
    }

    /// A view model over the vocabulary; any key may be missing.
    mutating func context(depth: Int = 0) -> [String: Any] {
        var object: [String: Any] = [:]
        let texts = ["", "text", "Ada & <Co>", "\"q\" 'x'", "multi\nline", "é✓"]
        if random.chance(0.8) { object["s"] = random.pick(texts) }
        if random.chance(0.6) { object["t"] = random.pick(texts) }
        if random.chance(0.7) { object["n"] = random.pick([0, 1, 2, -5, 42]) }
        if random.chance(0.7) { object["b"] = random.chance(0.5) }
        if random.chance(0.5) { object["f"] = random.chance(0.5) }
        if random.chance(0.7) {
            object["l"] = (0..<Int.random(in: 0..<4, using: &random)).map { _ in random.pick(texts) }
        }
        if random.chance(0.5) { object["e"] = [Any]() }
        if depth < 2, random.chance(0.7) {
            object["items"] = (0..<Int.random(in: 0..<4, using: &random)).map { _ in context(depth: depth + 1) }
        }
        if depth < 2, random.chance(0.6) { object["o"] = context(depth: depth + 1) }
        return object
    }
}
