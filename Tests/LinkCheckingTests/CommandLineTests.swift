import Foundation
import Testing

@testable import LinkChecking

/// End-to-end runs of the `scenedocs` binary (built by `swift build`/`swift test` in .build/debug;
/// `SCENEDOCS_BIN` overrides the path). Skipped when the binary has not been built.
@Suite(.serialized, .enabled(if: CommandLine.binary != nil, "the scenedocs binary is not built"))
struct CommandLineTests {
    @Test func checksAFolderAndPrintsJSON() throws {
        let run = try CommandLine.run(["check", Fixtures.site.path, "--exclude", "^excluded/", "--format", "json"])
        #expect(run.status == 1)
        let document = try JSONDecoder().decode(CheckReport.Document.self, from: Data(run.stdout.utf8))
        #expect(document.summary.broken == 26)
        #expect(document.problems.map(Finding.init) == FixtureSiteTests.expected.filter { $0.status != .skipped })
    }

    @Test func humanOutputNamesTheFolderAsTyped() throws {
        let run = try CommandLine.run(["check", "Tests/LinkCheckingTests/Fixtures/site/guide"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "Tests/LinkCheckingTests/Fixtures/site/guide/index.html:6:10: error: broken link '../index.html#intro' (escapes the site root) [escapes-root]\n"
            ))
    }

    @Test func usageAndIOErrorsExitWith2() throws {
        #expect(try CommandLine.run(["check", "no-such-folder"]).status == 2)
        #expect(try CommandLine.run(["check", Fixtures.site.path, "--exclude", "("]).status == 2)
        #expect(try CommandLine.run(["check", Fixtures.site.path, "--format", "xml"]).status == 2)
    }

    /// A FIFO and a symbolic link to /dev/zero are not read (reading them would block or never
    /// end): each is a warning naming the file, in every format, and the run ends.
    @Test(arguments: ["json", "sarif", "human", "github", "junit"]) func specialFilesAreWarningsInEveryFormat(
        _ format: String
    ) throws {
        let root = try Fixtures.temporarySite(["index.html": "<a href=fifo.html>f</a>"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.appendingPathComponent("fifo.html").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("zero.html").path, withDestinationPath: "/dev/zero")
        let run = try CommandLine.run(["check", root.path, "--format", format])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let output = format == "human" ? run.stderr : run.stdout
        #expect(output.contains("not a regular file (a FIFO); not read"), "\(output)")
        #expect(output.contains("not a regular file (a character device); not read"), "\(output)")
        #expect(output.contains("fifo.html") && output.contains("zero.html"))
        if format != "human" { #expect(run.stderr.isEmpty, "\(run.stderr)") }
        #expect(try CommandLine.run(["check", root.path, "--format", format, "--strict"]).status == 1)
    }

    @Test func contentErrorsAreReportedLikeBuild() throws {
        let run = try CommandLine.run(["check", "--content", "no-such-content"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("[content-missing]"), "\(run.stderr)")
        #expect(!run.stderr.contains("Checked "))
    }

    @Test func checksTheShippedContent() throws {
        let run = try CommandLine.run(["check", "--format", "github"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("Checked "))
        #expect(run.stdout.contains(": 0 broken, 0 warnings"))
    }

    /// `build --timings` prints, on standard error, each phase's wall time and CPU time in the
    /// order of the pipeline (`Pipeline`), the write last.
    @Test func buildTimingsPrintWallAndCPUTimePerPhase() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("timings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CommandLine.run(["build", "--output", output.path, "--timings", "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let line = try Regex(#"^ *([0-9]+\.[0-9]{3}) s +([0-9]+\.[0-9]{3}) s CPU  (.+)$"#)
        let phases = run.stderr.split(separator: "\n").compactMap { try? line.wholeMatch(in: String($0)) }
        #expect(phases.count == run.stderr.split(separator: "\n").count, "\(run.stderr)")
        let names = phases.compactMap { $0.output[3].substring.map(String.init) }
        #expect(
            names == [
                "load", "validate", "resolve", "check samples", "type-check samples", "render", "export", "write",
            ])
    }

    /// `scenedocs` runs on jemalloc with transparent huge pages (`CJemallocOptions`), and
    /// `MALLOC_CONF` still overrides the option. jemalloc prints its settings at exit when asked.
    #if os(Linux)
        @Test func jemallocRunsWithHugePagesUnlessTheEnvironmentSaysOtherwise() throws {
            // A kernel without transparent huge pages makes jemalloc report them as not supported.
            let supported = FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
            let standard = try CommandLine.run(["codes"], environment: ["MALLOC_CONF": "stats_print:true"])
            #expect(standard.status == 0)
            let expected = supported ? "opt.thp: \"always\"" : "opt.thp: \"not supported\""
            #expect(standard.stderr.contains(expected), "\(standard.stderr.prefix(2000))")
            let overridden = try CommandLine.run(["codes"], environment: ["MALLOC_CONF": "stats_print:true,thp:never"])
            if supported {
                #expect(overridden.stderr.contains("opt.thp: \"never\""), "\(overridden.stderr.prefix(2000))")
            }
        }
    #endif

    /// Every page SceneDocs generates from the shipped content is read by the fast scanner, with
    /// exactly gumbo's ids and references.
    @Test func builtPagesAreReadFastAndMatchGumbo() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("built-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CommandLine.run(["build", "--output", output.path, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let site = try SiteFiles(root: output)
        let pages = try site.checkedFiles.filter(SiteFiles.isHTML).map {
            Array(try Data(contentsOf: output.appendingPathComponent($0)))
        }
        #expect(pages.count > 100)
        #expect(FastScannerTests.compare(pages) == pages.count)
    }
}

extension CommandLine {
    static let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var binary: URL? {
        if let path = ProcessInfo.processInfo.environment["SCENEDOCS_BIN"] { return URL(fileURLWithPath: path) }
        let url = repository.appendingPathComponent(".build/debug/scenedocs")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the binary in the repository folder and collects its output (`environment`: variables
    /// added to this process's).
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        }
        process.currentDirectoryURL = repository
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
