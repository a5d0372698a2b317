import Diagnostics
import Foundation

/// The symbol graphs of a Swift package's library targets (`scenedocs build --package PATH`):
/// the package is built with the toolchain's `swift build` into a scratch folder of the cache
/// (kept, so the next run builds only what changed), and each library module's graph is
/// extracted with `swift-symbolgraph-extract`, public symbols only, as for the interfaces.
public struct PackageGraphs: Sendable {
    /// The package's name (`Package.swift`'s `name:`), the site's default title.
    public var name: String?
    /// Where the graphs are, or nil when none could be made.
    public var folder: String?
    /// Why no graph could be made, or what the build printed when it failed.
    public var diagnostics: [Diagnostic]

    /// Builds the package at `path` (shown as `display`) and extracts its library modules' graphs.
    public static func extract(package path: String, display: String, compiler: SwiftCompiler, cache: TypeCheckCache)
        -> PackageGraphs
    {
        let fm = FileManager.default
        let manifest = (path as NSString).appendingPathComponent("Package.swift")
        guard fm.fileExists(atPath: manifest) else {
            return PackageGraphs(
                name: nil, folder: nil,
                diagnostics: [
                    .error(
                        .symbolGraphUnavailable, "'\(display)' has no Package.swift", at: nil,
                        hint: "pass the folder of a Swift package with --package")
                ])
        }
        let swift = (compiler.path as NSString).deletingLastPathComponent + "/swift"
        func failure(_ message: String, _ output: String) -> PackageGraphs {
            PackageGraphs(
                name: nil, folder: nil,
                diagnostics: [
                    .error(
                        .symbolGraphUnavailable, "\(message): \(output.suffix(1200))",
                        at: .file(display + "/Package.swift"),
                        hint: "run the same command in the package to see the whole output")
                ])
        }
        guard let manifest = PackageManifest.read(package: path, swift: swift) else {
            return failure("swift package dump-package failed", "")
        }
        let name: String? = manifest.name
        let libraries = manifest.libraries.map(\.name)
        let scratch =
            cache.folder + "/packages/"
            + TypeCheckCache.key(["package-1", URL(fileURLWithPath: path).standardizedFileURL.path])
        let build: (output: String, status: Int32)
        do {
            build = try SwiftCompiler.run(
                swift, ["build", "--package-path", path, "--scratch-path", scratch + "/build"])
        } catch {
            return failure("could not run \(swift)", "\(error)")
        }
        guard build.status == 0 else { return failure("swift build failed", build.output) }
        let graphs = scratch + "/graphs"
        try? fm.removeItem(atPath: graphs)
        try? fm.createDirectory(atPath: graphs, withIntermediateDirectories: true)
        let tool = InterfaceGraphs.extractor(beside: compiler)
        let products = scratch + "/build/debug"
        let triple = InterfaceGraphs.targetTriple(compiler)
        var diagnostics: [Diagnostic] = []
        for module in libraries {
            let arguments = [
                "-module-name", module, "-I", products + "/Modules", "-I", products, "-target", triple,
                "-output-dir", graphs, "-minimum-access-level", "public", "-skip-inherited-docs",
                // As swift-docc-plugin extracts: an extension of another module's type is one
                // symbol with this module's members, not the type with every member its
                // protocols' extensions give it.
                "-emit-extension-block-symbols",
            ]
            let result: (output: String, status: Int32) =
                (try? SwiftCompiler.run(tool, arguments)) ?? ("could not run \(tool)", -1)
            if result.status != 0 {
                diagnostics.append(
                    .warning(
                        .symbolGraphUnavailable,
                        "swift-symbolgraph-extract failed on \(module): \(result.output.prefix(400))", at: nil,
                        hint: "its symbols are left out; run it by hand with the same arguments to see why"))
            }
        }
        return PackageGraphs(name: name, folder: graphs, diagnostics: diagnostics)
    }
}

/// A package's manifest as `swift package dump-package` describes it.
public struct PackageManifest: Sendable, Hashable {
    /// One library module: a regular target (tests, executables, plugins and macros'
    /// implementations are not documented).
    public struct Library: Sendable, Hashable {
        /// The module's name.
        public var name: String
        /// Its source folder, relative to the package (`Sources/Shapes`, or the target's `path:`).
        public var sources: String
    }

    /// The package's name.
    public var name: String
    /// Its library modules, by name.
    public var libraries: [Library]

    /// Runs `swift package dump-package` (with `swift`) on the package at `path`; nil when it fails.
    public static func read(package path: String, swift: String) -> PackageManifest? {
        guard let described = try? SwiftCompiler.run(swift, ["package", "--package-path", path, "dump-package"]),
            described.status == 0, let data = described.output.data(using: .utf8),
            let json = (try? JSONSerialization.jsonObject(with: Data(data.drop(while: { $0 != UInt8(ascii: "{") }))))
                as? [String: Any]
        else { return nil }
        let libraries = ((json["targets"] as? [[String: Any]]) ?? []).compactMap { target -> Library? in
            guard target["type"] as? String == "regular", let name = target["name"] as? String else { return nil }
            return Library(name: name, sources: (target["path"] as? String) ?? "Sources/\(name)")
        }
        return PackageManifest(
            name: (json["name"] as? String) ?? URL(fileURLWithPath: path).lastPathComponent,
            libraries: libraries.sorted { $0.name < $1.name })
    }
}
