import Foundation
import HummingbirdCore
import NIOCore
import Parallelism

/// Every open connection of one server run and whether it is idle. Keeps the number of open
/// connections at or below `limit` without refusing service: when a new connection brings the
/// count to the limit, the connection that has been idle the longest (no request in progress) is
/// closed to make room; when none is idle, the room stays owed and the next connection to become
/// idle (or to register, which happens on its own event loop after the accept) is closed for it,
/// never the connection registered last. Meanwhile accepting pauses and new connections wait in
/// the listen queue. Also closes everything at once when shutdown must not wait.
final class ConnectionTracker: Sendable {
    struct Entry {
        let channel: any Channel
        /// When the connection last became idle; nil while a request is in progress.
        var idleSince: NIODeadline?
        /// Closes the connection if it is still idle when its event loop gets to it, and reports
        /// whether it did.
        let closeIfIdle: @Sendable () -> EventLoopFuture<Bool>
    }

    private struct State {
        var accepted = 0
        var nextID = 0
        var entries: [Int: Entry] = [:]
        var isClosingAll = false
        /// Connections to close to make room that no idle connection has been found for yet.
        /// Forgotten once the count is below the limit again (accepting has resumed).
        var owedRoom = 0
    }

    let limit: Int
    private let state = Locked(State())

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Connections accepted and not yet closed.
    var openCount: Int { state.withLock { $0.accepted } }

    // MARK: Accepting (the listening channel's handler calls these)

    func connectionAccepted() {
        state.withLock { state in
            state.accepted += 1
            if state.accepted >= limit { state.owedRoom += 1 }
        }
        makeOwedRoom()
    }

    func connectionClosed() {
        state.withLock { state in
            state.accepted -= 1
            if state.accepted < limit { state.owedRoom = 0 }
        }
    }

    /// Room still owed (tests read it).
    var owedRoom: Int { state.withLock { $0.owedRoom } }

    var isAccepting: Bool { state.withLock { $0.accepted < limit } }

    // MARK: Connections

    /// Registers a connection, idle from `idleSince` (read from its event loop's clock, as every
    /// later `setIdle`); returns its id, or nil when every connection is being closed (the caller
    /// closes it).
    func register(
        _ channel: any Channel, idleSince: NIODeadline, closeIfIdle: @escaping @Sendable () -> EventLoopFuture<Bool>
    ) -> Int? {
        let id = state.withLock { state -> Int? in
            guard !state.isClosingAll else { return nil }
            state.nextID += 1
            state.entries[state.nextID] = Entry(channel: channel, idleSince: idleSince, closeIfIdle: closeIfIdle)
            return state.nextID
        }
        makeOwedRoom()
        return id
    }

    func setIdle(_ id: Int, since: NIODeadline?) {
        state.withLock { $0.entries[id]?.idleSince = since }
        if since != nil { makeOwedRoom() }
    }

    func remove(_ id: Int) {
        state.withLock { _ = $0.entries.removeValue(forKey: id) }
    }

    /// Closes the connection idle the longest for each room owed; one that turned busy in the
    /// meantime leaves the room owed and the next one is tried.
    private func makeOwedRoom(skipping skipped: Set<Int> = []) {
        while true {
            let candidate = state.withLock { state -> (Int, Entry)? in
                // The connection registered last is most likely the one whose accept owes the room:
                // closing it would only let the next one in.
                let newest = state.nextID
                guard state.owedRoom > 0,
                    let (id, entry) = state.entries.filter({
                        $0.value.idleSince != nil && $0.key != newest && !skipped.contains($0.key)
                    }).min(by: { $0.value.idleSince! < $1.value.idleSince! })
                else { return nil }
                // Chosen once: the next owed room picks another (the connection marks itself idle
                // again if it turns out busy).
                state.owedRoom -= 1
                state.entries[id]?.idleSince = nil
                return (id, entry)
            }
            guard let (id, entry) = candidate else { return }
            entry.closeIfIdle().whenSuccess { closed in
                guard !closed else { return }
                self.state.withLock { state in
                    if state.accepted >= self.limit { state.owedRoom += 1 }
                }
                self.makeOwedRoom(skipping: skipped.union([id]))
            }
        }
    }

    /// Closes every connection (and any that registers later): the end of a shutdown that waited
    /// long enough.
    func closeAll() {
        let channels = state.withLock { state -> [any Channel] in
            state.isClosingAll = true
            return state.entries.values.map(\.channel)
        }
        for channel in channels { channel.close(promise: nil) }
    }
}

/// Hummingbird's hook on the listening channel: counts accepted connections and pauses accepting
/// at the limit.
struct TrackedConnections: AvailableConnectionsDelegate {
    let tracker: ConnectionTracker

    mutating func connectionOpened() { tracker.connectionAccepted() }
    mutating func connectionClosed() { tracker.connectionClosed() }
    func isAcceptingNewConnections() -> Bool { tracker.isAccepting }
}
