import ContentModel
import Diagnostics
import Foundation
import SampleTypeChecking
import TestSupport
import Testing

@testable import SiteGeneration

/// The fixture site `Fixtures/typecheck`: one sample of each kind the type-check reports, built
/// with the host's compiler against the fixture's interface, with a cache of the test's own.
@Suite(.tags(.heavy), .skippedWhenQuick, .enabled(if: SwiftCompiler.find() != nil, "needs swiftc on PATH"))
struct TypeCheckTests {
    static let fixture = TestPaths.fixtures.appendingPathComponent("typecheck")

    static func options(cache: URL, content: String = "Content", swiftc: String? = nil) -> BuildOptions {
        var options = BuildOptions(
            content: content, templates: TestPaths.templates.path, output: "site", relativeTo: fixture)
        options.typecheckCache = cache.path
        options.swiftc = swiftc
        return options
    }

    @Test func everyKindIsReportedAtItsPlace() throws {
        let cache = try TemporaryDirectory()
        let result = Builds.inMemory(Self.options(cache: cache.url))
        let printed = DiagnosticFormatter.console(result.diagnostics.sorted)
        let adopt = "Content/guides/adopt"
        let standard =
            "fix the sample so it compiles in Swift 6 language mode against Content/interfaces (or mark a partial sample `fragment in=…`)"
        let availabilityHint =
            "wrap the use in `if #available(iOS 16.0, *)`, mark the enclosing declaration `@available(iOS 16.0, *)`, or raise the deployment target (deploymentTarget in \(adopt)/index.md)"
        let expected = [
            d(
                "\(adopt)/02-isolation.md:9:16: error: static property 'shared' is not concurrency-safe because non-'Sendable' type 'Counter' may have shared mutable state [#MutableGlobalVariable] [sample-type-error]",
                hint:
                    "note: class 'Counter' does not conform to the 'Sendable' protocol (\(adopt)/02-isolation.md:8:13); note: add '@MainActor' to make static property 'shared' part of global actor 'MainActor' (\(adopt)/02-isolation.md:9:16); note: disable concurrency-safety checks if accesses are protected by an external synchronization mechanism (\(adopt)/02-isolation.md:9:16)"
            ),
            d(
                "\(adopt)/03-unknown-member.md:9:26: error: value of type 'UIApplication' has no member 'openSessions' [sample-type-error]",
                hint: standard),
            d(
                "\(adopt)/04-wrong-label.md:9:14: error: no exact matches in call to instance method 'sceneDidBecomeActive' [sample-type-error]",
                hint: "note: incorrect labels for candidate (have: '(scene:)', expected: '(_:)')"),
            d(
                "\(adopt)/05-availability.md:8:68: warning: 'UIWindowScene.Geometry' is available from iOS 16.0, but this sample's deployment target is iOS 13.0 [sample-availability]",
                hint: availabilityHint),
            d(
                "\(adopt)/05-availability.md:9:11: warning: 'UIWindowScene/effectiveGeometry' is available from iOS 16.0, but this sample's deployment target is iOS 13.0 [sample-availability]",
                hint: availabilityHint),
            d(
                "\(adopt)/06-fragments.md:25:1: warning: this `swift fragment` sample is not type-checked: it names neither what it is part of nor why it is unchecked [sample-unchecked]",
                hint:
                    "add `in=function` or `in=TypeName` to check it inside a function or an extension, or `unchecked: <reason>` to say why not"
            ),
            d(
                "\(adopt)/07-misspelt.md:9:10: warning: 'sceneDidBecomeActiv(_:)' is named like the UISceneDelegate requirement 'sceneDidBecomeActive(_:)' but does not match it, so it would never be called [sample-delegate-signature]",
                hint: "did you mean 'sceneDidBecomeActive(_:)'? (the requirements are in Content/interfaces)"),
            d(
                "\(adopt)/07-misspelt.md:10:10: warning: 'sceneDidBecomeActive(scene:)' is named like a requirement of UISceneDelegate but matches none, so it would never be called [sample-delegate-signature]",
                hint: "did you mean 'sceneDidBecomeActive(_:)'? (the requirements are in Content/interfaces)"),
            d(
                "\(adopt)/07-misspelt.md:11:10: warning: 'sceneDidBecomeActive(_:)' does not have the parameter types of the UISceneDelegate requirement, so it would never be called [sample-delegate-signature]",
                hint: "declare it as the requirement is: func sceneDidBecomeActive(_ scene: UIScene)"),
        ]
        #expect(printed == expected.joined(separator: "\n") + "\n")
        // Eight samples reach the compiler (the fragment checked inside a function and the
        // front-matter fragment among them); two say why they are not checked, or do not.
        #expect(result.typeCheck?.state == .checked(samples: 8, fromCache: 0, unchecked: 2))

        // The second run asks the compiler nothing and reports the same.
        let again = Builds.inMemory(Self.options(cache: cache.url))
        #expect(again.typeCheck?.state == .checked(samples: 8, fromCache: 8, unchecked: 2))
        #expect(DiagnosticFormatter.console(again.diagnostics.sorted) == printed)
    }

    /// The fixture without its failing steps and pages: a site that builds.
    static func passingCopy(into folder: URL) throws -> URL {
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Content"), to: content)
        for file in [
            "guides/adopt/02-isolation.md", "guides/adopt/03-unknown-member.md", "guides/adopt/04-wrong-label.md",
            "guides/adopt/05-availability.md", "guides/adopt/07-misspelt.md", "symbols/UIKit/UIScene.md",
            "symbols/UIKit/UISceneSession.md",
        ] {
            try FileManager.default.removeItem(at: content.appendingPathComponent(file))
        }
        let fragments = content.appendingPathComponent("guides/adopt/06-fragments.md")
        let text = try String(contentsOf: fragments, encoding: .utf8)
        try text.replacingOccurrences(of: "```swift fragment\n", with: "```swift fragment unchecked: one line\n")
            .write(to: fragments, atomically: true, encoding: .utf8)
        return content
    }

    @Test func pagesAndModelSayWhatWasChecked() throws {
        let folder = try TemporaryDirectory()
        let content = try Self.passingCopy(into: folder.url)
        let result = Builds.inMemory(
            Self.options(cache: folder.url.appendingPathComponent("cache"), content: content.path))
        #expect(result.diagnostics.sorted.isEmpty)
        let guide = Builds.page(result, "guides/adopt.html")
        #expect(
            guide.components(separatedBy: "<p class=\"sample-check\">Type-checks in Swift 6 language mode.</p>").count
                == 2)
        #expect(
            guide.components(
                separatedBy:
                    "<p class=\"sample-check\">Type-checks in Swift 6 language mode (as part of a larger file).</p>"
            ).count == 3)
        #expect(guide.contains("<p class=\"sample-check unchecked\">Not type-checked: shows only the changed line</p>"))
        #expect(guide.contains("<strong>Deployment target:</strong> iOS 13.0 or later;"))
        let model = try ModelExport.decode(result.files["model.json"] ?? Data())
        #expect(model.samples?.map(\.status) == [.typeChecked, .typeChecked, .unchecked, .unchecked, .typeChecked])
        #expect(model.samples?.first?.file == "guides/adopt/01-compiles.md")
        #expect(model.samples?.first?.context == "app")
    }

    @Test func withoutACompilerTheBuildPassesAndClaimsNothing() throws {
        let folder = try TemporaryDirectory()
        let content = try Self.passingCopy(into: folder.url)
        let result = Builds.inMemory(
            Self.options(
                cache: folder.url.appendingPathComponent("cache"), content: content.path,
                swiftc: folder.url.appendingPathComponent("no-swiftc").path))
        #expect(result.diagnostics.sorted.isEmpty)
        let missing = folder.url.appendingPathComponent("no-swiftc").path
        #expect(result.typeCheck?.state == .noCompiler(reason: "\(missing) is not an executable file (check --swiftc)"))
        #expect(
            result.typeCheck?.line
                == "Swift samples were not type-checked: \(missing) is not an executable file (check --swiftc)")
        #expect(!Builds.page(result, "guides/adopt.html").contains("sample-check"))
        #expect(try ModelExport.decode(result.files["model.json"] ?? Data()).samples == nil)
    }

    @Test func aSampleOverTheParseLimitsIsNeitherParsedNorCompiled() throws {
        let folder = try TemporaryDirectory()
        let content = try Self.passingCopy(into: folder.url)
        let nested = String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20)
        try "---\ntitle: Deep\nsources: [UISD]\n---\n```swift\nlet x = \(nested)\n```\n".write(
            to: content.appendingPathComponent("guides/adopt/08-deep.md"), atomically: true, encoding: .utf8)
        let result = Builds.inMemory(
            Self.options(cache: folder.url.appendingPathComponent("cache"), content: content.path))
        #expect(result.diagnostics.sorted.map(\.code) == [.parseLimit])
        #expect(result.typeCheck?.state == .checked(samples: 3, fromCache: 0, unchecked: 3))
    }
}

/// One truth: no symbol page of the shipped reference whose framework has an interface in
/// `symbolGraphs` repeats a fact the symbol graph has, and every interface declaration cites a
/// known source (no compiler needed).
@Suite(.tags(.heavy), .skippedWhenQuick) struct ShippedInterfaceTests {
    @Test func symbolPagesOfInterfacedFrameworksOnlyAddProse() throws {
        let (site, loadDiagnostics) = ContentLoader(directory: TestPaths.shippedContent, displayPrefix: "Content")
            .load(completesSymbolsLater: true)
        #expect(loadDiagnostics.isEmpty)
        let interface = SDKInterface(files: site.interfaces, knownSources: Set(site.sources.map(\.id)))
        #expect(interface.diagnostics.isEmpty, "\(interface.diagnostics)")
        let graphed = Set(site.config.symbolGraphs?.interfaces.map(\.value) ?? [])
        #expect(graphed.isSuperset(of: ["UIKit", "SwiftUI", "UserNotifications", "BackgroundTasks"]))
        let repeated = ["kind", "framework", "declaration", "availability", "parent", "inheritsFrom", "conformsTo"]
        let extensions = site.symbols.filter { symbol in
            graphed.contains(symbol.file.split(separator: "/").dropFirst(2).first.map(String.init) ?? "")
        }
        #expect(extensions.count > 150, "most symbol pages extend graph symbols")
        for page in extensions {
            // `kind: modifier` refines the graph's `method` (a view modifier); it is no repetition.
            let restated = repeated.filter {
                page.authored?.given[$0] != nil && !($0 == "kind" && page.kind == .modifier)
            }
            #expect(restated.isEmpty, "\(page.file) restates \(restated)")
        }
    }
}
