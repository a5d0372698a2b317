/// The app-delegate rules: which types are app delegates across all files, then their UI
/// callbacks (`app-delegate-ui-callback`) and window code (`app-delegate-window`).
struct AppDelegateRules {
    static let delegateProtocol = "UIApplicationDelegate"

    /// Every name that is `UIApplicationDelegate` or reaches it: a type or protocol that conforms
    /// directly or through an extension or category, a subclass (in the audited tree) of such a
    /// class, and the class of `@UIApplicationDelegateAdaptor`.
    let delegateNames: Set<String>

    init(types: [TypeFact], adaptorTypes: [String]) {
        var names: Set<String> = [Self.delegateProtocol]
        names.formUnion(adaptorTypes)
        var changed = true
        while changed {
            changed = false
            for type in types where !names.contains(type.name) && type.inherits.contains(where: names.contains) {
                names.insert(type.name)
                changed = true
            }
        }
        delegateNames = names
        extensionConformers = Set(
            types.filter { $0.isExtension && $0.inherits.contains(where: names.contains) }.map(\.name)
        ).union(adaptorTypes)
    }

    /// Types made app delegates outside their own declaration (an extension, a category, an adaptor).
    private let extensionConformers: Set<String>

    /// Whether a method or window code in `container` belongs to an app delegate. A member written in
    /// the type's own declaration is judged by that declaration (so a macOS `AppDelegate` of the same
    /// name elsewhere in the tree does not count); one in an extension by the type's name.
    func isAppDelegate(_ container: String, declarationInherits: [String]?) -> Bool {
        guard let inherits = declarationInherits else { return delegateNames.contains(container) }
        return inherits.contains(where: delegateNames.contains) || extensionConformers.contains(container)
    }

    func findings(for facts: FileFacts, index: KnowledgeIndex, rulePages: [AuditRule: String]) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for method in facts.methods
        where isAppDelegate(method.container, declarationInherits: method.declarationInherits) {
            let callback: AuditKnowledge.Callback?
            switch method.language {
            case .swift: callback = index.callbacksBySwiftName[method.name]
            case .objectiveC: callback = index.callbacksBySelector[method.name]
            }
            guard let callback else { continue }
            findings.append(
                AuditFinding(
                    file: facts.file, line: method.position.line, column: method.position.column,
                    rule: .appDelegateUICallback,
                    symbol: callback.symbol,
                    replacement: callback.sceneReplacements.first ?? callback.swiftUIReplacements.first,
                    message: Messages.uiCallback(callback, spelledAs: method.name), page: callback.page))
        }
        let page = rulePages[.appDelegateWindow]
        var linesWithSetUp = Set<Int>()
        for window in facts.windows.sorted(by: { $0.position < $1.position })
        where isAppDelegate(window.container, declarationInherits: window.declarationInherits) {
            let position = window.position
            switch window.kind {
            case .property:
                findings.append(
                    AuditFinding(
                        file: facts.file, line: position.line, column: position.column, rule: .appDelegateWindow,
                        symbol: AppDelegateWindowRule.propertySymbol,
                        replacement: AppDelegateWindowRule.propertyReplacement,
                        message: Messages.windowProperty(), page: page))
            case .creation, .makeKey:
                // One finding per line: `window = UIWindow(…); window.makeKeyAndVisible()` is one change.
                guard linesWithSetUp.insert(position.line).inserted else { continue }
                let symbol: String
                let message: String
                if case .makeKey(let name) = window.kind {
                    symbol = "UIWindow/\(name)"
                    message = Messages.makeKey(name)
                } else {
                    symbol = "UIWindow"
                    message = Messages.windowCreation(window.language)
                }
                findings.append(
                    AuditFinding(
                        file: facts.file, line: position.line, column: position.column, rule: .appDelegateWindow,
                        symbol: symbol,
                        replacement: AppDelegateWindowRule.setUpReplacement, message: message, page: page))
            }
        }
        return findings
    }
}
