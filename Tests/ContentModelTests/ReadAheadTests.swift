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
        @Test func aFileJustWrittenIsNotReportedOnDisk() throws {
            let directory = try TemporaryDirectory()
            let file = directory.path("page.md")
            try Data(repeating: UInt8(ascii: "x"), count: 64 * 1024).write(to: file)
            #expect(ReadAhead.residency(directory.path("missing.md").path) == .unknown)
            // A file system that cannot answer without reading says `unknown` (the thread then starts).
            #expect(ReadAhead.residency(file.path) != .onDisk)
        }

        /// Written to disk and dropped from the page cache, a file is on disk. Needs a temporary
        /// folder on a disk file system that reports residency (a memory file system keeps its
        /// pages: there is no disk to wait for).
        @Test(
            .enabled(
                if: ReadAheadTests.temporaryFolderReportsResidency,
                "the temporary folder is on a memory file system or one that does not report residency"))
        func anEvictedFileIsOnDisk() throws {
            let directory = try TemporaryDirectory()
            let file = directory.path("page.md")
            try Data(repeating: UInt8(ascii: "x"), count: 64 * 1024).write(to: file)
            #expect(ReadAhead.residency(file.path) == .inMemory)
            let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
            #expect(descriptor >= 0)
            defer { close(descriptor) }
            // The kernel drops only clean pages that nothing holds, so a page still under writeback
            // or briefly held by the system stays: ask again a few times (each try is a sync and a
            // drop, no waiting).
            var residency = ReadAhead.Residency.inMemory
            for _ in 0..<5 where residency != .onDisk {
                _ = fsync(descriptor)
                _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
                residency = ReadAhead.residency(file.path)
            }
            #expect(residency == .onDisk)
        }

        /// Whether the temporary folder is on a disk file system (not tmpfs or ramfs) where a file
        /// just written reads as in memory.
        static let temporaryFolderReportsResidency: Bool = {
            guard let directory = try? TemporaryDirectory(),
                let type = fileSystemType(of: directory.url.resolvingSymlinksInPath().path),
                !["tmpfs", "ramfs"].contains(type)
            else { return false }
            let file = directory.path("probe.md")
            guard (try? Data(repeating: UInt8(ascii: "x"), count: 64 * 1024).write(to: file)) != nil else {
                return false
            }
            return ReadAhead.residency(file.path) == .inMemory
        }()

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
