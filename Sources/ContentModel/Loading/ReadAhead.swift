import FileTree
import Foundation
import Speedups

#if canImport(Glibc)
    import Glibc
#endif

/// Asks the kernel to start reading files before the loader's workers need them.
///
/// A cold load reads thousands of small files, each a blocking `read` that waits for the disk when
/// the file is not in the page cache: profiled on a 10,000-page corpus, both workers spent about a
/// third of the load phase waiting, one file at a time. One extra thread opens each file in the
/// order the workers take them and calls `posix_fadvise(WILLNEED)`, which queues the read and
/// returns at once, so the disk works ahead of the parsers. It reads nothing itself and changes no
/// result.
///
/// When the files are already in memory (a memory file system, or files read or written a moment
/// ago: the usual case while writing docs), the advice is a no-op but its thread would still open
/// and close every file beside the workers. So a few
/// files spread over the list are probed first, without waiting for the disk; the thread starts
/// only when one of them is not in memory, or when the probe cannot tell.
///
/// Files are opened without following a final symbolic link and without blocking, so the advice
/// never touches a file outside the content folder nor waits on a FIFO (`InputFile` decides what
/// a link may lead to when the file is read).
enum ReadAhead {
    /// Below this many files a load is over before the advice would help.
    static let minimumFiles = 64
    /// How many files, spread evenly over the list, are probed.
    static let probes = 8

    static func start(_ paths: [String]) {
        #if os(Linux)
            guard Speedup.readAhead.isOn, paths.count >= minimumFiles,
                !probedPaths(paths).allSatisfy({ residency($0) == .inMemory })
            else {
                return
            }
            Thread.detachNewThread {
                for path in paths {
                    let descriptor = DescriptorBudget.open {
                        open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
                    }
                    guard descriptor >= 0 else { continue }
                    _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
                    DescriptorBudget.close(descriptor)
                }
            }
        #endif
    }

    /// The files probed: `probes` of them, evenly spread, the first and the last included.
    static func probedPaths(_ paths: [String]) -> [String] {
        guard paths.count > probes else { return paths }
        return (0..<probes).map { paths[$0 * (paths.count - 1) / (probes - 1)] }
    }

    enum Residency: Equatable {
        /// The file's first bytes are in the page cache (or it is empty).
        case inMemory
        /// Reading them would wait for the disk.
        case onDisk
        /// The file cannot be opened, or its file system cannot say without reading.
        case unknown
    }

    /// Whether reading the start of `path` would wait for the disk: one byte read with
    /// `RWF_NOWAIT`, which fails with `EAGAIN` instead of waiting when the page is not in memory.
    static func residency(_ path: String) -> Residency {
        #if os(Linux)
            guard let preadv2 = ReadAhead.preadv2 else { return .unknown }
            let descriptor = DescriptorBudget.open { open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
            guard descriptor >= 0 else { return .unknown }
            defer { DescriptorBudget.close(descriptor) }
            var byte: UInt8 = 0
            let read = withUnsafeMutablePointer(to: &byte) { pointer in
                var vector = iovec(iov_base: UnsafeMutableRawPointer(pointer), iov_len: 1)
                return preadv2(descriptor, &vector, 1, 0, ReadAhead.noWait)
            }
            if read >= 0 { return .inMemory }
            return errno == EAGAIN ? .onDisk : .unknown
        #else
            return .unknown
        #endif
    }

    /// `RWF_NOWAIT` of `<linux/fs.h>` (Linux 4.14), which Glibc's Swift module does not export.
    private static let noWait: Int32 = 0x0000_0008

    #if os(Linux)
        /// glibc's `preadv2` (2.26), looked up by name: its declaration needs `_GNU_SOURCE`, which
        /// Glibc's Swift module is not built with.
        private typealias PReadV2 = @convention(c) (Int32, UnsafePointer<iovec>?, Int32, off_t, Int32) -> Int
        private static let preadv2: PReadV2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "preadv2")
            .map { unsafeBitCast($0, to: PReadV2.self) }
    #endif
}
