import Diagnostics
import Foundation

@testable import SiteGeneration

/// Builds used by many tests.
enum Builds {
    /// Options for the content folder `content` with the repository's templates.
    static func options(content: URL, templates: URL = TestPaths.templates, output: URL? = nil, strict: Bool = false)
        -> BuildOptions
    {
        BuildOptions(
            content: content.path, templates: templates.path,
            output: (output ?? content.deletingLastPathComponent().appendingPathComponent("site")).path,
            strict: strict)
    }

    /// The basic fixture built in memory.
    static func basicFixture() -> BuildResult {
        SiteBuilder.generate(options(content: TestPaths.basicFixture.appendingPathComponent("Content")))
    }

    /// The fixture's output once per test process (it is read by many tests).
    static let fixture: BuildResult = basicFixture()

    /// The text of one generated file of `result`.
    static func page(_ result: BuildResult, _ path: String) -> String {
        result.files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

/// A content folder written to a temporary directory, built with paths relative to that
/// directory so diagnostics name `Content/…` and `Templates/…` like a run from the repository.
struct Scratch {
    let directory: TemporaryDirectory

    /// A small valid site: one article citing one source.
    static let baseFiles: [String: String] = [
        "Content/site.yaml": "title: T\ndescription: D\n",
        "Content/sources.yaml": "sources:\n  - id: S1\n    title: Source one\n",
        "Content/articles/intro.md": "---\ntitle: Intro\nsummary: The introduction.\nsources: [S1]\n---\nBody.\n",
    ]

    /// Writes `baseFiles` overridden by `files` (a nil value removes a base file), and by default
    /// links the repository's templates as `Templates`.
    init(
        _ files: [String: String?] = [:], bytes: [String: Data] = [:], base: [String: String] = Scratch.baseFiles,
        templates: Bool = true
    ) throws {
        directory = try TemporaryDirectory()
        var merged = base
        for (path, text) in files { merged[path] = text }
        try directory.write(merged.compactMapValues { $0 })
        try directory.write(bytes)
        if templates {
            try FileManager.default.copyItem(at: TestPaths.templates, to: directory.path("Templates"))
        }
    }

    func options(strict: Bool = false, content: String = "Content", output: String = "site") -> BuildOptions {
        BuildOptions(
            content: content, templates: "Templates", output: output, strict: strict, relativeTo: directory.url)
    }

    func generate(strict: Bool = false) -> BuildResult { SiteBuilder.generate(options(strict: strict)) }

    /// The diagnostics of an in-memory build, sorted as the CLI prints them.
    func diagnostics(strict: Bool = false) -> [Diagnostic] { generate(strict: strict).diagnostics.sorted }
}
