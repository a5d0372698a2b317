import NIOCore
import NIOEmbedded
import Parallelism
import Testing

@testable import PreviewServer

/// How the tracker makes room at the connection limit, with the accept (on the listening channel)
/// and the registration (on each connection's own event loop) arriving in either order.
@Suite struct ConnectionTrackerTests {
    /// Connections on one embedded loop; `closed` lists the ones the tracker closed, by name.
    final class Clients: Sendable {
        let loop = EmbeddedEventLoop()
        let tracker: ConnectionTracker
        private let state = Locked<(closed: [String], busy: Set<String>, ids: [String: Int])>(
            ([], [], [:]))

        init(limit: Int) { tracker = ConnectionTracker(limit: limit) }

        var closed: [String] { state.withLock { $0.closed } }

        /// Registers `name`, idle since `second` of virtual time. A connection marked busy with
        /// `turnBusy` refuses to be closed, as a real one that has just received a request.
        func register(_ name: String, idleSince second: Int64) {
            let channel = EmbeddedChannel(loop: loop)
            let id = tracker.register(channel, idleSince: .uptimeNanoseconds(UInt64(second) * 1_000_000_000)) {
                [state, loop] in
                let refused = state.withLock { $0.busy.contains(name) }
                if !refused { state.withLock { $0.closed.append(name) } }
                return loop.makeSucceededFuture(!refused)
            }
            if let id { state.withLock { $0.ids[name] = id } }
        }

        /// The connection received a request the tracker has not heard of yet.
        func turnBusy(_ name: String) {
            state.withLock { _ = $0.busy.insert(name) }
        }

        /// Tells the tracker that `name` is idle since `second`, or busy (nil).
        func setIdle(_ name: String, since second: Int64?) {
            let id = state.withLock { state -> Int? in
                state.busy.remove(name)
                return state.ids[name]
            }
            tracker.setIdle(id!, since: second.map { .uptimeNanoseconds(UInt64($0) * 1_000_000_000) })
        }
    }

    /// The failure CI saw: every accept ran before any connection had registered, so no room was
    /// made and accepting paused for good. The room stays owed and is made once the connections
    /// register, from the connection idle the longest.
    @Test func roomOwedBeforeConnectionsRegisterIsMadeWhenTheyDo() {
        let clients = Clients(limit: 3)
        for _ in 0..<3 { clients.tracker.connectionAccepted() }
        #expect(!clients.tracker.isAccepting)
        #expect(clients.tracker.owedRoom == 1)
        #expect(clients.closed.isEmpty)

        clients.register("a", idleSince: 1)
        // The only connection registered may be the one whose accept owes the room.
        #expect(clients.closed.isEmpty)
        clients.register("b", idleSince: 2)
        #expect(clients.closed == ["a"])
        #expect(clients.tracker.owedRoom == 0)
        clients.register("c", idleSince: 3)
        #expect(clients.closed == ["a"])
    }

    /// Idle the longest is the earliest `idleSince`, not the first registered.
    @Test func theConnectionIdleTheLongestIsClosedWhenTheLimitIsReached() {
        let clients = Clients(limit: 4)
        for (name, second) in [("a", 5), ("b", 1), ("c", 9)] {
            clients.tracker.connectionAccepted()
            clients.register(name, idleSince: Int64(second))
        }
        #expect(clients.tracker.owedRoom == 0)
        clients.tracker.connectionAccepted()
        #expect(clients.closed == ["b"])
    }

    /// A connection that turned busy between being chosen and being closed is kept; the room is
    /// made from the next one.
    @Test func aConnectionThatTurnedBusyIsKeptAndTheNextIsClosed() {
        let clients = Clients(limit: 4)
        for (index, name) in ["a", "b", "c"].enumerated() {
            clients.tracker.connectionAccepted()
            clients.register(name, idleSince: Int64(index))
        }
        clients.turnBusy("a")
        clients.tracker.connectionAccepted()
        #expect(clients.closed == ["b"])
        #expect(clients.tracker.owedRoom == 0)
    }

    /// Busy connections are not closed; the room stays owed until one of them is idle again.
    @Test func roomIsOwedWhileEveryConnectionIsBusy() {
        let clients = Clients(limit: 3)
        for (index, name) in ["a", "b"].enumerated() {
            clients.tracker.connectionAccepted()
            clients.register(name, idleSince: Int64(index))
        }
        clients.setIdle("a", since: nil)
        clients.setIdle("b", since: nil)
        clients.tracker.connectionAccepted()
        clients.register("c", idleSince: 3)
        #expect(clients.closed.isEmpty)
        #expect(clients.tracker.owedRoom == 1)
        clients.setIdle("b", since: 4)
        #expect(clients.closed == ["b"])
        #expect(clients.tracker.owedRoom == 0)
    }

    /// A connection that closes by itself makes the room: accepting resumes and nothing is owed.
    @Test func aConnectionClosingByItselfSettlesTheRoomOwed() {
        let clients = Clients(limit: 2)
        clients.tracker.connectionAccepted()
        clients.tracker.connectionAccepted()
        #expect(clients.tracker.owedRoom == 1)
        clients.tracker.connectionClosed()
        #expect(clients.tracker.isAccepting)
        #expect(clients.tracker.owedRoom == 0)
        clients.register("a", idleSince: 1)
        clients.register("b", idleSince: 2)
        #expect(clients.closed.isEmpty)
    }
}
