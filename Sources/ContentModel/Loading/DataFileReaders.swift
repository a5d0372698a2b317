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

    /// A URL field's value when it is an http(s) or mailto: URL; any other scheme (`javascript:`,
    /// `data:`…) or a URL without one is reported (`unsafe-url`), since it becomes an `href`.
    static func webURL(_ url: Located<String>?, context: LoadContext) -> Located<String>? {
        guard let url else { return nil }
        guard URLSafety.isWebURL(url.value) else {
            let what = URLSafety.scheme(of: url.value).map { "uses the scheme '\($0):'" } ?? "has no scheme"
            context.error(
                .unsafeURL, "url '\(URLSafety.shown(url.value))' \(what); only http(s) and mailto: URLs are allowed",
                at: url.location,
                hint: "write the full address, e.g. https://developer.apple.com/…")
            return nil
        }
        return url
    }

    static func site(_ text: String, file: String, context: LoadContext) -> SiteConfig? {
        guard var map = root(text, file: file, context: context) else { return nil }
        let title = map.string("title", required: true)
        let description = map.string("description", required: true, maximumBytes: YAMLMap.maximumDescriptionBytes)
        var samples: SampleSettings?
        if var block = map.map("samples") {
            let typecheck = block.bool("typecheck") ?? false
            let target = block.deploymentTarget("deploymentTarget")
            block.reportUnknownFields(allowed: ["typecheck", "deploymentTarget"])
            samples = SampleSettings(typecheck: typecheck, deploymentTarget: target)
        }
        var symbolGraphs: SymbolGraphSettings?
        if var block = map.map("symbolGraphs") {
            var settings = SymbolGraphSettings(
                folders: block.stringList("folders"), interfaces: block.stringList("interfaces"))
            if let pages = block.enumeration("pages", SymbolGraphSettings.PageSelection.self) {
                settings.pages = pages
            }
            if let optional = block.string("optionalRequirements") {
                switch optional.value {
                case "defaulted": settings.defaultedRequirementsAreOptional = true
                case "required": settings.defaultedRequirementsAreOptional = false
                default:
                    context.error(
                        .invalidValue, "'optionalRequirements' must be 'defaulted' or 'required'",
                        at: optional.location,
                        hint: "'defaulted' shows a requirement with a default implementation as optional")
                }
            }
            block.reportUnknownFields(allowed: ["folders", "interfaces", "pages", "optionalRequirements"])
            symbolGraphs = settings
        }
        map.reportUnknownFields(allowed: ["title", "description", "samples", "symbolGraphs"])
        guard let title, let description else { return nil }
        return SiteConfig(
            title: title.value, description: description.value, samples: samples, symbolGraphs: symbolGraphs)
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
        let deploymentTarget = map.deploymentTarget("deploymentTarget")
        map.reportUnknownFields(allowed: ["id", "title", "summary", "audience", "sources", "steps", "deploymentTarget"])
        let steps: [PathStep] = stepMaps.compactMap(pathStep)
        if map.mapping.contains(where: { $0.key.string == "steps" }) && stepMaps.isEmpty {
            context.error(.missingField, "a reading path needs at least one step", at: map.location)
        }
        guard let pathID = PageReaders.checkedID(id, defaultID: defaultID, file: file, context: context),
            let title, let summary
        else { return nil }
        return ReadingPath(
            id: pathID, title: title.value, summary: summary.value, audience: audience?.value, sources: sources,
            steps: steps, file: file, deploymentTarget: deploymentTarget)
    }

    static let pathStepFields = ["page", "why", "choice", "either"]

    /// A step: `page` and `why`, or a choice: `choice` (its label) and `either` (the alternatives,
    /// each `page` and `why`).
    static func pathStep(_ map: YAMLMap) -> PathStep? {
        var map = map
        guard map.has("choice") || map.has("either") else {
            let stop = pathStop(&map, allowed: pathStepFields)
            return stop.map(PathStep.init)
        }
        if let page = map.node("page") {
            map.context.error(
                .invalidValue, "a step has either 'page' or 'choice', not both", at: map.location(of: page.key),
                hint: "put each page of the choice under 'either:' with its own 'why:'")
        }
        if let why = map.node("why") {
            map.context.error(
                .unknownField, "a choice step has no 'why' of its own", at: map.location(of: why.key),
                hint: "give each alternative under 'either:' its own 'why:'")
        }
        let label = map.string("choice", required: true)
        let alternativeMaps = items(&map, "either", what: "an alternative of a choice")
        map.reportUnknownFields(allowed: pathStepFields)
        let alternatives = alternativeMaps.compactMap { alternative -> PathStop? in
            var alternative = alternative
            return pathStop(&alternative, allowed: ["page", "why"])
        }
        guard let label, alternatives.count == alternativeMaps.count else { return nil }
        return PathStep(choice: label, alternatives: alternatives, at: map.location)
    }

    /// `page` and `why` of a one-page step or of an alternative.
    static func pathStop(_ map: inout YAMLMap, allowed: [String]) -> PathStop? {
        let page = map.string("page", required: true)
        let why = map.string("why", required: true)
        map.reportUnknownFields(allowed: allowed)
        guard let page, let why else { return nil }
        return PathStop(page: page, why: why.value)
    }

    static let mappingFields = [
        "title", "summary", "intro", "sources", "appDelegateProtocol", "sceneDelegateProtocols", "appDelegateMethods",
        "groups",
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
        let methods = map.map("appDelegateMethods").flatMap(callbackList)
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
            appDelegateProtocol: appProtocol, sceneDelegateProtocols: sceneProtocols, groups: groups,
            appDelegateMethods: methods, file: file)
    }

    /// `appDelegateMethods: {source, methods: [name | {method, source}]}`.
    static func callbackList(_ map: YAMLMap) -> CallbackList? {
        var map = map
        let source = map.string("source", required: true)
        let entries = map.list("methods", required: true) ?? []
        map.reportUnknownFields(allowed: ["source", "methods"])
        guard let source else { return nil }
        let reader = map
        let methods = entries.compactMap { entry -> ListedCallback? in
            if entry.mapping != nil {
                guard var detail = reader.child(entry, what: "a listed method") else { return nil }
                let name = detail.string("method", required: true)
                let own = detail.string("source")
                detail.reportUnknownFields(allowed: ["method", "source"])
                return name.map { ListedCallback(name: $0, source: own) }
            }
            return YAMLMap.string(entry, field: "methods", map: reader).map { ListedCallback(name: $0, source: nil) }
        }
        if entries.isEmpty && map.has("methods") {
            map.context.error(
                .missingField, "'methods' is empty: list every current method of the protocol", at: map.location,
                hint: "copy the method names from the protocol's Apple documentation page")
        }
        return CallbackList(source: source, methods: methods)
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
            let undocumented = detail.locatedBool("undocumentedWithScenes")
            detail.reportUnknownFields(allowed: ["symbols", "note", "notCalledWithScenes", "undocumentedWithScenes"])
            // Only app-delegate methods stop being called; a scene or SwiftUI cell cannot say so.
            for (name, flag) in [("notCalledWithScenes", notCalled), ("undocumentedWithScenes", undocumented)] {
                if let flag, key != "appDelegate" {
                    map.context.error(
                        .invalidValue, "'\(name)' belongs on the appDelegate cell, not on '\(key)'",
                        at: flag.location, hint: "move it to the row's appDelegate cell")
                }
            }
            let flagged = notCalled?.value == true && key == "appDelegate" ? notCalled?.location : nil
            let open = undocumented?.value == true && key == "appDelegate" ? undocumented?.location : nil
            if let flagged, let open {
                map.context.error(
                    .invalidValue, "a cell cannot be both notCalledWithScenes and undocumentedWithScenes",
                    at: open,
                    hint: "keep notCalledWithScenes when Apple says UIKit stops calling the methods (\(flagged))")
            }
            return MappingCell(
                symbols: symbols, note: note, notCalledWithScenesAt: flagged,
                undocumentedWithScenesAt: flagged == nil ? open : nil)
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
        var documented: DocumentedLaunchOptionKeys?
        if map.has("documented"), var list = map.map("documented") {
            let source = list.string("source", required: true)
            let names = list.stringList("keys", required: true, allowScalar: false)
            list.reportUnknownFields(allowed: ["source", "keys"])
            if let source {
                documented = DocumentedLaunchOptionKeys(source: source, keys: names, location: list.location)
            }
        }
        map.reportUnknownFields(allowed: ["symbol", "intro", "sources", "keys", "documented"])
        let keys: [LaunchOptionKeyEntry] = keyMaps.compactMap { entry in
            var entry = entry
            let swift = entry.string("swift", required: true)
            let objc = entry.string("objc", required: true)
            let arrivesIn = entry.string("arrivesIn")
            let alsoArrivesIn = entry.stringList("alsoArrivesIn")
            let availability = entry.has("availability") ? SymbolReader.readAvailability(&entry) : nil
            let deprecation = entry.string("deprecation")
            let note = entry.string("note", required: true)
            let keySources = entry.sources()
            entry.reportUnknownFields(allowed: [
                "swift", "objc", "arrivesIn", "alsoArrivesIn", "availability", "deprecation", "note", "sources",
            ])
            guard let swift, let objc, let note else { return nil }
            return LaunchOptionKeyEntry(
                swiftName: swift, objcName: objc, arrivesIn: arrivesIn, alsoArrivesIn: alsoArrivesIn,
                availability: availability, deprecation: deprecation?.value, note: note.value, sources: keySources,
                location: entry.location)
        }
        guard let symbol else { return nil }
        return LaunchOptionsTable(
            symbol: symbol, intro: intro?.value, sources: sources, keys: keys, documented: documented, file: file)
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
