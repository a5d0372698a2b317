import Foundation
import Parallelism
import Testing

/// `PerThread`: a value per thread, kept by the instance; instances made per build (the per-thread
/// template copies, the page renderer's current texts) must not use up the process's keys.
@Suite struct PerThreadTests {
    final class Box: @unchecked Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test func eachThreadGetsItsOwnValueOnce() {
        let values = PerThread { Box(Int.random(in: 0..<Int.max)) }
        let mine = values.value
        #expect(values.value === mine, "made once per thread")
        let other = ValueOnOwnThread(workers: 2) { values.value.number }.wait()
        #expect(other != mine.number || values.count == 2)
        #expect(values.count == 2)
    }

    @Test func manyInstancesOneAfterAnotherEachKeepTheirOwnValue() {
        // More instances than a process has thread-specific keys (1,024 with glibc).
        for number in 0..<3000 {
            let values = PerThread { Box(number) }
            #expect(values.value.number == number)
            #expect(values.value.number == number)
        }
    }
}
