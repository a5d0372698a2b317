import Testing

@testable import Naming

@Suite struct PathSegmentTests {
    @Test(arguments: [
        ("scene(_:willConnectTo:options:)", "scene-willconnectto-options"),
        ("UIScene.ActivationState", "uiscene.activationstate"),
        ("Bundle Resources", "bundle-resources"),
        ("a/b", "a.b"),
        ("a.-b", "a.b"),
        ("a-.b", "a.b"),
        ("(leading", "leading"),
        ("trailing)", "trailing"),
        ("Café", "caf"),
        ("UIApplicationDelegate", "uiapplicationdelegate"),
        ("", "symbol"),
        ("---", "symbol"),
    ])
    func segment(_ input: String, _ expected: String) {
        #expect(PathSegment.of(input) == expected)
    }

    /// Operators are spelled, with their number of operands, so that no two share a file.
    @Test(arguments: [
        ("==(_:_:)", "equal-equal-2"),
        ("!=(_:_:)", "bang-equal-2"),
        ("-(_:)", "minus-1"),
        ("-(_:_:)", "minus-2"),
        ("..<(_:_:)", "dot-dot-less-2"),
        ("/(_:_:)", "slash-2"),
        ("scene(_:willConnectTo:options:)", "scene-willconnectto-options"),
        ("init(_:)", "init"),
    ])
    func symbolPart(_ input: String, _ expected: String) {
        #expect(PathSegment.ofSymbolPart(input) == expected)
    }

    /// File-name segments of ASCII ids on bytes against the scalar version; non-ASCII ids keep it
    /// (the Kelvin sign lowercases to an ASCII `k`).
    @Test func asciiSegmentsMatchTheScalarVersion() {
        let pieces = ["a", "Z", "q9", "/", ".", "(", "_:", ")", " ", "-", "~", "\t", "AbC"]
        var state: UInt64 = 47
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<3000 {
            let text = (0..<(next() % 10)).map { _ in pieces[next() % pieces.count] }.joined()
            #expect(PathSegment.ascii(text) == PathSegment.scalars(text), "\(text.debugDescription)")
        }
        #expect(PathSegment.ascii("\u{212A}elvin") == nil)
        #expect(PathSegment.of("\u{212A}elvin") == "kelvin")
    }
}
