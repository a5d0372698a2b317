/// `AuditKnowledge` arranged for look-ups by the scanners: by Swift name, by Objective-C selector,
/// by member chain. Built once per audit.
struct KnowledgeIndex: Sendable {
    let knowledge: AuditKnowledge
    let callbacksBySwiftName: [String: AuditKnowledge.Callback]
    let callbacksBySelector: [String: AuditKnowledge.Callback]
    let launchKeysBySwiftName: [String: AuditKnowledge.LaunchOptionKey]
    let launchKeysByObjCName: [String: AuditKnowledge.LaunchOptionKey]
    /// Swift member chains (`["UIApplication", "shared", "keyWindow"]`) to the look-up they read.
    let swiftLookups: [[String]: AuditKnowledge.GlobalLookup]
    /// Objective-C chains (`["UIApplication", "sharedApplication", "keyWindow"]`, `["UIScreen", "mainScreen"]`).
    let objcLookups: [[String]: AuditKnowledge.GlobalLookup]
    /// Look-ups by the member path read from an instance (`["keyWindow"]`, `["delegate", "window"]`),
    /// for reads through `self` or a name bound to the look-up's type. Swift and Objective-C spellings.
    let swiftMemberLookups: [[String]: [AuditKnowledge.GlobalLookup]]
    let objcMemberLookups: [[String]: [AuditKnowledge.GlobalLookup]]
    /// The most names a chain matched against the look-ups above can have (a member path is read
    /// after a receiver name, so it counts one more): the scanners stop reading longer chains.
    let longestLookupChain: Int
    /// Deprecated APIs by Swift base name, with their argument labels.
    let deprecatedByBaseName: [String: [(labels: [String], api: AuditKnowledge.DeprecatedAPI)]]
    let deprecatedBySwiftName: [String: AuditKnowledge.DeprecatedAPI]
    let deprecatedBySelector: [String: AuditKnowledge.DeprecatedAPI]

    /// How code reaches the shared instance of a type whose look-ups are instance members
    /// (`UIApplication.shared.keyWindow`): Swift and Objective-C spellings of the accessor.
    static let swiftSharedAccessors = ["shared"]
    static let objcSharedAccessors = ["sharedApplication"]

    init(_ knowledge: AuditKnowledge) {
        self.knowledge = knowledge
        var bySwift: [String: AuditKnowledge.Callback] = [:]
        var bySelector: [String: AuditKnowledge.Callback] = [:]
        for callback in knowledge.uiCallbacks {
            if bySwift[callback.swiftName] == nil { bySwift[callback.swiftName] = callback }
            for selector in callback.objcSelectors where bySelector[selector] == nil {
                bySelector[selector] = callback
            }
        }
        callbacksBySwiftName = bySwift
        callbacksBySelector = bySelector
        var keysBySwift: [String: AuditKnowledge.LaunchOptionKey] = [:]
        var keysByObjC: [String: AuditKnowledge.LaunchOptionKey] = [:]
        for key in knowledge.launchOptionKeys {
            if keysBySwift[key.swiftName] == nil { keysBySwift[key.swiftName] = key }
            if keysByObjC[key.objcName] == nil { keysByObjC[key.objcName] = key }
        }
        launchKeysBySwiftName = keysBySwift
        launchKeysByObjCName = keysByObjC
        var swiftLookups: [[String]: AuditKnowledge.GlobalLookup] = [:]
        var objcLookups: [[String]: AuditKnowledge.GlobalLookup] = [:]
        for lookup in knowledge.globalLookups {
            let member = lookup.member.split(separator: ".").map(String.init)
            for chain in [[lookup.type] + member] + Self.swiftSharedAccessors.map({ [lookup.type, $0] + member })
            where swiftLookups[chain] == nil {
                swiftLookups[chain] = lookup
            }
            for objcMember in lookup.objcMembers {
                let member = objcMember.split(separator: ".").map(String.init)
                for chain in [[lookup.type] + member] + Self.objcSharedAccessors.map({ [lookup.type, $0] + member })
                where objcLookups[chain] == nil {
                    objcLookups[chain] = lookup
                }
            }
        }
        self.swiftLookups = swiftLookups
        self.objcLookups = objcLookups
        var swiftMembers: [[String]: [AuditKnowledge.GlobalLookup]] = [:]
        var objcMembers: [[String]: [AuditKnowledge.GlobalLookup]] = [:]
        for lookup in knowledge.globalLookups {
            swiftMembers[lookup.member.split(separator: ".").map(String.init), default: []].append(lookup)
            for objcMember in lookup.objcMembers {
                objcMembers[objcMember.split(separator: ".").map(String.init), default: []].append(lookup)
            }
        }
        swiftMemberLookups = swiftMembers
        objcMemberLookups = objcMembers
        longestLookupChain = max(
            swiftLookups.keys.map(\.count).max() ?? 0, objcLookups.keys.map(\.count).max() ?? 0,
            (swiftMembers.keys.map(\.count).max() ?? 0) + 1, (objcMembers.keys.map(\.count).max() ?? 0) + 1)
        var byBase: [String: [(labels: [String], api: AuditKnowledge.DeprecatedAPI)]] = [:]
        var deprecatedBySwiftName: [String: AuditKnowledge.DeprecatedAPI] = [:]
        var deprecatedBySelector: [String: AuditKnowledge.DeprecatedAPI] = [:]
        for api in knowledge.deprecatedAPIs {
            if let name = SwiftName(api.swiftName) {
                byBase[name.base, default: []].append((name.labels, api))
            }
            if deprecatedBySwiftName[api.swiftName] == nil { deprecatedBySwiftName[api.swiftName] = api }
            for selector in api.objcSelectors where deprecatedBySelector[selector] == nil {
                deprecatedBySelector[selector] = api
            }
        }
        deprecatedByBaseName = byBase
        self.deprecatedBySwiftName = deprecatedBySwiftName
        self.deprecatedBySelector = deprecatedBySelector
    }

    /// The deprecated API a call `base(labels…)` names: its base name is equal and its labels are an
    /// in-order subset of the declared ones (arguments with defaults may be left out). `nil` labels
    /// are trailing closures, which match any remaining parameter.
    func deprecatedAPI(calledAs base: String, labels: [String?]) -> AuditKnowledge.DeprecatedAPI? {
        guard let candidates = deprecatedByBaseName[base] else { return nil }
        for candidate in candidates {
            var next = 0
            var matches = true
            for label in labels {
                if let label {
                    while next < candidate.labels.count, candidate.labels[next] != label { next += 1 }
                    if next == candidate.labels.count {
                        matches = false
                        break
                    }
                    next += 1
                } else {
                    if next == candidate.labels.count {
                        matches = false
                        break
                    }
                    next += 1
                }
            }
            if matches { return candidate.api }
        }
        return nil
    }

    /// The deprecated API a method *declaration* implements: a delegate callback with exactly this
    /// name that is not already an app-delegate UI callback.
    func deprecatedDeclaration(named name: String) -> AuditKnowledge.DeprecatedAPI? {
        guard callbacksBySwiftName[name] == nil, let api = deprecatedBySwiftName[name] else { return nil }
        return api.isDelegateCallback ? api : nil
    }

    func deprecatedDeclaration(selector: String) -> AuditKnowledge.DeprecatedAPI? {
        guard callbacksBySelector[selector] == nil, let api = deprecatedBySelector[selector] else { return nil }
        return api.isDelegateCallback ? api : nil
    }
}

extension AuditKnowledge.DeprecatedAPI {
    /// The type or protocol the API belongs to: `UIWindowSceneDelegate` for
    /// `UIWindowSceneDelegate/windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`.
    var owner: String {
        guard let slash = symbol.firstIndex(of: "/") else { return symbol }
        let type = symbol[..<slash]
        return String(type.split(separator: ".").last ?? type)
    }

    /// A method of a delegate protocol (`UIWindowSceneDelegate/…`): apps implement it rather than call it.
    var isDelegateCallback: Bool {
        guard let slash = symbol.firstIndex(of: "/") else { return false }
        return symbol[..<slash].hasSuffix("Delegate")
    }
}

/// A full Swift name split into its base name and argument labels: `f(_:x:)` → `f`, `["_", "x"]`.
struct SwiftName: Hashable {
    var base: String
    var labels: [String]

    init?(_ text: String) {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            guard !text.isEmpty else { return nil }
            base = text
            labels = []
            return
        }
        base = String(text[..<open])
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }
}
