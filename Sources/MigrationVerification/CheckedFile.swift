import Migration
import SampleTypeChecking
import SwiftParser
import SwiftSyntax

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

extension [CheckedFile] {
    /// The identifiers the files name: what their stubs must declare.
    var identifiers: Set<String> {
        var names = Set<String>()
        for file in self {
            for line in file.text.split(separator: "\n") { names.formUnion(StubWriter.identifiers(in: String(line))) }
        }
        return names
    }
}
