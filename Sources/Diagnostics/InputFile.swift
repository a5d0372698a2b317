import FileTree
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the files a build takes as input (content, templates, theme assets), which may come from
/// an untrusted pull request: a symbolic link is followed only when its target is inside the folder
/// being read, only regular files are read, text files have a size cap, and every failure names
/// the operating system's reason.
public enum InputFile {
    /// The most bytes a Markdown, YAML or template file may hold (assets have no cap).
    public static let maximumTextBytes = 16 << 20

    /// Why a file could not be read.
    public enum Failure: Error, Equatable {
        /// A symbolic link whose target (given) is outside the folder.
        case outsideFolder(target: String)
        /// Larger than the cap (its size in bytes).
        case tooLarge(bytes: Int)
        /// Not a regular file (a folder, FIFO, socket or device).
        case notRegularFile
        /// The system call failed with this `errno`.
        case system(Int32)
    }

    /// The real path of `folder` (links resolved), which the targets of links are compared with;
    /// nil when it cannot be resolved.
    public static func realFolder(_ folder: String) -> String? {
        guard let resolved = realpath(folder, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `resolved` (a real path) is `root` or inside it.
    public static func isInside(_ resolved: String, root: String) -> Bool {
        resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Where the link at `path` leads when its target is outside `root`, nil when it stays inside
    /// (or cannot be resolved, which the read then reports).
    public static func escapingTarget(ofLink path: String, root: String) -> String? {
        guard let target = realFolder(path) else { return nil }
        return isInside(target, root: root) ? nil : target
    }

    /// The bytes of the file at `path` below the folder whose real path is `root`. The last
    /// component is opened without following links; a link is followed only when its target
    /// resolves inside `root`. `limit`: the most bytes accepted (nil: no cap).
    public static func read(_ path: String, root: String, limit: Int? = maximumTextBytes) -> Result<Data, Failure> {
        // Non-blocking, so that opening a FIFO does not wait for a writer (it is rejected below).
        var descriptor = DescriptorBudget.open { open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
        if descriptor < 0 && errno == ELOOP {
            guard let target = realFolder(path) else { return .failure(.system(errno)) }
            guard isInside(target, root: root) else { return .failure(.outsideFolder(target: target)) }
            descriptor = DescriptorBudget.open { open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        }
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { DescriptorBudget.close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile) }
        let size = Int(info.st_size)
        if let limit, size > limit { return .failure(.tooLarge(bytes: size)) }
        // The size `fstat` gave, at most (bytes appended meanwhile are left for the next build).
        var data = Data(count: size)
        var count = 0
        while count < size {
            let read = data.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, size - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            if read == 0 { break }
            count += read
        }
        if count < size { data.count = count }
        return .success(data)
    }

    /// What is at `path` when it is not a folder, for messages such as "'Content' is a file, not a
    /// folder": "does not exist", or what kind of thing it is.
    public static func describe(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? "does not exist" : "cannot be read (\(reason(errno)))"
        }
        var kind = info.st_mode & S_IFMT
        var prefix = ""
        if kind == S_IFLNK {
            guard stat(path, &info) == 0 else { return "is a symbolic link to nothing (\(reason(errno)))" }
            kind = info.st_mode & S_IFMT
            prefix = "is a symbolic link to "
        } else {
            prefix = "is "
        }
        switch kind {
        case S_IFDIR: return prefix + "a folder"
        case S_IFREG: return prefix + "a file, not a folder"
        case S_IFIFO: return prefix + "a named pipe, not a folder"
        case S_IFSOCK: return prefix + "a socket, not a folder"
        case S_IFCHR, S_IFBLK: return prefix + "a device, not a folder"
        default: return prefix + "not a folder"
        }
    }

    /// A file found by `listFiles`: its path relative to the listed folder and, when the listing
    /// read it, its `stat` (the link's target's for a symbolic link).
    public struct Listed {
        public let path: String
        public let status: stat?
    }

    /// The regular files below `folder` (paths relative to it, sorted; hidden files and folders
    /// skipped; at most 64 levels deep), walked with `FileTree`. A symbolic link to a file is listed
    /// when its target is inside `root` (the real path of the folder being read) and reported
    /// (`link-outside`) otherwise; a link that leads nowhere is reported (`io-error`); links to
    /// folders are not entered. A folder that cannot be read, or an entry that cannot be examined,
    /// is reported (`io-error` with the system's reason) instead of looking empty, and a name that
    /// is not UTF-8 is reported (`invalid-utf8`) instead of being skipped. `display` names `folder`
    /// in diagnostics; `folderName` the folder `root` is (e.g. `Templates`). With `stamps`, every
    /// file's `stat` is read and returned; without, a file's kind comes from the listing where the
    /// file system tells it.
    public static func listFiles(
        in folder: String, display: String, root: String, folderName: String, stamps: Bool = false
    ) -> (files: [Listed], problems: [Diagnostic]) {
        var files: [Listed] = []
        var problems: [Diagnostic] = []
        func shown(_ relative: String) -> String { relative.isEmpty ? display : display + "/" + relative }
        var tree = FileTree()
        tree.maximumDepth = 63
        tree.readsStatus = stamps
        tree.walk(folder) { event in
            switch event {
            case .unlistable(let relative, _, let code):
                problems.append(
                    .error(
                        .ioError, "cannot read folder: \(reason(code))", at: .file(shown(relative)),
                        hint: "check the folder's permissions and the limit on open files (ulimit -n), then build again"
                    ))
            case .unexaminable(let relative, _, let code):
                // An entry removed between the listing and its examination is simply gone.
                if code != ENOENT, !isHidden(relative) {
                    problems.append(
                        .error(
                            .ioError, "cannot read file: \(reason(code))", at: .file(shown(relative)),
                            hint: "check the file's permissions, then build again"))
                }
            case .undecodableName(let relative, _, _):
                if !isHidden(relative) {
                    problems.append(
                        .error(
                            .invalidUTF8, "file name is not valid UTF-8; it was not read", at: .file(shown(relative)),
                            hint: "rename it with a UTF-8 name (each \\xFF stands for a byte that is not UTF-8)"))
                }
            case .entry(let entry):
                if entry.name.hasPrefix(".") { return false }
                switch entry.kind {
                case .folder:
                    return true
                case .file:
                    files.append(Listed(path: entry.relativePath, status: entry.status))
                case .symbolicLink:
                    let display = shown(entry.relativePath)
                    if let target = escapingTarget(ofLink: entry.path, root: root) {
                        problems.append(
                            diagnostic(.outsideFolder(target: target), display: display, folder: folderName))
                        return false
                    }
                    switch FileTree.followed(entry.path) {
                    case .failure(let error):
                        errno = error.code  // the reason `brokenLink` gives
                        problems.append(brokenLink(entry.path, display: display, folder: folderName))
                    case .success(let info):
                        // Links to folders are not followed.
                        if FileTree.kind(of: info) == .file {
                            files.append(Listed(path: entry.relativePath, status: info))
                        }
                    }
                case .other:
                    break
                }
            }
            return false
        }
        return (files.sorted { $0.path < $1.path }, problems)
    }

    /// Whether the last component of a relative path is hidden (starts with a dot).
    private static func isHidden(_ relative: String) -> Bool {
        relative.split(separator: "/").last?.hasPrefix(".") ?? false
    }

    /// A symbolic link whose target cannot be reached (missing, or a loop) is an error: the file
    /// it stood for would otherwise vanish from the site without a word.
    public static func brokenLink(_ path: String, display: String, folder: String) -> Diagnostic {
        let code = errno
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        let target = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
        return .error(
            .ioError, "cannot read file: symbolic link to '\(target)' leads nowhere (\(reason(code)))",
            at: .file(display), hint: "make the link point to an existing file inside '\(folder)', or remove it")
    }

    /// The operating system's text for `code`, e.g. "Too many open files".
    public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// The diagnostic for a file that could not be read. `display` names the file; `folder` is how
    /// its folder is named to the user (e.g. `Content`).
    public static func diagnostic(_ failure: Failure, display: String, folder: String) -> Diagnostic {
        switch failure {
        case .outsideFolder(let target):
            return .error(
                .linkOutside, "symbolic link points outside '\(folder)' (to '\(target)'); it was not read",
                at: .file(display), hint: "copy the file into '\(folder)', or make the link point inside it")
        case .tooLarge(let bytes):
            return .error(
                .fileTooLarge,
                "file holds \(bytes) bytes; an input file may hold at most \(maximumTextBytes >> 20) MiB",
                at: .file(display), hint: "split it into smaller files")
        case .notRegularFile:
            return .error(
                .ioError, "cannot read file: not a regular file", at: .file(display),
                hint: "replace it with a regular file, or remove it")
        case .system(let code):
            return .error(
                .ioError, "cannot read file: \(reason(code))", at: .file(display),
                hint: "check the file's permissions and the limit on open files (ulimit -n), then build again")
        }
    }
}
