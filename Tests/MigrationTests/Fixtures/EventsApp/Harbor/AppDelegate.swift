import UIKit

/// Harbor's entry point: the berth list on screen; links, activities and quick actions go to
/// the router.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    /// The links opened since launch, newest last, for the support screen.
    private(set) var openedLinks: [URL] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        BerthStore.shared.load()
        if let link = launchOptions?[.url] as? URL {
            HarborRouter.shared.open(link)
        }

        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: BerthListViewController())
        window?.makeKeyAndVisible()
        return true
    }

    // harbor://berth/<number> links from the marina's web site.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
        -> Bool
    {
        openedLinks.append(url)
        HarborRouter.shared.open(url)
        return true
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        // Only the berth activity is Harbor's; UIKit handles the others.
        guard userActivity.activityType == HarborRouter.berthActivity else { return false }
        HarborRouter.shared.show(userActivity)
        return true
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(HarborRouter.shared.perform(shortcutItem.type))
    }

    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
        -> Bool
    {
        userActivityType == HarborRouter.berthActivity
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        BerthStore.shared.refresh()
    }
}
