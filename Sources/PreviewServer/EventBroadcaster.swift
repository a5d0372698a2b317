import Foundation
import Parallelism

/// Fans live-reload events out to every open event stream.
final class EventBroadcaster: Sendable {
    typealias Subscription = (id: Int, events: AsyncStream<LiveEvent>)

    private struct State {
        var nextID = 0
        var subscribers: [Int: AsyncStream<LiveEvent>.Continuation] = [:]
        var isClosed = false
        /// Most streams open at once (each holds a connection for as long as its page is open).
        var capacity = Int.max
    }

    private let state = Locked(State())

    /// Sets the most streams open at once (at least 1).
    func limit(to capacity: Int) {
        state.withLock { $0.capacity = max(1, capacity) }
    }

    /// Whether another stream would exceed the limit.
    var isFull: Bool { state.withLock { $0.subscribers.count >= $0.capacity } }

    /// A new stream that receives every later event (one that has already ended when the
    /// broadcaster is closed or full). Streams end when `close()` is called.
    func subscribe() -> Subscription {
        let (stream, continuation) = AsyncStream.makeStream(of: LiveEvent.self, bufferingPolicy: .bufferingNewest(16))
        let id: Int? = state.withLock { state in
            guard !state.isClosed, state.subscribers.count < state.capacity else { return nil }
            state.nextID += 1
            state.subscribers[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return (0, stream)
        }
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        return (id, stream)
    }

    /// Adds an event to one stream only (e.g. the greeting or a heartbeat).
    func send(_ event: LiveEvent, to id: Int) {
        _ = state.withLock { $0.subscribers[id] }?.yield(event)
    }

    func broadcast(_ event: LiveEvent) {
        for continuation in state.withLock({ Array($0.subscribers.values) }) {
            continuation.yield(event)
        }
    }

    func unsubscribe(_ id: Int) {
        state.withLock { $0.subscribers.removeValue(forKey: id) }?.finish()
    }

    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// Ends every stream (graceful shutdown) and refuses new ones.
    func close() {
        let all = state.withLock { state in
            state.isClosed = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for continuation in all { continuation.finish() }
    }
}
