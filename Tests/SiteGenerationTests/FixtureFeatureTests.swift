import Foundation
import TestSupport
import Testing

@testable import SiteGeneration

/// Focused checks on the basic fixture's output, so a regression names the feature
/// (the golden test says only that bytes changed).
@Suite struct FixtureFeatureTests {
    let result = Builds.fixture
    func page(_ path: String) -> String { Builds.page(result, path) }

    /// The HTML between `start` and the next `end` after it (empty when absent).
    func section(_ html: String, from start: String, to end: String) -> String {
        guard let lower = html.range(of: start) else { return "" }
        guard let upper = html.range(of: end, range: lower.upperBound..<html.endIndex) else { return "" }
        return String(html[lower.lowerBound..<upper.upperBound])
    }

    /// Reader extras: search index and script, Markdown twins of content pages, llms.txt, model.json.
    var exports: Set<String> {
        [
            "assets/scenedocs.js", "assets/search-index.js", "llms.txt", "model.json", "index.md", "mapping.md",
            "articles/scene-basics.md", "guides/move-to-scenes.md", "paths/getting-started.md",
            "paths/choose-a-route.md",
            "symbols/bundle-resources/fxscenemanifest.md", "symbols/fixturekit/fxappdelegate.md",
            "symbols/fixturekit/fxappdelegate/application-diddiscardscenesessions.md",
            "symbols/fixturekit/fxappdelegate/applicationdidbecomeactive.md", "symbols/fixturekit/fxscene.md",
            "symbols/fixturekit/fxscenedelegate.md", "symbols/fixturekit/fxscenedelegate/scenedidbecomeactive.md",
            "symbols/fixturekit/fxscenedelegate/scenewillresignactive.md",
            "symbols/fixturekit/fxscenedelegate/window.md", "symbols/fixturekit/fxwindowscene.md",
        ]
    }

    @Test func producesEveryPage() {
        #expect(result.diagnostics.sorted.isEmpty)
        let pages: Set<String> = [
            "index.html", "404.html", "mapping.html", "assets/scenedocs.css", "assets/diagram.svg",
            "articles/index.html", "articles/scene-basics.html",
            "guides/index.html", "guides/move-to-scenes.html",
            "paths/index.html", "paths/getting-started.html", "paths/choose-a-route.html",
            "symbols/index.html",
            "symbols/bundle-resources/fxscenemanifest.html",
            "symbols/fixturekit/fxappdelegate.html",
            "symbols/fixturekit/fxappdelegate/application-diddiscardscenesessions.html",
            "symbols/fixturekit/fxappdelegate/applicationdidbecomeactive.html",
            "symbols/fixturekit/fxscene.html",
            "symbols/fixturekit/fxscenedelegate.html",
            "symbols/fixturekit/fxscenedelegate/scenedidbecomeactive.html",
            "symbols/fixturekit/fxscenedelegate/scenewillresignactive.html",
            "symbols/fixturekit/fxscenedelegate/window.html",
            "symbols/fixturekit/fxwindowscene.html",
        ]
        #expect(Set(result.files.keys) == pages.union(exports))
        #expect(result.pageCount == 21)
    }

    @Test func backlinksListEveryReferringPageExceptHome() {
        let backlinks = section(
            page("symbols/fixturekit/fxscenedelegate.html"), from: "<h2 id=\"referenced-by\">", to: "</section>")
        #expect(backlinks.contains(#"<a href="../../mapping.html">Life-cycle mapping</a>"#))
        #expect(backlinks.contains(#"<a href="../../guides/move-to-scenes.html">Move to scenes</a>"#))
        #expect(backlinks.contains(#"<a href="../../articles/scene-basics.html">Scene basics</a>"#))
        #expect(!backlinks.contains("index.html"), "the home page is not listed as a backlink")
    }

    @Test func pagesWithoutReferrersHaveNoBacklinkSection() {
        // No Markdown links to the reading path page.
        #expect(!page("paths/getting-started.html").contains("Referenced By"))
        // A link from a gotcha counts as a link from the guide.
        #expect(
            page("symbols/fixturekit/fxscenedelegate/window.html").contains(
                #"<a href="../../../guides/move-to-scenes.html">Move to scenes</a>"#))
    }

    @Test func relationshipsBothWays() {
        let scene = section(
            page("symbols/fixturekit/fxscene.html"), from: "<h2 id=\"relationships\">", to: "</section>")
        #expect(scene.contains("<h3>Inherits From</h3>"))
        #expect(
            scene.contains(
                #"<a href="https://developer.apple.com/documentation/uikit/uiresponder" rel="external" title="UIKit (external)"><code>UIResponder</code></a>"#
            ))
        #expect(scene.contains("<h3>Inherited By</h3>"))
        #expect(
            scene.contains(
                #"<a href="fxwindowscene.html" title="A scene that manages windows."><code>FXWindowScene</code></a>"#))

        let windowScene = section(
            page("symbols/fixturekit/fxwindowscene.html"), from: "<h2 id=\"relationships\">", to: "</section>")
        #expect(windowScene.contains("<h3>Inherits From</h3>"))
        #expect(windowScene.contains(#"<a href="fxscene.html""#))
        #expect(windowScene.contains("<h3>Conforms To</h3>"))
        #expect(windowScene.contains(#"<a href="fxscenedelegate.html""#))

        let delegate = section(
            page("symbols/fixturekit/fxscenedelegate.html"), from: "<h2 id=\"relationships\">", to: "</section>")
        #expect(delegate.contains("<h3>Conforms To</h3>"))
        #expect(delegate.contains("<li><code>NSObjectProtocol</code>"), "an external symbol without URL is plain code")
        #expect(delegate.contains("<h3>Conforming Types</h3>"))
        #expect(delegate.contains(#"<a href="fxwindowscene.html""#))
    }

    @Test func mappingTable() {
        let mapping = page("mapping.html")
        #expect(mapping.contains(#"<h2 id="foreground">Foreground</h2>"#))
        #expect(mapping.contains(#"<h2 id="process-level">Process level</h2>"#))
        #expect(mapping.contains(#"<ul class="mapping-rows">"#))
        #expect(mapping.contains(#"<h3 class="row-title">Became active</h3>"#))
        #expect(mapping.contains(#"<div class="mapping-cell"><dt>Scene delegate</dt><dd>"#))
        #expect(
            mapping.contains(
                #"<a href="symbols/fixturekit/fxappdelegate/applicationdidbecomeactive.html" title="Tells the delegate that the app became active."><code>applicationDidBecomeActive(_:)</code></a> <span class="badge deprecated">Deprecated</span>"#
            ))
        #expect(mapping.contains(#"<a href="symbols/fixturekit/fxscenedelegate/scenedidbecomeactive.html""#))
        #expect(
            mapping.contains("<p><code>scenePhase</code> becomes <code>.active</code></p>"), "a note-only SwiftUI cell")
        #expect(mapping.contains(#"<li class="mapping-row stays">"#))
        // Long API names wrap at argument labels.
        #expect(mapping.contains("<code>application(_:<wbr>didDiscardSceneSessions:)</code>"))
        #expect(mapping.contains("<em>Stays on the app delegate</em>"))
        // The row note links from the mapping page's own location.
        #expect(
            mapping.contains(
                #"<a href="guides/move-to-scenes.html#move-callbacks" title="Move an app-delegate app to scenes in two steps.">Step 2: Move the callbacks</a>"#
            ))
        #expect(mapping.contains(##"See <a href="#foreground">the foreground rows</a>."##))
    }

    @Test func equivalentsOnEveryCallbackTheMappingNames() {
        let moved = page("symbols/fixturekit/fxappdelegate/applicationdidbecomeactive.html")
        let equivalents = section(moved, from: "<h2 id=\"equivalents\">", to: "</section>")
        #expect(
            equivalents.contains(#"<h3>Became active — <a href="../../../mapping.html#foreground">Foreground</a></h3>"#)
        )
        #expect(equivalents.contains(#"<a href="../fxscenedelegate/scenedidbecomeactive.html""#))
        // The shared row note is re-rooted for this deeper page.
        #expect(equivalents.contains(#"<a href="../../../guides/move-to-scenes.html#move-callbacks""#))
        #expect(moved.contains(##"<li><a href="#equivalents">Equivalents</a></li>"##))

        let target = page("symbols/fixturekit/fxscenedelegate/scenedidbecomeactive.html")
        #expect(target.contains(#"<h2 id="equivalents">Equivalents</h2>"#))

        let stays = section(
            page("symbols/fixturekit/fxappdelegate/application-diddiscardscenesessions.html"),
            from: "<h2 id=\"equivalents\">", to: "</section>")
        #expect(stays.contains("<em>Stays on the app delegate (process level)</em>"))
        #expect(stays.contains("<p>Process-level clean-up stays on the app delegate.</p>"))

        #expect(
            !page("symbols/fixturekit/fxscenedelegate/scenewillresignactive.html").contains("Equivalents"),
            "a callback the mapping does not name has no Equivalents section")
    }

    @Test func readingPathStepOfWithPreviousAndNext() {
        let first = page("articles/scene-basics.html")
        #expect(
            first.contains(
                #"<p class="path-step"><a href="../paths/getting-started.html">Getting started</a> · Step 1 of 3</p>"#))
        #expect(!first.contains(#"rel="prev""#))
        #expect(
            first.contains(
                #"<a class="next" rel="next" href="../symbols/fixturekit/fxscenedelegate.html">FXSceneDelegate →</a>"#))

        let second = page("symbols/fixturekit/fxscenedelegate.html")
        #expect(second.contains("Step 2 of 3"))
        #expect(
            second.contains(
                #"<a class="previous" rel="prev" href="../../articles/scene-basics.html">← Scene basics</a>"#))
        // A step naming a section leads to that section.
        #expect(
            second.contains(
                #"<a class="next" rel="next" href="../../guides/move-to-scenes.html#move-callbacks">Move to scenes →</a>"#
            ))

        let last = page("guides/move-to-scenes.html")
        #expect(last.contains("Step 3 of 3"))
        #expect(last.contains(#"rel="prev" href="../symbols/fixturekit/fxscenedelegate.html""#))
        #expect(!last.contains(#"rel="next""#))

        let path = page("paths/getting-started.html")
        #expect(
            path.contains(
                #"<a href="../guides/move-to-scenes.html#move-callbacks">Move to scenes: Move the callbacks</a>"#))
        #expect(path.contains(#"<a class="button" href="../articles/scene-basics.html">Start the path →</a>"#))
    }

    /// `choose-a-route` forks between two types; pages on both paths show one bar.
    @Test func readingPathChoice() {
        let path = page("paths/choose-a-route.html")
        #expect(path.contains(#"<li id="step-2" class="path-choice">"#))
        #expect(
            path.contains(
                #"<a href="../symbols/fixturekit/fxwindowscene.html"><code>FXWindowScene</code></a> <span class="kind">Symbol</span>"#
            ))

        let start = page("articles/scene-basics.html")
        #expect(start.components(separatedBy: #"<nav class="path-nav""#).count == 2, "one bar for two paths")
        #expect(
            start.contains(
                #"<p class="path-step"><a href="../paths/choose-a-route.html">Choose a route</a> · Step 1 of 3</p>"#))
        #expect(
            start.contains(
                #"<a class="next" rel="next" href="../paths/choose-a-route.html#step-2">Choose: Which type to read next →</a>"#
            ))
        #expect(start.contains("<summary>Also on 1 other reading path</summary>"))

        let alternative = page("symbols/fixturekit/fxwindowscene.html")
        #expect(
            alternative.contains(
                #"<p class="path-step"><a href="../../paths/choose-a-route.html">Choose a route</a> · Step 2 of 3 · one of 2 choices</p>"#
            ))
        #expect(
            alternative.contains(
                #"<p class="path-or">Or instead: <a href="fxscenedelegate.html"><code>FXSceneDelegate</code></a></p>"#))
        #expect(
            alternative.contains(
                #"<a class="previous" rel="prev" href="../../articles/scene-basics.html">← Scene basics</a>"#))
        #expect(alternative.contains(#"<a class="next" rel="next" href="../../mapping.html">Life-cycle mapping →</a>"#))

        let end = page("mapping.html")
        #expect(
            end.contains(
                #"<a class="previous" rel="prev" href="paths/choose-a-route.html#step-2">← Choose: Which type to read next</a>"#
            ))
    }

    @Test func headingIDsAreUniqueAndAvoidTemplateIDs() {
        let article = page("articles/scene-basics.html")
        #expect(article.contains(##"<h2 id="details">Details <a class="heading-anchor" href="#details""##))
        #expect(article.contains(##"<h2 id="details-2">Details <a class="heading-anchor" href="#details-2""##))
        #expect(article.contains(#"<h3 id="see-also-2">See Also"#), "'see-also' is reserved for the template")
        #expect(article.contains(##"See <a href="#details-2">the second one</a>"##))
    }

    @Test func tableOfContents() {
        let article = page("articles/scene-basics.html")
        let toc = section(article, from: #"<h2 id="on-this-page">On this page</h2>"#, to: "</ol>")
        #expect(toc.contains(##"<li><a href="#details">Details</a></li>"##))
        #expect(toc.contains(##"<li><a href="#details-2">Details</a></li>"##))
        #expect(toc.contains(##"<li class="sub"><a href="#see-also-2">See Also</a></li>"##))
        #expect(toc.contains(##"<li><a href="#sources">Sources</a></li>"##))

        let guide = section(page("guides/move-to-scenes.html"), from: "On this page", to: "</ol>")
        #expect(guide.contains(##"<li><a href="#create-delegate">1. Create the scene delegate</a></li>"##))
        #expect(guide.contains(##"<li class="sub"><a href="#build-the-window">Build the window</a></li>"##))
        #expect(guide.contains(##"<li><a href="#move-callbacks">2. Move the callbacks</a></li>"##))

        let symbol = section(page("symbols/fixturekit/fxscenedelegate.html"), from: "On this page", to: "</ol>")
        for id in [
            "declaration", "callbacks-in-order", "topics", "relationships", "see-also", "referenced-by", "sources",
        ] {
            #expect(symbol.contains(##"<a href="#\##(id)">"##), "TOC links #\(id)")
        }
        #expect(!page("paths/getting-started.html").contains("On this page"), "no TOC without sections")
    }

    @Test func references() {
        let article = page("articles/scene-basics.html")
        // ``Symbol``
        #expect(
            article.contains(
                #"<a href="../symbols/fixturekit/fxwindowscene.html" title="A scene that manages windows."><code>FXWindowScene</code></a>"#
            ))
        // `code` that names a symbol is linked; other code stays code.
        #expect(article.contains(#"adopts <a href="../symbols/fixturekit/fxscenedelegate.html""#))
        #expect(article.contains("<code>let x = 1</code>"))
        // <doc:guide#step> shows the step title.
        #expect(
            article.contains(
                #"<a href="../guides/move-to-scenes.html#create-delegate" title="Move an app-delegate app to scenes in two steps.">Step 1: Create the scene delegate</a>"#
            ))
        // <doc:symbol> shows the symbol as code.
        #expect(
            article.contains(
                #"or <a href="../symbols/fixturekit/fxscenedelegate.html" title="Reports the life-cycle events of one scene."><code>FXSceneDelegate</code></a>"#
            ))
        // [text](doc:id#fragment) keeps the author's text.
        #expect(
            article.contains(
                #"<a href="../mapping.html#foreground" title="Where each app-delegate callback goes.">the mapping row</a>"#
            ))
        // An external link stays as written.
        #expect(article.contains(#"<a href="https://developer.apple.com/documentation/uikit">Apple documentation</a>"#))

        let home = page("index.html")
        #expect(
            home.contains(
                #"<a href="articles/scene-basics.html" title="What a scene is and how it relates to its delegate.">Scene basics</a>"#
            ))
        // A member id written as ``Type/member`` shows the member's display name.
        let delegate = page("symbols/fixturekit/fxscenedelegate.html")
        #expect(
            delegate.contains(
                #"<a href="fxscenedelegate/scenewillresignactive.html" title="Tells the delegate that the scene is about to resign the active state."><code>sceneWillResignActive(_:)</code></a>"#
            ))
        // On the guide page itself, a link to one of its steps is a same-page fragment.
        #expect(
            page("guides/move-to-scenes.html").contains(
                ##"<a href="#create-delegate" title="Move an app-delegate app to scenes in two steps.">Step 1: Create the scene delegate</a>"##
            ))
    }

    @Test func assetImage() {
        #expect(
            page("articles/scene-basics.html").contains(
                #"<img src="../assets/diagram.svg" alt="The scene hierarchy" />"#))
        let svg = try? Data(contentsOf: TestPaths.basicFixture.appendingPathComponent("Content/assets/diagram.svg"))
        #expect(result.files["assets/diagram.svg"] == svg)
        #expect(
            result.files["assets/scenedocs.css"]
                == (try? Data(contentsOf: TestPaths.templates.appendingPathComponent("assets/scenedocs.css"))))
    }

    @Test func guideStepsWithCodeAndGotchas() {
        let guide = page("guides/move-to-scenes.html")
        #expect(
            guide.contains(
                #"<h2 id="create-delegate"><span class="step-number">Step 1</span> Create the scene delegate"#))
        #expect(guide.contains(#"<h2 id="move-callbacks"><span class="step-number">Step 2</span> Move the callbacks"#))
        #expect(
            guide.contains(
                #"<figcaption><span class="label">Before</span> — The app delegate builds the window</figcaption>"#))
        // Highlighted at build time by swift-syntax.
        #expect(
            guide.contains(
                #"<pre class="code" data-language="swift" tabindex="0"><code class="language-swift"><span class="hl-keyword">class</span> AppDelegate: <span class="hl-type">FXAppDelegate</span> {"#
            ))
        #expect(guide.contains(#"<figure class="code-after">"#))
        #expect(guide.contains(#"<div class="compare side-by-side">"#))
        let gotchas = section(guide, from: #"<div class="callout gotchas""#, to: "</div>")
        #expect(
            gotchas.contains(
                #"<a href="../symbols/fixturekit/fxscenedelegate/window.html" title="The window of the scene."><code>window</code></a>"#
            ))
        #expect(gotchas.contains(#"<a href="../symbols/bundle-resources/fxscenemanifest.html""#))
    }

    @Test func symbolPageDetails() {
        let deprecated = page("symbols/fixturekit/fxappdelegate/applicationdidbecomeactive.html")
        #expect(
            deprecated.contains(
                #"<li class="badge deprecated">iOS 2.0–26.0 <span class="visually-hidden">(deprecated)</span></li>"#))
        #expect(
            deprecated.contains(
                "<strong>Deprecated</strong> in iOS 26.0. Scenes receive this event instead. Use <a href=\"../fxscenedelegate/scenedidbecomeactive.html\""
            ))
        #expect(
            deprecated.contains(
                #"<p class="member-of">Member of <a href="../fxappdelegate.html"><code>FXAppDelegate</code></a></p>"#))

        let delegate = page("symbols/fixturekit/fxscenedelegate.html")
        #expect(delegate.contains("<h3>Responding to activation</h3>"))
        #expect(delegate.contains("<h3>Instance Properties</h3>"), "a member without topic is grouped by kind")
        #expect(
            delegate.contains(#"<li><a href="../../mapping.html#foreground">Life-cycle mapping</a></li>"#),
            "see-also with a fragment")
        #expect(
            page("symbols/bundle-resources/fxscenemanifest.html").contains(#"<span class="kind">Info.plist Key</span>"#)
        )
    }
}
