import Foundation

/// A value made on a thread of its own while the caller goes on with other work, for two
/// independent steps of which one is partly serial (the templates, parsed on one thread, load
/// while the content folder is listed and read). With `workers` ≤ 1 (as `SCENEDOCS_JOBS=1`) the
/// value is made at once, on the calling thread.
public final class ValueOnOwnThread<Value>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    public init(workers: Int = Parallel.defaultWorkers, _ make: @escaping @Sendable () -> Value) {
        guard workers > 1 else {
            result = make()
            done.signal()
            return
        }
        let thread = Thread { [self] in
            result = make()
            done.signal()
        }
        // As much stack as the main thread has (parsers recurse).
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The value, once it is made (call once).
    public func wait() -> Value {
        done.wait()
        return result!
    }
}
