import ContentModel
import Diagnostics
import Foundation

/// The content folder could not give the audit its knowledge; `diagnostics` say why (file:line:col).
public struct AuditContentError: Error, Sendable {
    public var diagnostics: [Diagnostic]
}

/// What the content says about one rule: its title and summary (SARIF), the page that explains it,
/// and the migration step it belongs to (the HTML report's checklist).
public struct AuditRuleInfo: Sendable, Hashable {
    public var rule: AuditRule
    public var title: String
    public var summary: String
    /// Page id with anchor, e.g. `audit-your-app#app-delegate-ui-callback`.
    public var page: String
    /// `guide#step`, e.g. `uikit-to-scenes#move-lifecycle-callbacks`.
    public var step: String
    /// The step's title and number, and its guide's title.
    public var stepTitle: String
    public var stepNumber: Int
    public var guideTitle: String

    public init(
        rule: AuditRule, title: String, summary: String, page: String, step: String, stepTitle: String,
        stepNumber: Int, guideTitle: String
    ) {
        self.rule = rule
        self.title = title
        self.summary = summary
        self.page = page
        self.step = step
        self.stepTitle = stepTitle
        self.stepNumber = stepNumber
        self.guideTitle = guideTitle
    }
}

/// The audit's view of the content model: the rules' knowledge plus what the report formats need
/// to name and link pages (titles and the site's output paths).
public struct AuditContent: Sendable {
    public var knowledge: AuditKnowledge
    /// Every rule, in `AuditRule.allCases` order.
    public var rules: [AuditRule: AuditRuleInfo]
    /// Page id → file in the generated site (`OutputPaths`), e.g. `articles/audit-your-app.html`.
    public var outputPaths: [String: String]
    /// Page id → title.
    public var pageTitles: [String: String]
    public var siteTitle: String
    /// Warnings found while loading (errors throw).
    public var diagnostics: [Diagnostic]
    /// The content's SDK interface files (`interfaces/<Module>.swift`), which `migrate` type-checks
    /// the Swift it writes against.
    public var interfaces: [SwiftSource]

    public init(
        knowledge: AuditKnowledge, rules: [AuditRule: AuditRuleInfo], outputPaths: [String: String],
        pageTitles: [String: String], siteTitle: String, diagnostics: [Diagnostic] = [],
        interfaces: [SwiftSource] = []
    ) {
        self.knowledge = knowledge
        self.rules = rules
        self.outputPaths = outputPaths
        self.pageTitles = pageTitles
        self.siteTitle = siteTitle
        self.diagnostics = diagnostics
        self.interfaces = interfaces
    }

    /// Loads and validates the content folder as `build` does, then builds the knowledge.
    /// Throws `AuditContentError` when there is any error (content or audit data).
    public static func load(contentDirectory: URL, displayPrefix: String = "Content") throws -> AuditContent {
        var (site, loadDiagnostics) = ContentLoader(directory: contentDirectory, displayPrefix: displayPrefix)
            .load(completesSymbolsLater: true)
        // The audit reads no symbol graph: it needs the pages' ids, titles and paths only.
        ProseOnlySymbols.standIn(&site)
        var diagnostics = loadDiagnostics
        let index = ContentIndex(site: site)
        diagnostics += ContentValidator(site: site, index: index).validate()
        let (content, buildDiagnostics) = build(site: site, index: index, displayPrefix: displayPrefix)
        diagnostics += buildDiagnostics
        let sorted = Diagnostics(diagnostics).sorted
        guard var content, !sorted.contains(where: { $0.severity == .error }) else {
            throw AuditContentError(diagnostics: sorted)
        }
        content.diagnostics = sorted
        content.interfaces = site.interfaces
        return content
    }

    /// Builds the knowledge from a loaded, validated model. Returns nil with errors when the audit
    /// data is missing or names rules the audit does not have.
    public static func build(site: Site, index: ContentIndex, displayPrefix: String = "Content")
        -> (AuditContent?, [Diagnostic])
    {
        var diagnostics: [Diagnostic] = []
        func display(_ file: String) -> String { displayPrefix.isEmpty ? file : displayPrefix + "/" + file }
        guard let audit = site.audit else {
            return (
                nil,
                [
                    .error(
                        .missingField, "the content has no audit.yaml, which the audit reads its rules from",
                        at: .file(display("audit.yaml")), hint: "add audit.yaml (see docs/audit.md)")
                ]
            )
        }
        guard let mapping = site.mapping else {
            return (
                nil,
                [
                    .error(
                        .missingField, "the content has no mapping.yaml, which says which callbacks stop being called",
                        at: .file(display("mapping.yaml")), hint: "add mapping.yaml (see the README)")
                ]
            )
        }

        // Rules: each id known to the audit, each rule described once.
        var rules: [AuditRule: AuditRuleInfo] = [:]
        let ruleIDs = AuditRule.allCases.map(\.rawValue)
        for entry in audit.rules {
            guard let rule = AuditRule(rawValue: entry.id.value) else {
                diagnostics.append(
                    .error(
                        .invalidValue, "'\(entry.id.value)' is not a rule of the audit", at: entry.id.location,
                        hint: NearMiss.hint(for: entry.id.value, among: ruleIDs)
                            ?? "rules: \(ruleIDs.joined(separator: ", "))"))
                continue
            }
            let parts = entry.step.value.splitting(on: "#", maxSplits: 1).map(String.init)
            let guide = index.guides[parts.first ?? ""]
            let step = guide?.steps.first { parts.count == 2 && $0.anchor == parts[1] }
            rules[rule] = AuditRuleInfo(
                rule: rule, title: entry.title, summary: entry.summary, page: entry.page.value, step: entry.step.value,
                stepTitle: step?.title ?? entry.step.value, stepNumber: step?.number ?? 0,
                guideTitle: guide?.title ?? "")
        }
        for rule in AuditRule.allCases
        where rules[rule] == nil && !audit.rules.contains(where: { $0.id.value == rule.rawValue }) {
            diagnostics.append(
                .error(
                    .missingField, "audit.yaml does not describe rule '\(rule.rawValue)'", at: .file(audit.file),
                    hint: "add it to rules: with its title, summary, page and step"))
        }

        var selectors: [String: [String]] = [:]
        for entry in audit.selectors { selectors[entry.symbol.value] = entry.objc.map(\.value) }

        func resolved(_ reference: Located<String>) -> String? {
            if case .found(let symbol) = index.symbol(named: reference.value) { return symbol.id }
            return index.externalSymbols[reference.value]?.id
        }
        func memberName(_ id: String) -> String {
            guard let slash = id.lastIndex(of: "/") else { return id }
            return String(id[id.index(after: slash)...])
        }

        // Callbacks UIKit stops calling: the app-delegate cells flagged in the mapping.
        var callbacks: [AuditKnowledge.Callback] = []
        var flagged: Set<String> = []
        for row in mapping.rows {
            guard let cell = row.appDelegate, cell.notCalledWithScenes || cell.undocumentedWithScenes else { continue }
            let scene = (row.sceneDelegate?.symbols ?? []).compactMap(resolved)
            let swiftUI = (row.swiftUI?.symbols ?? []).compactMap(resolved)
            for reference in cell.symbols {
                guard let id = resolved(reference), flagged.insert(id).inserted else { continue }
                let objc = selectors[id] ?? []
                if objc.isEmpty {
                    diagnostics.append(
                        .warning(
                            .missingField,
                            "'\(id)' is \(cell.notCalledWithScenes ? "notCalledWithScenes" : "undocumentedWithScenes") but audit.yaml lists no Objective-C selector for it",
                            at: reference.location,
                            hint: "add it to selectors: in audit.yaml, or Objective-C sources are not audited for it"))
                }
                callbacks.append(
                    AuditKnowledge.Callback(
                        symbol: id, swiftName: memberName(id), objcSelectors: objc, sceneReplacements: scene,
                        swiftUIReplacements: swiftUI, page: id,
                        undocumentedWithScenes: cell.undocumentedWithScenes))
            }
        }

        // Launch-options keys.
        let launchPage = site.launchOptions?.symbol.value ?? ""
        let keys = (site.launchOptions?.keys ?? []).map { key in
            AuditKnowledge.LaunchOptionKey(
                swiftName: key.swiftName.value, objcName: key.objcName.value,
                arrivesIn: key.arrivesIn.flatMap(resolved), advice: key.note, page: launchPage)
        }
        if site.launchOptions == nil {
            diagnostics.append(
                .error(
                    .missingField, "the content has no launch-options.yaml, which the launch-options rule reads",
                    at: .file(display("launch-options.yaml")), hint: "add launch-options.yaml (see docs/audit.md)"))
        }

        let lookupPage = rules[.globalWindowLookup]?.page ?? ""
        let lookups = audit.globalLookups.map { entry in
            AuditKnowledge.GlobalLookup(
                type: entry.type.value, member: entry.member.value, objcMembers: entry.objc.map(\.value),
                replacement: entry.replacement.flatMap(resolved), advice: entry.advice,
                page: entry.replacement.flatMap(resolved) ?? lookupPage)
        }

        // Superseded APIs: every symbol with a deprecation, except the callbacks above (their own rule).
        let deprecated = site.symbols
            .filter { $0.deprecation != nil && !flagged.contains($0.id) }
            .sorted { $0.id < $1.id }
            .map { symbol in
                AuditKnowledge.DeprecatedAPI(
                    symbol: symbol.id, swiftName: memberName(symbol.id), objcSelectors: selectors[symbol.id] ?? [],
                    replacement: symbol.deprecation?.replacement.flatMap(resolved), page: symbol.id)
            }

        var rulePages: [AuditRule: String] = [:]
        for (rule, info) in rules { rulePages[rule] = info.page }
        var supertypes: [String: [String]] = [:]
        for symbol in site.symbols where !symbol.id.contains("/") {
            let names = (symbol.inheritsFrom + symbol.conformsTo).map { memberName($0.value) }
            if !names.isEmpty { supertypes[symbol.id] = names }
        }
        let knowledge = AuditKnowledge(
            uiCallbacks: callbacks, launchOptionKeys: keys, globalLookups: lookups, deprecatedAPIs: deprecated,
            rulePages: rulePages, sdkSupertypes: supertypes)
        var outputPaths: [String: String] = [:]
        var titles: [String: String] = [:]
        for page in index.orderedPages {
            outputPaths[page.id] = page.outputPath
            titles[page.id] = page.title
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        let content = AuditContent(
            knowledge: knowledge, rules: rules, outputPaths: outputPaths, pageTitles: titles,
            siteTitle: site.config.title)
        return (content, diagnostics)
    }
}

extension AuditKnowledge {
    /// The knowledge of the content folder at `contentDirectory`, and the warnings found loading it.
    /// Throws `AuditContentError` when the content has errors.
    public static func load(contentDirectory: URL, displayPrefix: String = "Content") throws
        -> (AuditKnowledge, [Diagnostic])
    {
        let content = try AuditContent.load(contentDirectory: contentDirectory, displayPrefix: displayPrefix)
        return (content.knowledge, content.diagnostics)
    }
}
