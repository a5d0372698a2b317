import Testing

@testable import Diagnostics

@Suite struct NearMissTests {
    @Test func suggestsTheClosestName() {
        #expect(
            NearMiss.suggestions(for: "UISceneDelegat", among: ["UIScene", "UISceneDelegate"]) == ["UISceneDelegate"])
        #expect(NearMiss.hint(for: "Nope", among: ["Hope", "Rope2", "Something"]) == "did you mean 'Hope'?")
    }

    @Test func ignoresCase() {
        #expect(NearMiss.hint(for: "uiscenedelegate", among: ["UISceneDelegate"]) == "did you mean 'UISceneDelegate'?")
    }

    @Test func nothingCloseGivesNoHint() {
        #expect(NearMiss.hint(for: "Zebra", among: ["UIScene", "UIWindow"]) == nil)
        #expect(NearMiss.hint(for: "abc", among: ["xyz"]) == nil)
        #expect(NearMiss.hint(for: "x", among: [String]()) == nil)
    }

    @Test func bestFirstThenAlphabetical() {
        #expect(NearMiss.suggestions(for: "sources", among: ["sauces", "source"], limit: 2) == ["source", "sauces"])
        #expect(NearMiss.suggestions(for: "cat", among: ["hat", "cut", "bat"], limit: 3) == ["bat", "cut", "hat"])
        #expect(NearMiss.suggestions(for: "cat", among: ["hat", "cut", "bat"]) == ["bat"])
    }

    @Test func thresholdGrowsWithTheName() {
        // 45 characters: a third (15 edits) is still "near".
        let id = "application(_:didFinishLaunchingWithOptions:)"
        #expect(
            NearMiss.hint(for: "application(didFinishLaunchingWithOptions)", among: [id]) == "did you mean '\(id)'?")
        // Short names allow two edits, not three.
        #expect(NearMiss.hint(for: "abcd", among: ["abxy"]) == "did you mean 'abxy'?")
        #expect(NearMiss.hint(for: "abcd", among: ["axyz"]) == nil)
    }

    @Test func editDistance() {
        func distance(_ a: String, _ b: String) -> Int {
            NearMiss.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: 10)
        }
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("same", "same") == 0)
    }
}
