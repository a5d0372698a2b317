import Diagnostics
import Foundation

/// `scenedocs check`: link validation of any folder of static HTML.
///
/// 1. list every file under the root (case-sensitive names);
/// 2. read the HTML pages and stylesheets in parallel, each parsed, reduced to its ids and
///    references, and freed (`FileChecker`);
/// 3. check #fragments against the ids of their target pages;
/// 4. with `--external`, request the distinct http(s) URLs (`ExternalChecker`).
public struct LinkChecker: Sendable {
    public var options: CheckOptions

    public init(options: CheckOptions = CheckOptions()) {
        self.options = options
    }

    public func check(directory: URL) async throws(CheckError) -> CheckReport {
        let start = Date()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .notADirectory(directory.path) }
        let site: SiteFiles
        do {
            site = try SiteFiles(root: directory)
        } catch {
            // The system's reason ("Permission denied").
            throw .unreadable(directory.path, "\(error)")
        }
        let files = site.checkedFiles
        let outcomes = scanAll(files, checker: FileChecker(root: directory, site: site, options: options))

        var summary = CheckSummary()
        summary.files = files.count
        var problems: [LinkProblem] = []
        var idsByPage: [ExactPath: Set<String>] = [:]
        var unread: Set<ExactPath> = []
        for (file, outcome) in zip(files, outcomes) {
            if !outcome.ids.isEmpty { idsByPage[ExactPath(file)] = outcome.ids }
            if !outcome.wasRead { unread.insert(ExactPath(file)) }
            summary.links += outcome.links
            summary.skipped += outcome.skipped
            problems.append(contentsOf: outcome.problems)
        }
        for outcome in outcomes {
            // A page that could not be read has its own finding; its fragments are not judged.
            for pending in outcome.fragments where !unread.contains(ExactPath(pending.target)) {
                if let problem = Self.checkFragment(pending, ids: idsByPage[ExactPath(pending.target)] ?? []) {
                    problems.append(problem)
                }
            }
        }
        let externals = outcomes.flatMap(\.externals)
        if !externals.isEmpty {
            let unique = Array(Set(externals.map(\.target))).sorted()
            let (results, requested) = await ExternalChecker(options: options.external).check(unique)
            summary.externalRequests = requested
            for pending in externals {
                guard case .broken(let reason, _) = results[pending.target] ?? .broken("not checked") else { continue }
                problems.append(
                    LinkProblem(
                        file: pending.file, line: pending.reference.line, column: pending.reference.column,
                        url: pending.reference.url, status: .broken, rule: .externalBroken,
                        message: "broken link '\(pending.reference.url)' (\(reason))"))
            }
        }
        problems.sort()
        summary.broken = problems.count { $0.status == .broken || $0.status == .brokenFragment }
        summary.warnings = problems.count { $0.status == .warning }
        summary.seconds = Date().timeIntervalSince(start)
        return CheckReport(summary: summary, problems: problems)
    }

    static func checkFragment(_ pending: PendingReference, ids: Set<String>) -> LinkProblem? {
        guard let fragment = pending.fragment else { return nil }
        if ids.contains(fragment) { return nil }
        if let decoded = fragment.removingPercentEncoding, ids.contains(decoded) { return nil }
        var message = "broken fragment '\(pending.reference.url)' (no id '\(fragment)' in '\(pending.target)'"
        if let near = NearMiss.hint(for: fragment, among: ids) { message += "; \(near)" }
        message += ")"
        return LinkProblem(
            file: pending.file, line: pending.reference.line, column: pending.reference.column,
            url: pending.reference.url, status: .brokenFragment, rule: .brokenFragment, message: message)
    }

    /// Checks files on every core; each worker takes the next file, so one big page does not stall the rest.
    private func scanAll(_ files: [String], checker: FileChecker) -> [FileOutcome] {
        let results = OutcomeSlots(count: files.count)
        let next = Counter()
        let workers = min(max(1, options.parallelism), max(1, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let arena = GumboArena()
            while true {
                let index = next.increment()
                guard index < files.count else { return }
                let outcome = autoreleasepool { checker.check(files[index], arena: arena) }
                results.set(index, outcome)
            }
        }
        return results.values
    }
}

/// Preallocated result slots written by the workers, one slot each.
private final class OutcomeSlots: @unchecked Sendable {
    private var storage: [FileOutcome]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: FileOutcome(), count: count) }

    func set(_ index: Int, _ value: FileOutcome) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [FileOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

private final class Counter: @unchecked Sendable {
    private var value = -1
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

#if !canImport(ObjectiveC)
    /// Linux has no autorelease pool; keep call sites the same on every platform.
    @inline(__always) private func autoreleasepool<T>(invoking body: () -> T) -> T { body() }
#endif
