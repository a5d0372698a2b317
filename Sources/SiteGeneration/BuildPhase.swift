import Foundation
import Parallelism

/// How long one phase of a build took: wall time, and the CPU time of all threads (their ratio
/// shows how busy the cores were; `build --timings` prints both).
public struct BuildPhase: Sendable {
    public var phase: String
    public var seconds: Double
    public var cpu: Double
}

/// Times consecutive phases: `end(_:)` records the time since the previous phase ended (or since
/// the clock was made).
struct PhaseClock {
    private(set) var phases: [BuildPhase] = []
    private var wall = Date()
    private var cpu = ProcessCPU.seconds()

    mutating func end(_ name: String) {
        let now = Date()
        let cpuNow = ProcessCPU.seconds()
        phases.append(BuildPhase(phase: name, seconds: now.timeIntervalSince(wall), cpu: cpuNow - cpu))
        wall = now
        cpu = cpuNow
    }
}
