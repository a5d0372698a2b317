/// The app-delegate callbacks whose bodies move to a scene-delegate method as they are, and that
/// method's declaration. Which scene method replaces a callback comes from the audit's knowledge
/// (the finding's `replacement`); this table only spells the declarations, and a callback moves
/// only when the knowledge names the same replacement.
struct SceneCallback: Sendable, Hashable {
    /// The finding's symbol, e.g. `UIApplicationDelegate/applicationDidBecomeActive(_:)`.
    var callback: String
    /// The replacement's symbol id, e.g. `UISceneDelegate/sceneDidBecomeActive(_:)`.
    var replacement: String
    /// The method's name in the scene delegate.
    var method: String

    /// In the order the scene delegate declares them.
    static let all: [SceneCallback] = [
        .init(
            callback: "UIApplicationDelegate/applicationDidBecomeActive(_:)",
            replacement: "UISceneDelegate/sceneDidBecomeActive(_:)", method: "sceneDidBecomeActive"),
        .init(
            callback: "UIApplicationDelegate/applicationWillResignActive(_:)",
            replacement: "UISceneDelegate/sceneWillResignActive(_:)", method: "sceneWillResignActive"),
        .init(
            callback: "UIApplicationDelegate/applicationWillEnterForeground(_:)",
            replacement: "UISceneDelegate/sceneWillEnterForeground(_:)", method: "sceneWillEnterForeground"),
        .init(
            callback: "UIApplicationDelegate/applicationDidEnterBackground(_:)",
            replacement: "UISceneDelegate/sceneDidEnterBackground(_:)", method: "sceneDidEnterBackground"),
    ]

    static func forCallback(_ symbol: String) -> SceneCallback? {
        all.first { $0.callback == symbol }
    }

    /// `sceneDidBecomeActive(_:)`, for messages.
    var displayName: String { method + "(_:)" }

    var callbackName: String {
        String(callback.split(separator: "/").last ?? "")
    }
}

/// The pages the changes with no finding of their own cite, and the symbols the rules name.
enum MigrationPages {
    static let willConnect = "UISceneDelegate/scene(_:willConnectTo:options:)"
    static let sceneDelegate = "UIWindowSceneDelegate"
    static let manifest = "UIApplicationSceneManifest"
    static let windowProperty = "UIApplicationDelegate/window"
    static let windowCreation = "UIWindow"
    static let mainScreen = "UIScreen/main"
    static let delegateWindowLookup = "UIApplication/delegate.window"
    /// The SwiftUI life cycle's pages: the scene phase, and the adaptor that supplies a scene delegate.
    static let scenePhase = "EnvironmentValues/scenePhase"
    static let delegateAdaptor = "UIApplicationDelegateAdaptor"
    static let launchMethods = [
        "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
        "applicationDidFinishLaunching(_:)",
    ]
}
