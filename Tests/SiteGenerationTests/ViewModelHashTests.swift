import Testing

@testable import SiteGeneration

/// `serve` reuses a page when the hash of its view model is unchanged: equal content must hash
/// equally whatever Swift types hold it (the fast path compares exact types, the rest is cast),
/// and a change anywhere must change the hash.
@Suite struct ViewModelHashTests {
    static func hash(_ value: Any) -> Fingerprint {
        var hasher = WideHasher()
        ViewModelHash.combine(value, into: &hasher)
        return hasher.finalize()
    }

    @Test func equalContentHashesEquallyInAnyContainerType() {
        let typed: [String: Any] = [
            "title": "UIScene", "isOpen": true, "count": 3, "tags": ["a", "b"],
            "items": [["html": "<li>x</li>"], ["html": "<li>y</li>"]] as [[String: Any]],
            "pairs": ["k": "v"] as [String: String],
        ]
        let loose: [String: Any] = [
            "count": 3 as Any, "isOpen": true as Any, "title": "UIScene" as Any, "tags": ["a", "b"] as [Any],
            "items": [["html": "<li>x</li>"] as [String: Any], ["html": "<li>y</li>"] as [String: Any]] as [Any],
            "pairs": ["k": "v" as Any] as [String: Any],
        ]
        #expect(Self.hash(typed) == Self.hash(loose))
        #expect(Self.hash(["a", "b"] as [String]) == Self.hash(["a", "b"] as [Any]))
        #expect(Self.hash(Substring("abc")) == Self.hash(Substring("abc")))
    }

    @Test func aChangeAnywhereChangesTheHash() {
        let base: [String: Any] = [
            "title": "A", "items": [["html": "x"]] as [[String: Any]], "tags": ["a"], "n": 1, "b": true,
        ]
        let variants: [[String: Any]] = [
            ["title": "B", "items": [["html": "x"]] as [[String: Any]], "tags": ["a"], "n": 1, "b": true],
            ["title": "A", "items": [["html": "y"]] as [[String: Any]], "tags": ["a"], "n": 1, "b": true],
            ["title": "A", "items": [["html": "x"]] as [[String: Any]], "tags": ["a", "b"], "n": 1, "b": true],
            ["title": "A", "items": [["html": "x"]] as [[String: Any]], "tags": ["a"], "n": 2, "b": true],
            ["title": "A", "items": [["html": "x"]] as [[String: Any]], "tags": ["a"], "n": 1, "b": false],
            ["title": "A", "items": [["html": "x"]] as [[String: Any]], "tags": ["a"], "n": 1],
        ]
        for variant in variants {
            // Each lane on its own tells the variants apart.
            #expect(Self.hash(variant).low != Self.hash(base).low)
            #expect(Self.hash(variant).high != Self.hash(base).high)
        }
    }
}
