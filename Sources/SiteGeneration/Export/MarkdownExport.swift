import ContentModel
import Foundation
import LinkResolution
import Markup

/// Clean Markdown of every page (`page.md` beside `page.html`) for terminal readers and AI
/// assistants: the page's facts as Markdown, references rewritten to plain links between `.md` files.
/// A class: its helpers run once per line of every page, and copying the model with each call
/// (a struct of the site, its index and relations) showed in the profile.
final class MarkdownExport: Sendable {
    let site: Site
    let index: ContentIndex
    let relations: SymbolRelations

    init(site: Site, index: ContentIndex, relations: SymbolRelations) {
        self.site = site
        self.index = index
        self.relations = relations
    }

    static func mdPath(_ htmlPath: String) -> String {
        // Every page's path ends in ".html" after an ASCII byte: those five bytes are then its last
        // five characters (a non-ASCII "prepend" mark would join the dot's cluster), replaced on
        // bytes (dropping five Characters walked graphemes; with the concatenation this was half the
        // cost of each link of the Markdown export).
        var path = htmlPath
        let fast = path.withUTF8 { bytes -> String? in
            let count = bytes.count
            guard count >= 5, bytes[count - 5] == UInt8(ascii: "."), bytes[count - 4] == UInt8(ascii: "h"),
                bytes[count - 3] == UInt8(ascii: "t"), bytes[count - 2] == UInt8(ascii: "m"),
                bytes[count - 1] == UInt8(ascii: "l"), count == 5 || bytes[count - 6] < 0x80
            else { return nil }
            return String(unsafeUninitializedCapacity: count - 2) { buffer in
                let kept = count - 5
                _ = buffer.initialize(from: UnsafeBufferPointer(rebasing: bytes[..<kept]))
                buffer[kept] = UInt8(ascii: ".")
                buffer[kept + 1] = UInt8(ascii: "m")
                buffer[kept + 2] = UInt8(ascii: "d")
                return kept + 3
            }
        }
        return fast ?? String(htmlPath.dropLast(5)) + ".md"
    }

    /// The Markdown twin's file name, relative to its HTML page.
    static func fileName(_ htmlPath: String) -> String {
        // The part after the last `/`, found on bytes without splitting the whole path.
        let utf8 = htmlPath.utf8
        guard htmlPath.hasSuffix(".html"), let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return mdPath(htmlPath).utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } ?? ""
        }
        return mdPath(String(htmlPath[utf8.index(after: slash)...]))
    }

    /// Pages that get a Markdown twin (generated index pages do not).
    static func hasTwin(_ kind: PageKind) -> Bool {
        [.home, .symbol, .article, .guide, .path, .mapping].contains(kind)
    }

    func link(from page: PageRecord, to id: String, fragment: String? = nil) -> String? {
        link(from: page.outputPath, to: id, fragment: fragment)
    }

    /// A link from the page at output path `path` (closures that run on every line capture the
    /// path alone: copying the whole page record into each showed in the profile).
    func link(from path: String, to id: String, fragment: String? = nil) -> String? {
        guard let target = index.pages[id] else { return nil }
        var href = OutputPaths.relative(from: path, to: MarkdownExport.mdPath(target.outputPath))
        if let fragment {
            href.append("#")
            href.append(fragment)
        }
        return href
    }

    func sources(_ ids: [Located<String>]) -> String {
        var seen = Set<String>()
        let lines = ids.compactMap { index.sources[$0.value] }.filter { seen.insert($0.id).inserted }.map { source in
            source.url.map { "- [\(source.title)](\($0))" } ?? "- \(source.title)"
        }
        return lines.isEmpty ? "" : "\n## Sources\n\n" + lines.joined(separator: "\n") + "\n"
    }

    func symbolPage(_ symbol: Symbol) -> String {
        let page = index.pages[symbol.id]!
        var md = "# \(symbol.title)\n\n"
        md += "\(symbol.kind.displayName) · \(symbol.framework)"
        if let requirement = symbol.requirement { md += " · \(requirement.rawValue)" }
        md += "\n\n\(symbol.summary)\n\n"
        let availability = symbol.availability.map { item -> String in
            let summary = item.summary
            return summary.isEmpty ? item.platform.displayName : "\(item.platform.displayName) \(summary)"
        }
        if !availability.isEmpty { md += "**Availability:** \(availability.joined(separator: ", "))\n\n" }
        if symbol.isDeprecated, let message = symbol.deprecation?.message { md += "**Deprecated.** \(message)\n\n" }
        md += "```swift\n\(symbol.declaration)\n```\n\n"
        if let parent = symbol.parent?.value, let href = link(from: page, to: parent) {
            md += "Member of [`\(index.symbols[parent]?.title ?? parent)`](\(href)).\n\n"
        }
        if let facts = symbol.graph {
            var notes: [String] = []
            if !facts.constraints.isEmpty {
                notes.append("Available when \(GraphText.constraints(facts.constraints)).")
            }
            if facts.hasDefaultImplementation { notes.append("A default implementation is provided.") }
            for target in facts.defaultImplementationOf {
                let title = index.symbols[target]?.title ?? target
                if let href = link(from: page, to: target) {
                    notes.append("The default implementation of [`\(title)`](\(href)).")
                } else {
                    notes.append("The default implementation of `\(title)`.")
                }
            }
            for target in facts.overrides { notes.append("Overrides `\(index.symbols[target]?.title ?? target)`.") }
            if let origin = facts.inheritedFrom { notes.append("Inherited from `\(origin)`.") }
            if let extended = facts.extendedModule, extended != facts.module {
                notes.append("Extends a type of `\(extended)`.")
            }
            if !notes.isEmpty { md += notes.map { "- \($0)\n" }.joined() + "\n" }
        }
        let body = symbol.body.text.trimmingWhitespace(andNewlines: true)
        // A generated page without prose adds no empty lines before its sections.
        if body.isEmpty { md.removeLast() } else { md += rewrite(body, on: page) + "\n" }
        // The page's order: its topic groups one after the other.
        let members = index.topics(of: symbol.id).flatMap(\.members)
        if !members.isEmpty {
            md += "\n## Topics\n\n"
            for member in members {
                md += "- [`\(member.title)`](\(link(from: page, to: member.id) ?? "")): \(member.summary)\n"
            }
        }
        let related: [(String, [String])] = [
            (
                "Inherits From",
                symbol.inheritsFrom.map(\.value) + (symbol.graph?.otherSuperclasses ?? []).map(GraphText.unqualified)
            ),
            ("Inherited By", relations.inheritedBy[symbol.id] ?? []),
            (
                "Conforms To",
                symbol.conformsTo.map(\.value) + (symbol.graph?.otherConformances ?? []).map(GraphText.unqualified)
            ),
            ("Conforming Types", relations.conformingTypes[symbol.id] ?? []),
        ]
        let conditions = symbol.graph?.conformanceConstraints ?? [:]
        let relationLines = related.filter { !$0.1.isEmpty }.map { title, ids in
            "- \(title): "
                + ids.map { id in
                    let name = link(from: page, to: id).map { "[`\(id)`](\($0))" } ?? "`\(id)`"
                    guard title == "Conforms To", let condition = conditions[id] else { return name }
                    return name + " (when \(GraphText.constraints(condition)))"
                }
                .joined(separator: ", ")
        }
        if !relationLines.isEmpty { md += "\n## Relationships\n\n" + relationLines.joined(separator: "\n") + "\n" }
        return md + sources(symbol.sources)
    }

    func articlePage(_ article: Article) -> String {
        let page = index.pages[article.id]!
        return "# \(article.title)\n\n\(article.summary)\n\n"
            + rewrite(article.body.text.trimmingWhitespace(andNewlines: true), on: page) + "\n"
            + sources(article.sources)
    }

    func guidePage(_ guide: Guide) -> String {
        let page = index.pages[guide.id]!
        var md = "# \(guide.title)\n\n\(guide.summary)\n\n"
        if let audience = guide.audience { md += "**For:** \(audience)\n\n" }
        md += rewrite(guide.intro.text.trimmingWhitespace(andNewlines: true), on: page) + "\n"
        var sourceIDs = guide.sources
        for step in guide.steps {
            sourceIDs += step.sources
            md += "\n## Step \(step.number): \(step.title)\n\n"
            if let summary = step.summary { md += "\(summary)\n\n" }
            md += rewrite(step.body.text.trimmingWhitespace(andNewlines: true), on: page) + "\n"
            for (label, sample) in [("Before", step.before), ("After", step.after)] {
                guard let sample else { continue }
                md +=
                    "\n\(label)\(sample.caption.map { " — \($0)" } ?? ""):\n\n```\(sample.language)\n\(sample.code.trimmingCharacters(in: .newlines))\n```\n"
            }
            if !step.gotchas.isEmpty {
                md +=
                    "\nGotchas:\n\n" + step.gotchas.map { "- " + rewrite($0.text, on: page) }.joined(separator: "\n")
                    + "\n"
            }
        }
        return md + sources(sourceIDs)
    }

    func pathPage(_ path: ReadingPath) -> String {
        let page = index.pages[path.id]!
        var md = "# \(path.title)\n\n\(path.summary)\n\n"
        if let audience = path.audience { md += "**For:** \(audience)\n\n" }
        func item(_ stop: PathStop) -> String {
            let title = index.pages[stop.pageID]?.title ?? stop.pageID
            return "[\(title)](\(link(from: page, to: stop.pageID, fragment: stop.fragment) ?? "")) — \(stop.why)"
        }
        for (offset, step) in path.steps.enumerated() {
            if let choice = step.choice {
                md += "\(offset + 1). \(choice.value) — choose one:\n"
                for stop in step.stops { md += "    - " + item(stop) + "\n" }
            } else if let stop = step.stops.first {
                md += "\(offset + 1). " + item(stop) + "\n"
            }
        }
        return md + sources(path.sources)
    }

    func mappingPage(_ mapping: LifecycleMapping) -> String {
        let page = index.pages["mapping"]!
        var md = "# \(mapping.title)\n\n\(mapping.summary)\n\n"
        if let intro = mapping.intro {
            md += rewrite(intro.text.trimmingWhitespace(andNewlines: true), on: page) + "\n"
        }
        func cell(_ cell: MappingCell?) -> String {
            var parts = (cell?.symbols ?? []).map { "`\($0.value)`" }
            if let note = cell?.note { parts.append(rewrite(note.text, on: page)) }
            return parts.isEmpty ? "—" : parts.joined(separator: ", ")
        }
        for group in mapping.groups {
            md += "\n## \(group.title)\n\n"
            for row in group.rows {
                md += "- \(row.title.map { "**\($0)** — " } ?? "")app delegate: \(cell(row.appDelegate)); "
                md +=
                    row.staysOnAppDelegate ? "stays on the app delegate" : "scene delegate: \(cell(row.sceneDelegate))"
                md += "; SwiftUI: \(cell(row.swiftUI))"
                if let note = row.note {
                    md += ". " + rewrite(note.text.replacingOccurrences(of: "\n", with: " "), on: page)
                }
                md += "\n"
            }
        }
        return md + sources(mapping.sources)
    }

    func homePage() -> String {
        let page = index.pages["home"]!
        var md = "# \(page.title)\n\n\(page.summary)\n\n"
        if let home = site.home { md += rewrite(home.body.text.trimmingWhitespace(andNewlines: true), on: page) + "\n" }
        return md + sources(site.home?.sources ?? [])
    }

    /// One Markdown twin: its site-relative `.md` path and how to produce its text.
    typealias Twin = (path: String, render: () -> String)

    /// The Markdown twin of every page (or only of the pages in `only`), each rendered when its
    /// `render` is called (on any thread), so the twins can be written as they are produced.
    func twins(only: Set<String>? = nil) -> [Twin] {
        var twins: [Twin] = []
        // Pages not asked for are passed over before anything else is looked up about them.
        func wanted(_ id: String) -> Bool { only?.contains(id) ?? true }
        func add(_ id: String, _ path: String, _ render: @escaping () -> String) {
            if wanted(id) { twins.append((MarkdownExport.mdPath(path), render)) }
        }
        add("home", OutputPaths.home, { self.homePage() })
        for symbol in site.symbols where wanted(symbol.id) && index.symbols[symbol.id] == symbol {
            add(symbol.id, index.pages[symbol.id]!.outputPath, { self.symbolPage(symbol) })
        }
        for article in site.articles where wanted(article.id) && index.pages[article.id]?.kind == .article {
            add(article.id, OutputPaths.article(id: article.id), { self.articlePage(article) })
        }
        for guide in site.guides where wanted(guide.id) && index.guides[guide.id] == guide {
            add(guide.id, OutputPaths.guide(id: guide.id), { self.guidePage(guide) })
        }
        for path in site.paths where index.pages[path.id]?.kind == .path {
            add(path.id, OutputPaths.path(id: path.id), { self.pathPage(path) })
        }
        if let mapping = site.mapping { add("mapping", OutputPaths.mapping, { self.mappingPage(mapping) }) }
        return twins
    }

    /// `llms.txt`: the site as a Markdown index of its `.md` pages (llmstxt.org layout).
    func llmsText() -> String {
        var text = "# \(site.config.title)\n\n> \(site.config.description)\n\n"
        text += "Every page below is plain Markdown; the same pages exist as HTML beside them.\n"
        func section(_ title: String, _ ids: [String]) {
            let lines = ids.compactMap { id -> String? in
                guard let record = index.pages[id] else { return nil }
                return "- [\(record.title)](\(MarkdownExport.mdPath(record.outputPath))): \(record.summary)"
            }
            if !lines.isEmpty { text += "\n## \(title)\n\n" + lines.joined(separator: "\n") + "\n" }
        }
        section("Start", ["home", "mapping"])
        section("Reading paths", site.paths.map(\.id))
        section("Migration guides", site.guides.map(\.id))
        section("Articles", site.articles.map(\.id))
        section("Symbols", site.symbols.filter { index.symbols[$0.id] == $0 }.map(\.id))
        return text
    }
}
