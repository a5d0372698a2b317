import Foundation
import TestSupport
import Testing

/// `scenedocs build` when the output folder is not its own or file descriptors run short.
@Suite(.tags(.heavy), .skippedWhenQuick) struct BuildCommandTests {
    @Test func outputNotOwnedExitsTwo() throws {
        let scratch = try Scratch(["mine/notes.txt": "precious"])
        let run = try EndToEndTests.run(["build", "--output", "mine"], in: scratch.directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("[output-not-owned]"))
    }

    /// With few file descriptors, every build either succeeds or reports `io-error` naming the
    /// system's reason: never an empty content folder or missing templates.
    @Test func shortOfDescriptorsTheBuildReportsIOErrors() throws {
        let scratch = try Scratch([
            "Content/articles/a.md": Snippets.article(title: "A"),
            "Content/articles/b.md": Snippets.article(title: "B"),
            "Content/articles/c.md": Snippets.article(title: "C"),
            "Content/articles/d.md": Snippets.article(title: "D"),
        ])
        var reported = false
        for limit in stride(from: 6, through: 40, by: 2) {
            let run = try Self.runLimited(
                "ulimit -n \(limit)", "build --quiet --output out-\(limit)", in: scratch.directory.url)
            let stderr = run.output
            #expect(run.exited, "limit \(limit): \(stderr)")
            #expect(
                !stderr.contains("[content-empty]") && !stderr.contains("[template-missing]"),
                "limit \(limit): \(stderr)")
            if run.status != 0, stderr.contains("Too many open files"), stderr.contains("[io-error]") {
                reported = true
            }
        }
        #expect(reported)
    }

    /// A bash command closing every descriptor above 2, which a process started while other tests
    /// run may inherit: under `ulimit -n 7` only numbers below 7 can be given out, and Foundation
    /// cannot start a child while one at or above the limit is open.
    static let closeInherited =
        #"for fd in /proc/$$/fd/*; do fd=${fd##*/}; [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done;"#

    /// How a run of `scenedocs` under `runLimited` ended.
    struct LimitedRun {
        /// It exited (was not killed by a signal).
        var exited: Bool
        var status: Int32
        /// Its standard error, and its standard output when asked for.
        var output: String
    }

    /// Runs `scenedocs <arguments>` in `directory` from bash, after closing inherited descriptors
    /// and then running `setup` (such as `ulimit -n 7`).
    static func runLimited(
        _ setup: String, _ arguments: String, in directory: URL, withStandardOutput: Bool = false
    ) throws -> LimitedRun {
        let binary = try #require(TestPaths.scenedocsBinary, "build the scenedocs product first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "\(closeInherited) \(setup) && exec \"$0\" \(arguments)", binary.path]
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        process.standardOutput = withStandardOutput ? err : FileHandle.nullDevice
        try process.run()
        let output = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return LimitedRun(
            exited: process.terminationReason == .exit, status: process.terminationStatus, output: output)
    }

    /// Out of descriptors, the build stops at the phase that ran out, with status 2 as for any
    /// input that cannot be read: after loading, only the files it could not read are errors (no
    /// cascade of unknown sources for the pages it missed); when every input was read (the loads
    /// did not overlap), writing the site is the one error. No site is left half-written.
    @Test func ioErrorsStopTheBuildWithStatusTwo() throws {
        let scratch = try Scratch()
        try FileManager.default.copyItem(at: TestPaths.shippedContent, to: scratch.directory.path("Shipped"))
        // Descriptors the test process leaked into the child are closed: the run has 7.
        let run = try Self.runLimited("ulimit -n 7", "build --content Shipped --output out", in: scratch.directory.url)
        let stderr = run.output
        #expect(run.status == 2, "\(stderr)")
        let errors = stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") || $0.contains(": error: ") }
        #expect(!errors.isEmpty, "\(stderr)")
        let readErrors = errors.filter { $0.hasSuffix("[io-error]") }
        let writeErrors = errors.filter { $0.hasSuffix("[output-write]") }
        #expect(readErrors.count + writeErrors.count == errors.count, "\(stderr)")
        #expect(readErrors.isEmpty || writeErrors.isEmpty, "\(stderr)")
        #expect(writeErrors.count <= 1, "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.directory.path("out").path))
    }

    /// Short of descriptors, a build that type-checks its samples (each check a child process,
    /// whose runtime Foundation opens or traps) is never killed by a signal, at every limit from
    /// the lowest the tool starts with to one where the compiler runs; where its descriptors do
    /// not fit, the samples are left unchecked, the summary says why, and the site is still built.
    @Test(.enabled(if: swiftcOnPath, "needs swiftc on PATH"))
    func aTypeCheckingBuildShortOfDescriptorsIsNeverKilled() throws {
        let scratch = try Scratch()
        try FileManager.default.copyItem(at: TestPaths.shippedContent, to: scratch.directory.path("Shipped"))
        var typeChecked: [Int] = []
        for limit in [7, 8, 9, 10, 12, 16, 20, 24, 32] {
            let run = try Self.runLimited(
                "ulimit -n \(limit)", "build --content Shipped --output out-\(limit)", in: scratch.directory.url,
                withStandardOutput: true)
            let output = run.output
            #expect(run.exited, "limit \(limit): \(output)")
            #expect([0, 2].contains(run.status), "limit \(limit): \(output)")
            if output.contains("Type-checked") { typeChecked.append(limit) }
            // A site built without its samples checked says that descriptors were the reason.
            if run.status == 0, !output.contains("Type-checked") {
                #expect(
                    output.contains("Swift samples were not type-checked: ")
                        && output.contains("could not be started: too few file descriptors are free"),
                    "limit \(limit): \(output)")
            }
        }
        #expect(typeChecked.contains(32), "the compiler runs with 32 descriptors")
    }

    /// With fewer free descriptors than the runtime needs (libdispatch traps when it cannot make
    /// its event loop), the run stops before any work with status 2 and says so.
    @Test func tooFewFreeDescriptorsAreReportedNotACrash() throws {
        let scratch = try Scratch()
        let run = try Self.runLimited(
            "exec 3</dev/null 4</dev/null 5</dev/null; ulimit -n 7", "build --output out", in: scratch.directory.url)
        let stderr = run.output
        #expect(run.exited)
        #expect(run.status == 2)
        #expect(
            stderr
                == "error: too few file descriptors are free (1 under ulimit -n 7); scenedocs needs at least 3 [io-error]\n    hint: raise the limit on open files (ulimit -n), then run again\n"
        )
    }

    /// An output folder inside the content (or templates) folder would be read by the next build
    /// (`Content/assets/site` copied into each new site): refused like an output that is not ours.
    @Test func outputInsideTheInputIsRefused() throws {
        let scratch = try Scratch()
        for output in ["Content/assets/site", "Content", "Templates/out"] {
            let run = try EndToEndTests.run(["build", "--output", output], in: scratch.directory.url)
            #expect(run.status == 2, "\(output): \(run.stderr)")
            let input = output.hasPrefix("Templates") ? "Templates" : "Content"
            #expect(
                run.stderr.hasPrefix(
                    "error: output folder '\(output)' is inside the input folder '\(input)' [output-write]\n    hint: choose an --output folder outside '\(input)'; each build would read the last one's site\n"
                ), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: scratch.directory.path(output + "/index.html").path))
        }
    }
}
