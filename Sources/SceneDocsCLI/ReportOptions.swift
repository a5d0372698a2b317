import ArgumentParser
import Diagnostics
import Foundation

extension ReportFormat: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// The options `build`, `serve`, `check` and `audit` share, meaning the same in each.
struct SharedOptions: ParsableArguments {
    @Option(
        help:
            "Folder with the content model (build, serve, check: default ./Content; audit: default the reference built into scenedocs)."
    )
    var content: String?

    @Option(
        help:
            "Folder with the Mustache templates and theme assets (default: ./Templates if present, else the built-in theme)."
    )
    var templates: String?

    @Flag(help: "Treat warnings as errors: they are reported as errors and fail the run (audit: every finding does).")
    var strict = false

    /// `--content`, else `Content`.
    var contentFolder: String { content ?? "Content" }

    /// The run's diagnostic engine, which decides its exit status (`audit`: `.warnings`).
    func engine(threshold: DiagnosticEngine.Threshold = .errors) -> DiagnosticEngine {
        DiagnosticEngine(strict: strict, threshold: threshold)
    }
}

/// `--format`, which `build`, `check` and `audit` share.
struct ReportOptions: ParsableArguments {
    @Option(help: "Report format: human, json, github, junit or sarif (audit also: html).")
    var format: ReportFormat = .human

    /// Refuses `html` for a command that has no HTML report.
    func validateFormat(command: String) throws {
        if format == .html {
            throw ValidationError(
                "--format html is audit's alone; \(command) writes human, json, github, junit or sarif")
        }
    }

    /// Content diagnostics (of `build`, or of the build `check` runs first), as the run's engine
    /// recorded them, as `format` writes them: `human` to standard error, every other format to
    /// standard output.
    func writeContentReport(_ diagnostics: [Diagnostic], command: String) {
        let report = RunReport(
            tool: "scenedocs \(command)", suite: "content", findings: diagnostics.map(\.finding),
            rules: DiagnosticCode.ruleDescriptions())
        let text = Data(format.render(report).utf8)
        if format == .human { Console.err(text) } else { Console.out(text) }
    }
}

/// Prints diagnostics to standard error in the compiler's form (`serve`, `audit`'s content and usage errors).
func printDiagnostics(_ diagnostics: [Diagnostic]) {
    Console.err(Data(DiagnosticFormatter.console(diagnostics).utf8))
}
