import Foundation

/// The manual steps of an app target that generates its Info.plist (`GENERATE_INFOPLIST_FILE = YES`,
/// no Info.plist file). The patch does not edit build settings: the sources at hand confirm that
/// Xcode merges a partial Info.plist file with the values from build settings (Apple, *Managing your
/// app's information property list values*), not which build setting alone would carry a scene
/// configuration with a delegate class. So the step names the exact dictionary to add, and the
/// code stays where it is: a scene delegate without the manifest would start the app without a
/// window.
enum GeneratedInfoPlist {
    /// The manifest the patch would add, spelled as property-list text.
    static func manifest(delegateClass: String, storyboard: String? = nil) -> String {
        "`UIApplicationSceneManifest` = { `UIApplicationSupportsMultipleScenes` = NO; `UISceneConfigurations` = { `UIWindowSceneSessionRoleApplication` = ( { `UISceneConfigurationName` = \"\(InfoPlistEdit.Configuration.name)\"; `UISceneDelegateClassName` = \"\(delegateClass)\";"
            + (storyboard.map { " `UISceneStoryboardFile` = \"\($0)\";" } ?? "") + " } ); }; }"
    }

    // A binary Info.plist: the patch is a text diff, so it does not rewrite one; the step names
    // the same dictionary, and the code waits for it as it does for a generated Info.plist.

    /// The `UIMainStoryboardFile` of a binary property list (`.some(nil)` without one), or nil
    /// when the data is not a binary property list with a top-level dictionary.
    static func binaryStoryboard(_ data: Data) -> String?? {
        var format = PropertyListSerialization.PropertyListFormat.binary
        guard let value = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format),
            format == .binary, let dictionary = value as? [String: Any]
        else { return nil }
        return .some(dictionary["UIMainStoryboardFile"] as? String)
    }

    static func binaryManifestStep(file: String, delegateClass: String, storyboard: String?) -> String {
        "\(file) is a binary property list, which the patch does not rewrite (its patch is a text diff): add "
            + manifest(delegateClass: delegateClass, storyboard: storyboard)
            + " to it in Xcode's property-list editor, or convert it to an XML property list and run `scenedocs migrate` again"
    }

    static func binaryCodeStep(file: String) -> String {
        "\(file) is a binary property list, so the patch moves no code (a scene delegate without the manifest would start the app without a window): add the manifest as the step at \(file):1 says, or convert the file to XML and run `scenedocs migrate` again"
    }

    static func manifestStep(delegateClass: String) -> String {
        "the target generates its Info.plist and the patch does not edit build settings: add "
            + manifest(delegateClass: delegateClass)
            + " (and `UISceneStoryboardFile` = the main storyboard's name if the app launches from one) to a partial Info.plist that the target names in its Info.plist File setting (`INFOPLIST_FILE`), which Xcode merges with the generated values; or give the target such a file first, holding an empty `<dict>` … `</dict>`, and run `scenedocs migrate` again: it then adds the manifest there and moves the code"
    }

    static func codeStep(manifestAt place: String) -> String {
        "the target generates its Info.plist, so the patch moves no code (a scene delegate without the manifest would start the app without a window): add the manifest as the step at \(place) says, or give the target a written Info.plist (`INFOPLIST_FILE`) and run `scenedocs migrate` again"
    }
}
