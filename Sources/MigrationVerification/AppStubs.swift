import SwiftParser
import SwiftSyntax

/// The app's own declarations that the Swift a patch writes names, as a stub file: types,
/// extensions, functions and typed properties as their declarations in the tree write them, with
/// bodies dropped (`fatalError()`), so the checked files' references to them resolve. Only what
/// the checked files name is stubbed, and what those stubs name in turn.
///
/// A declaration whose type is not written (a property whose initial value is not a literal or a
/// plain initializer call) is left out and listed in `unstubbed`; so is one the compiler rejected
/// in an earlier pass (`dropped`), and an inherited type it could not find (`unknownSupertypes`)
/// is removed from the inheritance clause.
struct AppStubs: Sendable {
    /// One Swift file of the tree that is not checked itself.
    struct File: Sendable {
        var path: String
        var text: String
    }

    /// The stub file's text.
    var text: String
    /// Stub line (1-based) → the declaration it comes from.
    var origins: [Int: StubOrigin]
    /// Top-level names stubbed, sorted.
    var stubbed: [String]
    /// Names declared in the tree that the stub leaves out, and where.
    var unstubbed: [String: StubOrigin]
    /// Every name the tree's declarations declare (types, members, functions, variables).
    var declared: Set<String>
    /// Imports of the stubbed files that the check drops (module → where first imported).
    var droppedImports: [String: StubOrigin]

    /// Imports a stub may keep: the interface's modules and the toolchain's own on Linux.
    static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "Dispatch", "Observation", "Synchronization", "RegexBuilder", "_Concurrency",
    ]

    /// Stubs of the declarations in `files` that `names` (the identifiers of the checked files)
    /// reach.
    static func make(
        files: [File], names: Set<String>, knownModules: Set<String>, dropped: Set<String> = [],
        unknownSupertypes: Set<String> = []
    ) -> AppStubs {
        make(
            tree: AppTree(files: files, knownModules: knownModules), names: names, dropped: dropped,
            unknownSupertypes: unknownSupertypes)
    }

    /// Stubs of the declarations of `tree` that `names` reach, leaving out the declarations
    /// `dropped` names (by `StubOrigin.id`) and the inherited types `unknownSupertypes` names.
    static func make(
        tree: AppTree, names: Set<String>, dropped: Set<String> = [], unknownSupertypes: Set<String> = []
    ) -> AppStubs {
        var units: [StubUnit] = []
        for file in tree.files {
            let writer = StubWriter(
                file: file.path, converter: file.converter, dropped: dropped, unknownSupertypes: unknownSupertypes)
            for item in file.tree.statements {
                // A file-private declaration is not visible to the checked files (and two files'
                // would clash in one stub file).
                guard let decl = item.item.as(DeclSyntax.self), !decl.is(ImportDeclSyntax.self),
                    !StubWriter.isFilePrivate(decl)
                else { continue }
                var unit = writer.unit(decl)
                unit.imports = file.imports
                if !unit.lines.isEmpty || !unit.unstubbed.isEmpty { units.append(unit) }
            }
        }
        // The units the checked files reach, and those the reached ones name in turn.
        var needed = names
        var included = [Bool](repeating: false, count: units.count)
        var changed = true
        while changed {
            changed = false
            for (index, unit) in units.enumerated() where !included[index] && unit.isReached(by: needed) {
                included[index] = true
                needed.formUnion(unit.identifiers)
                changed = true
            }
        }
        var imports = Set<String>()
        var lines: [(String, StubOrigin?)] = []
        var stubbed = Set<String>()
        var unstubbed: [String: StubOrigin] = [:]
        for (index, unit) in units.enumerated() where included[index] {
            imports.formUnion(unit.imports)
            lines += unit.lines
            if !unit.lines.isEmpty { stubbed.formUnion(unit.topLevelNames) }
            for (name, origin) in unit.unstubbed where unstubbed[name] == nil { unstubbed[name] = origin }
        }
        var text = imports.sorted().map { "import \($0)\n" }.joined()
        var origins: [Int: StubOrigin] = [:]
        var number = imports.count
        for (line, origin) in lines {
            number += 1
            text += line + "\n"
            if let origin { origins[number] = origin }
        }
        return AppStubs(
            text: text, origins: origins, stubbed: stubbed.sorted(), unstubbed: unstubbed, declared: tree.declared,
            droppedImports: tree.droppedImports)
    }
}

/// The stub of one top-level declaration of the tree.
struct StubUnit: Sendable {
    /// The lines it writes, each with the declaration it comes from.
    var lines: [(String, StubOrigin?)] = []
    /// The names it declares at top level (an extension: none).
    var topLevelNames: [String] = []
    /// An extension's type.
    var extendedType: String?
    /// The names its members declare.
    var memberNames: Set<String> = []
    /// Identifiers in its stub text: what it needs in turn.
    var identifiers: Set<String> = []
    var unstubbed: [String: StubOrigin] = [:]
    var imports: [String] = []

    /// Whether the checked code (or a stub it reaches) names it.
    func isReached(by names: Set<String>) -> Bool {
        if topLevelNames.contains(where: names.contains) { return true }
        if let extendedType, names.contains(extendedType) { return true }
        return extendedType != nil && !memberNames.isDisjoint(with: names)
    }
}
