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
}
