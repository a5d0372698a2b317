import Diagnostics
import Foundation

/// The interface compiled into stub modules (`UIKit.swiftmodule`, `SwiftUI.swiftmodule`, …) that
/// samples import. Built once per interface and compiler version into the cache folder, under a
/// key of both: a staging folder is renamed into place when every module built, so a folder
/// found there is complete.
public struct InterfaceModules: Sendable {
    public let interface: SDKInterface
    public let compiler: SwiftCompiler
    public let cache: TypeCheckCache
    /// The hash of the interface's text and the compiler's version.
    public let key: String

    public init(interface: SDKInterface, compiler: SwiftCompiler, cache: TypeCheckCache) {
        self.interface = interface
        self.compiler = compiler
        self.cache = cache
        key = TypeCheckCache.key([compiler.version] + interface.modules.flatMap { [$0.name, $0.text] })
    }

    public var folder: String { cache.folder + "/modules/" + key }

    /// The interface file a path in the module folder came from (messages name the copies).
    public func displayFile(_ path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        guard name.hasSuffix(".swift") else { return nil }
        return interface.modules.first { $0.name + ".swift" == name }?.file
    }

    /// Builds the modules (or finds them built); the folder samples are checked against, nil when
    /// the interface does not compile, and the compiler's messages about the interface.
    public func build() -> (folder: String?, key: String, diagnostics: [Diagnostic]) {
        let fm = FileManager.default
        if let data = fm.contents(atPath: folder + "/complete"),
            let stored = try? JSONDecoder().decode([Diagnostic].self, from: data)
        {
            return (folder, key, stored)
        }
        let staging = folder + ".staging-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? fm.removeItem(atPath: staging) }
        do {
            try fm.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            return (
                nil, key,
                [
                    .error(
                        .ioError, "cannot create the type-check cache folder \(staging): \(error.localizedDescription)",
                        at: nil, hint: "set SCENEDOCS_CACHE_DIR to a writable folder")
                ]
            )
        }
        var diagnostics: [Diagnostic] = []
        var failed = false
        for module in interface.modules {
            let file = staging + "/" + module.name + ".swift"
            try? module.text.write(toFile: file, atomically: false, encoding: .utf8)
            let outcome = compiler.emitModule(name: module.name, file: file, moduleFolder: staging)
            for message in outcome.messages where message.kind != .note {
                let location = SourceLocation(
                    file: displayFile(message.file) ?? module.file, line: message.line, column: message.column)
                diagnostics.append(
                    Diagnostic(
                        message.kind == .error ? .error : .warning, .interfaceError, message.text, at: location,
                        hint:
                            "the interface must compile without warnings in Swift 6 mode; no sample is checked until it does"
                    ))
            }
            if outcome.status != 0 {
                failed = true
                if outcome.messages.isEmpty {
                    diagnostics.append(
                        .error(
                            .interfaceError,
                            "the compiler failed on the \(module.name) interface: \(outcome.otherOutput)",
                            at: .file(module.file), hint: "run the compiler on the file by hand to see what happened"))
                }
                break
            }
        }
        if failed { return (nil, key, diagnostics) }
        // The interface's warnings are kept with the modules, so a later run reports them too.
        _ = fm.createFile(
            atPath: staging + "/complete", contents: (try? JSONEncoder().encode(diagnostics)) ?? Data("[]".utf8))
        if (try? fm.moveItem(atPath: staging, toPath: folder)) == nil && !fm.fileExists(atPath: folder + "/complete") {
            diagnostics.append(
                .error(
                    .ioError, "cannot move the built interface modules to \(folder)", at: nil,
                    hint: "check the cache folder's permissions, or set SCENEDOCS_CACHE_DIR to a writable folder"))
            return (nil, key, diagnostics)
        }
        return (folder, key, diagnostics)
    }
}
