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
        // On UTF-8 bytes: this runs for every link of every page (the sidebar alone has hundreds).
        let slash = UInt8(ascii: "/")
        let fromDirectory = from.utf8.split(separator: slash).dropLast()
        let target = to.utf8.split(separator: slash, omittingEmptySubsequences: false)
        var common = 0
        while common < fromDirectory.count, common < target.count - 1,
            fromDirectory[fromDirectory.startIndex + common].elementsEqual(target[common])
        {
            common += 1
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(to.utf8.count + 3 * (fromDirectory.count - common))
        for _ in 0..<(fromDirectory.count - common) { bytes += [0x2E, 0x2E, slash] }
        for (offset, component) in target[common...].enumerated() {
            if offset > 0 { bytes.append(slash) }
            bytes += component
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `../../` from a page to the site root ("" at the root).
    public static func rootPrefix(from page: String) -> String {
        String(repeating: "../", count: page.utf8.split(separator: UInt8(ascii: "/")).count - 1)
    }
}
