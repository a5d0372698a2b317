import ArgumentParser
import Audit
import Diagnostics
import Foundation
import Migration
import MigrationVerification
import SampleTypeChecking

extension MigrationFormat: ExpressibleByArgument {}

/// `scenedocs migrate PATH`: the audit's findings as a patch that moves the app to scenes.
/// Parses options and calls `AuditContent`, `MigrationPlanner`, `PatchTypeChecker` and the plan's
/// formats.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Plan the change of an app to scenes from the audit's findings, as a patch, JSON or a summary.",
        discussion: """
            Audits PATH as `scenedocs audit` does, then plans one change per finding (each citing its reference page): \
            the Info.plist's scene manifest, a new SceneDelegate.swift beside the app delegate with the window set-up \
            and the state callbacks moved into it, and their removal from the app delegate. What it cannot change \
            safely is listed as a manual step with the reason. \
            The Swift the patch writes (the new SceneDelegate.swift and each rewritten file) is type-checked in \
            Swift 6 mode against the content's interfaces (Content/interfaces), with the app's other types it names \
            stubbed from their declarations; names the check cannot resolve (an SDK API the interfaces leave out, a \
            module they do not have) are listed, not counted as failures. --no-typecheck skips the check. \
            Formats: patch (default; a unified diff for `git apply` on standard output, manual steps on standard error), \
            json (the plan), human (a summary). --write applies the patch in place, each file atomically, and refuses \
            a git tree with uncommitted changes unless --force. Exit status: 0 the plan was made (and written with \
            --write; also "nothing to migrate"), 1 --write refused (uncommitted changes), 2 usage, content or I/O \
            errors, 3 the Swift the patch writes does not type-check (a defect of migrate: the patch is printed, \
            --write writes nothing). See docs/migrate.md.
            """)

    @Argument(help: "The app's source folder.")
    var path: String

    @Option(help: "Output format: patch, json or human.")
    var format: MigrationFormat = .patch

    @Option(
        help:
            "Folder with the content model whose knowledge the audit applies (default: the reference built into scenedocs)."
    )
    var content: String?

    @OptionGroup var excludes: ExcludeOptions

    @Flag(
        help:
            "Apply the patch in place, each file replaced atomically (refused in a git tree with uncommitted changes).")
    var write = false

    @Flag(help: "With --write: write even when the git tree has uncommitted changes.")
    var force = false

    @Flag(
        inversion: .prefixedNo,
        help: "Type-check the Swift the patch writes in Swift 6 mode against the content's interfaces.")
    var typecheck = true

    @Option(
        name: .customLong("swiftc"), help: "The Swift compiler that type-checks the patch (default: swiftc on PATH).")
    var swiftc: String?

    func validate() throws {
        if force && !write { throw ValidationError("--force only applies with --write") }
    }

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            printDiagnostics([
                .error(
                    .ioError, "'\(TerminalText.escaped(path))' is not a folder", at: nil,
                    hint: "pass the folder that holds the app's sources")
            ])
            throw ExitCode(2)
        }
        let auditContent = try AuditContent.forCommand(content)
        let auditor = Auditor(knowledge: auditContent.knowledge, excludes: excludes.exclude)
        let root = URL(fileURLWithPath: path)
        var plan = MigrationPlanner(root: root, auditor: auditor).plan()
        let interfaceName = (content ?? "Content") + "/interfaces"
        plan.verification =
            typecheck
            ? PatchTypeChecker.verification(
                of: plan, root: root, auditor: auditor, interfaces: auditContent.interfaces,
                interfaceName: interfaceName, compiler: SwiftCompiler.locate(explicit: swiftc),
                cache: TypeCheckCache(folder: TypeCheckCache.defaultFolder()))
            : PatchTypeChecker.unchecked(plan, interfaceName: interfaceName, reason: "--no-typecheck")
        let failed = plan.verification?.state == .failed
        if write && !plan.edits.isEmpty && !failed {
            do {
                try PlanWriter(root: root).write(plan, force: force)
            } catch {
                var status: Int32 = 2
                var hint: String?
                switch error {
                case .uncommittedChanges: status = 1
                case .io: hint = "the files before it in the plan were written; the others were not"
                case .outside, .changedSincePlanned: hint = "no file was written"
                }
                printDiagnostics([.error(.ioError, TerminalText.escaped(error.message), at: nil, hint: hint)])
                throw ExitCode(status)
            }
        }
        let rendered = plan.render(format)
        Console.out(Data(rendered.output.utf8))
        if !rendered.notes.isEmpty { Console.err(Data(rendered.notes.utf8)) }
        if failed {
            if write { Console.err(Data("nothing was written: the Swift the patch writes does not type-check\n".utf8)) }
            throw ExitCode(3)
        }
        if write && !plan.edits.isEmpty {
            Console.err(
                Data("wrote \(plan.edits.map { TerminalText.escaped($0.file) }.joined(separator: ", "))\n".utf8))
        }
    }
}
