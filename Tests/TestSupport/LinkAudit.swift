import Foundation

/// Checks the links of a generated site (site-relative path → bytes) with regular expressions:
/// every internal `href`/`src` names an existing file (never a folder, never a `/`-rooted path),
/// every `#fragment` exists in its target, and nothing is loaded from the network.
public struct LinkAudit {
    public let files: [String: Data]
    private var idsCache: [String: Set<String>] = [:]

    public init(files: [String: Data]) {
        self.files = files
        for (path, data) in files where path.hasSuffix(".html") {
            idsCache[path] = LinkAudit.ids(in: String(decoding: data, as: UTF8.self))
        }
    }

    public static let idPattern = try! NSRegularExpression(pattern: #"\sid="([^"]*)""#)
    public static let attributePattern = try! NSRegularExpression(
        pattern: #"<([a-zA-Z]+)\b[^>]*?\s(href|src)="([^"]*)""#)

    public static func matches(_ regex: NSRegularExpression, in text: String) -> [[String]] {
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    public static func ids(in html: String) -> Set<String> {
        Set(matches(idPattern, in: html).map { unescape($0[0]) })
    }

    /// Ids that occur more than once on one page.
    public static func duplicateIDs(in html: String) -> [String] {
        var counts: [String: Int] = [:]
        for match in matches(idPattern, in: html) { counts[unescape(match[0]), default: 0] += 1 }
        return counts.filter { $0.value > 1 }.keys.sorted()
    }

    /// (tag, attribute, value) of every `href=`/`src=` in the page.
    public static func links(in html: String) -> [(tag: String, attribute: String, value: String)] {
        matches(attributePattern, in: html).map { ($0[0].lowercased(), $0[1], unescape($0[2])) }
    }

    public static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    public static func isExternal(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("http:") || lower.hasPrefix("https:") || lower.hasPrefix("mailto:")
    }

    /// `base` is the page's site-relative path; returns the site-relative target or nil when it leaves the site.
    public static func resolve(_ relative: String, from base: String) -> String? {
        var parts = base.split(separator: "/").dropLast().map(String.init)
        for component in relative.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(String(component))
            }
        }
        return parts.joined(separator: "/")
    }

    /// Every problem, as "page: what is wrong".
    public func problems() -> [String] {
        var problems: [String] = []
        for (page, data) in files.sorted(by: { $0.key < $1.key }) where page.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            for duplicate in LinkAudit.duplicateIDs(in: html) {
                problems.append("\(page): id '\(duplicate)' occurs more than once")
            }
            for link in LinkAudit.links(in: html) {
                if let problem = check(link, on: page) { problems.append("\(page): \(problem)") }
            }
        }
        return problems
    }

    public func check(_ link: (tag: String, attribute: String, value: String), on page: String) -> String? {
        let value = link.value
        let described = "<\(link.tag) \(link.attribute)=\"\(value)\">"
        if LinkAudit.isExternal(value) || value.hasPrefix("//") {
            // Only plain links may point to the web; nothing is loaded from the network.
            return link.tag == "a" && !value.hasPrefix("//") ? nil : "\(described) loads from the network"
        }
        if value.isEmpty { return "\(described) is empty" }
        if value.hasPrefix("/") { return "\(described) is rooted at '/'" }
        let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let pathPart = parts[0].removingPercentEncoding ?? parts[0]
        let fragment = parts.count == 2 ? parts[1] : nil
        let target: String
        if pathPart.isEmpty {
            target = page
        } else {
            if pathPart.hasSuffix("/") { return "\(described) names a folder" }
            guard let resolved = LinkAudit.resolve(pathPart, from: page) else { return "\(described) leaves the site" }
            guard files[resolved] != nil else {
                let isFolder = files.keys.contains { $0.hasPrefix(resolved + "/") }
                return "\(described) names \(isFolder ? "a folder" : "no file") ('\(resolved)')"
            }
            target = resolved
        }
        if let fragment {
            guard let ids = idsCache[target] else { return "\(described) has a fragment but '\(target)' is not HTML" }
            if !ids.contains(fragment) { return "\(described): '\(target)' has no id '\(fragment)'" }
        }
        return nil
    }
}
