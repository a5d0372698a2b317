import Diagnostics

/// Rules for the audit's data (`audit.yaml`, `launch-options.yaml`, the mapping's
/// `notCalledWithScenes`): every id resolves, nothing is listed twice, selectors are selectors.
struct AuditDataRules {
    let site: Site
    let index: ContentIndex

    func check() -> [Diagnostic] {
        mappingFlags() + launchOptions() + auditData()
    }

    /// A callback that stays on the app delegate is, by definition, still called with scenes.
    func mappingFlags() -> [Diagnostic] {
        guard let mapping = site.mapping else { return [] }
        return mapping.rows.compactMap { row in
            guard row.staysOnAppDelegate, let location = row.appDelegate?.notCalledWithScenesAt else { return nil }
            return .error(
                .mappingInvalidRow, "a row that stays on the app delegate cannot be notCalledWithScenes",
                at: location, hint: "remove one of staysOnAppDelegate and notCalledWithScenes")
        }
    }

    func launchOptions() -> [Diagnostic] {
        guard let table = site.launchOptions else { return [] }
        var diagnostics: [Diagnostic] = []
        if index.symbols[table.symbol.value] == nil {
            diagnostics.append(unknownSymbol(table.symbol, what: "symbol"))
        }
        var seen: [String: SourceLocation] = [:]
        for key in table.keys {
            if let first = seen[key.swiftName.value] {
                diagnostics.append(
                    .error(
                        .duplicateID, "launch-options key '\(key.swiftName.value)' is already listed at \(first)",
                        at: key.swiftName.location))
            } else {
                seen[key.swiftName.value] = key.swiftName.location
            }
            for name in [key.swiftName, key.objcName] where !Self.isIdentifier(name.value) {
                diagnostics.append(
                    .error(
                        .invalidValue, "'\(name.value)' is not an identifier", at: name.location,
                        hint: "write the bare name, e.g. url or UIApplicationLaunchOptionsURLKey"))
            }
            for arrivesIn in (key.arrivesIn.map { [$0] } ?? []) + key.alsoArrivesIn where !known(arrivesIn.value) {
                diagnostics.append(unknownSymbol(arrivesIn, what: "arrivesIn"))
            }
        }
        return diagnostics + documentedKeys(table)
    }

    /// `documented:` lists every key the source documents: each needs a row, and a row names a
    /// documented key.
    func documentedKeys(_ table: LaunchOptionsTable) -> [Diagnostic] {
        guard let documented = table.documented else { return [] }
        var diagnostics: [Diagnostic] = []
        let rows = Set(table.keys.map(\.swiftName.value))
        let listed = Set(documented.keys.map(\.value))
        for name in documented.keys where !rows.contains(name.value) {
            diagnostics.append(
                .error(
                    .missingField,
                    "launch-options key '\(name.value)' is documented by \(documented.source.value) but has no row",
                    at: name.location, hint: "add a row for it to keys: with its availability and where it arrives"))
        }
        for key in table.keys where !listed.contains(key.swiftName.value) {
            diagnostics.append(
                .error(
                    .invalidValue,
                    "launch-options key '\(key.swiftName.value)' is not among the keys \(documented.source.value) documents",
                    at: key.swiftName.location,
                    hint: NearMiss.hint(for: key.swiftName.value, among: listed) ?? "add it to documented: keys"))
        }
        return diagnostics
    }

    func auditData() -> [Diagnostic] {
        guard let audit = site.audit else { return [] }
        var diagnostics: [Diagnostic] = []
        var ruleIDs: [String: SourceLocation] = [:]
        for rule in audit.rules {
            if let first = ruleIDs[rule.id.value] {
                diagnostics.append(
                    .error(
                        .duplicateID, "rule '\(rule.id.value)' is already described at \(first)", at: rule.id.location))
            } else {
                ruleIDs[rule.id.value] = rule.id.location
            }
            let pageID = String(rule.page.value.splitting(on: "#", maxSplits: 1).first ?? "")
            if index.pages[pageID] == nil {
                diagnostics.append(
                    .error(
                        .unresolvedReference, "rule page '\(rule.page.value)' names no page", at: rule.page.location,
                        hint: NearMiss.hint(for: pageID, among: index.pages.keys)))
            }
            diagnostics += checkStep(rule.step)
        }
        var selectorSymbols: [String: SourceLocation] = [:]
        for entry in audit.selectors {
            if let first = selectorSymbols[entry.symbol.value] {
                diagnostics.append(
                    .error(
                        .duplicateID, "selectors of '\(entry.symbol.value)' are already listed at \(first)",
                        at: entry.symbol.location))
            } else {
                selectorSymbols[entry.symbol.value] = entry.symbol.location
            }
            if let symbol = index.symbols[entry.symbol.value] {
                if symbol.kind != .method {
                    diagnostics.append(
                        .error(
                            .invalidValue,
                            "'\(entry.symbol.value)' is a \(symbol.kind.displayName.lowercased()), not a method",
                            at: entry.symbol.location, hint: "only methods have selectors"))
                }
            } else {
                diagnostics.append(unknownSymbol(entry.symbol, what: "selector symbol", modelOnly: true))
            }
            for selector in entry.objc where !Self.isSelector(selector.value) {
                diagnostics.append(
                    .error(
                        .invalidValue, "'\(selector.value)' is not an Objective-C selector", at: selector.location,
                        hint: "write it like application:openURL:options: (every argument ends with ':')"))
            }
        }
        var lookups: [String: SourceLocation] = [:]
        for lookup in audit.globalLookups {
            let name = lookup.type.value + "." + lookup.member.value
            if let first = lookups[name] {
                diagnostics.append(
                    .error(
                        .duplicateID, "global look-up '\(name)' is already listed at \(first)",
                        at: lookup.member.location))
            } else {
                lookups[name] = lookup.member.location
            }
            // A member may be a path read through the shared object (`delegate.window`).
            for spelling in [lookup.type] where !Self.isIdentifier(spelling.value) {
                diagnostics.append(
                    .error(.invalidValue, "'\(spelling.value)' is not an identifier", at: spelling.location))
            }
            for spelling in [lookup.member] + lookup.objc
            where !spelling.value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({
                Self.isIdentifier(String($0))
            }) {
                diagnostics.append(
                    .error(
                        .invalidValue, "'\(spelling.value)' is not an identifier or a dotted path of identifiers",
                        at: spelling.location))
            }
            if let replacement = lookup.replacement, !known(replacement.value) {
                diagnostics.append(unknownSymbol(replacement, what: "replacement"))
            }
        }
        return diagnostics
    }

    /// `guide#step`: the guide exists and has that step.
    func checkStep(_ step: Located<String>) -> [Diagnostic] {
        let parts = step.value.splitting(on: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let guide = index.guides[parts[0]] else {
            return [
                .error(
                    .unresolvedReference, "step '\(step.value)' names no guide", at: step.location,
                    hint: NearMiss.hint(for: parts[0], among: index.guides.keys) ?? "write it as <guide id>#<step id>")
            ]
        }
        let steps = guide.steps.map(\.anchor)
        guard parts.count == 2, steps.contains(parts[1]) else {
            let name = parts.count == 2 ? parts[1] : ""
            return [
                .error(
                    .unresolvedFragment, "guide '\(guide.id)' has no step '\(name)'", at: step.location,
                    hint: NearMiss.hint(for: name, among: steps) ?? "steps: \(steps.joined(separator: ", "))")
            ]
        }
        return []
    }

    func known(_ id: String) -> Bool { index.symbols[id] != nil || index.externalSymbols[id] != nil }

    func unknownSymbol(_ reference: Located<String>, what: String, modelOnly: Bool = false) -> Diagnostic {
        let candidates = modelOnly ? Array(index.symbols.keys) : Array(index.symbols.keys) + index.externalSymbols.keys
        return .error(
            .unresolvedReference, "\(what) '\(reference.value)' is not a known symbol", at: reference.location,
            hint: NearMiss.hint(for: reference.value, among: candidates)
                ?? (modelOnly ? "add a page for it" : "add a page for it, or list it in external-symbols.yaml"))
    }

    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !(first >= "0" && first <= "9") else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ($0 >= "0" && $0 <= "9") || $0 == "_")
        }
    }

    /// `name` or `name:` or `name:label:…:` (each part an identifier).
    static func isSelector(_ text: String) -> Bool {
        guard text.contains(":") else { return isIdentifier(text) }
        guard text.hasSuffix(":") else { return false }
        let parts = text.dropLast().splitting(on: ":", omittingEmptySubsequences: false)
        return parts.allSatisfy { isIdentifier(String($0)) }
    }
}
