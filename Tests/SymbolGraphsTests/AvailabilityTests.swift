import ContentModel
import Testing

@testable import SymbolGraphs

/// A graph's availability as pages list it.
struct AvailabilityTests {
    /// swift-symbolgraph-extract gives a member its type's platforms as well as its own: a
    /// platform the member is unavailable on is left out, not listed without a version.
    @Test func aPlatformTheSymbolIsUnavailableOnIsNotListed() {
        let listed = GraphConverter.availability([
            GraphAvailability(domain: "iOS", introduced: [27, 0, 0]),
            GraphAvailability(domain: "tvOS", introduced: [13, 0, 0]),
            GraphAvailability(domain: "tvOS", isUnconditionallyUnavailable: true),
            GraphAvailability(domain: "macCatalyst", isUnconditionallyUnavailable: true),
            GraphAvailability(domain: "macCatalyst", introduced: [13, 1, 0]),
            GraphAvailability(domain: "visionOS", introduced: [1, 0, 0]),
        ])
        #expect(listed.map(\.platform) == [.iOS, .iPadOS, .visionOS])
        #expect(listed.map(\.introduced) == ["27.0", "27.0", "1.0"])
    }
}
