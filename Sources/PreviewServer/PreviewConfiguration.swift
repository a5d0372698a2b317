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
    /// After this long, a graceful shutdown that has not finished closes every connection that is
    /// still open (a slow client, a half-sent request) and abandons a rebuild in progress.
    public var shutdownTimeout: Duration
    /// A connection with no request in progress and nothing received for this long is closed, and
    /// so is one whose client has not taken any of the response for this long.
    public var idleTimeout: Duration
    /// Once the first byte of a request has arrived, its whole header must arrive within this
    /// time; otherwise the server answers 408 and closes the connection.
    public var requestHeaderTimeout: Duration
    /// Most connections open at once; the effective limit is also kept below the process's
    /// descriptor limit (`ConnectionLimit`). At the limit, the connection idle the longest is
    /// closed to make room, or new connections wait in the listen queue while all are busy.
    public var maximumConnections: Int
    /// Host names (besides `localhost` and the address the client connected to) that requests may
    /// name in their `Host` header, with any port; `*` accepts every name. Other names get 421, which
    /// keeps web pages from reaching the preview through DNS rebinding.
    public var allowedHosts: [String]
    /// How long to wait before building again after a build that could not read its files.
    public var ioRetryDelay: Duration

    /// Creates a configuration; the defaults serve on loopback port 8000.
    public init(
        host: String = "127.0.0.1", port: Int = 8000, watchedDirectories: [URL] = [],
        pollInterval: Duration = .milliseconds(100), settleDelay: Duration = .milliseconds(10),
        heartbeat: Duration = .seconds(5), shutdownTimeout: Duration = .milliseconds(250),
        idleTimeout: Duration = .seconds(30), requestHeaderTimeout: Duration = .seconds(10),
        maximumConnections: Int = 4096, allowedHosts: [String] = [], ioRetryDelay: Duration = .seconds(1)
    ) {
        self.host = host
        self.port = port
        self.watchedDirectories = watchedDirectories
        self.pollInterval = pollInterval
        self.settleDelay = settleDelay
        self.heartbeat = heartbeat
        self.shutdownTimeout = shutdownTimeout
        self.idleTimeout = idleTimeout
        self.requestHeaderTimeout = requestHeaderTimeout
        self.maximumConnections = maximumConnections
        self.allowedHosts = allowedHosts
        self.ioRetryDelay = ioRetryDelay
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
    /// The source folders could not be read (`reason`, e.g. too many open files): the last good
    /// site stays served and the watcher tries again. Reported once until a read succeeds.
    case watchFailed(reason: String)
    /// Graceful shutdown began (Ctrl-C, SIGTERM or `shutdown()`).
    case stopping
}
