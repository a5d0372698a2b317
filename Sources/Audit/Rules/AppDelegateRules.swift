/// The app-delegate rules: which types are app delegates across all files, then their UI
/// callbacks (`app-delegate-ui-callback`) and window code (`app-delegate-window`).
struct AppDelegateRules {
    static let delegateProtocol = "UIApplicationDelegate"
    /// The class whose instances (and whose subclasses' in the tree) are window creations.
    static let windowClass = "UIWindow"

    let graph: TypeGraph

    /// A type conforms directly or through an extension or category, as a subclass (in the audited
    /// tree) of such a class, or as the class of `@UIApplicationDelegateAdaptor`.
    init(graph: TypeGraph) {
        self.graph = graph
    }

    func isAppDelegate(_ container: String, declarationInherits: [String]?) -> Bool {
        graph.isKind(container, declarationInherits: declarationInherits, of: Self.delegateProtocol)
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
                    rule: callback.undocumentedWithScenes ? .appDelegateUndocumentedCallback : .appDelegateUICallback,
                    symbol: callback.symbol,
                    replacement: callback.sceneReplacements.first ?? callback.swiftUIReplacements.first,
                    message: callback.undocumentedWithScenes
                        ? Messages.undocumentedCallback(callback, spelledAs: method.name)
                        : Messages.uiCallback(callback, spelledAs: method.name),
                    page: callback.page))
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
            case .creation
            where window.createdType != Self.windowClass
                && !graph.isKind(window.createdType, declarationInherits: nil, of: Self.windowClass):
                // Not a window: a class of another kind called in the app delegate.
                continue
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
