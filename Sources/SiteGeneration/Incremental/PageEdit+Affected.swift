import ContentModel
import LinkResolution

/// Which texts and pages an edit touches, found from the model instead of by rendering every page.
///
/// A page shows other pages' front matter in a known set of places, each listed here: link texts
/// and titles in Markdown, member lists and breadcrumbs, relationships, See Also, deprecation
/// replacements, "Referenced by", reading-path steps and neighbours, the life-cycle mapping's rows
/// and "Equivalents", the sidebar, and the generated index pages. Everything else on a page is its
/// own. `IncrementalBuildTests` checks the result against full builds after random edits.
extension PageEdit {
    /// One build's model, resolution and sidebar.
    struct Build {
        var site: Site
        var index: ContentIndex
        var resolved: ResolvedContent
    }

    /// The pages whose Markdown texts must be resolved again: the edited ones, and — when front
    /// matter changed — pages whose texts link to an edited page (link titles show its summary,
    /// link texts its title) or name a changed symbol title (a name can now resolve differently).
    func pagesToResolve(previous: ResolvedContent) -> Set<String> {
        var pages = bodies.union(metadata)
        if !metadata.isEmpty { pages.formUnion(previous.pagesMentioning(pages: metadata, names: retitled)) }
        return pages
    }

    /// The pages an edit changes, by `PageRenderer.recordID` (content pages, generated indexes, 404).
    struct Affected {
        /// Every page whose file changes.
        var pages: Set<String>
        /// Those among `pages` that change only in their sidebar.
        var sidebarOnly: Set<String>
    }

    /// The pages to render again (`Affected.pages`), and those that show the edit only in their sidebar.
    func pagesToRender(
        old: Build, new: Build, resolvedAgain: Set<String>, sidebars: (old: Navigation, new: Navigation)
    ) -> Affected {
        let affected = pagesShowing(old: old, new: new, resolvedAgain: resolvedAgain)
        // Sidebars list titles, sorted by title: only a new title can change one.
        guard !retitledPages.isEmpty else { return Affected(pages: affected, sidebarOnly: []) }
        let sidebarChanged = sidebars.new.pagesWithChangedSidebar(
            from: sidebars.old, retitled: retitledPages, pages: new.index.orderedPages)
        return Affected(pages: affected.union(sidebarChanged), sidebarOnly: sidebarChanged.subtracting(affected))
    }

    /// The pages that show the edit outside their sidebar.
    private func pagesShowing(old: Build, new: Build, resolvedAgain: Set<String>) -> Set<String> {
        var affected = resolvedAgain.union(bodies).union(metadata)
        // "Referenced by" lists that gained or lost a page: only the texts resolved again link
        // elsewhere than before, so only pages they link to, before or after, can be among them.
        let texts =
            MarkdownUnit.all(in: old.site, onPages: resolvedAgain).map(\.key)
            + MarkdownUnit.all(in: new.site, onPages: resolvedAgain).map(\.key)
        let linked = old.resolved.pagesLinked(fromTexts: texts).union(new.resolved.pagesLinked(fromTexts: texts))
        for page in linked where old.resolved.backlinks[page] != new.resolved.backlinks[page] {
            affected.insert(page)
        }
        guard !metadata.isEmpty else { return affected }
        // Generated lists: the symbol index shows every symbol's title, summary and deprecation;
        // the home page and the guide and article indexes list guides and articles.
        for id in metadata {
            switch new.index.pages[id]?.kind {
            case .symbol: affected.insert("symbols")
            case .guide: affected.formUnion(["guides", "home"])
            case .article: affected.formUnion(["articles", "home"])
            default: break
            }
        }
        // The not-found page has every section of the sidebar closed; a full sidebar shows titles.
        if !retitledPages.isEmpty { affected.insert("404") }

        // What others show of a page (title, summary, kind, deprecation, requirement); a member's
        // link also shows its parent's title ("UIScene.session").
        var shown = metadata
        for id in metadata { shown.formUnion(new.index.members[id] ?? []) }
        // Breadcrumbs and "Member of" show every ancestor's title.
        var visited: Set<String> = []
        var stack = Array(metadata)
        while let id = stack.popLast() {
            for child in new.index.members[id] ?? [] where visited.insert(child).inserted {
                affected.insert(child)
                stack.append(child)
            }
        }
        // Relationships, See Also and deprecation replacements, both ways, before and after
        // (fields read in place: copying 10,000 symbols twice showed in the profile).
        for site in [old.site, new.site] {
            let symbols = site.symbols
            for number in symbols.indices {
                let id = symbols[number].id
                if shown.contains(id) {
                    for target in symbols[number].inheritsFrom { affected.insert(target.value) }
                    for target in symbols[number].conformsTo { affected.insert(target.value) }
                    if let parent = symbols[number].parent?.value { affected.insert(parent) }
                }
                if symbols[number].inheritsFrom.contains(where: { shown.contains($0.value) })
                    || symbols[number].conformsTo.contains(where: { shown.contains($0.value) })
                    || symbols[number].seeAlso.contains(where: { shown.contains(PageEdit.pageID($0.value)) })
                    || symbols[number].deprecation?.replacement.map({ shown.contains($0.value) }) == true
                {
                    affected.insert(id)
                }
            }
        }
        // "Referenced by" on the pages an edited page links to.
        affected.formUnion(old.resolved.pagesLinked(from: metadata))
        affected.formUnion(new.resolved.pagesLinked(from: metadata))
        // Reading paths: the path page lists its steps' titles, each step names its neighbours.
        // A choice's alternatives name each other, and its neighbours name only its label.
        for path in new.site.paths {
            let steps = PathMembership.steps(path, index: new.index)
            for (offset, step) in steps.enumerated() where step.stops.contains(where: { metadata.contains($0.pageID) })
            {
                affected.insert(path.id)
                if step.isChoice { affected.formUnion(step.stops.map(\.pageID)) }
                if offset > 0, !step.isChoice { affected.formUnion(steps[offset - 1].stops.map(\.pageID)) }
                if offset + 1 < steps.count, !step.isChoice {
                    affected.formUnion(steps[offset + 1].stops.map(\.pageID))
                }
            }
        }
        // The mapping page and every symbol's "Equivalents" show the rows naming it.
        if let mapping = new.site.mapping {
            var named: Set<String> = []
            var touched = resolvedAgain.contains("mapping")
            for group in mapping.groups {
                for row in group.rows {
                    for reference in row.allSymbols {
                        if retitled.contains(reference.value) { touched = true }
                        for index in [old.index, new.index] {
                            guard case .found(let symbol) = index.symbol(named: reference.value) else { continue }
                            named.insert(symbol.id)
                            if shown.contains(symbol.id) { touched = true }
                        }
                    }
                }
            }
            if touched {
                affected.insert("mapping")
                affected.formUnion(named)
            }
        }
        return affected
    }

    /// The pages whose Markdown twin must be written again: a twin shows less of other pages than
    /// its HTML (no sidebar, backlinks or relationship titles): its own page and texts (whose
    /// references name other pages' titles), its parent's title, its members' titles and
    /// summaries, the ids of the types that inherit from or conform to it, and for a reading path
    /// its steps' titles.
    func twinsToWrite(old: Build, new: Build, resolvedAgain: Set<String>) -> Set<String> {
        var pages = resolvedAgain.union(bodies).union(metadata)
        for id in metadata {
            pages.formUnion(new.index.members[id] ?? [])
            if let parent = new.index.symbols[id]?.parent?.value { pages.insert(parent) }
            for symbol in [old.index.symbols[id], new.index.symbols[id]].compactMap({ $0 }) {
                pages.formUnion(symbol.inheritsFrom.map(\.value))
                pages.formUnion(symbol.conformsTo.map(\.value))
            }
        }
        for path in new.site.paths where path.stops.contains(where: { metadata.contains($0.pageID) }) {
            pages.insert(path.id)
        }
        return pages
    }

    /// The page id of a `page#fragment` reference.
    static func pageID(_ reference: String) -> String {
        guard let hash = reference.utf8.firstIndex(of: UInt8(ascii: "#")) else { return reference }
        return String(reference[..<hash])
    }
}
