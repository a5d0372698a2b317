import Diagnostics
import Foundation
import TestSupport

@testable import SiteGeneration

/// Builds used by many tests.
enum Builds {
    /// Options for the content folder `content` with the repository's templates.
    static func options(content: URL, templates: URL = TestPaths.templates, output: URL? = nil) -> BuildOptions {
        BuildOptions(
            content: content.path, templates: templates.path,
            output: (output ?? content.deletingLastPathComponent().appendingPathComponent("site")).path)
    }

    /// A build of `options` in memory (any output folder left out), `--strict` or not.
    static func inMemory(_ options: BuildOptions, strict: Bool = false) -> BuildResult {
        BuildAction(options: options.inMemory, engine: DiagnosticEngine(strict: strict)).perform()
    }

    /// A build of `options` that writes its output folder, `--strict` or not.
    static func written(_ options: BuildOptions, strict: Bool = false) -> BuildResult {
        BuildAction(options: options, engine: DiagnosticEngine(strict: strict)).perform()
    }

    /// The basic fixture built in memory.
    static func basicFixture() -> BuildResult {
        Builds.inMemory(options(content: TestPaths.basicFixture.appendingPathComponent("Content")))
    }

    /// The fixture's output once per test process (it is read by many tests).
    static let fixture: BuildResult = basicFixture()

    /// The text of one generated file of `result`.
    static func page(_ result: BuildResult, _ path: String) -> String {
        result.files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

/// Scratch sites built in memory, with paths relative to their folder.
extension Scratch {
    func options(content: String = "Content", output: String = "site") -> BuildOptions {
        BuildOptions(content: content, templates: "Templates", output: output, relativeTo: directory.url)
    }

    func generate(strict: Bool = false) -> BuildResult { Builds.inMemory(options(), strict: strict) }

    /// The diagnostics of an in-memory build, sorted as the CLI prints them.
    func diagnostics(strict: Bool = false) -> [Diagnostic] { generate(strict: strict).diagnostics.sorted }
}
