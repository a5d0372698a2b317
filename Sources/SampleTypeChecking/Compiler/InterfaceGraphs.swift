import Diagnostics
import Foundation
import Parallelism

/// The symbol graphs of interface modules, extracted with the toolchain's
/// `swift-symbolgraph-extract` (beside `swiftc`) from the modules `InterfaceModules` builds, and
/// kept in the cache folder under the modules' key: an unchanged interface is extracted once.
public struct InterfaceGraphs: Sendable {
    /// Where the graphs are (`<Module>.symbols.json`, `<Module>@<Other>.symbols.json`), or nil.
    public var folder: String?
    /// The interface's compiler messages, or why no graph could be extracted.
    public var diagnostics: [Diagnostic]

    /// The extractor beside a compiler.
    public static func extractor(beside compiler: SwiftCompiler) -> String {
        (compiler.path as NSString).deletingLastPathComponent + "/swift-symbolgraph-extract"
    }

    /// Extracts the graphs of `modules` (names of interface modules) of `interface`.
    public static func extract(
        modules names: [String], interface: SDKInterface, compiler: SwiftCompiler, cache: TypeCheckCache
    ) -> InterfaceGraphs {
        let modules = InterfaceModules(interface: interface, compiler: compiler, cache: cache)
        let built = modules.build()
        guard let moduleFolder = built.folder else {
            return InterfaceGraphs(folder: nil, diagnostics: built.diagnostics)
        }
        let key = TypeCheckCache.key(["graphs-1", built.key] + names)
        let folder = cache.folder + "/graphs/" + key
        let fm = FileManager.default
        if fm.fileExists(atPath: folder + "/complete") {
            return InterfaceGraphs(folder: folder, diagnostics: built.diagnostics)
        }
        let tool = extractor(beside: compiler)
        guard fm.isExecutableFile(atPath: tool) else {
            return InterfaceGraphs(
                folder: nil,
                diagnostics: built.diagnostics + [
                    .warning(
                        .symbolGraphUnavailable,
                        "no swift-symbolgraph-extract beside \(compiler.path): the interfaces' symbol pages are not generated",
                        at: nil,
                        hint: "install a complete Swift toolchain, or pass --swiftc with one that has it")
                ])
        }
        let staging = folder + ".staging-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? fm.removeItem(atPath: staging) }
        try? fm.createDirectory(atPath: staging, withIntermediateDirectories: true)
        var diagnostics = built.diagnostics
        let triple = targetTriple(compiler)
        for name in names {
            let arguments = [
                "-module-name", name, "-I", moduleFolder, "-target", triple, "-output-dir", staging,
                "-minimum-access-level", "public", "-skip-inherited-docs",
            ]
            let result: (output: String, status: Int32)
            do {
                result = try SwiftCompiler.run(tool, arguments)
            } catch {
                result = ("could not run \(tool): \(error)", -1)
            }
            if result.status != 0 {
                diagnostics.append(
                    .warning(
                        .symbolGraphUnavailable,
                        "swift-symbolgraph-extract failed on the \(name) interface: \(result.output.prefix(400))",
                        at: nil, hint: "run it by hand with the same arguments to see why"))
                return InterfaceGraphs(folder: nil, diagnostics: diagnostics)
            }
        }
        _ = fm.createFile(atPath: staging + "/complete", contents: Data())
        if (try? fm.moveItem(atPath: staging, toPath: folder)) == nil && !fm.fileExists(atPath: folder + "/complete") {
            diagnostics.append(
                .warning(
                    .symbolGraphUnavailable, "cannot move the extracted symbol graphs to \(folder)", at: nil,
                    hint: "check the cache folder's permissions, or set SCENEDOCS_CACHE_DIR to a writable folder"))
            return InterfaceGraphs(folder: nil, diagnostics: diagnostics)
        }
        return InterfaceGraphs(folder: folder, diagnostics: diagnostics)
    }

    private static let triples = Locked<[String: String]>([:])

    /// The compiler's default target (`x86_64-unknown-linux-gnu`), from `-print-target-info`.
    static func targetTriple(_ compiler: SwiftCompiler) -> String {
        if let known = triples.withLock({ $0[compiler.path] }) { return known }
        var triple = "x86_64-unknown-linux-gnu"
        #if arch(arm64)
            triple = "aarch64-unknown-linux-gnu"
        #endif
        if let result = try? SwiftCompiler.run(compiler.path, ["-print-target-info"]), result.status == 0,
            let data = result.output.data(using: .utf8),
            let info = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let target = info["target"] as? [String: Any], let found = target["triple"] as? String
        {
            triple = found
        }
        triples.withLock { $0[compiler.path] = triple }
        return triple
    }
}
