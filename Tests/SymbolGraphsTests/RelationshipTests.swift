import ContentModel
import Foundation
import Testing

@testable import SymbolGraphs

/// Relationships as pages list them.
struct RelationshipTests {
    /// A type made `Hashable` in one extension and `Comparable` in another conforms to `Equatable`
    /// through both: the graph states that conformance twice, the page lists it once.
    @Test func aConformanceStatedTwiceIsListedOnce() throws {
        let graph = HostileGraphTests.graph(
            symbols: [
                HostileGraphTests.symbol("s:1M4SizeV", ["Size"]),
                HostileGraphTests.symbol("s:1M9EquatableP", ["Equatable"], kind: "swift.protocol"),
            ],
            relationships: [
                #"{"kind":"conformsTo","source":"s:1M4SizeV","target":"s:1M9EquatableP"}"#,
                #"{"kind":"conformsTo","source":"s:1M4SizeV","target":"s:1M9EquatableP"}"#,
                #"{"kind":"conformsTo","source":"s:1M4SizeV","target":"s:SH","targetFallback":"Swift.Hashable"}"#,
                #"{"kind":"conformsTo","source":"s:1M4SizeV","target":"s:SH","targetFallback":"Swift.Hashable"}"#,
            ])
        let (read, problems) = GraphReader.read(graph, display: HostileGraphTests.display)
        #expect(problems.isEmpty)
        let converter = GraphConverter(
            files: [try #require(read)], settings: SymbolGraphSettings(), otherIDs: [], authoredIDs: [],
            displayPath: { $0 })
        let (symbols, diagnostics) = converter.convert()
        #expect(diagnostics.isEmpty)
        let size = try #require(symbols.first { $0.id == "Size" })
        #expect(size.conformsTo.map(\.value) == ["Equatable"])
        #expect(size.graph?.otherConformances == ["Swift.Hashable"])
    }

    /// The compiler ends some declarations (those returning `some Scene`) with a line feed, as a
    /// text fragment of its own or at the end of one; the page's declaration does not.
    @Test func aDeclarationEndsAtItsLastToken() throws {
        func symbol(_ precise: String, _ name: String, tail: String) -> String {
            HostileGraphTests.symbol(precise, [name], kind: "swift.func").dropLast()
                + #","declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},"#
                + #"{"kind":"identifier","spelling":"\#(name)"},{"kind":"text","spelling":"() -> "},"#
                + #"{"kind":"keyword","spelling":"some"},{"kind":"text","spelling":" "},"#
                + #"{"kind":"typeIdentifier","spelling":"Scene"}\#(tail)]}"#
        }
        let graph = HostileGraphTests.graph(symbols: [
            symbol("s:1M1aF", "a", tail: #",{"kind":"text","spelling":"\n"}"#),
            symbol("s:1M1bF", "b", tail: #",{"kind":"text","spelling":" where T : P \n\n"}"#),
            symbol("s:1M1cF", "c", tail: ""),
        ])
        let (read, problems) = GraphReader.read(graph, display: HostileGraphTests.display)
        #expect(problems.isEmpty)
        let converter = GraphConverter(
            files: [try #require(read)], settings: SymbolGraphSettings(), otherIDs: [], authoredIDs: [],
            displayPath: { $0 })
        let declarations = Dictionary(
            uniqueKeysWithValues: converter.convert().symbols.map { ($0.id, $0.declaration) })
        #expect(
            declarations == [
                "a": "func a() -> some Scene", "b": "func b() -> some Scene where T : P",
                "c": "func c() -> some Scene",
            ])
    }
}
