import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Linux inotify watches on every folder under the watched roots. The watcher checks it every few
/// milliseconds (a non-blocking read of one descriptor, no file system walk), so a save is noticed
/// almost at once, and the events name the files that changed, so only those are looked at again
/// (a 10,000-page site has 10,000 files to stat in a full scan). Where inotify is not available (or
/// the watch limit is reached) the watcher falls back to scanning on its interval.
final class ChangeNotifier: @unchecked Sendable {
    private let descriptor: Int32
    private let roots: [String]
    private let lock = NSLock()
    /// The folder of each watch descriptor.
    private var folders: [Int32: String] = [:]
    /// Some folder could not be listed (e.g. too many open files), so folders under it may have
    /// no watch: until a later attempt succeeds, every check asks for a full scan.
    private var incomplete = false

    /// What the events read by `changes()` say.
    enum Changes: Equatable {
        case none
        /// These paths (files, or names in a watched folder) may have changed.
        case paths(Set<String>)
        /// A folder appeared, moved or went away, or events were lost: scan everything.
        case everything
    }

    /// Nil when inotify cannot be used here.
    init?(roots: [String]) {
        #if os(Linux)
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard fd >= 0 else { return nil }
            descriptor = fd
            self.roots = roots
            guard addWatches() else {
                close(fd)
                return nil
            }
        #else
            return nil
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Reads every pending event; true when any arrived. New folders get watches of their own.
    func drain() -> Bool {
        changes() != .none
    }

    /// Reads every pending event and says what they name. New folders get watches of their own.
    func changes() -> Changes {
        #if os(Linux)
            lock.lock()
            defer { lock.unlock() }
            var any = false
            var sawFolder = false
            var paths: Set<String> = []
            let size = 64 * 1024
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
            defer { buffer.deallocate() }
            while true {
                let count = read(descriptor, buffer, size)
                guard count > 0 else { break }
                any = true
                var offset = 0
                while offset < count {
                    let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    if event.mask & UInt32(IN_ISDIR) != 0 || event.mask & UInt32(IN_Q_OVERFLOW) != 0
                        || event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0
                    {
                        sawFolder = true
                    } else if event.len > 0, let folder = folders[event.wd] {
                        // The name is NUL-padded to `len` bytes.
                        let name = String(cString: (buffer + nameStart).assumingMemoryBound(to: CChar.self))
                        paths.insert(folder + "/" + name)
                    } else {
                        sawFolder = true
                    }
                    offset = nameStart + Int(event.len)
                }
            }
            if incomplete {
                _ = addWatches()
                return .everything
            }
            if sawFolder { _ = addWatches() }
            guard any else { return .none }
            return sawFolder ? .everything : .paths(paths)
        #else
            return .none
        #endif
    }

    /// Watches every folder under the roots (following no symlinks); false when none could be watched.
    @discardableResult
    private func addWatches() -> Bool {
        #if os(Linux)
            let mask =
                UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)
                | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
            var ok = false
            incomplete = false
            var pending = roots
            while let folder = pending.popLast() {
                let watch = inotify_add_watch(descriptor, folder, mask)
                if watch >= 0 {
                    folders[watch] = folder
                    ok = true
                }
                guard let directory = opendir(folder) else {
                    if errno != ENOENT && errno != ENOTDIR && errno != EACCES { incomplete = true }
                    continue
                }
                while let entry = readdir(directory) {
                    guard entry.pointee.d_type == UInt8(DT_DIR) else { continue }
                    let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                        pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                    }
                    if name.hasPrefix(".") { continue }
                    pending.append(folder + "/" + name)
                }
                closedir(directory)
            }
            return ok
        #else
            return false
        #endif
    }
}
