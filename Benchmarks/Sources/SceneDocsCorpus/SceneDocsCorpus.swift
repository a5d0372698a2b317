import ArgumentParser
import CorpusGeneration
import Foundation

/// `scenedocs-corpus`: writes a seeded synthetic corpus for benchmarks. Parses options and calls
/// the CorpusGeneration library; no logic here.
@main
struct SceneDocsCorpus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenedocs-corpus",
        abstract: "Generate a synthetic SceneDocs corpus of N pages for benchmarks.",
        discussion: """
            Writes DIR/Content (SceneDocs' content format; builds with the shipped templates under --strict \
            without diagnostics) and DIR/plain (each page's Markdown body as plain CommonMark, at the same \
            relative path). The same --pages and --seed always give byte-identical files. N counts content \
            pages (symbols, guide indexes, guide steps, articles); a build adds home, mapping, reading-path, \
            index and 404 pages. Exit status: 0 written, 2 usage or I/O errors.
            """)

    @Option(help: ArgumentHelp("Number of content pages (symbols, guide indexes and steps, articles).", valueName: "n"))
    var pages: Int

    @Option(help: ArgumentHelp("Folder to write Content/ and plain/ into.", valueName: "dir"))
    var out: String

    @Option(help: ArgumentHelp("Seed for the generator; the same seed gives the same corpus.", valueName: "s"))
    var seed: UInt64 = 1

    @Flag(
        help: """
            Bodies like the shipped content's: every Swift sample distinct in structure, 0–2 samples and \
            about 2.5 KB a page (same pages, ids and references).
            """)
    var realistic = false

    @Flag(help: "Replace DIR/Content and DIR/plain when DIR is not empty (nothing else in DIR is touched).")
    var force = false

    /// Exit codes: 0 written, 2 usage or I/O errors (as `scenedocs`).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {
                print(message)
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(2)
        }
    }

    func validate() throws {
        guard pages >= 1 else { throw ValidationError("--pages must be at least 1") }
    }

    func run() throws {
        let start = ContinuousClock.now
        let directory = URL(fileURLWithPath: out).standardizedFileURL
        let corpus = Corpus(pages: pages, seed: seed, realistic: realistic)
        let summary: CorpusSummary
        do {
            summary = try corpus.write(to: directory, force: force)
        } catch let error as CorpusError {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("Wrote \(summary.line) → \(out) in \(String(format: "%.2f", seconds)) s")
    }
}
