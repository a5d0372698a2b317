import ContentModel
import Parallelism

/// The memory work done between phases, kept out of the phases themselves:
///
/// - while this build may still fail, `serve`'s last good snapshot is kept (it goes on serving
///   that build, and the save that fixes the error takes the page-edit path); it is let go of
///   before rendering and restored if the build fails;
/// - what resolution and rendering used is freed on a thread of its own while the exports run,
///   and what the build held to its end is freed when the session ends or builds again, so no
///   core waits for the frees (`BackgroundRelease`).
final class PhaseBoundary {
    private let state: IncrementalState?
    private var lastGood: Snapshot?
    private let afterRender: BackgroundRelease
    /// Freed by the session when it ends or builds again.
    let afterBuild: BackgroundRelease

    /// Starts a build: takes the last good snapshot out of `state` while this build may fail.
    init(state: IncrementalState?, workers: Int) {
        self.state = state
        lastGood = state?.snapshot
        state?.snapshot = nil
        afterRender = BackgroundRelease(workers: workers)
        afterBuild = BackgroundRelease(workers: workers)
    }

    /// Before rendering: the last good snapshot is let go of.
    func beforeRender() {
        lastGood = nil
    }

    /// After rendering: frees `values` on a thread of its own. The frees happen there only when
    /// nobody else holds them: the caller passes its last references with `consume`.
    func afterRender(freeing values: consuming [Any]) {
        afterRender.add(consume values)
        afterRender.start()
    }

    /// After exporting: `values` are freed after the build, not by the build's thread on its way out.
    func afterExport(freeing values: Any...) {
        for value in values { afterBuild.add(value) }
    }

    /// Ends a build: a failed build gives `serve` its last good snapshot back.
    func finish(failed: Bool) {
        if failed, let lastGood { state?.snapshot = lastGood }
        lastGood = nil
    }
}
