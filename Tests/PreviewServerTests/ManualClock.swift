import Foundation

/// A clock whose time moves only when the test moves it, for code with one task sleeping on it
/// (the watcher). `run(for:)` wakes each sleeper in turn and waits until the task sleeps again, so
/// when it returns everything due in that time has happened, however slow the machine.
final class ManualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var nextID = 0
    /// Tasks waiting in `untilSomethingSleeps` for a sleeper to arrive.
    private var watchers: [CheckedContinuation<Void, Never>] = []

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    var now: Instant { locked { current } }

    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        let id = locked {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.lock()
                if Task.isCancelled {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                    return
                }
                sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                let waiting = watchers
                watchers = []
                lock.unlock()
                waiting.forEach { $0.resume() }
            }
        } onCancel: {
            let sleeper = locked { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Returns once some task sleeps on this clock.
    func untilSomethingSleeps() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if sleepers.isEmpty {
                watchers.append(continuation)
                lock.unlock()
            } else {
                lock.unlock()
                continuation.resume()
            }
        }
    }

    /// Moves the time forward by `duration`, waking each sleeper whose deadline comes and waiting
    /// until something sleeps again before going on.
    func run(for duration: Duration) async {
        let target = now.advanced(by: duration)
        while true {
            await untilSomethingSleeps()
            let due = locked { () -> Sleeper? in
                guard let index = sleepers.indices.min(by: { sleepers[$0].deadline < sleepers[$1].deadline }),
                    sleepers[index].deadline <= target
                else {
                    current = max(current, target)
                    return nil
                }
                current = max(current, sleepers[index].deadline)
                return sleepers.remove(at: index)
            }
            guard let due else { return }
            due.continuation.resume()
        }
    }
}
