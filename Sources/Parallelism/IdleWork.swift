import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Independent jobs that fill the cores other work leaves idle.
///
/// A build's phases each end with a tail where one core waits for the other, and some have a serial
/// part (a merge, the listing of a folder); jobs that need none of those phases' results can run
/// there instead of in a phase of their own. `start` hands them to one thread at the lowest CPU
/// priority there is (Linux's `SCHED_IDLE`: the thread runs only on a core no other thread of the
/// machine wants, so it never slows the phases it runs beside), which makes the job list and takes
/// jobs one at a time. `finish` runs whatever is left on all workers and returns once every job has
/// run; `cancel` drops the jobs not yet taken. Each job must be safe to run on any thread, beside
/// any other job. With `workers` ≤ 1 (as `SCENEDOCS_JOBS=1`) nothing runs before `finish`, which
/// runs the jobs in order on the calling thread.
public final class IdleWork: @unchecked Sendable {
    public typealias Job = () -> Void

    private let workers: Int
    private let lock = NSLock()
    private var jobs: [Job] = []
    private var next = 0
    private var cancelled = false
    /// Signalled once the job list is made (by the idle thread).
    private let listed = DispatchSemaphore(value: 0)
    /// Signalled when the idle thread has no job left to take.
    private let idleThreadDone = DispatchSemaphore(value: 0)
    private var prepare: (() -> [Job])?
    private var threadStarted = false
    /// Jobs run by the idle thread (for the tests and `--timings`-style reports).
    public private(set) var ranInBackground = 0

    public init(workers: Int = Parallel.defaultWorkers) {
        self.workers = workers
    }

    /// Starts the idle thread, which calls `prepare` to make the job list, then runs jobs until
    /// none is left. With one worker, `prepare` and the jobs wait for `finish`.
    public func start(_ prepare: @escaping () -> [Job]) {
        self.prepare = prepare
        guard workers > 1 else { return }
        threadStarted = true
        let thread = Thread { [self] in
            IdleWork.lowerPriority()
            lock.lock()
            let prepare = cancelled ? nil : self.prepare
            lock.unlock()
            let made = prepare?() ?? []
            lock.lock()
            jobs = made
            self.prepare = nil
            lock.unlock()
            listed.signal()
            while let job = take(inBackground: true) { job() }
            idleThreadDone.signal()
        }
        thread.start()
    }

    /// Runs the jobs not taken yet on all workers (the idle thread finishes the one it holds) and
    /// returns when every job has run.
    public func finish() {
        guard threadStarted else {
            if let prepare, !cancelled { for job in prepare() { job() } }
            prepare = nil
            return
        }
        listed.wait()
        listed.signal()  // `finish` or `cancel` may wait again
        Parallel.forEach(workers, workers: workers) { _ in
            while let job = take(inBackground: false) { job() }
        }
        idleThreadDone.wait()
        idleThreadDone.signal()
    }

    /// Drops the jobs not taken yet and returns when the idle thread has finished the job it holds.
    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
        guard threadStarted else {
            prepare = nil
            return
        }
        idleThreadDone.wait()
        idleThreadDone.signal()
    }

    private func take(inBackground: Bool) -> Job? {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled, next < jobs.count else { return nil }
        let job = jobs[next]
        next += 1
        if inBackground { ranInBackground += 1 }
        return job
    }

    /// Linux: `SCHED_IDLE` for the calling thread (allowed without privileges; the thread keeps it
    /// until it ends). Elsewhere, or if refused, the thread runs at its normal priority.
    private static func lowerPriority() {
        #if os(Linux)
            var parameters = sched_param()
            parameters.sched_priority = 0
            _ = pthread_setschedparam(pthread_self(), 5 /* SCHED_IDLE, <linux/sched.h> */, &parameters)
        #endif
    }
}
