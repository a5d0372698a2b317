import Testing

@testable import LinkChecking

@Suite struct ExclusionTests {
    @Test func ignoreFileHasOnePatternPerLineAndComments() throws {
        var list = ExclusionList()
        try list.addIgnoreFile(
            "# drafts are not published yet\n\n  /drafts/  \n^https://example\\.com/\n", name: ".linkcheckignore")
        #expect(list.patterns == ["/drafts/", "^https://example\\.com/"])
        #expect(list.excludes("../drafts/a.html"))
        #expect(list.excludes("https://example.com/x"))
        #expect(!list.excludes("https://example.org/"))
    }

    @Test func invalidPatternNamesItsLine() {
        var list = ExclusionList()
        #expect(throws: ExclusionList.InvalidPattern.self) {
            try list.addIgnoreFile("ok\n# comment\n(unclosed\n", name: ".linkcheckignore")
        }
        do {
            try list.addIgnoreFile("(unclosed", name: "ignore")
        } catch {
            #expect(error.description == "ignore:1: invalid regular expression '(unclosed'")
        }
    }
}
