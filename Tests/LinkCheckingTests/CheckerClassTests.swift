import Diagnostics
import Foundation
import Testing

@testable import LinkChecking

/// Classes of pages and sites the checker must judge as a browser and a Linux web server would
/// (issues #29 and #33): every finding asserted exactly.
@Suite struct CheckerClassTests {
    /// Checks a temporary site holding `files` (bytes) and returns its findings (skipped ones included).
    static func findings(_ files: [String: [UInt8]], prepare: (URL) throws -> Void = { _ in }) async throws -> [Finding]
    {
        let root = try Fixtures.temporarySite([:])
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try prepare(root)
        var options = CheckOptions()
        options.listSkipped = true
        return try await LinkChecker(options: options).check(directory: root).problems.map(Finding.init)
    }

    static func findings(_ files: [String: String], prepare: (URL) throws -> Void = { _ in }) async throws -> [Finding]
    {
        try await findings(files.mapValues { Array($0.utf8) }, prepare: prepare)
    }

    // MARK: Script URLs

    @Test func scriptURLsAreWarnings() async throws {
        let page = """
            <a href="javascript:void(0)">a</a>
            <a href=" JavaScript:alert(1)">b</a>
            <a href="java&#9;script:x()">c</a>
            <iframe src="vbscript:msgbox(1)"></iframe>
            <a href="data:text/html,<script>x()</script>">d</a>
            <a href="data:TEXT/HTML;base64,PHNjcmlwdD4=">e</a>
            <img src="data:image/png;base64,AAAA">
            """
        let actual = try await Self.findings(["index.html": page])
        func script(_ line: Int, _ column: Int, _ url: String, _ kind: String) -> Finding {
            Finding(
                "index.html", line, column, .warning,
                "script URL '\(url)' (a \(kind) URL runs code instead of naming a page or file; use a button or a real URL)"
            )
        }
        #expect(
            actual == [
                script(1, 10, "javascript:void(0)", "javascript:"),
                script(2, 11, "JavaScript:alert(1)", "javascript:"),
                script(3, 10, "java\tscript:x()", "javascript:"),
                script(4, 14, "vbscript:msgbox(1)", "vbscript:"),
                script(5, 10, "data:text/html,<script>x()</script>", "data: HTML"),
                script(6, 10, "data:TEXT/HTML;base64,PHNjcmlwdD4=", "data: HTML"),
                Finding("index.html", 7, 11, .skipped, "skipped 'data:image/png;base64,AAAA' (data: link)"),
            ], "\n\(actual.map(\.description).joined(separator: "\n"))")
    }

    // MARK: Special files and I/O errors

    @Test func specialFilesAreSkippedWithAWarning() async throws {
        let actual = try await Self.findings(["index.html": "<a href=fifo.html>f</a> <a href=zero.css>z</a>"]) { root in
            #expect(mkfifo(root.appendingPathComponent("fifo.html").path, 0o644) == 0)
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent("zero.css").path, withDestinationPath: "/dev/zero")
        }
        #expect(
            actual == [
                Finding("fifo.html", 0, 0, .warning, "not a regular file (a FIFO); not read"),
                Finding("zero.css", 0, 0, .warning, "not a regular file (a character device); not read"),
            ], "\n\(actual.map(\.description).joined(separator: "\n"))")
    }

    /// A file listed but gone (or unreadable) when read is an error naming the system's reason.
    @Test func unreadableFileIsAnError() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkcheck-\(UUID().uuidString)")
        let checker = FileChecker(root: root, site: SiteFiles(paths: ["gone.html"]), options: CheckOptions())
        let outcome = checker.check("gone.html")
        #expect(
            outcome.problems.map(Finding.init) == [
                Finding("gone.html", 0, 0, .error, "cannot read the file (No such file or directory)")
            ])
        #expect(outcome.problems.map(\.rule) == [.ioError])
    }

    /// Every format carries an I/O error: the file and the reason.
    @Test(arguments: ReportFormat.allCases.filter { $0 != .html }) func everyFormatCarriesIOErrors(
        _ format: ReportFormat
    ) throws {
        let problem = LinkProblem(
            file: "a b.html", line: 0, column: 0, url: "", status: .error, rule: .ioError,
            message: "cannot read the file (Input/output error)")
        var summary = CheckSummary()
        summary.files = 1
        let text = format.render(CheckReport(summary: summary, problems: [problem]), prefix: "site")
        let expected: String
        switch format {
        case .human, .html: expected = "site/a b.html: error: cannot read the file (Input/output error) [io-error]\n"
        case .json: expected = "\"message\" : \"cannot read the file (Input/output error)\""
        case .github:
            expected = "::error file=site/a b.html,title=io-error::cannot read the file (Input/output error)\n"
        case .junit:
            expected =
                "<failure type=\"io-error\" message=\"cannot read the file (Input/output error)\">site/a b.html: error:"
        case .sarif: expected = "\"uri\" : \"site/a%20b.html\""
        }
        #expect(text.contains(expected), "\(text)")
        #expect(text.contains("cannot read the file (Input/output error)"))
        #expect(!text.lowercased().contains("permission"))
        if format == .sarif { #expect(!text.contains("startLine")) }
        if format == .json { #expect(text.contains("\"status\" : \"error\"")) }
    }

    // MARK: Symbolic links to folders

    @Test func folderSymlinksInsideTheSiteAreFollowed() async throws {
        let page = """
            <a href="dir-symlink/page.html#here">1</a>
            <a href="dir-symlink/">2</a>
            <a href="dir-symlink/missing.html">3</a>
            <a href="loop/page.html">4</a>
            <a href="outside/page.html">5</a>
            <a href="real/up/real/page.html">6</a>
            <a href="dir-symlink/page.html#nowhere">7</a>
            """
        let actual = try await Self.findings([
            "index.html": page, "real/page.html": "<p id=here>", "real/index.html": "",
        ]) { root in
            let fm = FileManager.default
            try fm.createSymbolicLink(
                atPath: root.appendingPathComponent("dir-symlink").path, withDestinationPath: "real")
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("loop").path, withDestinationPath: "loop")
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("outside").path, withDestinationPath: "/usr")
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("real/up").path, withDestinationPath: "..")
        }
        let loop = "a symbolic link that cannot be followed: Too many levels of symbolic links"
        #expect(
            actual == [
                Finding("index.html", 3, 10, .broken, "broken link 'dir-symlink/missing.html' (no such file)"),
                Finding("index.html", 4, 10, .broken, "broken link 'loop/page.html' ('loop' is \(loop))"),
                Finding(
                    "index.html", 5, 10, .broken,
                    "broken link 'outside/page.html' ('outside' is a symbolic link to a folder outside the site)"),
                Finding(
                    "index.html", 7, 10, .brokenFragment,
                    "broken fragment 'dir-symlink/page.html#nowhere' (no id 'nowhere' in 'real/page.html')"),
            ], "\n\(actual.map(\.description).joined(separator: "\n"))")
    }

    // MARK: Legacy encodings

    /// `café` and `naïve` in windows-1252 bytes; the file names are UTF-8, as browsers request them.
    @Test func legacyEncodingIsDecodedBeforeResolving() async throws {
        func latin1(_ text: String) -> [UInt8] { Array(text.data(using: .isoLatin1)!) }
        let metaCharset = latin1(
            "<meta charset=\"windows-1252\">\n<p>Caf\u{E9}: <a href=\"caf\u{E9}.html\">ok</a> <a href=\"na\u{EF}ve.html#x\">x</a>\n"
        )
        let httpEquiv = latin1(
            "<!-- <meta charset=utf-8> -->\n<meta http-equiv=Content-Type content='text/html; charset=ISO-8859-1'>\n<p>\u{E9}\u{E9} <a href=\"caf\u{E9}.html#\u{E9}t\u{E9}\">ok</a>\n"
        )
        let undeclared = latin1("<p>\u{E9} <a href=\"caf\u{E9}.html\">x</a>\n")
        let actual = try await Self.findings([
            "meta.html": metaCharset, "equiv.html": httpEquiv, "undeclared.html": undeclared,
            "café.html": Array("<h2 id=été>".utf8),
        ])
        // equiv.html's `café.html#été` finds its target and id; columns count the file's bytes
        // (`naïve` is at byte 46 of its line, after two one-byte `é`; 48 in the decoded page).
        #expect(
            actual == [
                Finding("meta.html", 2, 46, .broken, "broken link 'naïve.html#x' (no such file)"),
                Finding(
                    "undeclared.html", 1, 4, .warning,
                    "page is not valid UTF-8 (first bad byte here); links were read as UTF-8"),
                Finding(
                    "undeclared.html", 1, 15, .broken,
                    "broken link 'caf\u{FFFD}.html' (no such file; did you mean 'café.html'?)"),
            ], "\n\(actual.map(\.description).joined(separator: "\n"))")
    }

    @Test(
        arguments: [
            ("<meta charset=windows-1252>", "windows-1252"),
            ("<META CHARSET='Latin1'>", "latin1"),
            ("<meta http-equiv=\"content-type\" content=\"text/html; charset=iso-8859-2\">", "iso-8859-2"),
            ("<meta content=\"text/html; charset=iso-8859-2\">", nil),
            ("<meta charset=utf-16le>", "utf-8"),
            ("<!-- <meta charset=latin1> --><meta charset=koi8-r>", "koi8-r"),
            ("<div title='<meta charset=latin1>'><meta charset=cp1252>", "cp1252"),
            ("<metadata charset=latin1>", nil),
            (String(repeating: " ", count: 1024) + "<meta charset=latin1>", nil),
        ] as [(String, String?)])
    func prescanFindsTheDeclaredLabel(_ html: String, _ label: String?) {
        let found = Array(html.utf8).withUnsafeBytes { PageEncoding.prescan($0) }
        #expect(found == label)
    }

    @Test func decodedOffsetsMapBackToTheFile() {
        var map = OffsetMap()
        // "aé b" decoded from "a\xE9 b": é is decoded bytes 1–2, from file byte 1.
        map.add(decodedStart: 1, length: 2, original: 1)
        #expect([0, 1, 2, 3, 4].map(map.original) == [0, 1, 1, 2, 3])
    }

    // MARK: file: URLs

    @Test func fileURLsAreCheckedLocally() async throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).html")
        try Data().write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        var root: URL?
        let actual = try await Self.findings(["page.html": "<p id=p>", "index.html": "PLACEHOLDER"]) { site in
            root = site
            let page = """
                <a href="file://\(site.path)/page.html#p">1</a>
                <a href="file://\(site.path)/missing.html">2</a>
                <a href="file://localhost\(site.path)/page.html#q">3</a>
                <a href="file://\(outside.path)">4</a>
                <a href="file:///no-such-folder-\(UUID().uuidString)/x.html">5</a>
                <a href="file://server/share/x.html">6</a>
                """
            try Data(page.utf8).write(to: site.appendingPathComponent("index.html"))
        }
        let path = try #require(root).path
        #expect(actual.count == 5, "\n\(actual.map(\.description).joined(separator: "\n"))")
        #expect(
            actual.first
                == Finding("index.html", 2, 10, .broken, "broken link 'file://\(path)/missing.html' (no such file)"))
        #expect(
            actual.dropFirst().first
                == Finding(
                    "index.html", 3, 10, .brokenFragment,
                    "broken fragment 'file://localhost\(path)/page.html#q' (no id 'q' in 'page.html'; did you mean 'p'?)"
                ))
        #expect(
            actual.dropFirst(2).first
                == Finding(
                    "index.html", 4, 10, .warning,
                    "not portable 'file://\(outside.path)' (a file: URL outside the checked folder works only on this machine)"
                ))
        #expect(actual.dropFirst(3).first?.status == .broken)
        #expect(actual.dropFirst(3).first?.message.hasSuffix("/x.html' (no such file)") == true)
        #expect(
            actual.last
                == Finding(
                    "index.html", 6, 10, .warning,
                    "not portable 'file://server/share/x.html' (a file: URL on another host)"))
    }

    // MARK: <template>

    @Test func templateElementIsATargetButItsContentsAreInert() async throws {
        let page = """
            <template id="tpl"><p id="inner"><a href="missing.html">x</a></p></template>
            <a href="#tpl">ok</a>
            <a href="#inner">inert</a>
            """
        let actual = try await Self.findings(["index.html": page])
        #expect(
            actual == [
                Finding(
                    "index.html", 3, 10, .brokenFragment, "broken fragment '#inner' (no id 'inner' in 'index.html')")
            ], "\n\(actual.map(\.description).joined(separator: "\n"))")
    }

    // MARK: Classification

    @Test func missingPageWithAFragmentIsABrokenLink() async throws {
        let page = """
            <a href="missing.html#top-part">1</a>
            <a href="gone/#x">2</a>
            <a href="fifo.html#x">3</a>
            """
        let actual = try await Self.findings(["index.html": page, "gone/.keep": ""]) { root in
            #expect(mkfifo(root.appendingPathComponent("fifo.html").path, 0o644) == 0)
        }
        #expect(
            actual == [
                Finding("fifo.html", 0, 0, .warning, "not a regular file (a FIFO); not read"),
                Finding("index.html", 1, 10, .broken, "broken link 'missing.html#top-part' (no such file)"),
                Finding("index.html", 2, 10, .broken, "broken link 'gone/#x' (folder without index.html)"),
            ], "\n\(actual.map(\.description).joined(separator: "\n"))")
    }

    // MARK: Byte-for-byte names

    @Test func fileNamesAreComparedByteForByte() async throws {
        let composed = "caf\u{E9}.html"
        let decomposed = "cafe\u{301}.html"
        #expect(composed == decomposed)  // Swift's String equality is canonical equivalence
        let page = "<a href=\"\(composed)\">1</a>\n<a href=\"\(decomposed)\">2</a>\n<a href=\"caf%C3%A9.html\">3</a>\n"
        let actual = try await Self.findings(["index.html": page, composed: ""])
        #expect(
            actual == [
                Finding(
                    "index.html", 2, 10, .broken,
                    "broken link '\(decomposed)' (no such file; a file has this name in another Unicode normalization form (names are compared byte for byte))"
                )
            ], "\n\(actual.map(\.description).joined(separator: "\n"))")
        #expect(actual.first.map { Array($0.message.utf8).contains(0xCC) } == true)
    }

    /// `p%FF.html` names the file whose name holds the byte 0xFF (not UTF-8), and nothing else:
    /// not a file spelled with the characters `\xFF`, nor one with the UTF-8 of U+00FF.
    @Test func percentEncodedBytesThatAreNotUTF8NameTheFileByteForByte() async throws {
        let page = """
            <a href="p%FF.html">1</a>
            <a href="p%FE.html">2</a>
            <a href="p%C3%BF.html">3</a>
            <a href="q%FF.html">4</a>
            <a href="p%00FF.html">5</a>

            """
        let actual = try await Self.findings(["index.html": page, "q\\xFF.html": "", "p\u{FF}x.html": ""]) { root in
            let name = Array((root.path + "/p").utf8) + [0xFF] + Array(".html".utf8) + [0]
            let descriptor = name.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
            }
            try #require(descriptor >= 0)
            close(descriptor)
        }
        #expect(
            actual == [
                Finding(
                    "index.html", 2, 10, .broken, "broken link 'p%FE.html' (no such file; did you mean 'p\\xFF.html'?)"),
                Finding(
                    "index.html", 3, 10, .broken,
                    "broken link 'p%C3%BF.html' (no such file; did you mean 'p\u{FF}x.html'?)"),
                Finding(
                    "index.html", 4, 10, .broken, "broken link 'q%FF.html' (no such file; did you mean 'p\\xFF.html'?)"),
                Finding(
                    "index.html", 5, 10, .broken,
                    "broken link 'p%00FF.html' (no such file; did you mean 'p\\xFF.html'?)"),
            ], "\n\(actual.map(\.description).joined(separator: "\n"))")
    }
}
