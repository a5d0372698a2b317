import Foundation

/// Where a build puts the files it produces: straight into the output's staging folder (`build`;
/// nothing is held in memory), or into memory (`serve`, tests). `put` may be called from several
/// threads at once.
final class BuildOutput: @unchecked Sendable {
    private let staging: SiteWriter.Staging?
    private let lock = NSLock()
    /// The files produced so far when there is no staging folder.
    private(set) var files: [String: Data] = [:]

    init(staging: SiteWriter.Staging?) {
        self.staging = staging
    }

    /// Adds one site-relative file.
    func put(_ path: String, _ data: Data) {
        if let staging { return staging.put(path, data) }
        lock.lock()
        files[path] = data
        lock.unlock()
    }

    /// Adds one site-relative file produced in chunks (see `SiteWriter.Staging.put(_:chunks:)`).
    func put(_ path: String, chunks produce: (_ write: (Data) -> Void) -> Void) {
        if let staging { return staging.put(path, chunks: produce) }
        // Joined once at the end into a buffer of the exact size: a `Data` grown by appending copies
        // what it already holds each time it grows.
        var chunks: [Data] = []
        produce { chunks.append($0) }
        var data = Data(capacity: chunks.reduce(0) { $0 + $1.count })
        for chunk in chunks { data.append(chunk) }
        put(path, data)
    }

    /// Forgets the files held in memory (a failed build returns none).
    func discard() {
        lock.lock()
        files = [:]
        lock.unlock()
    }
}
