import UIKit
import os

/// The app's entry point: services first, then the library on screen.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    private let log = Logger(subsystem: "org.example.reader", category: "life-cycle")

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Shared services start once per process.
        Store.shared.open()
        application.registerForRemoteNotifications()

        window = UIWindow(frame: UIScreen.main.bounds)
        // The library is the first screen.
        let library = LibraryViewController(store: .shared)
        let navigation = UINavigationController(rootViewController: library)
        navigation.navigationBar.prefersLargeTitles = true
        window?.rootViewController = navigation
        window?.tintColor = .systemIndigo  // the app's accent
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        // Resume syncing where it stopped.
        Store.shared.resumeSync()
        application.isIdleTimerDisabled = Store.shared.isPlayingAudio
    }

    func applicationWillResignActive(_ application: UIApplication) {
        Store.shared.pauseSync()
        log.info("paused")
    }

    #if DEBUG
        func applicationWillEnterForeground(_ application: UIApplication) {
            DebugOverlay.refresh()
        }
    #endif

    func applicationDidEnterBackground(_ application: UIApplication) {
        /* Saving here keeps the last edit
           when the system ends the app. */
        Store.shared.save()
    }

    func applicationWillTerminate(_ application: UIApplication) {
        log.info("terminating")
        Store.shared.save()
    }
}
