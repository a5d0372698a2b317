import Foundation

/// One `Value` per thread: made the first time a thread asks for it, released when the thread ends.
/// For tables and caches that workers fill as they go without a lock (a lock and a look-up per use
/// showed in the profiles where this is used).
public final class PerThread<Value: AnyObject>: @unchecked Sendable {
    @usableFromInline var key = pthread_key_t()
    @usableFromInline let make: @Sendable () -> Value

    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        pthread_key_create(&key) { stored in
            if let stored { Unmanaged<AnyObject>.fromOpaque(stored).release() }
        }
    }

    /// This thread's value (inlinable: specialised where it is used, on hot paths).
    @inlinable public var value: Value {
        if let stored = pthread_getspecific(key) {
            return unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(stored).takeUnretainedValue(), to: Value.self)
        }
        let value = make()
        pthread_setspecific(key, Unmanaged<AnyObject>.passRetained(value).toOpaque())
        return value
    }
}
