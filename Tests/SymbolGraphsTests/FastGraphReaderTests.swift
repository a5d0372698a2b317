import Foundation
import Testing

@testable import SymbolGraphs

/// `FastGraphReader` against the library it copies: for every graph it reads, the `GraphFile` is
/// SymbolKit's; a graph SymbolKit rejects it leaves to SymbolKit (nil).
struct FastGraphReaderTests {
    static func same(_ data: Data, _ comment: Comment? = nil) {
        let reference = SymbolKitReader.read(data, path: "g.symbols.json")
        let fast = FastGraphReader.read(data, path: "g.symbols.json")
        switch reference {
        case .success(let file): #expect(fast == file, comment)
        case .failure: #expect(fast == nil, comment)
        }
    }

    @Test func graphsOfTheHostileSuiteReadAlike() {
        let graphs: [Data] = [
            HostileGraphTests.graph(symbols: [
                HostileGraphTests.symbol("s:1M1ZV", ["Z"]),
                HostileGraphTests.symbol("s:1M1AV", ["A", "b\\u00e9\\ud83d\\ude00"]),
            ]),
            HostileGraphTests.graph(major: 1, symbols: [HostileGraphTests.symbol("s:1M1AV", ["A"])]),
            HostileGraphTests.graph(
                symbols: [HostileGraphTests.symbol("a", ["A"]), HostileGraphTests.symbol("b", ["A", "B"])],
                relationships: [HostileGraphTests.memberOf("a", "b"), HostileGraphTests.memberOf("b", "a")]),
            HostileGraphTests.graph(module: "M\\u001b[31m"),
        ]
        for graph in graphs { Self.same(graph) }
        // Read by both: SymbolKit's reading decides, and the fast reader steps aside.
        let whole = HostileGraphTests.graph(symbols: [HostileGraphTests.symbol("s:1M1AV", ["A"])])
        #expect(FastGraphReader.read(whole.prefix(whole.count / 2), path: "g") == nil)
        let repeated = HostileGraphTests.graph(symbols: [
            HostileGraphTests.symbol("s:1M1AV", ["A"]), HostileGraphTests.symbol("s:1M1AV", ["A"]),
        ])
        #expect(FastGraphReader.read(repeated, path: "g") == nil)
    }

    /// Arrays of `FastGraphReader.parallelElements` elements or more are split at their commas and
    /// read on several threads: the same file as SymbolKit's for a valid graph (names holding
    /// quotes, backslashes, commas and brackets), and nil where the split would hide a syntax
    /// error (a missing comma, a stray closer, an empty element, a truncated string).
    @Test func largeArraysReadOnSeveralThreadsAsSymbolKitReadsThem() {
        let count = FastGraphReader.parallelElements + 10
        let names = [#"A"#, #"q\"{,]}"#, #"b\\"#, #"[x, {y}]"#, #"c\\\\"#]  // as JSON writes them
        var symbols = (0..<count).map { number in
            HostileGraphTests.symbol("s:1M\(number)V", ["T\(number)", names[number % names.count]])
        }
        let relationships = (1..<count).map { HostileGraphTests.memberOf("s:1M\($0)V", "s:1M0V") }
        let valid = HostileGraphTests.graph(symbols: symbols, relationships: relationships)
        Self.same(valid, "valid")
        let file = FastGraphReader.read(valid, path: "g")
        #expect(file?.symbols.count == count)
        #expect(file?.relationships.count == count - 1)
        #expect(file?.symbols.first { $0.preciseIdentifier == "s:1M1V" }?.pathComponents == ["T1", #"q"{,]}"#])

        let second = symbols[1]
        symbols[1] = second + "}"
        Self.same(HostileGraphTests.graph(symbols: symbols), "a stray closer after an element")
        symbols[1] = second + " " + HostileGraphTests.symbol("s:1MxV", ["X"])
        Self.same(HostileGraphTests.graph(symbols: symbols), "two elements without a comma")
        symbols[1] = ""
        Self.same(HostileGraphTests.graph(symbols: symbols), "an empty element")
        symbols[1] = second
        let text = String(decoding: valid, as: UTF8.self)
        let cut = text.range(of: "\"T100\"")!
        Self.same(Data(text[..<cut.upperBound].dropLast().utf8), "a string cut short")
        Self.same(Data((text + "]").utf8), "a closer after the graph")
    }

    /// Every field the reader takes, in one symbol and one relationship, with the values
    /// SymbolKit gives defaults for left out of a second symbol (`Fixtures/every-field.symbols.json`,
    /// also a seed of the `graph` fuzz target).
    @Test func everyFieldReadsAsSymbolKitReadsIt() throws {
        let data = try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/every-field.symbols.json"))
        guard case .success(let reference) = SymbolKitReader.read(data, path: "g") else {
            Issue.record("SymbolKit does not read the sample")
            return
        }
        #expect(reference.symbols.count == 2)
        #expect(FastGraphReader.read(data, path: "g") == reference)
    }

    /// The toolchain's standard library graphs (about 16,000 symbols), extracted here.
    @Test(.enabled(if: extractor != nil, "needs swift-symbolgraph-extract on PATH"))
    func theStandardLibrarysGraphsReadAlike() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stdlib-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.extractor))
        process.arguments = ["-module-name", "Swift", "-output-dir", folder.path, "-minimum-access-level", "public"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".symbols.json")
        }
        #expect(files.contains("Swift.symbols.json"))
        for name in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let fast = try #require(FastGraphReader.read(data, path: name), "\(name) left to SymbolKit")
            guard case .success(let reference) = SymbolKitReader.read(data, path: name) else {
                Issue.record("SymbolKit does not read \(name)")
                continue
            }
            #expect(fast.symbols.count == reference.symbols.count, "\(name)")
            #expect(fast == reference, "\(name)")
        }
    }

    static let extractor: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/swift-symbolgraph-extract" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
