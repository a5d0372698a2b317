import FileTree
import Foundation

/// The spare: the previous output, kept beside the output as `.<output>.spare` after a swap and
/// taken as the next build's staging folder, whose files that build rewrites in place.
///
/// Rewriting a file keeps its inode; creating one allocates an inode, which on ext4 without a
/// journal scans past every inode freed in the last minutes (`recently_deleted`), so a site of
/// tens of thousands of files written just after the previous one was deleted spends most of its
/// build in the kernel. What the new build does not write is removed from the staging folder
/// before it is swapped in, so the output holds exactly the new build. Anything in the spare that
/// is not a plain file or folder of its own (a symbolic link, a file with other hard links, a
/// FIFO, a folder where a file goes) is removed and created anew, never written through. The spare
/// is only ever read by the build that takes it; deleting it costs the next build that speed-up.
extension SiteWriter {
    /// `.<output>.spare`, beside the output.
    var spare: URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).spare")
    }

    /// Moves the spare to `folder` (the new staging folder): true when there was one, a plain
    /// folder carrying the output marker, and the rename succeeded (only one of two builds
    /// starting at once gets it).
    func takeSpare(as folder: URL) -> Bool {
        var info = stat()
        guard lstat(spare.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
            lstat(spare.appendingPathComponent(SiteWriter.markerName).path, &info) == 0,
            info.st_mode & S_IFMT == S_IFREG,
            rename(spare.path, folder.path) == 0
        else { return false }
        chmod(folder.path, 0o755)
        return true
    }

    /// Keeps `folder` (a retired output, or a recycled staging folder of a failed build) as the
    /// spare: false when it could not be (another build's spare is already there), and the caller
    /// removes it.
    func keepAsSpare(_ folder: URL) -> Bool {
        rename(folder.path, spare.path) == 0
    }
}

extension SiteWriter.Staging {
    /// Opens the site-relative file `relative` (at `file`, named `name` in the folder `parent` is
    /// a descriptor of, -1: by path) of a recycled staging folder for writing from its start, with
    /// its size (the caller cuts it to what it wrote). An existing plain file of one link is
    /// reused; anything else there is removed first.
    ///
    /// Not opened with `O_TRUNC`: ext4 flushes a file truncated to nothing when it is closed
    /// (`auto_da_alloc`, which guards the replace-by-truncate pattern), so every reused file would
    /// be written to the disk by the build's own threads, which then wait for it.
    func reuse(_ relative: String, _ file: String, in parent: Int32, name: String) throws -> (Int32, Int) {
        lock.lock()
        written.insert(relative)
        let isOwnFolder = directories[relative] != nil
        lock.unlock()
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
        let descriptor = DescriptorBudget.open {
            parent >= 0 ? openat(parent, name, flags, 0o644) : open(file, flags, 0o644)
        }
        if descriptor >= 0 {
            var info = stat()
            if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1 {
                if info.st_mode & 0o7777 != 0o644 { fchmod(descriptor, 0o644) }
                return (descriptor, Int(info.st_size))
            }
            DescriptorBudget.close(descriptor)
        } else {
            // A symbolic link (ELOOP), a folder (EISDIR), a FIFO without a reader (ENXIO): removed,
            // unless the folder is one this build made (a file and a folder of the same path).
            let code = errno
            guard code == ELOOP || code == ENXIO || (code == EISDIR && !isOwnFolder) else {
                throw SiteWriter.WriteError(path: file, code: code)
            }
        }
        try SiteWriter.removeEntry(name, in: parent, path: file)
        return (try SiteWriter.create(file, in: parent, name: name), 0)
    }

    /// After `mkdir` of the site-relative folder `relative` (at `path`, named `name` in the folder
    /// `parent` is a descriptor of, -1: by path) failed with `EEXIST` in a recycled staging folder:
    /// keeps a plain folder, and replaces anything else with one, unless it is a file this build
    /// wrote (then the site has a file and a folder of the same path, reported as `ENOTDIR`).
    /// Called with `lock` held.
    func keepFolder(_ relative: String, _ path: String, in parent: Int32, name: String) throws {
        var info = stat()
        let found = parent >= 0 ? fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) : lstat(path, &info)
        if found == 0, info.st_mode & S_IFMT == S_IFDIR {
            if info.st_mode & 0o7777 != 0o755 { chmod(path, 0o755) }
            return
        }
        guard !written.contains(relative) else { throw SiteWriter.WriteError(path: path, code: ENOTDIR) }
        try SiteWriter.removeEntry(name, in: parent, path: path)
        let made = parent >= 0 ? mkdirat(parent, name, 0o755) : mkdir(path, 0o755)
        if made != 0 { throw SiteWriter.WriteError(path: path, code: errno) }
    }

    /// Removes every entry of a recycled staging folder that this build did not write: files not
    /// in `written`, folders not in `folders` (with all they hold). The marker is written next.
    func removeUnwritten(keeping folders: Set<String>) throws {
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folderPath : folderPath + "/" + relative
            let descriptor = DescriptorBudget.open { open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            guard descriptor >= 0 else { throw SiteWriter.WriteError(path: path, code: errno) }
            defer { DescriptorBudget.close(descriptor) }
            var stale: [SiteWriter.Entry] = []
            for entry in try SiteWriter.entries(descriptor, path: path) {
                guard let name = entry.name else {
                    stale.append(entry)
                    continue
                }
                let child = relative.isEmpty ? name : relative + "/" + name
                if relative.isEmpty, name == SiteWriter.markerName { continue }
                if entry.isFolder ? !folders.contains(child) : !written.contains(child) {
                    stale.append(entry)
                } else if entry.isFolder {
                    pending.append(child)
                }
            }
            for entry in stale {
                try SiteWriter.removeEntry(entry.raw, in: descriptor, path: path + "/" + (entry.name ?? "?"))
            }
        }
    }
}

extension SiteWriter {
    /// One entry of a folder: its name as the file system has it (NUL-terminated bytes), the
    /// name as a string (nil when it is not UTF-8: no path the generator writes), and whether
    /// it is a folder (not following symbolic links).
    struct Entry {
        var raw: [CChar]
        var name: String?
        var isFolder: Bool
    }

    /// The entries of the open folder `descriptor` (at `path`; the descriptor stays open).
    static func entries(_ descriptor: Int32, path: String) throws -> [Entry] {
        // The copy is a descriptor like any other open: it comes from the budget.
        let copy = DescriptorBudget.open { dup(descriptor) }
        guard copy >= 0, let folder = fdopendir(copy) else {
            let code = errno
            if copy >= 0 { DescriptorBudget.close(copy) }
            throw WriteError(path: path, code: code)
        }
        defer {
            closedir(folder)
            DescriptorBudget.giveBack()
        }
        var found: [Entry] = []
        while let entry = readdir(folder) {
            let raw = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: $0.pointee)) { name in
                    Array(UnsafeBufferPointer(start: name, count: strlen(name) + 1))
                }
            }
            if raw == [46, 0] || raw == [46, 46, 0] { continue }  // "." and ".."
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = fstatat(descriptor, raw, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
            let name = raw.withUnsafeBufferPointer { String(validatingCString: $0.baseAddress!) }
            found.append(Entry(raw: raw, name: name, isFolder: isFolder))
        }
        return found
    }

    /// Removes the entry `name` (NUL-terminated) of the folder `parent` is a descriptor of (-1:
    /// by `path`), a folder with everything it holds, without following symbolic links. A
    /// missing entry is not an error.
    static func removeEntry(_ name: [CChar], in parent: Int32, path: String) throws {
        let removed = parent >= 0 ? unlinkat(parent, name, 0) : unlink(path)
        if removed == 0 || errno == ENOENT { return }
        guard errno == EISDIR || errno == EPERM else { throw WriteError(path: path, code: errno) }
        let folder = DescriptorBudget.open {
            parent >= 0
                ? openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                : open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard folder >= 0 else { throw WriteError(path: path, code: errno) }
        do {
            for child in try entries(folder, path: path) {
                try removeEntry(child.raw, in: folder, path: path + "/" + (child.name ?? "?"))
            }
        } catch {
            DescriptorBudget.close(folder)
            throw error
        }
        DescriptorBudget.close(folder)
        let gone = parent >= 0 ? unlinkat(parent, name, AT_REMOVEDIR) : rmdir(path)
        if gone != 0, errno != ENOENT { throw WriteError(path: path, code: errno) }
    }

    /// `removeEntry` of a name given as a string.
    static func removeEntry(_ name: String, in parent: Int32, path: String) throws {
        try removeEntry(Array(name.utf8CString), in: parent, path: path)
    }
}
