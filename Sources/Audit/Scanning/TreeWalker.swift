import Diagnostics
import FileTree
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The kind of file the audit reads, by extension.
enum SourceKind: Sendable, Hashable {
    case swift
    case objectiveC
    case plist
    case pbxproj
}

/// One file to audit: its path relative to the audited folder (`/` separators) and its kind.
struct SourceFile: Sendable, Hashable {
    var relativePath: String
    var url: URL
    var kind: SourceKind
}

/// Lists the files the audit reads. Build products and dependency checkouts (`.build`, `Pods`,
/// `Carthage`, `DerivedData`), hidden entries and excluded paths are skipped; a folder reached
/// twice (a symlink loop, or a second link to the same folder) is walked once.
struct TreeWalker {
    /// Folder names never entered.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm"]

    let excludes: [NSRegularExpression]

    /// Files sorted by relative path, and the entries that could not be listed.
    func walk(root: URL) -> (files: [SourceFile], problems: [AuditProblem]) {
        var files: [SourceFile] = []
        var problems: [AuditProblem] = []
        var seenFolders = Set<FileIdentity>()
        var seenFiles = Set<FileIdentity>()
        let rootPath = root.standardizedFileURL.path
        // Links are followed only to places inside the audited folder (the build's `link-outside` rule).
        let realRoot = FileTree.realPath(rootPath) ?? rootPath
        guard let rootIdentity = FileIdentity(path: rootPath) else {
            return (
                [],
                [
                    AuditProblem(
                        file: ".", message: "cannot read the folder \(rootPath): \(String(cString: strerror(errno)))")
                ]
            )
        }
        seenFolders.insert(rootIdentity)
        var tree = FileTree()
        tree.sortsNames = true
        tree.readsStatus = false
        tree.walk(rootPath) { event in
            switch event {
            case .unlistable(let relative, _, let code):
                problems.append(
                    AuditProblem(
                        file: relative.isEmpty ? "." : relative,
                        message: "cannot list this folder: \(FileTreeError(code)); it was not audited"))
                return false
            case .undecodableName(let path, _, _):
                problems.append(
                    AuditProblem(
                        file: path,
                        message: "this name is not valid UTF-8, so it was not audited; rename it to UTF-8",
                        code: .ioError))
                return false
            case .unexaminable:
                return false
            case .entry(let entry):
                let (name, path, full) = (entry.name, entry.relativePath, entry.path)
                if name.hasPrefix(".") || isExcluded(path) { return false }
                if entry.kind == .symbolicLink {
                    guard let target = FileTree.realPath(full) else { return false }
                    guard FileTree.isInside(target, root: realRoot) else {
                        problems.append(
                            AuditProblem(
                                file: path,
                                message:
                                    "is a symbolic link to \(target), outside the audited folder, so it was not read; audit that folder itself if it belongs to the app",
                                code: .linkOutside))
                        return false
                    }
                }
                // `stat` follows symlinks: a link is audited as what it points to. A dangling link
                // or one that loops onto itself fails here and is skipped.
                guard let identity = FileIdentity(path: full) else { return false }
                if identity.isDirectory {
                    if Self.skippedFolders.contains(name) { return false }
                    if name.hasSuffix(".xcodeproj") {
                        let project = full + "/project.pbxproj"
                        if let fileIdentity = FileIdentity(path: project), !fileIdentity.isDirectory,
                            seenFiles.insert(fileIdentity).inserted
                        {
                            files.append(
                                SourceFile(
                                    relativePath: path + "/project.pbxproj", url: URL(fileURLWithPath: project),
                                    kind: .pbxproj))
                        }
                        return false
                    }
                    // Asset catalogs and workspaces hold no code and no Info.plist.
                    if name.hasSuffix(".xcassets") || name.hasSuffix(".xcworkspace") { return false }
                    return seenFolders.insert(identity).inserted
                }
                guard let kind = Self.kind(of: name), seenFiles.insert(identity).inserted else { return false }
                files.append(SourceFile(relativePath: path, url: URL(fileURLWithPath: full), kind: kind))
                return false
            }
        }
        files.sort { $0.relativePath < $1.relativePath }
        return (files, problems)
    }

    /// The path with every link resolved, or nil (a dangling link, a loop).
    static func realPath(_ path: String) -> String? { FileTree.realPath(path) }

    private func isExcluded(_ path: String) -> Bool {
        guard !excludes.isEmpty else { return false }
        let range = NSRange(path.startIndex..., in: path)
        return excludes.contains { $0.firstMatch(in: path, range: range) != nil }
    }

    /// The kind of an audited file, or nil for files the audit does not read.
    static func kind(of name: String) -> SourceKind? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "swift": return .swift
        case "m", "mm", "h": return .objectiveC
        case "plist": return .plist
        default: return nil
        }
    }
}

/// A file's device and inode, so a file or folder reached through two paths counts once.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
    var isDirectory: Bool

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    }
}
