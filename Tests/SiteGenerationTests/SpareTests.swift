import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// The previous output is kept as the spare (`.<output>.spare`), and the next build rewrites its
/// files in place (`SiteWriter+Spare.swift`).
@Suite struct SpareTests {
    static func site(_ pages: [String: String]) -> [String: Data] { pages.mapValues { Data($0.utf8) } }

    /// Every entry below `folder`, not following symbolic links: "d" folder, "f" file, "l" link,
    /// "p" FIFO, then the path.
    static func entries(_ folder: URL) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(path + "/" + name, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    found.append("d " + child)
                    pending.append(child)
                case S_IFLNK: found.append("l " + child)
                case S_IFIFO: found.append("p " + child)
                default: found.append("f " + child)
                }
            }
        }
        return found.sorted()
    }

    static func inode(_ url: URL) -> UInt {
        var info = stat()
        return lstat(url.path, &info) == 0 ? UInt(info.st_ino) : 0
    }

    @Test func thePreviousOutputBecomesTheSpareAndTheNextBuildRewritesItsFiles() throws {
        let directory = try TemporaryDirectory()
        let writer = SiteWriter(output: directory.path("out"), displayPath: "out")
        let first = SpareTests.site([
            "index.html": "first home, long enough to be cut short later",
            "gone.html": "only in the first build",
            "old/deep/page.html": "a folder the later builds drop",
            "kept/page.html": "kept",
        ])
        #expect(writer.write(first) == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.path(".out.spare").path), "no previous output yet")

        let second = SpareTests.site(["index.html": "second", "kept/page.html": "kept", "new.html": "new"])
        #expect(writer.write(second) == nil)
        var spare = readTree(directory.path(".out.spare"), includeHidden: true)
        #expect(spare[SiteWriter.markerName] != nil)
        spare[SiteWriter.markerName] = nil
        #expect(spare == first, "the spare is the first build's output")
        let reusable = SpareTests.inode(directory.path(".out.spare/index.html"))

        let third = SpareTests.site([
            "index.html": "3rd", "kept/page.html": "kept, and now longer", "added/a.html": "a",
        ])
        #expect(writer.write(third) == nil)
        var output = readTree(directory.path("out"), includeHidden: true)
        #expect(output[SiteWriter.markerName] != nil)
        output[SiteWriter.markerName] = nil
        #expect(output == third, "the output holds exactly the third build: shorter and longer files, no stale ones")
        #expect(
            SpareTests.entries(directory.path("out")) == [
                "d added", "d kept", "f .scenedocs-output", "f added/a.html", "f index.html", "f kept/page.html",
            ])
        #expect(SpareTests.inode(directory.path("out/index.html")) == reusable, "the spare's file was rewritten")
        var nextSpare = readTree(directory.path(".out.spare"), includeHidden: true)
        nextSpare[SiteWriter.markerName] = nil
        #expect(nextSpare == second, "the second build's output is the spare now")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(siblings == [".out.spare", "out"])
    }

    /// Whatever is in the spare in place of a plain file or folder of its own is removed and
    /// created anew, never written through: a symbolic link to a file outside, a file with a
    /// second hard link, a FIFO, a folder where a file goes, a file where a folder goes, and a
    /// stale name that is not UTF-8.
    @Test func theSparesLinksAndOddEntriesAreReplacedNotWrittenThrough() throws {
        let directory = try TemporaryDirectory()
        let writer = SiteWriter(output: directory.path("out"), displayPath: "out")
        let pages = SpareTests.site([
            "link.html": "page", "hard.html": "page", "fifo.html": "page", "folder.html": "page",
            "file/page.html": "page", "mode.html": "page",
        ])
        #expect(writer.write(pages) == nil)
        #expect(writer.write(pages) == nil)
        let spare = directory.path(".out.spare")
        let fm = FileManager.default
        try Data("outside".utf8).write(to: directory.path("outside.txt"))
        try fm.removeItem(at: spare.appendingPathComponent("link.html"))
        try fm.createSymbolicLink(
            atPath: spare.path + "/link.html", withDestinationPath: directory.path("outside.txt").path)
        try fm.linkItem(at: spare.appendingPathComponent("hard.html"), to: directory.path("hard-copy.html"))
        try fm.removeItem(at: spare.appendingPathComponent("fifo.html"))
        #expect(mkfifo(spare.path + "/fifo.html", 0o644) == 0)
        try fm.removeItem(at: spare.appendingPathComponent("folder.html"))
        try fm.createDirectory(at: spare.appendingPathComponent("folder.html/inner"), withIntermediateDirectories: true)
        try fm.removeItem(at: spare.appendingPathComponent("file"))
        try Data("a file where a folder goes".utf8).write(to: spare.appendingPathComponent("file"))
        #expect(chmod(spare.path + "/mode.html", 0o777) == 0)
        let notUTF8: [CChar] = Array((spare.path + "/stale-").utf8CString.dropLast()) + [-1, 0]
        let stale = open(notUTF8, O_WRONLY | O_CREAT, 0o644)
        #expect(stale >= 0)
        close(stale)

        let next = pages.merging(SpareTests.site(["link.html": "new", "hard.html": "new"])) { $1 }
        #expect(writer.write(next) == nil)
        #expect(fm.contents(atPath: directory.path("outside.txt").path) == Data("outside".utf8), "the link's target")
        #expect(fm.contents(atPath: directory.path("hard-copy.html").path) == Data("page".utf8), "the other hard link")
        #expect(
            SpareTests.entries(directory.path("out")) == [
                "d file", "f .scenedocs-output", "f fifo.html", "f file/page.html", "f folder.html", "f hard.html",
                "f link.html", "f mode.html",
            ])
        var output = readTree(directory.path("out"), includeHidden: true)
        output[SiteWriter.markerName] = nil
        #expect(output == next)
        let mode = (try? fm.attributesOfItem(atPath: directory.path("out/mode.html").path))?[.posixPermissions] as? Int
        #expect(mode == 0o644)
    }

    /// A failed build that took the spare gives it back; the output is untouched.
    @Test func aFailedBuildGivesTheSpareBack() throws {
        let directory = try TemporaryDirectory()
        let writer = SiteWriter(output: directory.path("out"), displayPath: "out")
        #expect(writer.write(SpareTests.site(["index.html": "one"])) == nil)
        #expect(writer.write(SpareTests.site(["index.html": "two"])) == nil)
        let staging = try writer.begin()
        #expect(staging.recycled)
        #expect(!FileManager.default.fileExists(atPath: directory.path(".out.spare").path), "taken")
        staging.put("a", Data("a file".utf8))
        staging.put("a/b.html", Data("blocked".utf8))
        #expect(staging.commit()?.code == .outputWrite)
        #expect(readTree(directory.path("out")) == SpareTests.site(["index.html": "two"]))
        let siblings = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(siblings == [".out.spare", "out"], "the spare is back, no staging folder is left")
    }

    /// A folder of the spare's name without the output marker is not SceneDocs': never taken,
    /// never replaced; the previous output is removed instead of kept.
    @Test func aSpareWithoutTheMarkerIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        try directory.write(["notes/.out.spare/precious.txt": "precious"])
        let writer = SiteWriter(output: directory.path("notes/out"), displayPath: "out")
        #expect(writer.write(SpareTests.site(["index.html": "one"])) == nil)
        let staging = try writer.begin()
        #expect(!staging.recycled)
        staging.put("index.html", Data("two".utf8))
        #expect(staging.commit() == nil)
        #expect(readTree(directory.path("notes/.out.spare")) == SpareTests.site(["precious.txt": "precious"]))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path("notes").path).sorted() == [
                ".out.spare", "out",
            ])
    }
}
