import Foundation

/// Where the preview server listens, what it watches, and its timings.
public struct PreviewConfiguration: Sendable {
    /// Interface to bind; loopback by default so the preview is not exposed to the network.
    public var host: String
    /// TCP port; 0 picks a free one (reported in `PreviewEvent.listening`).
    public var port: Int
    /// Folders whose changes trigger a rebuild (content, templates and their assets).
    public var watchedDirectories: [URL]
    /// How often the folders are scanned.
    public var pollInterval: Duration
    /// After a change, how long the folders must stay quiet before building (bursts of saves
    /// become one rebuild). An editor's save — write, or write a temporary file and rename it —
    /// takes well under a millisecond; a longer burst (a checkout) may cost a second rebuild, never
    /// a wrong one (changes made during a rebuild are picked up after it).
    public var settleDelay: Duration
    /// How often an idle live-reload stream sends a comment line.
    public var heartbeat: Duration
    /// After this long, a graceful shutdown that has not finished is turned into cancellation.
    public var shutdownTimeout: Duration

    public init(
        host: String = "127.0.0.1", port: Int = 8000, watchedDirectories: [URL] = [],
        pollInterval: Duration = .milliseconds(100), settleDelay: Duration = .milliseconds(10),
        heartbeat: Duration = .seconds(5), shutdownTimeout: Duration = .seconds(3)
    ) {
        self.host = host
        self.port = port
        self.watchedDirectories = watchedDirectories
        self.pollInterval = pollInterval
        self.settleDelay = settleDelay
        self.heartbeat = heartbeat
        self.shutdownTimeout = shutdownTimeout
    }
}

/// What the server tells its host (the CLI prints these).
public enum PreviewEvent: Sendable {
    /// The first build finished (successfully or not), before the server starts listening.
    case initialBuild(AppliedRebuild, seconds: Double)
    /// The server accepts connections at `url` (with the real port when 0 was asked for).
    case listening(url: String, port: Int)
    /// A change on disk was rebuilt.
    case rebuilt(AppliedRebuild, changes: ChangeSet, seconds: Double)
    /// Graceful shutdown began (Ctrl-C, SIGTERM or `shutdown()`).
    case stopping
}
