import Diagnostics
import Foundation
import Parallelism

/// What the server currently shows: the last good site and, while the latest build is broken, its
/// diagnostics. Rebuild outcomes go in through `apply(_:)`, which also tells open pages.
final class PreviewState: Sendable {
    private struct Current {
        var snapshot = SiteSnapshot.empty
        /// Set while the latest build failed (cleared by the next good one).
        var failure: [Diagnostic]?
    }

    private let current = Locked(Current())
    let events = EventBroadcaster()
    /// Distinguishes server runs in the `hello` event.
    let runID = String(UInt32.random(in: .min ... .max), radix: 36)

    init() {}

    var snapshot: SiteSnapshot { current.withLock { $0.snapshot } }
    var failure: [Diagnostic]? { current.withLock { $0.failure } }

    /// The greeting for a new event stream, then the current error if the build is broken.
    var greeting: [LiveEvent] {
        let (generation, failure) = current.withLock { ($0.snapshot.generation, $0.failure) }
        var events: [LiveEvent] = [.hello("\(runID)-\(generation)")]
        if let failure { events.append(.error(failure)) }
        return events
    }

    /// Installs a rebuild's outcome: a success swaps in the whole new site and tells open pages which
    /// files changed; a failure keeps the last good site and shows the diagnostics on open pages.
    @discardableResult
    func apply(_ outcome: RebuildOutcome, at date: Date = Date()) -> AppliedRebuild {
        switch outcome {
        case .success(let files, let diagnostics):
            // Build the new snapshot outside the lock; only the swap is inside.
            let previous = snapshot
            let (next, changed) = previous.next(with: files, at: date)
            let hadFailure = current.withLock { current in
                current.snapshot = next
                defer { current.failure = nil }
                return current.failure != nil
            }
            if !changed.isEmpty || hadFailure || previous.generation == 0 {
                events.broadcast(.change(generation: next.generation, changed: changed))
            }
            return .built(generation: next.generation, changed: changed, warnings: diagnostics.sorted)
        case .failure(let diagnostics):
            let sorted = diagnostics.sorted
            current.withLock { $0.failure = sorted }
            events.broadcast(.error(sorted))
            return .failed(sorted)
        }
    }
}

/// What a rebuild changed, for the terminal.
public enum AppliedRebuild: Sendable, Equatable {
    /// The new site is served; `changed` lists the site paths whose bytes changed (added, modified
    /// or removed).
    case built(generation: Int, changed: [String], warnings: [Diagnostic])
    /// The last good site is still served.
    case failed([Diagnostic])
}
