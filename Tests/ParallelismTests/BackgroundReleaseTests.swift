import Foundation
import Parallelism
import Testing

/// `BackgroundRelease`: what a build no longer needs is freed on another thread, after `start()`.
@Suite struct BackgroundReleaseTests {
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var threads: [pthread_t] = []
        func add() {
            lock.lock()
            threads.append(pthread_self())
            lock.unlock()
        }
        var all: [pthread_t] {
            lock.lock()
            defer { lock.unlock() }
            return threads
        }
    }

    final class Freed: @unchecked Sendable {
        let record: Record
        init(_ record: Record) { self.record = record }
        deinit { record.add() }
    }

    @Test func valuesAreFreedOnAnotherThreadOnlyAfterStart() {
        let record = Record()
        let release = BackgroundRelease(workers: 2)
        do {
            let values = (0..<100).map { _ in Freed(record) }
            release.add(values)
            release.add(Freed(record))
        }
        #expect(record.all.isEmpty, "nothing is freed before start()")
        release.start().wait()
        let threads = record.all
        #expect(threads.count == 101)
        #expect(threads.allSatisfy { pthread_equal($0, pthread_self()) == 0 }, "freed on the caller's thread")
    }

    @Test func oneWorkerFreesOnTheCallingThreadBeforeStartReturns() {
        let record = Record()
        let release = BackgroundRelease(workers: 1)
        release.add(Freed(record))
        release.add([Freed(record), Freed(record)])
        release.start()
        let threads = record.all
        #expect(threads.count == 3)
        #expect(threads.allSatisfy { pthread_equal($0, pthread_self()) != 0 })
    }
}
