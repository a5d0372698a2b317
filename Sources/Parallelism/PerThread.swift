import Foundation

/// One `Value` per thread: made the first time a thread asks for it. For tables and caches that
/// workers fill as they go without a lock (a lock and a look-up per use showed in the profiles
/// where this is used), and for copies of shared data each core should write to alone.
///
/// The values are kept by the instance (the thread's slot points at its value without owning it)
/// and go with it; its thread-specific key is deleted then too, so an instance made per build —
/// `serve` builds for hours — does not use up the process's keys (1,024 at most).
public final class PerThread<Value: AnyObject>: @unchecked Sendable {
    @usableFromInline var key = pthread_key_t()
    private let make: @Sendable () -> Value
    private let lock = NSLock()
    private var values: [Value] = []

    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        // Out of keys, a value would be stored under another's key: stop instead.
        precondition(pthread_key_create(&key, nil) == 0, "PerThread: no thread-specific key left")
    }

    deinit {
        pthread_key_delete(key)
    }

    /// This thread's value (inlinable: specialised where it is used, on hot paths).
    @inlinable public var value: Value {
        if let stored = pthread_getspecific(key) {
            return unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(stored).takeUnretainedValue(), to: Value.self)
        }
        return makeValue()
    }

    /// Makes and keeps this thread's value.
    @usableFromInline func makeValue() -> Value {
        let value = make()
        lock.lock()
        values.append(value)
        lock.unlock()
        pthread_setspecific(key, Unmanaged<AnyObject>.passUnretained(value).toOpaque())
        return value
    }

    /// Values made so far, one per thread that asked (for the tests).
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return values.count
    }
}
