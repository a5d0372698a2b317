import ArgumentParser
import Diagnostics
import Foundation
import SiteGeneration

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the static site (open output → load → validate → resolve → render → export → commit).",
        discussion: """
            The output folder is replaced atomically, only when the build succeeds and only if SceneDocs \
            created it. Exit status: 0 built, 1 content errors (or warnings with --strict), 2 usage or I/O errors \
            (including an output folder SceneDocs may not replace).
            """)

    @OptionGroup var shared: SharedOptions

    @OptionGroup var report: ReportOptions

    @Option(help: "Folder to write the site to.")
    var output = "site"

    @Flag(name: .shortAndLong, help: "Print only diagnostics, no summary line.")
    var quiet = false

    @OptionGroup var typeCheck: TypeCheckOptions

    @OptionGroup var graphs: GraphOptions

    @Flag(help: "Print how long each phase took (to standard error).")
    var timings = false

    func validate() throws { try report.validateFormat(command: "build") }

    func run() throws {
        let source = try TemplateSource.resolve(shared.templates)
        defer { source.cleanUp() }
        var buildOptions = BuildOptions(content: shared.contentFolder, templates: source.path, output: output)
        buildOptions.templatesDisplay = source.display
        typeCheck.apply(to: &buildOptions)
        graphs.apply(to: &buildOptions)
        let result = BuildAction(options: buildOptions, engine: shared.engine(reporting: report.consumer())).perform()
        let diagnostics = result.diagnostics.sorted
        if timings {
            // Wall time, then the CPU time of all threads: their ratio shows how busy the cores were.
            let lines = result.phases.map { String(format: "%8.3f s  %8.3f s CPU  ", $0.seconds, $0.cpu) + $0.phase }
            Console.err(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        var engine = result.engine
        engine.emit(.content(command: "build"))
        let talks = !quiet && report.format == .human
        if talks {
            for note in result.notes { Console.err(Data((note + "\n").utf8)) }
        }
        if talks, let line = result.typeCheck?.line {
            Console.err(Data((line + "\n").utf8))
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        if result.wrote {
            if talks {
                let time = String(format: "%.2f", result.seconds)
                var line = "Built \(result.pageCount) pages in \(time) s → \(buildOptions.outputDisplay)/index.html"
                if warnings > 0 { line += " (\(counted(warnings, "warning")))" }
                print(line)
            }
            return
        }
        if report.format == .human {
            Console.err(
                Data(failureLine(errors: errors, warnings: warnings, result: result, output: buildOptions).utf8))
        }
        throw ExitCode(engine.status)
    }

    /// `build failed with 2 errors and 0 warnings (2 warnings made errors by --strict); 'site' was left unchanged`.
    private func failureLine(errors: Int, warnings: Int, result: BuildResult, output: BuildOptions) -> String {
        var line = "build failed with \(counted(errors, "error")) and \(counted(warnings, "warning"))"
        let promoted = result.engine.promoted
        if promoted > 0 { line += " (\(counted(promoted, "warning")) made errors by --strict)" }
        return line + "; '\(output.outputDisplay)' was left unchanged\n"
    }
}
