import Foundation
import TestSupport
import Testing

/// The built binary on hostile input (issue #43): no signal, an exit status the docs give, and
/// each problem at its file and line, within a CPU-time and memory bound set with `ulimit` (the
/// kernel stops a run over either, which fails the test).
@Suite(.tags(.heavy), .skippedWhenQuick) struct HostileInputCommandTests {
    struct Run {
        var status: Int32
        var signalled: Bool
        var stdout: String
        var stderr: String
    }

    /// Runs `scenedocs arguments` in `directory` with at most `cpuSeconds` of CPU time and 2 GB of memory.
    static func run(_ arguments: [String], in directory: URL, cpuSeconds: Int = 120) throws -> Run {
        let binary = try #require(TestPaths.scenedocsBinary, "build the scenedocs product first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "ulimit -t \(cpuSeconds) && ulimit -v 2000000 && exec \"$0\" \"$@\"", binary.path] + arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Each of these crashed (stack overflow) or ran for minutes before.
    @Test func auditReportsEachHostileFileAndFinishes() throws {
        let folder = try TemporaryDirectory()
        try folder.write([
            "App/Parens.m": String(repeating: "(", count: 900),
            "App/Brackets.h": String(repeating: "[", count: 900),
            "App/Chain.swift": "let x = a" + String(repeating: ".b", count: 100_000) + "\n",
            "App/Nested.swift": "let x = " + String(repeating: "[", count: 27) + String(repeating: "]", count: 27)
                + "\n",
            "App/P.xcodeproj/project.pbxproj": "{\n a = " + String(repeating: "(", count: 20_000),
        ])
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("App/Root"), withDestinationURL: URL(fileURLWithPath: "/"))
        let run = try Self.run(["audit", "App"], in: folder.url)
        #expect(!run.signalled)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(
            run.stdout == """
                Brackets.h:1: warning: column 129: this file nests expressions more than 128 deep, so it was not audited; simplify that code or exclude the file [parse-limit]
                Chain.swift:1: warning: column 1: this file nests syntax more than 1000 levels deep (a member chain or expression this long), so it was not audited; simplify that code or exclude the file [parse-limit]
                Nested.swift:1: warning: column 25: this file nests `[` more than 16 deep, which swift-syntax cannot parse in reasonable time, so it was not audited; simplify that code or exclude the file [parse-limit]
                P.xcodeproj/project.pbxproj:2: warning: cannot read this Xcode project: dictionaries and arrays nest more than 64 levels here [parse-limit]
                Parens.m:1: warning: column 129: this file nests expressions more than 128 deep, so it was not audited; simplify that code or exclude the file [parse-limit]
                Root: warning: is a symbolic link to /, outside the audited folder, so it was not read; audit that folder itself if it belongs to the app [link-outside]

                No findings (5 files scanned, 6 files not audited).

                """)
    }

    @Test func auditRefusesAFolderAsOutputAndAScriptSiteURL() throws {
        let folder = try TemporaryDirectory()
        try folder.write(["App/A.swift": "let a = 1\n"])
        let toFolder = try Self.run(["audit", "App", "--output", "App"], in: folder.url)
        #expect(toFolder.status == 2)
        #expect(
            toFolder.stderr
                == "error: cannot write the report to 'App': it is a folder [io-error]\n    hint: pass a file name, e.g. --output App/audit.txt\n"
        )
        let script = try Self.run(["audit", "App", "--site-url", "javascript:alert(1)"], in: folder.url)
        #expect(script.status == 2)
        #expect(
            script.stderr.hasPrefix(
                "Error: --site-url 'javascript:alert(1)' is not an http(s) URL; pass the published site's address, e.g. https://docs.example"
            ), "\(script.stderr)")
    }

    /// A Swift sample of 15,000 links killed build and serve (SIGSEGV): now it is a warning at
    /// the sample's line, and the page shows it as text.
    @Test func buildShowsAnOverlongSampleAsTextWithAWarning() throws {
        let chain = "let x = a" + String(repeating: ".b", count: 15_000)
        let scratch = try Scratch([
            "Content/articles/intro.md":
                "---\ntitle: Intro\nsummary: The introduction.\nsources: [S1]\n---\nBody.\n\n```swift\n\(chain)\n```\n"
        ])
        let run = try Self.run(["build", "--output", "out"], in: scratch.directory.url)
        #expect(!run.signalled)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(
            run.stderr
                == "Content/articles/intro.md:9:1: warning: Swift sample nests syntax more than 1000 levels deep (a member chain or expression this long); it is shown without highlighting [parse-limit]\n    hint: shorten the sample, or fence it as ```text if it is not meant as Swift\n"
        )
        let page = try String(
            contentsOf: scratch.directory.path("out/articles/intro.html"), encoding: .utf8)
        #expect(page.contains("let x = a.b.b.b"))
    }
}
