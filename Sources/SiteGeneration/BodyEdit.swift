import ContentModel
import Foundation

/// The most common edit while writing: the Markdown body of existing pages changed and nothing
/// else did. `serve` rebuilds such an edit without touching the rest of the site.
enum BodyEdit {
    /// The ids of the pages whose bodies differ, or nil when anything else differs (front matter,
    /// files added or removed, data files, assets).
    static func changedPages(from old: Site, to new: Site) -> Set<String>? {
        guard old.config == new.config, old.sources == new.sources, old.externalSymbols == new.externalSymbols,
            old.paths == new.paths, old.mapping == new.mapping, old.assets == new.assets,
            old.symbols.count == new.symbols.count, old.articles.count == new.articles.count,
            old.guides.count == new.guides.count, (old.home == nil) == (new.home == nil)
        else { return nil }
        var changed: Set<String> = []
        if let before = old.home, var after = new.home {
            if before.body != after.body { changed.insert("home") }
            after.body = before.body
            guard after == before else { return nil }
        }
        for (before, var after) in zip(old.symbols, new.symbols) {
            if before.body != after.body { changed.insert(after.id) }
            after.body = before.body
            guard after == before else { return nil }
        }
        for (before, var after) in zip(old.articles, new.articles) {
            if before.body != after.body { changed.insert(after.id) }
            after.body = before.body
            guard after == before else { return nil }
        }
        for (before, var after) in zip(old.guides, new.guides) {
            guard before.steps.count == after.steps.count else { return nil }
            if before.intro != after.intro { changed.insert(after.id) }
            after.intro = before.intro
            for number in after.steps.indices where after.steps[number].body != before.steps[number].body {
                changed.insert(after.id)
                after.steps[number].body = before.steps[number].body
            }
            guard after == before else { return nil }
        }
        return changed
    }
}

extension BodyEdit {
    /// `model.json` with each changed body replaced, or nil when a replaced text's JSON form does
    /// not occur exactly once (then the file is encoded again in full).
    static func replacingTexts(in json: Data, from old: Site, to new: Site) -> Data? {
        var pairs: [(String, String)] = []
        if let before = old.home, let after = new.home, before.body.text != after.body.text {
            pairs.append((before.body.text, after.body.text))
        }
        for (before, after) in zip(old.symbols, new.symbols) where before.body.text != after.body.text {
            pairs.append((before.body.text, after.body.text))
        }
        for (before, after) in zip(old.articles, new.articles) where before.body.text != after.body.text {
            pairs.append((before.body.text, after.body.text))
        }
        for (before, after) in zip(old.guides, new.guides) {
            if before.intro.text != after.intro.text { pairs.append((before.intro.text, after.intro.text)) }
            for (step, changed) in zip(before.steps, after.steps) where step.body.text != changed.body.text {
                pairs.append((step.body.text, changed.body.text))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var result = json
        for (before, after) in pairs {
            guard let needle = try? encoder.encode(before), let replacement = try? encoder.encode(after),
                let first = find(needle, in: result, from: 0), find(needle, in: result, from: first + needle.count) == nil
            else { return nil }
            let start = result.startIndex + first
            result.replaceSubrange(start..<start + needle.count, with: replacement)
        }
        return result
    }

    /// Offset of the first `needle` in `data` at or after `start` (`memchr` for the first byte,
    /// then `memcmp`; Foundation's `Data.range(of:)` was slow on a 64 MB model.json).
    static func find(_ needle: Data, in data: Data, from start: Int) -> Int? {
        guard start <= data.count, !needle.isEmpty else { return nil }
        return data.withUnsafeBytes { haystack -> Int? in
            needle.withUnsafeBytes { pattern -> Int? in
                guard let base = haystack.baseAddress, let first = pattern.baseAddress else { return nil }
                let firstByte = Int32(pattern[0])
                var offset = start
                while offset + pattern.count <= haystack.count {
                    guard let hit = memchr(base + offset, firstByte, haystack.count - offset - pattern.count + 1) else {
                        return nil
                    }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position, first, pattern.count) == 0 { return position }
                    offset = position + 1
                }
                return nil
            }
        }
    }
}
