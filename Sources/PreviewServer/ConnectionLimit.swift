#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many connections the server may hold open: each takes a file descriptor, and a process that
/// runs out of descriptors fails in places that cannot recover (the concurrency runtime, the event
/// loops, a rebuild reading its sources), so a reserve is always left for them.
enum ConnectionLimit {
    /// The soft limit is raised at most this far (a higher one buys a preview server nothing).
    static let softLimitCeiling: rlim_t = 65536

    #if canImport(Glibc)
        private static let resource = Int32(RLIMIT_NOFILE.rawValue)
    #else
        private static let resource = RLIMIT_NOFILE
    #endif

    /// Raises the soft RLIMIT_NOFILE toward the hard limit (up to `softLimitCeiling`) where that
    /// is allowed, and returns the soft limit now in force (nil when it cannot be read).
    @discardableResult
    static func raiseDescriptorLimit() -> Int? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        let wanted = min(limit.rlim_max, softLimitCeiling)
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: min(limit.rlim_cur, softLimitCeiling))
    }

    /// Descriptors kept for everything but connections: a reserve of at least 128 (event loops,
    /// inotify, the watcher's folder walk, a rebuild's open files, standard streams), or an eighth of
    /// the limit when that is more.
    static func reserve(forSoftLimit soft: Int) -> Int {
        max(128, soft / 8)
    }

    /// The number of connections allowed with `soft` descriptors: `configured`, or fewer so that
    /// the reserve stays free; at least 1.
    static func effective(configured: Int, softLimit soft: Int?) -> Int {
        guard let soft else { return max(1, configured) }
        return max(1, min(configured, soft - reserve(forSoftLimit: soft)))
    }
}
