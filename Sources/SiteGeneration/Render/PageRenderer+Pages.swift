import CodeHighlighting
import ContentModel
import LinkResolution
import Naming
import Templating

extension PageRenderer {
    func renderHome() -> PageHTML {
        let page = index.pages["home"]!
        let bodyKey = MarkdownUnit.Key(page: "home", part: "body")
        var context = baseContext(
            for: page, toc: [], sources: site.home?.sources ?? [], breadcrumbs: [])
        context["bodyHTML"] = html(bodyKey)
        context["paths"] = site.paths.compactMap { entry($0.id, from: page, extra: ["count": $0.steps.count]) }
        context["guides"] = site.guides.compactMap { guide in
            entry(guide.id, from: page, extra: ["count": guide.steps.count])
        }
        context["articles"] = site.articles.compactMap { entry($0.id, from: page) }
        context["entryPoints"] = ["mapping", "symbols", "guides", "paths"].compactMap { entry($0, from: page) }
        context["hasPaths"] = !site.paths.isEmpty
        context["hasGuides"] = !site.guides.isEmpty
        context["hasArticles"] = !site.articles.isEmpty
        return render("home", context, page: page)
    }

    /// Title, link and summary of a page, for lists.
    func entry(_ id: String, from page: PageRecord, extra: ViewModel = [:]) -> ViewModel? {
        guard let record = index.pages[id] else { return nil }
        var item: ViewModel = [
            "title": record.title, "href": link(from: page, to: record), "summary": record.summary,
            "kind": record.kind.displayName, "isSymbol": record.kind == .symbol,
        ]
        for (key, value) in zip(extra.keys, extra.values) { item[key] = value }
        return item
    }

    func renderArticle(_ article: Article) -> PageHTML {
        let page = index.pages[article.id]!
        let key = MarkdownUnit.Key(page: article.id, part: "body")
        var toc = headingEntries(key)
        toc.append(TOCEntry(id: "sources", title: "Sources", level: 2))
        var context = baseContext(
            for: page, toc: toc, sources: article.sources, breadcrumbs: crumbs(page, section: "articles"))
        context["bodyHTML"] = html(key)
        return render("article", context, page: page)
    }

    func renderGuide(_ guide: Guide) -> PageHTML {
        let page = index.pages[guide.id]!
        let introKey = MarkdownUnit.Key(page: guide.id, part: "intro")
        var toc = headingEntries(introKey)
        var sources = guide.sources
        let steps: [ViewModel] = guide.steps.map { step in
            toc.append(TOCEntry(id: step.anchor, title: "\(step.number). \(step.title)", level: 2))
            sources += step.sources
            let stepKey = MarkdownUnit.stepKey(guide: guide.id, step: step.id)
            toc += headingEntries(stepKey).map { TOCEntry(id: $0.id, title: $0.title, level: 3) }
            var item: ViewModel = [
                "id": step.anchor, "number": step.number, "title": step.title,
                "bodyHTML": html(stepKey),
                "gotchas": step.gotchas.indices.map {
                    ["html": html(MarkdownUnit.gotchaKey(guide: guide.id, step: step.id, number: $0))]
                },
                "hasGotchas": !step.gotchas.isEmpty,
            ]
            if let summary = step.summary, !summary.isEmpty { item["summary"] = summary }
            func sample(_ sample: CodeSample?) -> ViewModel? {
                sample.map {
                    var entry: ViewModel = [
                        "language": $0.language, "code": $0.code,
                        "html": samples.block($0.code, language: $0.language)
                            + SampleNote.html(
                                context: $0.context?.value, fragment: $0.fragment?.value,
                                unchecked: $0.unchecked?.value, language: $0.language,
                                typeChecked: site.typeChecksSamples),
                    ]
                    if let caption = $0.caption, !caption.isEmpty { entry["caption"] = caption }
                    return entry
                }
            }
            if let before = sample(step.before) { item["before"] = before }
            if let after = sample(step.after) { item["after"] = after }
            item["hasCode"] = step.before != nil || step.after != nil
            item["hasBoth"] = step.before != nil && step.after != nil
            return item
        }
        toc.append(TOCEntry(id: "sources", title: "Sources", level: 2))
        var context = baseContext(for: page, toc: toc, sources: sources, breadcrumbs: crumbs(page, section: "guides"))
        context["introHTML"] = html(introKey)
        context["audience"] = guide.audience ?? ""
        if let target = guide.deploymentTarget { context["deploymentTarget"] = target.value.description }
        context["steps"] = steps
        context["stepCount"] = steps.count
        return render("guide", context, page: page)
    }

    func renderPath(_ path: ReadingPath) -> PageHTML {
        let page = index.pages[path.id]!
        var context = baseContext(
            for: page, toc: [], sources: path.sources, breadcrumbs: crumbs(page, section: "paths"))
        context["audience"] = path.audience ?? ""
        if let target = path.deploymentTarget { context["deploymentTarget"] = target.value.description }
        func stop(_ stop: PathStop) -> ViewModel? {
            guard let record = index.pages[stop.pageID] else { return nil }
            var title = record.title
            if let fragment = stop.fragment, let guide = index.guides[record.id],
                let guideStep = guide.steps.first(where: { $0.id == fragment })
            {
                title = "\(record.title): \(guideStep.title)"
            }
            return [
                "title": title, "href": link(from: page, to: record, fragment: stop.fragment),
                "why": stop.why, "kind": record.kind.displayName, "isSymbol": record.kind == .symbol,
            ]
        }
        let steps = PathMembership.steps(path, index: index)
        context["steps"] = steps.enumerated().map { offset, step -> ViewModel in
            var item: ViewModel = ["number": offset + 1, "anchor": "step-\(offset + 1)"]
            if let label = step.choice {
                item["isChoice"] = true
                item["choiceLabel"] = label.value
                item["alternatives"] = step.stops.compactMap(stop)
                item["alternativeCount"] = step.stops.count
            } else if let only = stop(step.stops[0]) {
                for position in 0..<only.count { item[only.key(at: position)] = only.value(at: position) }
            }
            return item
        }
        context["stepCount"] = steps.count
        context["pathID"] = path.id
        context["firstHref"] =
            steps.first.map { step -> String in
                step.isChoice
                    ? "#step-1" : link(from: page, toID: step.stops[0].pageID, fragment: step.stops[0].fragment)
            } ?? ""
        return render("path", context, page: page)
    }

    func renderMapping(_ mapping: LifecycleMapping) -> PageHTML {
        let page = index.pages["mapping"]!
        let groupIDs = PageSections.mappingGroupIDs(mapping)
        let introKey = MarkdownUnit.Key(page: "mapping", part: "intro")
        var toc = headingEntries(introKey)
        var rowNumber = 0
        let groups: [ViewModel] = mapping.groups.enumerated().map { offset, group in
            toc.append(TOCEntry(id: groupIDs[offset], title: group.title, level: 2))
            let rows = group.rows.map { row -> ViewModel in
                defer { rowNumber += 1 }
                return mappingRowContext(row, number: rowNumber, on: page)
            }
            return ["id": groupIDs[offset], "title": group.title, "rows": rows]
        }
        toc.append(TOCEntry(id: "sources", title: "Sources", level: 2))
        var context = baseContext(
            for: page, toc: toc, sources: mapping.sources, breadcrumbs: crumbs(page, section: nil))
        context["introHTML"] = html(introKey)
        context["groups"] = groups
        return render("mapping", context, page: page)
    }

    func renderSymbolIndex() -> PageHTML {
        let page = index.pages["symbols"]!
        // Symbols by framework and kind, grouped in one pass (indexes into `site.symbols`).
        var groups: [String: [SymbolKind: [Int]]] = [:]
        for number in site.symbols.indices where index.symbols[site.symbols[number].id] == site.symbols[number] {
            groups[site.symbols[number].framework, default: [:]][site.symbols[number].kind, default: []].append(number)
        }
        var frameworks: [ViewModel] = []
        var toc: [TOCEntry] = []
        for framework in groups.keys.sorted() {
            let byKind = groups[framework]!
            let id = "framework-" + PathSegment.of(framework)
            toc.append(TOCEntry(id: id, title: framework, level: 2))
            let kinds = SymbolKind.allCases.compactMap { kind -> ViewModel? in
                let items = (byKind[kind] ?? []).map { site.symbols[$0] }.sorted { ($0.id) < ($1.id) }
                guard !items.isEmpty else { return nil }
                return [
                    "title": kind.defaultTopic,
                    "items": items.map { symbol in
                        [
                            "title": symbol.parent.map {
                                "\(index.symbols[$0.value]?.title ?? $0.value).\(symbol.title)"
                            }
                                ?? symbol.title,
                            "href": link(from: page, toID: symbol.id), "summary": symbol.summary,
                            "isDeprecated": symbol.isDeprecated,
                        ] as ViewModel
                    },
                ]
            }
            frameworks.append([
                "id": id, "title": framework, "kinds": kinds, "count": byKind.values.reduce(0) { $0 + $1.count },
            ])
        }
        var context = baseContext(for: page, toc: toc, sources: [], breadcrumbs: crumbs(page, section: nil))
        context["frameworks"] = frameworks
        return render("symbol-index", context, page: page)
    }

    func renderList(_ id: String, items: [ViewModel]) -> PageHTML {
        let page = index.pages[id]!
        var context = baseContext(for: page, toc: [], sources: [], breadcrumbs: crumbs(page, section: nil))
        context["items"] = items
        context["hasItems"] = !items.isEmpty
        return render("list", context, page: page)
    }

    func renderGuideIndex() -> PageHTML {
        let page = index.pages["guides"]!
        return renderList(
            "guides",
            items: site.guides.compactMap {
                entry($0.id, from: page, extra: ["count": $0.steps.count, "unit": "steps"])
            })
    }

    func renderPathIndex() -> PageHTML {
        let page = index.pages["paths"]!
        return renderList(
            "paths",
            items: site.paths.compactMap {
                entry($0.id, from: page, extra: ["count": $0.steps.count, "unit": "steps"])
            })
    }

    func renderArticleIndex() -> PageHTML {
        let page = index.pages["articles"]!
        return renderList("articles", items: site.articles.compactMap { entry($0.id, from: page) })
    }

    /// The 404 page sits at the root; a server shows it for any missing path, so its links are
    /// root-relative to the site (the server rewrites nothing).
    func renderNotFound() -> PageHTML {
        let page = PageRecord(
            id: "404", kind: .notFound, title: "Page not found", summary: "There is no page at this address.",
            outputPath: OutputPaths.notFound)
        var context = baseContext(for: page, toc: [], sources: [], breadcrumbs: [])
        context["entryPoints"] = ["home", "mapping", "symbols", "guides", "paths"].compactMap { entry($0, from: page) }
        return render("404", context, page: page)
    }
}
