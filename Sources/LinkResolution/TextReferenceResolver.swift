import ContentModel
import Diagnostics
import Markup

/// Resolves the references of one Markdown text on one page.
struct TextReferenceResolver {
    let index: ContentIndex
    let page: PageRecord
    let assets: Set<String>
    let text: MarkdownText
    var diagnostics: [Diagnostic] = []
    /// Pages this text links to (for backlinks), in link order and once per link: a set insert
    /// per link showed in the profile, and backlinks are made unique once at the end anyway.
    var linkedPages: [String] = []
    /// `#fragment`s this text links to; checked once every page's sections are known.
    var fragmentChecks: [FragmentCheck] = []
    /// When set, links are written as `rootToken + site-relative path`, so the HTML can be placed on
    /// any page (mapping notes also appear on symbol pages); see `ResolvedContent.rootToken`.
    let rootToken: String?

    init(
        index: ContentIndex, page: PageRecord, assets: Set<String>,
        text: MarkdownText, rootToken: String? = nil
    ) {
        self.index = index
        self.page = page
        self.assets = assets
        self.text = text
        self.rootToken = rootToken
    }

    /// A link from this text to a site-relative file.
    func relative(to path: String) -> String {
        if let rootToken { return rootToken + path }
        return OutputPaths.relative(from: page.outputPath, to: path)
    }

    func location(_ position: Position) -> SourceLocation {
        text.location(line: position.line, column: position.column)
    }

    func href(to target: PageRecord, fragment: String? = nil) -> String {
        var href = target.id == page.id && fragment != nil && rootToken == nil ? "" : relative(to: target.outputPath)
        if let fragment { href += "#" + fragment }
        return href
    }

    mutating func resolve(_ reference: Reference) -> ResolvedLink? {
        switch reference.kind {
        case .symbol(let name):
            return symbolLink(name, position: reference.position, strict: true)
        case .code(let code):
            return symbolLink(code, position: reference.position, strict: false)
        case .link(let url, let isAutolink):
            return link(url, isAutolink: isAutolink, position: reference.position)
        case .image(let url):
            return image(url, position: reference.position)
        }
    }

    /// What `name` names: an id or a display name, else — as DocC reads symbol links — a path
    /// (`Stack/push(_:)`, `Shapes/Stack/push(_:)`, `UIScene/ConnectionOptions/urlContexts`) or, on
    /// a page made from a symbol graph, a name relative to the page's symbol or its parents.
    func lookup(_ name: String) -> ContentIndex.SymbolLookup {
        let direct = index.symbol(named: name)
        if case .found = direct { return direct }
        var candidates: [String] = []
        if let symbol = index.symbols[page.id], symbol.graph != nil {
            var scope: String? = symbol.id
            var depth = 0
            while let base = scope, depth < 64 {
                candidates += [base + "/" + name, base + "." + name]
                scope = index.symbols[base]?.parent?.value
                depth += 1
            }
        }
        if name.contains("/") {
            var components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            // A leading module name (`Shapes/Stack`): the first component names no symbol.
            if components.count > 1, case .notFound = index.symbol(named: components[0]) {
                components.removeFirst()
            }
            candidates.append(components.joined(separator: "."))
            if components.count > 1 {
                candidates.append(components.dropLast().joined(separator: ".") + "/" + components.last!)
            }
        }
        // A page wins over a name without one (an external symbol, or an interface declaration
        // standing in when the graphs could not be extracted), which wins over nothing.
        var external: ContentIndex.SymbolLookup?
        for candidate in candidates {
            let found = index.symbol(named: candidate)
            switch found {
            case .found(let symbol): return .found(symbol)
            case .external: if external == nil { external = found }
            case .ambiguous, .notFound: continue
            }
        }
        if case .notFound = direct, let external { return external }
        return direct
    }

    mutating func symbolLink(_ name: String, position: Position, strict: Bool) -> ResolvedLink? {
        switch lookup(name) {
        case .found(let symbol):
            guard let target = index.pages[symbol.id], symbol.id != page.id else { return nil }
            linkedPages.append(symbol.id)
            // Show the symbol's display name (`sceneDidBecomeActive(_:)`), not its full id path.
            return ResolvedLink(
                href: href(to: target), title: symbol.summary, text: name == symbol.title ? nil : symbol.title,
                textIsCode: true)
        case .external(let external):
            return external.url.map { ResolvedLink(href: $0, title: "\(external.id) (\(external.framework))") }
        case .ambiguous(let ids):
            if strict {
                diagnostics.append(
                    .error(
                        .ambiguousReference, "'\(name)' names \(ids.count) symbols: \(ids.joined(separator: ", "))",
                        at: location(position), hint: "write the full id, e.g. ``\(ids[0])``"))
            }
            return nil
        case .notFound:
            if strict {
                diagnostics.append(
                    .error(
                        .unresolvedReference, "no symbol named '\(name)'", at: location(position),
                        hint: NearMiss.hint(
                            for: name,
                            among: index.symbols.keys.map { $0 } + index.symbolsByTitle.keys
                                + index.externalSymbols.keys)
                            ?? "add a symbol page, or list it in external-symbols.yaml"))
            }
            return nil
        }
    }

    mutating func link(_ url: String, isAutolink: Bool, position: Position) -> ResolvedLink? {
        if url.hasPrefix("doc:") {
            let target = String(url.dropFirst(4))
            let parts = target.splitOnce(at: UInt8(ascii: "#"))
            let id = String(parts.before)
            let fragment = parts.after.map(String.init)
            guard let record = index.pages[id] else {
                diagnostics.append(
                    .error(
                        .unresolvedReference, "no page with id '\(id)'", at: location(position),
                        hint: NearMiss.hint(for: id, among: index.pages.keys) ?? "check the id in <doc:…>"))
                return nil
            }
            if let fragment {
                fragmentChecks.append(FragmentCheck(page: id, fragment: fragment, location: location(position)))
            }
            if id != page.id { linkedPages.append(id) }
            var title = record.title
            // Only a guide's page has steps (a look-up and a copy of each step per link showed in the profile).
            if let fragment, record.kind == .guide, let guide = index.guides[id],
                let step = guide.steps.firstIndex(where: { $0.id == fragment })
            {
                title = "Step \(guide.steps[step].number): \(guide.steps[step].title)"
            }
            return ResolvedLink(
                href: href(to: record, fragment: fragment), title: record.summary.isEmpty ? nil : record.summary,
                text: isAutolink ? title : nil, textIsCode: isAutolink && record.kind == .symbol && fragment == nil)
        }
        if url.hasPrefix("#") {
            let fragment = String(url.dropFirst())
            if !fragment.isEmpty {
                fragmentChecks.append(
                    FragmentCheck(page: page.id, fragment: fragment, location: location(position), onSamePage: true))
            }
            return rootToken.map { ResolvedLink(href: $0 + page.outputPath + url) }
        }
        if url.hasPrefix("asset:") {
            return asset(String(url.dropFirst(6)), position: position)
        }
        if isExternal(url) { return nil }
        if let problem = unsafe(url, what: "link", position: position) {
            diagnostics.append(problem)
            return nil
        }
        diagnostics.append(
            .error(
                .uncheckedLink, "link '\(url)' is neither a page reference nor an external URL", at: location(position),
                hint: "link pages with <doc:page-id>, files with asset:name, the web with https://"))
        return nil
    }

    mutating func image(_ url: String, position: Position) -> ResolvedLink? {
        if url.hasPrefix("asset:") { return asset(String(url.dropFirst(6)), position: position) }
        if let problem = unsafe(url, what: "image", position: position) {
            diagnostics.append(problem)
            return nil
        }
        if isExternal(url) || url.hasPrefix("//") {
            diagnostics.append(
                .error(
                    .remoteResource, "image '\(url)' would be loaded from the network", at: location(position),
                    hint: "put the file in Content/assets/ and write ![alt](asset:name)"))
            return nil
        }
        diagnostics.append(
            .error(
                .uncheckedLink, "image '\(url)' is not an asset reference", at: location(position),
                hint: "put the file in Content/assets/ and write ![alt](asset:name)"))
        return nil
    }

    mutating func asset(_ name: String, position: Position) -> ResolvedLink? {
        guard assets.contains(name) else {
            diagnostics.append(
                .error(
                    .unknownAsset, "no asset named '\(name)'", at: location(position),
                    hint: NearMiss.hint(for: name, among: assets) ?? "add it to Content/assets/"))
            return nil
        }
        return ResolvedLink(href: relative(to: OutputPaths.asset(name)))
    }

    /// `unsafe-url` for a URL whose scheme is not http(s) or mailto: (`javascript:`, `data:`, …).
    func unsafe(_ url: String, what: String, position: Position) -> Diagnostic? {
        guard let scheme = URLSafety.unsafeScheme(of: url) else { return nil }
        return .error(
            .unsafeURL, "\(what) '\(URLSafety.shown(url))' uses the scheme '\(scheme):', which is not allowed",
            at: location(position), hint: URLSafety.hint)
    }

    func isExternal(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:")
    }
}

/// A link to `page#fragment`, checked after every text is parsed (headings of later texts count).
struct FragmentCheck: Sendable {
    var page: String
    var fragment: String
    var location: SourceLocation
    var onSamePage = false

    /// The error when `fragments` (the target page's section ids) lacks the fragment.
    func diagnostic(fragments: Set<String>) -> Diagnostic? {
        guard !fragments.contains(fragment) else { return nil }
        let message =
            onSamePage ? "this page has no section '#\(fragment)'" : "page '\(page)' has no section '#\(fragment)'"
        return .error(
            .unresolvedFragment, message, at: location, hint: NearMiss.hint(for: fragment, among: fragments))
    }
}
