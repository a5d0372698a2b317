#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Linux inotify watches on every folder under the watched roots. The watcher checks it every few
/// milliseconds (a non-blocking read of one descriptor, no file system walk), so a save is noticed
/// almost at once and the folders are scanned only when something happened. Where inotify is not
/// available (or the watch limit is reached) the watcher falls back to scanning on its interval.
final class ChangeNotifier: @unchecked Sendable {
    private let descriptor: Int32
    private let roots: [String]
    private let lock = NSLock()

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
        #if os(Linux)
        lock.lock()
        defer { lock.unlock() }
        var any = false
        var sawFolder = false
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
                if event.mask & UInt32(IN_ISDIR) != 0 || event.mask & UInt32(IN_Q_OVERFLOW) != 0 { sawFolder = true }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
        if sawFolder { _ = addWatches() }
        return any
        #else
        return false
        #endif
    }

    /// Watches every folder under the roots (following no symlinks); false when none could be watched.
    @discardableResult
    private func addWatches() -> Bool {
        #if os(Linux)
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)
            | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
        var ok = false
        var pending = roots
        while let folder = pending.popLast() {
            if inotify_add_watch(descriptor, folder, mask) >= 0 {
                ok = true
            }
            guard let directory = opendir(folder) else { continue }
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
