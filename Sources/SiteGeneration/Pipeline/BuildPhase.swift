import Diagnostics
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
    /// Wall-clock seconds and the process's CPU seconds at this moment.
    typealias Reading = @Sendable () -> (wall: Double, cpu: Double)

    private(set) var phases: [BuildPhase] = []
    private let read: Reading
    private var wall: Double
    private var cpu: Double

    init(read: @escaping Reading = { (Date().timeIntervalSinceReferenceDate, ProcessCPU.seconds()) }) {
        self.read = read
        (wall, cpu) = read()
    }

    mutating func end(_ name: String) {
        let (wallNow, cpuNow) = read()
        phases.append(BuildPhase(phase: name, seconds: wallNow - wall, cpu: cpuNow - cpu))
        wall = wallNow
        cpu = cpuNow
    }
}

/// One build's run through the pipeline: the diagnostics of the phases so far, as the run's engine
/// recorded them (warnings are errors under `--strict`), and their times.
struct PhaseRun {
    private(set) var diagnostics = Diagnostics()
    /// Decides whether the build failed and with which exit status.
    private(set) var engine: DiagnosticEngine
    /// What the phases said that is no problem of the input (`Diagnostic.note`), in order.
    private(set) var notes: [String] = []
    private var clock = PhaseClock()
    private let start = Date()

    init(engine: DiagnosticEngine) {
        self.engine = engine
    }

    /// Ends the phase `name`, whose value and diagnostics are `outcome`: keeps the diagnostics
    /// and returns the value.
    mutating func phase<Value>(_ name: String, _ outcome: (Value, [Diagnostic])) -> Value {
        for found in outcome.1 {
            if found.severity == .note { notes.append(found.message) } else { record(found) }
        }
        clock.end(name)
        return outcome.0
    }

    /// Ends the phase `name`, which found `diagnostics` and produced nothing else.
    mutating func phase(_ name: String, diagnostics found: [Diagnostic]) {
        for diagnostic in found { record(diagnostic) }
        clock.end(name)
    }

    /// Ends the phase `name`, which cannot fail, and returns its `result`.
    mutating func phase<Value>(_ name: String, result: Value) -> Value {
        clock.end(name)
        return result
    }

    /// Ends the step `name` of a path that keeps no diagnostics (the page-edit path gives up on
    /// the first one).
    mutating func end(_ name: String) {
        clock.end(name)
    }

    /// Records a diagnostic (a phase's, or one found outside the phases: the output folder's).
    mutating func record(_ diagnostic: Diagnostic) {
        diagnostics.append(engine.record(diagnostic))
    }

    /// Whether the diagnostics so far fail the build (an error; under `--strict` warnings are
    /// errors).
    var failed: Bool { engine.failed }

    /// Each phase's wall and CPU time, in order.
    var phases: [BuildPhase] { clock.phases }
    /// Seconds since the run began.
    var seconds: Double { Date().timeIntervalSince(start) }
}
