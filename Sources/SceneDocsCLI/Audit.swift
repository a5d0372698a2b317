import ArgumentParser
import Audit
import Diagnostics
import Foundation
import Templating

/// `scenedocs audit PATH`: lists the life-cycle code an app must change to adopt scenes.
/// Parses options and calls `AuditContent`, `Auditor` and the report formats.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "List the life-cycle code an app must change to adopt scenes, using the content model.",
        discussion: """
            Reads the Swift and Objective-C sources and Info.plist files below PATH. Exit status: 0 no findings, \
            1 findings, 2 usage, content or I/O errors (content errors are printed like `build` prints them). \
            Formats: human (default), json, github, junit, sarif, html (html needs --site or --site-url). See docs/audit.md.
            """)

    @Argument(help: "The app's source folder.")
    var path: String

    @OptionGroup var shared: SharedOptions

    @OptionGroup var report: ReportOptions

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "A generated site folder to link findings to (offline: relative links that work from file://).")
    var site: String?

    @Option(name: .customLong("site-url"), help: "A published site's URL to link findings to.")
    var siteURL: String?

    @OptionGroup var excludes: ExcludeOptions

    func validate() throws {
        let format = report.format
        if site != nil && siteURL != nil {
            throw ValidationError("pass either --site or --site-url, not both")
        }
        if format == .html && site == nil && siteURL == nil {
            throw ValidationError("the HTML report links into the site: pass --site DIR or --site-url URL")
        }
        // The URL is printed into every report and linked from the HTML one: only a web address.
        if let siteURL {
            let scheme = siteURL.prefix { $0 != ":" }.lowercased()
            guard (scheme == "http" || scheme == "https") && siteURL.contains("://") else {
                throw ValidationError(
                    "--site-url '\(TerminalText.escaped(siteURL))' is not an http(s) URL; pass the published site's address, e.g. https://docs.example"
                )
            }
        }
    }

    func run() throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            fail("'\(path)' is not a folder", hint: "pass the folder that holds the app's sources")
        }
        if let site, !(fm.fileExists(atPath: site, isDirectory: &isDirectory) && isDirectory.boolValue) {
            fail("site folder '\(site)' does not exist", hint: "build it first with `scenedocs build --output \(site)`")
        }
        let auditContent = try AuditContent.forCommand(shared.content, displayName: displayName)

        var templateSet: TemplateSet?
        if report.format == .html {
            let source = try TemplateSource.resolve(shared.templates)
            defer { source.cleanUp() }
            let (set, diagnostics) = TemplateSet.load(
                directory: URL(fileURLWithPath: source.path), displayPrefix: source.display)
            printDiagnostics(diagnostics)
            guard let set, set.names.contains(HTMLFormat.template) else {
                if diagnostics.isEmpty {
                    fail(
                        "'\(source.display)' has no \(HTMLFormat.template).mustache",
                        hint: "pass the repository's Templates/ with --templates")
                }
                throw ExitCode(2)
            }
            templateSet = set
        }

        let auditReport = Auditor(knowledge: auditContent.knowledge, excludes: excludes.exclude)
            .audit(root: URL(fileURLWithPath: path))
        let context = ReportContext(content: auditContent, base: linkBase())
        // The findings are recorded, then the report is emitted to the format's consumer, which
        // keeps it for the file or standard output (`html`, a page of the site's templates, is
        // rendered from the report itself).
        var engine = shared.engine(threshold: .warnings)
        let collected = CollectedReports()
        if report.format != .html {
            engine.attach(
                FormatConsumer(format: report.format, humanStream: .standardOutput) { collected.append($0, $1) })
        }
        engine.record(contentsOf: ReportFormat.findings(auditReport, context: context))
        engine.emit(ReportFormat.frame(auditReport, context: context))
        let text =
            report.format == .html
            ? report.format.render(auditReport, context: context, templates: templateSet)
            : collected.text(.standardOutput)
        if let output {
            if fm.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
                fail(
                    "cannot write the report to '\(TerminalText.escaped(output))': it is a folder",
                    hint: "pass a file name, e.g. --output \(TerminalText.escaped(output))/audit.txt")
            }
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                fail("cannot write the report to '\(TerminalText.escaped(output))': \(Init.reason(error))", hint: nil)
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        if engine.status != 0 { throw ExitCode(engine.status) }
    }

    /// Where links point. A site folder is linked relative to the report file (so the HTML report
    /// works from file://), or as given when the report goes to standard output; SARIF needs
    /// absolute help URIs, so it gets the folder's file:// URL.
    func linkBase() -> AuditLinks.Base {
        if let siteURL { return AuditLinks.url(siteURL) }
        guard let site else { return .none }
        let absoluteSite = URL(fileURLWithPath: site).standardizedFileURL.path
        if report.format == .sarif {
            return AuditLinks.url(URL(fileURLWithPath: absoluteSite, isDirectory: true).absoluteString)
        }
        guard let output else { return AuditLinks.folder(site) }
        let reportFolder = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().path
        return AuditLinks.folder(relativePath(from: reportFolder, to: absoluteSite))
    }

    /// `../site/`-style path from folder `from` to folder `to` (both absolute).
    func relativePath(from: String, to: String) -> String {
        let source = from.split(separator: "/").map(String.init)
        let target = to.split(separator: "/").map(String.init)
        var shared = 0
        while shared < min(source.count, target.count), source[shared] == target[shared] { shared += 1 }
        let climbs = Array(repeating: "..", count: source.count - shared)
        let parts = climbs + target[shared...]
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }

    func displayName(_ folder: String) -> String {
        var name = folder
        while name.count > 1 && name.hasSuffix("/") { name.removeLast() }
        return name
    }

    /// Prints a usage or I/O error in the compiler style and exits with status 2.
    func fail(_ message: String, hint: String?) -> Never {
        printDiagnostics([.error(.ioError, message, at: nil, hint: hint)])
        Foundation.exit(2)
    }
}
