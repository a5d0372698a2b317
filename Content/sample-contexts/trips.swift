// Sample context for the guide "Migrate an AppDelegate-only UIKit app to scenes" (uikit-to-scenes):
// the example trip-planning app's own types, declared just far enough for the samples to type-check.
import UIKit
import UserNotifications

@MainActor
final class AppDelegate: UIResponder, UIApplicationDelegate {
}

@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var currentTripID: String?
}

enum CrashReporter {
    static func start() { }
}

@MainActor
final class TripListViewController: UIViewController {
    func pauseMapAnimations() { }
    func resumeMapAnimations() { }
    func saveVisibleDraft() { }
    func reloadIfStale() { }
}

@MainActor
final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
    static let shared = NotificationRouter()
}

@MainActor
final class DeepLinkRouter {
    static let shared = DeepLinkRouter()
    let rootViewController = UINavigationController(rootViewController: TripListViewController())
    @discardableResult func route(_ url: URL) -> Bool { true }
    @discardableResult func route(_ activity: NSUserActivity) -> Bool { true }
    @discardableResult func route(_ item: UIApplicationShortcutItem) -> Bool { true }
}

@MainActor
final class TripDraftStore {
    static let shared = TripDraftStore()
    func saveAll() { }
    func removeDrafts(forScene sceneID: String) { }
}

@MainActor
final class PushService {
    static let shared = PushService()
    func upload(token: Data) { }
}

@MainActor
final class MapRenderer {
    static let shared = MapRenderer()
    func pauseAnimations() { }
    func resumeAnimations() { }
}

@MainActor
final class SyncEngine {
    static let shared = SyncEngine()
    func scheduleBackgroundSync() { }
    func refreshIfNeeded() { }
}

@MainActor
final class ImageCache {
    static let shared = ImageCache()
    func releaseImages(forScene sceneID: String) { }
}

@MainActor
final class InboxRouter {
    static let shared = InboxRouter()
    func openThread(_ threadID: String) { }
    func open(_ payload: [AnyHashable: Any], in window: UIWindow?) { }
}

@MainActor
final class InboxViewController: UIViewController {
}

struct SlideDeck {
    var id: String
}

@MainActor
final class SlideEditorViewController: UIViewController {
    var deck = SlideDeck(id: "deck")
    var presenterDisplay: AnyObject?
}

@MainActor
final class SlideShowViewController: UIViewController {
    init(deckID: String?) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

@MainActor
final class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
