import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private var overlay: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        overlay = OverlayWindow(frame: .zero)
        let badge = BadgeView(frame: .zero)
        _ = badge
        return true
    }
}
