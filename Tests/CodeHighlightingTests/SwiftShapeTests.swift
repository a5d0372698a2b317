import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import TestSupport
import Testing

@testable import CodeHighlighting

/// `SampleCache` highlights a Swift sample from the parse of another sample of the same shape
/// (`SwiftShape`: the same text but for the spelling of plain identifiers). That is only sound if
/// two samples of one shape always parse alike. These tests check it on every sample the classifier
/// tests use (shipped content, a corpus, tricky constructs, damaged copies), each against a twin with
/// every plain identifier respelt (other letters, other lengths): same tree (node and token kinds,
/// token for token), same errors or none, and the twin's highlighting placed on the sample equals
/// the sample's own, byte for byte.
@Suite struct SwiftShapeTests {
    /// Constructs where an identifier's spelling could matter: contextual keywords used both ways,
    /// escapes, numbers, attributes, directives, Unicode neighbours, placeholders, regex literals,
    /// generic-or-comparison, key paths, labels.
    static let constructs = [
        "let async = 1\nfunc f() async throws -> some View { await g(async) }",
        "var get = 0\nvar x: Int { get { get } set { get = newValue } }\nprotocol P { var y: Int { get set } }",
        "actor A { nonisolated let actor = 1; lazy var lazy = 2; weak var weak: A? }\nlet some = any.some",
        ##"let e = "\u{e9}\u{1F600}\n\t\(name)" + #"\#n\#u{e9}\#(value)"# + "\u{aB}""##,
        "let n = 1e5 + 0x1p3 + 0b101 + 0o7 + 1_000.5e-3 + x.0 + 1.e5 + 0xFFp-2 + 0xA",
        "@_spi(Internal) import Foo\n@_accessorBlock var z = 1\n_ = _internal + __dso",
        "let café = naïve + résumé\nlet x = cafe\u{301} + é1 + aé",
        "let p = <#T##Int#> + <#value#>",
        #"let r = /[a-z]+\d/\nlet s = #/(?<name>\w+)/#\nlet t = x / y / z"#,
        "if a < b, c > (d) { let x = Array<Int>(); let y = a<b>(c); let z = f<G>.h }",
        "switch x {\n@unknown default: break\n}",
        "#if os(iOS) && !targetEnvironment(macCatalyst)\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n#endif",
        "@available(iOS, introduced: 13.0, deprecated: 26.0, message: \"Use scenes\")\n@available(*, unavailable, renamed: \"g\")\nfunc legacy() {}",
        "struct S { subscript(_ i: Int) -> Int { i }; init(label name: String) {}; deinit {} }",
        "let k = \\Model.name.first?.count\nlet t = (x: 1, y: label)\nlet f = { (a: Int, b) -> Int in a + b }\n$0.x",
        "extension X where T == Y.Z, U: P & Q { typealias A = B.Type; func g<T>(_ t: T.Type) -> T.Protocol? { nil } }",
        "outer: for i in 0..<n where i % 2 == 0 { continue outer }",
        "do { try f() } catch let error as NSError { print(error) } catch {}",
        "@MainActor @preconcurrency class D: NSObject, @unchecked Sendable { @objc(doThing:) func doThing(_ x: Any) {} }",
        "let `class` = `default`\nfunc `init`() {}",
        "let m = \"\"\"\n    indented \\(value) text\n    \"\"\"",
        "#selector(Foo.bar(_:))\n#Preview { ContentView() }\n#warning(\"later\")",
        "func f(x: borrowing T, y: consuming U, z: inout V, w: sending W) {}",
        "if #available(iOS 26, macOS 26, *) { use() } else if #unavailable(iOS 13) { old() }",
        "let a = b ?? c! + d?.e ?? -f & g\nlet h = !i",
    ]

    /// The sample with each plain identifier respelt: `q` (`Q` for a capital) and a number, of
    /// another length.
    static func twin(of sample: String, _ shape: SwiftShape) -> String {
        var bytes = Array(sample.utf8)
        for (number, identifier) in shape.identifiers.enumerated().reversed() {
            let first = bytes[identifier.lowerBound] <= UInt8(ascii: "Z") ? "Q" : "q"
            let respelt = first + String(repeating: "w", count: number % 3) + String(number * 7 % 11)
            bytes.replaceSubrange(identifier, with: Array(respelt.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The tree without the text of its tokens: node kinds, token kinds and presence, trivia kinds.
    static func structure(_ tree: SourceFileSyntax) -> [String] {
        var items: [String] = []
        for node in tree.children(viewMode: .all) { collect(node, into: &items) }
        return items
    }

    static func collect(_ node: Syntax, into items: inout [String]) {
        if let token = node.as(TokenSyntax.self) {
            var keyword = ""
            if case .keyword(let name) = token.tokenKind { keyword = "\(name)" }
            let trivia = (token.leadingTrivia.pieces + [.spaces(0)] + token.trailingTrivia.pieces).map {
                piece -> String in
                switch piece {
                case .spaces, .tabs, .formfeeds, .verticalTabs: "s"
                case .newlines, .carriageReturns, .carriageReturnLineFeeds: "n"
                case .lineComment: "//"
                case .blockComment: "/*"
                case .docLineComment: "///"
                case .docBlockComment: "/**"
                default: "other"
                }
            }
            items.append("\(token.rawTokenKind)\(keyword) \(token.presence) \(trivia)")
            return
        }
        items.append("\(node.kind)")
        for child in node.children(viewMode: .all) { collect(child, into: &items) }
    }

    /// Pieces inserted into samples to make odd token sequences (the parser's recovery paths).
    static let insertions = [
        " ", "\n", "(", ")", ":", ",", "<", ">", "{", "}", "Foo", "bar", "let ", "case ", ".", "?", "!", "@", "#", "\"",
        "=", "->", "in ", "_ ", "Int", "x y", "X y", "x Y", "[", "]", "\\", "/", "*", "&", "`", "$", "1", "e", "async ",
        "some ", "get ", "any ", "await ", "try ", "as ", "inout ", "...", "&&", ";", "'", "\"\"\"", "#if ", "#endif",
        "func ", "var ", "init", "self", "Self", "Type", "where ", "enum ", "struct ", "extension ", "return ", "-> X",
        "(x: Y)", "(X)", "(x)", "(x Y)", "(X y)",
    ]

    /// The classifier tests' samples, the constructs above, and damaged copies: bytes cut out, and
    /// bytes cut out or pieces inserted. (Before it was committed, the same check passed on 80,000
    /// more damaged copies, two seeds of the second kind.)
    static func samples() throws -> [String] {
        var samples = try SwiftClassifierTests.samples() + constructs
        var random = Random(state: 11)
        let whole = samples
        for round in 0..<2000 {
            var bytes = Array(whole[round % whole.count].utf8)
            for _ in 0..<(1 + Int(random.next() % 5)) {
                if round < 800 || random.next() % 2 == 0 {
                    guard !bytes.isEmpty else { continue }
                    let start = Int(random.next() % UInt64(bytes.count))
                    bytes.removeSubrange(start..<min(bytes.count, start + 1 + Int(random.next() % 6)))
                } else {
                    let insertion = insertions[Int(random.next() % UInt64(insertions.count))]
                    bytes.insert(contentsOf: Array(insertion.utf8), at: Int(random.next() % UInt64(bytes.count + 1)))
                }
            }
            samples.append(String(decoding: bytes, as: UTF8.self))
        }
        return samples
    }

    @Test func twinsOfOneShapeParseAndHighlightAlike() throws {
        var withIdentifiers = 0
        for sample in try Self.samples() {
            guard let shape = SwiftShape(sample) else { continue }
            let twin = Self.twin(of: sample, shape)
            let twinShape = try #require(SwiftShape(twin), "\(twin)")
            #expect(twinShape.key == shape.key, "\(sample)")
            #expect(twinShape.identifiers.count == shape.identifiers.count)
            if !shape.identifiers.isEmpty { withIdentifiers += 1 }

            let tree = Parser.parse(source: sample)
            let twinTree = Parser.parse(source: twin)
            #expect(tree.hasError == twinTree.hasError, "\(sample)\n---\n\(twin)")
            #expect(Self.structure(tree) == Self.structure(twinTree), "\(sample)\n---\n\(twin)")

            let spans = SwiftHighlighter.spans(SwiftClassifier.classify(tree))
            let twinSpans = SwiftHighlighter.spans(SwiftClassifier.classify(twinTree))
            let inShape = try #require(twinShape.spansInShape(twinSpans), "\(twin)")
            #expect(shape.spansInShape(spans) == inShape, "\(sample)")
            #expect(shape.spansInSample(inShape) == spans, "\(sample)")
            #expect(
                SwiftHighlighter.html(sample, spans: shape.spansInSample(inShape)) == SwiftHighlighter.highlight(sample)
            )
        }
        #expect(withIdentifiers > 1000)
    }

    /// The cache answers a sample from its twin's parse, with the sample's own HTML and errors.
    @Test func sampleCacheAnswersFromTheShape() throws {
        var hits = 0
        for sample in try Self.samples().prefix(700) {
            guard let shape = SwiftShape(sample), !shape.identifiers.isEmpty else { continue }
            let twin = Self.twin(of: sample, shape)
            guard twin != sample else { continue }
            let cache = SampleCache(tracksUse: false)
            _ = cache.highlight(twin, language: "swift")
            #expect(cache.highlight(sample, language: "swift") == SwiftHighlighter.highlight(sample), "\(sample)")
            #expect(cache.swiftErrors(in: sample) == SwiftSyntaxChecker.errors(in: sample), "\(sample)")
            let work = cache.swiftWork
            let hasError = Parser.parse(source: sample).hasError
            // Without errors: one parse (the twin's) answered both questions about the sample; with
            // errors, the highlight came from the shape and the errors from a parse of the sample.
            #expect(work.parses == (hasError ? 2 : 1), "\(sample)")
            #expect(work.shapeHits == 1, "\(sample)")
            hits += work.shapeHits
        }
        #expect(hits > 300)
    }

    /// `serve`'s cache keeps a shape while builds use it and forgets it after a build that did not.
    @Test func servesCacheForgetsUnusedShapes() {
        let cache = SampleCache(tracksUse: true)
        _ = cache.highlight("let window = UIWindow(windowScene: scene)", language: "swift")
        #expect(cache.shapeCount == 1)
        cache.dropUnused()  // used by the first build: kept
        #expect(cache.shapeCount == 1)
        _ = cache.highlight("let sheet = UISheet(windowScene: other)", language: "swift")
        #expect(cache.swiftWork == (parses: 1, shapeHits: 1))
        cache.dropUnused()  // the shape was used again: kept
        #expect(cache.shapeCount == 1)
        cache.dropUnused()  // a build that used no sample: both forgotten
        #expect(cache.shapeCount == 0 && cache.count == 0)
        _ = cache.highlight("let panel = UIPanel(windowScene: third)", language: "swift")
        #expect(cache.swiftWork == (parses: 2, shapeHits: 1))
    }

    /// Which runs count as plain identifiers.
    @Test func plainIdentifiers() throws {
        func identifiers(_ code: String) throws -> [String] {
            let shape = try #require(SwiftShape(code))
            let bytes = Array(code.utf8)
            return shape.identifiers.map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        #expect(try identifiers("let async = value.count") == ["value", "count"])
        #expect(try identifiers("@MainActor final class Window: UIWindow {}") == ["Window", "UIWindow"])
        #expect(try identifiers("#if DEBUG\nf($0, _x, x2, 1e5, 0xAb)\n#endif") == ["DEBUG", "f", "x2"])
        #expect(try identifiers(#""\n\u{e9}\#t \(name)" // note"#) == ["name", "note"])
        #expect(try identifiers("`class` + café + cafe\u{301} + b") == ["b"])
        #expect(try identifiers("var x: Int { get set }; let y: Self.Type") == ["x", "Int", "y"])
        #expect(SwiftShape("let a = 1\u{0}") == nil)
        #expect(SwiftShape("let a = \"\u{1}\"") == nil)
        #expect(try #require(SwiftShape("let a = b")).key != #require(SwiftShape("let a = B")).key)
        #expect(try #require(SwiftShape("let a = b")).key == #require(SwiftShape("let abc = d")).key)
        #expect(try #require(SwiftShape("let a = b")).key != #require(SwiftShape("let a = 1")).key)
    }
}
