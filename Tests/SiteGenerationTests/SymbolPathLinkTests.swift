import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// DocC path links (` ``A/B/c`` `) to names without a page of their own.
struct SymbolPathLinkTests {
    /// `Outer/Inner/member` is read as the id `Outer.Inner/member`, as DocC reads paths; a name
    /// without a page (here an external symbol without an address, what the interface's
    /// declarations become when no graph could be extracted) shows as code and is no error.
    /// (`Outer` is named too: a first component that names nothing is read as a module name.)
    @Test func aPathToANameWithoutAPageShowsAsCode() throws {
        let scratch = try Scratch([
            "Content/external-symbols.yaml":
                "symbols:\n  - id: Outer\n    framework: Kit\n  - id: Outer.Inner/member\n    framework: Kit\n",
            "Content/articles/intro.md":
                "---\ntitle: Intro\nsummary: The introduction.\nsources: [S1]\n---\nRead ``Outer/Inner/member`` first.\n",
        ])
        let result = scratch.generate(strict: true)
        #expect(result.diagnostics.sorted.map(\.message) == [])
        let page = Builds.page(result, "articles/intro.html")
        #expect(page.contains("<code>Outer/Inner/member</code>") || page.contains("<code>Outer.Inner/member</code>"))
    }
}
