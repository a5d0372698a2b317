import Foundation
import Speedups

/// What to check and how.
public struct CheckOptions: Sendable {
    /// Request http(s) links (otherwise they are counted as skipped).
    public var checkExternal = false
    public var external = ExternalCheckOptions()
    public var exclusions = ExclusionList()
    /// Also list skipped references in the report (status `skipped`).
    public var listSkipped = false
    /// How many files are read and parsed at once.
    public var parallelism = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Pages are read by `FastPageScanner` where it can; without it (`SCENEDOCS_WITHOUT` names
    /// `fast-page-scanner`) gumbo's tree reads every page, with the same report.
    var readsWithFastScanner = Speedup.fastPageScanner.isOn

    public init() {}
}

/// Network settings for `--external`.
public struct ExternalCheckOptions: Sendable {
    /// Requests in flight at once.
    public var concurrency = 16
    /// Seconds to wait for an answer.
    public var timeout: Double = 10
    /// Extra attempts after a timeout, a connection error, HTTP 429 or 5xx.
    public var retries = 2
    /// Wait before the first retry; doubles each time.
    public var backoff: Double = 0.5
    /// Where results are remembered between runs; nil turns the cache off.
    public var cacheFile: URL?
    /// How long a remembered result is trusted, in seconds.
    public var cacheMaxAge: Double = 24 * 60 * 60

    public init() {}

    /// `$XDG_CACHE_HOME/scenedocs/external-links.json` (or `~/.cache/…`).
    public static var defaultCacheFile: URL {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("scenedocs/external-links.json")
    }
}

/// A run that could not start.
public enum CheckError: Error, CustomStringConvertible {
    case notADirectory(String)
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .notADirectory(let path): return "'\(path)' is not a folder"
        case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
        }
    }
}
