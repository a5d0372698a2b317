import Foundation
import Parallelism
import Testing

/// `Parallel.map`: every item mapped once, results in input order, whatever the worker count and
/// however uneven the items.
@Suite struct ParallelMapTests {
    final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [Int: Int] = [:]
        func add(_ item: Int) {
            lock.lock()
            seen[item, default: 0] += 1
            lock.unlock()
        }
        var all: [Int: Int] {
            lock.lock()
            defer { lock.unlock() }
            return seen
        }
    }

    @Test(arguments: [1, 2, 3, 5])
    func everyItemOnceInOrder(workers: Int) {
        for count in [0, 1, 2, 3, 7, 64, 65, 129, 1000, 4099] {
            let counts = Counts()
            let items = Array(0..<count)
            let results = Parallel.map(items, workers: workers) { item -> Int in
                counts.add(item)
                // Uneven items: some take much longer than their neighbours.
                if item % 97 == 0 { usleep(200) }
                return item * 3
            }
            #expect(results == items.map { $0 * 3 }, "\(count) items, \(workers) workers")
            #expect(
                counts.all.count == count && counts.all.values.allSatisfy { $0 == 1 },
                "\(count) items, \(workers) workers")
        }
    }
}
