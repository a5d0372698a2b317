import Foundation
import Testing

extension Tag {
    /// Tests that take most of a full run: builds of the shipped content, runs of the built binary,
    /// browsers, real servers, random and exhaustive comparisons, corpus generation.
    @Tag public static var heavy: Self
}

/// Whether this run includes the heavy tests: `make test-quick` sets `SCENEDOCS_TEST_QUICK=1` to
/// leave them out (`swift test` cannot skip by tag), and they then show as skipped.
public enum HeavyTests {
    public static let run = ProcessInfo.processInfo.environment["SCENEDOCS_TEST_QUICK"] == nil
}

extension Trait where Self == ConditionTrait {
    /// For suites tagged `.heavy`: skipped (visibly) under `make test-quick`.
    public static var skippedWhenQuick: Self {
        .enabled(if: HeavyTests.run, "heavy: make test-quick leaves it out (make test runs it)")
    }
}
