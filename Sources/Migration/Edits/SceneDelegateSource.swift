/// The text of the new `SceneDelegate.swift`: the app delegate file's imports, a
/// `UIWindowSceneDelegate` with its `window`, `scene(_:willConnectTo:options:)` with the moved
/// window set-up (nothing but the scene check for a storyboard app), and the moved state
/// callbacks in the order UIKit's template declares them, each in its `#if` when it had one, then
/// the moved event callbacks (a cold launch's payloads handed to them from `willConnectTo`). It is
/// indented with the app delegate file's unit.
enum SceneDelegateSource {
    static let className = "SceneDelegate"

    static func text(for move: AppDelegateMove) -> String {
        let unit = move.unit
        var lines: [String] = []
        var imports = move.imports
        if !imports.contains("import UIKit") { imports.insert("import UIKit", at: 0) }
        lines += imports
        lines.append("")
        lines.append("class \(className): UIResponder, UIWindowSceneDelegate {")
        lines.append("")
        lines.append(unit + "var window: UIWindow?")
        lines.append("")
        lines.append(
            unit
                + "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {"
        )
        if move.usesWindowScene {
            lines.append(unit + unit + "guard let windowScene = scene as? UIWindowScene else { return }")
        } else {
            lines.append(unit + unit + "guard scene is UIWindowScene else { return }")
        }
        lines += move.windowSetUp
        lines += move.coldLaunch
        lines.append(unit + "}")
        lines += callbackLines(move.callbacks, unit: unit)
        for event in move.events {
            lines.append("")
            lines += event.comments
            lines.append(unit + event.declaration)
            lines += event.body
            lines.append(unit + "}")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The moved state callbacks as members of a scene delegate at column 0, in the order UIKit's
    /// template declares them, each after a blank line and in its `#if` when it had one.
    static func callbackLines(_ callbacks: [MovedCallback], unit: String) -> [String] {
        var lines: [String] = []
        for target in SceneCallback.all {
            for callback in callbacks where callback.target == target {
                lines.append("")
                for condition in callback.conditions { lines.append(unit + "#if " + condition) }
                let indent = unit + callback.extraIndent
                lines += callback.comments
                lines.append(indent + "func \(target.method)(_ scene: UIScene) {")
                lines += callback.body
                lines.append(indent + "}")
                for _ in callback.conditions { lines.append(unit + "#endif") }
            }
        }
        return lines
    }
}
