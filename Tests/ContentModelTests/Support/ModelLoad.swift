import ContentModel
import Diagnostics
import Foundation
import TestSupport
import Testing

/// One table row: content files (over `base`; nil removes a base file), raw bytes written as they
/// are, and the exact console lines of the diagnostics they give.
struct ModelCase: CustomTestStringConvertible, Sendable {
    let name: String
    var files: [String: String?] = [:]
    var bytes: [String: Data] = [:]
    var base: [String: String] = Scratch.baseFiles
    let expected: [String]

    var testDescription: String { name }
}

/// A console line with its optional hint line.
func d(_ line: String, hint: String? = nil) -> String {
    hint.map { line + "\n    hint: " + $0 } ?? line
}

/// Content given as a dictionary, read by the content model alone: the loader, then the validator
/// on its index (no templates, no rendering). Diagnostics name files `Content/…`.
struct ModelLoad {
    let site: Site
    let diagnostics: Diagnostics

    init(_ files: [String: String?], bytes: [String: Data] = [:], base: [String: String] = Scratch.baseFiles) throws {
        let scratch = try Scratch(files, bytes: bytes, base: base, templates: false)
        let (site, loaded) = ContentLoader(directory: scratch.directory.path("Content"), displayPrefix: "Content")
            .load()
        let validated = ContentValidator(site: site, index: ContentIndex(site: site)).validate()
        self.site = site
        diagnostics = Diagnostics(loaded + validated)
    }

    /// The content of one table row.
    init(_ testCase: ModelCase) throws {
        try self.init(testCase.files, bytes: testCase.bytes, base: testCase.base)
    }

    /// The diagnostics as the CLI prints them (`file:line:column: severity: message [code]` plus
    /// the hint line), sorted.
    var printed: [String] { diagnostics.sorted.map(DiagnosticFormatter.console) }
}
