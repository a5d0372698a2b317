import ArgumentParser
import Diagnostics
import Foundation
import PreviewServer
import SiteGeneration

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Preview the site locally with live reload.",
        discussion: """
            Builds the site in memory, serves it on http://127.0.0.1:8000/ and rebuilds when Content/ or \
            Templates/ change; open pages update in place. A change that breaks the build keeps the \
            last good site served and shows the diagnostics in the terminal and over the page. Nothing is \
            written to the output folder. Only requests naming localhost or the listening address in their \
            Host header are answered (see --allow-host). Stop with Ctrl-C. Exit status: 0 stopped, 2 usage errors or the \
            address could not be used.
            """)

    @OptionGroup var shared: SharedOptions

    @Option(help: "Interface to listen on (127.0.0.1 keeps the preview off the network).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port = 8000

    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "Also answer requests whose Host header names NAME (any port); repeatable, '*' for any name.",
            discussion: "Other names get 421: a web page cannot reach the preview through DNS rebinding.",
            valueName: "NAME"))
    var allowedHosts: [String] = []

    @OptionGroup var typeCheck: TypeCheckOptions

    @OptionGroup var graphs: GraphOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        for name in allowedHosts where name != "*" && HostName.isValid(name) == false {
            throw ValidationError("--allow-host '\(name)' is not a host name (letters, digits, '-', '.'; or '*')")
        }
    }

    func run() async throws {
        let source = try TemplateSource.resolve(shared.templates)
        defer { source.cleanUp() }
        var options = BuildOptions(content: shared.contentFolder, templates: source.path, output: nil)
        options.templatesDisplay = source.display
        typeCheck.apply(to: &options)
        graphs.apply(to: &options)
        // Samples are type-checked after each good rebuild, not inside it (`ServeTypeCheck`).
        options.defersTypeCheck = true
        // One session for the server's lifetime: each rebuild re-parses only changed files, re-renders
        // only texts and pages whose inputs changed, and yields exactly the files of a full build.
        let session = BuildSession(options: options, engine: shared.engine())
        let typeChecks = ServeTypeCheck(session: session)
        let server = PreviewServer(
            configuration: PreviewConfiguration(
                host: host, port: port,
                watchedDirectories: [options.contentDirectory, options.templatesDirectory]
                    + options.symbolGraphFolders.map(\.url)
                    + (options.package.map { [$0.url.appendingPathComponent("Sources")] } ?? []),
                allowedHosts: allowedHosts),
            rebuild: { changes in
                // Only modified files: the content folder need not be walked again.
                // After a build that could not read its files, everything is read again.
                let modified =
                    changes.isInitial || changes.isRetry || !changes.added.isEmpty || !changes.removed.isEmpty
                    ? nil : changes.modified
                let result = session.build(onlyModified: modified)
                if ProcessInfo.processInfo.environment["SCENEDOCS_TIMINGS"] != nil {
                    let phases = result.phases.map { String(format: "%.1f ms ", $0.seconds * 1000) + $0.phase }
                    let reuse = session.lastReuse
                    Console.err(
                        Data(
                            ("timings: " + phases.joined(separator: ", ")
                                + String(format: "; whole build %.1f ms", result.seconds * 1000)
                                + "; pages rendered \(reuse.pagesRendered), reused \(reuse.pagesReused)\n").utf8))
                }
                if result.failed { return .failure(result.diagnostics) }
                // Samples to compile: their check follows the reload.
                if result.typeCheck?.state == .deferred { typeChecks.prepare(result) }
                return .success(files: result.files, diagnostics: result.diagnostics)
            },
            report: { event in
                ServeReporter.print(event)
                switch event {
                case .initialBuild(.built, _), .rebuilt(.built, _, _): typeChecks.start()
                default: break
                }
            })
        typeChecks.apply = { [server] outcome in server.apply(outcome) }
        typeChecks.report = { applied, seconds in ServeReporter.typeChecked(applied, seconds: seconds) }
        do {
            try await server.run()
        } catch let error as PreviewServerError {
            Console.err(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        } catch {
            Console.err(Data("error: could not serve on \(host):\(port): \(error)\n".utf8))
            throw ExitCode(2)
        }
        print("Stopped.")
    }
}

/// Terminal output of `serve`: one line per build, diagnostics in the compiler's form.
enum ServeReporter {
    @Sendable static func print(_ event: PreviewEvent) {
        switch event {
        case .initialBuild(let applied, let seconds):
            describe(applied, seconds: seconds, changes: nil)
        case .listening(let url, _):
            line("Serving on \(url)  (live reload on; Ctrl-C to stop)")
        case .rebuilt(let applied, let changes, let seconds):
            describe(applied, seconds: seconds, changes: changes)
        case .watchFailed(let reason):
            line("cannot read the sources (\(reason)); still serving the last good site, trying again")
        case .stopping:
            line("Stopping…")
        }
    }

    private static func describe(_ applied: AppliedRebuild, seconds: Double, changes: ChangeSet?) {
        let time = String(format: "%.2f", seconds)
        let cause =
            changes.map { changes -> String in
                let names = changes.all.map { URL(fileURLWithPath: $0).lastPathComponent }
                let shown = names.prefix(3).joined(separator: ", ")
                return names.count > 3 ? "\(shown) and \(names.count - 3) more: " : "\(shown): "
            } ?? ""
        switch applied {
        case .built(_, let changed, let warnings):
            printDiagnostics(warnings)
            let what =
                changes == nil
                ? "Built the site" : "rebuilt, \(changed.count) file\(changed.count == 1 ? "" : "s") changed"
            line("\(cause)\(what) in \(time) s")
        case .failed(let diagnostics):
            printDiagnostics(diagnostics)
            let errors = diagnostics.filter { $0.severity == .error }.count
            line(
                "\(cause)build failed with \(errors) error\(errors == 1 ? "" : "s") in \(time) s; still serving the last good site"
            )
        }
    }

    /// The samples' type-check, after a rebuild, failed (the page shows why) or passed again.
    static func typeChecked(_ applied: AppliedRebuild, seconds: Double) {
        let time = String(format: "%.2f", seconds)
        switch applied {
        case .built:
            line("samples type-check again (\(time) s)")
        case .failed(let diagnostics):
            printDiagnostics(diagnostics)
            let errors = diagnostics.filter { $0.severity == .error }.count
            line("samples do not type-check (\(errors) error\(errors == 1 ? "" : "s"), \(time) s); the page shows why")
        }
    }

    /// Warnings of the samples' type-check that do not fail it.
    static func warnings(_ diagnostics: [Diagnostic]) {
        printDiagnostics(diagnostics.sorted())
    }

    static func line(_ text: String) {
        Console.out(Data((text + "\n").utf8))
    }
}
