import Foundation
import Testing

@testable import Audit

/// The audit's own reader of `project.pbxproj` (`OpenStepParser`, which keeps each key's line for
/// the findings) reads the same values as Foundation's `PropertyListSerialization`, the reference,
/// on every project file in the fixtures.
@Suite struct AuditProjectParserTests {
    /// A property list's values without line numbers: what both readers must agree on.
    indirect enum Tree: Equatable, CustomStringConvertible {
        case string(String)
        case array([Tree])
        case dictionary([String: Tree])

        var description: String {
            switch self {
            case .string(let value): return value.debugDescription
            case .array(let items): return "(" + items.map(\.description).joined(separator: ", ") + ")"
            case .dictionary(let entries):
                return "{" + entries.keys.sorted().map { "\($0) = \(entries[$0]!)" }.joined(separator: "; ") + "}"
            }
        }
    }

    /// Whether this platform's Foundation reads OpenStep property lists at all.
    static let foundationReadsOpenStep: Bool = {
        let data = Data("{ a = (b, \"c d\"); }".utf8)
        let value = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return (value as? [String: Any])?["a"] as? [String] == ["b", "c d"]
    }()

    static let projectFiles: [URL] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "project.pbxproj" }
        return (files ?? []).sorted { $0.path < $1.path }
    }()

    static func foundationTree(_ value: Any) throws -> Tree {
        if let string = value as? String { return .string(string) }
        if let array = value as? [Any] { return .array(try array.map(foundationTree)) }
        if let dictionary = value as? [String: Any] { return .dictionary(try dictionary.mapValues(foundationTree)) }
        throw UnexpectedValue(value: "\(type(of: value)): \(value)")
    }

    struct UnexpectedValue: Error {
        var value: String
    }

    static func ownTree(_ value: OpenStepValue) -> Tree {
        switch value {
        case .string(let string): return .string(string)
        case .array(let items): return .array(items.map(ownTree))
        case .dictionary(let entries):
            #expect(Set(entries.map(\.key)).count == entries.count, "a key repeats in one dictionary")
            return .dictionary(Dictionary(entries.map { ($0.key, ownTree($0.value)) }) { first, _ in first })
        }
    }

    /// The first place two trees differ, as a key path.
    static func difference(_ own: Tree, _ reference: Tree, at path: String = "") -> String? {
        switch (own, reference) {
        case (.dictionary(let a), .dictionary(let b)):
            if Set(a.keys) != Set(b.keys) {
                return "\(path): keys \(Set(a.keys).symmetricDifference(b.keys).sorted()) in one reader only"
            }
            for key in a.keys.sorted() {
                if let found = difference(a[key]!, b[key]!, at: path + "/" + key) { return found }
            }
            return nil
        case (.array(let a), .array(let b)) where a.count == b.count:
            for index in a.indices {
                if let found = difference(a[index], b[index], at: path + "[\(index)]") { return found }
            }
            return nil
        default:
            return own == reference ? nil : "\(path): own \(own), Foundation \(reference)"
        }
    }

    static func compare(_ text: String, _ name: String) throws {
        var parser = OpenStepParser(text)
        let own = ownTree(try parser.parse())
        let reference = try foundationTree(
            PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil))
        #expect(difference(own, reference) == nil, "\(name): \(difference(own, reference) ?? "")")
    }

    @Test func theFixturesHoldProjectFiles() {
        #expect(Self.projectFiles.count >= 2, "\(Self.projectFiles)")
    }

    @Test(.enabled(if: foundationReadsOpenStep, "this platform's Foundation does not read OpenStep property lists"))
    func everyFixtureProjectReadsAsFoundationReadsIt() throws {
        for file in Self.projectFiles {
            try Self.compare(String(contentsOf: file, encoding: .utf8), file.path)
        }
    }

    /// The string forms Xcode writes: quoted and bare strings, the escapes of build scripts and
    /// settings, comments anywhere, trailing commas, empty collections, non-ASCII text.
    @Test(.enabled(if: foundationReadsOpenStep, "this platform's Foundation does not read OpenStep property lists"))
    func stringFormsReadAsFoundationReadsThem() throws {
        let cases = [
            #"{ a = b; }"#,
            #"{ "a b" = "c d"; }"#,
            #"{ script = "echo \"x\"\n\tdone\\n"; }"#,
            #"{ paths = ( "$(inherited)", "\"$(SRCROOT)/Vendor\"", ); }"#,
            #"{ /* c */ a /* d */ = /* e */ ( /* f */ ) ; // g"# + "\n" + #"b = { }; }"#,
            #"{ path = "Café ☕.swift"; version = 2.4.1; flags = -DX; id = 3F1A2B3C2A00000100000001; }"#,
            #"{ "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphoneos*]" = YES; }"#,
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n}\n",
        ]
        for text in cases {
            try Self.compare(text, text)
        }
    }
}
