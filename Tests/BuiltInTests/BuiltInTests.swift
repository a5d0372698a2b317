import BuiltIn
import Diagnostics
import Foundation
import SiteGeneration
import Testing

/// The files the binary carries are exactly the repository folders they are built from, and the
/// starter project is a valid site.
@Suite struct BuiltInTests {
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every regular, non-hidden file under `folder` with its bytes, by relative path.
    static func files(in folder: URL) throws -> [String: Data] {
        let base = folder.standardizedFileURL.path
        var result: [String: Data] = [:]
        let walker = try #require(
            FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]))
        for case let url as URL in walker
        where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            result[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }

    static func dictionary(_ files: [BuiltInFile]) -> [String: Data] {
        Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func theBuiltInThemeIsTemplatesByteForByte() throws {
        let expected = try Self.files(in: Self.repoRoot.appendingPathComponent("Templates"))
        #expect(!expected.isEmpty)
        #expect(BuiltIn.theme.count == expected.count, "no path twice")
        let embedded = Self.dictionary(BuiltIn.theme)
        #expect(embedded.keys.sorted() == expected.keys.sorted())
        for (path, data) in expected { #expect(embedded[path] == data, "\(path) differs from the built-in copy") }
    }

    @Test func theStarterIsExamplesStarterByteForByte() throws {
        let expected = try Self.files(in: Self.repoRoot.appendingPathComponent("examples/starter"))
        let embedded = Self.dictionary(BuiltIn.starter)
        #expect(embedded.keys.sorted() == expected.keys.sorted())
        for (path, data) in expected { #expect(embedded[path] == data, "\(path) differs from the built-in copy") }
        #expect(embedded.keys.allSatisfy { $0.hasPrefix("Content/") }, "init writes only Content/ unless --theme")
    }

    @Test func theBuiltInReferenceIsContentByteForByte() throws {
        let expected = try Self.files(in: Self.repoRoot.appendingPathComponent("Content"))
        #expect(expected.count > 100)
        let embedded = Self.dictionary(BuiltIn.reference)
        #expect(embedded.keys.sorted() == expected.keys.sorted())
        for (path, data) in expected { #expect(embedded[path] == data, "\(path) differs from the built-in copy") }
    }

    @Test func aTemporaryCopyIsPrivateAndComplete() throws {
        let folder = try BuiltIn.temporaryCopy(of: BuiltIn.theme, named: "test")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        #expect(try Self.files(in: folder) == Self.dictionary(BuiltIn.theme))
    }

    @Test func theStarterBuildsWithNoDiagnosticsInStrictMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenedocs-builtin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try BuiltIn.write(BuiltIn.starter, into: folder)
        try BuiltIn.write(BuiltIn.theme, into: folder.appendingPathComponent("Templates"))
        let result = BuildAction(
            options: BuildOptions(content: "Content", templates: "Templates", output: nil, relativeTo: folder),
            engine: DiagnosticEngine(strict: true)
        ).perform()
        #expect(DiagnosticFormatter.console(result.diagnostics.sorted) == "")
        #expect(!result.failed)
        // One example of each kind: home, mapping, a symbol with a member, a guide, an article, a path.
        for page in [
            "index.html", "mapping.html", "symbols/uikit/uiscenedelegate.html",
            "symbols/uikit/uiscenedelegate/scenedidbecomeactive.html", "guides/adopt-scenes.html",
            "articles/what-a-scene-is.html", "paths/start-here.html",
        ] {
            #expect(result.files[page] != nil, "missing \(page)")
        }
    }

    @Test func writingNeverOverwritesAndWritesNothingWhenAFileExists() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenedocs-builtin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let taken = folder.appendingPathComponent("Content/site.yaml")
        try FileManager.default.createDirectory(
            at: taken.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: taken)
        #expect(throws: BuiltIn.WriteError.wouldOverwrite([taken.path])) {
            try BuiltIn.write(BuiltIn.starter, into: folder)
        }
        #expect(try Data(contentsOf: taken) == Data("mine\n".utf8), "the existing file is untouched")
        #expect(try Self.files(in: folder).keys.sorted() == ["Content/site.yaml"], "nothing else was written")
    }
}
