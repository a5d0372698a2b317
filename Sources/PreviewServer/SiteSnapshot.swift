import Foundation

/// The site being served: an immutable value replaced as a whole after each successful rebuild,
/// so a request sees either the old site or the new one, never a mix. Nothing is read from disk
/// while serving, so no path or symlink can reach outside it.
struct SiteSnapshot: Sendable {
    /// Counts successful builds, starting at 1 (0: nothing built yet).
    let generation: Int
    /// Site-relative path (`guides/x/index.html`) → file.
    let files: [String: ServedFile]
    /// Every folder that holds a file, as a site-relative path without slashes around it.
    let directories: Set<String>

    static let empty = SiteSnapshot(generation: 0, files: [:], directories: [])

    init(generation: Int, files: [String: ServedFile], directories: Set<String>) {
        self.generation = generation
        self.files = files
        self.directories = directories
    }

    /// The next snapshot after a rebuild. Files whose bytes did not change keep their ETag and
    /// Last-Modified, so browsers revalidate them with a 304. Starts from the previous snapshot and
    /// replaces only what changed (an edit on a 10,000-page site changes a few of 18,000 files),
    /// with one look-up per file; which files went away is worked out only when not every file of
    /// the previous snapshot came again, and the folder list only when files appeared or went away.
    func next(with sources: [String: Data], at date: Date = Date()) -> (snapshot: SiteSnapshot, changed: [String]) {
        var files = self.files
        var changed: [String] = []
        // Files of the previous snapshot that came again, each counted once (paths that were
        // normalized could name one file twice).
        var cameAgain = 0
        var normalized = false
        for (rawPath, data) in sources {
            let path = SiteSnapshot.normalize(rawPath)
            guard !path.isEmpty else { continue }
            if path != rawPath { normalized = true }
            if let old = self.files[path] {
                cameAgain += 1
                if SiteSnapshot.same(old.source, data) { continue }
            }
            files[path] = ServedFile(path: path, source: data, modified: date)
            changed.append(path)
        }
        var removed = false
        if normalized || cameAgain != self.files.count {
            var produced: Set<String> = []
            produced.reserveCapacity(sources.count)
            for rawPath in sources.keys { produced.insert(SiteSnapshot.normalize(rawPath)) }
            for path in self.files.keys where !produced.contains(path) {
                files[path] = nil
                changed.append(path)
                removed = true
            }
        }
        var directories = self.directories
        if removed || files.count != self.files.count || self.generation == 0 || directories.isEmpty {
            directories = [""]
            for path in files.keys {
                var folder = Substring(path)
                while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                    folder = folder[..<slash]
                    if !directories.insert(String(folder)).inserted { break }
                }
            }
        }
        return (SiteSnapshot(generation: generation + 1, files: files, directories: directories), changed.sorted())
    }

    /// Whether two files have the same bytes; an incremental rebuild hands back most files as the
    /// very buffers of the previous build, which are equal without comparing them.
    static func same(_ a: Data, _ b: Data) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0 else { return true }
        return a.withUnsafeBytes { left in
            b.withUnsafeBytes { right in
                left.baseAddress == right.baseAddress || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }

    /// Site-relative keys as the generator writes them, without leading `./` or `/`.
    static func normalize(_ path: String) -> String {
        // The generator's paths are already normal: no new string for them.
        if !path.hasPrefix("./") && !path.hasPrefix("/") { return path }
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasPrefix("/") { path = path.dropFirst() }
        return String(path)
    }
}
