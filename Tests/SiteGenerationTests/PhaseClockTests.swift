import Diagnostics
import Foundation
import Parallelism
import TestSupport
import Testing

@testable import SiteGeneration

/// `PhaseClock` (what `build --timings` prints): each phase measured from the end of the previous
/// one, CPU time counted for the work done in it.
@Suite struct PhaseClockTests {
    /// Readings handed out in order, one per call.
    final class Script: @unchecked Sendable {
        private let lock = NSLock()
        private var readings: [(wall: Double, cpu: Double)]

        init(_ readings: [(wall: Double, cpu: Double)]) { self.readings = readings }

        func next() -> (wall: Double, cpu: Double) {
            lock.lock()
            defer { lock.unlock() }
            return readings.removeFirst()
        }
    }

    @Test func phasesFollowEachOtherAndCountTheirCPUTime() {
        let script = Script([(100, 7), (100.5, 7.125), (103, 9.125), (103, 9.125)])
        var clock = PhaseClock(read: script.next)
        clock.end("idle")
        clock.end("busy")
        clock.end("nothing")
        #expect(clock.phases.map(\.phase) == ["idle", "busy", "nothing"])
        #expect(clock.phases.map(\.seconds) == [0.5, 2.5, 0])
        #expect(clock.phases.map(\.cpu) == [0.125, 2, 0])
    }

    /// The CPU reading the clock uses counts work done on this thread (a fixed amount of work, far
    /// more than getrusage's microsecond resolution).
    @Test func processCPUCountsWorkDone() {
        let before = ProcessCPU.seconds()
        var sum: UInt64 = 0
        for value in 0..<5_000_000 { sum &+= UInt64(value) &* sum | 1 }
        let after = ProcessCPU.seconds()
        #expect(sum != 0)
        #expect(after > before)
    }
}
