/// Where each page is written. Links always name files, so the site works from `file://`.
public enum OutputPaths {
    public static let home = "index.html"
    public static let mapping = "mapping.html"
    public static let symbolIndex = "symbols/index.html"
    public static let guideIndex = "guides/index.html"
    public static let pathIndex = "paths/index.html"
    public static let articleIndex = "articles/index.html"
    public static let notFound = "404.html"

    /// Members live in a folder named after their parent: `UIScene/activationState` →
    /// `symbols/uikit/uiscene/activationstate.html`, beside the nested type
    /// `UIScene.ActivationState` → `symbols/uikit/uiscene.activationstate.html`.
    public static func symbol(id: String, framework: String) -> String {
        let parts = id.split(separator: "/").map { segment(String($0)) }
        return "symbols/\(segment(framework))/\(parts.joined(separator: "/")).html"
    }

    public static func article(id: String) -> String { "articles/\(id).html" }
    public static func guide(id: String) -> String { "guides/\(id).html" }
    public static func path(id: String) -> String { "paths/\(id).html" }
    public static func asset(_ name: String) -> String { "assets/\(name)" }

    /// A file-name-safe segment: lowercase ASCII letters and digits; `/` and `.` become `.`,
    /// other runs become `-` (`scene(_:willConnectTo:options:)` → `scene-willconnectto-options`).
    public static func segment(_ text: String) -> String {
        var result = ""
        var pending: Character? = nil
        for scalar in text.lowercased().unicodeScalars {
            let isAlnum = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
            if isAlnum {
                if let separator = pending, !result.isEmpty { result.append(separator) }
                pending = nil
                result.unicodeScalars.append(scalar)
            } else if scalar == "/" || scalar == "." {
                pending = "."
            } else if pending == nil {
                pending = "-"
            }
        }
        return result.isEmpty ? "symbol" : result
    }

    /// The relative URL from the page at `from` to the file `to` (both site-relative paths).
    public static func relative(from: String, to: String) -> String {
        let fromDirectory = from.split(separator: "/").dropLast()
        let target = to.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < fromDirectory.count, common < target.count - 1, fromDirectory[common] == target[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromDirectory.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }

    /// `../../` from a page to the site root ("" at the root).
    public static func rootPrefix(from page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }
}
