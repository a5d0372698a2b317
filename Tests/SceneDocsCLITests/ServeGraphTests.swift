import Foundation
import TestSupport
import Testing

/// `serve --symbol-graphs DIR`: a changed graph (a doc comment edited, a symbol added) is rebuilt
/// like a changed page, and the served page says what the graph now says.
@Suite(.tags(.heavy), .skippedWhenQuick)
struct ServeGraphTests {
    /// A one-module graph with the struct `Box` and, when `withLid`, its property `lid`.
    static func graph(summary: String, withLid: Bool) -> Data {
        var symbols: [[String: Any]] = [
            [
                "kind": ["identifier": "swift.struct", "displayName": "Structure"],
                "identifier": ["precise": "s:4Tiny3BoxV", "interfaceLanguage": "swift"],
                "pathComponents": ["Box"], "names": ["title": "Box"], "accessLevel": "public",
                "docComment": ["lines": [["text": summary]]],
                "declarationFragments": [
                    ["kind": "keyword", "spelling": "struct"], ["kind": "text", "spelling": " "],
                    ["kind": "identifier", "spelling": "Box"],
                ],
            ]
        ]
        var relationships: [[String: Any]] = []
        if withLid {
            symbols.append([
                "kind": ["identifier": "swift.property", "displayName": "Instance Property"],
                "identifier": ["precise": "s:4Tiny3BoxV3lidSbvp", "interfaceLanguage": "swift"],
                "pathComponents": ["Box", "lid"], "names": ["title": "lid"], "accessLevel": "public",
                "docComment": ["lines": [["text": "Whether the box is closed."]]],
            ])
            relationships.append(["kind": "memberOf", "source": "s:4Tiny3BoxV3lidSbvp", "target": "s:4Tiny3BoxV"])
        }
        let graph: [String: Any] = [
            "metadata": ["formatVersion": ["major": 0, "minor": 6, "patch": 0], "generator": "test"],
            "module": ["name": "Tiny", "platform": [String: Any]()],
            "symbols": symbols, "relationships": relationships,
        ]
        return try! JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys])
    }

    @Test func aChangedGraphIsRebuiltAndServed() async throws {
        let binary = try #require(TestPaths.scenedocsBinary, "build the scenedocs product first (swift build)")
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.path("Content"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.path("graphs"), withIntermediateDirectories: true)
        let file = folder.path("graphs/Tiny.symbols.json")
        try Self.graph(summary: "A box that holds one thing.", withLid: false).write(to: file)
        let served = try ServeTypeCheckTests.Served(
            binary,
            [
                "serve", "--port", "0", "--content", folder.path("Content").path, "--symbol-graphs",
                folder.path("graphs").path,
            ], errors: true)
        defer { served.stop() }
        let output = served.output
        #expect(try await output.wait(for: "Serving on http://127.0.0.1:"), "\(output.current)")
        let port = try #require(
            output.current.firstMatch(of: /Serving on http:\/\/127\.0\.0\.1:([0-9]+)\//).flatMap { Int($0.1) })
        let client = RawHTTPClient(port: port)
        let before = try await client.request("/symbols/tiny/box.html")
        #expect(before.status == 200)
        #expect(before.text.contains("A box that holds one thing."))

        try Self.graph(summary: "A box that holds two things.", withLid: true).write(to: file)
        #expect(try await output.wait(for: "Tiny.symbols.json: rebuilt"), "\(output.current)")
        let after = try await client.request("/symbols/tiny/box.html")
        #expect(after.text.contains("A box that holds two things."))
        #expect(after.text.contains("box/lid.html"), "the new member is listed")
        #expect(try await client.request("/symbols/tiny/box/lid.html").status == 200)
    }
}
