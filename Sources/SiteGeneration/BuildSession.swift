import Diagnostics
import Foundation
import Parallelism

/// `serve`'s builds: one `BuildAction` per change, sharing what each phase learned
/// (`IncrementalState`) so the next build redoes only the work a change affects; an edit of page
/// bodies or front matter then takes the page-edit path (`PageEditBuild`). Either way a build of
/// the session produces exactly the files of a full build (`IncrementalBuildTests`). A session
/// builds in memory: its options have no output folder.
public final class BuildSession: @unchecked Sendable {
    public let options: BuildOptions
    /// Threads for loading, resolving and rendering (1 = serial; output is identical either way).
    public let workers: Int
    /// Each build records into a copy of this empty engine (`--strict`).
    public let engine: DiagnosticEngine
    private let state = IncrementalState()
    private let lock = NSLock()

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

    /// A session building `options` (in memory: any output folder is left out) on `workers`
    /// threads, each build recording into a copy of `engine`.
    public init(
        options: BuildOptions, engine: DiagnosticEngine = DiagnosticEngine(), workers: Int = Parallel.defaultWorkers
    ) {
        self.options = options.inMemory
        self.engine = engine
        self.workers = workers
    }

    /// Builds the site (one build at a time per session).
    ///
    /// `onlyModified` (from `serve`'s watcher) lists the files, by absolute path, that may have
    /// changed since the previous build of this session when none was added or removed; the
    /// content folder is then not walked again. Nil: anything may have changed.
    public func build(onlyModified: [String]? = nil) -> BuildResult {
        lock.lock()
        defer { lock.unlock() }
        let (result, reuse) = BuildAction(options: options, engine: engine, state: state, workers: workers)
            .perform(onlyModified: onlyModified)
        lastReuse = reuse
        return result
    }

    /// The samples' type-check of `build`, deferred out of it (`BuildOptions.defersTypeCheck`).
    public func typeCheck(after build: BuildResult) -> DeferredTypeCheck? {
        BuildAction(options: options, engine: engine, workers: workers).typeCheck(after: build)
    }
}
