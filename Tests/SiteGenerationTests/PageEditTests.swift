import Foundation
import TestSupport
import Testing

@testable import ContentModel
@testable import SiteGeneration

/// `serve`'s page-edit path renders only the pages an edit of bodies or front matter can show
/// (`PageEdit.pagesToRender`); after each of many seeded random edits, its files must be exactly a
/// full build's — on a corpus whose every page shows the whole sidebar, and on one large enough
/// for pruned sidebars (a window around the page).
@Suite(.tags(.heavy), .skippedWhenQuick) struct PageEditTests {
    /// One edit of a content file's front matter (lines between the `---` fences) and body.
    struct Edit {
        var name: String
        /// Fields only symbols have (on other pages they are unknown-field warnings).
        var symbolsOnly = false
        var apply: (_ frontMatter: inout [String], _ body: inout String) -> Void
    }

    final class Corpus {
        let written: WrittenCorpus
        let options: BuildOptions
        let site: Site
        let files: [String]

        init(pages: Int, seed: UInt64) throws {
            written = try WrittenCorpus(pages: pages, seed: seed)
            options = Builds.options(content: written.content)
            site = ContentLoader(directory: written.content, displayPrefix: "Content").load().0
            let enumerator = FileManager.default.enumerator(atPath: written.content.path)
            files = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") && $0 != "home.md" }
                .sorted()
        }

        func read(_ file: String) throws -> String {
            try String(contentsOf: written.content.appendingPathComponent(file), encoding: .utf8)
        }

        func write(_ file: String, _ text: String) throws {
            try Data(text.utf8).write(to: written.content.appendingPathComponent(file))
        }
    }

    /// Splits a content file into its front-matter lines and the body after the closing fence.
    static func split(_ text: String) -> (frontMatter: [String], body: String)? {
        let lines = text.components(separatedBy: "\n")
        guard lines.first == "---", let close = lines.dropFirst().firstIndex(of: "---") else { return nil }
        return (Array(lines[1..<close]), lines[(close + 1)...].joined(separator: "\n"))
    }

    static func join(_ frontMatter: [String], _ body: String) -> String {
        (["---"] + frontMatter + ["---"]).joined(separator: "\n") + "\n" + body
    }

    /// Replaces the line starting with `key:` (and the indented lines under it), or adds it.
    static func set(_ key: String, _ lines: [String], in frontMatter: inout [String]) {
        if let start = frontMatter.firstIndex(where: { $0.hasPrefix(key + ":") }) {
            var end = start + 1
            while end < frontMatter.count, frontMatter[end].hasPrefix("  ") { end += 1 }
            frontMatter.replaceSubrange(start..<end, with: lines)
        } else {
            frontMatter.append(contentsOf: lines)
        }
    }

    static func edits(_ corpus: Corpus, _ random: inout Random) -> [Edit] {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let symbols = corpus.site.symbols
        let protocols = symbols.filter { $0.kind == .protocol }.map(\.id)
        let classes = symbols.filter { $0.kind == .class }.map(\.id)
        let pages = corpus.site.articles.map(\.id) + corpus.site.guides.map(\.id)
        let words = ["Scene", "Window", "Session", "Restored", "Activity", "Quietly", "Connected", "Renamed"]
        // Choices are drawn now, so the edits stay deterministic whatever order they run in.
        let title = pick([pick(symbols).title, pick(words) + pick(words), pick(symbols).title + "2"])
        let summary = (0..<4).map { _ in pick(words).lowercased() }.joined(separator: " ")
        let seeAlso = (0..<2).map { _ in pick([pick(symbols).id, pick(pages)]) }
        let conforms = protocols.isEmpty ? [] : [pick(protocols)]
        let inherits = classes.isEmpty ? [] : [pick(classes)]
        let replacement = pick(symbols).id
        let mention = pick(symbols)
        let topic = pick(["Essentials", "Managing state", "Creating a configuration"])
        return [
            Edit(name: "summary") { fm, _ in set("summary", ["summary: \"\(summary).\""], in: &fm) },
            Edit(name: "title \(title)") { fm, _ in set("title", ["title: \"\(title)\""], in: &fm) },
            Edit(name: "see also", symbolsOnly: true) { fm, _ in
                set("seeAlso", ["seeAlso: [" + seeAlso.map { "\"\($0)\"" }.joined(separator: ", ") + "]"], in: &fm)
            },
            Edit(name: "conforms to", symbolsOnly: true) { fm, _ in
                set("conformsTo", ["conformsTo: [\"\(conforms.first ?? "")\"]"], in: &fm)
            },
            Edit(name: "inherits from", symbolsOnly: true) { fm, _ in
                set("inheritsFrom", ["inheritsFrom: [\"\(inherits.first ?? "")\"]"], in: &fm)
            },
            Edit(name: "deprecation", symbolsOnly: true) { fm, _ in
                set(
                    "deprecation",
                    ["deprecation:", "  message: \"Use the other one.\"", "  replacement: \"\(replacement)\""], in: &fm)
            },
            Edit(name: "availability", symbolsOnly: true) { fm, _ in
                set(
                    "availability", ["availability:", "  iOS: \"17.0\"", "  tvOS:", "    deprecated: \"26.0\""], in: &fm
                )
            },
            Edit(name: "topic", symbolsOnly: true) { fm, _ in set("topic", ["topic: \"\(topic)\""], in: &fm) },
            Edit(name: "requirement", symbolsOnly: true) { fm, _ in
                set("requirement", ["requirement: required"], in: &fm)
            },
            Edit(name: "comment line") { fm, _ in fm.insert("# a note for the writer", at: 0) },
            Edit(name: "summary and body") { fm, body in
                set("summary", ["summary: \"\(summary), with a body edit.\""], in: &fm)
                body += "\nNow compare ``\(mention.id)`` and `\(mention.title)`.\n"
            },
            Edit(name: "body") { _, body in body += "\nOne more sentence about `\(title)`.\n" },
        ]
    }

    @Test func randomEditsGiveTheFullBuildsOutput() throws {
        let corpus = try Corpus(pages: 240, seed: 7)
        let session = BuildSession(options: corpus.options)
        let first = session.build()
        #expect(first.diagnostics.all.isEmpty)
        var random = Random(state: 2026)
        var originals: [String: String] = [:]
        var fastPath = 0
        var rendered: [Int] = []
        let rounds = 32
        for round in 0..<rounds {
            let edits = PageEditTests.edits(corpus, &random)
            let edit = edits[round % edits.count]
            let candidates = edit.symbolsOnly ? corpus.files.filter { $0.hasPrefix("symbols/") } : corpus.files
            let file = candidates[Int(random.next() % UInt64(candidates.count))]
            let text = try corpus.read(file)
            if originals[file] == nil { originals[file] = text }
            // Every fourth round undoes an earlier edit instead.
            let label: String
            let edited = originals.keys.sorted()
            if round % 4 == 3, !edited.isEmpty {
                let restored = edited[Int(random.next() % UInt64(edited.count))]
                let original = originals[restored]!
                try corpus.write(restored, original)
                label = "round \(round): \(restored) restored"
            } else {
                guard var (frontMatter, body) = PageEditTests.split(text) else {
                    Issue.record("\(file) has no front matter")
                    continue
                }
                edit.apply(&frontMatter, &body)
                try corpus.write(file, PageEditTests.join(frontMatter, body))
                label = "round \(round): \(edit.name) in \(file)"
            }
            let incremental = session.build()
            let full = Builds.inMemory(corpus.options)
            #expect(incremental.diagnostics.sorted == full.diagnostics.sorted, "\(label): diagnostics")
            #expect(Set(incremental.files.keys) == Set(full.files.keys), "\(label): file list")
            let differing = full.files.keys.filter { incremental.files[$0] != full.files[$0] }.sorted()
            #expect(differing.isEmpty, "\(label): files differ: \(differing.prefix(8))")
            if session.lastReuse.metadataEdit || session.lastReuse.bodyEdit {
                fastPath += 1
                rendered.append(session.lastReuse.pagesRendered)
            }
        }
        // Most edits are valid and take the page-edit path, which renders a small part of the site.
        #expect(fastPath >= rounds / 2, "\(fastPath) of \(rounds) edits took the page-edit path")
        let median = rendered.sorted()[rendered.count / 2]
        #expect(median < first.pageCount / 4, "median pages rendered \(median) of \(first.pageCount)")
    }

    /// A front-matter edit that breaks the content is reported exactly as a full build reports it
    /// (file:line), produces no site, and fixing it gives the full build's output again.
    @Test func aBrokenFrontMatterEditIsReportedAndRecovered() throws {
        let corpus = try Corpus(pages: 120, seed: 13)
        let session = BuildSession(options: corpus.options)
        #expect(session.build().diagnostics.all.isEmpty)
        let file = try #require(corpus.files.first { $0.hasPrefix("symbols/") })
        let original = try corpus.read(file)
        let parts = try #require(PageEditTests.split(original))
        var frontMatter = parts.frontMatter
        PageEditTests.set("seeAlso", ["seeAlso: [\"NoSuchPage\"]"], in: &frontMatter)
        try corpus.write(file, PageEditTests.join(frontMatter, parts.body))
        let broken = session.build()
        let full = Builds.inMemory(corpus.options)
        #expect(broken.diagnostics.hasErrors)
        #expect(broken.diagnostics.sorted == full.diagnostics.sorted)
        #expect(broken.files.isEmpty)
        let error = try #require(broken.diagnostics.all.first { $0.severity == .error })
        #expect(error.location?.file.hasSuffix(file) == true)
        #expect((error.location?.line ?? 0) > 1)
        try corpus.write(file, original)
        let fixed = session.build()
        #expect(fixed.diagnostics.all.isEmpty)
        #expect(fixed.files == Builds.inMemory(corpus.options).files)
    }

    @Test func aTitleEditFindsEveryPageThatShowsTheTitle() throws {
        let corpus = try Corpus(pages: 700, seed: 11)
        let session = BuildSession(options: corpus.options)
        let first = session.build()
        let index = ContentIndex(site: corpus.site)
        #expect(Navigation(site: corpus.site, index: index) { _ in "" }.isPruned)
        // A type with members: its title is in members' breadcrumbs and link texts, sidebars, relations.
        let type = try #require(
            corpus.site.symbols.first { symbol in
                symbol.parent == nil && corpus.site.symbols.contains { $0.parent?.value == symbol.id }
            })
        let file = String(type.file.dropFirst("Content/".count))
        let parts = try #require(PageEditTests.split(try corpus.read(file)))
        var frontMatter = parts.frontMatter
        PageEditTests.set("title", ["title: \"RenamedForTheTest\""], in: &frontMatter)
        try corpus.write(file, PageEditTests.join(frontMatter, parts.body))
        let incremental = session.build()
        #expect(session.lastReuse.metadataEdit)
        let full = Builds.inMemory(corpus.options)
        let differing = full.files.keys.filter { incremental.files[$0] != full.files[$0] }.sorted()
        #expect(differing.isEmpty, "files differ: \(differing.prefix(8)) (\(differing.count) in all)")
        // Every page whose HTML changed was rendered again or given its new sidebar (and more were
        // not needed by much); pages that show the title only in their sidebar keep the rest.
        let changed = full.files.keys.filter { $0.hasSuffix(".html") && first.files[$0] != full.files[$0] }
        #expect(!changed.isEmpty)
        let rewritten = session.lastReuse.pagesRendered + session.lastReuse.sidebarsReplaced
        #expect(rewritten >= changed.count)
        #expect(session.lastReuse.sidebarsReplaced > 0)
        #expect(rewritten < first.pageCount / 2, "pruned sidebars: only nearby pages change")
    }

    /// The sidebar comparison that works from changed positions finds exactly the pages whose
    /// sidebar outline (sections, window, listed ids) differs or lists a retitled page.
    @Test func changedSidebarsAreFoundWithoutBuildingThem() throws {
        let corpus = try Corpus(pages: 2000, seed: 5)
        // Every type a protocol of one framework: one long kind group, so a retitled type shifts
        // the windows of the pages between its old and new place (same entries, moved anchor).
        var before = corpus.site
        for number in before.symbols.indices where before.symbols[number].parent == nil {
            before.symbols[number].kind = .protocol
            before.symbols[number].framework = "CanvasUI"
        }
        let oldIndex = ContentIndex(site: before)
        let oldNavigation = Navigation(site: before, index: oldIndex) { _ in "" }
        #expect(oldNavigation.isPruned)
        // Sections longer than a window, so a retitled type moves other pages' windows.
        #expect(oldNavigation.sections.contains { $0.entries.count > 6 * Navigation.windowRadius })
        var random = Random(state: 99)
        for round in 0..<12 {
            var after = before
            var retitled: Set<String> = []
            let types = after.symbols.indices.filter { after.symbols[$0].parent == nil }
            for _ in 0...(round % 3) {
                let number = types[Int(random.next() % UInt64(types.count))]
                after.symbols[number].title =
                    ["Aardvark", "Zebra", "Middle", after.symbols[number].title + "X"][Int(random.next() % 4)]
                retitled.insert(after.symbols[number].id)
            }
            let newIndex = ContentIndex(site: after)
            let newNavigation = Navigation(site: after, index: newIndex) { _ in "" }
            let fast = newNavigation.pagesWithChangedSidebar(
                from: oldNavigation, retitled: retitled, pages: newIndex.orderedPages)
            var slow: Set<String> = []
            for page in newIndex.orderedPages {
                let outline = newNavigation.outline(current: page)
                if outline != oldNavigation.outline(current: oldIndex.pages[page.id]!)
                    || outline.contains(where: retitled.contains)
                {
                    slow.insert(page.id)
                }
            }
            #expect(fast == slow, "round \(round): \(fast.symmetricDifference(slow).sorted().prefix(5))")
        }
    }

    /// The page-edit path updates the index in place; it must equal an index built afresh.
    @Test func anUpdatedIndexIsTheIndexOfTheEditedSite() throws {
        let corpus = try Corpus(pages: 300, seed: 3)
        let index = ContentIndex(site: corpus.site)
        var random = Random(state: 7)
        for round in 0..<10 {
            var site = corpus.site
            var ids: Set<String> = []
            for _ in 0...round % 4 {
                let number = Int(random.next() % UInt64(site.symbols.count))
                switch random.next() % 3 {
                case 0: site.symbols[number].title = site.symbols[Int(random.next() % UInt64(site.symbols.count))].title
                case 1: site.symbols[number].summary = "Changed in round \(round)."
                default: site.symbols[number].body.text += "\nMore."
                }
                ids.insert(site.symbols[number].id)
                let article = Int(random.next() % UInt64(site.articles.count))
                site.articles[article].title += " (edited)"
                ids.insert(site.articles[article].id)
                let guide = Int(random.next() % UInt64(site.guides.count))
                site.guides[guide].summary += " Edited."
                ids.insert(site.guides[guide].id)
            }
            let updated = index.updatingPages(from: site, ids: ids)
            let fresh = ContentIndex(site: site)
            #expect(updated.pages == fresh.pages, "round \(round): records")
            #expect(updated.orderedPages == fresh.orderedPages, "round \(round): order")
            #expect(updated.symbols == fresh.symbols, "round \(round): symbols")
            #expect(updated.symbolsByTitle == fresh.symbolsByTitle, "round \(round): titles")
            #expect(updated.members == fresh.members, "round \(round): members")
            #expect(updated.guides == fresh.guides, "round \(round): guides")
            // Every name answers as in the fresh index, and as trying ids, names, external symbols.
            let names = Set(fresh.symbols.keys).union(fresh.symbolsByTitle.keys).union(fresh.externalSymbols.keys)
                .union(["NoSuchSymbol", ""])
            for name in names.sorted() {
                #expect(Self.same(updated.symbol(named: name), fresh.symbol(named: name)), "round \(round): '\(name)'")
                #expect(Self.same(fresh.symbol(named: name), fresh.symbolByTrying(named: name)), "'\(name)'")
            }
        }
    }

    static func same(_ a: ContentIndex.SymbolLookup, _ b: ContentIndex.SymbolLookup) -> Bool {
        switch (a, b) {
        case (.found(let x), .found(let y)): x == y
        case (.external(let x), .external(let y)): x.id == y.id && x.url == y.url && x.framework == y.framework
        case (.ambiguous(let x), .ambiguous(let y)): x == y
        case (.notFound, .notFound): true
        default: false
        }
    }

    /// `model.json` splices: each old encoding found once in the old file, all written in one pass.
    @Test func spliceReplacesEachUniqueOccurrenceInOnePass() {
        func splice(_ json: String, _ pairs: [(String, String)]) -> String? {
            PageEdit.splice(Data(json.utf8), replacing: pairs.map { (Data($0.0.utf8), Data($0.1.utf8)) })
                .map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(splice("a{X}b{Y}c", []) == "a{X}b{Y}c")
        #expect(splice("a{X}b{Y}c", [("{Y}", "{YY}"), ("{X}", "")]) == "ab{YY}c")
        #expect(splice("{X}", [("{X}", "z")]) == "z")
        #expect(splice("{X}{X}", [("{X}", "z")]) == nil, "twice: which one is the element is unknown")
        #expect(splice("{X}", [("{Q}", "z")]) == nil)
        #expect(splice("abcde", [("abc", "1"), ("cde", "2")]) == nil, "overlapping")
        #expect(splice("abc", [("", "1")]) == nil)
        // A large file, written into recycled memory: the same bytes.
        let large = Data((0..<300_000).map { "{\($0)}" }.joined().utf8)
        let pairs = [(Data("{1000}".utf8), Data("{one thousand}".utf8)), (Data("{7}".utf8), Data())]
        let pooled = PageEdit.splice(large, replacing: pairs, buffers: RecycledBuffers())
        #expect(large.count > RecycledBuffers.minimumSize)
        #expect(pooled != nil && pooled == PageEdit.splice(large, replacing: pairs))
        #expect(
            pooled.map { String(decoding: $0.prefix(40), as: UTF8.self) } == "{0}{1}{2}{3}{4}{5}{6}{8}{9}{10}{11}{12}{")

        // Against replacing one pair after the other in place (the earlier implementation), on
        // random files with unique markers and replacements that create no marker.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let markers = Int.random(in: 1...6, using: &generator)
            var json = ""
            for marker in 0..<markers {
                json += String(
                    (0..<Int.random(in: 0...20, using: &generator)).map { _ in "ab \n\"{}".randomElement()! })
                json += "<\(marker)>"
            }
            json += "tail"
            let pairs = (0..<markers).shuffled().prefix(Int.random(in: 1...markers, using: &generator)).map { marker in
                (
                    "<\(marker)>",
                    String((0..<Int.random(in: 0...12, using: &generator)).map { _ in "xyz{}".randomElement()! })
                )
            }
            var expected = Data(json.utf8)
            for (needle, replacement) in pairs {
                let range = expected.range(of: Data(needle.utf8))!
                expected.replaceSubrange(range, with: Data(replacement.utf8))
            }
            #expect(splice(json, pairs) == String(decoding: expected, as: UTF8.self), "\(json) \(pairs)")
        }
    }
}
