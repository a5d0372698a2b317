import ArgumentParser
import Diagnostics
import Foundation
import LinkChecking
import SiteGeneration

/// `scenedocs check [SITE_DIR]`: link validation for CI. Parses options and calls `LinkChecker`.
struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate the content and link-check the generated site, or link-check any folder of HTML.",
        discussion: """
            Without SITE_DIR, builds Content/ in memory exactly like `build` (same diagnostics), writes it to a \
            temporary folder and checks it. With SITE_DIR, checks that folder (any static site). Exit status: \
            0 clean, 1 broken links or content errors (or warnings with --strict), 2 usage or I/O errors.
            """)

    @Argument(help: "A folder of static HTML to check. Omit it to build and check Content/.")
    var siteDirectory: String?

    @OptionGroup var shared: SharedOptions

    @OptionGroup var report: ReportOptions

    @Flag(help: "Also check http(s) links over the network.")
    var external = false

    @Option(help: ArgumentHelp("Do not check URLs matching this regular expression (repeatable).", valueName: "regex"))
    var exclude: [String] = []

    @Option(
        help:
            "File of regular expressions to exclude, one per line, # for comments (default: .linkcheckignore if present)."
    )
    var ignoreFile: String?

    @Option(help: "External requests in flight at once.")
    var concurrency = 16

    @Option(help: "Seconds to wait for an external answer.")
    var timeout: Double = 10

    @Option(help: "Retries after a timeout, connection error, HTTP 429 or 5xx.")
    var retries = 2

    @Option(help: "Cache file for external results (default: ~/.cache/scenedocs/external-links.json).")
    var cacheFile: String?

    @Option(help: "Seconds a cached external result stays valid.")
    var cacheMaxAge: Double = 86_400

    @Flag(help: "Do not read or write the external-link cache.")
    var noCache = false

    @Flag(help: "List skipped references too (status 'skipped').")
    var listSkipped = false

    @OptionGroup var typeCheck: TypeCheckOptions

    @OptionGroup var graphs: GraphOptions

    func validate() throws { try report.validateFormat(command: "check") }

    func run() async throws {
        let options = try checkOptions()
        if let siteDirectory {
            try await checkFolder(
                URL(fileURLWithPath: siteDirectory), prefix: displayName(siteDirectory), options: options,
                engine: shared.engine(reporting: report.consumer()))
            return
        }
        let source = try TemplateSource.resolve(shared.templates)
        defer { source.cleanUp() }
        // The site is written as `build` writes it (`SiteWriter`), into a temporary folder.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenedocs-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appendingPathComponent("site")
        var buildOptions = BuildOptions(content: shared.contentFolder, templates: source.path, output: folder.path)
        buildOptions.templatesDisplay = source.display
        typeCheck.apply(to: &buildOptions)
        graphs.apply(to: &buildOptions)
        let build = BuildAction(options: buildOptions, engine: shared.engine(reporting: report.consumer())).perform()
        var engine = build.engine
        if build.failed {
            // The content's report is the run's report.
            engine.emit(.content(command: "check"))
            throw ExitCode(engine.status)
        }
        // The warnings of a build that passed go beside the link report (`FormatConsumer`).
        var warnings = RunReport.content(command: "check")
        warnings.isAside = true
        engine.emit(warnings)
        // Findings name the files as `build` would write them (in site/); they are recorded after
        // the build's warnings, in the same engine.
        try await checkFolder(folder, prefix: "site", options: options, engine: engine)
    }

    private func checkFolder(_ folder: URL, prefix: String, options: CheckOptions, engine: DiagnosticEngine)
        async throws
    {
        let checked: CheckReport
        do {
            checked = try await LinkChecker(options: options).check(directory: folder)
        } catch {
            Console.err(Data("error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
        var engine = engine
        engine.record(contentsOf: checked.findings(prefix: prefix))
        engine.emit(checked.frame(prefix: prefix, engine: engine))
        if engine.status != 0 { throw ExitCode(engine.status) }
    }

    private func checkOptions() throws -> CheckOptions {
        var options = CheckOptions()
        options.checkExternal = external
        options.listSkipped = listSkipped
        options.external.concurrency = concurrency
        options.external.timeout = timeout
        options.external.retries = retries
        options.external.cacheMaxAge = cacheMaxAge
        options.external.cacheFile =
            noCache ? nil : cacheFile.map { URL(fileURLWithPath: $0) } ?? ExternalCheckOptions.defaultCacheFile
        guard concurrency > 0, timeout > 0, retries >= 0 else {
            throw ValidationError("--concurrency and --timeout must be positive, --retries not negative")
        }
        do {
            for pattern in exclude { try options.exclusions.add(pattern, origin: "--exclude") }
            let ignorePath = ignoreFile ?? ".linkcheckignore"
            if FileManager.default.fileExists(atPath: ignorePath) {
                guard let text = try? String(contentsOfFile: ignorePath, encoding: .utf8) else {
                    throw ValidationError("cannot read ignore file '\(ignorePath)'")
                }
                try options.exclusions.addIgnoreFile(text, name: ignorePath)
            } else if ignoreFile != nil {
                throw ValidationError("ignore file '\(ignorePath)' does not exist")
            }
        } catch let invalid as ExclusionList.InvalidPattern {
            throw ValidationError(invalid.description)
        }
        return options
    }

    private func displayName(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        if path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
