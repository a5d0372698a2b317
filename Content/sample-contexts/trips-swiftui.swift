// Sample context for the guide "Move a UIKit app to the SwiftUI App life cycle" (uikit-to-swiftui-app):
// the trip-planning app's own types, declared just far enough for the samples to type-check.
import SwiftUI
import UIKit

@MainActor
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@MainActor
final class TripRouter {
    static let shared = TripRouter()
    var selectedTripID: String?
    func route(_ url: URL) { }
    func route(_ activity: NSUserActivity) { }
    func startNewTrip() { }
}

@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let router = TripRouter.shared
}

enum CrashReporter {
    static func start() { }
}

@MainActor
final class TripListViewController: UIViewController {
}

struct TripListScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: TripListViewController())
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) { }
}

@MainActor
final class TripDraftStore {
    static let shared = TripDraftStore()
    func saveAll() { }
    func save(_ draft: String) { }
}

@MainActor
final class SyncEngine {
    static let shared = SyncEngine()
    func refreshIfNeeded() { }
}

struct TripList: View {
    @Binding var selection: String?
    var body: some View { Text(selection ?? "No trip") }
}

struct TripLink {
    let tripID: String
    init?(url: URL) { tripID = url.lastPathComponent }
}
