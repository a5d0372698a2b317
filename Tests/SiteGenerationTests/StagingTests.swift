import Diagnostics
import Foundation
import Parallelism
import TestSupport
import Testing

@testable import SiteGeneration

@Suite struct StagingTests {
    /// Pages are written into the staging folder from several threads, every one must land. (A
    /// 50,000-page build once failed because a thread wrote into a folder another thread was still
    /// creating; this stress test exercises the same path, though on 2 cores it did not reproduce
    /// that race reliably.)
    /// Files are created through folder descriptors while the budget lasts and by path after it
    /// (budget 0: all by path; 40: a few folders by descriptor, the rest by path; the default).
    @Test(arguments: [0, 40, nil] as [Int?])
    func concurrentWritesIntoNewFoldersAllLand(folderDescriptors: Int?) throws {
        let directory = try TemporaryDirectory()
        let writer = SiteWriter(output: directory.path("out"), displayPath: "out")
        let staging = try writer.begin(folderDescriptors: folderDescriptors)
        // Two files per new four-level folder.
        let files = Dictionary(
            uniqueKeysWithValues: (0..<6000).map { number in
                let folder = number / 2
                return (
                    "a-\(folder % 10)/b-\(folder % 100)/c-\(folder)/d/page-\(number).html", Data("page \(number)".utf8)
                )
            })
        let paths = files.keys.sorted { ($0.count, $0) < ($1.count, $1) }
        Parallel.forEach(paths.count, workers: 8) { staging.put(paths[$0], files[paths[$0]]!) }
        let held = StagingTests.descriptorsOpen(under: directory.url.path)
        #expect(
            folderDescriptors == 0 ? held == 0 : held >= min(folderDescriptors ?? 1, 3000), "\(held) folders held open")
        #expect(staging.commit() == nil)
        #expect(
            StagingTests.descriptorsOpen(under: directory.url.path) == 0, "the folder descriptors are closed by commit")
        var written = readTree(directory.path("out"), includeHidden: true)
        written[SiteWriter.markerName] = nil
        #expect(written == files)
    }

    /// A file where a folder must go: the error names the folder's path, nothing is swapped in, and
    /// `abort` (called by `commit` on failure) closes the folder descriptors and removes the folder.
    @Test func aFileInPlaceOfAFolderIsReportedAndAbortCleansUp() throws {
        let directory = try TemporaryDirectory()
        let writer = SiteWriter(output: directory.path("out"), displayPath: "out")
        let staging = try writer.begin()
        staging.put("a/b", Data("a file".utf8))
        staging.put("a/b/c.html", Data("blocked".utf8))
        staging.put("a/d/e.html", Data("fine".utf8))
        let problem = staging.commit()
        #expect(problem?.code == .outputWrite)
        #expect(problem?.message.contains("/a/b: Not a directory") == true, "\(problem?.message ?? "none")")
        #expect(StagingTests.descriptorsOpen(under: directory.url.path) == 0)
        #expect(!FileManager.default.fileExists(atPath: directory.path("out").path), "nothing was swapped in")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(leftovers == [], "the staging folder is removed")
    }

    /// How many of the process's open file descriptors are of files or folders under `folder`
    /// (Linux: the links in /proc/self/fd, which name real paths; other tests' descriptors are elsewhere).
    static func descriptorsOpen(under folder: String) -> Int {
        let folder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return entries.filter { entry in
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + entry)) ?? ""
            return target.hasPrefix(folder + "/")
        }.count
    }
}

/// Staging paths split on bytes against Foundation's URLs.
@Suite struct StagingPathTests {
    /// Staging paths joined and split as strings against Foundation's URL appending, parent folder
    /// and last component, on
    /// random site-relative paths (nested folders, dots, spaces, non-ASCII; never an empty
    /// component, which the generator does not make and URL keeps as `//`).
    @Test func stagingPathsMatchFoundationURLs() {
        let pieces = ["a", "symbols", "/", ".html", ".md", "-", " ", "é", "中", "x_y", "index"]
        let folder = URL(fileURLWithPath: "/tmp/.out.tmp-1-2")
        var random = Random(state: 53)
        for _ in 0..<3000 {
            let path = "p" + random.string(from: pieces, length: Int(random.next() % 8)) + "q"
            guard !path.contains("//") else { continue }
            let url = folder.appendingPathComponent(path)
            let (relative, name) = SiteWriter.Staging.split(path)
            #expect(folder.path + "/" + path == url.path, "\(path.debugDescription)")
            #expect(
                (relative.isEmpty ? folder.path : folder.path + "/" + relative) == url.deletingLastPathComponent().path,
                "\(path.debugDescription)")
            #expect(name == url.lastPathComponent, "\(path.debugDescription)")
        }
    }
}
