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
    private let session: BuildSession
    private let queue = DispatchQueue(label: "scenedocs.serve.typecheck")
    private let lock = NSLock()
    /// The newest build, and its number.
    private var latest: (number: Int, build: BuildResult)?
    /// Whether the overlay currently shows this check's problems.
    private var showing = false
    /// Whether a prepared build waits for `start`.
    private var pending = false
    /// Set once the server exists (the server is made with the rebuild closure that calls `after`).
    var apply: (@Sendable (RebuildOutcome) -> AppliedRebuild)?
    var report: (@Sendable (AppliedRebuild, Double) -> Void)?

    init(session: BuildSession) {
        self.session = session
    }

    /// Called with every good build, before the server serves it.
    func prepare(_ build: BuildResult) {
        lock.lock()
        latest = ((latest?.number ?? 0) + 1, build)
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
        lock.lock()
        let build = latest?.build
        lock.unlock()
        guard let build, let check = session.typeCheck(after: build) else { return }
        lock.lock()
        guard let latest, latest.number == number else {
            lock.unlock()
            return
        }
        let wasShowing = showing
        showing = check.failed
        lock.unlock()
        let seconds = Date().timeIntervalSince(start)
        if check.failed, let applied = apply?(.failure(check.diagnostics)) {
            report?(applied, seconds)
        } else if wasShowing, let applied = apply?(.success(files: latest.build.files, diagnostics: check.diagnostics))
        {
            report?(applied, seconds)
        } else if !check.found.isEmpty {
            // Warnings alone, without --strict: the terminal shows them, the page stays.
            ServeReporter.warnings(check.found)
        }
        if let line = check.summary.line { ServeReporter.line(line) }
    }

    private func isLatest(_ number: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return latest?.number == number
    }
}
