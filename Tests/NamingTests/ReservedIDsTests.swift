import Foundation
import Testing

@testable import Naming

@Suite struct ReservedIDsTests {
    /// Reserved ids are in the form the rules produce, so a page id or a heading can actually take
    /// one and reserving it is what keeps them apart.
    @Test func reservedIDsAreSlugs() {
        for id in ReservedIDs.pages.union(ReservedIDs.sections).sorted() {
            #expect(Slugger.slug(id) == id, "\(id) is not in slug form")
        }
    }

    /// A body heading named like a template section gets a numbered id.
    @Test(arguments: [("Sources", "sources-2"), ("See also", "see-also-2"), ("On this page", "on-this-page-2")])
    func headingsStepAroundTemplateSections(_ heading: String, _ expected: String) {
        var slugger = Slugger(reserved: ReservedIDs.sections)
        #expect(slugger.unique(for: heading) == expected)
    }

    /// Every fixed id the shipped page templates print is reserved, so no heading of a page takes it
    /// (the audit report's template shows no content headings).
    @Test func everyFixedIDOfTheShippedTemplatesIsReserved() throws {
        let templates = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: templates.path)
        let partials = try FileManager.default.contentsOfDirectory(atPath: templates.path + "/partials")
        let pages = (names + partials.map { "partials/" + $0 })
            .filter { $0.hasSuffix(".mustache") && $0 != "audit-report.mustache" }
        #expect(pages.count > 10)
        var ids: Set<String> = []
        for page in pages {
            let text = try String(contentsOf: templates.appendingPathComponent(page), encoding: .utf8)
            for match in text.matches(of: /\sid="([a-z0-9-]+)"/) { ids.insert(String(match.output.1)) }
        }
        #expect(ids.contains("on-this-page"))
        #expect(ids.subtracting(ReservedIDs.sections).sorted() == [])
    }
}
