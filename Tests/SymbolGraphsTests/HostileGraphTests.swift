import Diagnostics
import Foundation
import Testing

@testable import SymbolGraphs

/// Graphs that are malformed, truncated or hostile: each is a `symbol-graph-invalid` error at the
/// line and column of the value (or of the byte where the JSON stops), naming the JSON path where there is one, and never a crash; a symbol that fails a check
/// is left out and the rest of the graph is kept.
struct HostileGraphTests {
    static let display = "graphs/M.symbols.json"

    /// One symbol of a graph, as the compiler writes it.
    static func symbol(_ precise: String, _ path: [String], kind: String = "swift.struct") -> String {
        let components = path.map { "\"\($0)\"" }.joined(separator: ",")
        return """
            {"kind":{"identifier":"\(kind)","displayName":"Structure"},\
            "identifier":{"precise":"\(precise)","interfaceLanguage":"swift"},\
            "pathComponents":[\(components)],"names":{"title":"\(path.last ?? "")"},"accessLevel":"public"}
            """
    }

    static func memberOf(_ source: String, _ target: String) -> String {
        "{\"kind\":\"memberOf\",\"source\":\"\(source)\",\"target\":\"\(target)\"}"
    }

    static func graph(
        module: String = "M", major: Int = 0, symbols: [String] = [], relationships: [String] = []
    ) -> Data {
        // One line per symbol and relationship, so that locations show as lines.
        Data(
            """
            {"metadata":{"formatVersion":{"major":\(major),"minor":6,"patch":0},"generator":"test"},
            "module":{"name":"\(module)","platform":{}},
            "symbols":[
            \(symbols.joined(separator: ",\n"))],
            "relationships":[
            \(relationships.joined(separator: ",\n"))]}
            """.utf8)
    }

    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let location = diagnostic.location.map { "\($0): " } ?? ""
            return "\(location)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
        }
    }

    @Test func aWellFormedGraphIsReadWithoutDiagnostics() throws {
        let (file, diagnostics) = GraphReader.read(
            Self.graph(symbols: [Self.symbol("s:1M1AV", ["A"]), Self.symbol("s:1M1BV", ["B"])]),
            display: Self.display)
        #expect(diagnostics.isEmpty)
        #expect(try #require(file).symbols.map(\.preciseIdentifier) == ["s:1M1AV", "s:1M1BV"])
    }

    @Test func anotherFormatVersionIsOneErrorAndNoSymbols() throws {
        let (file, diagnostics) = GraphReader.read(
            Self.graph(major: 1, symbols: [Self.symbol("s:1M1AV", ["A"])]), display: Self.display)
        #expect(
            Self.lines(diagnostics) == [
                "graphs/M.symbols.json:1:30: error: symbol graph format 1.6.0 is not read (metadata.formatVersion) [symbol-graph-invalid]"
            ])
        #expect(try #require(file).symbols.isEmpty)
    }

    @Test func aRepeatedPreciseIdentifierIsNamedWithItsIndex() throws {
        let (file, diagnostics) = GraphReader.read(
            Self.graph(symbols: [
                Self.symbol("s:1M1AV", ["A"]), Self.symbol("s:1M1BV", ["B"]), Self.symbol("s:1M1AV", ["A"]),
            ]),
            display: Self.display)
        #expect(
            Self.lines(diagnostics) == [
                "graphs/M.symbols.json:6:1: error: symbol 's:1M1AV' is listed twice (symbols[2]) [symbol-graph-invalid]"
            ])
        #expect(diagnostics.first?.hint == "one of them is documented; extract the graph again")
        #expect(try #require(file).symbols.map(\.preciseIdentifier) == ["s:1M1AV", "s:1M1BV"])
    }

    /// A string value spelled like the key (`"precise"`) makes the count exceed the symbols; the
    /// second read then finds no repeat.
    @Test func aValueSpelledLikeTheKeyIsNoRepeat() throws {
        let (_, diagnostics) = GraphReader.read(
            Self.graph(symbols: [Self.symbol("precise", ["precise"])]), display: Self.display)
        #expect(diagnostics.isEmpty)
        #expect(SymbolOrder.preciseKeyCount(in: Self.graph(symbols: [Self.symbol("precise", ["precise"])])) == 4)
    }

    @Test func controlCharactersInNamesAreErrorsAtTheSymbolsPathInFileOrder() throws {
        // File order (Z, then the bad one) differs from precise-id order: the path is the file's.
        let (file, diagnostics) = GraphReader.read(
            Self.graph(symbols: [Self.symbol("s:1M1ZV", ["Z"]), Self.symbol("s:1M1AV", ["A\\u0007"])]),
            display: Self.display)
        #expect(
            Self.lines(diagnostics) == [
                "graphs/M.symbols.json:5:145: error: symbol 'A\\u{7}' has a name with the control character U+0007 (symbols[1].pathComponents) [symbol-graph-invalid]"
            ])
        #expect(try #require(file).symbols.map(\.preciseIdentifier) == ["s:1M1ZV"])
    }

    @Test func aControlCharacterInTheModuleNameLeavesTheGraphOut() throws {
        let (file, diagnostics) = GraphReader.read(
            Self.graph(module: "M\\u001b[31m", symbols: [Self.symbol("s:1M1AV", ["A"])]), display: Self.display)
        #expect(
            Self.lines(diagnostics) == [
                "graphs/M.symbols.json:2:18: error: module name holds the control character U+001B (module.name) [symbol-graph-invalid]"
            ])
        #expect(try #require(file).symbols.isEmpty)
    }

    @Test func aMemberOfCycleIsReportedOnceAndItsSymbolsLeftOut() throws {
        let (file, diagnostics) = GraphReader.read(
            Self.graph(
                symbols: [Self.symbol("a", ["A"]), Self.symbol("b", ["A", "B"]), Self.symbol("c", ["C"])],
                relationships: [Self.memberOf("a", "b"), Self.memberOf("b", "a")]),
            display: Self.display)
        #expect(
            Self.lines(diagnostics) == [
                "graphs/M.symbols.json:8:1: error: memberOf relationships form a cycle: a → b → a (relationships[0]) [symbol-graph-invalid]"
            ])
        let kept = try #require(file)
        #expect(kept.symbols.map(\.preciseIdentifier) == ["c"])
        #expect(kept.relationships.isEmpty)
    }

    @Test func aTruncatedGraphIsOneErrorAtTheFile() {
        let whole = Self.graph(symbols: [Self.symbol("s:1M1AV", ["A"])])
        let half = whole.prefix(whole.count / 2)
        let (file, diagnostics) = GraphReader.read(half, display: Self.display)
        #expect(file == nil)
        #expect(diagnostics.count == 1)
        // At the end of the bytes, where the document stops short.
        let lastLine = String(decoding: half, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let end = "\(lastLine.count):\(lastLine.last!.utf8.count + 1)"
        let line = Self.lines(diagnostics).first ?? ""
        #expect(line.hasPrefix("graphs/M.symbols.json:\(end): error: not a readable symbol graph"), "\(line)")
        #expect(line.hasSuffix("[symbol-graph-invalid]"))
        #expect(diagnostics.first?.hint == "extract it again with swift-symbolgraph-extract or swift build")
    }

    @Test func aValueOfTheWrongTypeNamesItsJSONPath() {
        let data = Data(
            String(decoding: Self.graph(symbols: [Self.symbol("s:1M1AV", ["A"])]), as: UTF8.self)
                .replacingOccurrences(of: "\"accessLevel\":\"public\"", with: "\"accessLevel\":7").utf8)
        let (file, diagnostics) = GraphReader.read(data, display: Self.display)
        #expect(file == nil)
        let line = Self.lines(diagnostics).first ?? ""
        #expect(line.contains("not a readable symbol graph at symbols[0].accessLevel: "), "\(line)")
        // At the value: line 4 is the symbol, and `7` follows its last key.
        let symbolLine = String(decoding: data, as: UTF8.self).split(separator: "\n")[3]
        let column = symbolLine.utf8.count - "}],".utf8.count  // the `7` before the symbol's and the list's ends
        #expect(line.hasPrefix("graphs/M.symbols.json:4:\(column): error: "), "\(line)")
    }

    /// Garbage, and the column (in bytes, on line 1) where each stops being a graph.
    static let garbage: [(Data, Int)] = [
        (Data(), 1), (Data("null".utf8), 1), (Data("[]".utf8), 1), (Data("{\"symbols\":{}}".utf8), 1),
        (Data(repeating: 0xFF, count: 64), 1), (Data(String(repeating: "[", count: 100_000).utf8), 100_001),
        (Data(("{\"a\":" + String(repeating: "{\"a\":", count: 50_000)).utf8), 250_006),
        (Data("{\"metadata\": tru}".utf8), 14),
    ]

    /// Each is one error at the byte where the document stops being a graph.
    @Test(arguments: garbage)
    func garbageIsOneErrorNeverACrash(_ data: Data, column: Int) {
        let (file, diagnostics) = GraphReader.read(data, display: Self.display)
        #expect(file == nil)
        #expect(diagnostics.map(\.code) == [.symbolGraphInvalid])
        #expect(diagnostics.first?.location == SourceLocation(file: Self.display, line: 1, column: column))
    }

    @Test func aFileOverTheSizeLimitIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("huge-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("M.symbols.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        // A sparse file: its size is over the limit without writing the bytes.
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(GraphReader.maximumBytes + 1))
        try handle.close()
        let (file, diagnostics) = GraphReader.read(url, display: Self.display)
        #expect(file == nil)
        #expect(
            Self.lines(diagnostics) == [
                "graphs/M.symbols.json:1:1: error: symbol graph is 257 MiB, more than the 256 MiB a graph may hold [symbol-graph-invalid]"
            ])
    }
}
