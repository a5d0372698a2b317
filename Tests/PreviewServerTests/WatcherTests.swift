import Diagnostics
import Foundation
import Parallelism
import Testing

@testable import PreviewServer

/// The watcher looks again only at the files inotify names; that must say what a full scan says.
@Suite struct WatcherTests {
    final class Tree {
        let root: String
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("watcher-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: root + "/symbols/UIKit", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/#drafts", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
            for file in ["home.md", "symbols/UIKit/UIScene.md", "symbols/UIKit/UIWindow.md"] { try write(file, "a") }
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func write(_ file: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        func path(_ file: String) -> String { root + "/" + file }
    }

    @Test func updatingNamedPathsGivesWhatAFullScanGives() throws {
        let tree = try Tree()
        let scanner = DirectoryScanner(roots: [URL(fileURLWithPath: tree.root)])
        var fingerprint = scanner.scan()
        #expect(fingerprint.count == 3)
        // Written (a different size, so the stamp surely differs), created, removed, editor files,
        // files in skipped folders, a link to a file and a link to a folder.
        try tree.write("symbols/UIKit/UIScene.md", "a longer text")
        try tree.write("articles.md", "new")
        try FileManager.default.removeItem(atPath: tree.path("symbols/UIKit/UIWindow.md"))
        try tree.write("symbols/UIKit/.UIScene.md.swp", "x")
        try tree.write("symbols/UIKit/UIScene.md~", "x")
        try tree.write("#drafts/idea.md", "x")
        try tree.write(".git/HEAD", "x")
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("linked.md"), withDestinationPath: tree.path("home.md"))
        try FileManager.default.createSymbolicLink(
            atPath: tree.path("folder-link"), withDestinationPath: tree.path("symbols"))
        let touched: Set<String> = Set(
            [
                "symbols/UIKit/UIScene.md", "articles.md", "symbols/UIKit/UIWindow.md", "symbols/UIKit/.UIScene.md.swp",
                "symbols/UIKit/UIScene.md~", "#drafts/idea.md", ".git/HEAD", "linked.md", "folder-link",
                "never-existed.md",
            ].map(tree.path)
        ).union(["/elsewhere/outside.md"])
        let before = fingerprint
        scanner.update(&fingerprint, paths: touched)
        #expect(fingerprint == scanner.scan())
        #expect(fingerprint[tree.path("linked.md")] != nil && fingerprint[tree.path("UIWindow.md")] == nil)

        // What changed, worked out from the updated paths alone, is what comparing whole scans gives.
        let whole = DirectoryScanner.changes(from: before, to: fingerprint)
        #expect(DirectoryScanner.changes(from: before, to: fingerprint, among: touched) == whole)
        #expect(whole.added == ["articles.md", "linked.md"].map(tree.path))
        #expect(whole.modified == [tree.path("symbols/UIKit/UIScene.md")])
        #expect(whole.removed == [tree.path("symbols/UIKit/UIWindow.md")])
        #expect(DirectoryScanner.differ(before, fingerprint, among: touched))
        #expect(DirectoryScanner.differ(before, fingerprint, among: nil))
        #expect(!DirectoryScanner.differ(before, fingerprint, among: [tree.path("home.md"), "/elsewhere/outside.md"]))
        #expect(DirectoryScanner.changes(from: before, to: before, among: touched) == ChangeSet())
    }

    #if os(Linux)
        @Test func inotifyNamesTheFilesThatChangedAndAsksForAScanForFolders() throws {
            let tree = try Tree()
            let notifier = try #require(ChangeNotifier(roots: [tree.root]))
            #expect(notifier.changes() == .none)
            // The kernel queues an event before the call that caused it returns: no waiting.
            try tree.write("symbols/UIKit/UIScene.md", "changed")
            try tree.write("home.md", "changed")
            #expect(notifier.changes() == .paths([tree.path("symbols/UIKit/UIScene.md"), tree.path("home.md")]))
            #expect(notifier.changes() == .none)
            try FileManager.default.createDirectory(atPath: tree.path("articles"), withIntermediateDirectories: false)
            #expect(notifier.changes() == .everything)
            // The new folder is watched from then on.
            try tree.write("articles/intro.md", "new")
            #expect(notifier.changes() == .paths([tree.path("articles/intro.md")]))
        }
    #endif

    /// The safety-net full scan stays at `interval` × 10 on small trees and backs off on large ones,
    /// so that it never takes more than 1 % of a core.
    @Test func safetyScansBackOffOnLargeTrees() {
        let interval = Duration.milliseconds(100)
        #expect(SiteWatcher.safetyScanPeriod(interval: interval, scanTook: .milliseconds(1)) == .seconds(1))
        #expect(SiteWatcher.safetyScanPeriod(interval: interval, scanTook: .milliseconds(10)) == .seconds(1))
        #expect(SiteWatcher.safetyScanPeriod(interval: interval, scanTook: .milliseconds(40)) == .seconds(4))
        #expect(SiteWatcher.safetyScanPeriod(interval: .milliseconds(50), scanTook: .zero) == .milliseconds(500))
    }
}

/// The watcher when files cannot be read (a process out of descriptors): it neither crashes nor
/// mistakes unreadable files for removed ones; the last good site stays and it tries again. The
/// watcher runs on a `ManualClock`: the tests say how much time passes.
@Suite(.serialized) struct WatcherFailureTests {
    /// A watcher on a fresh tree and a manual clock, its reports, and how many rebuilds ran.
    final class Harness: @unchecked Sendable {
        let tree: WatcherTests.Tree
        let state = PreviewState()
        let reports = Locked<[PreviewEvent]>([])
        let rebuilds = Locked<[ChangeSet]>([])
        let failFolders = Locked(false)
        let clock = ManualClock()
        let task: Task<Void, Never>

        init(outcomes: @escaping @Sendable (Int) -> RebuildOutcome) throws {
            let tree = try WatcherTests.Tree()
            self.tree = tree
            var scanner = DirectoryScanner(roots: [URL(fileURLWithPath: tree.root)])
            let failFolders = self.failFolders
            scanner.openFolder = { path in
                if failFolders.current {
                    errno = EMFILE
                    return nil
                }
                return opendir(path)
            }
            state.apply(.success(files: ["index.html": Data("first".utf8)]))
            let rebuilds = self.rebuilds
            let reports = self.reports
            let watcher = SiteWatcher(
                scanner: scanner, interval: .milliseconds(20), settle: .milliseconds(10),
                maximumSettle: .milliseconds(200),
                ioRetryDelay: .milliseconds(100), clock: clock,
                rebuild: { changes in
                    let count = rebuilds.withLock {
                        $0.append(changes)
                        return $0.count
                    }
                    return outcomes(count)
                },
                state: state, report: { event in reports.withLock { $0.append(event) } }, baseline: scanner.scan())
            task = Task { try? await watcher.run() }
        }

        deinit { task.cancel() }
    }

    @Test func aScanThatCannotReadFoldersBuildsNothingAndIsRetried() async throws {
        let harness = try Harness { _ in .success(files: ["index.html": Data("second".utf8)]) }
        defer { harness.task.cancel() }
        await harness.clock.untilSomethingSleeps()
        harness.failFolders.withLock { $0 = true }
        // A new folder makes the watcher walk the whole tree, which fails now.
        try FileManager.default.createDirectory(
            atPath: harness.tree.path("articles"), withIntermediateDirectories: false)
        try harness.tree.write("articles/intro.md", "new")
        await harness.clock.run(for: .milliseconds(5))
        #expect(
            harness.reports.current.contains {
                if case .watchFailed(let reason) = $0 { return reason.contains("Too many open files") }
                return false
            })
        // Two seconds of scans that fail, tried again every 100 ms.
        await harness.clock.run(for: .seconds(2))
        #expect(harness.rebuilds.current.isEmpty, "nothing was built from a scan that missed files")
        #expect(harness.state.snapshot.generation == 1)
        #expect(harness.reports.current.filter { if case .watchFailed = $0 { true } else { false } }.count == 1)

        harness.failFolders.withLock { $0 = false }
        await harness.clock.run(for: .seconds(1))
        #expect(harness.rebuilds.current.count == 1)
        let changes = try #require(harness.rebuilds.current.first)
        #expect(changes.added == [harness.tree.path("articles/intro.md")])
        #expect(changes.removed.isEmpty && changes.modified.isEmpty)
        #expect(harness.state.snapshot.generation == 2)
    }

    @Test func aBuildThatCouldNotReadItsFilesIsTriedAgainAndKeepsTheLastGoodSite() async throws {
        let ioFailure = RebuildOutcome.failure(
            Diagnostics([
                .error(
                    .ioError, "could not read 'home.md': Too many open files",
                    at: SourceLocation(file: "home.md", line: 1, column: 1),
                    hint: "close other programs or raise ulimit -n")
            ]))
        let harness = try Harness { count in
            count < 3 ? ioFailure : .success(files: ["index.html": Data("second".utf8)])
        }
        defer { harness.task.cancel() }
        await harness.clock.untilSomethingSleeps()
        try harness.tree.write("home.md", "changed text")
        // Noticed at the next look (5 ms), settled (10 ms) and built once: the build could not read
        // its files.
        await harness.clock.run(for: .milliseconds(15))
        #expect(harness.rebuilds.current.count == 1)
        #expect(harness.state.snapshot.files["index.html"]?.source == Data("first".utf8), "the last good site stays")
        // Nothing else changes on disk: the build is tried again by itself (after 100 ms, then
        // 200 ms), and asked to read everything.
        await harness.clock.run(for: .milliseconds(99))
        #expect(harness.rebuilds.current.count == 1, "not tried again before the retry delay")
        await harness.clock.run(for: .milliseconds(400))
        #expect(harness.rebuilds.current.map(\.isRetry) == [false, true, true])
        #expect(harness.state.snapshot.generation == 2)
        #expect(harness.state.snapshot.files["index.html"]?.source == Data("second".utf8))
        await harness.clock.run(for: .seconds(5))
        #expect(harness.rebuilds.current.count == 3, "no retries after a good build")
    }
}
