import FileTree
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why `--write` did not write (nothing was written when it says so).
public enum PlanWriteError: Error, Equatable, Sendable {
    /// The git work tree holding the folder has uncommitted changes under it (the paths, as
    /// `git status --porcelain` names them).
    case uncommittedChanges([String])
    /// A file the plan changes is not inside the folder (a link out of it, `..`).
    case outside(String)
    /// A file changed since the plan was made, or the file to create exists.
    case changedSincePlanned(String)
    /// The system refused a read or write (the file, the reason). Files written before it stay written.
    case io(String, String)

    public var message: String {
        switch self {
        case .uncommittedChanges(let paths):
            let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
            return
                "the folder has uncommitted changes (\(paths.count) in git status: \(shown)); commit or stash them first so the migration can be reviewed and undone, or pass --force"
        case .outside(let file): return "\(file) is not inside the migrated folder, so it was not written"
        case .changedSincePlanned(let file):
            return "\(file) changed while the migration was planned, so nothing was written; run migrate again"
        case .io(let file, let reason): return "cannot write \(file): \(reason)"
        }
    }
}

/// Applies a plan's edits in place: each file is written to a temporary file beside it and renamed
/// over it (a reader sees the old or the new text, never a part), keeping its permissions. Every
/// file is checked before the first is written: inside `root` (links resolved), unchanged since the
/// plan read it, the file to create still absent.
public struct PlanWriter: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// The paths `git status` reports as changed or untracked under `root`, or [] when `root` is
    /// not in a git work tree (or git is not installed).
    public func uncommittedChanges() -> [String] {
        guard let git = Self.git else { return [] }
        let inside = Self.run(git, ["-C", root.path, "rev-parse", "--is-inside-work-tree"])
        guard inside.status == 0, inside.output.trimmingCharacters(in: .whitespacesAndNewlines) == "true" else {
            return []
        }
        let status = Self.run(git, ["-C", root.path, "status", "--porcelain", "--untracked-files=all", "--", "."])
        return status.output.split(separator: "\n").map { String($0.dropFirst(3)) }
    }

    /// Writes the plan's files; with `force` false, refuses a git tree with uncommitted changes.
    public func write(_ plan: MigrationPlan, force: Bool) throws(PlanWriteError) {
        if !force {
            let changes = uncommittedChanges()
            if !changes.isEmpty { throw .uncommittedChanges(changes) }
        }
        let realRoot = FileTree.realPath(root.standardizedFileURL.path) ?? root.standardizedFileURL.path
        var targets: [(edit: FileEdit, path: String)] = []
        for edit in plan.edits {
            let components = edit.file.split(separator: "/", omittingEmptySubsequences: false)
            guard !components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
                throw .outside(edit.file)
            }
            let full = root.appendingPathComponent(edit.file).path
            if let original = edit.original {
                guard let target = FileTree.realPath(full), FileTree.isInside(target, root: realRoot) else {
                    throw .outside(edit.file)
                }
                guard let data = FileManager.default.contents(atPath: target),
                    String(decoding: data, as: UTF8.self) == original
                else { throw .changedSincePlanned(edit.file) }
                targets.append((edit, target))
            } else {
                let folder = (full as NSString).deletingLastPathComponent
                guard let realFolder = FileTree.realPath(folder), FileTree.isInside(realFolder, root: realRoot) else {
                    throw .outside(edit.file)
                }
                var info = stat()
                guard lstat(full, &info) != 0 else { throw .changedSincePlanned(edit.file) }
                targets.append((edit, realFolder + "/" + (full as NSString).lastPathComponent))
            }
        }
        for (edit, path) in targets {
            try Self.replace(path, with: Data(edit.updated.utf8), display: edit.file, creating: edit.original == nil)
        }
    }

    /// Writes `data` to a temporary file in `path`'s folder and renames it to `path`.
    private static func replace(_ path: String, with data: Data, display: String, creating: Bool) throws(PlanWriteError)
    {
        var mode: mode_t = 0o644
        var info = stat()
        if !creating, stat(path, &info) == 0 { mode = info.st_mode & 0o7777 }
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/.\((path as NSString).lastPathComponent).scenedocs-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .io(display, String(cString: strerror(errno))) }
        var failure: String?
        do {
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: data)
        } catch {
            failure = (error as NSError).localizedDescription
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil, fchmodat(AT_FDCWD, temporary, mode, 0) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .io(display, failure)
        }
    }

    static let git: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { $0 + "/git" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    private static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (-1, "")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
