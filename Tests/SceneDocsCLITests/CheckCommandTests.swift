import Diagnostics
import Foundation
import LinkChecking
import TestSupport
import Testing

/// The built `scenedocs` binary's `check` (and the build timings it shares with `build`), run in the
/// repository folder: what a user or CI sees.
@Suite(.serialized, .tags(.heavy), .skippedWhenQuick) struct CheckCommandTests {
    /// The link checker's fixture site, with every kind of good and broken reference.
    static let site = TestPaths.repoRoot.appendingPathComponent("Tests/LinkCheckingTests/Fixtures/site")

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> EndToEndTests.Run {
        try EndToEndTests.run(arguments, in: TestPaths.repoRoot, environment: environment)
    }

    /// The binary's JSON report is the library's report of the same folder, problem for problem.
    @Test func checksAFolderAndPrintsTheLibrarysJSON() async throws {
        let run = try CheckCommandTests.run([
            "check", CheckCommandTests.site.path, "--exclude", "^excluded/", "--format", "json",
        ])
        #expect(run.status == 1)
        let document = try JSONDecoder().decode(CheckReport.Document.self, from: Data(run.stdout.utf8))
        #expect(document.summary.broken == 26)
        var options = CheckOptions()
        try options.exclusions.add("^excluded/", origin: "--exclude")
        let report = try await LinkChecker(options: options).check(directory: CheckCommandTests.site)
        #expect(document.problems == report.problems)
        #expect(document.summary.links == report.summary.links)
    }

    @Test func humanOutputNamesTheFolderAsTyped() throws {
        let run = try CheckCommandTests.run(["check", "Tests/LinkCheckingTests/Fixtures/site/guide"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "Tests/LinkCheckingTests/Fixtures/site/guide/index.html:6:10: error: broken link '../index.html#intro' (escapes the site root) [escapes-root]\n"
            ))
    }

    @Test func usageAndIOErrorsExitWith2() throws {
        #expect(try CheckCommandTests.run(["check", "no-such-folder"]).status == 2)
        #expect(try CheckCommandTests.run(["check", CheckCommandTests.site.path, "--exclude", "("]).status == 2)
        #expect(try CheckCommandTests.run(["check", CheckCommandTests.site.path, "--format", "xml"]).status == 2)
    }

    /// A FIFO and a symbolic link to /dev/zero are not read (reading them would block or never
    /// end): each is a warning naming the file, in every format, and the run ends.
    @Test(arguments: ["json", "sarif", "human", "github", "junit"]) func specialFilesAreWarningsInEveryFormat(
        _ format: String
    ) throws {
        let folder = try TemporaryDirectory()
        try folder.write(["index.html": "<a href=fifo.html>f</a>"])
        let root = folder.url
        #expect(mkfifo(root.appendingPathComponent("fifo.html").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("zero.html").path, withDestinationPath: "/dev/zero")
        let run = try CheckCommandTests.run(["check", root.path, "--format", format])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let output = format == "human" ? run.stderr : run.stdout
        #expect(output.contains("not a regular file (a FIFO); not read"), "\(output)")
        #expect(output.contains("not a regular file (a character device); not read"), "\(output)")
        #expect(output.contains("fifo.html") && output.contains("zero.html"))
        if format != "human" { #expect(run.stderr.isEmpty, "\(run.stderr)") }
        #expect(try CheckCommandTests.run(["check", root.path, "--format", format, "--strict"]).status == 1)
    }

    @Test func contentErrorsAreReportedLikeBuild() throws {
        let run = try CheckCommandTests.run(["check", "--content", "no-such-content"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("[content-missing]"), "\(run.stderr)")
        #expect(!run.stderr.contains("Checked "))
    }

    @Test func checksTheShippedContent() throws {
        let run = try CheckCommandTests.run(["check", "--format", "github"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("Checked "))
        #expect(run.stdout.contains(": 0 broken, 0 warnings"))
    }

    /// `build --timings` prints, on standard error, each step's wall time and CPU time in the
    /// order of the build's step list (`Pipeline.build`), from opening the output to the write;
    /// a step that does not apply to a one-off build (the page-edit path) is not listed.
    @Test func buildTimingsPrintWallAndCPUTimePerPhase() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("timings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CheckCommandTests.run(["build", "--output", output.path, "--timings", "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let line = try Regex(#"^ *([0-9]+\.[0-9]{3}) s +([0-9]+\.[0-9]{3}) s CPU  (.+)$"#)
        let phases = run.stderr.split(separator: "\n").compactMap { try? line.wholeMatch(in: String($0)) }
        #expect(phases.count == run.stderr.split(separator: "\n").count, "\(run.stderr)")
        let names = phases.compactMap { $0.output[3].substring.map(String.init) }
        #expect(
            names == [
                "open output", "load", "symbol graphs", "validate", "resolve", "check samples",
                "type-check samples", "render", "export", "write",
            ])
    }

    /// `scenedocs` runs on jemalloc with transparent huge pages (`CJemallocOptions`), and
    /// `MALLOC_CONF` still overrides the option. jemalloc prints its settings at exit when asked.
    #if os(Linux)
        @Test func jemallocRunsWithHugePagesUnlessTheEnvironmentSaysOtherwise() throws {
            // A kernel without transparent huge pages makes jemalloc report them as not supported.
            let supported = FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
            let standard = try CheckCommandTests.run(["codes"], environment: ["MALLOC_CONF": "stats_print:true"])
            #expect(standard.status == 0)
            let expected = supported ? "opt.thp: \"always\"" : "opt.thp: \"not supported\""
            #expect(standard.stderr.contains(expected), "\(standard.stderr.prefix(2000))")
            let overridden = try CheckCommandTests.run(
                ["codes"], environment: ["MALLOC_CONF": "stats_print:true,thp:never"])
            if supported {
                #expect(overridden.stderr.contains("opt.thp: \"never\""), "\(overridden.stderr.prefix(2000))")
            }
        }
    #endif
}
