import Foundation
import Parallelism
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
    /// After a scan or a build that could not read its files, how long to wait before trying again
    /// (doubled after each further failure, up to 30 s).
    var ioRetryDelay: Duration = .seconds(1)
    /// What the watcher waits on and reads the time from (tests move a clock of their own).
    var clock: any Clock<Duration> = ContinuousClock()
    let rebuild: Rebuild
    let state: PreviewState
    let report: @Sendable (PreviewEvent) -> Void
    /// The scan the last build saw.
    let baseline: DirectoryScanner.Fingerprint

    func run() async throws {
        // Sleeping, and waiting for a rebuild, end on graceful shutdown (a rebuild in progress is
        // left to finish on its own: shutdown does not wait for it).
        // Copied into a local of the existential type first: read straight from the property, the
        // clock is not opened for the generic `watch` (with Foundation imported, Swift 6.3).
        let clock: any Clock<Duration> = clock
        _ = try? await cancelWhenGracefulShutdown { try await clock.watch(for: self) }
    }

    fileprivate func watch<C: Clock<Duration>>(_ clock: C) async throws {
        var seen = baseline
        var notifier = ChangeNotifier(roots: scanner.roots)
        var lastNotifierAttempt = clock.now
        var lastScan = clock.now
        var safetyPeriod = interval * 10
        // Set after a scan that could not read everything: the next look is a full scan, later.
        var needsFullScan = false
        var failureReported = false
        // After a build that could not read its files: when to build again, and the wait after that.
        var retryAt: C.Instant?
        var retryDelay = ioRetryDelay

        /// A full scan, or nil when something could not be read (reported once per episode).
        func fullScan() -> DirectoryScanner.Fingerprint? {
            let (fingerprint, failure) = scanner.checkedScan()
            if let failure {
                if !failureReported { report(.watchFailed(reason: failure)) }
                failureReported = true
                needsFullScan = true
                return nil
            }
            failureReported = false
            return fingerprint
        }

        while true {
            var latest = seen
            // The paths events named since the last build, while no full scan ran: the scans can
            // differ there only (nil: compare whole scans).
            var touched: Set<String>? = []
            if needsFullScan {
                try await clock.sleep(for: retryDelay)
                if notifier == nil { notifier = ChangeNotifier(roots: scanner.roots) }
                // Events that arrived meanwhile are covered by the scan.
                _ = notifier?.changes()
                lastScan = clock.now
                guard let scanned = fullScan() else { continue }
                needsFullScan = false
                latest = scanned
                touched = nil
            } else if let notifier {
                try await clock.sleep(for: .milliseconds(5))
                let events = notifier.changes()
                if lastScan.duration(to: clock.now) >= safetyPeriod {
                    // Now and then a full scan, in case an event was missed.
                    let started = clock.now
                    guard let scanned = fullScan() else { continue }
                    latest = scanned
                    touched = nil
                    lastScan = clock.now
                    safetyPeriod = SiteWatcher.safetyScanPeriod(
                        interval: interval, scanTook: started.duration(to: lastScan))
                } else if case .paths(let paths) = events {
                    // Only the files the events name are looked at again.
                    scanner.update(&latest, paths: paths)
                    touched?.formUnion(paths)
                } else if events == .everything {
                    lastScan = clock.now
                    guard let scanned = fullScan() else { continue }
                    latest = scanned
                    touched = nil
                }
            } else {
                try await clock.sleep(for: interval)
                lastScan = clock.now
                // inotify may have been short of descriptors at start: try it again now and then.
                if lastNotifierAttempt.duration(to: clock.now) >= .seconds(10) {
                    lastNotifierAttempt = clock.now
                    notifier = ChangeNotifier(roots: scanner.roots)
                }
                guard let scanned = fullScan() else { continue }
                latest = scanned
                touched = nil
            }
            let retryDue = retryAt.map { clock.now >= $0 } ?? false
            let changed = DirectoryScanner.differ(seen, latest, among: touched)
            guard changed || retryDue else { continue }
            if changed {
                let detected = clock.now
                while detected.duration(to: clock.now) < maximumSettle {
                    try await clock.sleep(for: settle)
                    // With inotify, a quiet `settle` means the burst is over.
                    if let notifier {
                        switch notifier.changes() {
                        case .none: break
                        case .paths(let paths):
                            scanner.update(&latest, paths: paths)
                            touched?.formUnion(paths)
                            continue
                        case .everything:
                            guard let scanned = fullScan() else { break }
                            latest = scanned
                            touched = nil
                            continue
                        }
                        break
                    }
                    guard let again = fullScan() else { break }
                    touched = nil
                    if again == latest { break }
                    latest = again
                }
                // The folders could not be read: nothing is known, so nothing is built yet.
                if needsFullScan { continue }
            }
            var found = DirectoryScanner.changes(from: seen, to: latest, among: touched)
            found.isRetry = retryAt != nil
            let changes = found
            seen = latest
            let start = clock.now
            guard let outcome = await SiteWatcher.abandonable({ await rebuild(changes) }) else { return }
            let applied = state.apply(outcome)
            let seconds = start.duration(to: clock.now).seconds
            report(.rebuilt(applied, changes: changes, seconds: seconds))
            if outcome.couldNotRead {
                // Files could not be read (too many open files…): the last good site stays, and
                // the build is tried again even if nothing changes.
                retryAt = clock.now.advanced(by: retryDelay)
                retryDelay = min(retryDelay * 2, .seconds(30))
            } else {
                retryAt = nil
                retryDelay = ioRetryDelay
            }
        }
    }

    /// The result of `work`, or nil as soon as the calling task is cancelled; `work` then runs on
    /// to its end unobserved (a rebuild cannot be interrupted, and shutdown must not wait for it).
    static func abandonable<T: Sendable>(_ work: @escaping @Sendable () async -> T) async -> T? {
        let slot = Locked<(CheckedContinuation<T?, Never>?, Bool)>((nil, false))
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
                let cancelled = slot.withLock { slot -> Bool in
                    slot.0 = continuation
                    return slot.1
                }
                if cancelled {
                    slot.withLock { $0.0 = nil }
                    continuation.resume(returning: nil)
                    return
                }
                Task.detached {
                    let value = await work()
                    slot.withLock { slot in
                        defer { slot.0 = nil }
                        return slot.0
                    }?.resume(returning: value)
                }
            }
        } onCancel: {
            slot.withLock { slot in
                slot.1 = true
                defer { slot.0 = nil }
                return slot.0
            }?.resume(returning: nil)
        }
    }
}

extension Clock where Duration == Swift.Duration {
    /// `watcher`'s loop on this clock (a method of the clock, so that a clock held as `any Clock`
    /// is opened to its concrete type).
    fileprivate func watch(for watcher: SiteWatcher) async throws {
        try await watcher.watch(self)
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
