import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

@Suite struct StrictModeTests {
    static let rawHTML = Snippets.article(body: "Some <b>bold</b> text.")

    @Test func warningsPassByDefault() throws {
        let scratch = try Scratch(["Content/articles/intro.md": StrictModeTests.rawHTML])
        let result = scratch.generate()
        #expect(result.diagnostics.sorted.map(\.severity) == [.warning, .warning])
        #expect(!result.failed)
        #expect(!result.files.isEmpty)
    }

    @Test func strictTurnsWarningsIntoFailure() throws {
        let scratch = try Scratch(["Content/articles/intro.md": StrictModeTests.rawHTML])
        let result = Builds.written(scratch.options(output: "out"), strict: true)
        #expect(result.failed)
        #expect(result.files.isEmpty)
        #expect(!result.wrote)
        #expect(!FileManager.default.fileExists(atPath: scratch.directory.path("out").path))
    }

    /// Under --strict the build's engine records the warnings as errors: the result's diagnostics
    /// (what every format prints) are errors, and the engine counts what it promoted.
    @Test func strictRecordsWarningsAsErrors() throws {
        let scratch = try Scratch(["Content/articles/intro.md": StrictModeTests.rawHTML])
        let result = scratch.generate(strict: true)
        #expect(result.diagnostics.sorted.map(\.severity) == [.error, .error])
        #expect(result.diagnostics.sorted.map(\.code) == [.rawHTML, .rawHTML])
        #expect(result.engine.promoted == 2)
        #expect(result.engine.status == 1)
    }
}
