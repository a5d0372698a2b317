import Testing

@testable import Templating

/// Seeded random templates, partials, parents with blocks and view models: our engine must give
/// swift-mustache's bytes for every template swift-mustache accepts.
@Suite struct RandomTemplateTests {
    static let cases: [EngineCase] = {
        var generator = RandomTemplateGenerator(seed: 42)
        return (0..<400).map { index in
            var templates: [String: String] = [:]
            templates["p2"] = generator.template(partials: [], blocks: ["b1"], printableTop: false)
            templates["p1"] = generator.template(partials: ["p2"], blocks: ["b1", "b2"], printableTop: false)
            templates["parent"] = generator.template(partials: ["p1"], blocks: ["b1", "b2"], printableTop: false)
            var main = generator.template(
                partials: ["p1", "p2", "missing"], blocks: ["b1", "b2"], printableTop: false)
            if index % 4 == 0 {
                main = "{{<parent}}\n  {{$b1}}\n" + main + "\n  {{/b1}}\n{{$b2}}two{{/b2}}\n{{/parent}}\n"
            }
            templates["main"] = main
            return EngineCase(
                name: "random #\(index)", templates: templates, main: "main", context: generator.context())
        }
    }()

    /// The cases swift-mustache accepts, with its output: the ones the engines are compared on.
    static let accepted: [(EngineCase, String)] = cases.compactMap { testCase in
        Engines.swiftMustache(testCase.templates, testCase.main, testCase.context).map { (testCase, $0) }
    }

    /// Whether a dictionary's description (`["key": value]`, `[:]`) is in `output`, escaped or not.
    static func printsAnObject(_ output: String) -> Bool {
        output.contains("&quot;: ") || output.contains("\": ") || output.contains("[:]")
    }

    @Test func mostGeneratedTemplatesParse() {
        #expect(Self.accepted.count > Self.cases.count / 2)
        let withoutObjects = Self.accepted.filter { !Self.printsAnObject($0.1) }
        #expect(withoutObjects.count > Self.accepted.count / 2)
    }

    @Test(arguments: accepted.map(\.0))
    func sameOutputAsSwiftMustache(_ testCase: EngineCase) throws {
        let expected = try #require(Engines.swiftMustache(testCase.templates, testCase.main, testCase.context))
        let actual = try Engines.ours(testCase.templates, testCase.main, testCase.context)
        #expect(actual == expected, "\(testCase.templates)")
    }

    /// The generator's view models as `ViewModel`s: the same bytes as swift-mustache with dictionaries.
    /// Cases that print an object are left out: a dictionary prints its fields in hash order, a
    /// `ViewModel` in the order they were set.
    @Test(arguments: accepted.filter { !printsAnObject($0.1) }.map(\.0))
    func viewModelsRenderAsDictionaries(_ testCase: EngineCase) throws {
        let expected = try #require(Engines.swiftMustache(testCase.templates, testCase.main, testCase.context))
        let actual = try Engines.ours(
            testCase.templates, testCase.main, root: .model(ViewModelTests.converted(testCase.context)))
        #expect(actual == expected, "\(testCase.templates)")
    }
}
