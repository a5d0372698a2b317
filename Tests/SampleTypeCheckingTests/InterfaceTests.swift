import ContentModel
import Diagnostics
import Testing

@testable import SampleTypeChecking

@Suite struct DeclarationTextTests {
    @Test func accessAndOptionalModifiersAndBodiesDoNotCount() {
        #expect(
            DeclarationText.comparable("optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession)")
                == DeclarationText.comparable(
                    "public func scene(_ scene: UIScene, willConnectTo session: UISceneSession) { fatalError() }"))
        #expect(
            DeclarationText.comparable("var userInfo: [AnyHashable : Any]? { get set }")
                == DeclarationText.comparable("public var userInfo: [AnyHashable: Any]?"))
        #expect(
            DeclarationText.comparable("@MainActor class ConnectionOptions")
                == DeclarationText.comparable("@available(iOS 13.0, *)\n@MainActor open class ConnectionOptions {}"))
    }

    @Test func isolationAndLabelsCount() {
        #expect(
            DeclarationText.comparable("class ConnectionOptions")
                != DeclarationText.comparable("@MainActor open class ConnectionOptions {}"))
        // `open` as an argument label is not the modifier.
        #expect(
            DeclarationText.comparable("func application(_ app: UIApplication, open url: URL) -> Bool")
                != DeclarationText.comparable("func application(_ app: UIApplication, url: URL) -> Bool"))
    }
}

@Suite struct SDKInterfaceTests {
    static let uikit = """
        @_exported import Foundation

        // source: UIAPP
        @available(iOS 2.0, *)
        @MainActor open class UIApplication: NSObject {
            public static var shared: UIApplication { fatalError() }
        }

        // source: CONNOPT
        @available(iOS 13.0, *)
        @MainActor open class UIScene: NSObject {}

        extension UIScene {
            // source: CONNOPT
            @MainActor open class ConnectionOptions: NSObject {
                public var shortcutItem: String? { nil }
            }
        }

        @MainActor public protocol UISceneDelegate: NSObjectProtocol {
            @available(iOS, introduced: 13.0, deprecated: 26.0)
            func sceneDidBecomeActive(_ scene: UIScene)
        }
        """

    static func interface(_ text: String = uikit, sources: Set<String> = ["UIAPP", "CONNOPT"]) -> SDKInterface {
        SDKInterface(
            files: [SwiftSource(name: "UIKit", text: text, file: "Content/interfaces/UIKit.swift")],
            knownSources: sources)
    }

    @Test func declarationsAreNamedAsSymbolPagesNameThem() {
        let ids = Self.interface().declarations.map(\.symbolID)
        #expect(
            ids == [
                "UIApplication", "UIApplication/shared", "UIScene", "UIScene.ConnectionOptions",
                "UIScene.ConnectionOptions/shortcutItem", "UISceneDelegate", "UISceneDelegate/sceneDidBecomeActive(_:)",
            ])
    }

    @Test func sourcesAndAvailabilityAreInheritedFromTheEnclosingType() {
        let byID = Self.interface().bySymbolID
        #expect(byID["UIApplication/shared"]?.sources.map(\.value) == ["UIAPP"])
        #expect(byID["UIApplication/shared"]?.introducedIOS == [2, 0])
        #expect(byID["UIScene.ConnectionOptions/shortcutItem"]?.sources.map(\.value) == ["CONNOPT"])
        #expect(byID["UIScene.ConnectionOptions"]?.introducedIOS == [13, 0])
        #expect(byID["UISceneDelegate/sceneDidBecomeActive(_:)"]?.introducedIOS == [13, 0])
    }

    @Test func unsourcedAndUnknownSourcesAreErrors() {
        let messages = Self.interface(sources: ["UIAPP"]).diagnostics.map { "\($0.location!): \($0.message)" }
        #expect(
            messages == [
                "Content/interfaces/UIKit.swift:20:1: interface declaration 'UISceneDelegate' cites no source",
                "Content/interfaces/UIKit.swift:21:5: interface declaration 'UISceneDelegate/sceneDidBecomeActive(_:)' cites no source",
                "Content/interfaces/UIKit.swift:9:1: interface declaration cites 'CONNOPT', which is not in sources.yaml",
                "Content/interfaces/UIKit.swift:14:1: interface declaration cites 'CONNOPT', which is not in sources.yaml",
                "Content/interfaces/UIKit.swift:14:1: interface declaration cites 'CONNOPT', which is not in sources.yaml",
            ])
    }

    @Test func modulesAreOrderedByTheirImports() {
        let interface = SDKInterface(
            files: [
                SwiftSource(name: "SwiftUI", text: "@_exported import UIKit\n", file: "SwiftUI.swift"),
                SwiftSource(name: "UIKit", text: "import Foundation\n", file: "UIKit.swift"),
            ], knownSources: [])
        #expect(interface.modules.map(\.name) == ["UIKit", "SwiftUI"])
        #expect(interface.modules.last?.imports == ["UIKit"])
    }
}

@Suite struct SampleFlagsTests {
    @Test func infoStringWords() {
        let function = SampleFlags(words: ["fragment", "in=function"])
        #expect(function.isFragment && function.wrap == .function && function.uncheckedReason == nil)
        let member = SampleFlags(words: ["fragment", "in=SceneDelegate", "context=trip-app"])
        #expect(member.wrap == .extensionOf("SceneDelegate") && member.context == "trip-app")
        let unchecked = SampleFlags(words: ["fragment", "unchecked:", "shows", "only", "one", "line"])
        #expect(unchecked.uncheckedReason == "shows only one line")
        let glued = SampleFlags(words: ["unchecked:why"])
        #expect(glued.uncheckedReason == "why")
    }
}

@Suite struct SampleAssemblyTests {
    static let context = SampleContext(
        SwiftSource(
            name: "app",
            text: "import UIKit\n\nfinal class SceneDelegate: UIResponder {}\n\n@MainActor final class Store {}\n",
            file: "Content/sample-contexts/app.swift"))

    @Test func aSampleReplacesTheContextDeclarationsItDeclares() {
        let sample = Sample(
            page: "p", code: "final class SceneDelegate: UIResponder {\n}\n",
            location: SourceLocation(file: "Content/p.md", line: 10, column: 1))
        let assembled = AssembledSample(sample: sample, context: Self.context)
        #expect(!assembled.text.contains("final class SceneDelegate: UIResponder {}"))
        #expect(assembled.text.contains("@MainActor final class Store {}"))
        #expect(assembled.contextLines == 5)
        #expect(assembled.sampleFirstLine == 6)
        #expect(assembled.parseAsLibrary)
        // Line 7 of the compiled file is the sample's second line: line 11 of the page.
        #expect(
            assembled.location(line: 7, column: 3, sample: sample, context: Self.context)
                == SourceLocation(file: "Content/p.md", line: 11, column: 3))
        #expect(
            assembled.location(line: 5, column: 1, sample: sample, context: Self.context)
                == SourceLocation(file: "Content/sample-contexts/app.swift", line: 5, column: 1))
    }

    @Test func anExtensionKeepsTheContextType() {
        let sample = Sample(
            page: "p", code: "extension SceneDelegate {}\n", location: SourceLocation(file: "x.md", line: 1, column: 1))
        #expect(
            AssembledSample(sample: sample, context: Self.context).text.contains(
                "final class SceneDelegate: UIResponder {}"))
    }

    @Test func aFunctionFragmentIsWrappedAndStatementsMakeAScript() {
        var sample = Sample(
            page: "p", code: "let x = 1\nprint(x)\n", location: SourceLocation(file: "x.md", line: 20, column: 5),
            columnOffset: 4, wrap: .function)
        var assembled = AssembledSample(sample: sample, context: nil)
        #expect(assembled.text == "@MainActor func sample() async throws {\nlet x = 1\nprint(x)\n}\n")
        #expect(assembled.parseAsLibrary)
        #expect(
            assembled.location(line: 3, column: 1, sample: sample, context: nil)
                == SourceLocation(file: "x.md", line: 21, column: 5))
        sample.wrap = nil
        assembled = AssembledSample(sample: sample, context: nil)
        #expect(!assembled.parseAsLibrary)
    }
}

@Suite struct AvailabilityCheckTests {
    static let swiftUI = SDKInterface(
        files: [
            SwiftSource(
                name: "SwiftUI",
                text: """
                    // source: X
                    @available(iOS 13.0, *)
                    public protocol View {}
                    extension View {
                        // source: X
                        @available(iOS, introduced: 14.0, deprecated: 17.0)
                        public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }
                        // source: X
                        @available(iOS 17.0, *)
                        public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
                    }
                    // source: X
                    @available(iOS 26.0, *)
                    public protocol UIHostingSceneDelegate {}
                    """, file: "SwiftUI.swift")
        ], knownSources: ["X"])

    static func findings(_ code: String, floor: String = "iOS 14.0") -> [String] {
        AvailabilityCheck(interface: swiftUI).findings(in: code, target: DeploymentTarget(parsing: floor)!).map {
            "\($0.line):\($0.column) \($0.name) \($0.introduced)"
        }
    }

    @Test func theOverloadIsChosenByLabelsAndClosureArity() {
        #expect(Self.findings("let v = x.onChange(of: a) { new in }").isEmpty)
        #expect(
            Self.findings("let v = x.onChange(of: a) { old, new in }") == ["1:11 View/onChange(of:initial:_:) [17, 0]"])
        #expect(
            Self.findings("let v = x.onChange(of: a, initial: true) { }") == [
                "1:11 View/onChange(of:initial:_:) [17, 0]"
            ])
        #expect(Self.findings("let v = x.onChange(of: a, perform: f)").isEmpty)
    }

    @Test func availableChecksAndAttributesRaiseTheFloor() {
        #expect(Self.findings("if #available(iOS 17.0, *) { _ = x.onChange(of: a) { o, n in } }").isEmpty)
        #expect(
            Self.findings(
                "func f() {\n    guard #available(iOS 17, *) else { return }\n    _ = x.onChange(of: a) { o, n in }\n}"
            )
            .isEmpty)
        #expect(Self.findings("@available(iOS 26.0, *)\nclass D: UIHostingSceneDelegate {}").isEmpty)
        #expect(Self.findings("class D: UIHostingSceneDelegate {}") == ["1:10 UIHostingSceneDelegate [26, 0]"])
        #expect(Self.findings("class D: UIHostingSceneDelegate {}", floor: "iOS 26.0").isEmpty)
    }
}

@Suite struct ObjectiveCAttributeTests {
    @Test func objcAttributesAreBlankedKeepingColumns() {
        let code = "final class C {\n    @objc func close() {}\n    @objc(openWith:) func open() {}\n}\n"
        let sample = Sample(page: "p", code: code, location: SourceLocation(file: "x.md", line: 1, column: 1))
        #expect(
            AssembledSample(sample: sample, context: nil).text
                == "final class C {\n          func close() {}\n                     func open() {}\n}\n")
    }
}

@Suite struct CompoundAvailabilityTests {
    @Test func conditionsAfterTheCheckRunAtTheRaisedFloor() {
        #expect(
            AvailabilityCheckTests.findings(
                "if #available(iOS 17.0, *), let v = x.onChange(of: a, initial: true, f) {}"
            )
            .isEmpty)
        #expect(
            AvailabilityCheckTests.findings(
                "if let v = x.onChange(of: a, initial: true, f), #available(iOS 17.0, *) {}")
                == ["1:14 View/onChange(of:initial:_:) [17, 0]"])
    }
}
