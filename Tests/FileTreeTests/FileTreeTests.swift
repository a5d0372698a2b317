import FileTree
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one directory walker: every entry and every failure is an event, names are bytes, links are
/// reported as links (the caller follows them), and no descriptor is held while the caller looks.
@Suite struct FileTreeTests {
    /// A scratch folder, removed when the test ends.
    final class Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("file-tree-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ relative: String) throws {
            let url = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }

        func link(_ relative: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
        }
    }

    /// Every event as text, entering every folder (not links).
    static func events(_ root: String, _ configure: (inout FileTree) -> Void = { _ in }) -> [String] {
        var tree = FileTree()
        tree.sortsNames = true
        configure(&tree)
        var events: [String] = []
        tree.walk(root) { event in
            switch event {
            case .entry(let entry):
                events.append("\(entry.kind) \(entry.relativePath) @\(entry.depth)")
                return entry.kind == .folder
            case .unlistable(let relative, _, let code):
                events.append("unlistable '\(relative)' \(FileTreeError(code))")
            case .undecodableName(let relative, let folder, let name):
                events.append("undecodable \(relative) in '\(folder)' \(name)")
            case .unexaminable(let relative, _, let code):
                events.append("unexaminable \(relative) \(FileTreeError(code))")
            }
            return false
        }
        return events
    }

    @Test func everyEntryIsReportedFolderByFolderInNameOrder() throws {
        let folder = try Folder()
        try folder.file("b.txt")
        try folder.file(".hidden")
        try folder.file("a/z.md")
        try folder.file("a/deep/x.md")
        try folder.file("c/y.md")
        try folder.link("to-a", to: "a")
        try folder.link("dangling", to: "nowhere")
        #expect(
            Self.events(folder.path) == [
                "file .hidden @0", "folder a @0", "file b.txt @0", "folder c @0", "symbolicLink dangling @0",
                "symbolicLink to-a @0", "folder a/deep @1", "file a/z.md @1", "file a/deep/x.md @2", "file c/y.md @1",
            ])
    }

    @Test func theKindComesFromTheListingOrFromStatusAlike() throws {
        let folder = try Folder()
        try folder.file("f")
        try folder.file("d/g")
        try folder.link("l", to: "f")
        mkfifo(folder.path + "/pipe", 0o644)
        let withStatus = Self.events(folder.path)
        let fromListing = Self.events(folder.path) { $0.readsStatus = false }
        #expect(withStatus == ["folder d @0", "file f @0", "symbolicLink l @0", "other pipe @0", "file d/g @1"])
        #expect(fromListing == withStatus)
    }

    @Test func folderDepthIsBounded() throws {
        let folder = try Folder()
        try folder.file("1/2/3/f")
        #expect(
            Self.events(folder.path) { $0.maximumDepth = 2 } == ["folder 1 @0", "folder 1/2 @1", "folder 1/2/3 @2"])
    }

    @Test func aNameThatIsNotUTF8IsAnEventWithItsBytesShown() throws {
        let folder = try Folder()
        try folder.file("sub/a")
        let name = Array((folder.path + "/sub/p").utf8) + [0xFF] + Array(".md".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(
            Self.events(folder.path) == [
                "folder sub @0", "file sub/a @1", "undecodable sub/p\\xFF.md in 'sub' [112, 255, 46, 109, 100]",
            ])
    }

    /// A folder that cannot be opened (here: as when no descriptor is left) is an event with the
    /// system's reason, and the walk goes on with the others.
    @Test func aFolderThatCannotBeOpenedIsAnEvent() throws {
        let folder = try Folder()
        try folder.file("a/f")
        try folder.file("b/g")
        let failing = folder.path + "/a"
        let events = Self.events(folder.path) { tree in
            tree.openFolder = { path in
                if path == failing {
                    errno = EMFILE
                    return nil
                }
                return opendir(path)
            }
        }
        #expect(events == ["folder a @0", "folder b @0", "unlistable 'a' Too many open files", "file b/g @1"])
    }

    @Test func aMissingRootIsAnEvent() {
        #expect(Self.events("/nonexistent-\(UUID().uuidString)") == ["unlistable '' No such file or directory"])
    }

    /// The caller follows a link and enters it when it leads to a folder.
    @Test func linksAreFollowedOnlyWhenTheCallerEntersThem() throws {
        let folder = try Folder()
        try folder.file("real/page.html")
        try folder.link("alias", to: "real")
        var tree = FileTree()
        tree.sortsNames = true
        var files: [String] = []
        tree.walk(folder.path) { event in
            guard case .entry(let entry) = event else { return false }
            if entry.kind == .file { files.append(entry.relativePath) }
            if entry.kind == .symbolicLink, case .success(let info) = FileTree.followed(entry.path) {
                return FileTree.kind(of: info) == .folder
            }
            return entry.kind == .folder
        }
        #expect(files == ["alias/page.html", "real/page.html"])
        let real = try #require(FileTree.realPath(folder.path + "/alias"))
        #expect(FileTree.isInside(real, root: FileTree.realPath(folder.path)!))
        #expect(!FileTree.isInside("/usr", root: FileTree.realPath(folder.path)!))
        #expect(FileTree.isInside("/usr", root: "/"))
        #expect(!FileTree.isInside(FileTree.realPath(folder.path)! + "-sibling", root: FileTree.realPath(folder.path)!))
    }

    /// Each folder's descriptor is closed before its entries are reported: however deep the tree,
    /// the walk holds no descriptor while the caller looks at an entry.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "needs /proc/self/fd"))
    func noDescriptorIsHeldWhileTheCallerLooks() throws {
        let folder = try Folder()
        try folder.file(Array(repeating: "d", count: 40).joined(separator: "/") + "/f")
        // Only descriptors of this tree count: tests running beside this one open their own.
        let tree = try #require(FileTree.realPath(folder.path))
        func openDescriptors() -> Int {
            let links = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return links.filter { link in
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + link)
                else { return false }
                return target == tree || target.hasPrefix(tree + "/")
            }.count
        }
        let before = openDescriptors()
        #expect(before == 0)
        var most = 0
        var entries = 0
        FileTree().walk(folder.path) { event in
            guard case .entry(let entry) = event else { return false }
            entries += 1
            most = max(most, openDescriptors())
            return entry.kind == .folder
        }
        #expect(entries == 41)
        #expect(most == before)
    }
}
