import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import Parallelism
import ServiceLifecycle
import UnixSignals

/// `scenedocs serve`: serves the site from memory, rebuilds it when its sources change and reloads
/// open pages through server-sent events.
///
/// It knows nothing about how a site is built: it is given a `Rebuild` closure and shows what it
/// returns. A failed rebuild keeps the last good site served and shows the diagnostics in the
/// browser; the next good one reloads the pages.
public final class PreviewServer: Sendable {
    /// Where the server listens and what it watches.
    public let configuration: PreviewConfiguration
    let rebuild: Rebuild
    let report: @Sendable (PreviewEvent) -> Void
    let state = PreviewState()
    private let group = Locked<ServiceGroup?>(nil)
    private let stopRequested = Locked(false)
    private let tracker = Locked<ConnectionTracker?>(nil)

    /// - Parameters:
    ///   - rebuild: builds the whole site (or, later, what `ChangeSet` affects) and returns it.
    ///   - report: told about builds and the listening address; called from any task.
    public init(
        configuration: PreviewConfiguration, rebuild: @escaping Rebuild,
        report: @escaping @Sendable (PreviewEvent) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.rebuild = rebuild
        self.report = report
    }

    /// A server whose rebuild always builds everything.
    public convenience init(
        configuration: PreviewConfiguration, rebuild: @escaping @Sendable () async -> RebuildOutcome,
        report: @escaping @Sendable (PreviewEvent) -> Void = { _ in }
    ) {
        self.init(configuration: configuration, rebuild: { _ in await rebuild() }, report: report)
    }

    /// Builds once, then serves and watches until SIGINT/SIGTERM (or `shutdown()`), and returns once
    /// the port is closed, every connection (including live-reload streams) has ended and the
    /// watcher has stopped — within `shutdownTimeout` and a little, whatever the clients do. Throws
    /// when the address cannot be bound.
    public func run(gracefulShutdownSignals: [UnixSignal] = [.sigint, .sigterm]) async throws {
        if AddressCheck.isInUse(host: configuration.host, port: configuration.port) {
            throw PreviewServerError.addressInUse(host: configuration.host, port: configuration.port)
        }
        let connectionLimit = ConnectionLimit.effective(
            configured: configuration.maximumConnections, softLimit: ConnectionLimit.raiseDescriptorLimit())
        let tracker = ConnectionTracker(limit: connectionLimit)
        self.tracker.withLock { $0 = tracker }
        // Live-reload streams never take more than half of the connections.
        state.events.limit(to: connectionLimit / 2)

        let scanner = DirectoryScanner(roots: configuration.watchedDirectories)
        let baseline = scanner.scan()
        let clock = ContinuousClock()
        let start = clock.now
        let applied = state.apply(await rebuild(.initial))
        report(.initialBuild(applied, seconds: (clock.now - start).seconds))

        var logger = Logger(label: "scenedocs.serve")
        logger.logLevel =
            ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .error
        let watcher = SiteWatcher(
            scanner: scanner, interval: configuration.pollInterval, settle: configuration.settleDelay,
            maximumSettle: .milliseconds(500), ioRetryDelay: configuration.ioRetryDelay, rebuild: rebuild, state: state,
            report: report, baseline: baseline)
        let host = configuration.host
        let report = self.report
        let listening = Locked(false)
        let rules = ConnectionRules(
            idleTimeout: TimeAmount(configuration.idleTimeout),
            requestHeaderTimeout: TimeAmount(configuration.requestHeaderTimeout),
            hostPolicy: HostPolicy(configuredHost: host, allowedHosts: configuration.allowedHosts))
        let app = Application(
            responder: makeResponder(),
            server: HTTPServerBuilder { responder in
                PreviewChannel(responder: responder, rules: rules, tracker: tracker)
            },
            configuration: .init(
                address: .hostname(host, port: configuration.port), serverName: nil,
                availableConnectionsDelegate: TrackedConnections(tracker: tracker)),
            services: [watcher],
            onServerRunning: { channel in
                listening.withLock { $0 = true }
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                report(.listening(url: "http://\(shownHost):\(port)/", port: port))
            },
            logger: logger)
        // Services are told to stop last to first: the notice first, so that the deadline for open
        // connections starts at once.
        var groupConfiguration = ServiceGroupConfiguration(
            services: [
                .init(service: app),
                .init(
                    service: ShutdownNotice(
                        report: report, listening: listening, tracker: tracker, deadline: configuration.shutdownTimeout)
                ),
            ],
            gracefulShutdownSignals: gracefulShutdownSignals, logger: logger)
        // Past the deadline every connection is closed; this only catches what still hangs then.
        groupConfiguration.maximumGracefulShutdownDuration = configuration.shutdownTimeout + .milliseconds(300)
        let group = ServiceGroup(configuration: groupConfiguration)
        let stopEarly = self.group.withLock { stored in
            stored = group
            return stopRequested.current
        }
        if stopEarly { await group.triggerGracefulShutdown() }
        defer { state.events.close() }
        try await group.run()
    }

    /// Connections open right now (0 before `run`).
    var openConnections: Int { tracker.current?.openCount ?? 0 }

    /// Starts a graceful shutdown, as Ctrl-C does.
    public func shutdown() async {
        let group = self.group.withLock { stored -> ServiceGroup? in
            stopRequested.withLock { $0 = true }
            return stored
        }
        await group?.triggerGracefulShutdown()
    }

    /// The HTTP side alone, for in-process use (tests): answers from whatever was applied last.
    public func makeResponder() -> PreviewResponder {
        PreviewResponder(state: state, heartbeat: configuration.heartbeat)
    }

    /// Installs a rebuild outcome directly, as the watcher does after a change.
    @discardableResult
    public func apply(_ outcome: RebuildOutcome) -> AppliedRebuild {
        state.apply(outcome)
    }
}

/// Tells the host when graceful shutdown starts (to print "Stopping…" at once), and closes every
/// connection still open `deadline` later: a graceful shutdown waits for responses in progress,
/// and a client that never reads its response or never finishes its request would hold it forever.
private struct ShutdownNotice: Service {
    let report: @Sendable (PreviewEvent) -> Void
    /// Only a server that was listening is "stopping" (not one whose bind failed).
    let listening: Locked<Bool>
    let tracker: ConnectionTracker
    let deadline: Duration

    func run() async throws {
        try? await gracefulShutdown()
        if listening.current { report(.stopping) }
        let tracker = self.tracker
        let deadline = self.deadline
        // Not a child task: this service returns now so that the server is told to stop next.
        Task {
            try? await Task.sleep(for: deadline)
            tracker.closeAll()
        }
    }
}
