import Audit
import Foundation
import Migration
import SampleTypeChecking
import SwiftParser
import SwiftSyntax

/// Type-checks the Swift a migration plan writes: the scene delegate it creates and each Swift
/// file it rewrites, as the patch leaves them, compiled together in Swift 6 mode against the
/// content's interface modules (`InterfaceModules`, the sample type-check's), with the app's other
/// declarations that they name stubbed (`AppStubs`).
///
/// An error at a line the patch writes is a defect of the patch (`failed`). A name the app's code
/// uses that neither the interface nor the stubs declare (an SDK API the interface leaves out, a
/// module it does not have, a property whose type is not written) is reported as unresolved, not
/// as a failure; so is an error in a line the patch leaves as it was.
public struct PatchTypeChecker: Sendable {
    public var compiler: SwiftCompiler
    public var modules: InterfaceModules
    /// How reports name the interface (`Content/interfaces`).
    public var interfaceName: String

    /// The module the checked files are compiled as.
    static let moduleName = "MigratedApp"
    /// Compiler runs at most: each later run leaves out the stubs the one before rejected.
    static let maximumPasses = 5

    public init(compiler: SwiftCompiler, modules: InterfaceModules, interfaceName: String) {
        self.compiler = compiler
        self.modules = modules
        self.interfaceName = interfaceName
    }

    /// The verification of a plan that is not type-checked, for `reason`; nil for a plan that
    /// writes no code. An Objective-C plan gets `notApplicable` whatever the reason.
    public static func unchecked(_ plan: MigrationPlan, interfaceName: String, reason: String) -> PlanVerification? {
        if plan.writesObjectiveC {
            return PlanVerification(
                state: .notApplicable, files: [], interfaces: interfaceName,
                reason: "the patch writes Objective-C, which the type-check does not compile")
        }
        let files = plan.swiftEdits.map(\.file)
        guard !files.isEmpty else { return nil }
        return PlanVerification(state: .skipped, files: files, interfaces: interfaceName, reason: reason)
    }

    /// Checks the plan's Swift; nil for a plan that writes no code.
    public func verify(_ plan: MigrationPlan, root: URL, auditor: Auditor) -> PlanVerification? {
        let edits = plan.swiftEdits
        guard !edits.isEmpty else {
            return PatchTypeChecker.unchecked(plan, interfaceName: interfaceName, reason: "")
        }
        let files = edits.map(\.file)
        let built = modules.build()
        guard let moduleFolder = built.folder else {
            let first = built.diagnostics.first.map { ": \($0.message)" } ?? ""
            return PlanVerification(
                state: .skipped, files: files, interfaces: interfaceName, compiler: compiler.version,
                reason: "the interface does not compile\(first)")
        }
        let knownModules = Set(modules.interface.modules.map(\.name)).union(AppStubs.toolchainModules)
        let checked = edits.map { CheckedFile(edit: $0, knownModules: knownModules) }
        var names = Set<String>()
        for file in checked {
            for line in file.text.split(separator: "\n") { names.formUnion(StubWriter.identifiers(in: String(line))) }
        }
        let checkedPaths = Set(files)
        let tree = auditor.swiftFiles(root: root).filter { !checkedPaths.contains($0) }.compactMap {
            path -> AppStubs.File? in
            guard case .text(let text) = Auditor.readText(relativePath: path, root: root) else { return nil }
            return AppStubs.File(path: path, text: text)
        }

        let work = NSTemporaryDirectory() + "scenedocs-migrate-check-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: work) }
        var paths: [String] = []
        for file in checked {
            let path = work + "/src/" + file.edit.file
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard (try? file.text.write(toFile: path, atomically: false, encoding: .utf8)) != nil else {
                return PlanVerification(
                    state: .skipped, files: files, interfaces: interfaceName, compiler: compiler.version,
                    reason: "the files to check could not be written to \(work)")
            }
            paths.append(path)
        }
        let stubPath = work + "/AppStubs.swift"

        let appTree = AppTree(files: tree, knownModules: knownModules)
        var dropped = Set<String>()
        var unknownSupertypes: [String: (origin: StubOrigin, message: String)] = [:]
        var stubs = AppStubs.make(tree: appTree, names: names)
        var outcome: SwiftCompiler.Outcome
        var passes = 0
        while true {
            passes += 1
            try? stubs.text.write(toFile: stubPath, atomically: false, encoding: .utf8)
            outcome = compiler.typecheck(
                files: paths + [stubPath], moduleFolder: moduleFolder, moduleName: Self.moduleName)
            var progressed = false
            for message in outcome.messages where message.kind == .error && message.file == stubPath {
                guard let origin = stubs.origins[message.line] else { continue }
                if origin.isHeader, let name = Self.supertype(in: message.text, inherited: origin.inherits),
                    unknownSupertypes[name] == nil
                {
                    unknownSupertypes[name] = (origin, message.text)
                    progressed = true
                } else {
                    progressed = dropped.insert(origin.id).inserted || progressed
                }
            }
            guard progressed, passes < PatchTypeChecker.maximumPasses else { break }
            stubs = AppStubs.make(
                tree: appTree, names: names, dropped: dropped, unknownSupertypes: Set(unknownSupertypes.keys))
        }
        if outcome.status != 0 && outcome.messages.isEmpty {
            let output = outcome.otherOutput.split(separator: "\n").prefix(3).joined(separator: " / ")
            return PlanVerification(
                state: .skipped, files: files, interfaces: interfaceName, compiler: compiler.version,
                reason: "the compiler failed without a message: \(output)")
        }

        var report = Classification(
            checked: checked, paths: paths, stubs: stubs, interfaceName: interfaceName)
        report.classify(outcome.messages)
        // Errors at lines the patch writes: those the files before the patch have too (moved code
        // that was already wrong in Swift 6 mode) are the app's.
        let modified = checked.filter { $0.edit.original != nil }
        if !report.errors.isEmpty && !modified.isEmpty {
            var baselinePaths: [String] = []
            for file in modified {
                let before = CheckedFile(
                    edit: FileEdit(file: file.edit.file, original: nil, updated: file.edit.original ?? ""),
                    knownModules: knownModules)
                let path = work + "/before/" + file.edit.file
                try? FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                if (try? before.text.write(toFile: path, atomically: false, encoding: .utf8)) != nil {
                    baselinePaths.append(path)
                }
            }
            let before = compiler.typecheck(
                files: baselinePaths + [stubPath], moduleFolder: moduleFolder, moduleName: Self.moduleName)
            var baseline: [String: Int] = [:]
            for message in before.messages where message.kind == .error && baselinePaths.contains(message.file) {
                baseline[message.text, default: 0] += 1
            }
            report = Classification(checked: checked, paths: paths, stubs: stubs, interfaceName: interfaceName)
            report.classify(outcome.messages, baseline: baseline)
        }
        // The inherited types left out of the stubs of types the checked files name (those of
        // types only other stubs name change nothing the checked files use directly).
        for (name, (origin, message)) in unknownSupertypes.sorted(by: { $0.key < $1.key })
        where names.contains(origin.name) {
            let base = origin.inherits.first == name ? StubWriter.standInSuperclass(for: name) : nil
            let cause =
                !message.hasPrefix("cannot find type")
                ? "its stub cannot keep it (\(message))"
                : appTree.declared.contains(name)
                    ? "its declaration's stub did not compile" : "\(interfaceName) does not declare it"
            report.unresolved.append(
                PlanVerification.Unresolved(
                    name: name, file: origin.file, line: origin.line, column: origin.column,
                    reason: "\(cause); the stub of \(origin.name) "
                        + (base.map { "derives from \($0) instead" } ?? "leaves it out")))
        }
        report.unresolved.sort { ($0.file, $0.line, $0.column, $0.name) < ($1.file, $1.line, $1.column, $1.name) }
        return PlanVerification(
            state: report.errors.isEmpty ? .typeChecked : .failed, files: files, interfaces: interfaceName,
            compiler: compiler.version, errors: report.errors, unresolved: report.unresolved, stubbed: stubs.stubbed,
            preexisting: report.preexisting)
    }

    /// The inherited type a stub header's error is about (a type the compiler cannot find, a
    /// protocol the stub cannot conform to): the first type of `inherited` the message quotes.
    static func supertype(in message: String, inherited: [String]) -> String? {
        CompilerNames.quoted(message).reversed().first { inherited.contains($0) }
    }
}

/// One file the patch writes, as the compiler sees it: imports of modules the interface does not
/// have and the Objective-C attributes blanked out (lines and columns stay where they were).
struct CheckedFile {
    let edit: FileEdit
    let text: String
    /// The modules it imports that the check leaves out, with where.
    let droppedImports: [(module: String, line: Int, column: Int)]

    init(edit: FileEdit, knownModules: Set<String>) {
        self.edit = edit
        let tree = Parser.parse(source: edit.updated)
        let converter = SourceLocationConverter(fileName: edit.file, tree: tree)
        var bytes = Array(edit.updated.utf8)
        var dropped: [(String, Int, Int)] = []
        for item in tree.statements {
            guard let imported = item.item.as(ImportDeclSyntax.self),
                let module = imported.path.first?.name.text, !knownModules.contains(module)
            else { continue }
            let place = converter.location(for: imported.positionAfterSkippingLeadingTrivia)
            dropped.append((module, place.line, place.column))
            let range =
                imported.positionAfterSkippingLeadingTrivia
                .utf8Offset..<imported.endPositionBeforeTrailingTrivia
                .utf8Offset
            for index in range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        droppedImports = dropped
        text = ObjectiveCAttributes.blanked(String(decoding: bytes, as: UTF8.self))
    }
}
