import CorpusGeneration

/// The project's SplitMix64, so the random tests see the same cases every run.
struct SeededRandom: RandomNumberGenerator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    /// True with probability `chance`.
    mutating func chance(_ chance: Double) -> Bool { Double.random(in: 0..<1, using: &self) < chance }

    mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &self)! }
}
