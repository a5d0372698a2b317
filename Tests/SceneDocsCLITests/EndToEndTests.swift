import Diagnostics
import Foundation
import TestSupport
import Testing

/// Runs the built `scenedocs` binary and checks what a user or CI sees: exit status, stdout, stderr.
@Suite(.tags(.heavy), .skippedWhenQuick) struct EndToEndTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Run {
        let binary = try #require(TestPaths.scenedocsBinary, "build the scenedocs product first (swift build)")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a full pipe cannot block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func goodInputBuildsAndPrintsOneSummaryLine() throws {
        let scratch = try Scratch()
        let run = try EndToEndTests.run(["build", "--output", "out"], in: scratch.directory.url)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let pattern = try Regex(#"^Built 7 pages in [0-9]+\.[0-9]{2} s → out/index\.html\n$"#)
        #expect(run.stdout.wholeMatch(of: pattern) != nil, "summary was: \(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: scratch.directory.path("out/articles/intro.html").path))
    }

    /// With standard output and error closed (`>&- 2>&-`), a run still does its work and exits
    /// with its status instead of trapping on the failed write.
    @Test(arguments: [
        (["build", "--output", "out"], Int32(0)),
        (["build", "--output", "out", "--content", "Missing"], Int32(1)),
        (["check", "never-built"], Int32(2)),
    ])
    func closedOutputStreamsDoNotStopTheRun(arguments: [String], status: Int32) throws {
        let binary = try #require(TestPaths.scenedocsBinary, "build the scenedocs product first (swift build)")
        let scratch = try Scratch()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" "$@" >&- 2>&-"#, binary.path] + arguments
        process.currentDirectoryURL = scratch.directory.url
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        if status == 0 {
            #expect(FileManager.default.fileExists(atPath: scratch.directory.path("out/index.html").path))
        }
    }

    @Test func buildIsTheDefaultSubcommand() throws {
        let scratch = try Scratch()
        let run = try EndToEndTests.run(["--quiet"], in: scratch.directory.url)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "")
        #expect(FileManager.default.fileExists(atPath: scratch.directory.path("site/index.html").path))
    }

    @Test func badInputExitsOneWithCompilerStyleDiagnostics() throws {
        let scratch = try Scratch([
            "Content/articles/intro.md": Snippets.article(body: "See ``Nope``."),
            "Content/articles/other.md": "---\ntitle: Other\nsummary: S.\nsources: [S9]\n---\nB.\n",
        ])
        let run = try EndToEndTests.run(["build"], in: scratch.directory.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr == """
                Content/articles/intro.md:6:5: error: no symbol named 'Nope' [unresolved-reference]
                    hint: add a symbol page, or list it in external-symbols.yaml
                Content/articles/other.md:4:11: error: unknown source 'S9' [unknown-source]
                    hint: did you mean 'S1'?
                build failed with 2 errors and 0 warnings; 'site' was left unchanged

                """)
        #expect(!FileManager.default.fileExists(atPath: scratch.directory.path("site").path))
    }

    @Test func jsonDiagnosticsParse() throws {
        let scratch = try Scratch(["Content/articles/intro.md": Snippets.article(body: "See ``Nope``.")])
        let run = try EndToEndTests.run(["build", "--format", "json"], in: scratch.directory.url)
        #expect(run.status == 1)
        #expect(run.stderr == "")
        let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let entries = try #require(parsed as? [[String: Any]])
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        #expect(entry["file"] as? String == "Content/articles/intro.md")
        #expect(entry["line"] as? Int == 6)
        #expect(entry["column"] as? Int == 5)
        #expect(entry["severity"] as? String == "error")
        #expect(entry["code"] as? String == "unresolved-reference")
        #expect(entry["message"] as? String == "no symbol named 'Nope'")
        #expect(entry["hint"] as? String == "add a symbol page, or list it in external-symbols.yaml")
    }

    @Test func jsonOnSuccessIsAnEmptyArray() throws {
        let scratch = try Scratch()
        let run = try EndToEndTests.run(["build", "--format", "json"], in: scratch.directory.url)
        #expect(run.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [Any]
        #expect(parsed?.isEmpty == true)
    }

    /// Under --strict the warnings are reported as the errors they are for the run, and the last
    /// line says --strict made them so.
    @Test func strictFailsOnWarnings() throws {
        let scratch = try Scratch(["Content/articles/intro.md": Snippets.article(body: "Some <b>bold</b>.")])
        let lenient = try EndToEndTests.run(["build", "--output", "out"], in: scratch.directory.url)
        #expect(lenient.status == 0)
        #expect(lenient.stdout.hasSuffix(" → out/index.html (2 warnings)\n"))
        let strict = try EndToEndTests.run(["build", "--strict", "--output", "strict-out"], in: scratch.directory.url)
        #expect(strict.status == 1)
        #expect(
            strict.stderr.hasPrefix(
                "Content/articles/intro.md:6:6: error: raw HTML is not rendered and was dropped [raw-html]\n"))
        #expect(
            strict.stderr.hasSuffix(
                "build failed with 2 errors and 0 warnings (2 warnings made errors by --strict); 'strict-out' was left unchanged\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: scratch.directory.path("strict-out").path))
    }

    @Test func unknownOptionExitsTwo() throws {
        let scratch = try Scratch()
        let run = try EndToEndTests.run(["build", "--no-such-option"], in: scratch.directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--no-such-option"))
        #expect(!FileManager.default.fileExists(atPath: scratch.directory.path("site").path))
    }

    @Test func missingContentFolderExitsOne() throws {
        let scratch = try Scratch()
        let run = try EndToEndTests.run(["build", "--content", "Nowhere/"], in: scratch.directory.url)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                """
                error: content folder 'Nowhere' does not exist [content-missing]
                    hint: create it, or pass the right folder with --content

                """))
    }

    /// `codes` lists the catalogue of every command, each code with its help page; the page
    /// docs/diagnostics.md is exactly what `codes --markdown` writes, so each help link has its anchor.
    @Test func codesListsEveryCommandsCatalogue() throws {
        let scratch = try Scratch()
        let json = try EndToEndTests.run(["codes", "--format", "json"], in: scratch.directory.url)
        #expect(json.status == 0)
        struct Entry: Decodable, Equatable {
            var command: String
            var code: String
            var summary: String
            var help: String
        }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(json.stdout.utf8))
        #expect(entries.filter { $0.command == "build" }.map(\.code) == DiagnosticCode.allCases.map(\.rawValue))
        #expect(entries.filter { $0.command == "check" }.map(\.code).contains("broken-fragment"))
        #expect(entries.filter { $0.command == "audit" }.map(\.code).contains("launch-options-key"))
        #expect(Set(entries.map(\.command)) == ["build", "check", "audit"])
        for entry in entries {
            #expect(entry.help == "docs/diagnostics.md#\(entry.command)-\(entry.code)")
            #expect(!entry.summary.isEmpty)
        }
        let human = try EndToEndTests.run(["codes"], in: scratch.directory.url)
        #expect(human.stdout.hasPrefix("build:\n  content-missing "))
        #expect(human.stdout.contains("see docs/diagnostics.md#check-broken-link\n"))
        let markdown = try EndToEndTests.run(["codes", "--markdown"], in: scratch.directory.url)
        let page = try String(
            contentsOf: TestPaths.repoRoot.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        #expect(markdown.stdout == page, "run `scenedocs codes --markdown > docs/diagnostics.md`")
        for entry in entries {
            #expect(page.contains("<a id=\"\(entry.command)-\(entry.code)\"></a>"))
        }
    }

    #if os(Linux)
        /// The binary allocates with jemalloc (Package.swift links it and says why). jemalloc prints
        /// its statistics at exit when asked through `MALLOC_CONF`; glibc ignores the variable.
        @Test func theBinaryAllocatesWithJemalloc() throws {
            let scratch = try Scratch()
            let run = try EndToEndTests.run(
                ["codes"], in: scratch.directory.url, environment: ["MALLOC_CONF": "stats_print:true"])
            #expect(run.status == 0)
            #expect(run.stderr.contains("___ Begin jemalloc statistics ___"), "stderr was: \(run.stderr.prefix(300))")
        }
    #endif
}
