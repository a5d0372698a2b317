import Naming

/// Where each page is written. Links always name files, so the site works from `file://`.
public enum OutputPaths {
    /// The home page.
    public static let home = "index.html"
    /// The life-cycle mapping page.
    public static let mapping = "mapping.html"
    /// The list of symbols.
    public static let symbolIndex = "symbols/index.html"
    /// The list of migration guides.
    public static let guideIndex = "guides/index.html"
    /// The list of reading paths.
    public static let pathIndex = "paths/index.html"
    /// The list of articles.
    public static let articleIndex = "articles/index.html"
    /// The page a server shows for a missing path.
    public static let notFound = "404.html"

    /// Members live in a folder named after their parent: `UIScene/activationState` →
    /// `symbols/uikit/uiscene/activationstate.html`, beside the nested type
    /// `UIScene.ActivationState` → `symbols/uikit/uiscene.activationstate.html`.
    /// An operator whose name starts with `/` keeps it: `Grid//(_:_:)` → `grid/slash-2.html`.
    public static func symbol(id: String, framework: String) -> String {
        var parts: [String] = []
        var carried = ""
        for part in id.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty && !parts.isEmpty {
                carried += "/"
                continue
            }
            parts.append(PathSegment.ofSymbolPart(carried + part))
            carried = ""
        }
        return "symbols/\(PathSegment.of(framework))/\(parts.joined(separator: "/")).html"
    }

    /// An article's page.
    public static func article(id: String) -> String { "articles/\(id).html" }
    /// A guide's page (its steps are sections of it).
    public static func guide(id: String) -> String { "guides/\(id).html" }
    /// A reading path's page.
    public static func path(id: String) -> String { "paths/\(id).html" }
    /// A file of `Content/assets/` (or of the theme's assets).
    public static func asset(_ name: String) -> String { "assets/\(name)" }

    /// The relative URL from the page at `from` to the file `to` (both site-relative paths, as
    /// this type makes them: no leading `/`, no empty segments).
    public static func relative(from: String, to: String) -> String {
        // One pass over UTF-8 bytes: this runs for every link of every page (the sidebar alone has
        // hundreds). The common prefix up to its last `/` names the folders both paths share; each
        // `/` of `from` after it is one folder to climb out of.
        var from = from
        var to = to
        return from.withUTF8 { source in
            to.withUTF8 { target in
                let slash = UInt8(ascii: "/")
                let shared = min(source.count, target.count)
                var position = 0
                var lastSharedSlash = -1
                while position < shared, source[position] == target[position] {
                    if source[position] == slash { lastSharedSlash = position }
                    position += 1
                }
                var climbs = 0
                for index in (lastSharedSlash + 1)..<source.count where source[index] == slash { climbs += 1 }
                let rest = UnsafeBufferPointer(rebasing: target[(lastSharedSlash + 1)...])
                return String(unsafeUninitializedCapacity: 3 * climbs + rest.count) { buffer in
                    var written = 0
                    for _ in 0..<climbs {
                        buffer[written] = 0x2E
                        buffer[written + 1] = 0x2E
                        buffer[written + 2] = slash
                        written += 3
                    }
                    if let base = rest.baseAddress, rest.count > 0 {
                        (buffer.baseAddress! + written).initialize(from: base, count: rest.count)
                    }
                    return written + rest.count
                }
            }
        }
    }

    /// `../../` from a page to the site root ("" at the root).
    public static func rootPrefix(from page: String) -> String {
        // One `../` per folder: the path's non-empty segments but the last, counted on bytes
        // without building an array of segments.
        var segments = 0
        var inSegment = false
        for byte in page.utf8 {
            if byte == UInt8(ascii: "/") {
                inSegment = false
            } else if !inSegment {
                inSegment = true
                segments += 1
            }
        }
        return segments > 1 ? String(repeating: "../", count: segments - 1) : ""
    }
}
