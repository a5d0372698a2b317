import Foundation
import Testing

@testable import Migration

/// The scene manifest added to an XML Info.plist as text: the file's indentation and line breaks,
/// the storyboard carried over, and the files it refuses.
@Suite struct InfoPlistEditTests {
    static let configuration = InfoPlistEdit.Configuration(delegateClass: "$(PRODUCT_MODULE_NAME).SceneDelegate")

    static func plist(_ body: String, indent: String = "\t", lineBreak: String = "\n") -> String {
        [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#, "<dict>",
        ].joined(separator: lineBreak) + lineBreak
            + body.split(separator: "\n").map { indent + $0 }.joined(separator: lineBreak) + lineBreak
            + "</dict>" + lineBreak + "</plist>" + lineBreak
    }

    @Test func manifestGoesLastInTheTopLevelDictionaryWithTheFilesTabs() throws {
        let text = Self.plist("<key>CFBundleName</key>\n<string>Reader</string>")
        let result = try InfoPlistEdit.addingManifest(to: text, configuration: Self.configuration)
        #expect(
            result
                == Self.plist(
                    """
                    <key>CFBundleName</key>
                    <string>Reader</string>
                    <key>UIApplicationSceneManifest</key>
                    <dict>
                    \t<key>UIApplicationSupportsMultipleScenes</key>
                    \t<false/>
                    \t<key>UISceneConfigurations</key>
                    \t<dict>
                    \t\t<key>UIWindowSceneSessionRoleApplication</key>
                    \t\t<array>
                    \t\t\t<dict>
                    \t\t\t\t<key>UISceneConfigurationName</key>
                    \t\t\t\t<string>Default Configuration</string>
                    \t\t\t\t<key>UISceneDelegateClassName</key>
                    \t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                    \t\t\t</dict>
                    \t\t</array>
                    \t</dict>
                    </dict>
                    """))
    }

    @Test func spacesAndWindowsLineBreaksAreKept() throws {
        let text = Self.plist("<key>CFBundleName</key>\n<string>Reader</string>", indent: "  ", lineBreak: "\r\n")
        let result = try InfoPlistEdit.addingManifest(to: text, configuration: Self.configuration)
        #expect(!result.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(
            result.contains(
                "\r\n  <key>UIApplicationSceneManifest</key>\r\n  <dict>\r\n    <key>UIApplicationSupportsMultipleScenes</key>\r\n"
            ))
        let manifest = InfoPlistEdit.dictionary(of: result)?["UIApplicationSceneManifest"] as? [String: Any]
        #expect(manifest?["UIApplicationSupportsMultipleScenes"] as? Bool == false)
    }

    @Test func mainStoryboardIsCarriedOverToTheConfiguration() throws {
        let text = Self.plist("<key>UIMainStoryboardFile</key>\n<string>Main</string>")
        #expect(InfoPlistEdit.mainStoryboard(of: text) == "Main")
        let result = try InfoPlistEdit.addingManifest(
            to: text, configuration: .init(delegateClass: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard: "Main"))
        let manifest = try #require(
            InfoPlistEdit.dictionary(of: result)?["UIApplicationSceneManifest"] as? [String: Any])
        let configurations = try #require(manifest["UISceneConfigurations"] as? [String: Any])
        let application = try #require(configurations["UIWindowSceneSessionRoleApplication"] as? [[String: String]])
        #expect(
            application == [
                [
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                    "UISceneStoryboardFile": "Main",
                ]
            ])
    }

    @Test func refusesBinaryAndDeclaredManifestsAndNonDictionaries() throws {
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleName": "Reader"], format: .binary, options: 0)
        #expect(throws: InfoPlistEdit.Failure.notXML) {
            try InfoPlistEdit.addingManifest(
                to: String(decoding: binary, as: UTF8.self), configuration: Self.configuration)
        }
        let declared = Self.plist("<key>UIApplicationSceneManifest</key>\n<dict/>")
        #expect(throws: InfoPlistEdit.Failure.alreadyDeclared) {
            try InfoPlistEdit.addingManifest(to: declared, configuration: Self.configuration)
        }
        let array = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array/></plist>"#
        #expect(throws: InfoPlistEdit.Failure.notADictionary) {
            try InfoPlistEdit.addingManifest(to: array, configuration: Self.configuration)
        }
    }

    @Test func fileWithoutFinalLineBreakKeepsItsEnd() throws {
        var text = Self.plist("<key>CFBundleName</key>\n<string>Reader</string>")
        text.removeLast()
        let result = try InfoPlistEdit.addingManifest(to: text, configuration: Self.configuration)
        #expect(result.hasSuffix("\t</dict>\n</dict>\n</plist>"))
        let patch = UnifiedDiff.patch(FileEdit(file: "Info.plist", original: text, updated: result))
        #expect(patch.hasSuffix("+\t</dict>\n </dict>\n </plist>\n\\ No newline at end of file\n"))
    }
}
