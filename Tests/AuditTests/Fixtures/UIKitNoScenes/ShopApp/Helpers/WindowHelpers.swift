import UIKit

/// Not an app delegate: the same method names here are not findings.
final class BannerPresenter {
    var window: UIWindow?

    func applicationDidBecomeActive(_ application: UIApplication) {
        window = UIWindow(frame: .zero)
        window?.makeKeyAndVisible()
    }

    func topViewController() -> UIViewController? {
        let windows = UIApplication.shared.windows
        let root = (UIApplication.shared.delegate as? AppDelegate)?.window?.rootViewController
        return root ?? windows.first?.rootViewController
    }

    var isLandscape: Bool {
        UIApplication.shared.statusBarOrientation.isLandscape
    }

    func cachedLink(_ cache: [CacheKey: URL]) -> URL? {
        cache[.url]
    }
}

enum CacheKey: Hashable {
    case url
}
