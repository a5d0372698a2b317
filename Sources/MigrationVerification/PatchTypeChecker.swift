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
        func skipped(_ reason: String) -> PlanVerification {
            PlanVerification(
                state: .skipped, files: files, interfaces: interfaceName, compiler: compiler.version, reason: reason)
        }
        // 1. The interface modules (built once per interface and compiler, in the cache).
        let built = modules.build()
        guard let moduleFolder = built.folder else {
            return skipped("the interface does not compile" + (built.diagnostics.first.map { ": \($0.message)" } ?? ""))
        }
        // 2. The files the patch writes, as the compiler sees them, and the app's other files.
        let knownModules = Set(modules.interface.modules.map(\.name)).union(AppStubs.toolchainModules)
        let checked = edits.map { CheckedFile(edit: $0, knownModules: knownModules) }
        let checkedPaths = Set(files)
        let others = auditor.swiftFiles(root: root).filter { !checkedPaths.contains($0) }.compactMap {
            path -> AppStubs.File? in
            guard case .text(let text) = Auditor.readText(relativePath: path, root: root) else { return nil }
            return AppStubs.File(path: path, text: text)
        }
        let work = WorkFolder()
        defer { work.remove() }
        guard let paths = work.write(checked, under: "src") else {
            return skipped("the files to check could not be written to \(work.path)")
        }
        // 3. Compiled with the stubs of the app's declarations they name.
        let run = StubbedCompile(
            compiler: compiler, moduleFolder: moduleFolder, work: work, paths: paths,
            tree: AppTree(files: others, knownModules: knownModules), names: checked.identifiers)
        if run.outcome.status != 0 && run.outcome.messages.isEmpty {
            let output = run.outcome.otherOutput.split(separator: "\n").prefix(3).joined(separator: " / ")
            return skipped("the compiler failed without a message: \(output)")
        }
        // 4. Sorted: the patch's defects, the names it could not resolve, the app's own errors
        // (those at lines the patch writes that the files before the patch have too).
        var report = Classification(checked: checked, paths: paths, stubs: run.stubs, interfaceName: interfaceName)
        report.classify(run.outcome.messages)
        if !report.errors.isEmpty, let baseline = run.baseline(of: checked, knownModules: knownModules) {
            report = Classification(checked: checked, paths: paths, stubs: run.stubs, interfaceName: interfaceName)
            report.classify(run.outcome.messages, baseline: baseline)
        }
        report.unresolved += run.leftOutSupertypes(interfaceName: interfaceName)
        report.unresolved.sort { ($0.file, $0.line, $0.column, $0.name) < ($1.file, $1.line, $1.column, $1.name) }
        return PlanVerification(
            state: report.errors.isEmpty ? .typeChecked : .failed, files: files, interfaces: interfaceName,
            compiler: compiler.version, errors: report.errors, unresolved: report.unresolved,
            stubbed: run.stubs.stubbed, preexisting: report.preexisting)
    }
}
