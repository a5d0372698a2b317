import CodeHighlighting
import ContentModel
import Diagnostics
import SwiftParser
import SwiftSyntax

/// The SDK interface of a site (`Content/interfaces/<Module>.swift`), read with swift-syntax: each
/// declaration under the symbol id a page would give it, with the sources it cites and the iOS
/// version that introduced it.
public struct SDKInterface: Sendable {
    /// One declaration of the interface.
    public struct Declaration: Sendable, Hashable, Codable {
        /// The symbol id a page gives it: `UIScene.ConnectionOptions`,
        /// `UISceneDelegate/scene(_:willConnectTo:options:)`.
        public var symbolID: String
        /// The module (the file's name).
        public var module: String
        /// The declaration as written, without its body, on one line.
        public var text: String
        /// Its tokens after `DeclarationText.comparable` (what a page's declaration must equal).
        public var comparableTokens: [String]
        /// Where it is written.
        public var location: ContentLocation
        /// Ids of the `sources.yaml` entries it was taken from (its own or its enclosing type's).
        public var sources: [Cited]
        /// The iOS version that introduced it (its own `@available` or its enclosing type's).
        public var introducedIOS: [Int]?
        /// The base name of a function or initializer (`scene`, `init`), or the property's name.
        public var baseName: String
        /// The argument labels of a function or initializer (`_`, `willConnectTo`, `options`); nil
        /// for anything else.
        public var labels: [String]?
        /// For a function or initializer: the parameters that have default values.
        public var defaulted: [Bool]
        /// For a function or initializer: how many parameters each closure parameter takes (nil:
        /// not a closure).
        public var closureArity: [Int?]
        /// The type or extension it is declared in (`UIScene.ConnectionOptions`), nil at top level.
        public var container: String?
        /// Whether it declares a protocol.
        public var isProtocol = false
        /// A type's inheritance clause (`UIResponder`, `UISceneDelegate`).
        public var inherits: [String] = []
        /// A function's or initializer's parameter types, as tokens joined by spaces.
        public var parameterTypes: [String] = []
    }

    /// A source id and where it is written.
    public struct Cited: Sendable, Hashable, Codable {
        public var value: String
        public var location: ContentLocation
    }

    /// What reading one interface file found (kept in the cache by the file's text).
    struct FileReading: Codable {
        var declarations: [Declaration]
        var unsourced: [Cited]
        var imports: [String]
        /// Why the file was not read: it is over the Swift parse limits (`SwiftSourceBudget`).
        var overLimit: Cited? = nil
    }

    /// One interface file: its module and the modules it imports.
    public struct Module: Sendable, Hashable {
        /// The module name (the file name).
        public var name: String
        /// Modules it imports that are interface modules too.
        public var imports: [String]
        /// The file's text.
        public var text: String
        /// The file (display path).
        public var file: String
    }

    /// The modules, in the order they must be compiled (each after the modules it imports).
    public var modules: [Module]
    /// Every declaration, in file order.
    public var declarations: [Declaration]
    /// Declarations by symbol id (overloads share an id only when their labels match; the first wins).
    public var bySymbolID: [String: Declaration]
    /// Problems found while reading: missing or unknown sources, an import cycle.
    public var diagnostics: [Diagnostic]

    /// Reads the interface files of a site; `knownSources` are the ids of `sources.yaml`.
    ///
    /// With a `cache`, what each file declares is kept there by the file's text, so an unchanged
    /// interface is not parsed again (parsing is most of the cost of a build that checks nothing).
    public init(files: [SwiftSource], knownSources: Set<String>, cache: TypeCheckCache? = nil) {
        var modules: [Module] = []
        var declarations: [Declaration] = []
        var diagnostics: [Diagnostic] = []
        let names = Set(files.map(\.name))
        for file in files.sorted(by: { $0.name < $1.name }) {
            let key = TypeCheckCache.key(["interface-reading-1", file.name, file.file, file.text])
            let reading: FileReading
            if let cached = cache?.value(FileReading.self, kind: "interfaces", key: key) {
                reading = cached
            } else {
                reading = SDKInterface.read(file)
                cache?.store(reading, kind: "interfaces", key: key)
            }
            declarations += reading.declarations
            if let limit = reading.overLimit {
                diagnostics.append(
                    .error(
                        .parseLimit, limit.value, at: limit.location,
                        hint: "an interface declares the SDK's types plainly: split or simplify the file"))
            }
            for problem in reading.unsourced {
                diagnostics.append(
                    .error(
                        .interfaceSource, "interface declaration '\(problem.value)' cites no source",
                        at: problem.location,
                        hint: "put '// source: ID' (an id from sources.yaml) on the line above it or above its type"))
            }
            let imports = reading.imports.filter { names.contains($0) && $0 != file.name }
            modules.append(Module(name: file.name, imports: imports, text: file.text, file: file.file))
        }
        for declaration in declarations {
            for source in declaration.sources where !knownSources.contains(source.value) {
                diagnostics.append(
                    .error(
                        .interfaceSource, "interface declaration cites '\(source.value)', which is not in sources.yaml",
                        at: source.location,
                        hint: "add the Apple page it was taken from to sources.yaml, or cite an id that is there"))
            }
        }
        var byID: [String: Declaration] = [:]
        for declaration in declarations where byID[declaration.symbolID] == nil {
            byID[declaration.symbolID] = declaration
        }
        let (ordered, cycle) = SDKInterface.dependencyOrder(modules)
        if let cycle {
            diagnostics.append(
                .error(
                    .interfaceError,
                    "interface modules import each other in a cycle: \(cycle.joined(separator: " → "))",
                    at: .file(modules.first { $0.name == cycle[0] }?.file ?? ""),
                    hint: "let only one of the modules import the other"))
        }
        self.modules = ordered
        self.declarations = declarations
        self.bySymbolID = byID
        self.diagnostics = diagnostics
    }

    /// Parses one interface file.
    static func read(_ file: SwiftSource) -> FileReading {
        func refused(_ excess: SwiftSourceBudget.Excess) -> FileReading {
            FileReading(
                declarations: [], unsourced: [], imports: [],
                overLimit: Cited(
                    value: "this interface file " + excess.message,
                    location: ContentLocation(file: file.file, line: excess.line, column: excess.column)))
        }
        if let excess = SwiftSourceBudget.excessBeforeParsing(file.text, maximumBytes: 4 << 20) {
            return refused(excess)
        }
        let tree = Parser.parse(source: file.text)
        if let excess = SwiftSourceBudget.excessDepth(of: tree, source: file.text) { return refused(excess) }
        let converter = SourceLocationConverter(fileName: file.file, tree: tree)
        let collector = DeclarationCollector(module: file.name, file: file.file, converter: converter)
        collector.walk(tree)
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
            .map { $0.path.map(\.name.text).joined(separator: ".") }
        return FileReading(
            declarations: collector.declarations,
            unsourced: collector.unsourced.map { Cited(value: $0.id, location: $0.location) }, imports: imports)
    }

    /// Modules ordered so each comes after the ones it imports; the cycle, if there is one.
    static func dependencyOrder(_ modules: [Module]) -> ([Module], [String]?) {
        let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var ordered: [Module] = []
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        var cycle: [String]?
        func visit(_ name: String, trail: [String]) {
            if state[name] == 2 { return }
            if state[name] == 1 {
                if cycle == nil { cycle = Array(trail.drop { $0 != name }) + [name] }
                return
            }
            guard let module = byName[name] else { return }
            state[name] = 1
            for dependency in module.imports { visit(dependency, trail: trail + [name]) }
            state[name] = 2
            ordered.append(module)
        }
        for module in modules { visit(module.name, trail: []) }
        return (ordered, cycle)
    }
}
