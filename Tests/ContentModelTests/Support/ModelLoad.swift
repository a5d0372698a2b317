import ContentModel
import Diagnostics
import Foundation
import TestSupport
import Testing

/// One table row: content files (over `Scratch.baseFiles`; nil removes a base file) and the exact
/// console lines of the diagnostics they give.
struct ModelCase: CustomTestStringConvertible, Sendable {
    let name: String
    var files: [String: String?] = [:]
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

    init(_ files: [String: String?], base: [String: String] = Scratch.baseFiles) throws {
        let scratch = try Scratch(files, base: base, templates: false)
        let (site, loaded) = ContentLoader(directory: scratch.directory.path("Content"), displayPrefix: "Content")
            .load()
        let validated = ContentValidator(site: site, index: ContentIndex(site: site)).validate()
        self.site = site
        diagnostics = Diagnostics(loaded + validated)
    }
}
