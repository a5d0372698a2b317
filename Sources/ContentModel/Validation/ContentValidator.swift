import Diagnostics
import Parallelism

/// Phase 2 — validate: the rules that span files (ids, sources, relationships, paths, mapping,
/// output URLs). Markdown references are checked later, by resolution.
public struct ContentValidator {
    /// The model to check.
    public let site: Site
    /// The index built from `site`.
    public let index: ContentIndex

    /// Creates a validator for a model and its index.
    public init(site: Site, index: ContentIndex) {
        self.site = site
        self.index = index
    }

    /// Every rule's diagnostics, in rule order. The rules are independent reads of the model, so
    /// they run side by side.
    public func validate(workers: Int = Parallel.defaultWorkers) -> [Diagnostic] {
        var rules: [() -> [Diagnostic]] = [
            duplicateIDs, unknownSources, symbolRelations, { PathRules(site: site, index: index).check() },
            { CycleRules(site: site).check() },
        ]
        if let mapping = site.mapping {
            rules.append { MappingRules(mapping: mapping, site: site, index: index).check() }
        }
        if site.audit != nil || site.launchOptions != nil || site.mapping != nil {
            rules.append { AuditDataRules(site: site, index: index).check() }
        }
        rules.append(urlCollisions)
        return Parallel.map(rules, workers: workers) { $0() }.flatMap { $0 }
    }

    func duplicateIDs() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = index.duplicateClaims.map { claim in
            .error(
                .duplicateID, "id '\(claim.id)' is already used by \(claim.firstFile ?? "a generated page")",
                at: claim.file.map { SourceLocation.file($0) },
                hint: "give each page its own id")
        }
        var seenSources: [String: SourceLocation] = [:]
        for source in site.sources {
            if let first = seenSources[source.id] {
                diagnostics.append(
                    .error(.duplicateID, "source id '\(source.id)' is already defined at \(first)", at: source.location)
                )
            } else {
                seenSources[source.id] = source.location
            }
        }
        var seenExternal: Set<String> = []
        for external in site.externalSymbols {
            if !seenExternal.insert(external.id).inserted {
                diagnostics.append(
                    .error(.duplicateID, "external symbol '\(external.id)' is listed twice", at: external.location))
            } else if index.symbols[external.id] != nil {
                diagnostics.append(
                    .error(
                        .duplicateID, "external symbol '\(external.id)' is also a symbol page", at: external.location,
                        hint: "remove it from external-symbols.yaml"))
            }
        }
        for guide in site.guides {
            var seenSteps: Set<String> = []
            for step in guide.steps where !seenSteps.insert(step.id).inserted {
                diagnostics.append(
                    .error(
                        .duplicateID, "step id '\(step.id)' is used twice in guide '\(guide.id)'", at: .file(step.file),
                        hint: "rename one of the step files"))
            }
        }
        return diagnostics
    }

    func unknownSources() -> [Diagnostic] {
        var cited: [Located<String>] = []
        cited += site.home?.sources ?? []
        for symbol in site.symbols { cited += symbol.sources }
        for article in site.articles { cited += article.sources }
        for guide in site.guides {
            cited += guide.sources
            for step in guide.steps { cited += step.sources }
        }
        for path in site.paths { cited += path.sources }
        cited += site.mapping?.sources ?? []
        if let list = site.mapping?.appDelegateMethods {
            cited.append(list.source)
            cited += list.methods.compactMap(\.source)
        }
        if let table = site.launchOptions {
            cited += table.sources
            if let documented = table.documented { cited.append(documented.source) }
            for key in table.keys { cited += key.sources }
        }
        if let audit = site.audit {
            cited += audit.sources
            for lookup in audit.globalLookups { cited += lookup.sources }
        }
        let known = site.sources.map(\.id)
        return cited.filter { index.sources[$0.value] == nil }.map { source in
            .error(
                .unknownSource, "unknown source '\(source.value)'", at: source.location,
                hint: NearMiss.hint(for: source.value, among: known) ?? "add it to sources.yaml")
        }
    }

    func symbolRelations() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func known(_ id: String) -> Bool { index.symbols[id] != nil || index.externalSymbols[id] != nil }
        // Fields read in place (copying every symbol showed in `serve`'s profile at 10,000 pages).
        for number in site.symbols.indices {
            if let parent = site.symbols[number].parent, !known(parent.value) {
                diagnostics.append(unresolvedSymbol(parent, what: "parent", modelOnly: false))
            }
            for target in site.symbols[number].inheritsFrom where !known(target.value) {
                diagnostics.append(unresolvedSymbol(target, what: "relationship target", modelOnly: false))
            }
            for target in site.symbols[number].conformsTo where !known(target.value) {
                diagnostics.append(unresolvedSymbol(target, what: "relationship target", modelOnly: false))
            }
            if let replacement = site.symbols[number].deprecation?.replacement, !known(replacement.value) {
                diagnostics.append(unresolvedSymbol(replacement, what: "replacement", modelOnly: false))
            }
            for reference in site.symbols[number].seeAlso {
                let id = String(reference.value.splitting(on: "#").first ?? "")
                if index.pages[id] == nil {
                    diagnostics.append(
                        .error(
                            .unresolvedReference, "see-also reference '\(reference.value)' names no page",
                            at: reference.location,
                            hint: NearMiss.hint(for: id, among: index.pages.keys)))
                }
            }
        }
        return diagnostics
    }

    func unresolvedSymbol(_ reference: Located<String>, what: String, modelOnly: Bool) -> Diagnostic {
        let candidates = modelOnly ? Array(index.symbols.keys) : Array(index.symbols.keys) + index.externalSymbols.keys
        return .error(
            .unresolvedReference, "\(what) '\(reference.value)' is not a known symbol", at: reference.location,
            hint: NearMiss.hint(for: reference.value, among: candidates)
                ?? (modelOnly ? "add a page for it" : "add a page for it, or list it in external-symbols.yaml"))
    }

    /// Two pages written to the same file, also where only letter case differs (macOS, Windows).
    func urlCollisions() -> [Diagnostic] {
        var seen: [String: PageRecord] = [:]
        var diagnostics: [Diagnostic] = []
        for page in index.orderedPages {
            let key = page.outputPath.lowercased()
            if let first = seen[key] {
                diagnostics.append(
                    .error(
                        .urlCollision,
                        "'\(page.id)' and '\(first.id)' would both be written to '\(page.outputPath)'",
                        at: page.file.map { SourceLocation.file($0) },
                        hint: "rename one of them; output file names ignore case and punctuation"))
            } else {
                seen[key] = page
            }
        }
        return diagnostics
    }
}
