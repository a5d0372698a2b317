import Testing

@testable import FileTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The count behind the process's descriptor budget (the budget itself is process-wide, so these
/// tests use counts of their own; the command-line tests run the tool under `ulimit -n`).
@Suite struct DescriptorBudgetTests {
    @Test func takesUntilSpentAndAgainWhenGivenBack() {
        let counter = DescriptorBudget.Counter(2)
        #expect(counter.take())
        #expect(counter.take())
        #expect(!counter.take())
        #expect(counter.value == 0)
        counter.giveBack()
        #expect(counter.value == 1)
        #expect(counter.take())
        #expect(!counter.take())
    }

    @Test func noneLeftFromTheStart() {
        let counter = DescriptorBudget.Counter(0)
        #expect(!counter.take())
    }

    @Test func unlimitedStaysUnlimited() {
        let counter = DescriptorBudget.Counter()
        for _ in 0..<1_000 { #expect(counter.take()) }
        counter.giveBack()
        #expect(counter.value == Int.max)
    }

    /// The process's budget is unlimited unless the tool limits it at start, so the tests' own
    /// reads are never refused.
    @Test func theProcessBudgetIsUnlimitedInTests() {
        #expect(DescriptorBudget.available == Int.max)
        let descriptor = DescriptorBudget.open { open("/dev/null", O_RDONLY | O_CLOEXEC) }
        #expect(descriptor >= 0)
        DescriptorBudget.close(descriptor)
        #expect(DescriptorBudget.available == Int.max)
    }
}
