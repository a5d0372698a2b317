import Foundation

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
/// result; on a memory file system (or a warm cache) the advice is a no-op.
enum ReadAhead {
    /// Below this many files a load is over before the advice would help.
    static let minimumFiles = 64

    static func start(_ paths: [String]) {
        #if os(Linux)
            guard paths.count >= minimumFiles else { return }
            Thread.detachNewThread {
                for path in paths {
                    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
                    guard descriptor >= 0 else { continue }
                    _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
                    close(descriptor)
                }
            }
        #endif
    }
}
