import ContentModel
import Foundation

/// The common edits while writing: the Markdown bodies or the front matter of existing pages
/// changed, and nothing else did (no page added, removed, moved or re-parented; data files, assets
/// and templates unchanged). `serve` rebuilds such an edit without touching the rest of the site.
struct PageEdit {
    /// Pages whose Markdown texts (body, guide intro or step bodies) differ.
    var bodies: Set<String> = []
    /// Pages whose other fields (title, summary, availability, relationships, sources…) differ.
    var metadata: Set<String> = []
    /// Old and new titles of symbols whose title changed (symbol names resolve by title too).
    var retitled: Set<String> = []
    /// Pages whose title changed (sidebars show titles).
    var retitledPages: Set<String> = []

    var isEmpty: Bool { bodies.isEmpty && metadata.isEmpty }

    /// What changed between two loads, or nil when anything but page bodies and front matter
    /// changed: files added or removed, a page's id, file, kind, framework or parent, a guide's
    /// steps, the home page's front matter, data files or assets.
    static func between(_ old: Site, _ new: Site) -> PageEdit? {
        guard old.config == new.config, old.sources == new.sources, old.externalSymbols == new.externalSymbols,
            old.paths == new.paths, old.mapping == new.mapping, old.assets == new.assets,
            old.launchOptions == new.launchOptions, old.audit == new.audit,
            old.symbols.count == new.symbols.count, old.articles.count == new.articles.count,
            old.guides.count == new.guides.count, (old.home == nil) == (new.home == nil)
        else { return nil }
        var edit = PageEdit()
        if let before = old.home, var after = new.home {
            if before.body != after.body { edit.bodies.insert("home") }
            guard !moved(before.body, after.body) else { return nil }
            after.body = before.body
            // The home page's title is in every page's sidebar: the full path handles that.
            guard after == before else { return nil }
        }
        // A page whose file did not change is the very value of the last load (for a symbol, one
        // shared reference): it is skipped after one comparison.
        for (before, var after) in zip(old.symbols, new.symbols) where before != after {
            guard before.id == after.id, before.file == after.file, before.kind == after.kind,
                before.framework == after.framework, before.parent?.value == after.parent?.value
            else { return nil }
            if before.body != after.body { edit.bodies.insert(after.id) }
            if moved(before.body, after.body) { edit.metadata.insert(after.id) }
            after.body = before.body
            if after != before { edit.metadata.insert(after.id) }
            if after.title != before.title {
                edit.retitled.formUnion([before.title, after.title])
                edit.retitledPages.insert(after.id)
            }
        }
        for (before, var after) in zip(old.articles, new.articles) where before != after {
            guard before.id == after.id, before.file == after.file else { return nil }
            if before.body != after.body { edit.bodies.insert(after.id) }
            if moved(before.body, after.body) { edit.metadata.insert(after.id) }
            after.body = before.body
            if after != before { edit.metadata.insert(after.id) }
            if after.title != before.title { edit.retitledPages.insert(after.id) }
        }
        for (before, var after) in zip(old.guides, new.guides) where before != after {
            guard before.id == after.id, before.file == after.file, before.steps.map(\.id) == after.steps.map(\.id)
            else { return nil }
            if before.intro != after.intro { edit.bodies.insert(after.id) }
            if moved(before.intro, after.intro) { edit.metadata.insert(after.id) }
            after.intro = before.intro
            for number in after.steps.indices where after.steps[number].body != before.steps[number].body {
                edit.bodies.insert(after.id)
                if moved(before.steps[number].body, after.steps[number].body) { edit.metadata.insert(after.id) }
                after.steps[number].body = before.steps[number].body
            }
            if after != before { edit.metadata.insert(after.id) }
            if after.title != before.title { edit.retitledPages.insert(after.id) }
        }
        return edit
    }

    /// A text that starts elsewhere in its file (the front matter above it grew or shrank): its
    /// position is part of the model, so the page counts as changed beyond its text.
    private static func moved(_ before: MarkdownText, _ after: MarkdownText) -> Bool {
        before.origin != after.origin || before.columnOffset != after.columnOffset
    }
}

extension PageEdit {
    /// `model.json` (as `ModelExport` writes it for `old`) updated to `new`: the whole element of
    /// each page whose front matter changed, and the changed text of each page whose body alone
    /// changed, are replaced where they occur. Nil when the home page changed or a replaced part's
    /// JSON does not occur exactly once (then the file is encoded again in full). `relative` makes
    /// an element's file names relative, as `model.json` has them. The new file is written into
    /// memory from `buffers` when given.
    func updatingModelJSON(
        _ json: Data, from old: Site, to new: Site, relative: RelativeFiles, buffers: RecycledBuffers? = nil
    ) -> Data? {
        // Elements of the site's arrays sit three levels deep: { "site" : { "symbols" : [ {…} ] } }.
        let elementEncoder = SortedJSONEncoder(pretty: true, level: 3)
        let textEncoder = SortedJSONEncoder(pretty: true)
        var pairs: [(Data, Data)] = []
        func element<T: Encodable & Equatable>(_ before: T, _ after: T) -> Bool {
            guard before != after else { return true }
            pairs.append((Data(elementEncoder.encodeOrFallBack(before)), Data(elementEncoder.encodeOrFallBack(after))))
            return true
        }
        func text(_ before: MarkdownText, _ after: MarkdownText) -> Bool {
            guard before.text != after.text else { return true }
            pairs.append(
                (Data(textEncoder.encodeOrFallBack(before.text)), Data(textEncoder.encodeOrFallBack(after.text))))
            return true
        }
        if let before = old.home, let after = new.home, before != after {
            guard !metadata.contains("home"), text(before.body, after.body) else { return nil }
        }
        for (before, after) in zip(old.symbols, new.symbols) {
            guard
                metadata.contains(after.id)
                    ? element(relative.symbol(before), relative.symbol(after)) : text(before.body, after.body)
            else { return nil }
        }
        for (before, after) in zip(old.articles, new.articles) {
            guard
                metadata.contains(after.id)
                    ? element(relative.article(before), relative.article(after)) : text(before.body, after.body)
            else { return nil }
        }
        for (before, after) in zip(old.guides, new.guides) {
            if metadata.contains(after.id) {
                guard element(relative.guide(before), relative.guide(after)) else { return nil }
                continue
            }
            guard text(before.intro, after.intro) else { return nil }
            for (step, changed) in zip(before.steps, after.steps) {
                guard text(step.body, changed.body) else { return nil }
            }
        }
        return PageEdit.splice(json, replacing: pairs, buffers: buffers)
    }

    /// `json` with each pair's first bytes replaced by its second, or nil when one of them does not
    /// occur exactly once or two of them overlap. The result is written into memory from `buffers`
    /// when given.
    static func splice(_ json: Data, replacing pairs: [(Data, Data)], buffers: RecycledBuffers? = nil) -> Data? {
        if pairs.isEmpty { return json }
        // Each old encoding must occur exactly once in the old file (so that occurrence is the
        // element itself) and no two may overlap; the new file is then written in one pass, never
        // edited in place (which would move the file's tail once per replacement).
        var replacements: [(range: Range<Int>, bytes: Data)] = []
        for (needle, replacement) in pairs {
            guard let first = ByteSearch.only(needle, in: json) else { return nil }
            replacements.append((first..<first + needle.count, replacement))
        }
        replacements.sort { $0.range.lowerBound < $1.range.lowerBound }
        for (earlier, later) in zip(replacements, replacements.dropFirst())
        where later.range.lowerBound < earlier.range.upperBound {
            return nil
        }
        let count = replacements.reduce(json.count) { $0 - $1.range.count + $1.bytes.count }
        func fill(_ result: UnsafeMutableRawBufferPointer) {
            json.withUnsafeBytes { source in
                var copied = 0
                var written = 0
                func put(_ bytes: UnsafeRawBufferPointer) {
                    guard !bytes.isEmpty else { return }
                    result.baseAddress!.advanced(by: written).copyMemory(
                        from: bytes.baseAddress!, byteCount: bytes.count)
                    written += bytes.count
                }
                for (range, bytes) in replacements {
                    put(UnsafeRawBufferPointer(rebasing: source[copied..<range.lowerBound]))
                    bytes.withUnsafeBytes { put($0) }
                    copied = range.upperBound
                }
                put(UnsafeRawBufferPointer(rebasing: source[copied...]))
            }
        }
        if let buffers { return buffers.data(count: count, fill) }
        var result = Data(count: count)
        result.withUnsafeMutableBytes(fill)
        return result
    }
}
