import Foundation

/// Adds `UIApplicationSceneManifest` to an XML Info.plist as text, so the rest of the file keeps
/// its bytes: the entry goes before the top-level dictionary's closing `</dict>`, indented as the
/// file's other top-level keys are, with the file's line breaks. The result is read back with
/// `PropertyListSerialization` and must hold every value it held before plus the manifest.
enum InfoPlistEdit {
    /// The scene configuration the manifest declares.
    struct Configuration {
        /// `UISceneDelegateClassName`, e.g. `$(PRODUCT_MODULE_NAME).SceneDelegate`.
        var delegateClass: String
        /// `UISceneStoryboardFile`, carried over from `UIMainStoryboardFile`.
        var storyboard: String?
        static let name = "Default Configuration"
    }

    enum Failure: Error, Equatable {
        case notXML
        case notADictionary
        case alreadyDeclared
        case noClosingDict
        case unreadableResult
    }

    /// The `UIMainStoryboardFile` of an XML or binary plist, if any.
    static func mainStoryboard(of text: String) -> String? {
        dictionary(of: text)?["UIMainStoryboardFile"] as? String
    }

    static func dictionary(of text: String) -> [String: Any]? {
        try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil) as? [String: Any]
    }

    /// The file's text with the manifest added.
    static func addingManifest(to text: String, configuration: Configuration) throws(Failure) -> String {
        var format = PropertyListSerialization.PropertyListFormat.xml
        guard
            let value = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: &format)
        else { throw .notXML }
        guard format == .xml else { throw .notXML }
        guard let before = value as? [String: Any] else { throw .notADictionary }
        guard before["UIApplicationSceneManifest"] == nil else { throw .alreadyDeclared }

        // The top-level dictionary closes at the last `</dict>` before `</plist>`.
        guard let plistEnd = text.range(of: "</plist>", options: .backwards),
            let dictEnd = text.range(of: "</dict>", options: .backwards, range: text.startIndex..<plistEnd.lowerBound)
        else { throw .noClosingDict }
        let lineBreak = text.contains("\r\n") ? "\r\n" : "\n"
        let lineStart =
            text[..<dictEnd.lowerBound].lastIndex(where: { $0 == "\n" || $0 == "\r\n" })
            .map { text.index(after: $0) } ?? text.startIndex
        let closingIndent = String(text[lineStart..<dictEnd.lowerBound])
        guard closingIndent.allSatisfy({ $0 == " " || $0 == "\t" }) else { throw .noClosingDict }
        let (keyIndent, unit) = indentation(of: text, closingIndent: closingIndent)

        var lines: [String] = []
        func add(_ depth: Int, _ line: String) {
            lines.append(keyIndent + String(repeating: unit, count: depth) + line)
        }
        add(0, "<key>UIApplicationSceneManifest</key>")
        add(0, "<dict>")
        add(1, "<key>UIApplicationSupportsMultipleScenes</key>")
        add(1, "<false/>")
        add(1, "<key>UISceneConfigurations</key>")
        add(1, "<dict>")
        add(2, "<key>UIWindowSceneSessionRoleApplication</key>")
        add(2, "<array>")
        add(3, "<dict>")
        add(4, "<key>UISceneConfigurationName</key>")
        add(4, "<string>\(escaped(Configuration.name))</string>")
        add(4, "<key>UISceneDelegateClassName</key>")
        add(4, "<string>\(escaped(configuration.delegateClass))</string>")
        if let storyboard = configuration.storyboard {
            add(4, "<key>UISceneStoryboardFile</key>")
            add(4, "<string>\(escaped(storyboard))</string>")
        }
        add(3, "</dict>")
        add(2, "</array>")
        add(1, "</dict>")
        add(0, "</dict>")
        let insertion = lines.joined(separator: lineBreak) + lineBreak
        var result = text
        result.insert(contentsOf: insertion, at: lineStart)

        guard let after = dictionary(of: result),
            NSDictionary(dictionary: after.filter { $0.key != "UIApplicationSceneManifest" })
                .isEqual(to: before), after["UIApplicationSceneManifest"] != nil
        else { throw .unreadableResult }
        return result
    }

    /// The indentation of the top-level keys (the first `<key>` line's) and one level of nesting
    /// (a tab when the keys are indented with tabs, else the keys' indentation beyond the closing
    /// `</dict>`'s, at least one space).
    private static func indentation(of text: String, closingIndent: String) -> (String, String) {
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            if line.dropFirst(indent.count).hasPrefix("<key>") {
                let keys = String(indent)
                if keys.hasPrefix("\t") || keys.isEmpty { return (keys, "\t") }
                let unit = keys.hasPrefix(closingIndent) ? String(keys.dropFirst(closingIndent.count)) : keys
                return (keys, unit.isEmpty ? " " : unit)
            }
        }
        return (closingIndent + "\t", "\t")
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
