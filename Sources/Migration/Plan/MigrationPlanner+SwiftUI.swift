import Audit

/// An app whose life cycle is a SwiftUI `App` (the delegate reached through
/// `@UIApplicationDelegateAdaptor`): SwiftUI creates and manages its scenes, so the patch generates
/// no scene delegate, and each finding is a manual step that names the SwiftUI way.
extension MigrationPlanner {
    func swiftUIStep(_ finding: AuditFinding, apps: [String]) -> Change {
        let where_ =
            "the app's life cycle is a SwiftUI App (\(apps.joined(separator: ", "))), so the patch generates no scene delegate"
        var page =
            finding.page ?? auditor.knowledge.rulePages[finding.rule] ?? "audit-your-app#\(finding.rule.rawValue)"
        let reason: String
        let callback = auditor.knowledge.uiCallbacks.first { $0.symbol == finding.symbol }
        switch (finding.rule, callback) {
        case (.appDelegateUICallback, let callback?)
        where callback.swiftUIReplacements.contains(where: Self.isScenePhase):
            let phases = callback.swiftUIReplacements.filter(Self.isScenePhase).map(Self.spelled)
            reason =
                "\(where_): read `@Environment(\\.scenePhase)` (in the App for all of its scenes, in a view for that view's scene) and move this body into `.onChange(of: scenePhase)` for \(phases.map { "`\($0)`" }.joined(separator: " / "))"
            page = MigrationPages.scenePhase
        case (.appDelegateUICallback, let callback?) where callback.swiftUIReplacements.contains(where: Self.isModifier):
            let modifiers = callback.swiftUIReplacements.filter(Self.isModifier)
            let spelled = modifiers.map { "`\(Self.spelled($0))`" }.joined(separator: " or ")
            reason =
                "\(where_): attach \(spelled) to a view of the scene (in the `WindowGroup`) and move this body into its closure"
            page = modifiers[0]
        case (.appDelegateUICallback, _), (.appDelegateUndocumentedCallback, _):
            reason =
                "\(where_) and SwiftUI has no modifier for this event: return a `UISceneConfiguration` whose `delegateClass` is a `UIWindowSceneDelegate` of yours from the adaptor delegate's `application(_:configurationForConnecting:options:)`, and move this body to \(finding.replacement.map { "`\(Self.spelled($0))`" } ?? "its scene-delegate counterpart") there"
            page = MigrationPages.delegateAdaptor
        default:
            reason = "\(where_); " + Self.ruleAdvice(finding)
        }
        return Change(
            kind: .manual, rule: finding.rule, symbol: finding.symbol, file: finding.file,
            range: PlanRange(line: finding.line, column: finding.column), page: page, summary: finding.message,
            reason: reason)
    }

    static func isScenePhase(_ symbol: String) -> Bool { symbol.hasPrefix("ScenePhase/") }
    static func isModifier(_ symbol: String) -> Bool { symbol.hasPrefix("View/") }

    /// `ScenePhase/inactive` → `ScenePhase.inactive`, `View/onOpenURL(perform:)` → `View.onOpenURL(perform:)`.
    static func spelled(_ symbol: String) -> String {
        symbol.replacingOccurrences(of: "/", with: ".")
    }
}
