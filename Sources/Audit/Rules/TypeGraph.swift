/// Which names in the audited tree are (or conform to, or inherit from) a given type: the same
/// resolution for every rule that depends on a type (the app delegate, a deprecated delegate
/// callback's protocol, `UIApplication` for implicit `self`).
///
/// A name reaches a target when it is the target, or a type, protocol or extension/category of the
/// tree (or an SDK type the knowledge describes) lists in its inheritance a name that reaches it.
struct TypeGraph {
    /// The names that reach each target asked for, and the names made to reach it by an extension,
    /// category or `@UIApplicationDelegateAdaptor`.
    private var reaching: [String: Set<String>] = [:]
    private var extensionConformers: [String: Set<String>] = [:]

    /// `extraMembers` adds names that reach a target whatever they inherit (the classes of
    /// `@UIApplicationDelegateAdaptor` reach `UIApplicationDelegate`).
    init(
        types: [TypeFact], sdkSupertypes: [String: [String]], targets: Set<String>,
        extraMembers: [String: [String]] = [:]
    ) {
        var subtypes: [String: Set<String>] = [:]
        for type in types {
            for name in type.inherits { subtypes[name, default: []].insert(type.name) }
        }
        for (type, supertypes) in sdkSupertypes {
            for name in supertypes { subtypes[name, default: []].insert(type) }
        }
        for target in targets {
            var names: Set<String> = [target]
            var queue = [target] + (extraMembers[target] ?? [])
            names.formUnion(extraMembers[target] ?? [])
            while let name = queue.popLast() {
                for subtype in subtypes[name] ?? [] where names.insert(subtype).inserted {
                    queue.append(subtype)
                }
            }
            reaching[target] = names
            extensionConformers[target] = Set(
                types.filter { $0.isExtension && $0.inherits.contains(where: names.contains) }.map(\.name)
            ).union(extraMembers[target] ?? [])
        }
    }

    /// Whether code in `container` runs in a `target`. Code written in the type's own declaration
    /// is judged by that declaration (so a macOS `AppDelegate` of the same name elsewhere in the
    /// tree does not count); code in an extension or category by the type's name.
    func isKind(_ container: String, declarationInherits: [String]?, of target: String) -> Bool {
        guard let names = reaching[target] else { return false }
        guard let inherits = declarationInherits else { return names.contains(container) }
        return inherits.contains(where: names.contains) || extensionConformers[target]?.contains(container) == true
    }
}
