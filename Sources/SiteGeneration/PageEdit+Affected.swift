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

    /// The content pages to render again (generated pages — indexes, 404 — are rendered again
    /// whenever front matter changed).
    func pagesToRender(
        old: Build, new: Build, resolvedAgain: Set<String>, oldOutline: (PageRecord) -> [String],
        newOutline: (PageRecord) -> [String]
    ) -> Set<String> {
        var affected = resolvedAgain.union(bodies).union(metadata)
        // "Referenced by" lists that gained or lost a page.
        for page in Set(old.resolved.backlinks.keys).union(new.resolved.backlinks.keys)
        where old.resolved.backlinks[page] != new.resolved.backlinks[page] {
            affected.insert(page)
        }
        guard !metadata.isEmpty else { return affected }
        // The home page lists articles, guides and paths with their titles and summaries.
        affected.insert("home")

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
        // Relationships, See Also and deprecation replacements, both ways, before and after.
        for site in [old.site, new.site] {
            for symbol in site.symbols {
                var targets = symbol.inheritsFrom.map(\.value) + symbol.conformsTo.map(\.value)
                if shown.contains(symbol.id) {
                    affected.formUnion(targets)
                    if let parent = symbol.parent?.value { affected.insert(parent) }
                }
                targets += symbol.seeAlso.map { String($0.value.split(separator: "#", maxSplits: 1).first ?? "") }
                if let replacement = symbol.deprecation?.replacement?.value { targets.append(replacement) }
                if targets.contains(where: shown.contains) { affected.insert(symbol.id) }
            }
        }
        // "Referenced by" on the pages an edited page links to.
        for id in metadata {
            affected.formUnion(old.resolved.pagesLinked(from: id))
            affected.formUnion(new.resolved.pagesLinked(from: id))
        }
        // Reading paths: the path page lists its steps' titles, each step names its neighbours.
        for path in new.site.paths {
            let steps = path.steps.filter { new.index.pages[$0.pageID] != nil }
            for (offset, step) in steps.enumerated() where metadata.contains(step.pageID) {
                affected.insert(path.id)
                if offset > 0 { affected.insert(steps[offset - 1].pageID) }
                if offset + 1 < steps.count { affected.insert(steps[offset + 1].pageID) }
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
        // Sidebars list titles, sorted by title: only a new title can change one.
        if !retitledPages.isEmpty {
            for record in new.index.orderedPages {
                guard let before = old.index.pages[record.id] else { continue }
                let outline = newOutline(record)
                if outline.contains(where: retitledPages.contains) || outline != oldOutline(before) {
                    affected.insert(record.id)
                }
            }
        }
        return affected
    }
}
