import Diagnostics

/// Reads the YAML data files: `site.yaml`, `sources.yaml`, `external-symbols.yaml`, `paths/*.yaml`,
/// `mapping.yaml`.
enum DataFileReaders {
    /// The top-level mapping of a YAML file.
    static func root(_ text: String, file: String, context: LoadContext) -> YAMLMap? {
        guard let node = YAMLParsing.parse(text, file: file, context: context) else {
            return nil
        }
        return YAMLMap(
            node, file: file, source: YAMLSource(text),
            context: context, what: "the file")
    }

    /// Items of a top-level list field, each a mapping.
    static func items(_ map: inout YAMLMap, _ key: String, what: String) -> [YAMLMap] {
        let reader = map
        return (map.list(key, required: true) ?? []).compactMap { reader.child($0, what: what) }
    }

    /// A URL field's value when it is an http(s) or mailto: URL; any other scheme (`javascript:`,
    /// `data:`…) or a URL without one is reported (`unsafe-url`), since it becomes an `href`.
    static func webURL(_ url: Located<String>?, context: LoadContext) -> Located<String>? {
        guard let url else { return nil }
        guard URLSafety.isWebURL(url.value) else {
            let what = URLSafety.scheme(of: url.value).map { "uses the scheme '\($0):'" } ?? "has no scheme"
            context.error(
                .unsafeURL, "url '\(URLSafety.shown(url.value))' \(what); only http(s) and mailto: URLs are allowed", at: url.location,
                hint: "write the full address, e.g. https://developer.apple.com/…")
            return nil
        }
        return url
    }

    static func site(_ text: String, file: String, context: LoadContext) -> SiteConfig? {
        guard var map = root(text, file: file, context: context) else { return nil }
        let title = map.string("title", required: true)
        let description = map.string("description", required: true)
        map.reportUnknownFields(allowed: ["title", "description"])
        guard let title, let description else { return nil }
        return SiteConfig(title: title.value, description: description.value)
    }

    static func sources(_ text: String, file: String, context: LoadContext) -> [Source] {
        guard var map = root(text, file: file, context: context) else { return [] }
        let entries = items(&map, "sources", what: "a source")
        map.reportUnknownFields(allowed: ["sources"])
        return entries.compactMap { entry in
            var entry = entry
            let id = entry.string("id", required: true)
            let title = entry.string("title", required: true)
            let url = webURL(entry.string("url"), context: context)
            entry.reportUnknownFields(allowed: ["id", "title", "url"])
            guard let id, let title else { return nil }
            return Source(id: id.value, title: title.value, url: url?.value, location: id.location)
        }
    }

    static func externalSymbols(_ text: String, file: String, context: LoadContext) -> [ExternalSymbol] {
        guard var map = root(text, file: file, context: context) else { return [] }
        let entries = items(&map, "symbols", what: "an external symbol")
        map.reportUnknownFields(allowed: ["symbols"])
        return entries.compactMap { entry in
            var entry = entry
            let id = entry.string("id", required: true)
            let framework = entry.string("framework", required: true)
            let url = webURL(entry.string("url"), context: context)
            entry.reportUnknownFields(allowed: ["id", "framework", "url"])
            guard let id, let framework else { return nil }
            return ExternalSymbol(id: id.value, framework: framework.value, url: url?.value, location: id.location)
        }
    }

    static func path(_ text: String, file: String, defaultID: String, context: LoadContext) -> ReadingPath? {
        guard var map = root(text, file: file, context: context) else { return nil }
        let id = map.string("id")
        let title = map.string("title", required: true)
        let summary = map.string("summary", required: true)
        let audience = map.string("audience")
        let sources = map.sources()
        let stepMaps = items(&map, "steps", what: "a reading-path step")
        map.reportUnknownFields(allowed: ["id", "title", "summary", "audience", "sources", "steps"])
        let steps: [PathStep] = stepMaps.compactMap { step in
            var step = step
            let page = step.string("page", required: true)
            let why = step.string("why", required: true)
            step.reportUnknownFields(allowed: ["page", "why"])
            guard let page, let why else { return nil }
            return PathStep(page: page, why: why.value)
        }
        if map.mapping.contains(where: { $0.key.string == "steps" }) && stepMaps.isEmpty {
            context.error(.missingField, "a reading path needs at least one step", at: map.location)
        }
        guard let pathID = PageReaders.checkedID(id, defaultID: defaultID, file: file, context: context),
            let title, let summary
        else { return nil }
        return ReadingPath(
            id: pathID, title: title.value, summary: summary.value, audience: audience?.value, sources: sources,
            steps: steps, file: file)
    }

    static let mappingFields = [
        "title", "summary", "intro", "sources", "appDelegateProtocol", "sceneDelegateProtocols", "groups",
    ]
    static let rowFields = ["title", "appDelegate", "sceneDelegate", "swiftUI", "staysOnAppDelegate", "note"]

    static func mapping(_ text: String, file: String, context: LoadContext) -> LifecycleMapping? {
        guard var map = root(text, file: file, context: context) else { return nil }
        let title = map.string("title", required: true)
        let summary = map.string("summary", required: true)
        let intro = map.markdown("intro")
        let sources = map.sources()
        let appProtocol = map.string("appDelegateProtocol", required: true)
        let sceneProtocols = map.stringList("sceneDelegateProtocols", required: true)
        let groupMaps = items(&map, "groups", what: "a mapping group")
        map.reportUnknownFields(allowed: mappingFields)
        let groups: [MappingGroup] = groupMaps.compactMap { group in
            var group = group
            let groupTitle = group.string("title", required: true)
            let rowMaps = items(&group, "rows", what: "a mapping row")
            group.reportUnknownFields(allowed: ["title", "rows"])
            let rows = rowMaps.compactMap(row)
            guard let groupTitle else { return nil }
            return MappingGroup(title: groupTitle.value, rows: rows)
        }
        guard let title, let summary, let appProtocol else { return nil }
        return LifecycleMapping(
            title: title.value, summary: summary.value, intro: intro, sources: sources,
            appDelegateProtocol: appProtocol, sceneDelegateProtocols: sceneProtocols, groups: groups, file: file)
    }

    static func row(_ map: YAMLMap) -> MappingRow? {
        var map = map
        let title = map.string("title")
        let app = cell(&map, "appDelegate")
        let scene = cell(&map, "sceneDelegate")
        let swiftUI = cell(&map, "swiftUI")
        let stays = map.bool("staysOnAppDelegate") ?? false
        let note = map.markdown("note")
        map.reportUnknownFields(allowed: rowFields)
        return MappingRow(
            title: title?.value, appDelegate: app, sceneDelegate: scene, swiftUI: swiftUI, staysOnAppDelegate: stays,
            note: note, location: map.location)
    }

    /// A cell: an id, a list of ids, or `{symbols: [...], note: "..."}`.
    static func cell(_ map: inout YAMLMap, _ key: String) -> MappingCell? {
        guard let (_, value) = map.node(key) else { return nil }
        if value.mapping != nil, var detail = map.child(value, what: "cell '\(key)'") {
            let symbols = detail.stringList("symbols")
            let note = detail.markdown("note")
            detail.reportUnknownFields(allowed: ["symbols", "note"])
            return MappingCell(symbols: symbols, note: note)
        }
        if let sequence = value.sequence {
            let reader = map
            return MappingCell(symbols: sequence.compactMap { YAMLMap.string($0, field: key, map: reader) }, note: nil)
        }
        if let single = YAMLMap.string(value, field: key, map: map) {
            return MappingCell(symbols: [single], note: nil)
        }
        return nil
    }
}
