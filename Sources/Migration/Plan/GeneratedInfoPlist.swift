/// The manual steps of an app target that generates its Info.plist (`GENERATE_INFOPLIST_FILE = YES`,
/// no Info.plist file). The patch does not edit build settings: the sources at hand confirm that
/// Xcode merges a partial Info.plist file with the values from build settings (Apple, *Managing your
/// app's information property list values*), not which build setting alone would carry a scene
/// configuration with a delegate class. So the step names the exact dictionary to add, and the
/// code stays where it is: a scene delegate without the manifest would start the app without a
/// window.
enum GeneratedInfoPlist {
    /// The manifest the patch would add, spelled as property-list text.
    static func manifest(delegateClass: String) -> String {
        "`UIApplicationSceneManifest` = { `UIApplicationSupportsMultipleScenes` = NO; `UISceneConfigurations` = { `UIWindowSceneSessionRoleApplication` = ( { `UISceneConfigurationName` = \"\(InfoPlistEdit.Configuration.name)\"; `UISceneDelegateClassName` = \"\(delegateClass)\"; } ); }; }"
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
