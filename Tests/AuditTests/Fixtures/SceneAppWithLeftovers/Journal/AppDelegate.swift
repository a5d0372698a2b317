import UIKit

@main
final class AppDelegate: BaseAppDelegate {
    // Left over from before the scene migration: UIKit no longer calls these.
    func applicationDidEnterBackground(_ application: UIApplication) {
        JournalStore.shared.save()
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool
    {
        Router.shared.open(url)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    func openEntryWindow(for entry: Entry) {
        let activity = NSUserActivity(activityType: "journal.entry")
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { error in
            print(error)
        }
    }
}
