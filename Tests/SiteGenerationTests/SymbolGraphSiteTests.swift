import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// The graph fixture: `Fixtures/graph/Package` (a small library) compiled and its symbol graph
/// extracted here, with the toolchain on PATH, then documented with `Fixtures/graph/Content`
/// (one extension page). Its pages' Markdown twins match `Fixtures/graph/expected/` byte for byte
/// (`SCENEDOCS_RECORD=1` rewrites them and fails).
/// The graph fixture's scratch folder, removed when the test process exits.
nonisolated(unsafe) private var graphFixtureScratch: String?

enum GraphFixture {
    static let folder = TestPaths.fixtures.appendingPathComponent("graph")

    /// `swiftc` and `swift-symbolgraph-extract` from one toolchain directory on PATH.
    static let tools: (swiftc: String, extract: String)? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swiftc = "\(directory)/swiftc"
            let extract = "\(directory)/swift-symbolgraph-extract"
            if FileManager.default.isExecutableFile(atPath: swiftc),
                FileManager.default.isExecutableFile(atPath: extract)
            {
                return (swiftc, extract)
            }
        }
        return nil
    }()

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The fixture's graphs, extracted once per test process into a scratch folder.
    static let graphs: Result<URL, GraphFixtureError> = {
        guard let tools else { return .failure(GraphFixtureError(message: "no toolchain")) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "graph-fixture-\(UUID().uuidString)")
        // The folder lives as long as the test process, and goes with it.
        graphFixtureScratch = scratch.path
        atexit {
            if let path = graphFixtureScratch { try? FileManager.default.removeItem(atPath: path) }
        }
        let graphs = scratch.appendingPathComponent("graphs")
        do {
            try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
            let sources = folder.appendingPathComponent("Package/Sources/Shapes")
            let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
                $0.hasSuffix(".swift")
            }
            .sorted().map { sources.appendingPathComponent($0).path }
            let module = try run(
                tools.swiftc,
                ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "Shapes"] + files + [
                    "-emit-module-path", scratch.appendingPathComponent("Shapes.swiftmodule").path,
                ])
            guard module.status == 0 else { return .failure(GraphFixtureError(message: module.output)) }
            let target = try run(tools.swiftc, ["-print-target-info"]).output
            let triple = try #require(
                try JSONSerialization.jsonObject(with: Data(target.utf8)) as? [String: Any]
            ).flatMap {
                ($0["target"] as? [String: Any])?["triple"] as? String
            }
            let extract = try run(
                tools.extract,
                [
                    "-module-name", "Shapes", "-I", scratch.path, "-target", triple ?? "", "-output-dir", graphs.path,
                    "-minimum-access-level", "public", "-skip-inherited-docs", "-emit-extension-block-symbols",
                ])
            guard extract.status == 0 else { return .failure(GraphFixtureError(message: extract.output)) }
            return .success(graphs)
        } catch {
            return .failure(GraphFixtureError(message: "\(error)"))
        }
    }()

    static func options(content: URL = folder.appendingPathComponent("Content"), graphs: URL) -> BuildOptions {
        var options = Builds.options(content: content)
        options.symbolGraphFolders = [(graphs, "graphs")]
        return options
    }
}

struct GraphFixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

@Suite(.enabled(if: GraphFixture.tools != nil, "needs swiftc and swift-symbolgraph-extract on PATH"))
struct SymbolGraphSiteTests {
    static let expected = GraphFixture.folder.appendingPathComponent("expected")
    /// One page of each kind the issue names: a protocol with requirements and default
    /// implementations, an actor, a macro, a generic with constraints, an extension of another
    /// module's type; and a property wrapper, a deprecated alias, a conditional conformance.
    static let goldenPages = [
        "symbols/shapes/shape.md", "symbols/shapes/shape/perimeter.md", "symbols/shapes/shape/describe.md",
        "symbols/shapes/shape/describe-8yae1.md",
        "symbols/shapes/shape/islarger-than.md", "symbols/shapes/square.md", "symbols/shapes/canvas.md",
        "symbols/shapes/canvas/add.md", "symbols/shapes/describe.md", "symbols/shapes/stack.md",
        "symbols/shapes/stack/totalarea.md", "symbols/shapes/array.md", "symbols/shapes/array/largest.md",
        "symbols/shapes/clamped.md", "symbols/shapes/pile.md",
    ]

    static func line(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location.map { "\($0): " } ?? ""
        return "\(location)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
    }

    @Test func pagesMatchTheGoldenFiles() throws {
        let graphs = try GraphFixture.graphs.get()
        let result = Builds.inMemory(GraphFixture.options(graphs: graphs))
        #expect(result.diagnostics.sorted.map(Self.line) == [])
        if GoldenSiteTests.isRecording {
            for path in Self.goldenPages {
                let url = Self.expected.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try #require(result.files[path]).write(to: url)
            }
            Issue.record("re-recorded; run again without SCENEDOCS_RECORD")
            return
        }
        for path in Self.goldenPages {
            let actual = try #require(result.files[path], "\(path) is built")
            let wanted = try Data(contentsOf: Self.expected.appendingPathComponent(path))
            if actual != wanted {
                Issue.record("\(path): \(GoldenSiteTests.firstDifference(wanted, actual))")
            }
        }
    }

    @Test func htmlPagesLinkDeclarationsAndSayWhatTheGraphSays() throws {
        let graphs = try GraphFixture.graphs.get()
        let result = Builds.inMemory(GraphFixture.options(graphs: graphs))
        let shape = Builds.page(result, "symbols/shapes/shape.html")
        // Requirements are required, as DocC shows them; one with a default implementation says so.
        #expect(shape.contains(#"<a href="shape/area.html"><code>area</code></a> <span class="badge">Required</span>"#))
        #expect(shape.contains(#"<code>perimeter</code></a> <span class="badge">Required</span>"#))
        let perimeter = Builds.page(result, "symbols/shapes/shape/perimeter.html")
        #expect(perimeter.contains("<li>A default implementation is provided.</li>"))
        // A type name in a declaration links to its page.
        let isLarger = Builds.page(result, "symbols/shapes/shape/islarger-than.html")
        #expect(isLarger.contains(#"<a class="hl-type" href="../shape.html">Shape</a>"#))
        // A constrained extension member says when it is available.
        let totalArea = Builds.page(result, "symbols/shapes/stack/totalarea.html")
        #expect(totalArea.contains("<li>Available when Element conforms to Shape.</li>"))
        // A conditional conformance says its condition; an actor's inherited members their origin.
        let stack = Builds.page(result, "symbols/shapes/stack.html")
        #expect(stack.contains(#"<span class="condition">when Element conforms to Equatable</span>"#))
        #expect(Builds.page(result, "symbols/shapes/canvas/assertisolated-file-line.html").contains("Inherited from"))
        // An extension of another module's type says whose type it is.
        #expect(Builds.page(result, "symbols/shapes/array.html").contains("Extends a type of <code>Swift</code>."))
        // No empty availability list for a symbol without availability.
        #expect(
            !shape.contains(#"<ul class="availability""#),
            "\(shape.components(separatedBy: "availability").dropFirst().first ?? "")")
        // Every page, search index and model come out; no link is broken.
        #expect(result.files["model.json"] != nil)
        #expect(result.files.keys.filter { $0.hasSuffix(".html") }.count == 43)
        // A default implementation has its own page, named with DocC's hash, under the protocol's
        // Default Implementations; the requirement keeps the plain name.
        #expect(shape.contains(#"<h3>Default Implementations</h3>"#))
        #expect(shape.contains(#"href="shape/describe-8yae1.html""#))
        #expect(
            Builds.page(result, "symbols/shapes/shape/describe.html").contains("A default implementation is provided"))
    }

    @Test func authoredFieldsAreCheckedAgainstTheGraph() throws {
        let graphs = try GraphFixture.graphs.get()
        let scratch = try Scratch()
        let content = scratch.directory.url.appendingPathComponent("Docs")
        try FileManager.default.copyItem(at: GraphFixture.folder.appendingPathComponent("Content"), to: content)
        let pages = content.appendingPathComponent("symbols/Shapes")
        try """
        ---
        id: Square
        kind: struct
        declaration: "struct Square : Shape"
        ---
        Prose.
        """.write(to: pages.appendingPathComponent("Square.md"), atomically: true, encoding: .utf8)
        try """
        ---
        id: Circle
        summary: A round shape.
        ---
        """.write(to: pages.appendingPathComponent("Circle.md"), atomically: true, encoding: .utf8)
        var options = GraphFixture.options(content: content, graphs: graphs)
        options.contentDisplay = "Docs"
        let printed = Builds.inMemory(options).diagnostics.sorted.map(Self.line)
        #expect(
            printed == [
                "Docs/symbols/Shapes/Circle.md:1:1: error: 'Circle' is not a symbol of Shapes's symbol graph [symbol-not-in-graph]",
                "Docs/symbols/Shapes/Square.md:3:7: warning: 'kind' repeats what the symbol graph of Shapes (graphs/Shapes.symbols.json) says [graph-field-repeated]",
                "Docs/symbols/Shapes/Square.md:4:14: error: 'declaration' is 'struct Square : Shape' here but the symbol graph of Shapes (graphs/Shapes.symbols.json) says 'struct Square' [graph-mismatch]",
            ])
    }

    /// `swift` beside the fixture's `swiftc`, for `--package`.
    static let swiftDriver: String? = GraphFixture.tools.map {
        ($0.swiftc as NSString).deletingLastPathComponent + "/swift"
    }.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }

    @Test(.enabled(if: swiftDriver != nil, "needs swift beside swiftc"))
    func aPackageIsBuiltAndDocumentedLikeItsGraph() throws {
        let graphs = try GraphFixture.graphs.get()
        let scratch = try Scratch()
        let noContent = scratch.directory.url.appendingPathComponent("NoContent")
        let fromGraphs = Builds.inMemory(GraphFixture.options(content: noContent, graphs: graphs))
        var options = Builds.options(content: noContent)
        options.package = (GraphFixture.folder.appendingPathComponent("Package"), "Package")
        options.swiftc = GraphFixture.tools?.swiftc
        options.typecheckCache = scratch.directory.url.appendingPathComponent("cache").path
        let fromPackage = Builds.inMemory(options)
        #expect(fromPackage.diagnostics.sorted.map(Self.line) == [])
        let shapes = fromGraphs.files.keys.filter { $0.hasPrefix("symbols/shapes/") }.sorted()
        #expect(shapes.count > 20)
        #expect(fromPackage.files.keys.filter { $0.hasPrefix("symbols/shapes/") }.sorted() == shapes)
        for path in shapes where path.hasSuffix(".md") {
            #expect(fromPackage.files[path] == fromGraphs.files[path], "\(path)")
        }
        // The package's name titles the site.
        let home = try #require(fromPackage.files["index.html"])
        #expect(String(decoding: home, as: UTF8.self).contains("<title>Shapes"))
    }

    @Test func aFolderWithoutPackageManifestIsOneError() throws {
        let scratch = try Scratch()
        var options = Builds.options(content: scratch.directory.url.appendingPathComponent("Content"))
        options.package = (scratch.directory.url, "NotAPackage")
        options.swiftc = GraphFixture.tools?.swiftc
        #expect(
            Builds.inMemory(options).diagnostics.sorted.map(Self.line) == [
                "error: 'NotAPackage' has no Package.swift [symbol-graph-unavailable]"
            ])
    }
    /// Without a toolchain the shipped site still builds, `--strict` too: one note says why (no
    /// diagnostic: the content has no problem), the authored pages stand in for their symbols,
    /// and prose naming an interface type that has no authored page (`View`) shows it as code.
    @Test func theShippedSiteBuildsStrictWithoutTheToolchainWithOneNote() throws {
        var options = Builds.options(content: TestPaths.shippedContent)
        options.swiftc = "/nonexistent/swiftc"
        options.typecheck = false
        let result = Builds.inMemory(options, strict: true)
        #expect(result.diagnostics.sorted.map(Self.line) == [])
        #expect(!result.failed)
        #expect(
            result.notes == [
                "Symbol graphs were not extracted, so the symbol pages of UIKit, SwiftUI, UserNotifications, BackgroundTasks show only their prose: /nonexistent/swiftc is not an executable file (check --swiftc)"
            ])
        let article = Builds.page(result, "articles/scene-hierarchy.html")
        #expect(article.contains("<li>Inside each window, the <code>View</code> hierarchy takes the place"))
        #expect(!Builds.page(result, "symbols/uikit/uiscene.html").isEmpty)
    }
}

/// A graph whose doc comments name no source file (the standard library's): a diagnostic inside a
/// comment points at the JSON string its line is written in, at the column inside it when the
/// string has no escape, at the string's start otherwise (where two problems of a line then meet,
/// they are one diagnostic).
struct GraphCommentWithoutSourceTests {
    @Test func diagnosticsPointAtTheCommentsStringsInTheGraph() throws {
        let graph = """
            {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0},"generator":"test"},
            "module":{"name":"M","platform":{}},
            "symbols":[{"kind":{"identifier":"swift.struct","displayName":"Structure"},\
            "identifier":{"precise":"s:1M1AV","interfaceLanguage":"swift"},"pathComponents":["A"],\
            "names":{"title":"A"},"accessLevel":"public",
            "docComment":{"lines":[{"text":"A value."},{"text":""},{"text":"Plain <b>bold</b>."},
              {"text":"Quoted \\"x\\" <i>y</i>."}]}}],
            "relationships":[]}
            """
        let scratch = try Scratch(["graphs/M.symbols.json": graph])
        var options = scratch.options()
        options.symbolGraphFolders = [(scratch.directory.url.appendingPathComponent("graphs"), "graphs")]
        let printed = Builds.inMemory(options).diagnostics.sorted.map(SymbolGraphSiteTests.line)
        #expect(
            printed == [
                "graphs/M.symbols.json:4:71: warning: raw HTML is not rendered and was dropped [raw-html]",
                "graphs/M.symbols.json:4:78: warning: raw HTML is not rendered and was dropped [raw-html]",
                "graphs/M.symbols.json:5:12: warning: raw HTML is not rendered and was dropped [raw-html]",
            ])
    }
}
