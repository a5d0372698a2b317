import ArgumentParser
import Diagnostics
import FileTree
import Foundation
import SiteGeneration
import Speedups

/// `scenedocs`: the command-line front end. Parses options and calls library actions; no logic here.
@main
struct SceneDocs: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenedocs",
        abstract: "Generate the offline scene life-cycle reference from Content/ and Templates/.",
        version: Version.description,
        subcommands: [
            Build.self, Check.self, Serve.self, AuditCommand.self, MigrateCommand.self, Init.self, Codes.self,
        ],
        defaultSubcommand: Build.self)

    /// Exit codes (`DiagnosticEngine.status`): 0 success, 1 findings that fail the run, 2 usage or I/O errors.
    static func main() async {
        // With fewer descriptors than the runtime's own event loop needs, libdispatch traps when it
        // starts a worker; a limit that low is reported before any work starts. Above it, the
        // run's own opens leave the runtime its descriptors (`DescriptorBudget`).
        let free = FreeDescriptors.count(upTo: FreeDescriptors.unlimitedFrom)
        if free < FreeDescriptors.minimum {
            Console.err(
                Data(
                    ("error: too few file descriptors are free (\(free) under ulimit -n \(FreeDescriptors.limit)); scenedocs needs at least \(FreeDescriptors.minimum) [io-error]\n"
                        + "    hint: raise the limit on open files (ulimit -n), then run again\n").utf8))
            Foundation.exit(2)
        }
        if free < FreeDescriptors.unlimitedFrom { DescriptorBudget.limit(toFree: free) }
        // A misspelt name would measure the default while claiming otherwise.
        if !Speedup.unknownNames.isEmpty {
            let known = (["all"] + Speedup.allCases.map(\.rawValue)).joined(separator: ", ")
            Console.err(
                Data(
                    ("error: SCENEDOCS_WITHOUT names no technique '\(Speedup.unknownNames.joined(separator: "', '"))'"
                        + "; use a comma-separated list of: \(known)\n").utf8))
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch let error as CLIError {
            Console.err(Data((error.description + "\n").utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                Foundation.exit(0)
            }
            Console.err(Data((message + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// Whether and with what the Swift samples are type-checked (build, check, serve).
struct TypeCheckOptions: ParsableArguments {
    @Flag(
        inversion: .prefixedNo,
        help:
            "Type-check every Swift sample in Swift 6 mode against Content/interfaces (default: the site's samples.typecheck)."
    )
    var typecheck: Bool?

    @Option(name: .customLong("swiftc"), help: "The Swift compiler that type-checks samples (default: swiftc on PATH).")
    var swiftc: String?

    /// Sets the type-check fields of `options`.
    func apply(to options: inout BuildOptions) {
        options.typecheck = typecheck
        options.swiftc = swiftc
    }
}

/// The symbol graphs a run documents besides the site's own (`build`, `check`, `serve`).
struct GraphOptions: ParsableArguments {
    @Option(
        name: .customLong("symbol-graphs"),
        help: ArgumentHelp(
            "A folder of *.symbols.json files to document (repeatable), e.g. from swift build -Xswiftc -emit-symbol-graph.",
            valueName: "folder"))
    var symbolGraphs: [String] = []

    @Option(
        name: .customLong("package"),
        help: ArgumentHelp(
            "A Swift package to document: its library modules are built and their symbol graphs extracted.",
            valueName: "path"))
    var package: String?

    /// Sets the graph fields of `options`.
    func apply(to options: inout BuildOptions) {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let package {
            let url = package.hasPrefix("/") ? URL(fileURLWithPath: package) : base.appendingPathComponent(package)
            options.package = (url.standardizedFileURL, package)
            if options.defaultTitle == nil { options.defaultTitle = url.standardizedFileURL.lastPathComponent }
        }
        for folder in symbolGraphs {
            let url = folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : base.appendingPathComponent(folder)
            var display = folder
            while display.count > 1 && display.hasSuffix("/") { display.removeLast() }
            options.symbolGraphFolders.append((url.standardizedFileURL, display))
        }
    }
}

/// How many file descriptors the process can still open, counted by opening that many.
enum FreeDescriptors {
    /// Descriptors a run needs beyond the ones it holds: libdispatch's event loop takes two.
    static let minimum = 3
    /// With this many free, the run's own opens are not budgeted: the readers hold a few
    /// descriptors at a time and the site writer a quarter of the limit at most.
    static let unlimitedFrom = 256

    /// The soft limit on open files.
    static var limit: UInt64 {
        var limits = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits)
        return UInt64(limits.rlim_cur)
    }

    /// The free descriptors, counted up to `bound`.
    static func count(upTo bound: Int) -> Int {
        var opened: [Int32] = []
        defer { for descriptor in opened { close(descriptor) } }
        while opened.count < bound {
            let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { break }
            opened.append(descriptor)
        }
        return opened.count
    }
}
