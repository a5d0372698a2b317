import Foundation

/// A value that several threads read and change, each access under one lock.
public final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    /// Holds `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value while holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value (keep the work on it outside the lock).
    public var current: Value { withLock { $0 } }
}
