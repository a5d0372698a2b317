/// Counts of one run; part of the documented JSON schema (`summary`).
public struct CheckSummary: Sendable, Codable, Equatable {
    /// HTML and CSS files read.
    public var files: Int = 0
    /// References found (checked, broken and skipped).
    public var links: Int = 0
    /// Broken links and broken fragments.
    public var broken: Int = 0
    public var warnings: Int = 0
    public var skipped: Int = 0
    /// Distinct external URLs requested over the network (not answered from the cache).
    public var externalRequests: Int = 0
    public var seconds: Double = 0

    public init() {}
}

/// The outcome of a check: the counts and every finding, sorted by file and position.
public struct CheckReport: Sendable {
    public var summary: CheckSummary
    /// Broken links, broken fragments, warnings and files that could not be read; skipped
    /// references only when `CheckOptions.listSkipped` is set.
    public var problems: [LinkProblem]

    public init(summary: CheckSummary, problems: [LinkProblem]) {
        self.summary = summary
        self.problems = problems
    }

    /// Files that could not be read (status `error`: exit status 2).
    public var ioErrors: [LinkProblem] { problems.filter { $0.status == .error } }
}
