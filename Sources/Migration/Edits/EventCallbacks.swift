/// The app delegate's event callbacks: a URL to open, a user activity to continue, a quick action
/// to perform. Each has a scene-delegate counterpart (the finding's `replacement`, from the audit's
/// knowledge) and a member of the scene's connection options that carries the same payload on a
/// cold launch. This table spells, per callback, what its parameters are and which of them the
/// counterpart has no place for; it does not spell the counterpart's declaration.
struct EventCallback: Sendable, Hashable {
    /// The finding's symbol, e.g. `UIApplicationDelegate/application(_:open:options:)`.
    var callback: String
    /// The counterpart the knowledge must name, e.g. `UISceneDelegate/scene(_:openURLContexts:)`.
    var replacement: String
    /// The payload (the callback's second parameter), for messages: "URL".
    var payload: String
    /// The `UIScene.ConnectionOptions` member that holds the payload on a cold launch.
    var coldLaunch: String
    /// The third parameter when the counterpart has no such parameter, for messages.
    var untranslated: String?
    /// Where the counterpart has what the third parameter held, if it has it in another form.
    var untranslatedHint = ""
    /// The callback returns a Bool (whether it handled the payload); the counterpart does not.
    var returnsBool: Bool
    /// The launch-options key whose value is the same payload on a cold launch.
    var launchKey: String

    static let all: [EventCallback] = [
        .init(
            callback: "UIApplicationDelegate/application(_:open:options:)",
            replacement: "UISceneDelegate/scene(_:openURLContexts:)", payload: "URL", coldLaunch: "urlContexts",
            untranslated: "the open-URL options",
            untranslatedHint:
                " as a dictionary: each URL's context has them as `options`, a `UIScene.OpenURLOptions` (`sourceApplication`, `annotation`, `eventAttribution`, `openInPlace`)",
            returnsBool: true, launchKey: "url"),
        .init(
            callback: "UIApplicationDelegate/application(_:continue:restorationHandler:)",
            replacement: "UISceneDelegate/scene(_:continue:)", payload: "user activity", coldLaunch: "userActivities",
            untranslated: "the restoration handler", returnsBool: true, launchKey: "userActivityDictionary"),
        .init(
            callback: "UIApplicationDelegate/application(_:performActionFor:completionHandler:)",
            replacement: "UIWindowSceneDelegate/windowScene(_:performActionFor:completionHandler:)",
            payload: "quick action", coldLaunch: "shortcutItem", untranslated: nil, returnsBool: false,
            launchKey: "shortcutItem"),
    ]

    static func forCallback(_ symbol: String) -> EventCallback? {
        all.first { $0.callback == symbol }
    }

    static func forLaunchKey(_ key: String) -> EventCallback? {
        all.first { $0.launchKey == key }
    }

    var callbackName: String { Self.method(callback) }
    var replacementName: String { Self.method(replacement) }

    /// The counterpart's base name (`scene`, `windowScene`): the name a forwarded callback takes
    /// in the app delegate.
    var forwardedBase: String { String(replacementName.prefix { $0 != "(" }) }

    /// The callback's argument labels (`_`, `open`, `options`).
    var labels: [String] {
        callbackName.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map(String.init)
    }

    /// A forwarded callback's name in the app delegate: the counterpart's base name with the
    /// callback's labels, less the third when the counterpart has no place for it (`scene(_:open:)`).
    var forwardedName: String {
        let kept = untranslated == nil ? labels : Array(labels.prefix(2))
        return forwardedBase + "(" + kept.map { $0 + ":" }.joined() + ")"
    }

    /// `UISceneDelegate/scene(_:continue:)` → `scene(_:continue:)`.
    static func method(_ symbol: String) -> String {
        String(symbol.split(separator: "/").last ?? "")
    }
}

/// The callbacks the reference pairs with a scene-delegate counterpart but whose app-delegate
/// spelling it does not confirm: the patch names the counterpart and moves nothing.
enum UnconfirmedEventCallback {
    /// The finding's symbol → what the connection options hold of its payload on a cold launch
    /// (empty when they hold nothing of it).
    static let coldLaunch: [String: String] = [
        "UIApplicationDelegate/application(_:userDidAcceptCloudKitShareWith:)":
            "the share's metadata arrives in `connectionOptions.cloudKitShareMetadata`",
        "UIApplicationDelegate/application(_:willContinueUserActivityWithType:)":
            "only the activity's type is known, in `connectionOptions.handoffUserActivityType`",
        "UIApplicationDelegate/application(_:didFailToContinueUserActivityWithType:error:)": "",
    ]
}
