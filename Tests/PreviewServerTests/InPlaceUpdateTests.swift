import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import PreviewServer

/// A site whose files are the source folder's files as they are (an HTML page, its stylesheet, its
/// script), for what a browser does with a change; a file holding `BROKEN` fails the build.
final class PassThroughSite: Sendable {
    let source: URL

    init(_ files: [String: String]) throws {
        source = FileManager.default.temporaryDirectory.appendingPathComponent("inplace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: source.appendingPathComponent(path))
    }

    func removeFile(_ path: String) throws {
        try FileManager.default.removeItem(at: source.appendingPathComponent(path))
    }

    func remove() { try? FileManager.default.removeItem(at: source) }

    var rebuild: Rebuild {
        let source = self.source
        return { _ in
            var files: [String: Data] = [:]
            let names = (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? []
            for name in names where !name.hasPrefix(".") {
                guard let data = FileManager.default.contents(atPath: source.appendingPathComponent(name).path) else {
                    continue
                }
                if String(decoding: data, as: UTF8.self).contains("BROKEN") {
                    return .failure(
                        Diagnostics([
                            .error(
                                .unresolvedReference, "no symbol named 'BROKEN'",
                                at: SourceLocation(file: name, line: 1, column: 1))
                        ]))
                }
                files[name] = data
            }
            return .success(files: files)
        }
    }

    /// The long page: a search box the page script reveals, a `<details>`, code the page script adds
    /// a button to, and enough paragraphs to scroll far.
    static func longPage(edited: String = "Before the edit.", head: String = "") -> String {
        let filler = (1...200).map { "<p>Filler paragraph \($0) keeps the page long enough to scroll.</p>" }
        return """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Long page</title>
            <link rel="stylesheet" href="style.css">\(head)<script src="page.js" defer></script></head>
            <body><header><div id="search" hidden><input id="search-box" type="text"></div></header>
            <main><p id="edited">\(edited)</p>
            <details id="more"><summary>More</summary><p>Inside the disclosure.</p></details>
            <pre class="code"><code>let x = 1</code></pre>
            \(filler.joined(separator: "\n"))
            <p id="bottom">The end.</p></main></body></html>
            """
    }

    static func square(width: Int) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="10"><rect width="10" height="10"/></svg>"#
    }

    static let pageScript = """
        document.addEventListener("DOMContentLoaded", function () {
          document.getElementById("search").hidden = false;
          var pre = document.querySelector("pre.code"), button = document.createElement("button");
          button.className = "copy-button";
          button.textContent = "Copy";
          pre.insertBefore(button, pre.firstChild);
        });
        """

    static let files: [String: String] = [
        "long.html": longPage(),
        "other.html": """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Other</title>
        <link rel="stylesheet" href="style.css"></head><body><p id="other">Another page.</p></body></html>
        """,
        "404.html": "<!DOCTYPE html><html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>",
        "style.css": "p { color: rgb(0, 128, 0); }",
        "picture.html": """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Picture</title></head>
        <body><img id="picture" src="picture.svg" alt="A square"></body></html>
        """,
        "picture.svg": square(width: 10),
        "page.js": pageScript,
    ]
}

/// What an author sees in a real browser (headless Chromium) when a saved change reaches an open
/// page: the page is patched in place, never navigated, unless the change cannot be applied so.
@Suite(
    .serialized, .tags(.heavy), .skippedWhenQuick,
    .enabled(if: Chromium.executable != nil, "Chromium is not installed (apt-get install chromium)"))
struct InPlaceUpdateTests {
    /// A running server on a pass-through site and a browser tab; both stopped after `body`.
    static func withPreview(_ body: (PassThroughSite, Chromium, String) async throws -> Void) async throws {
        let site = try PassThroughSite(PassThroughSite.files)
        defer { site.remove() }
        let (reports, reporter) = AsyncStream.makeStream(of: PreviewEvent.self)
        let configuration = PreviewConfiguration(
            host: "127.0.0.1", port: 0, watchedDirectories: [site.source], pollInterval: .milliseconds(20),
            settleDelay: .milliseconds(10), heartbeat: .milliseconds(500))
        let server = PreviewServer(configuration: configuration, rebuild: site.rebuild, report: { reporter.yield($0) })
        let running = Task { try await server.run(gracefulShutdownSignals: []) }
        var port = 0
        for await report in reports {
            if case .listening(_, let listening) = report {
                port = listening
                break
            }
        }
        try #require(port > 0)
        do {
            let browser = try Chromium.shared.get()
            try await browser.openTab()
            try await body(site, browser, "http://127.0.0.1:\(port)/")
            try await browser.closeTab()
        } catch {
            await server.shutdown()
            _ = try? await running.value
            throw error
        }
        await server.shutdown()
        try await running.value
    }

    /// In the page: a promise of the next `scenedocs:applied` event after which `condition` holds.
    static func nextApplied(where condition: String = "true") -> String {
        """
        window.applied = new Promise(function (resolve) {
          document.addEventListener("scenedocs:applied", function check(event) {
            if (!(\(condition))) return;
            document.removeEventListener("scenedocs:applied", check);
            resolve(event.detail);
          });
        }); true
        """
    }

    @Test func anEditedParagraphAppearsInPlaceKeepingScrollFocusQueryAndDisclosure() async throws {
        try await Self.withPreview { site, browser, base in
            try await browser.navigate(base + "long.html")
            // Opening the disclosure above the viewport moves the scroll offset (scroll anchoring): the
            // offset compared is the one after it.
            let scrolled = try await browser.evaluate(
                """
                window.marker = "kept";
                window.scrollTo(0, 3000);
                var box = document.getElementById("search-box");
                box.focus({ preventScroll: true }); box.value = "half-typ"; box.setSelectionRange(2, 6);
                document.getElementById("more").open = true;
                window.scrollY
                """)
            let before = try #require(scrolled as? Int)
            #expect(before >= 3000)
            try await browser.evaluate(
                Self.nextApplied(where: #"document.getElementById("edited").textContent === "After the edit.""#))
            try site.write("long.html", PassThroughSite.longPage(edited: "After the edit."))
            let state = try #require(
                try await browser.evaluate(
                    """
                    window.applied.then(function (detail) {
                      var box = document.getElementById("search-box");
                      return {
                        patched: detail.patched, marker: window.marker, scrollY: window.scrollY,
                        focused: document.activeElement.id, query: box.value,
                        selection: [box.selectionStart, box.selectionEnd],
                        open: document.getElementById("more").open,
                        searchShown: !document.getElementById("search").hidden,
                        copyButtons: document.querySelectorAll("pre.code .copy-button").length
                      };
                    })
                    """) as? [String: Any])
            #expect(state["patched"] as? Bool == true)
            #expect(state["marker"] as? String == "kept", "the window survived: no navigation")
            #expect(state["scrollY"] as? Int == before)
            #expect(state["focused"] as? String == "search-box")
            #expect(state["query"] as? String == "half-typ")
            #expect(state["selection"] as? [Int] == [2, 6])
            #expect(state["open"] as? Bool == true)
            #expect(state["searchShown"] as? Bool == true, "what the page script did to an unchanged element stays")
            #expect(state["copyButtons"] as? Int == 1)
        }
    }

    @Test func anEditNearTheTopOfALongPageKeepsTheScrollOffset() async throws {
        try await Self.withPreview { site, browser, base in
            try await browser.navigate(base + "long.html")
            try await browser.evaluate(#"window.marker = "kept"; window.scrollTo(0, 4000); true"#)
            try await browser.evaluate(
                Self.nextApplied(where: #"document.getElementById("edited").textContent === "Edited again.""#))
            try site.write("long.html", PassThroughSite.longPage(edited: "Edited again."))
            let scroll = try await browser.evaluate(
                "window.applied.then(function () { return [window.marker, window.scrollY]; })")
            let values = try #require(scroll as? [Any])
            #expect(values.first as? String == "kept")
            #expect(values.last as? Int == 4000)
        }
    }

    @Test func aStylesheetEditAppliesWithoutTouchingThePage() async throws {
        try await Self.withPreview { site, browser, base in
            try await browser.navigate(base + "long.html")
            try await browser.evaluate(
                """
                window.marker = "kept"; window.mutations = 0;
                new MutationObserver(function (records) { window.mutations += records.length; })
                  .observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
                true
                """)
            #expect(
                try await browser.evaluate(#"getComputedStyle(document.getElementById("edited")).color"#) as? String
                    == "rgb(0, 128, 0)")
            try await browser.evaluate(Self.nextApplied())
            try site.write("style.css", "p { color: rgb(0, 0, 255); }")
            let state = try #require(
                try await browser.evaluate(
                    """
                    window.applied.then(function (detail) {
                      return {
                        patched: detail.patched, marker: window.marker, mutations: window.mutations,
                        color: getComputedStyle(document.getElementById("edited")).color,
                        stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
                        fetches: performance.getEntriesByType("resource")
                          .filter(function (e) { return e.initiatorType === "fetch"; }).length
                      };
                    })
                    """) as? [String: Any])
            #expect(state["color"] as? String == "rgb(0, 0, 255)")
            #expect(state["marker"] as? String == "kept")
            #expect(state["mutations"] as? Int == 0, "no element of the page changed")
            #expect(state["patched"] as? Bool == false)
            #expect(state["fetches"] as? Int == 0, "the page did not fetch itself")
            #expect(state["stylesheets"] as? Int == 1, "the old stylesheet is gone once the new one loaded")
        }
    }

    @Test func anEditedImageIsFetchedAgainInPlace() async throws {
        try await Self.withPreview { site, browser, base in
            try await browser.navigate(base + "picture.html")
            try await browser.evaluate(#"window.marker = "kept"; true"#)
            #expect(try await browser.evaluate(#"document.getElementById("picture").naturalWidth"#) as? Int == 10)
            try await browser.evaluate(
                """
                window.loaded = new Promise(function (resolve) {
                  document.getElementById("picture").addEventListener("load", function () {
                    resolve(this.naturalWidth);
                  });
                }); true
                """)
            try site.write("picture.svg", PassThroughSite.square(width: 20))
            #expect(try await browser.evaluate("window.loaded") as? Int == 20)
            #expect(try await browser.evaluate("window.marker") as? String == "kept")
        }
    }

    @Test func aPageThatDidNotChangeDoesNothing() async throws {
        try await Self.withPreview { site, browser, base in
            try await browser.navigate(base + "other.html")
            try await browser.evaluate(#"window.marker = "kept"; true"#)
            try await browser.evaluate(Self.nextApplied())
            try site.write("long.html", PassThroughSite.longPage(edited: "Elsewhere."))
            let state = try #require(
                try await browser.evaluate(
                    """
                    window.applied.then(function (detail) {
                      return {
                        patched: detail.patched, marker: window.marker,
                        fetches: performance.getEntriesByType("resource")
                          .filter(function (e) { return e.initiatorType === "fetch"; }).length
                      };
                    })
                    """) as? [String: Any])
            #expect(state["patched"] as? Bool == false)
            #expect(state["marker"] as? String == "kept")
            #expect(state["fetches"] as? Int == 0)
        }
    }

    @Test func aRemovedPageFallsBackToAReload() async throws {
        try await Self.withPreview { site, browser, base in
            try await browser.navigate(base + "other.html")
            try await browser.evaluate(#"window.marker = "kept"; true"#)
            try await browser.whileWaiting(for: "Page.loadEventFired") {
                try site.removeFile("other.html")
            }
            #expect(try await browser.evaluate("typeof window.marker") as? String == "undefined")
            #expect(try await browser.evaluate("document.querySelector('h1').textContent") as? String == "Not found")
        }
    }

    @Test func aChangedHeadFallsBackToAReload() async throws {
        try await Self.withPreview { site, browser, base in
            try await browser.navigate(base + "long.html")
            try await browser.evaluate(#"window.marker = "kept"; true"#)
            try await browser.whileWaiting(for: "Page.loadEventFired") {
                try site.write("long.html", PassThroughSite.longPage(head: #"<link rel="icon" href="data:,">"#))
            }
            #expect(try await browser.evaluate("typeof window.marker") as? String == "undefined")
        }
    }

    @Test func theErrorOverlayComesAndGoesOverTheSamePage() async throws {
        try await Self.withPreview { site, browser, base in
            try await browser.navigate(base + "long.html")
            try await browser.evaluate(
                """
                window.marker = "kept"; window.scrollTo(0, 2000);
                window.overlayShown = new Promise(function (resolve) {
                  new MutationObserver(function (records, observer) {
                    var overlay = document.getElementById("scenedocs-build-error");
                    if (overlay) { observer.disconnect(); resolve(overlay.textContent); }
                  }).observe(document.body, { childList: true });
                }); true
                """)
            try site.write("long.html", PassThroughSite.longPage(edited: "BROKEN"))
            let shown = try #require(try await browser.evaluate("window.overlayShown") as? String)
            #expect(shown.contains("long.html:1:1: error: no symbol named 'BROKEN' [unresolved-reference]"))
            #expect(try await browser.evaluate("window.marker") as? String == "kept")

            try await browser.evaluate(
                Self.nextApplied(where: #"document.getElementById("edited").textContent === "Fixed.""#))
            try site.write("long.html", PassThroughSite.longPage(edited: "Fixed."))
            let state = try #require(
                try await browser.evaluate(
                    """
                    window.applied.then(function () {
                      return { overlay: !!document.getElementById("scenedocs-build-error"), marker: window.marker,
                               scrollY: window.scrollY };
                    })
                    """) as? [String: Any])
            #expect(state["overlay"] as? Bool == false)
            #expect(state["marker"] as? String == "kept")
            #expect(state["scrollY"] as? Int == 2000)
        }
    }
}
