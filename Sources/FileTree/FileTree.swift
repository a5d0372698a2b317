#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One walk of a folder tree, the one every reader of a folder uses (content, templates' callers,
/// `serve`'s watcher, `check`, `audit`): each folder is listed with one descriptor, closed before
/// its subfolders are opened (a walk holds at most one, however deep the tree); entries are
/// examined with `fstatat` relative to that descriptor; names are read as bytes (a name that is
/// not UTF-8 is an event, not a guess); every failure is an event with the system's error code,
/// never an exception or a silent gap.
///
/// The walk does not decide what to read: the caller's `visit` sees every entry (hidden ones too)
/// and answers whether to enter a folder, or a symbolic link to one; it applies its own rules to
/// links (`realPath`, `isInside`), hidden names and stamps. Folders are entered depth-first, each
/// folder's entries reported before its subfolders' (in name order with `sortsNames`).
public struct FileTree: Sendable {
    #if canImport(Glibc)
        public typealias FolderHandle = OpaquePointer
    #else
        public typealias FolderHandle = UnsafeMutablePointer<DIR>
    #endif

    public enum Kind: Sendable, Equatable {
        case file, folder, symbolicLink
        /// A pipe, socket or device.
        case other
    }

    /// An entry of a listed folder.
    public struct Entry {
        /// The path below the walked root, `/`-separated.
        public let relativePath: String
        public let name: String
        /// The root's path and `relativePath` joined.
        public let path: String
        /// What the entry itself is (a symbolic link is not followed).
        public let kind: Kind
        /// The entry's own `lstat`, when the walk read it: always with `readsStatus`, otherwise only
        /// where the folder listing did not tell the kind.
        public let status: stat?
        /// How many folders below the root the entry is (an entry of the root is at depth 0).
        public let depth: Int
    }

    public enum Event {
        case entry(Entry)
        /// A folder (`relativePath` "" is the root) that could not be opened or read to the end,
        /// with the system's error code; what it holds is unknown, not absent.
        case unlistable(relativePath: String, path: String, code: Int32)
        /// An entry whose name is not UTF-8: its path shown with each byte outside ASCII as
        /// `\xFF`, the relative path of its folder, and its name's bytes. It is not examined further.
        case undecodableName(relativePath: String, folder: String, name: [UInt8])
        /// An entry that was listed but could not be examined (`fstatat` failed: it vanished, or
        /// the system refused), with the error code.
        case unexaminable(relativePath: String, path: String, code: Int32)
    }

    /// Folders more than this many levels below the root are not opened.
    public var maximumDepth = Int.max
    /// `lstat` every entry; without, an entry's kind comes from the listing where the file system
    /// tells it (no system call per file).
    public var readsStatus = true
    /// Reports each folder's entries in byte order of their names.
    public var sortsNames = false
    /// Opens a folder for listing (`opendir`: nil and `errno` on failure); tests replace it to fail
    /// the way a process out of descriptors does.
    public var openFolder: @Sendable (String) -> FolderHandle? = { opendir($0) }

    public init() {}

    /// Walks the tree under `root` (a folder's path). `visit` sees each event in order and returns
    /// whether to enter the entry just reported: a folder, or a symbolic link the caller followed
    /// to a folder (the answer is ignored for other events and kinds).
    public func walk(_ root: String, visit: (Event) -> Bool) {
        // Folders still to list, the next one last: (path, relative path, depth of its entries).
        var pending: [(path: String, relative: String, depth: Int)] = [(root, "", 0)]
        while let folder = pending.popLast() {
            var entered: [(path: String, relative: String, depth: Int)] = []
            for event in list(folder.path, relative: folder.relative, depth: folder.depth) {
                guard visit(event), case .entry(let entry) = event else { continue }
                guard entry.kind == .folder || entry.kind == .symbolicLink, entry.depth + 1 <= maximumDepth else {
                    continue
                }
                entered.append((entry.path, entry.relativePath, entry.depth + 1))
            }
            pending.append(contentsOf: entered.reversed())
        }
    }

    /// The events of one folder's entries, read with one descriptor that is closed on return.
    private func list(_ path: String, relative: String, depth: Int) -> [Event] {
        guard DescriptorBudget.take() else { return [.unlistable(relativePath: relative, path: path, code: EMFILE)] }
        guard let directory = openFolder(path) else {
            let code = errno
            DescriptorBudget.giveBack()
            return [.unlistable(relativePath: relative, path: path, code: code)]
        }
        defer {
            closedir(directory)
            DescriptorBudget.giveBack()
        }
        let descriptor = dirfd(directory)
        var found: [(name: [UInt8], type: UInt8)] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { return [.unlistable(relativePath: relative, path: path, code: errno)] }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            found.append((name, entry.pointee.d_type))
        }
        if sortsNames { found.sort { $0.name.lexicographicallyPrecedes($1.name) } }
        var events: [Event] = []
        events.reserveCapacity(found.count)
        for (bytes, type) in found {
            guard let name = String(validating: bytes, as: UTF8.self) else {
                let shown = Self.shown(bytes)
                events.append(
                    .undecodableName(
                        relativePath: relative.isEmpty ? shown : relative + "/" + shown, folder: relative, name: bytes))
                continue
            }
            let child = relative.isEmpty ? name : relative + "/" + name
            let childPath = path + "/" + name
            var kind: Kind?
            if !readsStatus {
                switch Int32(type) {
                case Int32(DT_REG): kind = .file
                case Int32(DT_DIR): kind = .folder
                case Int32(DT_LNK): kind = .symbolicLink
                case Int32(DT_UNKNOWN): kind = nil
                default: kind = .other
                }
            }
            var status: stat?
            if kind == nil {
                var info = stat()
                guard fstatat(descriptor, bytes.map { CChar(bitPattern: $0) } + [0], &info, AT_SYMLINK_NOFOLLOW) == 0
                else {
                    events.append(.unexaminable(relativePath: child, path: childPath, code: errno))
                    continue
                }
                status = info
                kind = Self.kind(of: info)
            }
            events.append(
                .entry(
                    Entry(
                        relativePath: child, name: name, path: childPath, kind: kind ?? .other, status: status,
                        depth: depth)))
        }
        return events
    }

    /// The kind a `stat` says.
    public static func kind(of info: stat) -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// What a symbolic link (or any path) leads to: its `stat` with links followed, or the error code.
    public static func followed(_ path: String) -> Result<stat, FileTreeError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(FileTreeError(errno)) }
        return .success(info)
    }

    /// The path with every link resolved, or nil (a dangling link, a loop).
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `target` (a real path) is `root` (a real path) or below it.
    public static func isInside(_ target: String, root: String) -> Bool {
        target == root || target.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// A name's bytes with each byte outside ASCII as `\xFF`.
    public static func shown(_ bytes: [UInt8]) -> String {
        bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
    }
}

/// A system error code, described in the system's words (`strerror`).
public struct FileTreeError: Error, Sendable, Equatable, CustomStringConvertible {
    public var code: Int32
    public init(_ code: Int32) { self.code = code }
    public var description: String { String(cString: strerror(code)) }
}
