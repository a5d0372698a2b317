import CorpusGeneration
import Foundation
import TestSupport
import Testing
import Yams

@testable import ContentModel

/// `PlainYAML` composes plain front matter without libyaml; whenever it gives a tree, it must be
/// Yams' tree for the same text (strings, styles, marks), and it must give none where Yams reports
/// an error (errors and their positions always come from Yams).
@Suite struct PlainYAMLTests {
    /// Everything a reader of the tree can see, as text.
    static func describe(_ node: YAMLNode) -> String {
        func describe(_ mark: YAMLNode.Mark?) -> String { mark.map { "\($0.line):\($0.column)" } ?? "-" }
        switch node {
        case .scalar(let scalar):
            return "S(\(scalar.string.debugDescription) \(scalar.style) \(describe(scalar.mark)))"
        case .mapping(let mapping):
            let pairs = mapping.map { Self.describe($0.key) + ": " + Self.describe($0.value) }.joined(separator: ", ")
            return "M(\(describe(mapping.mark)) {\(pairs)})"
        case .sequence(let items, let mark):
            return "Q(\(describe(mark)) [\(items.map { Self.describe($0) }.joined(separator: ", "))])"
        case .alias(let mark):
            return "A(\(describe(mark)))"
        }
    }

    static func yams(_ text: String) -> YAMLNode?? {
        do { return .some(try Yams.compose(yaml: text, .basic, .default, .utf8).map(YAMLNode.init)) } catch {
            return .none
        }
    }

    /// Compares both on `text`; returns whether the plain path took it.
    @discardableResult
    static func check(_ text: String, _ label: String) -> Bool {
        guard let plain = PlainYAML.compose(text) else { return false }
        guard case .some(.some(let reference)) = yams(text) else {
            Issue.record("\(label): Yams fails or finds nothing where the plain path composed:\n\(text)")
            return true
        }
        let same = describe(plain) == describe(reference) && plain == reference
        #expect(same, "\(label):\n\(text)\nplain: \(describe(plain))\nyams:  \(describe(reference))")
        return true
    }

    /// Yams' nodes become `YAMLNode`s with their text, styles, marks and order (and aliases as aliases).
    @Test func yamsNodesConvertWithTextStylesAndMarks() throws {
        let text = "a: &x 'one'\nb:\n  - *x\n  - |\n    block\nc: {d: \"two\"}\n"
        let node = try #require(Self.yams(text) ?? nil)
        #expect(
            Self.describe(node) == "M(1:1 {S(\"a\" plain 1:1): S(\"one\" singleQuoted 1:4), S(\"b\" plain 2:1): "
                + "Q(3:3 [S(\"one\" singleQuoted 1:4), S(\"block\\n\" literal 4:5)]), S(\"c\" plain 6:1): "
                + "M(6:4 {S(\"d\" plain 6:5): S(\"two\" doubleQuoted 6:8)})})")
        #expect(node.mapping?.count == 3)
        #expect(node.mapping?[0].key.string == "a")
        #expect(node.mapping?[1].value.sequence?.count == 2)
        #expect(node.mapping?[2].value.string == nil)
        #expect(node.mark == YAMLNode.Mark(line: 1, column: 1))
    }

    @Test func realFrontMatterAndDataFilesComposeAsWithYams() throws {
        let corpus = try WrittenCorpus(pages: 120)
        var taken = 0
        var symbolPages = 0
        var symbolPagesTaken = 0
        for content in [
            TestPaths.shippedContent, TestPaths.basicFixture.appendingPathComponent("Content"), corpus.content,
        ] {
            let files = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { ["md", "yml", "yaml"].contains($0.pathExtension) }
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                let yaml: String
                if file.pathExtension == "md" {
                    guard let document = FrontMatterDocument.split(text, file: file.path, context: LoadContext()) else {
                        continue
                    }
                    yaml = document.yaml
                } else {
                    yaml = text
                }
                let tookIt = Self.check(yaml, file.path)
                if tookIt { taken += 1 }
                if content == corpus.content, file.path.contains("/symbols/") {
                    symbolPages += 1
                    if tookIt { symbolPagesTaken += 1 }
                }
            }
        }
        // The point of the plain path: the generated corpus's symbol pages all take it.
        #expect(symbolPages > 50 && symbolPagesTaken == symbolPages, "\(symbolPagesTaken) of \(symbolPages)")
        #expect(taken > 100)
    }

    /// Values that are plain YAML, and values that are almost: generated documents mix them.
    static let plainValues = [
        "plain text", "UIScene", "13.0", "yes", "~", "null", "a:b", "http://example.com/a#b", "x #y", "\"double\"",
        "\"esc \\\" \\\\ \\n \\t\"", "'single ''q'''", "[A, B, C]", "[\"a, b\", 'c', d]", "[]", "[ ]", "café ünïcode 雪",
        "emoji 🙂 text", "trailing   ", "'it''s'", "\"\"", "''", "value with 'quotes' and \"more\"", "{a: b}", "{}",
        "{introduced: \"27.0\", beta: true}", "{ a: b , c: 'd' }", "[a, \"b]\"]", "[é, ü, 雪]", "{a: é, b: \"雪\", c: d}",
    ]
    static let oddValues = [
        "x # comment", "\"slash \\/\"", "\"bad \\q\"", "\"unicode \\u00e9\"", "'open", "\"open", "[a, ]", "[a, [b]]",
        "[a:b]", "[a] tail", "\"q\" tail", "-1", "- x", "? x", ": x", "&anchor v", "*alias", "!tag v", "|", ">", "@at",
        "`tick`", "%p", "ends with colon:", "has: colon", "a\u{85}b", "a\u{2028}b", "\u{FEFF}bom", "x\ty",
        "{a: b, a: c}", "{a: [b]}", "{a:b}", "{a: b,}", "{\"q\": x}", "{a: b} tail", "[a}", "{a: b]", "{a: {b: c}}",
    ]
    static let keyForms = [
        "id", "title", "iOS", "seeAlso", "a_b", "x-y", "v1.2", "k", "id", "title", "\"quoted\"", "-dash", "two words",
    ]

    static func document(_ random: inout SplitMix64) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        // Mostly plain values, so that many whole documents are plain.
        func value() -> String { random.next() % 12 == 0 ? pick(oddValues) : pick(plainValues) }
        var lines: [String] = []
        var usedKeys = Set<String>()
        for _ in 0..<(1 + Int(random.next() % 6)) {
            var key = pick(keyForms)
            if random.next() % 4 != 0 { key += "\(lines.count)" }  // mostly distinct keys
            if usedKeys.contains(key), random.next() % 2 == 0 { continue }
            usedKeys.insert(key)
            switch random.next() % 10 {
            case 0:
                // A nested mapping, sometimes badly indented.
                lines.append("\(key):")
                let indent = pick(["  ", "  ", "    ", " "])
                for index in 0..<(1 + Int(random.next() % 3)) {
                    lines.append(indent + "\(pick(keyForms))\(index): \(value())")
                }
                if random.next() % 12 == 0 { lines.append(" " + indent + "stray: x") }
            case 1:
                // A block sequence, indented or not.
                lines.append("\(key):")
                let indent = pick(["  ", "", "    "])
                for _ in 0..<(1 + Int(random.next() % 3)) { lines.append(indent + "- " + value()) }
            case 2 where random.next() % 3 == 0:
                lines.append("\(key):")  // empty value, or a continuation below
                if random.next() % 2 == 0 { lines.append("  continued \(value())") }
            case 3:
                lines.append("\(key): \(value())")
                lines.append(pick(["", "   ", "", "# a comment", "  more text", "\t"]))
            default:
                lines.append("\(key):\(pick([" ", "  ", " ", ""]))\(value())")
            }
        }
        if random.next() % 8 == 0 { lines.insert("", at: 0) }
        return lines.joined(separator: "\n") + (random.next() % 2 == 0 ? "\n" : "")
    }

    @Test func generatedDocumentsComposeAsWithYamsOrAreLeftToIt() {
        var random = SplitMix64(seed: 11)
        var taken = 0
        let count = 3000
        for round in 0..<count {
            let text = Self.document(&random)
            if Self.check(text, "document \(round)") { taken += 1 }
        }
        // Enough of them are plain for the comparison to mean something, and enough are not.
        #expect(taken > count / 10 && taken < count * 9 / 10, "\(taken) of \(count)")
    }

    @Test func errorsAndDuplicatesAreLeftToYams() {
        for text in [
            "a: 1\na: 2", "a: 1\n b: 2", "a: [x\nb: y", "a: \"x\nb: y", "a:\tb", "a: b\r\nc: d", "- x\n- y",
            "just text",
        ] {
            #expect(PlainYAML.compose(text) == nil, "\(text.debugDescription)")
        }
        // Duplicates among few keys (searched in order) and among many (in a set).
        let many = (0..<40).map { "k\($0): v" }
        #expect(PlainYAML.compose(many.joined(separator: "\n")) != nil)
        for duplicate in [3, 15, 16, 17, 39] {
            let text = (many + ["k\(duplicate): again"]).joined(separator: "\n")
            #expect(PlainYAML.compose(text) == nil, "k\(duplicate) twice")
            let early = (Array(many.prefix(duplicate + 1)) + ["k\(duplicate): again"]).joined(separator: "\n")
            #expect(PlainYAML.compose(early) == nil, "k\(duplicate) twice after \(duplicate + 1) keys")
        }
    }
}
