import Foundation
import TestSupport
import Testing

/// The shipped templates (`Templates/`) rendered by swift-mustache and by our engine with many
/// seeded random view models over the names the templates use: every flag on and off, lists empty
/// and full, keys missing so that lookups climb the context stack, text that needs escaping.
@Suite(.tags(.heavy), .skippedWhenQuick) struct ShippedTemplateTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    static func load() throws -> [String: String] {
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        var templates: [String: String] = [:]
        for file in files where file.hasSuffix(".mustache") {
            templates[String(file.dropLast(".mustache".count))] = try String(
                contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        }
        return templates
    }

    /// Names printed by a variable tag (their values must print deterministically) and names only
    /// used as sections (they may hold dictionaries and lists).
    static func names(in templates: [String: String]) -> (printed: [String], sections: [String]) {
        var printed = Set<String>()
        var sections = Set<String>()
        let tag = try! NSRegularExpression(pattern: #"\{\{([#^/&{]?)\s*([A-Za-z0-9_.?-]+)"#)
        for text in templates.values {
            for match in tag.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let sigil = String(text[Range(match.range(at: 1), in: text)!])
                let name = String(text[Range(match.range(at: 2), in: text)!])
                if sigil == "#" || sigil == "^" { sections.insert(name) } else if sigil != "/" { printed.insert(name) }
            }
        }
        return (printed.sorted(), sections.subtracting(printed).sorted())
    }

    static let texts = ["", "plain", "Ada & <Co>", "\"quoted\" 'single'", "multi\nline", "é ✓ 日本", "a/b?c=d&e"]

    static func randomObject(_ random: inout SeededRandom, _ names: (printed: [String], sections: [String]), depth: Int)
        -> [String: Any]
    {
        var object: [String: Any] = [:]
        for name in names.printed where random.chance(depth == 0 ? 0.8 : 0.35) {
            object[name] =
                random.chance(0.15)
                ? random.chance(0.5) : random.chance(0.1) ? random.pick([0, 7, -3]) : random.pick(texts)
        }
        for name in names.sections where random.chance(depth == 0 ? 0.8 : 0.3) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: object[name] = random.chance(0.5)
            case 1 where depth < 3: object[name] = randomObject(&random, names, depth: depth + 1)
            case 2 where depth < 3:
                object[name] = (0..<Int.random(in: 0..<4, using: &random)).map { _ in
                    randomObject(&random, names, depth: depth + 1)
                }
            default: object[name] = random.pick(texts)
            }
        }
        return object
    }

    static let cases: [EngineCase] = {
        let templates = try! load()
        let vocabulary = names(in: templates)
        var random = SeededRandom(seed: 2026)
        var cases: [EngineCase] = []
        for template in templates.keys.sorted() {
            for index in 0..<12 {
                cases.append(
                    EngineCase(
                        name: "\(template) #\(index)", templates: templates, main: template,
                        context: randomObject(&random, vocabulary, depth: 0)))
            }
        }
        return cases
    }()

    @Test(arguments: cases)
    func sameOutputAsSwiftMustache(_ testCase: EngineCase) throws {
        let expected = try #require(Engines.swiftMustache(testCase.templates, testCase.main, testCase.context))
        let actual = try Engines.ours(testCase.templates, testCase.main, testCase.context)
        #expect(actual == expected)
    }
}
