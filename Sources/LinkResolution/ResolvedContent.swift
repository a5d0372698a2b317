import ContentModel
import Diagnostics
import Markup

/// Phase 3's result: the headings and code blocks of every Markdown text, who links to whom, the
/// diagnostics, and the HTML the resolve phase kept (the rest is rendered with its page by
/// `TextRenderer`).
public struct ResolvedContent: Sendable {
    /// HTML of the texts rendered during resolution: every text in an incremental session (`serve`),
    /// only the portable ones (mapping notes, shown on several pages) in a cold build.
    public var html: [MarkdownUnit.Key: String] = [:]
    /// Headings of each Markdown text (for tables of contents).
    public var headings: [MarkdownUnit.Key: [Heading]] = [:]
    /// Code blocks of each text, with their positions mapped into the content file.
    public var codeBlocks: [MarkdownUnit.Key: [LocatedCodeBlock]] = [:]
    /// Page id → ids of the pages that link to it (sorted).
    public var backlinks: [String: [String]] = [:]
    public var diagnostics: [Diagnostic] = []
    /// What each text links to and which `#fragment` links it makes, so `LinkResolver.update` can
    /// recompute backlinks and fragment checks after re-resolving only some pages (kept only by an
    /// incremental session, like `fragments`).
    var links: [MarkdownUnit.Key: (pages: Set<String>, checks: [FragmentCheck], names: Set<String>)] = [:]
    /// Every page's section ids (valid `#fragment` targets).
    var fragments: [String: Set<String>] = [:]

    public init() {}

    /// The pages whose texts link to one of `pages` or name one of `names` as a symbol (``name``
    /// or `code`): the texts whose resolution can change when those pages' titles or summaries
    /// do. Needs the `links` an incremental session keeps.
    public func pagesMentioning(pages: Set<String>, names: Set<String>) -> Set<String> {
        var result: Set<String> = []
        for (key, links) in links
        where !links.pages.isDisjoint(with: pages) || (!names.isEmpty && !links.names.isDisjoint(with: names)) {
            result.insert(key.page)
        }
        return result
    }

    /// The pages the texts `keys` link to (kept by an incremental session).
    public func pagesLinked(fromTexts keys: [MarkdownUnit.Key]) -> Set<String> {
        var result: Set<String> = []
        for key in keys { result.formUnion(links[key]?.pages ?? []) }
        return result
    }

    /// The pages the texts of `pages` link to (kept by an incremental session), in one pass.
    public func pagesLinked(from pages: Set<String>) -> Set<String> {
        var result: Set<String> = []
        for (key, links) in links where pages.contains(key.page) { result.formUnion(links.pages) }
        return result
    }

    /// Placeholder for the path to the site root in HTML that appears on several pages.
    /// It survives cmark's URL escaping unchanged.
    public static let rootToken = "@@scenedocs-root@@/"

    /// The kept HTML of a text, placed on the page at `outputPath`.
    public func html(_ key: MarkdownUnit.Key, onPageAt outputPath: String) -> String {
        guard let html = html[key] else { return "" }
        guard html.contains(ResolvedContent.rootToken) else { return html }
        return html.replacingAll(ResolvedContent.rootToken, with: OutputPaths.rootPrefix(from: outputPath))
    }
}

/// A code block of a text, with where it is in its file.
public struct LocatedCodeBlock: Sendable, Hashable {
    public var block: CodeBlock
    public var location: SourceLocation
}
