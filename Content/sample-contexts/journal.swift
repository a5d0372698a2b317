// Sample context for the journal app used by the guides "Supporting multiple windows on iPad"
// (multiple-windows-ipad) and "From UIHostingController to UIHostingSceneDelegate"
// (hosting-scene-delegate): the app's own types, declared just far enough for the samples.
import SwiftUI
import UIKit

enum JournalActivityType {
    static let editEntry = "com.example.journal.edit-entry"
}

struct EntryReference: Codable, Hashable {
    var entryID: String
}

@MainActor
final class AppDelegate: UIResponder, UIApplicationDelegate {
}

@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var displayedEntryID: String?
}

@MainActor
final class JournalListViewController: UIViewController {
}

@MainActor
final class EntryViewController: UIViewController {
    let entryID: String

    init(entryID: String) {
        self.entryID = entryID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
final class JournalStore {
    static let shared = JournalStore()
    func reloadIfNeeded() { }
    func saveDrafts() { }
}

@MainActor
final class JournalRouter {
    static let shared = JournalRouter()
    func open(_ url: URL) { }
}

@MainActor
final class WindowStateStore {
    static let shared = WindowStateStore()
    func removeState(forSession sessionID: String) { }
}

struct JournalHomeView: View {
    var body: some View { Text("Journal") }
}

struct StatisticsView: View {
    var body: some View { Text("Statistics") }
}

struct EntryEditorView: View {
    let reference: EntryReference
    var body: some View { Text(reference.entryID) }
}

@available(iOS 26.0, *)
final class JournalHostingDelegate: NSObject, UIHostingSceneDelegate {
    static let journalWindowID = "journal"
    static let statisticsWindowID = "statistics"

    static var rootScene: some Scene {
        WindowGroup(id: journalWindowID) {
            JournalHomeView()
        }
    }
}

@MainActor
final class ScoreboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

@MainActor
final class MatchModel {
    var home = 0
    var away = 0
}

struct ScoreEntryForm: View {
    let match: MatchModel
    let showsDisplayBadge: Bool
    var body: some View { Text("\(match.home) : \(match.away)") }
}

struct BigScoreboardView: View {
    let match: MatchModel
    var body: some View { Text("\(match.home) : \(match.away)") }
}
