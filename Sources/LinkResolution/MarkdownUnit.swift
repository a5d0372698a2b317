import ContentModel

/// One Markdown text of the model and the page it appears on.
public struct MarkdownUnit: Sendable {
    /// Identifies the text: `Key(page: "UIScene", part: "body")`, `Key(page: "uikit-to-scenes", part: "step:create/gotcha:1")`.
    public struct Key: Hashable, Sendable, Comparable {
        public var page: String
        public var part: String

        public init(page: String, part: String) {
            self.page = page
            self.part = part
        }

        public static func < (lhs: Key, rhs: Key) -> Bool { (lhs.page, lhs.part) < (rhs.page, rhs.part) }
    }

    public var key: Key
    public var text: MarkdownText

    /// Texts shown on several pages (mapping notes also appear in "Equivalents" on symbol pages)
    /// link through `ResolvedContent.rootToken` instead of page-relative paths.
    public var isPortable: Bool { key.page == "mapping" && key.part.hasPrefix("row:") }

    /// Every Markdown text of the site, in a stable order, each with the page it renders on.
    public static func all(in site: Site) -> [MarkdownUnit] {
        all(in: site, onPages: nil)
    }

    /// The Markdown texts of the pages in `pages` (every page when nil), in the order of `all(in:)`.
    public static func all(in site: Site, onPages pages: Set<String>?) -> [MarkdownUnit] {
        func wanted(_ page: String) -> Bool { pages?.contains(page) ?? true }
        var units: [MarkdownUnit] = []
        if let home = site.home, wanted("home") {
            units.append(MarkdownUnit(key: Key(page: "home", part: "body"), text: home.body))
        }
        for number in site.symbols.indices where wanted(site.symbols[number].id) {
            units.append(
                MarkdownUnit(key: Key(page: site.symbols[number].id, part: "body"), text: site.symbols[number].body))
        }
        for article in site.articles where wanted(article.id) {
            units.append(MarkdownUnit(key: Key(page: article.id, part: "body"), text: article.body))
        }
        for guide in site.guides where wanted(guide.id) {
            units.append(MarkdownUnit(key: Key(page: guide.id, part: "intro"), text: guide.intro))
            for step in guide.steps {
                units.append(MarkdownUnit(key: stepKey(guide: guide.id, step: step.id), text: step.body))
                for (number, gotcha) in step.gotchas.enumerated() {
                    units.append(
                        MarkdownUnit(key: gotchaKey(guide: guide.id, step: step.id, number: number), text: gotcha))
                }
            }
        }
        if let mapping = site.mapping, wanted("mapping") {
            if let intro = mapping.intro {
                units.append(MarkdownUnit(key: Key(page: "mapping", part: "intro"), text: intro))
            }
            for (number, row) in mapping.rows.enumerated() {
                if let note = row.note {
                    units.append(MarkdownUnit(key: mappingNoteKey(row: number, column: "note"), text: note))
                }
                for (column, cell) in [
                    ("appDelegate", row.appDelegate), ("sceneDelegate", row.sceneDelegate),
                    ("swiftUI", row.swiftUI),
                ] {
                    if let note = cell?.note {
                        units.append(MarkdownUnit(key: mappingNoteKey(row: number, column: column), text: note))
                    }
                }
            }
        }
        return units
    }

    public static func stepKey(guide: String, step: String) -> Key { Key(page: guide, part: "step:\(step)") }
    public static func gotchaKey(guide: String, step: String, number: Int) -> Key {
        Key(page: guide, part: "step:\(step)/gotcha:\(number)")
    }
    public static func mappingNoteKey(row: Int, column: String) -> Key {
        Key(page: "mapping", part: "row:\(row)/\(column)")
    }
}
