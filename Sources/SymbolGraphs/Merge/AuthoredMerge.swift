import ContentModel
import Diagnostics

/// Authored symbol pages extend graph symbols, the way DocC's documentation extensions do: a page
/// whose id names a graph symbol adds its prose, topic, see-also, sources, sample context and
/// reading-path membership; the graph gives everything else. A field the page repeats is a
/// warning, a field that disagrees an error naming both.
struct AuthoredMerge {
    /// The frameworks (modules) the site has graphs of.
    var graphFrameworks: Set<String>

    /// The fields an authored page may not restate: the graph's own.
    static let graphOwned = [
        "kind", "framework", "declaration", "availability", "parent", "inheritsFrom", "conformsTo",
    ]

    /// Merges `authored` (the pages from `symbols/`) with `generated` (from the graphs). Pages of
    /// frameworks without a graph stay as written; their missing fields are reported here.
    func merge(authored: [Symbol], generated: [Symbol]) -> (symbols: [Symbol], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var generatedByID: [String: Int] = [:]
        for (number, symbol) in generated.enumerated() { generatedByID[symbol.id] = number }
        var merged = generated
        var result: [Symbol] = []
        var taken: Set<Int> = []
        for page in authored {
            if let number = generatedByID[page.id] {
                let (symbol, found) = extend(merged[number], with: page)
                merged[number] = symbol
                diagnostics += found
                taken.insert(number)
                result.append(symbol)
                continue
            }
            let framework = ProseOnlySymbols.folderFramework(page.file) ?? page.framework
            if graphFrameworks.contains(framework) || graphFrameworks.contains(page.framework) {
                diagnostics.append(
                    .error(
                        .symbolNotInGraph,
                        "'\(page.id)' is not a symbol of \(framework)'s symbol graph", at: .file(page.file),
                        hint: NearMiss.hint(
                            for: page.id, among: generated.lazy.filter { $0.framework == framework }.map(\.id))
                            ?? "check the id against the declaration, or add the declaration to the interface"))
                continue
            }
            if let missing = page.authored?.missing, !missing.isEmpty {
                diagnostics += missing
                continue
            }
            result.append(page)
        }
        for (number, symbol) in merged.enumerated() where !taken.contains(number) { result.append(symbol) }
        return (result, diagnostics)
    }

    /// The graph symbol with the page's prose added; the page's restated fields checked.
    func extend(_ symbol: Symbol, with page: Symbol) -> (Symbol, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var symbol = symbol
        let given = page.authored?.given ?? [:]
        let graphName = symbol.graph.map { "the symbol graph of \($0.module) (\($0.graphFile))" } ?? "the symbol graph"
        func check(_ field: String, written: String, graph: String, same: Bool) {
            guard let location = given[field] else { return }
            if same {
                diagnostics.append(
                    .warning(
                        .graphFieldRepeated, "'\(field)' repeats what \(graphName) says", at: location,
                        hint: "remove '\(field):' from this page"))
            } else {
                diagnostics.append(
                    .error(
                        .graphMismatch, "'\(field)' is '\(written)' here but \(graphName) says '\(graph)'",
                        at: location, hint: "remove '\(field):' from this page, or correct the declaration"))
            }
        }
        // `modifier` refines a method of a view; `requirement` may say what the graph cannot
        // (an optional requirement in an interface that Linux compiles).
        if given["kind"] != nil {
            if page.kind == .modifier && symbol.kind == .method {
                symbol.kind = .modifier
            } else {
                check("kind", written: page.kind.rawValue, graph: symbol.kind.rawValue, same: page.kind == symbol.kind)
            }
        }
        check("framework", written: page.framework, graph: symbol.framework, same: page.framework == symbol.framework)
        check(
            "declaration", written: page.declaration, graph: symbol.declaration,
            same: Self.normalized(page.declaration) == Self.normalized(symbol.declaration))
        check(
            "availability", written: Self.describe(page.availability), graph: Self.describe(symbol.availability),
            same: page.availability == symbol.availability)
        check(
            "parent", written: page.parent?.value ?? "", graph: symbol.parent?.value ?? "(none)",
            same: page.parent?.value == symbol.parent?.value)
        // Relationships compare by name, whether or not the graph's target has a page.
        let superclasses =
            symbol.inheritsFrom.map(\.value) + (symbol.graph?.otherSuperclasses ?? []).map(GraphConverter.unqualified)
        let conformances =
            symbol.conformsTo.map(\.value) + (symbol.graph?.otherConformances ?? []).map(GraphConverter.unqualified)
        check(
            "inheritsFrom", written: page.inheritsFrom.map(\.value).joined(separator: ", "),
            graph: superclasses.sorted().joined(separator: ", "),
            same: Set(page.inheritsFrom.map(\.value)) == Set(superclasses))
        check(
            "conformsTo", written: page.conformsTo.map(\.value).joined(separator: ", "),
            graph: conformances.sorted().joined(separator: ", "),
            same: Set(page.conformsTo.map(\.value)) == Set(conformances))
        if let requirement = page.requirement, let location = given["requirement"] {
            if symbol.requirement == requirement {
                check("requirement", written: requirement.rawValue, graph: requirement.rawValue, same: true)
            } else if symbol.requirement == nil {
                symbol.requirement = requirement
            } else {
                diagnostics.append(
                    .error(
                        .graphMismatch,
                        "'requirement' is '\(requirement.rawValue)' here but \(graphName) says '\(symbol.requirement!.rawValue)'",
                        at: location, hint: "remove 'requirement:' from this page"))
            }
        }
        if given["title"] != nil { symbol.title = page.title }
        if given["summary"] != nil { symbol.summary = page.summary }
        if !page.body.text.allSatisfy(\.isWhitespace) { symbol.body = page.body }
        if page.deprecation?.message != nil || page.deprecation?.replacement != nil {
            var deprecation = symbol.deprecation ?? Deprecation()
            if let message = page.deprecation?.message { deprecation.message = message }
            if let replacement = page.deprecation?.replacement { deprecation.replacement = replacement }
            symbol.deprecation = deprecation
        }
        symbol.topic = page.topic ?? symbol.topic
        symbol.seeAlso = page.seeAlso
        var sources = page.sources
        for source in symbol.sources where !sources.contains(where: { $0.value == source.value }) {
            sources.append(source)
        }
        symbol.sources = sources
        symbol.sampleContext = page.sampleContext
        symbol.file = page.file
        symbol.declarationLocation = nil
        return (symbol, diagnostics)
    }

    /// A declaration with its runs of white space made one space (the graph prints attributes on
    /// lines of their own).
    static func normalized(_ declaration: String) -> String {
        declaration.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func describe(_ availability: [PlatformAvailability]) -> String {
        availability.map { "\($0.platform.rawValue) \($0.summary)" }.joined(separator: ", ")
    }
}
