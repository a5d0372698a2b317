import Audit

/// Knowledge written by hand for the scanner and rule tests, with the ids of Content/mapping.yaml
/// (the shipped knowledge is tested end to end in `AuditShippedKnowledgeTests`). It lists exactly
/// what the fixtures need, so a test fails if a rule stops reading the knowledge.
enum TestKnowledge {
    static let page = "audit-your-app"

    static func callback(
        _ swiftName: String, _ selectors: [String], scene: [String], swiftUI: [String] = [], page: String? = nil
    ) -> AuditKnowledge.Callback {
        AuditKnowledge.Callback(
            symbol: "UIApplicationDelegate/\(swiftName)", swiftName: swiftName, objcSelectors: selectors,
            sceneReplacements: scene, swiftUIReplacements: swiftUI, page: page ?? "UIApplicationDelegate/\(swiftName)")
    }

    static let openURL = ["UISceneDelegate/scene(_:openURLContexts:)"]
    static let restoration = [
        "UISceneDelegate/stateRestorationActivity(for:)", "UISceneDelegate/scene(_:restoreInteractionStateWith:)",
    ]

    static let knowledge = AuditKnowledge(
        uiCallbacks: [
            callback(
                "applicationDidBecomeActive(_:)", ["applicationDidBecomeActive:"],
                scene: ["UISceneDelegate/sceneDidBecomeActive(_:)"],
                swiftUI: ["ScenePhase/active", "EnvironmentValues/scenePhase"]),
            callback(
                "applicationWillResignActive(_:)", ["applicationWillResignActive:"],
                scene: ["UISceneDelegate/sceneWillResignActive(_:)"], swiftUI: ["ScenePhase/inactive"]),
            callback(
                "applicationDidEnterBackground(_:)", ["applicationDidEnterBackground:"],
                scene: ["UISceneDelegate/sceneDidEnterBackground(_:)"], swiftUI: ["ScenePhase/background"]),
            callback(
                "applicationWillEnterForeground(_:)", ["applicationWillEnterForeground:"],
                scene: ["UISceneDelegate/sceneWillEnterForeground(_:)"],
                swiftUI: ["ScenePhase/inactive", "ScenePhase/active"]),
            callback(
                "application(_:open:options:)", ["application:openURL:options:"], scene: openURL,
                swiftUI: ["View/onOpenURL(perform:)"]),
            callback(
                "application(_:open:sourceApplication:annotation:)",
                ["application:openURL:sourceApplication:annotation:"],
                scene: openURL, swiftUI: ["View/onOpenURL(perform:)"], page: "mapping#open-a-url"),
            callback(
                "application(_:handleOpen:)", ["application:handleOpenURL:"], scene: openURL,
                swiftUI: ["View/onOpenURL(perform:)"],
                page: "mapping#open-a-url"),
            callback(
                "application(_:continue:restorationHandler:)", ["application:continueUserActivity:restorationHandler:"],
                scene: ["UISceneDelegate/scene(_:continue:)"],
                swiftUI: ["View/onContinueUserActivity(_:perform:)", "View/onOpenURL(perform:)"]),
            callback(
                "application(_:willContinueUserActivityWithType:)", ["application:willContinueUserActivityWithType:"],
                scene: ["UISceneDelegate/scene(_:willContinueUserActivityWithType:)"]),
            callback(
                "application(_:didFailToContinueUserActivityWithType:error:)",
                ["application:didFailToContinueUserActivityWithType:error:"],
                scene: ["UISceneDelegate/scene(_:didFailToContinueUserActivityWithType:error:)"]),
            callback(
                "application(_:didUpdate:)", ["application:didUpdateUserActivity:"],
                scene: ["UISceneDelegate/scene(_:didUpdate:)"]),
            callback(
                "application(_:performActionFor:completionHandler:)",
                ["application:performActionForShortcutItem:completionHandler:"],
                scene: ["UIWindowSceneDelegate/windowScene(_:performActionFor:completionHandler:)"],
                swiftUI: ["UIApplicationDelegateAdaptor"]),
            callback(
                "application(_:userDidAcceptCloudKitShareWith:)",
                ["application:userDidAcceptCloudKitShareWithMetadata:"],
                scene: ["UIWindowSceneDelegate/windowScene(_:userDidAcceptCloudKitShareWith:)"]),
            callback(
                "application(_:shouldSaveSecureApplicationState:)", ["application:shouldSaveSecureApplicationState:"],
                scene: restoration, swiftUI: ["SceneStorage"], page: "mapping#state-restoration"),
            callback(
                "application(_:shouldRestoreSecureApplicationState:)",
                ["application:shouldRestoreSecureApplicationState:"],
                scene: restoration, swiftUI: ["SceneStorage"], page: "mapping#state-restoration"),
            callback(
                "application(_:viewControllerWithRestorationIdentifierPath:coder:)",
                ["application:viewControllerWithRestorationIdentifierPath:coder:"], scene: restoration,
                swiftUI: ["SceneStorage"],
                page: "mapping#state-restoration"),
        ],
        launchOptionKeys: [
            AuditKnowledge.LaunchOptionKey(
                swiftName: "url", objcName: "UIApplicationLaunchOptionsURLKey",
                arrivesIn: "UIScene.ConnectionOptions/urlContexts",
                advice: "Read the URL from the scene's connection options (`urlContexts`).",
                page: "UIScene.ConnectionOptions/urlContexts"),
            AuditKnowledge.LaunchOptionKey(
                swiftName: "shortcutItem", objcName: "UIApplicationLaunchOptionsShortcutItemKey",
                arrivesIn: "UIScene.ConnectionOptions/shortcutItem",
                advice: "Read the quick action from the scene's connection options (`shortcutItem`).",
                page: "UIScene.ConnectionOptions/shortcutItem"),
            AuditKnowledge.LaunchOptionKey(
                swiftName: "userActivityDictionary", objcName: "UIApplicationLaunchOptionsUserActivityDictionaryKey",
                arrivesIn: "UIScene.ConnectionOptions/userActivities",
                advice: "Read the activities from the scene's connection options (`userActivities`).",
                page: "UIScene.ConnectionOptions/userActivities"),
            AuditKnowledge.LaunchOptionKey(
                swiftName: "remoteNotification", objcName: "UIApplicationLaunchOptionsRemoteNotificationKey",
                arrivesIn: nil,
                advice:
                    "Launch options are nil for a scene-based app; handle the notification in the notification-center delegate.",
                page: "audit-your-app#launch-options-key"),
        ],
        globalLookups: [
            AuditKnowledge.GlobalLookup(
                type: "UIApplication", member: "keyWindow", objcMembers: ["keyWindow"],
                replacement: "UIWindowScene/windows",
                advice: "Use the key window of this view's window scene.", page: "audit-your-app#global-window-lookup"),
            AuditKnowledge.GlobalLookup(
                type: "UIApplication", member: "windows", objcMembers: ["windows"],
                replacement: "UIWindowScene/windows",
                advice: "Use the windows of the relevant window scene.", page: "audit-your-app#global-window-lookup"),
            AuditKnowledge.GlobalLookup(
                type: "UIApplication", member: "delegate.window", objcMembers: ["delegate.window"],
                replacement: "UIWindowSceneDelegate/window", advice: "Ask the scene for its window.",
                page: "audit-your-app#global-window-lookup"),
            AuditKnowledge.GlobalLookup(
                type: "UIApplication", member: "statusBarOrientation", objcMembers: ["statusBarOrientation"],
                replacement: "UIWindowScene/effectiveGeometry", advice: "Use the window scene's effective geometry.",
                page: "audit-your-app#global-window-lookup"),
            AuditKnowledge.GlobalLookup(
                type: "UIScreen", member: "main", objcMembers: ["mainScreen"], replacement: nil,
                advice: "Use the screen of this view's window scene.", page: "audit-your-app#global-window-lookup"),
        ],
        deprecatedAPIs: [
            AuditKnowledge.DeprecatedAPI(
                symbol: "UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)",
                swiftName: "requestSceneSessionActivation(_:userActivity:options:errorHandler:)",
                objcSelectors: ["requestSceneSessionActivation:userActivity:options:errorHandler:"],
                replacement: "UIApplication/activateSceneSession(for:errorHandler:)",
                page: "UIApplication/requestSceneSessionActivation(_:userActivity:options:errorHandler:)"),
            AuditKnowledge.DeprecatedAPI(
                symbol: "UIWindowSceneDelegate/windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
                swiftName: "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
                objcSelectors: ["windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:"],
                replacement: "UIWindowSceneDelegate/windowScene(_:didUpdateEffectiveGeometry:)",
                page: "UIWindowSceneDelegate/windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"),
        ],
        rulePages: Dictionary(uniqueKeysWithValues: AuditRule.allCases.map { ($0, "\(page)#\($0.rawValue)") })
    )
}
