import Diagnostics

/// Reads the YAML data files: `site.yaml`, `sources.yaml`, `external-symbols.yaml`, `paths/*.yaml`,
/// `mapping.yaml`, `launch-options.yaml`, `audit.yaml`.
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
            let url = entry.string("url")
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
            let url = entry.string("url")
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
            let notCalled = detail.locatedBool("notCalledWithScenes")
            detail.reportUnknownFields(allowed: ["symbols", "note", "notCalledWithScenes"])
            // Only app-delegate methods stop being called; a scene or SwiftUI cell cannot say so.
            if let notCalled, key != "appDelegate" {
                map.context.error(
                    .invalidValue, "'notCalledWithScenes' belongs on the appDelegate cell, not on '\(key)'",
                    at: notCalled.location, hint: "move it to the row's appDelegate cell")
            }
            let flagged = notCalled?.value == true && key == "appDelegate" ? notCalled?.location : nil
            return MappingCell(symbols: symbols, note: note, notCalledWithScenesAt: flagged)
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

    static func launchOptions(_ text: String, file: String, context: LoadContext) -> LaunchOptionsTable? {
        guard var map = root(text, file: file, context: context) else { return nil }
        let symbol = map.string("symbol", required: true)
        let intro = map.string("intro")
        let sources = map.sources()
        let keyMaps = items(&map, "keys", what: "a launch-options key")
        map.reportUnknownFields(allowed: ["symbol", "intro", "sources", "keys"])
        let keys: [LaunchOptionKeyEntry] = keyMaps.compactMap { entry in
            var entry = entry
            let swift = entry.string("swift", required: true)
            let objc = entry.string("objc", required: true)
            let arrivesIn = entry.string("arrivesIn")
            let note = entry.string("note", required: true)
            let keySources = entry.sources()
            entry.reportUnknownFields(allowed: ["swift", "objc", "arrivesIn", "note", "sources"])
            guard let swift, let objc, let note else { return nil }
            return LaunchOptionKeyEntry(
                swiftName: swift, objcName: objc, arrivesIn: arrivesIn, note: note.value, sources: keySources,
                location: entry.location)
        }
        guard let symbol else { return nil }
        return LaunchOptionsTable(symbol: symbol, intro: intro?.value, sources: sources, keys: keys, file: file)
    }

    static func audit(_ text: String, file: String, context: LoadContext) -> AuditData? {
        guard var map = root(text, file: file, context: context) else { return nil }
        let sources = map.sources()
        let ruleMaps = items(&map, "rules", what: "an audit rule")
        let selectorMaps = map.has("selectors") ? items(&map, "selectors", what: "a selector entry") : []
        let lookupMaps = map.has("globalLookups") ? items(&map, "globalLookups", what: "a global look-up") : []
        map.reportUnknownFields(allowed: ["sources", "rules", "selectors", "globalLookups"])
        let rules: [AuditRuleEntry] = ruleMaps.compactMap { entry in
            var entry = entry
            let id = entry.string("id", required: true)
            let title = entry.string("title", required: true)
            let summary = entry.string("summary", required: true)
            let page = entry.string("page", required: true)
            let step = entry.string("step", required: true)
            entry.reportUnknownFields(allowed: ["id", "title", "summary", "page", "step"])
            guard let id, let title, let summary, let page, let step else { return nil }
            return AuditRuleEntry(id: id, title: title.value, summary: summary.value, page: page, step: step)
        }
        let selectors: [AuditSelectorEntry] = selectorMaps.compactMap { entry in
            var entry = entry
            let symbol = entry.string("symbol", required: true)
            let objc = entry.stringList("objc", required: true)
            entry.reportUnknownFields(allowed: ["symbol", "objc"])
            guard let symbol else { return nil }
            return AuditSelectorEntry(symbol: symbol, objc: objc)
        }
        let lookups: [AuditGlobalLookupEntry] = lookupMaps.compactMap { entry in
            var entry = entry
            let type = entry.string("type", required: true)
            let member = entry.string("member", required: true)
            let objc = entry.stringList("objc")
            let replacement = entry.string("replacement")
            let advice = entry.string("advice", required: true)
            let lookupSources = entry.sources()
            entry.reportUnknownFields(allowed: ["type", "member", "objc", "replacement", "advice", "sources"])
            guard let type, let member, let advice else { return nil }
            return AuditGlobalLookupEntry(
                type: type, member: member, objc: objc, replacement: replacement, advice: advice.value,
                sources: lookupSources, location: entry.location)
        }
        return AuditData(sources: sources, rules: rules, selectors: selectors, globalLookups: lookups, file: file)
    }
}
