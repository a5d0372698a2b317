import UIKit

final class MapViewController: UIViewController {
    /// The screen of this view's scene, not `UIScreen.main` or `UIApplication.shared.keyWindow`.
    var screen: UIScreen? { view.window?.windowScene?.screen }

    func openDetail(_ activity: NSUserActivity) {
        let request = UISceneSessionActivationRequest(userActivity: activity)
        UIApplication.shared.activateSceneSession(for: request) { error in
            print("requestSceneSessionActivation failed: \(error)")
        }
    }

    func keyWindow() -> UIWindow? {
        view.window?.windowScene?.keyWindow
    }

    func isInMain(_ options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        options[.url] != nil
    }
}
