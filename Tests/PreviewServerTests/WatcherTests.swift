import Foundation
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
        func write(_ file: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + file)) }
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
        try FileManager.default.createSymbolicLink(atPath: tree.path("linked.md"), withDestinationPath: tree.path("home.md"))
        try FileManager.default.createSymbolicLink(atPath: tree.path("folder-link"), withDestinationPath: tree.path("symbols"))
        let touched: Set<String> = Set(
            [
                "symbols/UIKit/UIScene.md", "articles.md", "symbols/UIKit/UIWindow.md", "symbols/UIKit/.UIScene.md.swp",
                "symbols/UIKit/UIScene.md~", "#drafts/idea.md", ".git/HEAD", "linked.md", "folder-link", "never-existed.md",
            ].map(tree.path)
        ).union(["/elsewhere/outside.md"])
        scanner.update(&fingerprint, paths: touched)
        #expect(fingerprint == scanner.scan())
        #expect(fingerprint[tree.path("linked.md")] != nil && fingerprint[tree.path("UIWindow.md")] == nil)
    }

    #if os(Linux)
    @Test func inotifyNamesTheFilesThatChangedAndAsksForAScanForFolders() async throws {
        let tree = try Tree()
        let notifier = try #require(ChangeNotifier(roots: [tree.root]))
        #expect(notifier.changes() == .none)
        try tree.write("symbols/UIKit/UIScene.md", "changed")
        try tree.write("home.md", "changed")
        try await Task.sleep(for: .milliseconds(50))
        #expect(notifier.changes() == .paths([tree.path("symbols/UIKit/UIScene.md"), tree.path("home.md")]))
        #expect(notifier.changes() == .none)
        try FileManager.default.createDirectory(atPath: tree.path("articles"), withIntermediateDirectories: false)
        try await Task.sleep(for: .milliseconds(50))
        #expect(notifier.changes() == .everything)
        // The new folder is watched from then on.
        try tree.write("articles/intro.md", "new")
        try await Task.sleep(for: .milliseconds(50))
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
