import ArgumentParser
import Diagnostics
import Foundation
import SiteGeneration

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the static site (load → validate → resolve → render → write).",
        discussion: """
            The output folder is replaced atomically, only when the build succeeds and only if SceneDocs \
            created it. Exit status: 0 built, 1 content errors (or warnings with --strict), 2 usage or I/O errors \
            (including an output folder SceneDocs may not replace).
            """)

    @Option(help: "Folder with the content model.")
    var content = "Content"

    @Option(
        help:
            "Folder with the Mustache templates and theme assets (default: ./Templates if present, else the built-in theme)."
    )
    var templates: String?

    @Option(help: "Folder to write the site to.")
    var output = "site"

    @OptionGroup var options: OutputOptions

    @OptionGroup var typeCheck: TypeCheckOptions

    @Flag(help: "Print how long each phase took (to standard error).")
    var timings = false

    func run() throws {
        let source = try TemplateSource.resolve(templates)
        defer { source.cleanUp() }
        var buildOptions = BuildOptions(
            content: content, templates: source.path, output: output, strict: options.strict)
        buildOptions.templatesDisplay = source.display
        typeCheck.apply(to: &buildOptions)
        let result = BuildAction(options: buildOptions).perform()
        let diagnostics = result.diagnostics.sorted
        if timings {
            // Wall time, then the CPU time of all threads: their ratio shows how busy the cores were.
            let lines = result.phases.map { String(format: "%8.3f s  %8.3f s CPU  ", $0.seconds, $0.cpu) + $0.phase }
            Console.err(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        report(diagnostics, format: options.format)
        if !options.quiet && options.format == .text, let line = result.typeCheck?.line {
            Console.err(Data((line + "\n").utf8))
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        if result.wrote {
            if !options.quiet && options.format == .text {
                let time = String(format: "%.2f", result.seconds)
                var line = "Built \(result.pageCount) pages in \(time) s → \(buildOptions.outputDisplay)/index.html"
                if warnings > 0 { line += " (\(warnings) warning\(warnings == 1 ? "" : "s"))" }
                print(line)
            }
            return
        }
        if options.format == .text {
            let counts = "\(errors) error\(errors == 1 ? "" : "s") and \(warnings) warning\(warnings == 1 ? "" : "s")"
            Console.err(
                Data("build failed with \(counts); '\(buildOptions.outputDisplay)' was left unchanged\n".utf8))
        }
        // Exit 2 when every error concerns reading the input or the output's location, not the content.
        let ioOnly =
            diagnostics.allSatisfy {
                [.outputWrite, .outputNotOwned, .ioError].contains($0.code) || $0.severity == .warning
            } && errors > 0
        throw ExitCode(ioOnly ? 2 : 1)
    }
}

struct Codes: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List every diagnostic code with its meaning.")

    func run() throws {
        // The widest code sets the column, so no code is ever cut short.
        let width = DiagnosticCode.allCases.map(\.rawValue.count).max() ?? 0
        for code in DiagnosticCode.allCases {
            print("\(code.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)) \(code.summary)")
        }
    }
}
