import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The notes are read before the first screen asks for them.
        NotesStore.shared.load()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        // Nothing to pause yet: the editor saves as it goes.
    }

    func applicationDidEnterBackground(_ application: UIApplication) { NotesStore.shared.save() }

    func applicationWillTerminate(_ application: UIApplication) {
        NotesStore.shared.save()
    }
}
