import Foundation
import Techniques

/// Frees large structures on a thread of its own. Freeing a build's resolution, its renderer's
/// sidebar skeletons or its per-text outputs walks millions of objects on one thread — tens of
/// milliseconds each at 10,000 pages, while the other cores wait for the next phase. Values handed
/// to `add(_:)` are kept until `start()`, which drops them on a new thread; the caller then goes on
/// at once and the frees fill whatever core is idle.
///
/// The frees happen there only if the caller holds no other reference when it calls `start()`
/// (add, then leave the scope of the last local copy, then start). With `workers` ≤ 1 (as
/// `SCENEDOCS_JOBS=1`) `start()` drops everything on the calling thread before returning.
public final class BackgroundRelease: @unchecked Sendable {
    private var values: [Any] = []
    private let workers: Int

    public init(workers: Int = Parallel.defaultWorkers) {
        self.workers = workers
    }

    /// Keeps `value` (one more reference to it) until `start()`.
    public func add(_ value: Any) {
        values.append(value)
    }

    /// Drops the values added so far: on a new thread, or here with one worker. Returns the thread's
    /// completion, which tests (and nobody else) may wait for.
    @discardableResult
    public func start() -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        let holder = Holder()
        // Moved, not copied: the last references are the holder's alone.
        swap(&holder.values, &values)
        if workers <= 1 || holder.values.isEmpty || !Technique.backgroundRelease.isOn {
            holder.values = []
            done.signal()
            return done
        }
        let thread = Thread {
            holder.values = []
            done.signal()
        }
        thread.start()
        return done
    }

    private final class Holder: @unchecked Sendable {
        var values: [Any] = []
    }
}
