import Parallelism
import SwiftParser
import SwiftSyntax

/// The app's Swift files the check does not compile itself, parsed once for every pass of the
/// check: what each declares and imports.
struct AppTree {
    struct Parsed {
        var path: String
        var tree: SourceFileSyntax
        var converter: SourceLocationConverter
        /// The modules it imports that the check has.
        var imports: [String]
    }

    /// In path order; files of test targets left out.
    var files: [Parsed] = []
    /// Every name the files' declarations declare (types, members, functions, variables).
    var declared = Set<String>()
    /// Imports the check drops (module → where first imported).
    var droppedImports: [String: StubOrigin] = [:]

    init(files: [AppStubs.File], knownModules: Set<String>) {
        // Parsed on every core (most of the check's own time on a large app).
        let parsed = Parallel.map(files.sorted(by: { $0.path < $1.path })) { file in
            let tree = Parser.parse(source: file.text)
            return (
                file, tree, AppTree.isTestFile(tree) ? nil : SourceLocationConverter(fileName: file.path, tree: tree)
            )
        }
        for (file, tree, converter) in parsed {
            guard let converter else { continue }
            var imports: [String] = []
            for item in tree.statements {
                if let imported = item.item.as(ImportDeclSyntax.self) {
                    let module = imported.path.first?.name.text ?? ""
                    if knownModules.contains(module) {
                        imports.append(module)
                    } else if droppedImports[module] == nil {
                        let place = converter.location(for: imported.positionAfterSkippingLeadingTrivia)
                        droppedImports[module] = StubOrigin(
                            file: file.path, line: place.line, column: place.column, name: module)
                    }
                } else if let decl = item.item.as(DeclSyntax.self) {
                    declared.formUnion(StubWriter.declaredNames(decl))
                }
            }
            self.files.append(Parsed(path: file.path, tree: tree, converter: converter, imports: imports))
        }
    }

    /// A file that belongs to a test target (its declarations are not the app's).
    static func isTestFile(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { item in
            guard let decl = item.item.as(ImportDeclSyntax.self) else { return false }
            return ["XCTest", "Testing", "Quick", "Nimble"].contains(decl.path.first?.name.text ?? "")
        }
    }
}
