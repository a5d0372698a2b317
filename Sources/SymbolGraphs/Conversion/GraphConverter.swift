import ContentModel
import Diagnostics
import Parallelism

/// Turns the graphs of a site into symbol pages: one per public symbol (as the settings select),
/// with its id, kind, declaration, availability, doc comment, parent and relationships.
public struct GraphConverter {
    /// The graphs, in a fixed order (by path).
    var files: [GraphFile]
    var settings: SymbolGraphSettings
    /// Ids that relationships may name besides graph symbols: authored pages and external symbols.
    var otherIDs: Set<String>
    /// The names of the authored pages (their ids), whose symbols `pages: documented` keeps.
    var authoredIDs: Set<String>
    /// How a source file's URI is shown in diagnostics and on pages (`Content/interfaces/UIKit.swift`).
    var displayPath: (String) -> String

    /// Implicit conformances every type has; pages do not list them (DocC does not either).
    static let hiddenConformances: Set<String> = [
        "s:s8CopyableP", "s:s9EscapableP", "s:s16SendableMetatypeP", "s:s15BitwiseCopyableP",
    ]

    /// A graph symbol on its way to a page.
    struct Entry {
        var symbol: GraphSymbol
        var file: GraphFile
        var kind: SymbolKind
        /// Precise identifier of the type it is a member (or requirement) of.
        var parent: String?
        var id = ""
    }

    func convert() -> (symbols: [Symbol], diagnostics: [Diagnostic]) {
        let diagnostics: [Diagnostic] = []
        var entries: [String: Entry] = [:]
        var order: [String] = []
        for file in files {
            for symbol in file.symbols {
                guard symbol.accessLevel == "public" || symbol.accessLevel == "open",
                    let kind = SymbolNaming.kind(of: symbol)
                else { continue }
                if entries[symbol.preciseIdentifier] != nil { continue }
                entries[symbol.preciseIdentifier] = Entry(symbol: symbol, file: file, kind: kind)
                order.append(symbol.preciseIdentifier)
            }
        }
        // Parents: the type a symbol is a member or requirement of.
        var relationships: [GraphRelationship] = []
        for file in files { relationships += file.relationships }
        var defaultImplementations: [String: [String]] = [:]  // requirement → implementations
        var requirementKind: [String: Requirement] = [:]
        for relationship in relationships {
            switch relationship.kind {
            case "memberOf", "requirementOf", "optionalRequirementOf":
                guard entries[relationship.source] != nil, entries[relationship.source]?.parent == nil else { continue }
                entries[relationship.source]?.parent = relationship.target
                if relationship.kind == "requirementOf" { requirementKind[relationship.source] = .required }
                if relationship.kind == "optionalRequirementOf" { requirementKind[relationship.source] = .optional }
            case "defaultImplementationOf":
                defaultImplementations[relationship.target, default: []].append(relationship.source)
            default: continue
            }
        }
        // A default implementation in a protocol extension belongs to the protocol; any other
        // member without a parent to the type its path names, when a graph has that type.
        var byPath: [String: String] = [:]
        for precise in order where entries[precise]!.kind.isType {
            let entry = entries[precise]!
            byPath[entry.file.module + ":" + entry.symbol.pathComponents.joined(separator: ".")] = precise
        }
        for precise in order where entries[precise]!.parent == nil && entries[precise]!.symbol.pathComponents.count > 1
        {
            let entry = entries[precise]!
            let module = entry.symbol.extendedModule ?? entry.file.module
            let typePath = entry.symbol.pathComponents.dropLast().joined(separator: ".")
            if let owner = byPath[module + ":" + typePath] { entries[precise]!.parent = owner }
        }
        // Extended types of other modules: a placeholder page each, named as the type.
        var placeholders: [String: Entry] = [:]
        for precise in order {
            guard let entry = entries[precise], entry.parent.map({ entries[$0] == nil }) ?? true,
                entry.symbol.pathComponents.count > 1
            else { continue }
            let typeName = entry.symbol.pathComponents.dropLast().joined(separator: ".")
            let key = "extended:" + (entry.symbol.extendedModule ?? "") + ":" + typeName
            if placeholders[key] == nil {
                let placeholder = GraphSymbol(
                    preciseIdentifier: entry.parent ?? key, kind: "extension", pathComponents: [typeName],
                    title: typeName,
                    fragments: [
                        DeclarationFragment(kind: "keyword", spelling: "extension"),
                        DeclarationFragment(kind: "text", spelling: " "),
                        DeclarationFragment(
                            kind: "typeIdentifier",
                            spelling: (entry.symbol.extendedModule.map { $0 + "." } ?? "") + typeName,
                            preciseIdentifier: entry.parent),
                    ], extendedModule: entry.symbol.extendedModule)
                placeholders[key] = Entry(symbol: placeholder, file: entry.file, kind: .extendedType)
            }
            entries[precise]?.parent = placeholders[key]!.symbol.preciseIdentifier
        }
        for (_, placeholder) in placeholders.sorted(by: { $0.key < $1.key })
        where entries[placeholder.symbol.preciseIdentifier] == nil {
            entries[placeholder.symbol.preciseIdentifier] = placeholder
            order.append(placeholder.symbol.preciseIdentifier)
        }
        // Default implementations in the requirement's own protocol, named like it: each gets a
        // page of its own under the protocol's Default Implementations, as in DocC, and the
        // requirement keeps the plain name. Where such implementations stand for Objective-C's
        // `optional` (`optionalRequirements: defaulted`), they are folded into the requirement.
        var folded: Set<String> = []
        var defaulted: Set<String> = []
        var implementing: Set<String> = []
        for (requirement, implementations) in defaultImplementations {
            guard let required = entries[requirement] else { continue }
            for implementation in implementations {
                guard let entry = entries[implementation], entry.parent == required.parent,
                    entry.symbol.pathComponents == required.symbol.pathComponents
                else { continue }
                if settings.defaultedRequirementsAreOptional {
                    folded.insert(implementation)
                } else {
                    implementing.insert(implementation)
                }
                defaulted.insert(requirement)
            }
        }
        // Which symbols get pages.
        var kept = order.filter { !folded.contains($0) }
        if settings.pages == .documented {
            kept = selectDocumented(kept, entries: entries)
        } else {
            kept = kept.filter { precise in
                // A member of a type without a page has none either.
                var current = entries[precise]?.parent
                var depth = 0
                while let parent = current, depth < 64 {
                    guard entries[parent] != nil else { return false }
                    current = entries[parent]?.parent
                    depth += 1
                }
                return true
            }
        }
        // Ids: a name within its parent's id, with DocC's suffixes where siblings share a name
        // (the kind when their kinds differ, else a hash of the precise identifier).
        let siblings = Dictionary(grouping: kept, by: { entries[$0]!.parent ?? "" })
        var names: [String: String] = [:]
        for (_, group) in siblings {
            let byName = Dictionary(grouping: group, by: { entries[$0]!.symbol.pathComponents.last ?? "" })
            for (name, sharing) in byName {
                let kinds = Dictionary(grouping: sharing, by: { entries[$0]!.symbol.kind })
                for (graphKind, sameKind) in kinds {
                    let suffix = kinds.count > 1 ? SymbolNaming.kindSuffix(graphKind) : ""
                    // Overloads: a hash each, except that a requirement beside its default
                    // implementations, or else the only one declared without extension
                    // constraints, keeps the plain name (the one a link without a suffix means).
                    let requirements = sameKind.filter { defaulted.contains($0) }
                    let unconstrained =
                        requirements.count == 1
                        ? requirements : sameKind.filter { entries[$0]!.symbol.extensionConstraints.isEmpty }
                    for precise in sameKind {
                        let plain = sameKind.count == 1 || (unconstrained == [precise])
                        names[precise] = name + suffix + (plain ? "" : SymbolNaming.hashSuffix(precise))
                    }
                }
            }
        }
        var ids: [String: String] = [:]
        func id(of precise: String, depth: Int = 0) -> String {
            if let known = ids[precise] { return known }
            let entry = entries[precise]!
            let parentID = depth < 64 ? entry.parent.map { id(of: $0, depth: depth + 1) } : nil
            let made = SymbolNaming.id(name: names[precise] ?? entry.symbol.title, kind: entry.kind, parent: parentID)
            ids[precise] = made
            return made
        }
        for precise in kept { _ = id(of: precise) }
        let keptSet = Set(kept)
        let known = otherIDs.union(ids.values)
        // On all cores: one page per symbol, each from read-only tables, in `kept`'s order.
        var symbols = Parallel.map(kept) { precise in
            page(
                entries[precise]!, id: ids[precise]!, ids: ids, entries: entries, kept: keptSet, known: known,
                relationships: [], requirement: requirementKind[precise],
                hasDefault: defaulted.contains(precise), isDefaultImplementation: implementing.contains(precise))
        }
        // Relationships, by source.
        var byID: [String: Int] = [:]
        for (number, symbol) in symbols.enumerated() { byID[symbol.id] = number }
        for relationship in relationships {
            guard let sourceID = ids[relationship.source], keptSet.contains(relationship.source),
                let number = byID[sourceID]
            else { continue }
            let targetID = keptSet.contains(relationship.target) ? ids[relationship.target] : nil
            // A target without a page: named by its path in the graph that has it, else by the
            // fallback name the graph gives, else by its precise identifier.
            let targetName =
                targetID ?? entries[relationship.target]?.symbol.pathComponents.joined(separator: ".")
                ?? relationship.targetFallback.map(Self.unqualified) ?? relationship.target
            let location = symbols[number].graph?.location ?? .file(symbols[number].graph?.graphFile ?? "")
            // A protocol that conforms to a protocol refines it: DocC lists those as "Inherits From".
            let refines = relationship.kind == "conformsTo" && symbols[number].kind == .protocol
            switch refines ? "inheritsFrom" : relationship.kind {
            case "conformsTo":
                guard !Self.hiddenConformances.contains(relationship.target) else { continue }
                if known.contains(targetName) {
                    symbols[number].conformsTo.append(Located(targetName, at: location))
                } else {
                    symbols[number].graph?.otherConformances.append(relationship.targetFallback ?? targetName)
                }
                if !relationship.constraints.isEmpty {
                    symbols[number].graph?.conformanceConstraints[targetName] = relationship.constraints
                }
            case "inheritsFrom":
                guard !Self.hiddenConformances.contains(relationship.target) else { continue }
                if known.contains(targetName) {
                    symbols[number].inheritsFrom.append(Located(targetName, at: location))
                } else {
                    symbols[number].graph?.otherSuperclasses.append(relationship.targetFallback ?? targetName)
                }
            case "defaultImplementationOf":
                if let targetID { symbols[number].graph?.defaultImplementationOf.append(targetID) }
            case "overrides":
                if let targetID { symbols[number].graph?.overrides.append(targetID) }
            case "memberOf":
                if let origin = relationship.sourceOrigin, entries[relationship.source]?.symbol.isSynthesized == true {
                    symbols[number].graph?.inheritedFrom = origin.displayName
                }
            default: continue
            }
        }
        // A conformance the graph states twice (implied by two extensions: `Hashable` and
        // `Comparable` both bring `Equatable`) is listed once, as DocC lists it.
        func once(_ list: [Located<String>]) -> [Located<String>] {
            var seen = Set<String>()
            return list.sorted { $0.value < $1.value }.filter { seen.insert($0.value).inserted }
        }
        for number in symbols.indices {
            symbols[number].conformsTo = once(symbols[number].conformsTo)
            symbols[number].inheritsFrom = once(symbols[number].inheritsFrom)
            if let graph = symbols[number].graph {
                symbols[number].graph?.otherConformances = Array(Set(graph.otherConformances)).sorted()
                symbols[number].graph?.otherSuperclasses = Array(Set(graph.otherSuperclasses)).sorted()
            }
        }
        return (symbols, diagnostics)
    }

    /// `Swift.Sendable` → `Sendable`: how an external protocol is named when the site has it.
    public static func unqualified(_ name: String) -> String {
        name.split(separator: ".", maxSplits: 1).count == 2 ? String(name.split(separator: ".", maxSplits: 1)[1]) : name
    }

    /// `pages: documented`: symbols with their own doc comment or an authored page, and every type
    /// they are inside.
    func selectDocumented(_ candidates: [String], entries: [String: Entry]) -> [String] {
        var keep: Set<String> = []
        for precise in candidates {
            guard let entry = entries[precise] else { continue }
            let documented =
                entry.symbol.docComment.map {
                    !$0.lines.isEmpty && ($0.module == nil || $0.module == entry.file.module)
                }
                ?? false
            let name = entry.symbol.pathComponents.joined(separator: ".")
            let memberName =
                entry.symbol.pathComponents.count > 1
                ? entry.symbol.pathComponents.dropLast().joined(separator: ".") + "/"
                    + entry.symbol.pathComponents.last!
                : name
            guard documented || authoredIDs.contains(name) || authoredIDs.contains(memberName) else { continue }
            var current: String? = precise
            var depth = 0
            while let node = current, depth < 64, keep.insert(node).inserted || depth == 0 {
                current = entries[node]?.parent
                depth += 1
            }
        }
        return candidates.filter { keep.contains($0) && (entries[$0]?.parent.map { keep.contains($0) } ?? true) }
    }

    /// The page of one graph symbol, relationships aside.
    func page(
        _ entry: Entry, id: String, ids: [String: String], entries: [String: Entry], kept: Set<String>,
        known: Set<String>, relationships: [GraphRelationship], requirement: Requirement?, hasDefault: Bool,
        isDefaultImplementation: Bool = false
    ) -> Symbol {
        let symbol = entry.symbol
        let graphFile = entry.file.path
        let location: SourceLocation? = symbol.location.flatMap { position in
            position.uri.map {
                SourceLocation(file: displayPath($0), line: position.line + 1, column: position.character + 1)
            }
        }
        let where_ = location ?? .file(graphFile)
        let parentPrecise = entry.parent.flatMap { kept.contains($0) ? $0 : nil }
        var facts = GraphFacts(
            preciseIdentifier: symbol.preciseIdentifier, module: entry.file.module,
            kindIdentifier: "swift." + symbol.kind, accessLevel: symbol.accessLevel,
            fragments: GraphConverter.withoutTrailingSpace(symbol.fragments),
            graphFile: graphFile)
        facts.extendedModule = symbol.extendedModule.flatMap { $0 == entry.file.module ? nil : $0 }
        // "Available when": the constraints of the extension that declares it (not its own `where`).
        facts.constraints = symbol.extensionConstraints
        facts.hasDefaultImplementation = hasDefault
        facts.location = location
        // The doc comment: its first paragraph is the summary, the rest the discussion.
        var summary = ""
        var body = MarkdownText("", origin: where_)
        if let comment = symbol.docComment, !comment.lines.isEmpty {
            if let module = comment.module, module != entry.file.module {
                facts.docCommentIsInherited = true
            } else {
                let (abstract, rest, restLine) = Self.split(comment.lines)
                summary = abstract
                let origin: SourceLocation
                if let start = comment.start, let uri = comment.uri ?? symbol.location?.uri {
                    origin = SourceLocation(
                        file: displayPath(uri), line: start.line + 1 + restLine, column: start.character + 1)
                    body = MarkdownText(rest, origin: origin, columnOffset: start.character)
                } else if let spans = comment.textInGraph, spans.count == comment.lines.count,
                    spans.allSatisfy({ $0.line > 0 })
                {
                    // No source file: a position in the comment is one in the graph's JSON string.
                    body = MarkdownText(
                        rest,
                        lineStarts: spans.dropFirst(restLine).map {
                            MarkdownText.LineStart(
                                SourceLocation(file: graphFile, line: $0.line, column: $0.column),
                                isExact: $0.isVerbatim)
                        })
                } else {
                    // Without the strings' places (SymbolKit read the file), the file as a whole.
                    body = MarkdownText(
                        rest,
                        lineStarts: comment.lines.dropFirst(restLine).map { _ in
                            MarkdownText.LineStart(.file(graphFile), isExact: false)
                        })
                }
            }
        }
        var availability = Self.availability(symbol.availability)
        if availability.isEmpty, let parent = entry.parent, let parentSymbol = entries[parent]?.symbol {
            availability = Self.availability(parentSymbol.availability)
        }
        let requirement = requirement.map {
            $0 == .required && hasDefault && settings.defaultedRequirementsAreOptional ? .optional : $0
        }
        // An optional requirement reads as Objective-C's protocols write it: `optional func …`.
        if requirement == .optional && !facts.fragments.contains(where: { $0.spelling == "optional" }) {
            let start = facts.fragments.firstIndex { $0.kind == "keyword" } ?? 0
            facts.fragments.insert(
                contentsOf: [
                    DeclarationFragment(kind: "keyword", spelling: "optional"),
                    DeclarationFragment(kind: "text", spelling: " "),
                ], at: start)
        }
        var page = Symbol(
            id: id, title: entry.kind == .extendedType ? symbol.title : symbol.pathComponents.last ?? symbol.title,
            kind: entry.kind, framework: entry.file.module, declaration: facts.declaration, summary: summary,
            availability: availability, deprecation: Self.deprecation(symbol.availability, at: where_),
            parent: parentPrecise.flatMap { ids[$0] }.map { Located($0, at: where_) },
            topic: isDefaultImplementation ? "Default Implementations" : nil,
            requirement: requirement,
            inheritsFrom: [], conformsTo: [], seeAlso: [], sources: [], body: body,
            file: location?.file ?? graphFile)
        page.graph = facts
        return page
    }

    /// A doc comment's first paragraph (joined into one line), the text after it, and the index of
    /// the line that text starts on.
    static func split(_ lines: [String]) -> (String, String, Int) {
        var index = 0
        while index < lines.count, lines[index].allSatisfy(\.isWhitespace) { index += 1 }
        var abstract: [Substring] = []
        while index < lines.count, !lines[index].allSatisfy(\.isWhitespace) {
            let line = lines[index].drop(while: \.isWhitespace)
            // A list item or heading right away is discussion, not an abstract.
            if abstract.isEmpty && (line.hasPrefix("- ") || line.hasPrefix("#")) { break }
            abstract.append(line)
            index += 1
        }
        while index < lines.count, lines[index].allSatisfy(\.isWhitespace) { index += 1 }
        let rest = callouts(lines[index...]).joined(separator: "\n")
        return (abstract.joined(separator: " "), rest, index)
    }

    /// DocC's callouts in a doc comment, marked so that they read as such, each line where it was
    /// (diagnostics keep their lines): `- Parameter x: …` → `- **Parameter** `x`: …`, the items of
    /// `- Parameters:` name their parameter in code, `- Returns:` and `- Throws:` in bold.
    static func callouts(_ lines: ArraySlice<String>) -> [String] {
        var result: [String] = []
        var inParameters = false
        for line in lines {
            let indent = line.prefix(while: { $0 == " " })
            let text = line.dropFirst(indent.count)
            if text.hasPrefix("- Parameters:") {
                inParameters = true
                result.append(indent + "- **Parameters:**" + text.dropFirst("- Parameters:".count))
                continue
            }
            if inParameters, indent.count >= 2, text.hasPrefix("- "), let colon = text.firstIndex(of: ":") {
                let name = text[text.index(text.startIndex, offsetBy: 2)..<colon]
                if !name.isEmpty, !name.contains(" ") {
                    result.append(indent + "- `\(name)`" + text[colon...])
                    continue
                }
            }
            if !text.isEmpty && indent.count < 2 { inParameters = false }
            if text.hasPrefix("- Parameter "), let colon = text.firstIndex(of: ":") {
                let name = text[text.index(text.startIndex, offsetBy: "- Parameter ".count)..<colon]
                if !name.isEmpty, !name.contains(" ") {
                    result.append(indent + "- **Parameter** `\(name)`" + text[colon...])
                    continue
                }
            }
            var marked = String(line)
            for word in ["Returns", "Throws", "Note", "Important", "Warning", "Precondition", "Complexity"]
            where text.hasPrefix("- \(word):") {
                marked = indent + "- **\(word):**" + text.dropFirst(word.count + 3)
            }
            result.append(marked)
        }
        return result
    }

    /// The graph's availability as pages list it: platforms in page order, iPadOS with iOS's
    /// versions (iPadOS is no Swift platform name), versions as `13.0`.
    static func availability(_ items: [GraphAvailability]) -> [PlatformAvailability] {
        var found: [Platform: PlatformAvailability] = [:]
        // A platform the declaration is unavailable on is not listed (nor iPadOS with iOS).
        let unavailable = Set(
            items.filter(\.isUnconditionallyUnavailable).compactMap { $0.domain.flatMap(Platform.init(rawValue:)) })
        for item in items {
            guard let domain = item.domain, let platform = Platform(rawValue: domain), !unavailable.contains(platform)
            else { continue }
            let entry = PlatformAvailability(
                platform: platform, introduced: item.introduced.map(SymbolNaming.version),
                deprecated: item.deprecated.map(SymbolNaming.version))
            found[platform] = entry
            if platform == .iOS && found[.iPadOS] == nil {
                found[.iPadOS] = PlatformAvailability(
                    platform: .iPadOS, introduced: entry.introduced, deprecated: entry.deprecated)
            }
        }
        return Platform.allCases.compactMap { found[$0] }
    }

    /// A deprecation banner when the graph deprecates the symbol (everywhere or on a platform).
    static func deprecation(_ items: [GraphAvailability], at location: SourceLocation) -> Deprecation? {
        let deprecated = items.filter { $0.isUnconditionallyDeprecated || $0.deprecated != nil }
        guard !deprecated.isEmpty else { return nil }
        let message = deprecated.compactMap(\.message).first
        let renamed = deprecated.compactMap(\.renamed).first
        return Deprecation(
            message: message ?? renamed.map { "Use `\($0)` instead." },
            replacement: nil)
    }
}

extension GraphConverter {
    /// The declaration without the line feed the compiler ends some declarations with (those
    /// returning `some Scene` or `some View`): it printed an empty last line in every code block.
    static func withoutTrailingSpace(_ fragments: [DeclarationFragment]) -> [DeclarationFragment] {
        var fragments = fragments
        while let last = fragments.last, last.kind == "text", last.spelling.last?.isWhitespace == true {
            let kept = String(last.spelling.reversed().drop(while: \.isWhitespace).reversed())
            if kept.isEmpty { fragments.removeLast() } else { fragments[fragments.count - 1].spelling = kept }
        }
        return fragments
    }
}
