import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import ContentModel
@testable import SiteGeneration

/// Content comes from pull requests built in CI: bad input of every kind is an error with a
/// location, never a crash, a hang, unbounded memory, a file read from outside the tree, or an
/// unsafe URL in the site. These need a build (links resolved, templates read); what the content
/// model alone rejects is in ContentModelTests' `HostileModelTests`.
let hostileCases: [DiagnosticCase] = [
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
        // An output exists, so the retired folder is not needed to restore it (the output this
        // build replaces becomes the spare).
        let first = Builds.written(scratch.options())
        #expect(first.wrote)
        let left = try fm.contentsOfDirectory(atPath: scratch.directory.url.path).filter { $0.hasPrefix(".") }.sorted()
        #expect(left == [unrelated, otherLive, ownLive, ".site.spare"].sorted())
    }

    /// The previous output is removed once the new one is in place when it cannot be kept as the
    /// spare (here a folder of the spare's name that is not SceneDocs' holds the place): a small
    /// one before the build returns, a large one (`SiteWriter.backgroundRemovalThreshold` entries
    /// or more) by a detached `rm`, which the test waits for.
    @Test(arguments: [false, true]) func thePreviousOutputIsRemovedAfterTheSwap(large: Bool) throws {
        let scratch = try Scratch([".site.spare/mine.txt": "not SceneDocs'"])
        let fm = FileManager.default
        #expect(Builds.written(scratch.options()).wrote)
        if large {
            let filler = scratch.directory.path("site/filler")
            try fm.createDirectory(at: filler, withIntermediateDirectories: true)
            for number in 0..<SiteWriter.backgroundRemovalThreshold {
                try Data().write(to: filler.appendingPathComponent("\(number).html"))
            }
        }
        #expect(Builds.written(scratch.options()).wrote)
        #expect(!fm.fileExists(atPath: scratch.directory.path("site/filler").path))
        func retired() throws -> [String] {
            try fm.contentsOfDirectory(atPath: scratch.directory.url.path).filter { $0.hasPrefix(".site.old-") }
        }
        if large {
            // The detached removal: waited for, up to a minute (it takes milliseconds).
            var waited = 0
            while try !retired().isEmpty, waited < 600 {
                usleep(100_000)
                waited += 1
            }
        }
        #expect(try retired() == [])
        #expect(readTree(scratch.directory.path(".site.spare")) == ["mine.txt": Data("not SceneDocs'".utf8)])
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
