import Audit
import ContentModel
import Foundation
import Migration
import SampleTypeChecking

extension PatchTypeChecker {
    /// The verification `migrate` reports for `plan`: checked with the compiler `lookup` found
    /// against the modules built from `interfaces` (kept in `cache`), or why not. Nil for a plan
    /// that writes no code.
    public static func verification(
        of plan: MigrationPlan, root: URL, auditor: Auditor, interfaces: [SwiftSource], interfaceName: String,
        compiler lookup: Result<SwiftCompiler, SwiftCompiler.NotFound>, cache: TypeCheckCache
    ) -> PlanVerification? {
        guard !plan.swiftEdits.isEmpty else { return unchecked(plan, interfaceName: interfaceName, reason: "") }
        guard !interfaces.isEmpty else {
            return unchecked(
                plan, interfaceName: interfaceName, reason: "the content has no interfaces/ folder to check against")
        }
        let compiler: SwiftCompiler
        switch lookup {
        case .success(let found): compiler = found
        case .failure(let missing): return unchecked(plan, interfaceName: interfaceName, reason: missing.reason)
        }
        let interface = SDKInterface(files: interfaces, knownSources: [], cache: cache)
        let modules = InterfaceModules(interface: interface, compiler: compiler, cache: cache)
        return PatchTypeChecker(compiler: compiler, modules: modules, interfaceName: interfaceName)
            .verify(plan, root: root, auditor: auditor)
    }
}
