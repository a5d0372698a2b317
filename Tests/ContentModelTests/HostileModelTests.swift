import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import ContentModel

/// Content comes from pull requests built in CI: bad input of every kind is an error with a
/// location, never a crash, a hang, unbounded memory, a file read from outside the tree, or an
/// unsafe URL in the site.
enum Hostile {
    /// Nine lines of anchors and aliases that stand for 9^7 scalars.
    static let laughs = """
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]

        """

    /// A block mapping `levels` deep under the key `x` (the root mapping is level 1).
    static func nestedMapping(levels: Int) -> String {
        var text = "x:\n"
        for level in 1..<(levels - 1) { text += String(repeating: "  ", count: level) + "k\(level):\n" }
        return text + String(repeating: "  ", count: levels - 1) + "leaf: v\n"
    }

    /// A flow sequence nested `levels` deep as the value of `x`.
    static func nestedFlow(levels: Int) -> String {
        "x: " + String(repeating: "[", count: levels - 1) + "v" + String(repeating: "]", count: levels - 1) + "\n"
    }
}

/// Hostile content the content model alone rejects: unsafe URLs in data files, YAML that would
/// expand without bound or nest too deep, control characters, relationship cycles, a content
/// folder that is a file. Each is an error with a location, never a crash or a hang.
let hostileModelCases: [ModelCase] = [
    ModelCase(
        name: "javascript: URL in sources.yaml",
        files: [
            "Content/sources.yaml": "sources:\n  - id: S1\n    title: Source one\n    url: \"javascript:alert(1)\"\n"
        ],
        expected: [
            d(
                "Content/sources.yaml:4:10: error: url 'javascript:alert(1)' uses the scheme 'javascript:'; only http(s) and mailto: URLs are allowed [unsafe-url]",
                hint: "write the full address, e.g. https://developer.apple.com/…")
        ]),
    ModelCase(
        name: "data: and schemeless URLs in external-symbols.yaml",
        files: [
            "Content/external-symbols.yaml":
                "symbols:\n  - id: X\n    framework: F\n    url: data:text/html,hi\n  - id: Y\n    framework: F\n    url: 'example.com/y'\n"
        ],
        expected: [
            d(
                "Content/external-symbols.yaml:4:10: error: url 'data:text/html,hi' uses the scheme 'data:'; only http(s) and mailto: URLs are allowed [unsafe-url]",
                hint: "write the full address, e.g. https://developer.apple.com/…"),
            d(
                "Content/external-symbols.yaml:7:10: error: url 'example.com/y' has no scheme; only http(s) and mailto: URLs are allowed [unsafe-url]",
                hint: "write the full address, e.g. https://developer.apple.com/…"),
        ]),
    ModelCase(
        name: "billion laughs in front matter",
        files: [
            "Content/articles/bomb.md": "---\ntitle: Bomb\nsummary: S.\nsources: [S1]\n" + Hostile.laughs + "---\nB.\n"
        ],
        expected: [
            d(
                "Content/articles/bomb.md:9:8: error: YAML aliases stand for more than 10000 nodes [yaml-syntax]",
                hint: "write the values out instead of repeating them through anchors (&) and aliases (*)")
        ]),
    ModelCase(
        name: "billion laughs in a data file",
        files: ["Content/site.yaml": "title: T\ndescription: D\n" + Hostile.laughs],
        expected: [
            d(
                "Content/site.yaml:7:8: error: YAML aliases stand for more than 10000 nodes [yaml-syntax]",
                hint: "write the values out instead of repeating them through anchors (&) and aliases (*)")
        ]),
    ModelCase(
        name: "block mapping 4,000 levels deep",
        files: ["Content/site.yaml": "title: T\ndescription: D\n" + Hostile.nestedMapping(levels: 4_000)],
        expected: [
            d(
                "Content/site.yaml:67:129: error: YAML nests more than 64 levels deep [yaml-syntax]",
                hint: "flatten the structure: mappings and lists may nest 64 levels")
        ]),
    // libyaml's scanner reads a run of `[` ahead of its parser, so its own limit (the backstop)
    // stops on the line's second `[` before the 65th level's event is reached.
    ModelCase(
        name: "flow sequence 4,000 levels deep in front matter",
        files: [
            "Content/articles/deep.md": "---\ntitle: Deep\nsummary: S.\nsources: [S1]\n"
                + Hostile.nestedFlow(levels: 4_000) + "---\nB.\n"
        ],
        expected: [
            d(
                "Content/articles/deep.md:5:5: error: YAML nests more than 64 levels deep [yaml-syntax]",
                hint: "flatten the structure: mappings and lists may nest 64 levels")
        ]),
    ModelCase(
        name: "NUL byte in front matter",
        bytes: [
            "Content/articles/intro.md": Data("---\ntitle: Intro\nsummary: The in".utf8) + Data([0])
                + Data("troduction.\nsources: [S1]\n---\nBody.\n".utf8)
        ],
        expected: [
            d(
                "Content/articles/intro.md:3:16: error: YAML reader error: control characters are not allowed (U+0000) [yaml-syntax]",
                hint: "remove the control character")
        ]),
    ModelCase(
        name: "symbol that is its own parent",
        files: ["Content/symbols/Kit/A.md": Snippets.symbol("A", parent: "A")],
        expected: [
            d(
                "Content/symbols/Kit/A.md:5:9: error: symbol 'A' names itself as its parent [relation-cycle]",
                hint: "a symbol's parent must be a symbol that contains it, never one of its members")
        ]),
    ModelCase(
        name: "parent cycle through three symbols",
        files: [
            "Content/symbols/Kit/A.md": Snippets.symbol("A", parent: "B"),
            "Content/symbols/Kit/B.md": Snippets.symbol("B", parent: "C"),
            "Content/symbols/Kit/C.md": Snippets.symbol("C", parent: "A"),
            "Content/symbols/Kit/D.md": Snippets.symbol("D", parent: "A"),
        ],
        expected: [
            d(
                "Content/symbols/Kit/C.md:5:9: error: parent 'A' makes a cycle: A → B → C → A [relation-cycle]",
                hint: "a symbol's parent must be a symbol that contains it, never one of its members")
        ]),
    ModelCase(
        name: "inheritsFrom cycle and a self-inheriting symbol",
        files: [
            "Content/symbols/Kit/A.md": Snippets.symbol("A", extra: "inheritsFrom: [B]\n"),
            "Content/symbols/Kit/B.md": Snippets.symbol("B", extra: "inheritsFrom: [Z, A]\n"),
            "Content/symbols/Kit/Z.md": Snippets.symbol("Z", extra: "inheritsFrom: [Z]\n"),
        ],
        expected: [
            d(
                "Content/symbols/Kit/B.md:9:19: error: inheriting from 'A' makes a cycle: A → B → A [relation-cycle]",
                hint: "remove the relationship that leads back"),
            d(
                "Content/symbols/Kit/Z.md:9:16: error: symbol 'Z' inherits from itself [relation-cycle]",
                hint: "remove the relationship that leads back"),
        ]),
    ModelCase(
        name: "reading path that lists itself",
        files: [
            "Content/paths/p.yaml":
                "title: P\nsummary: S.\nsources: [S1]\nsteps:\n  - page: intro\n    why: W.\n  - page: p\n    why: Loop.\n"
        ],
        expected: [
            d(
                "Content/paths/p.yaml:7:11: error: step 2 of path 'p' is the path itself [relation-cycle]",
                hint: "list the pages the path leads through, not the path")
        ]),
    ModelCase(
        name: "content folder that is a file", base: ["Content": "not a folder"],
        expected: [
            d(
                "error: content folder 'Content' is a file, not a folder [content-missing]",
                hint: "create it, or pass the right folder with --content")
        ]),
]

@Suite struct HostileModelTests {
    @Test(arguments: hostileModelCases)
    func reportsExactDiagnostics(_ testCase: ModelCase) throws {
        #expect(try ModelLoad(testCase).printed == testCase.expected)
    }

    // MARK: Limits: the limit itself works, one more is an error with a location.

    static func parse(_ text: String) -> (node: YAMLNode?, diagnostics: [String]) {
        let context = LoadContext()
        let node = YAMLParsing.parse(text, file: "f.yaml", context: context)
        return (node, context.diagnostics.map(DiagnosticFormatter.console))
    }

    @Test func yamlNestingAtTheLimitParses() {
        for text in [
            Hostile.nestedMapping(levels: YAMLLimits.maximumDepth), Hostile.nestedFlow(levels: YAMLLimits.maximumDepth),
        ] {
            let (node, diagnostics) = Self.parse(text)
            #expect(node != nil)
            #expect(diagnostics == [])
        }
    }

    @Test func yamlNestingOneOverTheLimitIsLocated() {
        let (mapping, mappingDiagnostics) = Self.parse(Hostile.nestedMapping(levels: YAMLLimits.maximumDepth + 1))
        #expect(mapping == nil)
        #expect(
            mappingDiagnostics == [
                d(
                    "f.yaml:65:129: error: YAML nests more than 64 levels deep [yaml-syntax]",
                    hint: "flatten the structure: mappings and lists may nest 64 levels")
            ])
        let (flow, flowDiagnostics) = Self.parse(Hostile.nestedFlow(levels: YAMLLimits.maximumDepth + 1))
        #expect(flow == nil)
        #expect(
            flowDiagnostics == [
                d(
                    "f.yaml:1:67: error: YAML nests more than 64 levels deep [yaml-syntax]",
                    hint: "flatten the structure: mappings and lists may nest 64 levels")
            ])
    }

    @Test func aliasesUpToTheLimitParse() {
        // 1,000 aliases of a one-scalar anchor: at both limits (aliases and expanded nodes).
        let text =
            "a: &a x\nb: [" + Array(repeating: "*a", count: YAMLLimits.maximumAliases).joined(separator: ", ") + "]\n"
        let (node, diagnostics) = Self.parse(text)
        #expect(diagnostics == [])
        #expect(node?.mapping?.pairs.last?.value.sequence?.count == YAMLLimits.maximumAliases)
        let over =
            "a: &a x\nb: [" + Array(repeating: "*a", count: YAMLLimits.maximumAliases + 1).joined(separator: ", ")
            + "]\n"
        #expect(
            Self.parse(over).diagnostics == [
                d(
                    "f.yaml:2:4005: error: a YAML text may use at most 1000 aliases [yaml-syntax]",
                    hint: "write the values out instead of repeating them through anchors (&) and aliases (*)")
            ])
    }

    /// Aliases are bounded by the bytes they stand for too: a 1 MB anchored title cited 999 times
    /// was within the node limit and took 2.2 GB.
    @Test func aliasBytesAreCountedAtTheLimit() {
        let half = YAMLLimits.maximumAliasBytes / 2
        let title = String(repeating: "t", count: half)
        let atLimit = "a: &a \(title)\nb: [*a, *a]\n"
        let (node, diagnostics) = Self.parse(atLimit)
        #expect(diagnostics == [])
        #expect(node?.mapping?.pairs.last?.value.sequence?.count == 2)
        let over = "a: &a \(title)t\nb: [*a, *a]\n"
        #expect(
            Self.parse(over).diagnostics == [
                d(
                    "f.yaml:2:9: error: YAML aliases stand for more than 1048576 bytes of text [yaml-syntax]",
                    hint: "write the values out instead of repeating them through anchors (&) and aliases (*)")
            ])
    }

    @Test func aliasesThatNestTooDeepAreLocated() {
        // Each alias adds the anchor's 40 levels below the place it is used.
        let deep = Hostile.nestedFlow(levels: 41).replacingOccurrences(of: "x: ", with: "a: &a ")
        let (node, diagnostics) = Self.parse(deep + "b: [[[[[[[[[[[[[[[[[[[[[[[[*a]]]]]]]]]]]]]]]]]]]]]]]]\n")
        #expect(node == nil)
        #expect(
            diagnostics == [
                d(
                    "f.yaml:2:28: error: YAML nests more than 64 levels deep through this alias [yaml-syntax]",
                    hint: "write the values out instead of repeating them through anchors (&) and aliases (*)")
            ])
    }

}
