/// The problems of one run, collected from every phase and reported together.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init(_ diagnostics: [Diagnostic] = []) {
        self.all = diagnostics
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        all.append(contentsOf: other)
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Whether the run failed: any error, or any warning in strict mode.
    public func failed(strict: Bool) -> Bool {
        hasErrors || (strict && !all.isEmpty)
    }

    /// Sorted by file and position, duplicates removed.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return all.sorted().filter { seen.insert($0).inserted }
    }
}
