import Diagnostics
import TestSupport
import Testing

@testable import ContentModel

@Suite struct OutputPathsTests {
    @Test func symbolPathsPutMembersInTheirParentsFolder() {
        #expect(
            OutputPaths.symbol(id: "UIScene/activationState", framework: "UIKit")
                == "symbols/uikit/uiscene/activationstate.html")
        #expect(
            OutputPaths.symbol(id: "UIScene.ActivationState", framework: "UIKit")
                == "symbols/uikit/uiscene.activationstate.html")
        #expect(
            OutputPaths.symbol(id: "UIApplicationSceneManifest", framework: "Bundle Resources")
                == "symbols/bundle-resources/uiapplicationscenemanifest.html")
        // Operators: `/` starting a member's name is part of it, not a folder.
        #expect(OutputPaths.symbol(id: "Grid//(_:_:)", framework: "Shapes") == "symbols/shapes/grid/slash-2.html")
        #expect(
            OutputPaths.symbol(id: "Grid/==(_:_:)", framework: "Shapes") == "symbols/shapes/grid/equal-equal-2.html")
    }

    @Test func namesDifferingOnlyInCaseGetTheirKindThenTheirRank() {
        func symbol(_ id: String, _ kind: SymbolKind) -> Symbol {
            let here = SourceLocation(file: "Content/symbols/x.md", line: 1, column: 1)
            return Symbol(
                id: id, title: id, kind: kind, framework: "SwiftUI", declaration: "", summary: "", availability: [],
                deprecation: nil, parent: nil, topic: nil, requirement: nil, inheritsFrom: [], conformsTo: [],
                seeAlso: [], sources: [], body: MarkdownText("", origin: here), file: here.file)
        }
        #expect(
            ContentIndex.disambiguatedPaths([
                symbol("D/rootScene", .property), symbol("D/RootScene", .associatedType), symbol("D/other", .method),
            ]) == [
                "symbols/swiftui/d/rootscene-property.html", "symbols/swiftui/d/rootscene-associated-type.html",
                "symbols/swiftui/d/other.html",
            ])
        // Pages that leave the kind to a graph all have the default kind: the ids' order decides.
        #expect(
            ContentIndex.disambiguatedPaths([symbol("D/rootScene", .method), symbol("D/RootScene", .method)]) == [
                "symbols/swiftui/d/rootscene-method-2.html", "symbols/swiftui/d/rootscene-method.html",
            ])
        // A graph's overloads that differ only in punctuation (`removeFirst()`, `removeFirst(_:)`)
        // are numbered too; authored pages that do are a collision the validator reports.
        func graphSymbol(_ id: String) -> Symbol {
            var made = symbol(id, .method)
            made.graph = GraphFacts(
                preciseIdentifier: "s:" + id, module: "Swift", kindIdentifier: "swift.method", accessLevel: "public",
                fragments: [], graphFile: "Swift.symbols.json")
            return made
        }
        #expect(
            ContentIndex.disambiguatedPaths([graphSymbol("Array/removeFirst(_:)"), graphSymbol("Array/removeFirst()")])
                == ["symbols/swiftui/array/removefirst-method-2.html", "symbols/swiftui/array/removefirst-method.html"])
        #expect(
            ContentIndex.disambiguatedPaths([symbol("A-b", .method), symbol("A(b)", .method)]) == [
                "symbols/swiftui/a-b-method.html", "symbols/swiftui/a-b-method.html",
            ])
    }

    @Test(arguments: [
        ("index.html", "symbols/uikit/uiscene.html", "symbols/uikit/uiscene.html"),
        ("symbols/uikit/uiscene.html", "index.html", "../../index.html"),
        ("symbols/uikit/uiscene.html", "symbols/uikit/uiscene/activationstate.html", "uiscene/activationstate.html"),
        ("symbols/uikit/uiscene/activationstate.html", "symbols/uikit/uiscene.html", "../uiscene.html"),
        ("symbols/uikit/uiscene/activationstate.html", "symbols/swiftui/app.html", "../../swiftui/app.html"),
        ("symbols/index.html", "symbols/uikit/x.html", "uikit/x.html"),
        ("guides/a.html", "guides/a.html", "a.html"),
        ("articles/x.html", "assets/d.svg", "../assets/d.svg"),
        ("a/b.html", "a", "../a"),
        ("404.html", "mapping.html", "mapping.html"),
    ])
    func relative(_ from: String, _ to: String, _ expected: String) {
        #expect(OutputPaths.relative(from: from, to: to) == expected)
    }

    @Test func rootPrefix() {
        #expect(OutputPaths.rootPrefix(from: "index.html") == "")
        #expect(OutputPaths.rootPrefix(from: "guides/a.html") == "../")
        #expect(OutputPaths.rootPrefix(from: "symbols/uikit/uiscene/x.html") == "../../../")
    }

    @Test func relativePathsBetweenOutputFiles() {
        #expect(
            OutputPaths.relative(from: "index.html", to: "symbols/UIKit/UIScene.html") == "symbols/UIKit/UIScene.html")
        #expect(OutputPaths.relative(from: "symbols/UIKit/UIScene.html", to: "index.html") == "../../index.html")
        #expect(
            OutputPaths.relative(from: "symbols/UIKit/UIScene.html", to: "symbols/UIKit/UIWindow.html")
                == "UIWindow.html")
        #expect(
            OutputPaths.relative(from: "symbols/UIKit/UIScene/x.html", to: "symbols/SwiftUI/App.html")
                == "../../SwiftUI/App.html")
        #expect(OutputPaths.relative(from: "guides/a.html", to: "guides/a.html") == "a.html")
        #expect(OutputPaths.rootPrefix(from: "symbols/UIKit/UIScene.html") == "../../")
        #expect(OutputPaths.rootPrefix(from: "index.html") == "")
    }

    /// The one-pass `relative` against the component-splitting version it replaced, on random
    /// output paths that share folders, prefixes of names (`ab/` vs `abc/`) and nesting depths.
    @Test func relativePathsMatchComponentSplitting() {
        func splitting(from: String, to: String) -> String {
            let fromDirectory = from.split(separator: "/").dropLast()
            let target = to.split(separator: "/", omittingEmptySubsequences: false)
            var common = 0
            while common < fromDirectory.count, common < target.count - 1,
                fromDirectory[fromDirectory.startIndex + common] == target[common]
            {
                common += 1
            }
            return String(repeating: "../", count: fromDirectory.count - common)
                + target[common...].joined(separator: "/")
        }
        var random = Random(state: 11)
        let segments = ["a", "ab", "abc", "b", "é", "x.y", "a.b"]
        func path() -> String {
            let depth = Int(random.next() % 4)
            let folders = (0..<depth).map { _ in segments[Int(random.next() % UInt64(segments.count))] }
            return (folders + [segments[Int(random.next() % UInt64(segments.count))] + ".html"]).joined(separator: "/")
        }
        for _ in 0..<5000 {
            let from = path()
            let to = path()
            #expect(OutputPaths.relative(from: from, to: to) == splitting(from: from, to: to), "\(from) → \(to)")
        }
    }
}
