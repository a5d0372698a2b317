import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import ContentModel
@testable import SiteGeneration

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

let hostileCases: [DiagnosticCase] = [
    DiagnosticCase(
        name: "javascript: URL in sources.yaml",
        files: [
            "Content/sources.yaml": "sources:\n  - id: S1\n    title: Source one\n    url: \"javascript:alert(1)\"\n"
        ],
        expected: [
            d(
                "Content/sources.yaml:4:10: error: url 'javascript:alert(1)' uses the scheme 'javascript:'; only http(s) and mailto: URLs are allowed [unsafe-url]",
                hint: "write the full address, e.g. https://developer.apple.com/…")
        ]),
    DiagnosticCase(
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
    DiagnosticCase(
        name: "unsafe schemes in Markdown links, images and autolinks",
        files: [
            "Content/articles/intro.md": Snippets.article(
                body:
                    "[a](javascript:alert(1)) [b](data:text/html,hi) ![c](vbscript:x)\n<file:///etc/passwd> [d](JavaScript&#58;x) [e](foo:bar) [ok](https://example.com)"
            )
        ],
        expected: [
            d(
                "Content/articles/intro.md:6:1: error: link 'javascript:alert(1)' uses the scheme 'javascript:', which is not allowed [unsafe-url]",
                hint: "use an https:// or mailto: URL, <doc:page-id> or asset:name"),
            d(
                "Content/articles/intro.md:6:26: error: link 'data:text/html,hi' uses the scheme 'data:', which is not allowed [unsafe-url]",
                hint: "use an https:// or mailto: URL, <doc:page-id> or asset:name"),
            d(
                "Content/articles/intro.md:6:49: error: image 'vbscript:x' uses the scheme 'vbscript:', which is not allowed [unsafe-url]",
                hint: "use an https:// or mailto: URL, <doc:page-id> or asset:name"),
            d(
                "Content/articles/intro.md:7:1: error: link 'file:///etc/passwd' uses the scheme 'file:', which is not allowed [unsafe-url]",
                hint: "use an https:// or mailto: URL, <doc:page-id> or asset:name"),
            d(
                "Content/articles/intro.md:7:22: error: link 'JavaScript:x' uses the scheme 'javascript:', which is not allowed [unsafe-url]",
                hint: "use an https:// or mailto: URL, <doc:page-id> or asset:name"),
            d(
                "Content/articles/intro.md:7:44: error: link 'foo:bar' uses the scheme 'foo:', which is not allowed [unsafe-url]",
                hint: "use an https:// or mailto: URL, <doc:page-id> or asset:name"),
        ]),
    DiagnosticCase(
        name: "unsafe literal URLs in a template",
        templateFiles: [
            "partials/sources.mustache":
                "<a href=\"javascript:alert(1)\">x</a> <img src='data:image/svg+xml,x'>\n<a class=\"c\" href=java&#x73;cript:y>z</a> <a href=\"{{root}}ok.html\">ok</a> <a href=\"#top\">t</a>\n"
        ],
        expected: [
            d(
                "Templates/partials/sources.mustache:1:10: error: href URL uses the scheme 'javascript:', which is not allowed [unsafe-url]",
                hint: "use an https:// or mailto: URL, or a path below the site ({{root}}…)"),
            d(
                "Templates/partials/sources.mustache:1:47: error: src URL uses the scheme 'data:', which is not allowed [unsafe-url]",
                hint: "use an https:// or mailto: URL, or a path below the site ({{root}}…)"),
            d(
                "Templates/partials/sources.mustache:2:19: error: href URL uses the scheme 'javascript:', which is not allowed [unsafe-url]",
                hint: "use an https:// or mailto: URL, or a path below the site ({{root}}…)"),
        ]),
    DiagnosticCase(
        name: "billion laughs in front matter",
        files: [
            "Content/articles/bomb.md": "---\ntitle: Bomb\nsummary: S.\nsources: [S1]\n" + Hostile.laughs + "---\nB.\n"
        ],
        expected: [
            d(
                "Content/articles/bomb.md:9:8: error: YAML aliases stand for more than 10000 nodes [yaml-syntax]",
                hint: "write the values out instead of repeating them through anchors (&) and aliases (*)")
        ]),
    DiagnosticCase(
        name: "billion laughs in a data file",
        files: ["Content/site.yaml": "title: T\ndescription: D\n" + Hostile.laughs],
        expected: [
            d(
                "Content/site.yaml:7:8: error: YAML aliases stand for more than 10000 nodes [yaml-syntax]",
                hint: "write the values out instead of repeating them through anchors (&) and aliases (*)")
        ]),
    DiagnosticCase(
        name: "block mapping 4,000 levels deep",
        files: ["Content/site.yaml": "title: T\ndescription: D\n" + Hostile.nestedMapping(levels: 4_000)],
        expected: [
            d(
                "Content/site.yaml:67:129: error: YAML nests more than 64 levels deep [yaml-syntax]",
                hint: "flatten the structure: mappings and lists may nest 64 levels")
        ]),
    // libyaml's scanner reads a run of `[` ahead of its parser, so its own limit (the backstop)
    // stops on the line's second `[` before the 65th level's event is reached.
    DiagnosticCase(
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
    DiagnosticCase(
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
    DiagnosticCase(
        name: "symbol that is its own parent",
        files: ["Content/symbols/Kit/A.md": Snippets.symbol("A", parent: "A")],
        expected: [
            d(
                "Content/symbols/Kit/A.md:5:9: error: symbol 'A' names itself as its parent [relation-cycle]",
                hint: "a symbol's parent must be a symbol that contains it, never one of its members")
        ]),
    DiagnosticCase(
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
    DiagnosticCase(
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
    DiagnosticCase(
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
    DiagnosticCase(
        name: "content folder that is a file", base: ["Content": "not a folder"],
        expected: [
            d(
                "error: content folder 'Content' is a file, not a folder [content-missing]",
                hint: "create it, or pass the right folder with --content")
        ]),
]

@Suite struct HostileInputTests {
    @Test(arguments: hostileCases)
    func reportsExactDiagnostics(_ testCase: DiagnosticCase) throws {
        let scratch = try Scratch(
            testCase.files, bytes: testCase.bytes, base: testCase.base, templates: testCase.templates)
        for (name, text) in testCase.templateFiles {
            let url = scratch.directory.path("Templates/" + name)
            if let text { try Data(text.utf8).write(to: url) } else { try FileManager.default.removeItem(at: url) }
        }
        let result = scratch.generate()
        let printed = result.diagnostics.sorted.map(DiagnosticFormatter.console)
        #expect(printed == testCase.expected)
        #expect(result.files.isEmpty)
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

    // MARK: Files outside the tree

    /// A scratch site whose `Content/assets/x.svg`, `Content/articles/evil.md` and
    /// `Templates/assets/y.css` are links to a file outside both folders.
    static func linkedScratch() throws -> (Scratch, secret: URL) {
        let scratch = try Scratch()
        let secret = scratch.directory.path("secret.txt")
        try Data("---\ntitle: Secret\nsummary: S.\nsources: [S1]\n---\nSECRET\n".utf8).write(to: secret)
        let fm = FileManager.default
        try fm.createDirectory(at: scratch.directory.path("Content/assets"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(
            atPath: scratch.directory.path("Content/assets/x.svg").path, withDestinationPath: secret.path)
        try fm.createSymbolicLink(
            atPath: scratch.directory.path("Content/articles/evil.md").path, withDestinationPath: "../../secret.txt")
        try fm.createSymbolicLink(
            atPath: scratch.directory.path("Templates/assets/y.css").path, withDestinationPath: secret.path)
        return (scratch, secret)
    }

    /// Assets are read with the content, so the theme's link is reported beside the content's.
    @Test func linksOutsideTheTreeAreErrorsAndNothingIsRead() throws {
        let (scratch, secret) = try Self.linkedScratch()
        let real = try #require(InputFile.realFolder(secret.path))
        let result = scratch.generate()
        #expect(
            result.diagnostics.sorted.map(DiagnosticFormatter.console) == [
                d(
                    "Content/articles/evil.md:1:1: error: symbolic link points outside 'Content' (to '\(real)'); it was not read [link-outside]",
                    hint: "copy the file into 'Content', or make the link point inside it"),
                d(
                    "Content/assets/x.svg:1:1: error: symbolic link points outside 'Content' (to '\(real)'); it was not read [link-outside]",
                    hint: "copy the file into 'Content', or make the link point inside it"),
                d(
                    "Templates/assets/y.css:1:1: error: symbolic link points outside 'Templates' (to '\(real)'); it was not read [link-outside]",
                    hint: "copy the file into 'Templates', or make the link point inside it"),
            ])
        #expect(result.files.isEmpty)
    }

    @Test func aLinkThatLeadsNowhereIsAnError() throws {
        let scratch = try Scratch()
        try FileManager.default.createSymbolicLink(
            atPath: scratch.directory.path("Content/articles/gone.md").path, withDestinationPath: "moved.md")
        let result = scratch.generate()
        #expect(
            result.diagnostics.sorted.map(DiagnosticFormatter.console) == [
                d(
                    "Content/articles/gone.md:1:1: error: cannot read file: symbolic link to 'moved.md' leads nowhere (No such file or directory) [io-error]",
                    hint: "make the link point to an existing file inside 'Content', or remove it")
            ])
        #expect(result.files.isEmpty)
    }

    @Test func aThemeAssetLinkedOutsideIsAnError() throws {
        let (scratch, secret) = try Self.linkedScratch()
        try FileManager.default.removeItem(at: scratch.directory.path("Content/assets/x.svg"))
        try FileManager.default.removeItem(at: scratch.directory.path("Content/articles/evil.md"))
        let real = try #require(InputFile.realFolder(secret.path))
        let result = scratch.generate()
        #expect(
            result.diagnostics.sorted.map(DiagnosticFormatter.console) == [
                d(
                    "Templates/assets/y.css:1:1: error: symbolic link points outside 'Templates' (to '\(real)'); it was not read [link-outside]",
                    hint: "copy the file into 'Templates', or make the link point inside it")
            ])
        #expect(!result.files.values.contains { String(decoding: $0, as: UTF8.self).contains("SECRET") })
    }

    @Test func serveSessionNeverServesALinkedSecret() throws {
        // `serve` builds through a long-lived session: a link made after a good build must not be
        // copied on the next one, whichever path that build takes.
        let scratch = try Scratch(bytes: ["Content/assets/x.svg": Data("<svg/>".utf8)])
        let session = BuildSession(options: scratch.options())
        let first = session.build()
        #expect(first.diagnostics.all.isEmpty)
        let asset = scratch.directory.path("Content/assets/x.svg")
        let secret = scratch.directory.path("secret.txt")
        try Data("SECRET".utf8).write(to: secret)
        try FileManager.default.removeItem(at: asset)
        try FileManager.default.createSymbolicLink(atPath: asset.path, withDestinationPath: secret.path)
        let second = session.build(onlyModified: [session.options.contentDirectory.path + "/assets/x.svg"])
        #expect(second.diagnostics.all.map(\.code) == [.linkOutside])
        #expect(!second.files.values.contains { String(decoding: $0, as: UTF8.self).contains("SECRET") })
    }

    @Test func linksInsideTheTreeAreFollowed() throws {
        let scratch = try Scratch(bytes: ["Content/assets/real.svg": Data("<svg/>".utf8)])
        try FileManager.default.createSymbolicLink(
            atPath: scratch.directory.path("Content/assets/alias.svg").path, withDestinationPath: "real.svg")
        let result = scratch.generate()
        #expect(result.diagnostics.all.isEmpty)
        #expect(result.files["assets/alias.svg"] == Data("<svg/>".utf8))
    }

    /// Creates an empty file whose name is `name` followed by the byte 0xFF (not UTF-8).
    static func createUndecodable(in folder: URL, name: String) throws {
        let path = Array(folder.path.utf8) + Array("/\(name)".utf8) + [0xFF, 0]
        let descriptor = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        try #require(descriptor >= 0)
        close(descriptor)
    }

    /// A name that is not UTF-8 cannot become a page or an asset: it is reported, in the content
    /// and in the templates, never skipped; a hidden one is skipped like every hidden file.
    @Test func namesThatAreNotUTF8AreReported() throws {
        let scratch = try Scratch()
        try Self.createUndecodable(in: scratch.directory.path("Content/articles"), name: "page")
        try Self.createUndecodable(in: scratch.directory.path("Content/articles"), name: ".hidden")
        try FileManager.default.createDirectory(
            at: scratch.directory.path("Templates/assets"), withIntermediateDirectories: true)
        try Self.createUndecodable(in: scratch.directory.path("Templates/assets"), name: "style")
        let result = scratch.generate()
        let hint = "rename it with a UTF-8 name (each \\xFF stands for a byte that is not UTF-8)"
        #expect(
            result.diagnostics.sorted.map(DiagnosticFormatter.console) == [
                d(
                    "Content/articles/page\\xFF:1:1: error: file name is not valid UTF-8; it was not read [invalid-utf8]",
                    hint: hint),
                d(
                    "Templates/assets/style\\xFF:1:1: error: file name is not valid UTF-8; it was not read [invalid-utf8]",
                    hint: hint),
            ])
        #expect(result.files.isEmpty)
    }

    @Test func inputFileCapsTextSize() throws {
        let directory = try TemporaryDirectory()
        let file = directory.path("big.md")
        try Data(count: 100).write(to: file)
        #expect(InputFile.read(file.path, root: directory.url.path, limit: 100) == .success(Data(count: 100)))
        #expect(InputFile.read(file.path, root: directory.url.path, limit: 99) == .failure(.tooLarge(bytes: 100)))
    }

    // MARK: Output

    @Test func staleStagingFoldersOfDeadProcessesAreRemoved() throws {
        let scratch = try Scratch()
        let fm = FileManager.default
        // No process has this id (above Linux's largest pid, 2^22).
        let dead = ".site.tmp-99999999-1"
        let deadRetired = ".site.old-99999999-2"
        let ownLive = ".site.tmp-\(ProcessInfo.processInfo.processIdentifier)-3"
        let otherLive = ".site.tmp-1-4"  // process 1 always runs
        let unrelated = ".other.tmp-99999999-5"
        for name in [dead, deadRetired, ownLive, otherLive, unrelated] {
            try fm.createDirectory(at: scratch.directory.path(name), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: scratch.directory.path(name + "/index.html"))
        }
        // An output exists, so the retired folder is not needed to restore it.
        let first = Builds.written(scratch.options())
        #expect(first.wrote)
        let left = try fm.contentsOfDirectory(atPath: scratch.directory.url.path).filter { $0.hasPrefix(".") }.sorted()
        #expect(left == [unrelated, otherLive, ownLive].sorted())
    }

    @Test func aRetiredOutputIsPutBackWhenTheOutputIsMissing() throws {
        let scratch = try Scratch(["Content/articles/intro.md": "broken"])
        let fm = FileManager.default
        let retired = ".site.old-99999999-1"
        try fm.createDirectory(at: scratch.directory.path(retired), withIntermediateDirectories: true)
        try Data(SiteWriter.markerText).write(to: scratch.directory.path(retired + "/" + SiteWriter.markerName))
        try Data("previous".utf8).write(to: scratch.directory.path(retired + "/index.html"))
        let result = Builds.written(scratch.options())
        #expect(!result.wrote)
        #expect(fm.contents(atPath: scratch.directory.path("site/index.html").path) == Data("previous".utf8))
        #expect(!fm.fileExists(atPath: scratch.directory.path(retired).path))
    }

    @Test func outputFoldersAndFilesGetPlainModes() throws {
        let scratch = try Scratch(bytes: ["Content/assets/tool.svg": Data("<svg/>".utf8)])
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o777], ofItemAtPath: scratch.directory.path("Content/assets/tool.svg").path)
        let previous = umask(0)
        defer { umask(previous) }
        let result = Builds.written(scratch.options())
        #expect(result.wrote)
        func mode(_ path: String) -> Int? {
            (try? FileManager.default.attributesOfItem(atPath: scratch.directory.path(path).path))?[.posixPermissions]
                as? Int
        }
        #expect(mode("site") == 0o755)
        #expect(mode("site/assets") == 0o755)
        #expect(mode("site/assets/tool.svg") == 0o644)
    }
}
