import Foundation
import LinkResolution
import Parallelism

/// Runs the build pipeline (`Pipeline`) and, when `incremental`, keeps what each phase learned
/// (`IncrementalState`) so the next build redoes only the work a change affects; an edit of page
/// bodies or front matter then takes the page-edit path (`PageEditBuild`). Either way an
/// incremental build produces exactly the files of a full build (`IncrementalBuildTests`).
/// `serve` keeps one session for its lifetime; `build` runs a fresh one.
public final class BuildSession: @unchecked Sendable {
    public let options: BuildOptions
    /// Threads for loading, resolving and rendering (1 = serial; output is identical either way).
    public let workers: Int
    /// `serve`'s caches and last snapshot; nil when not incremental.
    private let state: IncrementalState?
    private let lock = NSLock()
    /// Markdown bytes up to which a cold build keeps each text's HTML from resolution to rendering
    /// (`LinkResolver.keptHTMLBudget`; the tests set 0 to check the other way gives the same site).
    var keptHTMLBudget = LinkResolver.keptHTMLBudget

    /// What the last build reused (for `serve`'s terminal line and the benchmark).
    public struct Reuse: Sendable {
        public var textsReused = 0
        public var pagesReused = 0
        public var pagesRendered = 0
        /// Pages of the page-edit path that changed only in their sidebar, which was replaced in place.
        public var sidebarsReplaced = 0
        /// The build took the page-edit path for a change of Markdown bodies only.
        public var bodyEdit = false
        /// The build took the page-edit path for a change that includes front matter.
        public var metadataEdit = false
    }

    public private(set) var lastReuse = Reuse()
    /// Wall and CPU time of each phase of the last build, in order (`build --timings`).
    public private(set) var lastPhases: [BuildPhase] = []
    /// What the last build held to its end (the model, the index, the search texts…), freed on a
    /// thread of its own when the session ends or the next build starts.
    private var retired: BackgroundRelease?

    /// A session building with `options` on `workers` threads; `incremental` keeps the state that
    /// makes the next build of the same session cheaper (`serve`).
    public init(options: BuildOptions, incremental: Bool = true, workers: Int = Parallel.defaultWorkers) {
        self.options = options
        self.workers = workers
        state = incremental ? IncrementalState() : nil
    }

    deinit {
        retired?.start()
    }

    /// Builds the site (one build at a time per session): in memory, or — given `staging` — written
    /// into the output's staging folder as each file is produced, so a large site is never held
    /// whole (`BuildResult.files` is then empty; the caller commits or aborts the staging).
    ///
    /// `onlyModified` (from `serve`'s watcher) lists the files, by absolute path, that may have
    /// changed since the previous build of this session when none was added or removed; the
    /// content folder is then not walked again. Nil: anything may have changed.
    public func build(into staging: SiteWriter.Staging? = nil, onlyModified: [String]? = nil) -> BuildResult {
        lock.lock()
        defer { lock.unlock() }
        retired?.start()
        retired = nil
        let pipeline = Pipeline(options: options, state: state, workers: workers, keptHTMLBudget: keptHTMLBudget)
        let outcome = pipeline.run(into: staging, onlyModified: onlyModified)
        retired = outcome.leftovers
        lastReuse = outcome.reuse
        lastPhases = outcome.phases
        return outcome.result
    }
}
