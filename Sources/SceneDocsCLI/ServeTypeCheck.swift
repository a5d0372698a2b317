import Diagnostics
import Foundation
import PreviewServer
import SiteGeneration

/// `serve`'s samples type-check, run after each good rebuild instead of inside it: the save
/// reloads at once, and the check's result follows. Its errors (and warnings with `--strict`)
/// show in the browser like a failed build, over the last good site; when a later check passes,
/// the overlay goes. Only the newest build's check is applied: a check that finishes after a
/// newer build was served is dropped, and at most one runs at a time (the compiler is cached per
/// sample, so a check after an edit recompiles only the samples that changed).
final class ServeTypeCheck: @unchecked Sendable {
    private let options: BuildOptions
    private let strict: Bool
    private let queue = DispatchQueue(label: "scenedocs.serve.typecheck")
    private let lock = NSLock()
    /// The newest build: its number, its files and its warnings.
    private var latest: (number: Int, files: [String: Data], warnings: Diagnostics)?
    /// Whether the overlay currently shows this check's problems.
    private var showing = false
    /// Whether a prepared build waits for `start`.
    private var pending = false
    /// Set once the server exists (the server is made with the rebuild closure that calls `after`).
    var apply: (@Sendable (RebuildOutcome) -> AppliedRebuild)?
    var report: (@Sendable (AppliedRebuild, Double) -> Void)?

    init(options: BuildOptions, strict: Bool) {
        self.options = options
        self.strict = strict
    }

    /// Called with every good build's files, before the server serves them.
    func prepare(files: [String: Data], warnings: Diagnostics) {
        lock.lock()
        latest = ((latest?.number ?? 0) + 1, files, warnings)
        pending = true
        lock.unlock()
    }

    /// Called once the server serves the newest build (so a failure applied by the check is never
    /// replaced by the build it was about): checks that build's samples.
    func start() {
        lock.lock()
        let number = pending ? latest?.number : nil
        pending = false
        lock.unlock()
        guard let number else { return }
        queue.async { [self] in run(number) }
    }

    private func run(_ number: Int) {
        // A newer build queued another check: this one's result would be stale.
        guard isLatest(number) else { return }
        let start = Date()
        guard let (summary, found) = SiteBuilder.typeCheck(options) else { return }
        lock.lock()
        guard let latest, latest.number == number else {
            lock.unlock()
            return
        }
        var all = latest.warnings
        all.append(contentsOf: found)
        let fails = all.failed(strict: strict)
        let wasShowing = showing
        showing = fails
        lock.unlock()
        let seconds = Date().timeIntervalSince(start)
        if fails, let applied = apply?(.failure(all)) {
            report?(applied, seconds)
        } else if wasShowing, let applied = apply?(.success(files: latest.files, diagnostics: all)) {
            report?(applied, seconds)
        } else if !found.isEmpty {
            // Warnings alone, without --strict: the terminal shows them, the page stays.
            ServeReporter.warnings(found)
        }
        if let line = summary.line { ServeReporter.line(line) }
    }

    private func isLatest(_ number: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return latest?.number == number
    }
}
