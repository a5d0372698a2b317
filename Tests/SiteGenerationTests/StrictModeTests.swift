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
}
