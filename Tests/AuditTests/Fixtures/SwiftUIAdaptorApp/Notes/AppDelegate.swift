import PushKit
import UIKit

/// `SDKAppDelegate` comes from a framework outside this tree; the adaptor makes this the app delegate.
final class AppDelegate: SDKAppDelegate {
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        if launchOptions?[.remoteNotification] != nil {
            Inbox.refresh()
        }
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        Drafts.saveAll()
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool
    {
        false
    }

    func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
}
