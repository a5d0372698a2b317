import ArgumentParser
import BuiltIn
import Diagnostics
import Foundation
import SampleTypeChecking

/// `scenedocs init [DIR] [--theme]`: writes a new content folder (and optionally the theme).
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a new documentation folder with one example of each kind of page.",
        discussion: """
            Writes DIR/Content/ (site, sources, a symbol with a member, a mapping row, a guide with a step, \
            an article and a reading path) that builds with no warnings in --strict mode. With --theme, also \
            writes the built-in theme to DIR/Templates/ for customising; `build` and `serve` use a \
            Templates/ folder in the current folder when there is one. Never overwrites: when a file it \
            would write exists, nothing is written. Exit status: 0 written, 2 a file exists or cannot be written.
            """)

    @Argument(help: "Folder to create the project in (created if missing).")
    var directory = "."

    @Flag(help: "Also write the built-in templates and theme assets to DIR/Templates/.")
    var theme = false

    @Option(
        name: .customLong("package"),
        help: ArgumentHelp(
            "Start a folder of extension pages for the Swift package at PATH instead of the example reference.",
            valueName: "path"))
    var package: String?

    @Option(name: .customLong("swiftc"), help: "The Swift compiler whose swift reads the package's manifest.")
    var swiftc: String?

    func run() throws {
        let folder = URL(fileURLWithPath: directory).standardizedFileURL
        var files = BuiltIn.starter
        if let package {
            files = try PackageStarter.files(package: package, swiftc: swiftc)
        }
        if theme { files += BuiltIn.theme.map { BuiltInFile(path: "Templates/" + $0.path, contents: $0.contents) } }
        do {
            try BuiltIn.write(files, into: folder)
        } catch BuiltIn.WriteError.wouldOverwrite(let paths) {
            // As the user would type them: relative to the current folder when the target is below it.
            let here = FileManager.default.currentDirectoryPath + "/"
            let shown = paths.prefix(5).map { "  " + ($0.hasPrefix(here) ? String($0.dropFirst(here.count)) : $0) }
                .joined(separator: "\n")
            let more = paths.count > 5 ? "\n  … and \(paths.count - 5) more" : ""
            throw CLIError.io(
                "error: \(paths.count) file\(paths.count == 1 ? "" : "s") would be overwritten; nothing was written:\n"
                    + shown + more + "\nhint: choose an empty folder, or move these files away first")
        } catch BuiltIn.WriteError.symbolicLinks(let paths) {
            throw CLIError.io(
                "error: \(paths.map { "'\(TerminalText.escaped($0))'" }.joined(separator: ", ")) "
                    + "\(paths.count == 1 ? "is a symbolic link" : "are symbolic links"); init does not write through links, so nothing was written\n"
                    + "hint: run init in the folder the link points to, or remove the link")
        } catch {
            throw CLIError.io(
                "error: cannot write into '\(TerminalText.escaped(directory))': \(Self.reason(error)); nothing was written\n"
                    + "hint: free some space or fix the folder's permissions, then run init again")
        }
        let place = directory == "." ? "" : "cd \(TerminalText.escaped(directory)) && "
        // The package is named again on each run: building it runs its manifest, so only the
        // person running the command chooses it (site.yaml cannot).
        let packageOption =
            package.map { path -> String in
                let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
                return " --package " + TerminalText.escaped(absolute)
            } ?? ""
        print(
            """
            Created \(files.count) files in \(directory == "." ? "the current folder" : directory).
            Next: \(place)scenedocs serve\(packageOption)        (preview with live reload)
                  \(place)scenedocs build --strict\(packageOption) (write the site to site/)
            """)
    }

    /// The system's reason for a failed write (`No space left on device`), not Foundation's error number.
    static func reason(_ error: Error) -> String {
        if case BuiltIn.WriteError.failed(let reason) = error { return reason }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if let description = nsError.userInfo[NSLocalizedDescriptionKey] as? String { return description }
        return nsError.localizedDescription
    }
}
