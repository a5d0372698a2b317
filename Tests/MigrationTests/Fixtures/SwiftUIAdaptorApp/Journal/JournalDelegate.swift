import UIKit

/// Process-level set-up, and the life-cycle work the UIKit version of the app did here.
final class JournalDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        EntryStore.shared.reload()
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        EntryStore.shared.save()
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        EntryStore.shared.importEntry(from: url)
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(EntryStore.shared.startEntry(named: shortcutItem.type))
    }

    func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {
        EntryStore.shared.register(token: deviceToken)
    }
}
