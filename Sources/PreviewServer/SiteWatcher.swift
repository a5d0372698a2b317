import Foundation
import ServiceLifecycle

/// Watches the source folders and rebuilds when they change: on Linux, inotify says within a few
/// milliseconds which files changed, and only those are looked at again (`DirectoryScanner.update`);
/// a folder event or lost events walk the whole tree (elsewhere, or if inotify is unavailable, the
/// folders are scanned every `interval`). Then it waits until the burst of saves has settled (no
/// inotify event for `settle`, or without inotify two equal scans `settle` apart) and runs one
/// rebuild for the whole burst; changes made during a rebuild are picked up afterwards. A full scan
/// also runs every `interval` × 10 in case an event was missed (a file behind a symbolic link
/// changes without an event in the watched folders), or less often on a large tree: at most 1 % of
/// one core goes to these scans (`safetyScanPeriod`). Stops on graceful shutdown.
struct SiteWatcher: Service {
    let scanner: DirectoryScanner
    let interval: Duration
    let settle: Duration
    /// Longest wait for a burst to settle before building anyway.
    let maximumSettle: Duration
    let rebuild: Rebuild
    let state: PreviewState
    let report: @Sendable (PreviewEvent) -> Void
    /// The scan the last build saw.
    let baseline: DirectoryScanner.Fingerprint

    func run() async throws {
        // Sleeping is cancelled by graceful shutdown; a rebuild in progress finishes first.
        _ = try? await cancelWhenGracefulShutdown { try await watch() }
    }

    private func watch() async throws {
        var seen = baseline
        let clock = ContinuousClock()
        let notifier = ChangeNotifier(roots: scanner.roots)
        var lastScan = clock.now
        var safetyPeriod = interval * 10
        while true {
            var latest: DirectoryScanner.Fingerprint
            if let notifier {
                try await Task.sleep(for: .milliseconds(5))
                let events = notifier.changes()
                if clock.now - lastScan >= safetyPeriod {
                    // Now and then a full scan, in case an event was missed.
                    let started = clock.now
                    latest = scanner.scan()
                    lastScan = clock.now
                    safetyPeriod = SiteWatcher.safetyScanPeriod(interval: interval, scanTook: lastScan - started)
                } else if case .paths(let paths) = events {
                    // Only the files the events name are looked at again.
                    latest = seen
                    scanner.update(&latest, paths: paths)
                } else if events == .everything {
                    lastScan = clock.now
                    latest = scanner.scan()
                } else {
                    continue
                }
            } else {
                try await Task.sleep(for: interval)
                lastScan = clock.now
                latest = scanner.scan()
            }
            guard latest != seen else { continue }
            let detected = clock.now
            while clock.now - detected < maximumSettle {
                try await Task.sleep(for: settle)
                // With inotify, a quiet `settle` means the burst is over.
                if let notifier {
                    switch notifier.changes() {
                    case .none: break
                    case .paths(let paths):
                        scanner.update(&latest, paths: paths)
                        continue
                    case .everything:
                        latest = scanner.scan()
                        continue
                    }
                    break
                }
                let again = scanner.scan()
                if again == latest { break }
                latest = again
            }
            let changes = DirectoryScanner.changes(from: seen, to: latest)
            seen = latest
            let start = clock.now
            let outcome = await rebuild(changes)
            let applied = state.apply(outcome)
            let seconds = (clock.now - start).seconds
            report(.rebuilt(applied, changes: changes, seconds: seconds))
        }
    }
}

extension SiteWatcher {
    /// How long to wait between the full scans that catch missed events: `interval` × 10, or 100 times
    /// what the last one took when that is longer, so the scans take at most 1 % of one core while
    /// inotify still reports each save at once.
    static func safetyScanPeriod(interval: Duration, scanTook: Duration) -> Duration {
        max(interval * 10, scanTook * 100)
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
