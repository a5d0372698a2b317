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

}
