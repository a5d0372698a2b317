import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CatalogViewController()
        window?.makeKeyAndVisible()
        if let url = launchOptions?[.url] as? URL {
            _ = route(url)
        }
        if let item = launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem] as? UIApplicationShortcutItem {
            perform(item)
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        Analytics.resume()
    }

    // func applicationWillResignActive(_ application: UIApplication) {}
    /* func applicationDidEnterBackground(_ application: UIApplication) {
       /* nested */ let w = UIApplication.shared.keyWindow
    } */

    func application(
        _ app: UIApplication,
        open url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool {
        let note = "func applicationDidEnterBackground(_ application: UIApplication) UIApplication.shared.keyWindow"
        print(note)
        return route(url)
    }

    #if false
        func applicationWillEnterForeground(_ application: UIApplication) {}
    #elseif DEBUG
        func applicationWillResignActive(_ application: UIApplication) {}
    #endif

    #if true
        func applicationWillTerminate(_ application: UIApplication) {}
    #else
        func applicationDidEnterBackground(_ application: UIApplication) {}
    #endif

    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        completionHandler(.noData)
    }

    private func route(_ url: URL) -> Bool { true }
    private func perform(_ item: UIApplicationShortcutItem) {}
}
