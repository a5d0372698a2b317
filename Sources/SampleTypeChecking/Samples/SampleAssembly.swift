import ContentModel
import Diagnostics
import SwiftParser
import SwiftSyntax

/// A sample context (`sample-contexts/<name>.swift`), read once: its top-level declarations and
/// the names each declares, so a sample that declares one of those names replaces it.
struct SampleContext: Sendable {
    struct Item: Sendable {
        /// The name it declares (nil for an extension, an import or a statement: always kept).
        var name: String?
        /// The UTF-8 range of the item in the file's text.
        var range: Range<Int>
    }

    var name: String
    var file: String
    var text: String
    var items: [Item]
    /// Type name → the protocols and classes its declarations and extensions name.
    var conformances: [String: [String]]

    init(_ source: SwiftSource) {
        name = source.name
        file = source.file
        text = source.text
        let tree = Parser.parse(source: source.text)
        conformances = DelegateSignatureCheck.conformances(tree)
        items = tree.statements.map { statement in
            let range = statement.position.utf8Offset..<statement.endPosition.utf8Offset
            return Item(name: DeclaredNames.name(of: statement.item), range: range)
        }
    }

    /// The context's text with each top-level declaration of a name in `replaced` blanked out
    /// (its lines kept empty, so a line of the result is the same line of the context file).
    func text(replacing replaced: Set<String>) -> String {
        guard !replaced.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for item in items {
            guard let name = item.name, replaced.contains(name) else { continue }
            for index in item.range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The names top-level items declare.
enum DeclaredNames {
    static func name(of item: CodeBlockItemSyntax.Item) -> String? {
        guard let decl = item.as(DeclSyntax.self) else { return nil }
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
        if let variable = decl.as(VariableDeclSyntax.self),
            let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        {
            return pattern.identifier.text
        }
        return nil
    }

    /// The names a sample declares at top level, and whether it has top-level statements (code
    /// that is not a declaration: the file is then a script, not a library file).
    static func of(_ tree: SourceFileSyntax) -> (names: Set<String>, hasStatements: Bool) {
        var names: Set<String> = []
        var statements = false
        for statement in tree.statements {
            if let name = name(of: statement.item) { names.insert(name) }
            if !statement.item.is(DeclSyntax.self) { statements = true }
        }
        return (names, statements)
    }
}

/// The file the compiler sees for one sample: the context (minus what the sample declares), the
/// wrapper a fragment lives in, then the sample; and how its lines map back to the content files.
struct AssembledSample: Sendable, Hashable {
    var text: String
    /// Lines 1…contextLines are the context file's own lines.
    var contextLines: Int
    /// The sample's first line in `text`.
    var sampleFirstLine: Int
    var sampleLineCount: Int
    /// Compile as a library file (`-parse-as-library`): the sample has no top-level statements.
    var parseAsLibrary: Bool

    static let functionOpening = "@MainActor func sample() async throws {"

    init(sample: Sample, context: SampleContext?) {
        let tree = Parser.parse(source: sample.code)
        let declared = sample.wrap == nil ? DeclaredNames.of(tree) : (names: [], hasStatements: false)
        var text = ""
        var lines = 0
        if let context {
            text = context.text(replacing: declared.names)
            if !text.hasSuffix("\n") { text += "\n" }
            lines = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        contextLines = lines
        switch sample.wrap {
        case .function?: text += AssembledSample.functionOpening + "\n"
        case .extensionOf(let type)?: text += "extension \(type) {\n"
        case nil: break
        }
        sampleFirstLine = contextLines + (sample.wrap == nil ? 1 : 2)
        text += AssembledSample.withoutObjectiveCAttributes(sample.code, tree: tree)
        if !text.hasSuffix("\n") { text += "\n" }
        sampleLineCount = sample.code.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } + 1
        if sample.wrap != nil { text += "}\n" }
        self.text = text
        parseAsLibrary = !declared.hasStatements
    }

    /// Attributes that need Objective-C interoperability, which Linux's compiler does not have:
    /// blanked out (spaces, so every column stays where it was) before the sample is compiled.
    static let objectiveCAttributes: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "NSManaged"]

    static func withoutObjectiveCAttributes(_ code: String, tree: SourceFileSyntax) -> String {
        final class Finder: SyntaxVisitor {
            var ranges: [Range<Int>] = []
            override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
                if AssembledSample.objectiveCAttributes.contains(node.attributeName.trimmedDescription) {
                    ranges.append(
                        node.positionAfterSkippingLeadingTrivia
                            .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.ranges.isEmpty else { return code }
        var bytes = Array(code.utf8)
        for range in finder.ranges {
            for index in range where index < bytes.count && bytes[index] != UInt8(ascii: "\n") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where a line and column of the compiled file are in the content: the sample's file, the
    /// context's file, or (the wrapper's lines) the sample's first line.
    func location(line: Int, column: Int, sample: Sample, context: SampleContext?) -> ContentLocation {
        if line >= sampleFirstLine && line < sampleFirstLine + sampleLineCount {
            return ContentLocation(
                file: sample.location.file, line: sample.location.line + line - sampleFirstLine,
                column: column + sample.columnOffset)
        }
        if line <= contextLines, let context {
            return ContentLocation(file: context.file, line: line, column: column)
        }
        return ContentLocation(file: sample.location.file, line: sample.location.line, column: 1 + sample.columnOffset)
    }
}
