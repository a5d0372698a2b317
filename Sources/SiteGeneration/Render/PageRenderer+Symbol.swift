import CodeHighlighting
import ContentModel
import Diagnostics
import LinkResolution
import Markup
import Naming
import Templating

extension PageRenderer {
    func renderSymbol(_ symbol: Symbol) -> PageHTML {
        let page = index.pages[symbol.id]!
        let bodyKey = MarkdownUnit.Key(page: symbol.id, part: "body")
        var toc: [TOCEntry] = [TOCEntry(id: "declaration", title: "Declaration", level: 2)]
        toc += headingEntries(bodyKey)

        // Breadcrumbs: Home › Symbols › ancestors › this.
        var crumbs: [(String, String?)] = [
            ("Home", link(from: page, toID: "home")), ("Symbols", link(from: page, toID: "symbols")),
        ]
        var ancestors: [Symbol] = []
        var parentID = symbol.parent?.value
        while let id = parentID, let parent = index.symbols[id], !ancestors.contains(parent) {
            ancestors.insert(parent, at: 0)
            parentID = parent.parent?.value
        }
        crumbs += ancestors.map { ($0.title, link(from: page, toID: $0.id)) }
        crumbs.append((symbol.title, nil))

        var context = baseContext(for: page, toc: [], sources: symbol.sources, breadcrumbs: crumbs)
        context["bodyHTML"] = html(bodyKey)
        context["kindName"] = symbol.kind.displayName
        context["framework"] = symbol.framework
        context["declaration"] = symbol.declaration
        // Swift declarations are highlighted like samples; Info.plist keys are plain text.
        context["declarationHTML"] =
            (symbol.kind == .plistKey ? nil : samples.highlight(symbol.declaration, language: "swift"))
            ?? Escaper.html(symbol.declaration)
        // A graph's declaration: its fragments, each type name linked to its page.
        if let facts = symbol.graph, !facts.fragments.isEmpty {
            context["declarationHTML"] = declarationHTML(facts.fragments, from: page)
        }
        let notes = graphNotes(symbol, from: page)
        context["graphNotes"] = notes.map { ["html": $0] as ViewModel }
        context["hasGraphNotes"] = !notes.isEmpty
        context["hasAvailability"] = !symbol.availability.isEmpty
        if let requirement = symbol.requirement {
            context["requirement"] = requirement == .required ? "Required" : "Optional"
        }
        context["availability"] = symbol.availability.map { item -> ViewModel in
            var entry: ViewModel = [
                "platform": item.platform.displayName, "isDeprecated": item.deprecated != nil, "isBeta": item.beta,
            ]
            if !item.summary.isEmpty { entry["summary"] = item.summary }
            return entry
        }
        if symbol.isDeprecated {
            var deprecation: ViewModel = [:]
            let platforms = symbol.availability.filter { $0.deprecated != nil }
            deprecation["since"] = platforms.map { "\($0.platform.displayName) \($0.deprecated!)" }.joined(
                separator: ", ")
            deprecation["hasSince"] = !platforms.isEmpty
            if let message = symbol.deprecation?.message { deprecation["message"] = message }
            if let replacement = symbol.deprecation?.replacement?.value {
                deprecation["replacement"] = symbolLink(replacement, from: page)
            }
            context["deprecation"] = deprecation
        }
        if let parent = ancestors.last {
            context["parent"] = ["title": parent.title, "href": link(from: page, toID: parent.id)]
        }

        // Members grouped by topic (`ContentIndex.topics(of:)`).
        let topics = index.topics(of: symbol.id)
        context["topics"] = topics.map { topic in
            [
                "title": topic.title,
                "items": topic.members.map { member in
                    var item: ViewModel = [
                        "title": member.title, "href": link(from: page, toID: member.id), "summary": member.summary,
                        "kindName": member.kind.displayName, "isDeprecated": member.isDeprecated,
                    ]
                    if member.requirement == .required { item["requirement"] = "Required" }
                    return item
                },
            ] as ViewModel
        }
        context["hasTopics"] = !topics.isEmpty
        if !topics.isEmpty { toc.append(TOCEntry(id: "topics", title: "Topics", level: 2)) }

        // Relationships both ways.
        var relationships: [ViewModel] = []
        func group(_ title: String, _ ids: [String]) {
            guard !ids.isEmpty else { return }
            relationships.append(["title": title, "items": ids.map { symbolLink($0, from: page) }])
        }
        // Graph targets without a page are named as the graph names them; a conditional
        // conformance says its condition.
        let facts = symbol.graph
        group(
            "Inherits From",
            symbol.inheritsFrom.map(\.value) + (facts?.otherSuperclasses ?? []).map(GraphText.unqualified))
        group("Inherited By", relations.inheritedBy[symbol.id] ?? [])
        group(
            "Conforms To", symbol.conformsTo.map(\.value) + (facts?.otherConformances ?? []).map(GraphText.unqualified))
        if let conditions = facts?.conformanceConstraints,
            let index = relationships.lastIndex(where: {
                $0["title"] as? String == "Conforms To"
            }), var items = relationships[index]["items"] as? [ViewModel]
        {
            for (number, item) in items.enumerated() {
                guard let title = item["title"] as? String,
                    let condition = conditions[title] ?? conditions[GraphText.unqualified(title)]
                else { continue }
                items[number]["condition"] = GraphText.constraints(condition)
            }
            relationships[index]["items"] = items
        }
        group("Conforming Types", relations.conformingTypes[symbol.id] ?? [])
        context["relationships"] = relationships
        context["hasRelationships"] = !relationships.isEmpty
        if !relationships.isEmpty { toc.append(TOCEntry(id: "relationships", title: "Relationships", level: 2)) }

        // Where each launch-options key arrives under scenes (`launch-options.yaml`), on its symbol's page.
        let launchKeys = launchOptionRows(for: symbol, on: page)
        context["launchOptions"] = launchKeys
        context["hasLaunchOptions"] = !launchKeys.isEmpty
        context["launchOptionsIntro"] = site.launchOptions?.intro ?? ""
        if !launchKeys.isEmpty {
            toc.append(TOCEntry(id: "launch-options-with-scenes", title: "With Scenes", level: 2))
        }

        // Equivalents from the life-cycle mapping.
        let equivalents = equivalentRows(for: symbol, on: page)
        context["equivalents"] = equivalents
        context["hasEquivalents"] = !equivalents.isEmpty
        if !equivalents.isEmpty { toc.append(TOCEntry(id: "equivalents", title: "Equivalents", level: 2)) }

        let seeAlso = symbol.seeAlso.compactMap { reference -> ViewModel? in
            let parts = reference.value.splitting(on: "#", maxSplits: 1).map(String.init)
            guard let record = index.pages[parts[0]] else { return nil }
            return [
                "title": record.title, "href": link(from: page, to: record, fragment: parts.count > 1 ? parts[1] : nil),
                "isSymbol": record.kind == .symbol,
            ]
        }
        context["seeAlso"] = seeAlso
        context["hasSeeAlso"] = !seeAlso.isEmpty
        if !seeAlso.isEmpty { toc.append(TOCEntry(id: "see-also", title: "See Also", level: 2)) }
        if context["hasBacklinks"] as? Bool == true {
            toc.append(TOCEntry(id: "referenced-by", title: "Referenced By", level: 2))
        }
        if !symbol.sources.isEmpty { toc.append(TOCEntry(id: "sources", title: "Sources", level: 2)) }
        context["toc"] = toc.map { ["id": $0.id, "title": $0.title, "isSub": $0.level > 2] as ViewModel }
        context["hasTOC"] = toc.count > 1
        return render("symbol", context, page: page)
    }

    /// A link to a model or external symbol; plain text when neither has a page.
    /// A graph declaration as highlighted HTML: keywords, attributes, literals and type names as
    /// the sample highlighter marks them; a type with a page in this site is a link to it.
    func declarationHTML(_ fragments: [DeclarationFragment], from page: PageRecord) -> String {
        var html = ""
        for fragment in fragments {
            let text = Escaper.html(fragment.spelling)
            switch fragment.kind {
            case "keyword": html += "<span class=\"hl-keyword\">\(text)</span>"
            case "attribute": html += "<span class=\"hl-attribute\">\(text)</span>"
            case "stringLiteral": html += "<span class=\"hl-string\">\(text)</span>"
            case "numberLiteral": html += "<span class=\"hl-number\">\(text)</span>"
            case "externalParam": html += "<span class=\"hl-label\">\(text)</span>"
            case "typeIdentifier", "genericParameter":
                if let precise = fragment.preciseIdentifier, let id = relations.byPreciseIdentifier[precise],
                    case let href = link(from: page, toID: id), !href.isEmpty
                {
                    html += "<a class=\"hl-type\" href=\"\(Escaper.html(href))\">\(text)</a>"
                } else {
                    html += "<span class=\"hl-type\">\(text)</span>"
                }
            default: html += text
            }
        }
        return html
    }

    /// What a graph says about a symbol beyond its declaration, one sentence each (HTML).
    func graphNotes(_ symbol: Symbol, from page: PageRecord) -> [String] {
        guard let facts = symbol.graph else { return [] }
        var notes: [String] = []
        func code(_ id: String) -> String {
            let title = Escaper.html(index.symbols[id]?.title ?? id)
            let href = link(from: page, toID: id)
            guard !href.isEmpty else { return "<code>\(title)</code>" }
            return "<a href=\"\(Escaper.html(href))\"><code>\(title)</code></a>"
        }
        if !facts.constraints.isEmpty {
            notes.append("Available when \(Escaper.html(GraphText.constraints(facts.constraints))).")
        }
        if facts.hasDefaultImplementation { notes.append("A default implementation is provided.") }
        for target in facts.defaultImplementationOf {
            notes.append("The default implementation of \(code(target)).")
        }
        for target in facts.overrides { notes.append("Overrides \(code(target)).") }
        if let origin = facts.inheritedFrom { notes.append("Inherited from <code>\(Escaper.html(origin))</code>.") }
        if let extended = facts.extendedModule, extended != facts.module {
            notes.append("Extends a type of <code>\(Escaper.html(extended))</code>.")
        }
        return notes
    }

    func symbolLink(_ id: String, from page: PageRecord) -> ViewModel {
        if let record = index.pages[id], record.kind == .symbol, let symbol = index.symbols[id] {
            let parentTitle = symbol.parent.map { index.symbols[$0.value]?.title ?? $0.value }
            return [
                "title": symbol.qualifiedTitle(parentTitle: parentTitle), "href": link(from: page, to: record),
                "hasHref": true,
                "isDeprecated": index.symbols[id]?.isDeprecated ?? false, "summary": record.summary,
            ]
        }
        if let external = index.externalSymbols[id] {
            return [
                "title": id, "href": external.url ?? "", "hasHref": external.url != nil, "isExternal": true,
                "summary": "\(external.framework) (external)",
            ]
        }
        return ["title": id, "href": "", "hasHref": false]
    }

    /// The rows of `launch-options.yaml` when `symbol` is the page the table belongs on.
    func launchOptionRows(for symbol: Symbol, on page: PageRecord) -> [ViewModel] {
        guard let table = site.launchOptions, table.symbol.value == symbol.id else { return [] }
        return table.keys.map { key in
            var row: ViewModel = [
                "swiftName": key.swiftName.value, "objcName": key.objcName.value, "note": key.note,
                "anchor": "key-" + PathSegment.of(key.swiftName.value),
            ]
            func resolvedLink(_ reference: Located<String>) -> ViewModel {
                switch index.symbol(named: reference.value) {
                case .found(let found): return symbolLink(found.id, from: page)
                default: return symbolLink(reference.value, from: page)
                }
            }
            row["arrivesIn"] = key.arrivesIn.map(resolvedLink) ?? false
            row["alsoArrivesIn"] = key.alsoArrivesIn.map(resolvedLink)
            row["availability"] = (key.availability ?? []).map {
                $0.summary.isEmpty ? $0.platform.displayName : "\($0.platform.displayName) \($0.summary)"
            }.joined(separator: ", ")
            row["deprecation"] = key.deprecation ?? ""
            row["hasDeprecation"] = key.deprecation != nil
            return row
        }
    }

    /// The mapping rows naming `symbol`, shown as its "Equivalents" section.
    func equivalentRows(for symbol: Symbol, on page: PageRecord) -> [ViewModel] {
        guard let mapping = site.mapping, let rows = mappingRows[symbol.id] else { return [] }
        let groupIDs = PageSections.mappingGroupIDs(mapping)
        return rows.map { position in
            let group = mapping.groups[position.group]
            var item = mappingRowContext(group.rows[position.row], number: position.number, on: page)
            item["groupTitle"] = group.title
            item["groupHref"] = link(from: page, toID: "mapping", fragment: groupIDs[position.group])
            return item
        }
    }

    /// Where the mapping names each symbol: symbol id → (group, row in group, row number in the
    /// mapping) of every row naming it, in mapping order (each name resolved once per build, not
    /// once per symbol page).
    static func mappingRows(site: Site, index: ContentIndex) -> [String: [(group: Int, row: Int, number: Int)]] {
        guard let mapping = site.mapping else { return [:] }
        var result: [String: [(group: Int, row: Int, number: Int)]] = [:]
        var number = 0
        for (groupIndex, group) in mapping.groups.enumerated() {
            for (rowIndex, row) in group.rows.enumerated() {
                defer { number += 1 }
                var named: Set<String> = []
                for reference in row.allSymbols {
                    guard case .found(let found) = index.symbol(named: reference.value),
                        named.insert(found.id).inserted
                    else { continue }
                    result[found.id, default: []].append((groupIndex, rowIndex, number))
                }
            }
        }
        return result
    }

    /// View model of one mapping row (used by the mapping page and by "Equivalents").
    func mappingRowContext(_ row: MappingRow, number: Int, on page: PageRecord) -> ViewModel {
        func cell(_ cell: MappingCell?, column: String) -> ViewModel {
            let links = (cell?.symbols ?? []).map { reference -> ViewModel in
                var link: ViewModel
                switch index.symbol(named: reference.value) {
                case .found(let found): link = symbolLink(found.id, from: page)
                default: link = symbolLink(reference.value, from: page)
                }
                link["wrappedTitleHTML"] = PageRenderer.wrappingAtLabels(link["title"] as? String ?? reference.value)
                return link
            }
            let note =
                cell?.note != nil
                ? resolved.html(MarkdownUnit.mappingNoteKey(row: number, column: column), onPageAt: page.outputPath)
                : ""
            return [
                "links": links, "noteHTML": note, "isEmpty": links.isEmpty && note.isEmpty,
                "notCalledWithScenes": cell?.notCalledWithScenes ?? false,
                "undocumentedWithScenes": cell?.undocumentedWithScenes ?? false,
            ]
        }
        var context: ViewModel = [
            "appDelegate": cell(row.appDelegate, column: "appDelegate"),
            "sceneDelegate": cell(row.sceneDelegate, column: "sceneDelegate"),
            "swiftUI": cell(row.swiftUI, column: "swiftUI"),
            "staysOnAppDelegate": row.staysOnAppDelegate,
            "noteHTML": row.note != nil
                ? resolved.html(MarkdownUnit.mappingNoteKey(row: number, column: "note"), onPageAt: page.outputPath)
                : "",
        ]
        // Always set: an absent key would make Mustache find the group's title further up.
        context["title"] = row.title ?? ""
        context["hasTitle"] = row.title?.isEmpty == false
        return context
    }

    /// `title` escaped, with a line-break opportunity after each argument label's colon and each
    /// dot, so a long API name wraps between labels instead of widening its column.
    static func wrappingAtLabels(_ title: String) -> String {
        var html = ""
        let characters = Array(title)
        for (position, character) in characters.enumerated() {
            html += Escaper.html(String(character))
            let next = position + 1 < characters.count ? characters[position + 1] : nil
            if (character == ":" && next != nil && next != ")") || (character == "." && next != nil) {
                html += "<wbr>"
            }
        }
        return html
    }
}
