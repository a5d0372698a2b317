/// The problems of one run, collected from every phase and reported together.
public struct Diagnostics: Sendable {
    /// Every problem, in the order it was found.
    public private(set) var all: [Diagnostic] = []

    /// Starts a collection, optionally with problems found already.
    public init(_ diagnostics: [Diagnostic] = []) {
        self.all = diagnostics
    }

    /// Adds one problem.
    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    /// Adds problems in order.
    public mutating func append(contentsOf other: [Diagnostic]) {
        all.append(contentsOf: other)
    }

    /// Adds another collection's problems in order.
    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    /// The errors, in order.
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    /// The warnings, in order.
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    /// Whether any problem is an error.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Sorted by file and position, duplicates removed.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return all.sorted().filter { seen.insert($0).inserted }
    }
}
