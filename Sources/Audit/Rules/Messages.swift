/// The findings' one-sentence messages. Every name in them comes from the knowledge (content model)
/// or from the code that was found; the sentences say what to do.
enum Messages {
    /// A symbol id as it reads in prose: `UISceneDelegate/sceneDidBecomeActive(_:)` →
    /// `UISceneDelegate.sceneDidBecomeActive(_:)`.
    static func display(_ symbol: String) -> String {
        "`" + symbol.replacingOccurrences(of: "/", with: ".") + "`"
    }

    static func list(_ symbols: [String]) -> String {
        symbols.map(display).joined(separator: ", ")
    }

    static func uiCallback(_ callback: AuditKnowledge.Callback, spelledAs name: String) -> String {
        var text = "UIKit does not call `\(name)` once the app uses scenes"
        if !callback.sceneReplacements.isEmpty {
            text += ": move this code to \(list(callback.sceneReplacements)) in the scene delegate"
            if !callback.swiftUIReplacements.isEmpty {
                text += " (SwiftUI: \(list(callback.swiftUIReplacements)))"
            }
        } else if !callback.swiftUIReplacements.isEmpty {
            text += ": move this code to \(list(callback.swiftUIReplacements))"
        } else {
            text += ": remove it"
        }
        return text + "."
    }

    static func undocumentedCallback(_ callback: AuditKnowledge.Callback, spelledAs name: String) -> String {
        var text = "Apple does not document whether UIKit still calls `\(name)` once the app uses scenes"
        if !callback.sceneReplacements.isEmpty {
            text += ": move this work to \(list(callback.sceneReplacements)) in the scene delegate"
            if !callback.swiftUIReplacements.isEmpty {
                text += " (SwiftUI: \(list(callback.swiftUIReplacements)))"
            }
        }
        return text + "."
    }

    static func windowProperty() -> String {
        "Each scene has its own window: remove `window` from the app delegate and declare it on the window-scene delegate (\(display(AppDelegateWindowRule.propertyReplacement)))."
    }

    static func windowCreation(_ language: SourceLanguage) -> String {
        let initializer = language == .swift ? "`UIWindow(windowScene:)`" : "`initWithWindowScene:`"
        return
            "Create the window in \(display(AppDelegateWindowRule.setUpReplacement)) with \(initializer), not in the app delegate."
    }

    static func makeKey(_ spelling: String) -> String {
        "Call `\(spelling)` on the scene's window in \(display(AppDelegateWindowRule.setUpReplacement)), not in the app delegate."
    }

    static func deprecated(_ api: AuditKnowledge.DeprecatedAPI, spelledAs name: String) -> String {
        if let replacement = api.replacement {
            return "`\(name)` is superseded: use \(display(replacement)) instead."
        }
        return "`\(name)` is superseded: remove it."
    }

    static func missingManifest(generated: Bool) -> String {
        if generated {
            return
                "This app target declares no scene manifest: set `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` (or add `UIApplicationSceneManifest` to its Info.plist) and move the UI set-up to a scene delegate."
        }
        return
            "This app's Info.plist declares no `UIApplicationSceneManifest`: add one with a scene configuration that names your scene delegate, and move the UI set-up there."
    }
}

/// The app delegate's window has fixed counterparts, named by the rule rather than by the knowledge.
enum AppDelegateWindowRule {
    static let propertySymbol = "UIApplicationDelegate/window"
    static let propertyReplacement = "UIWindowSceneDelegate/window"
    static let setUpReplacement = "UISceneDelegate/scene(_:willConnectTo:options:)"
}

/// The missing-scene-manifest finding's symbol: the Info.plist key that is missing.
enum SceneManifestRule {
    static let symbol = "UIApplicationSceneManifest"
    static let generationSetting = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"
}
