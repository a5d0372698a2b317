import ContentModel

/// The work done between phases for `serve`, kept out of the phases themselves: while this build
/// may still fail, `serve`'s last good snapshot is kept (it goes on serving that build, and the
/// save that fixes the error takes the page-edit path); it is let go of before rendering, so the
/// two builds' pages are never held at once, and restored if the build fails.
final class PhaseBoundary {
    private let state: IncrementalState?
    private var lastGood: Snapshot?

    /// Starts a build: takes the last good snapshot out of `state` while this build may fail.
    init(state: IncrementalState?) {
        self.state = state
        lastGood = state?.snapshot
        state?.snapshot = nil
    }

    /// Before rendering: the last good snapshot is let go of.
    func beforeRender() {
        lastGood = nil
    }

    /// Ends a build: a failed build gives `serve` its last good snapshot back.
    func finish(failed: Bool) {
        if failed, let lastGood { state?.snapshot = lastGood }
        lastGood = nil
    }
}
