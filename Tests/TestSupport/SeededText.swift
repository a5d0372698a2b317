import CorpusGeneration

/// Seeded random text for tests that compare a byte-level helper with the obvious version: the
/// project's generator (`SplitMix64`), so one seed gives the same strings on every platform.
public struct Random {
    private var random: SplitMix64

    public init(state: UInt64) { random = SplitMix64(seed: state) }

    public mutating func next() -> UInt64 { random.next() }

    /// Up to `length` pieces picked from `pieces`, joined.
    public mutating func string(from pieces: [String], length: Int) -> String {
        (0..<Int(next() % UInt64(length + 1))).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
    }
}
