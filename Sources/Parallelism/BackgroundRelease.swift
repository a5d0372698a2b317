import Foundation

/// Frees large values on another thread. Deallocating a build's intermediate results (dictionaries
/// of thousands of strings and arrays) is serial work; handed to a background queue it overlaps
/// with the next phase instead of delaying it.
public enum BackgroundRelease {
    /// Takes `value` (the caller passes its last reference, e.g. with `consume`) and lets it go on a
    /// utility queue.
    public static func drop<Value>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.clear() }
    }

    private final class Box<Value>: @unchecked Sendable {
        private var value: Value?
        init(_ value: Value) { self.value = value }
        func clear() { value = nil }
    }
}
