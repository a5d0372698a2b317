// Sample context for the reference pages (symbols and articles): the small example apps their
// samples mention, declared just far enough for the samples to type-check. Pages opt in with
// ```swift context=reference.
import BackgroundTasks
import CloudKit
import SwiftUI
import UIKit
import UserNotifications

@MainActor
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

// MARK: - App services

@MainActor
final class Analytics {
    static let shared = Analytics()
    func flush() { }
    func record(_ event: String, scene sceneID: String?) { }
}

enum AnalyticsClient {
    static func start() { }
}

enum CrashReporter {
    static func start() { }
    static func install() { }
}

enum Logging {
    static func configure() { }
}

enum Telemetry {
    static func start() { }
}

@MainActor
final class AudioSession {
    static let shared = AudioSession()
    func resumeIfNeeded() { }
}

@MainActor
final class PlaybackController {
    static let shared = PlaybackController()
    func resumeIfNeeded() { }
}

@MainActor
final class ClockFace {
    static let shared = ClockFace()
    func tick() { }
}

@MainActor
final class DeepLinkRouter {
    static let shared = DeepLinkRouter()
    func open(_ url: URL, in window: UIWindow?) { }
    func open(_ url: URL, from sourceApplication: String?) { }
    @discardableResult func route(_ url: URL) -> Bool { true }
    @discardableResult func route(_ activity: NSUserActivity) -> Bool { true }
    @discardableResult func route(_ url: URL, from sourceApplication: String?) -> Bool { true }
    func resume(_ activity: NSUserActivity) { }
}

@MainActor
final class DownloadCenter {
    static let shared = DownloadCenter()
    func reconnect(sessionIdentifier: String, whenFinished completion: @escaping () -> Void) { }
}

@MainActor
final class DraftStore {
    static let shared = DraftStore()
    func save(_ draft: String) { }
    func save(for key: String) { }
    func saveAll() { }
    func stash(_ draft: String) { }
}

@MainActor
final class EditorState {
    func flushPendingChanges() { }
}

@MainActor
final class FeedService {
    static let shared = FeedService()
    func refreshIfOlder(than seconds: TimeInterval) { }
}

@MainActor
final class GameSession {
    static var current: GameSession?
    func pause(showingMenu: Bool) { }
}

@MainActor
final class ImageCache {
    static let shared = ImageCache()
    func trim(toMegabytes megabytes: Int) { }
}

@MainActor
final class InboxSync {
    static let shared = InboxSync()
    func pull() async -> Bool { false }
}

@MainActor
final class InspectorStore {
    static let shared = InspectorStore()
    func flush() { }
}

@MainActor
final class JournalStore {
    static let shared = JournalStore()
    func reopenEncryptedFiles() { }
}

@MainActor
final class LayoutSettings {
    static let shared = LayoutSettings()
    var useTwoColumns = false
}

@MainActor
final class Ledger {
    static let shared = Ledger()
    func writeToDisk() { }
}

@MainActor
final class NetworkSession {
    static let shared = NetworkSession()
    func cancelAllTasks() { }
}

@MainActor
final class NewsFeed {
    static let shared = NewsFeed()
    func refresh(task: BGTask) { }
}

@MainActor
final class NoteComposer {
    static func present(in window: UIWindow?) { }
}

@MainActor
final class NoteStore {
    static let shared = NoteStore()
    func save() { }
    func save(_ text: String) { }
}

@MainActor
final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
    static let shared = NotificationRouter()
    func openConversation(_ conversationID: String) { }
    func show(_ userInfo: [AnyHashable: Any], in window: UIWindow?) { }
}

@MainActor
final class PreviewPlayer {
    func resume() { }
    func pause() { }
}

@MainActor
final class PushRegistrationClient {
    static let shared = PushRegistrationClient()
    func upload(token: String) { }
    func markUnavailable(reason: any Error) { }
}

@MainActor
final class PushService {
    static let shared = PushService()
    func upload(token: Data) { }
}

@MainActor
enum QuickActionHandler {
    static func perform(_ type: String, in window: UIWindow?) -> Bool { true }
}

@MainActor
enum QuickActions {
    static func handle(_ type: String) -> Bool { true }
}

@MainActor
final class ScoreFeed {
    static let shared = ScoreFeed()
    func resume() { }
}

@MainActor
final class SharedLibrary {
    static let shared = SharedLibrary()
    func reload() { }
}

@MainActor
final class ShareAcceptor {
    static let shared = ShareAcceptor()
    func accept(_ metadata: CKShareMetadata) { }
}

@MainActor
enum StateRestorer {
    static func restore(_ activity: NSUserActivity, in window: UIWindow?) { }
}

@MainActor
final class StepsStore {
    static let shared = StepsStore()
    func warmUp() { }
}

@MainActor
final class SyncEngine {
    static let shared = SyncEngine()
    func pause() { }
    func resume() { }
}

@MainActor
final class ThumbnailCache {
    static let shared = ThumbnailCache()
    func removeAll() { }
}

@MainActor
final class WindowDataStore {
    static let shared = WindowDataStore()
    func removeData(forSession sessionID: String) { }
}

@MainActor
final class WindowDraftStore {
    static let shared = WindowDraftStore()
    func removeDraft(for sessionID: String) { }
}

// MARK: - View controllers

@MainActor
final class RootViewController: UIViewController { }

@MainActor
final class RootTabBarController: UIViewController { }

@MainActor
final class BoardViewController: UIViewController { }

@MainActor
final class LibraryViewController: UIViewController { }

@MainActor
final class InboxViewController: UIViewController {
    func open(_ url: URL) { }
    func restore(from activity: NSUserActivity) { }
    func perform(quickActionType: String) { }
}

@MainActor
final class FeedViewController: UIViewController {
    func refreshIfStale() { }
}

@MainActor
final class GameViewController: UIViewController {
    func pause() { }
}

@MainActor
final class NoteListViewController: UIViewController {
    func showLoadingPlaceholder() { }
    func showNote(withID noteID: String) { }
}

@MainActor
final class ReaderViewController: UIViewController {
    func showLoadingPlaceholder(for activityType: String) { }
    func hideLoadingPlaceholder() { }
}

@MainActor
final class ShelfViewController: UIViewController {
    @available(iOS 16.0, *)
    func relayout(for geometry: UIWindowScene.Geometry) { }
    func handleQuickAction(_ type: String) -> Bool { true }
}

@MainActor
final class SlidesPresentationViewController: UIViewController {
    init(deckID: String?) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

// MARK: - Scene delegates named by configurations

@MainActor
final class DocumentSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var documentID: String?
}

@MainActor
final class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

@MainActor
final class ExternalVideoSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

@MainActor
final class PresenterDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

@MainActor
final class ScoreboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

@MainActor
final class SlidesDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

// MARK: - App delegates used with the SwiftUI adaptor

@MainActor
final class FieldNotesAppDelegate: NSObject, UIApplicationDelegate, ObservableObject { }

@MainActor
final class MessageIntentHandler: NSObject { }

@MainActor
final class ClinicAppDelegate: NSObject, UIApplicationDelegate { }

@MainActor
final class HarborAppDelegate: NSObject, UIApplicationDelegate {
    let launchDate = Date()
}

// MARK: - SwiftUI views and models

@MainActor
final class MatchModel {
    var home = 0
    var away = 0
}

@MainActor
final class StageTimer {
    var remaining: TimeInterval = 0
}

struct SlideDeck: Identifiable {
    var id: String
}

enum Recipe {
    typealias ID = UUID
}

struct ArticleView: View {
    @Binding var articleID: String?
    @Binding var fontScale: Double
    var body: some View { Text("Article") }
}

struct BigScoreboardView: View {
    let match: MatchModel
    var body: some View { Text("\(match.home) : \(match.away)") }
}

struct ScoreEntryView: View {
    let match: MatchModel
    var body: some View { Text("Score") }
}

struct ScoreBoard: View {
    var body: some View { Text("Score") }
}

struct CountdownView: View {
    let timer: StageTimer
    var body: some View { Text("Countdown") }
}

struct TimerControls: View {
    let timer: StageTimer
    var body: some View { Text("Controls") }
}

struct DockView: View {
    let launchDate: Date
    var body: some View { Text("Dock") }
}

struct EditorView: View {
    let showsPresenterHint: Bool
    var body: some View { Text("Editor") }
}

struct PuzzleBoard: View {
    let isPaused: Bool
    var body: some View { Text("Puzzle") }
}

struct RecipeDetailView: View {
    let recipeID: Recipe.ID
    var body: some View { Text("Recipe") }
}

struct ShelfView: View {
    @Binding var selection: String?
    init(selection: Binding<String?> = .constant(nil)) { _selection = selection }
    var body: some View { Text("Shelf") }
}

struct SlideEditor: View {
    let deck: SlideDeck
    var body: some View { Text("Slides") }
}

struct SlideShowView: View {
    let deck: SlideDeck
    var body: some View { Text("Slide show") }
}

struct TicketDetailView: View {
    let ticketID: String
    var body: some View { Text(ticketID) }
}

struct TripDetailView: View {
    let tripID: UUID
    var body: some View { Text(tripID.uuidString) }
}

struct TripList: View {
    @Binding var selection: String?
    var body: some View { Text("Trips") }
}

struct BookView: View { var body: some View { Text("Book") } }
struct ComposerView: View { var body: some View { Text("Composer") } }
struct DeskView: View { var body: some View { Text("Desk") } }
struct GlossaryView: View { var body: some View { Text("Glossary") } }
struct InspectorView: View { var body: some View { Text("Inspector") } }
struct LedgerView: View { var body: some View { Text("Ledger") } }
struct LegendView: View { var body: some View { Text("Legend") } }
struct LibraryView: View { var body: some View { Text("Library") } }
struct MapBrowserView: View { var body: some View { Text("Map") } }
struct NoteListView: View { var body: some View { Text("Notes") } }
struct PresenterView: View { var body: some View { Text("Presenter") } }
struct ReaderView: View { var body: some View { Text("Reader") } }
struct RecipeListView: View { var body: some View { Text("Recipes") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
struct StepsView: View { var body: some View { Text("Steps") } }
struct TimerView: View { var body: some View { Text("Timer") } }
struct WaitingRoomView: View { var body: some View { Text("Waiting room") } }
