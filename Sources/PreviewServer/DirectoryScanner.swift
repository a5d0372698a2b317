import FileTree
import Foundation

/// Modification time, size and inode of every file under some folders: comparing two scans tells
/// what changed. Polling is portable and, for a documentation source tree of a few hundred files,
/// costs well under a millisecond per scan.
struct DirectoryScanner: Sendable {
    struct Stamp: Hashable, Sendable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    typealias Fingerprint = [String: Stamp]

    typealias FolderHandle = FileTree.FolderHandle

    let roots: [String]
    /// Opens a folder for listing (`opendir`: nil and `errno` on failure); tests replace it to fail
    /// the way a process out of descriptors does.
    var openFolder: @Sendable (String) -> FolderHandle? = { opendir($0) }

    init(roots: [URL]) {
        self.roots = roots.map { $0.standardizedFileURL.path }
    }

    /// Every regular file under the roots (following symlinks to files, not into folders), skipping
    /// hidden files and editor backups that never affect a build.
    func scan() -> Fingerprint {
        checkedScan().fingerprint
    }

    /// `scan()`, and the first folder or file that could not be read for a reason that may pass
    /// (too many open files, no memory, an I/O error), as `path: reason`. Such a scan does not say
    /// what is on disk: files it missed are not gone. A folder or file that vanished during the
    /// walk, or that may not be read, is simply not there.
    func checkedScan() -> (fingerprint: Fingerprint, failure: String?) {
        var result: Fingerprint = [:]
        var failure: String?
        for root in roots { walk(root, into: &result, failure: &failure) }
        return (result, failure)
    }

    /// Errors that mean "not there (for us)" rather than "could not look".
    private static func isAbsence(_ code: Int32) -> Bool {
        code == ENOENT || code == ENOTDIR || code == EACCES || code == ELOOP || code == ENAMETOOLONG
    }

    private func walk(_ root: String, into result: inout Fingerprint, failure: inout String?) {
        var tree = FileTree()
        tree.maximumDepth = 31
        tree.openFolder = openFolder
        tree.walk(root) { event in
            switch event {
            case .unlistable(_, let path, let code), .unexaminable(_, let path, let code):
                if !DirectoryScanner.isAbsence(code) && failure == nil {
                    failure = "\(path): \(FileTreeError(code))"
                }
                return false
            case .undecodableName:
                return false
            case .entry(let entry):
                if DirectoryScanner.isIgnored(entry.name) { return false }
                switch entry.kind {
                case .folder:
                    return true
                case .file:
                    if let info = entry.status { result[entry.path] = DirectoryScanner.stamp(info) }
                case .symbolicLink:
                    // A link to a file counts as that file; links to folders are not followed (no loops).
                    if case .success(let info) = FileTree.followed(entry.path), FileTree.kind(of: info) == .file {
                        result[entry.path] = DirectoryScanner.stamp(info)
                    }
                case .other:
                    break
                }
                return false
            }
        }
    }

    /// `fingerprint` brought up to date for `paths` only (each a file that may have been written,
    /// created or removed): what a full `scan()` would say of them, without walking every folder.
    func update(_ fingerprint: inout Fingerprint, paths: Set<String>) {
        for path in paths {
            // Under a root, and no component of the path one a scan skips (hidden folders, backups…).
            guard let root = roots.first(where: { path.hasPrefix($0 + "/") }) else { continue }
            let components = path.dropFirst(root.count + 1).split(separator: "/", omittingEmptySubsequences: false)
            guard components.count <= 32,
                !components.contains(where: { $0.isEmpty || DirectoryScanner.isIgnored(String($0)) })
            else { continue }
            var info = stat()
            guard lstat(path, &info) == 0 else {
                fingerprint[path] = nil
                continue
            }
            var kind = info.st_mode & S_IFMT
            if kind == S_IFLNK {
                guard stat(path, &info) == 0 else {
                    fingerprint[path] = nil
                    continue
                }
                kind = info.st_mode & S_IFMT == S_IFREG ? S_IFREG : S_IFLNK
            }
            fingerprint[path] = kind == S_IFREG ? DirectoryScanner.stamp(info) : nil
        }
    }

    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || name.hasPrefix("#") || name == "4913"
    }

    private static func stamp(_ info: stat) -> Stamp {
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return Stamp(
            seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int64(info.st_size),
            inode: UInt64(info.st_ino))
    }

    /// Whether two scans differ; `among`: the only paths where they can (a scan brought up to date
    /// by `update` for those paths), or nil to compare them whole.
    static func differ(_ old: Fingerprint, _ new: Fingerprint, among paths: Set<String>?) -> Bool {
        guard let paths else { return old != new }
        return paths.contains { old[$0] != new[$0] }
    }

    /// What differs between two scans; `among`: the only paths where they can, or nil to compare
    /// them whole. A 10,000-file tree is then not gone through after each save.
    static func changes(from old: Fingerprint, to new: Fingerprint, among paths: Set<String>?) -> ChangeSet {
        guard let paths else { return changes(from: old, to: new) }
        var changes = ChangeSet()
        for path in paths {
            switch (old[path], new[path]) {
            case (nil, .some): changes.added.append(path)
            case (.some, nil): changes.removed.append(path)
            case (let before?, let after?) where before != after: changes.modified.append(path)
            default: break
            }
        }
        changes.added.sort()
        changes.modified.sort()
        changes.removed.sort()
        return changes
    }

    /// What differs between two scans.
    static func changes(from old: Fingerprint, to new: Fingerprint) -> ChangeSet {
        var changes = ChangeSet()
        for (path, stamp) in new {
            if let before = old[path] {
                if before != stamp { changes.modified.append(path) }
            } else {
                changes.added.append(path)
            }
        }
        changes.removed = old.keys.filter { new[$0] == nil }
        changes.added.sort()
        changes.modified.sort()
        changes.removed.sort()
        return changes
    }
}
