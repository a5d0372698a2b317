#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file descriptors the process's own opens may hold at once, so that some always stay free
/// for the runtime: libdispatch's worker-pool monitor opens `/proc` files on its own thread about
/// once a second and traps (SIGILL) when no descriptor is free at that moment. Every open of a
/// file or folder by the readers and writers of this package takes one from the budget first and
/// gives it back when closed; with none left, the open fails as the system's would (`EMFILE`),
/// and the caller reports it as it reports any failed open.
///
/// Unlimited until `limit(toFree:)` is called (the command-line tool does, at start).
public enum DescriptorBudget {
    /// Descriptors kept free for the runtime whatever the process opens: libdispatch's event loop
    /// holds three (epoll, eventfd, timerfd; opened after the process starts) and its worker-pool
    /// monitor opens one more for a moment.
    public static let reserve = 4

    private static let counter = Counter()

    /// From now on, the process's own opens hold at most `free - reserve` descriptors at once
    /// (`free`: the descriptors free now; none when `free` is `reserve` or fewer). Call it before
    /// the first open.
    public static func limit(toFree free: Int) {
        counter.set(max(0, free - reserve))
    }

    /// Lifts the limit.
    public static func removeLimit() {
        counter.set(Int.max)
    }

    /// The descriptors the process's own opens may still take.
    public static var available: Int { counter.value }

    /// Takes one descriptor from the budget: false, with `errno` set to `EMFILE`, when none is
    /// left.
    public static func take() -> Bool {
        if counter.take() { return true }
        errno = EMFILE
        return false
    }

    /// Takes `count` descriptors at once, or none: false, with `errno` set to `EMFILE`, when
    /// fewer are left (for a child process, whose pipes and runtime are opened where no budget is
    /// asked).
    public static func take(_ count: Int) -> Bool {
        if counter.take(count) { return true }
        errno = EMFILE
        return false
    }

    /// Gives back a descriptor taken with `take()` (after closing it, or when the open failed).
    public static func giveBack() {
        counter.giveBack()
    }

    /// Gives back `count` descriptors taken with `take(_:)`.
    public static func giveBack(_ count: Int) {
        counter.giveBack(count)
    }

    /// Opens through `open` with one descriptor of the budget: the descriptor, or -1 with `errno`
    /// set (to `EMFILE` when the budget is spent). Close it with `close(_:)`.
    public static func open(_ open: () -> Int32) -> Int32 {
        guard take() else { return -1 }
        let descriptor = open()
        if descriptor < 0 {
            let code = errno
            giveBack()
            errno = code
        }
        return descriptor
    }

    /// Closes a descriptor opened with `open(_:)` and gives it back.
    public static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
        giveBack()
    }

    private static let systemClose: @Sendable (Int32) -> Int32 = { descriptor in
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }

    /// A count of descriptors left behind a lock (taken for a few instructions per open);
    /// `Int.max` is unlimited.
    final class Counter: @unchecked Sendable {
        private let lock: UnsafeMutablePointer<pthread_mutex_t>
        private var left: Int

        init(_ left: Int = Int.max) {
            self.left = left
            lock = .allocate(capacity: 1)
            pthread_mutex_init(lock, nil)
        }

        var value: Int {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return left
        }

        func set(_ value: Int) {
            pthread_mutex_lock(lock)
            left = value
            pthread_mutex_unlock(lock)
        }

        func take(_ count: Int = 1) -> Bool {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            guard left >= count else { return false }
            if left != Int.max { left -= count }
            return true
        }

        func giveBack(_ count: Int = 1) {
            pthread_mutex_lock(lock)
            if left != Int.max { left += count }
            pthread_mutex_unlock(lock)
        }
    }
}
