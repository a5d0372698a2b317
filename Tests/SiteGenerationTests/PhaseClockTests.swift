import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// `PhaseClock` (what `build --timings` prints): each phase measured from the end of the previous
/// one, CPU time counted for the work done in it.
@Suite struct PhaseClockTests {
    @Test func phasesFollowEachOtherAndCountTheirCPUTime() {
        var clock = PhaseClock()
        clock.end("idle")
        // ~20 ms of work on this thread (getrusage counts in microseconds).
        let start = Date()
        var sum: UInt64 = 0
        while Date().timeIntervalSince(start) < 0.02 { for value in 0..<10_000 { sum &+= UInt64(value) &* sum | 1 } }
        clock.end("busy")
        #expect(sum != 0)
        #expect(clock.phases.map(\.phase) == ["idle", "busy"])
        #expect(clock.phases.allSatisfy { $0.seconds >= 0 && $0.cpu >= 0 })
        #expect(clock.phases[1].seconds >= 0.02)
        #expect(clock.phases[1].cpu > 0.005, "\(clock.phases[1].cpu) s of CPU for a 20 ms busy loop")
    }
}
