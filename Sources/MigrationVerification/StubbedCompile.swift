import Foundation
import Migration
import SampleTypeChecking

/// The checked files compiled with the stubs of the app's declarations they name: a stub the
/// compiler rejects is left out (a member, a declaration) or loses the inherited type it cannot
/// keep, and the files are compiled again, at most `maximumPasses` times.
struct StubbedCompile {
    /// Compiler runs at most.
    static let maximumPasses = 5

    let compiler: SwiftCompiler
    let moduleFolder: String
    let work: WorkFolder
    let tree: AppTree
    /// The stubs of the last run.
    private(set) var stubs: AppStubs
    /// What the last run said.
    private(set) var outcome: SwiftCompiler.Outcome
    /// Inherited types left out of stubs: the stub's header and the compiler's reason.
    private(set) var leftOut: [String: (origin: StubOrigin, message: String)]
    /// The identifiers of the checked files.
    let names: Set<String>

    var stubPath: String { work.path + "/AppStubs.swift" }

    init(
        compiler: SwiftCompiler, moduleFolder: String, work: WorkFolder, paths: [String], tree: AppTree,
        names: Set<String>
    ) {
        self.compiler = compiler
        self.moduleFolder = moduleFolder
        self.work = work
        self.tree = tree
        self.names = names
        var dropped = Set<String>()
        var leftOut: [String: (origin: StubOrigin, message: String)] = [:]
        var stubs = AppStubs.make(tree: tree, names: names)
        let stubPath = work.path + "/AppStubs.swift"
        var passes = 0
        var outcome: SwiftCompiler.Outcome
        while true {
            passes += 1
            try? stubs.text.write(toFile: stubPath, atomically: false, encoding: .utf8)
            outcome = compiler.typecheck(
                files: paths + [stubPath], moduleFolder: moduleFolder, moduleName: PatchTypeChecker.moduleName)
            var progressed = false
            for message in outcome.messages where message.kind == .error && message.file == stubPath {
                guard let origin = stubs.origins[message.line] else { continue }
                if origin.isHeader, let name = Self.supertype(in: message.text, inherited: origin.inherits),
                    leftOut[name] == nil
                {
                    leftOut[name] = (origin, message.text)
                    progressed = true
                } else {
                    progressed = dropped.insert(origin.id).inserted || progressed
                }
            }
            guard progressed, passes < Self.maximumPasses else { break }
            stubs = AppStubs.make(tree: tree, names: names, dropped: dropped, unknownSupertypes: Set(leftOut.keys))
        }
        self.stubs = stubs
        self.outcome = outcome
        self.leftOut = leftOut
    }

    /// The inherited type a stub header's error is about (a type the compiler cannot find, a
    /// protocol the stub cannot conform to): the last type of `inherited` the message quotes.
    static func supertype(in message: String, inherited: [String]) -> String? {
        CompilerNames.quoted(message).reversed().first { inherited.contains($0) }
    }

    /// The errors (by text, with their counts) of the files the patch modifies as they were before
    /// it, compiled with the same stubs; nil when the patch modifies none.
    func baseline(of checked: [CheckedFile], knownModules: Set<String>) -> [String: Int]? {
        let before = checked.compactMap { file in
            file.edit.original.map {
                CheckedFile(
                    edit: FileEdit(file: file.edit.file, original: nil, updated: $0), knownModules: knownModules)
            }
        }
        guard !before.isEmpty, let paths = work.write(before, under: "before") else { return nil }
        let outcome = compiler.typecheck(
            files: paths + [stubPath], moduleFolder: moduleFolder, moduleName: PatchTypeChecker.moduleName)
        var baseline: [String: Int] = [:]
        for message in outcome.messages where message.kind == .error && paths.contains(message.file) {
            baseline[message.text, default: 0] += 1
        }
        return baseline
    }

    /// The inherited types left out of the stubs of types the checked files name (those of types
    /// only other stubs name change nothing the checked files use directly), as unresolved names.
    func leftOutSupertypes(interfaceName: String) -> [PlanVerification.Unresolved] {
        leftOut.sorted { $0.key < $1.key }.filter { names.contains($0.value.origin.name) }.map { name, entry in
            let (origin, message) = entry
            let base = origin.inherits.first == name ? StubWriter.standInSuperclass(for: name) : nil
            let cause =
                !message.hasPrefix("cannot find type")
                ? "its stub cannot keep it (\(message))"
                : tree.declared.contains(name)
                    ? "its declaration's stub did not compile" : "\(interfaceName) does not declare it"
            return PlanVerification.Unresolved(
                name: name, file: origin.file, line: origin.line, column: origin.column,
                reason: "\(cause); the stub of \(origin.name) "
                    + (base.map { "derives from \($0) instead" } ?? "leaves it out"))
        }
    }
}

/// A private temporary folder the checked files are written to (the compiler's messages name
/// these copies; `Classification` maps them back).
struct WorkFolder {
    let path = NSTemporaryDirectory() + "scenedocs-migrate-check-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"

    /// Writes each file's text under `folder/` at its path in the tree; the paths written, or nil
    /// when one could not be.
    func write(_ files: [CheckedFile], under folder: String) -> [String]? {
        var paths: [String] = []
        for file in files {
            let path = self.path + "/" + folder + "/" + file.edit.file
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard (try? file.text.write(toFile: path, atomically: false, encoding: .utf8)) != nil else { return nil }
            paths.append(path)
        }
        return paths
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
