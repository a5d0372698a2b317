/// The text of the new `SceneDelegate.h` and `SceneDelegate.m` of an Objective-C app: a
/// `UIResponder <UIWindowSceneDelegate>` with its `window` property; the implementation imports
/// the app delegate's imports, and its `scene:willConnectToSession:options:` holds the moved window
/// set-up after the window-scene check (nothing for a storyboard app, whose window UIKit creates),
/// then the moved state callbacks in the order UIKit's template declares them.
enum ObjCSceneDelegateSource {
    static let className = SceneDelegateSource.className

    static func header() -> String {
        [
            "#import <UIKit/UIKit.h>",
            "",
            "@interface \(className) : UIResponder <UIWindowSceneDelegate>",
            "",
            "@property (strong, nonatomic) UIWindow *window;",
            "",
            "@end",
        ].joined(separator: "\n") + "\n"
    }

    static func implementation(for move: ObjCAppDelegateMove) -> String {
        let unit = move.unit
        var lines = ["#import \"\(className).h\""]
        // The app delegate's header declares the methods the forwarded callbacks call.
        if let header = move.forwardsThrough?.split(separator: "/").last {
            let line = "#import \"\(header)\""
            if !move.imports.contains(line) { lines.append(line) }
        }
        lines += move.imports
        lines.append("")
        lines.append("@implementation \(className)")
        lines.append("")
        lines.append(
            "- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {"
        )
        if move.usesWindowScene {
            lines.append(unit + "if (![scene isKindOfClass:[UIWindowScene class]]) {")
            lines.append(unit + unit + "return;")
            lines.append(unit + "}")
            lines.append(unit + "UIWindowScene *windowScene = (UIWindowScene *)scene;")
        }
        lines += move.windowSetUp
        lines.append("}")
        for target in SceneCallback.all {
            for callback in move.callbacks where callback.target == target {
                lines.append("")
                lines += callback.lines
            }
        }
        lines.append("")
        lines.append("@end")
        return lines.joined(separator: "\n") + "\n"
    }
}
