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

    /// Whether a dictionary's description (`["key": value]`, `[:]`) is in `output`, escaped or not.
    static func printsAnObject(_ output: String) -> Bool {
        output.contains("&quot;: ") || output.contains("\": ") || output.contains("[:]")
    }

    @Test func mostGeneratedTemplatesParse() {
        let parsed = Self.cases.filter { Engines.swiftMustache($0.templates, $0.main, $0.context) != nil }
        #expect(parsed.count > Self.cases.count / 2)
        let withoutObjects = parsed.filter {
            !Self.printsAnObject(Engines.swiftMustache($0.templates, $0.main, $0.context)!)
        }
        #expect(withoutObjects.count > parsed.count / 2)
    }

    @Test(arguments: cases)
    func sameOutputAsSwiftMustache(_ testCase: EngineCase) throws {
        guard let expected = Engines.swiftMustache(testCase.templates, testCase.main, testCase.context) else { return }
        let actual = try Engines.ours(testCase.templates, testCase.main, testCase.context)
        #expect(actual == expected, "\(testCase.templates)")
    }

    /// The generator's view models as `ViewModel`s: the same bytes as swift-mustache with dictionaries.
    /// Cases that print an object are left out: a dictionary prints its fields in hash order, a
    /// `ViewModel` in the order they were set.
    @Test(arguments: cases)
    func viewModelsRenderAsDictionaries(_ testCase: EngineCase) throws {
        guard let expected = Engines.swiftMustache(testCase.templates, testCase.main, testCase.context),
            !Self.printsAnObject(expected)
        else { return }
        let actual = try Engines.ours(
            testCase.templates, testCase.main, root: .model(ViewModelTests.converted(testCase.context)))
        #expect(actual == expected, "\(testCase.templates)")
    }
}
