import CorpusGeneration
import Foundation
import TestSupport
import Testing

@testable import ContentModel
@testable import Diagnostics
@testable import SiteGeneration

/// `SortedJSONEncoder` writes exactly what `JSONEncoder` writes with the same formatting (it
/// replaced `JSONEncoder` for `model.json` and the search index, where it was 7 % of a build).
@Suite struct SortedJSONEncoderTests {
    static func foundation<T: Encodable>(_ value: T, pretty: Bool) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? SplicedJSON.formatting : [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    /// Everything a model and its stranger cousins can hold.
    struct Sample: Encodable {
        var text: String
        var texts: [String]
        var byKey: [String: String]
        var byNumber: [Int: [String]]
        var nested: [[String: [Int]]]
        var flag: Bool
        var number: Int
        var small: Int8
        var large: UInt64
        var missing: String?
        var present: String?
        var optionals: [String?]
        var empty: [String]
        var emptyObject: [String: Int]
        var kind: SymbolKind
    }

    static func text(_ random: inout SplitMix64, length: Int) -> String {
        // Control characters, the two escaped printables, a slash (never escaped here), DEL,
        // two- to four-byte characters, and plain letters (runs of eight take the fast path).
        let pool: [Character] =
            (0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["\"", "\\", "/", "\u{7F}", "é", "Ω", "雪", "🙂", "\u{2028}", "<", "a", "B", "z", " ", "0"]
        return String(
            (0..<length).map { _ in
                // Mostly plain text, as in real content.
                random.next() % 3 == 0
                    ? pool[Int(random.next() % UInt64(pool.count))]
                    : Character(Unicode.Scalar(UInt8(97 + random.next() % 26)))
            })
    }

    static func sample(_ random: inout SplitMix64) -> Sample {
        func length() -> Int { Int(random.next() % 40) }
        let keyPool = ["a", "B", "b", "ab", "aB", "Ab", "id", "iOS", "é", "z", "Z", "10", "9", "_x", "", "ÿ", "yes"]
        var byKey: [String: String] = [:]
        for _ in 0..<Int(random.next() % 8) {
            byKey[keyPool[Int(random.next() % UInt64(keyPool.count))] + text(&random, length: Int(random.next() % 3))] =
                text(&random, length: length())
        }
        return Sample(
            text: text(&random, length: length()),
            texts: (0..<Int(random.next() % 4)).map { _ in text(&random, length: length()) },
            byKey: byKey,
            byNumber: [Int(random.next() % 100) - 150: [text(&random, length: 5)], 7: []],
            nested: random.next() % 2 == 0 ? [] : [["k": [1, -2, Int.max]], [:]],
            flag: random.next() % 2 == 0,
            number: Int(bitPattern: UInt(random.next())),
            small: Int8(truncatingIfNeeded: random.next()),
            large: random.next(),
            missing: nil,
            present: random.next() % 2 == 0 ? nil : text(&random, length: length()),
            optionals: [nil, text(&random, length: 3), nil],
            empty: [],
            emptyObject: [:],
            kind: SymbolKind.allCases[Int(random.next() % UInt64(SymbolKind.allCases.count))])
    }

    @Test func randomValuesEncodeAsJSONEncoderWritesThem() throws {
        var random = SplitMix64(seed: 7)
        for round in 0..<400 {
            try Self.expectJSONEncoderBytes(Self.sample(&random), round: round)
        }
    }

    /// `value` encoded as JSONEncoder writes it, pretty and compact, and nested 1–3 levels deep
    /// (what indenting JSONEncoder's lines gives).
    static func expectJSONEncoderBytes<Value: Encodable>(_ value: Value, round: Int) throws {
        for pretty in [true, false] {
            let expected = try foundation(value, pretty: pretty)
            let actual = try SortedJSONEncoder(pretty: pretty).encode(value)
            // A Bool, not the bytes: a failure names the round and shows the text, not two byte lists.
            let same = actual == expected
            #expect(same, "round \(round), pretty \(pretty): \(String(decoding: actual, as: UTF8.self))")
        }
        for level in 1...3 {
            let indent = Array(String(repeating: "  ", count: level).utf8)
            let expected = SplicedJSON.indented(Data(try foundation(value, pretty: true)), by: indent)
            let same = try SortedJSONEncoder(pretty: true, level: level).encode(value) == expected
            #expect(same, "round \(round), level \(level)")
        }
    }

    @Test func everyLengthAroundTheEightByteStepEscapesAlike() throws {
        // Each escaped byte at every position of strings 0–24 bytes long.
        for special in ["\"", "\\", "\n", "\u{0}", "\u{1F}", "\t", "é"] {
            for length in 0..<24 {
                for position in 0..<max(length, 1) {
                    var characters = Array(repeating: Character("x"), count: length)
                    if position < length { characters[position] = Character(special) }
                    let text = String(characters)
                    #expect(
                        try SortedJSONEncoder(pretty: false).encode([text]) == Self.foundation([text], pretty: false))
                }
            }
        }
    }

    /// A hand-written `encode(to:)` that encodes a key twice, nests, and uses a super encoder.
    struct Unusual: Encodable {
        enum Keys: String, CodingKey { case name, inner, list, zeta }
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("first", forKey: .name)
            try container.encode("second", forKey: .name)
            var inner = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
            try inner.encode(1, forKey: .zeta)
            try inner.encodeNil(forKey: .list)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(true)
            var element = list.nestedContainer(keyedBy: Keys.self)
            try element.encode("x", forKey: .name)
            try list.encodeNil()
            try list.encode(Deprecation?.none)
            let parent = container.superEncoder()
            var single = parent.singleValueContainer()
            try single.encode("from super")
        }
    }

    @Test func handWrittenEncodingsMatchToo() throws {
        for pretty in [true, false] {
            #expect(
                try SortedJSONEncoder(pretty: pretty).encode(Unusual()) == Self.foundation(Unusual(), pretty: pretty))
            #expect(
                try SortedJSONEncoder(pretty: pretty).encode([Unusual(), Unusual()])
                    == Self.foundation([Unusual(), Unusual()], pretty: pretty))
        }
    }

    /// An object whose keys come in a given order (several with one first key and count, so
    /// the per-thread reuse of sorted orders must tell them apart by their keys).
    struct Keyed: Encodable {
        var keys: [String]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (number, key) in keys.enumerated() { try container.encode(number, forKey: Key(stringValue: key)) }
        }
    }

    @Test func objectsSharingFirstKeyAndCountSortAlike() throws {
        let shapes = [
            ["a", "z", "m"], ["a", "b", "c"], ["a", "m", "z"], ["a", "c", "b"], ["a", "z", "m"], ["a", "a", "b"],
        ]
        var random = SplitMix64(seed: 5)
        var values = shapes.map(Keyed.init)
        for _ in 0..<200 {
            let pool = ["a", "b", "c", "Z", "é", "ab", "1"]
            values.append(Keyed(keys: ["a"] + (0..<2).map { _ in pool[Int(random.next() % UInt64(pool.count))] }))
        }
        for pretty in [true, false] {
            #expect(try SortedJSONEncoder(pretty: pretty).encode(values) == Self.foundation(values, pretty: pretty))
            for value in values {
                #expect(try SortedJSONEncoder(pretty: pretty).encode(value) == Self.foundation(value, pretty: pretty))
            }
        }
    }

    struct Numbers: Encodable {
        var ratio: Double
    }

    @Test func typesJSONEncoderFormatsItsOwnWayAreLeftToIt() throws {
        let values: [any Encodable] = [
            Numbers(ratio: 0.1), [Float(1.5)], [Date(timeIntervalSince1970: 3)], [Data([1, 2])],
            [URL(string: "https://example.com/a")!], [Decimal(string: "1.25")!],
        ]
        for value in values {
            #expect(throws: SortedJSONEncoder.Unsupported.self) { try SortedJSONEncoder(pretty: true).encode(value) }
            for level in [0, 2] {
                let expected = SplicedJSON.indented(
                    Data(try Self.foundation(value, pretty: true)),
                    by: Array(String(repeating: "  ", count: level).utf8))
                #expect(SortedJSONEncoder(pretty: true, level: level).encodeOrFallBack(value) == expected)
            }
            #expect(
                SortedJSONEncoder(pretty: false).encodeOrFallBack(value) == (try Self.foundation(value, pretty: false)))
        }
    }

    @Test func modelsAndSearchEntriesOfRealContentMatch() throws {
        let corpus = try WrittenCorpus(pages: 60)
        for content in [
            TestPaths.basicFixture.appendingPathComponent("Content"), TestPaths.shippedContent, corpus.content,
        ] {
            let site = MemoryTests.site(content)
            let document = ModelExport.Document(
                schemaVersion: ModelExport.schemaVersion, generator: "SceneDocs", site: site)
            #expect(ModelExport.json(site) == Data(try Self.foundation(document, pretty: true)), "\(content.path)")
            let index = ContentIndex(site: site)
            let entries = SearchIndex.entries(index: index, texts: [:])
            #expect(!entries.isEmpty)
            for entry in entries {
                #expect(try SortedJSONEncoder(pretty: false).encode(entry) == Self.foundation(entry, pretty: false))
            }
        }
    }

    /// Symbols, articles, guides and search entries, the values written thousands of times per build:
    /// on random values with every optional present or missing and every kind of character, each must come
    /// out exactly as JSONEncoder writes it, at each depth.
    @Test func randomSymbolsArticlesGuidesAndSearchEntriesMatchJSONEncoder() throws {
        var random = SplitMix64(seed: 23)
        func text() -> String { Self.text(&random, length: Int(random.next() % 30)) }
        func maybe<T>(_ make: () -> T) -> T? { random.next() % 2 == 0 ? nil : make() }
        let here = SourceLocation(file: "symbols/A.md", line: 3, column: 1)
        func located() -> [Located<String>] {
            (0..<Int(random.next() % 3)).map { _ in Located(text(), at: here) }
        }
        func check<Value: Encodable>(_ value: Value, _ round: Int) throws {
            try Self.expectJSONEncoderBytes(value, round: round)
        }
        for round in 0..<300 {
            let symbol = Symbol(
                id: text(), title: text(),
                kind: SymbolKind.allCases[Int(random.next() % UInt64(SymbolKind.allCases.count))],
                framework: text(), declaration: text(), summary: text(),
                availability: (0..<Int(random.next() % 3)).map { _ in
                    PlatformAvailability(
                        platform: Platform.allCases[Int(random.next() % UInt64(Platform.allCases.count))],
                        introduced: maybe(text), deprecated: maybe(text), beta: random.next() % 2 == 0)
                },
                deprecation: maybe {
                    Deprecation(message: maybe(text), replacement: maybe { Located(text(), at: here) })
                },
                parent: maybe { Located(text(), at: here) }, topic: maybe(text),
                requirement: maybe { Requirement.allCases[Int(random.next() % 2)] }, inheritsFrom: located(),
                conformsTo: located(), seeAlso: located(), sources: located(), body: MarkdownText(text(), origin: here),
                file: text())
            try check(symbol, round)
            try check([symbol, symbol], round)
            let entry = SearchEntry(
                title: text(), id: text(), kind: text(), framework: text(), url: text(), summary: text(),
                declaration: maybe(text), headings: maybe(text), body: maybe(text), rank: Int(random.next() % 100) - 50,
                titleIsCode: random.next() % 2 == 0)
            try check(entry, round)
            let article = Article(
                id: text(), title: text(), summary: text(), sources: located(),
                body: MarkdownText(text(), origin: here),
                file: text())
            try check(article, round)
            func sample() -> CodeSample {
                CodeSample(
                    caption: maybe(text), language: text(), code: text(),
                    location: SourceLocation(
                        file: text(), line: Int(random.next() % 900), column: Int(random.next() % 90)))
            }
            let guide = Guide(
                id: text(), title: text(), summary: text(), audience: maybe(text), sources: located(),
                intro: MarkdownText(text(), origin: here),
                steps: (0..<Int(random.next() % 3)).map { number in
                    GuideStep(
                        id: text(), number: number + 1, title: text(), summary: maybe(text),
                        body: MarkdownText(text(), origin: here), before: maybe(sample), after: maybe(sample),
                        gotchas: (0..<Int(random.next() % 3)).map { _ in MarkdownText(text(), origin: here) },
                        sources: located(), file: text())
                },
                file: text())
            try check(guide, round)
        }
    }
}
