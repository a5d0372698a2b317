import Foundation
import Templating
import Testing

@testable import SiteGeneration

/// `serve` reuses a rendered page only when everything it is rendered from is unchanged: the key is
/// a 128-bit fingerprint, so pages whose 64-bit hashes collide are still told apart.
@Suite struct PageMemoTests {
    /// Renders `title` through `memo` and says whether the page was rendered (not reused).
    static func render(_ title: String, _ memo: PageMemo) -> (html: String, rendered: Bool) {
        var context = ViewModel()
        context["title"] = title
        var rendered = false
        let page = memo.page(templates: 1, template: "article", context: context, sidebar: Array("nav".utf8)) {
            rendered = true
            return PageHTML(bytes: Data("<h1>\(title)</h1>".utf8), sidebar: nil)
        }
        return (String(decoding: page.bytes, as: UTF8.self), rendered)
    }

    @Test func anUnchangedPageIsReusedAndAChangedOneRenderedAgain() {
        let memo = PageMemo()
        #expect(Self.render("A", memo).rendered)
        memo.finishBuild()
        let again = Self.render("A", memo)
        #expect(!again.rendered)
        #expect(again.html == "<h1>A</h1>")
        #expect(memo.reused == 1)
        let changed = Self.render("B", memo)
        #expect(changed.rendered)
        #expect(changed.html == "<h1>B</h1>")
    }

    /// Every page gets the same 64-bit hash (the low lane): a memo keyed by it alone would serve
    /// page A for page B.
    @Test func pagesWhose64BitHashesCollideAreRenderedApart() {
        let memo = PageMemo { templates, template, context, sidebar in
            let real = PageMemo.fingerprint(
                templates: templates, template: template, context: context, sidebar: sidebar)
            return Fingerprint(low: 42, high: real.high)
        }
        #expect(Self.render("A", memo).rendered)
        memo.finishBuild()
        let other = Self.render("B", memo)
        #expect(other.rendered, "a page whose 64-bit hash matches a previous page's is rendered again")
        #expect(other.html == "<h1>B</h1>")
        #expect(memo.reused == 0)
        #expect(!Self.render("A", memo).rendered, "the unchanged page is still reused")
    }

    /// What a page is rendered from besides its view model is in the fingerprint too.
    @Test func theTemplatesTheTemplateAndTheSidebarCount() {
        var context = ViewModel()
        context["title"] = "A"
        let base = PageMemo.fingerprint(templates: 1, template: "article", context: context, sidebar: [1])
        #expect(base == PageMemo.fingerprint(templates: 1, template: "article", context: context, sidebar: [1]))
        #expect(base != PageMemo.fingerprint(templates: 2, template: "article", context: context, sidebar: [1]))
        #expect(base != PageMemo.fingerprint(templates: 1, template: "symbol", context: context, sidebar: [1]))
        #expect(base != PageMemo.fingerprint(templates: 1, template: "article", context: context, sidebar: [2]))
    }
}
