import Foundation

/// A content folder written to a temporary directory, built with paths relative to that
/// directory so diagnostics name `Content/…` and `Templates/…` like a run from the repository.
public struct Scratch {
    public let directory: TemporaryDirectory

    /// A small valid site: one article citing one source.
    public static let baseFiles: [String: String] = [
        "Content/site.yaml": "title: T\ndescription: D\n",
        "Content/sources.yaml": "sources:\n  - id: S1\n    title: Source one\n",
        "Content/articles/intro.md": "---\ntitle: Intro\nsummary: The introduction.\nsources: [S1]\n---\nBody.\n",
    ]

    /// Writes `baseFiles` overridden by `files` (a nil value removes a base file), and by default
    /// links the repository's templates as `Templates`.
    public init(
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
}
