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

    /// Starts the next phase now, without recording the time since the last.
    mutating func restart() {
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

    /// Records the diagnostics of a step's `outcome` (its notes apart) and returns its value.
    mutating func record<Value>(_ outcome: (Value, [Diagnostic])) -> Value {
        record(outcome.1)
        return outcome.0
    }

    /// Records a step's diagnostics (its notes apart).
    mutating func record(_ found: [Diagnostic]) {
        for diagnostic in found {
            if diagnostic.severity == .note { notes.append(diagnostic.message) } else { record(diagnostic) }
        }
    }

    /// A step that did not apply: its time is not listed (nor added to the next step's).
    mutating func skip() {
        clock.restart()
    }

    /// Ends the step `name` (the loop's steps, and the parts of the page-edit path, which gives
    /// up on the first diagnostic).
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
