import Foundation
import TestSupport
import Testing

@testable import ContentModel

/// The loader's read-ahead thread starts only when a probed file would wait for the disk.
@Suite struct ReadAheadTests {
    @Test func probesAreSpreadOverTheListFirstAndLastIncluded() {
        let paths = (0..<100).map { "file-\($0).md" }
        let probed = ReadAhead.probedPaths(paths)
        #expect(probed.count == ReadAhead.probes)
        #expect(probed.first == "file-0.md")
        #expect(probed.last == "file-99.md")
        #expect(Set(probed).count == probed.count)
        #expect(ReadAhead.probedPaths(Array(paths.prefix(3))) == Array(paths.prefix(3)))
    }

    #if os(Linux)
        @Test func aFileJustWrittenIsInMemoryAndAnEvictedOneIsOnDisk() throws {
            let directory = try TemporaryDirectory()
            let file = directory.path("page.md")
            try Data(repeating: UInt8(ascii: "x"), count: 64 * 1024).write(to: file)
            #expect(ReadAhead.residency(directory.path("missing.md").path) == .unknown)
            let written = ReadAhead.residency(file.path)
            // A file system that cannot answer without reading says `unknown` (the thread then starts).
            #expect(written != .onDisk)
            guard written == .inMemory else { return }
            // Written to disk and dropped from the page cache (a memory file system keeps its pages:
            // there is no disk to wait for).
            guard let type = ReadAheadTests.fileSystemType(of: directory.url.resolvingSymlinksInPath().path),
                !["tmpfs", "ramfs"].contains(type)
            else { return }
            let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
            #expect(descriptor >= 0)
            _ = fsync(descriptor)
            _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
            close(descriptor)
            #expect(ReadAhead.residency(file.path) == .onDisk)
        }

        /// The type of the file system `path` is on, from the longest mount point over it.
        static func fileSystemType(of path: String) -> String? {
            guard let mounts = try? String(contentsOfFile: "/proc/mounts", encoding: .utf8) else { return nil }
            var best: (point: String, type: String)?
            for line in mounts.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count > 2 else { continue }
                let point = String(fields[1])
                guard path == point || path.hasPrefix(point == "/" ? "/" : point + "/") else { continue }
                if point.count > best?.point.count ?? -1 { best = (point, String(fields[2])) }
            }
            return best?.type
        }
    #endif
}
