import Foundation

/// Work spread over every core with results kept in input order, so a parallel build produces
/// exactly the bytes of a serial one. `SCENEDOCS_JOBS=1` (or `workers: 1`) runs serially.
public enum Parallel {
    /// Worker count: `SCENEDOCS_JOBS` when set to a positive number, else the active processor count.
    public static let defaultWorkers: Int = {
        if let value = ProcessInfo.processInfo.environment["SCENEDOCS_JOBS"], let jobs = Int(value), jobs > 0 {
            return jobs
        }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }()

    /// `items.map(transform)`, computed on up to `workers` threads. Workers take chunks of indices
    /// in turn, smaller as the end nears (a share of what is left, at most 64), so uneven items —
    /// a long page next to short ones, a site's guides after its symbols — still balance and the
    /// workers finish together.
    public static func map<Item, Result>(
        _ items: [Item], workers: Int = defaultWorkers, _ transform: (Item) -> Result
    ) -> [Result] {
        let count = items.count
        let workers = min(workers, count)
        if workers <= 1 { return items.map(transform) }
        let slots = UnsafeMutablePointer<Result>.allocate(capacity: count)
        defer { slots.deallocate() }
        let cursor = Cursor()
        items.withUnsafeBufferPointer { buffer in
            withoutActuallyEscaping(transform) { transform in
                // The workers only read `buffer` and each writes its own slots; `concurrentPerform`
                // returns after all of them finished, so nothing escapes this call.
                let shared = Unchecked((buffer: buffer, slots: slots, transform: transform))
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    let (buffer, slots, transform) = shared.value
                    while true {
                        let range = cursor.take(of: count, workers: workers)
                        guard !range.isEmpty else { return }
                        for index in range {
                            (slots + index).initialize(to: transform(buffer[index]))
                        }
                    }
                }
            }
        }
        return Array(UnsafeMutableBufferPointer(start: slots, count: count).moveToArray())
    }

    /// Calls `body` for every index in `0..<count` on up to `workers` threads.
    public static func forEach(_ count: Int, workers: Int = defaultWorkers, _ body: (Int) -> Void) {
        _ = map(Array(0..<count), workers: workers, body)
    }
}

/// Hands values to the worker threads of `Parallel.map` (see the safety note there).
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The next unclaimed index, shared by the workers.
private final class Cursor: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    /// The next chunk of `0..<count`: an eighth of each worker's share of what is left, between 1
    /// and 64 indices (empty when all are taken).
    func take(of count: Int, workers: Int) -> Range<Int> {
        lock.lock()
        defer { lock.unlock() }
        let start = next
        next = min(count, start + max(1, min(64, (count - start) / (workers * 8))))
        return start..<next
    }
}

extension UnsafeMutableBufferPointer {
    /// Moves the initialised elements out into an array, leaving the memory uninitialised.
    fileprivate func moveToArray() -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { target, initialized in
            _ = target.moveInitialize(fromContentsOf: self)
            initialized = count
        }
    }
}
