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

    /// The run's diagnostic engine, which decides its exit status (`audit`: `.warnings`), with
    /// `consumer` (the run's report format) attached.
    func engine(
        threshold: DiagnosticEngine.Threshold = .errors, reporting consumer: (any DiagnosticConsumer)? = nil
    ) -> DiagnosticEngine {
        var engine = DiagnosticEngine(strict: strict, threshold: threshold)
        if let consumer { engine.attach(consumer) }
        return engine
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

    /// The consumer that writes the run's reports in `format` to the console (`FormatConsumer`
    /// says which stream each goes to).
    func consumer(humanStream: ReportStream = .standardError) -> FormatConsumer {
        FormatConsumer(format: format, humanStream: humanStream) { stream, text in
            switch stream {
            case .standardOutput: Console.out(Data(text.utf8))
            case .standardError: Console.err(Data(text.utf8))
            }
        }
    }
}

/// Prints diagnostics to standard error in the compiler's form (`serve`, `audit`'s content and usage errors).
func printDiagnostics(_ diagnostics: [Diagnostic]) {
    Console.err(Data(DiagnosticFormatter.console(diagnostics).utf8))
}
