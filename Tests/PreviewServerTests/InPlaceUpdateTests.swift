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
        let file = source.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func removeFile(_ path: String) throws {
        try FileManager.default.removeItem(at: source.appendingPathComponent(path))
    }

    func remove() { try? FileManager.default.removeItem(at: source) }

    var rebuild: Rebuild {
        let source = self.source
        return { _ in
            var files: [String: Data] = [:]
            let names = (try? FileManager.default.subpathsOfDirectory(atPath: source.path)) ?? []
            for name in names where !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                var isFolder: ObjCBool = false
                let path = source.appendingPathComponent(name).path
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                    let data = FileManager.default.contents(atPath: path)
                else { continue }
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

    /// A page as the shipped layout makes one for the reader script (`Templates/assets/scenedocs.js`,
    /// served as `assets/scenedocs.js`): the search box, and a code block for each of `code`.
    static func readerPage(code: [String], edited: String = "Before the edit.") -> String {
        let blocks = code.map {
            #"<p>A sample.</p><pre class="code" tabindex="0"><code class="language-swift">\#($0)</code></pre>"#
        }
        return """
            <!DOCTYPE html><html lang="en" data-root=""><head><meta charset="utf-8"><title>Reader</title>
            <script src="assets/scenedocs.js" defer></script></head>
            <body><header><div class="search" id="search" role="search" hidden>
            <input id="search-box" type="text"><ul id="search-results" role="listbox" hidden></ul>
            <p id="search-status" role="status"></p></div></header>
            <main><p id="edited">\(edited)</p>
            \(blocks.joined(separator: "\n"))
            </main></body></html>
            """
    }

    /// `assets/search-index.js` with one guide entry per title and summary, in order.
    static func searchIndex(_ entries: [(title: String, summary: String)]) -> String {
        let encoded = entries.enumerated().map { number, entry in
            #"{"c":false,"f":"","id":"page-\#(number)","k":"Guide","r":20,"s":"\#(entry.summary)","t":"\#(entry.title)","u":"reader.html"}"#
        }
        return "window.SceneDocsSearchIndex = [" + encoded.joined(separator: ",") + "];\n"
    }

    /// The reader page with the shipped reader script and a search index.
    static func readerFiles() throws -> [String: String] {
        [
            "reader.html": readerPage(code: ["let a = 1"]),
            "assets/scenedocs.js": try String(
                contentsOf: TestPaths.templates.appendingPathComponent("assets/scenedocs.js"), encoding: .utf8),
            "assets/search-index.js": searchIndex([
                ("Alpha guide", "The first summary."), ("Beta guide", "Another page."),
            ]),
            "404.html":
                "<!DOCTYPE html><html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>",
        ]
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
    static func withPreview(
        files: [String: String] = PassThroughSite.files,
        _ body: (PassThroughSite, Chromium, String) async throws -> Void
    ) async throws {
        let site = try PassThroughSite(files)
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

    /// In the page: a promise that resolves once `condition` holds, checked after each DOM mutation.
    static func whenTrue(_ condition: String) -> String {
        """
        new Promise(function (resolve) {
          function holds() { return \(condition); }
          if (holds()) { resolve(true); return; }
          new MutationObserver(function (records, observer) {
            if (holds()) { observer.disconnect(); resolve(true); }
          }).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
        })
        """
    }

    /// In the page: for each code block, its number of copy buttons and what clicking its button
    /// copies (the clipboard is replaced by a recorder).
    static let copyButtons = """
        Array.prototype.map.call(document.querySelectorAll("pre.code"), function (pre) {
          var buttons = pre.querySelectorAll(".copy-button");
          window.copied = null;
          if (buttons.length) buttons[0].click();
          return buttons.length + " " + window.copied;
        })
        """

    @Test func codeBlocksAddedInPlaceGetOneCopyButtonEach() async throws {
        try await Self.withPreview(files: try PassThroughSite.readerFiles()) { site, browser, base in
            try await browser.navigate(base + "reader.html")
            try await browser.evaluate(
                """
                window.marker = "kept";
                navigator.clipboard.writeText = function (text) { window.copied = text; return Promise.resolve(); };
                window.firstPre = document.querySelector("pre.code");
                window.firstButton = window.firstPre.querySelector(".copy-button"); true
                """)
            #expect(try await browser.evaluate(Self.copyButtons) as? [String] == ["1 let a = 1"])

            // A block added after the existing one.
            try await browser.evaluate(Self.nextApplied(where: #"document.querySelectorAll("pre.code").length === 2"#))
            try site.write("reader.html", PassThroughSite.readerPage(code: ["let a = 1", "let b = 2"]))
            let kept = try #require(
                try await browser.evaluate(
                    """
                    window.applied.then(function (detail) {
                      var pre = document.querySelector("pre.code");
                      return { patched: detail.patched, marker: window.marker, samePre: pre === window.firstPre,
                               sameButton: pre.querySelector(".copy-button") === window.firstButton };
                    })
                    """) as? [String: Any])
            #expect(kept["patched"] as? Bool == true)
            #expect(kept["marker"] as? String == "kept")
            #expect(kept["samePre"] as? Bool == true)
            #expect(kept["sameButton"] as? Bool == true, "the existing block keeps its button")
            #expect(try await browser.evaluate(Self.copyButtons) as? [String] == ["1 let a = 1", "1 let b = 2"])

            // A block added above the others (the morph matches blocks by position), and a paragraph edited.
            try await browser.evaluate(Self.nextApplied(where: #"document.querySelectorAll("pre.code").length === 3"#))
            try site.write(
                "reader.html",
                PassThroughSite.readerPage(code: ["let c = 3", "let a = 1", "let b = 2"], edited: "Edited."))
            try await browser.evaluate("window.applied")
            #expect(
                try await browser.evaluate(Self.copyButtons) as? [String]
                    == ["1 let c = 3", "1 let a = 1", "1 let b = 2"])

            // A change that adds no block adds no button.
            try await browser.evaluate(
                Self.nextApplied(where: #"document.getElementById("edited").textContent === "Again.""#))
            try site.write(
                "reader.html",
                PassThroughSite.readerPage(code: ["let c = 3", "let a = 1", "let b = 2"], edited: "Again."))
            try await browser.evaluate("window.applied")
            #expect(
                try await browser.evaluate(Self.copyButtons) as? [String]
                    == ["1 let c = 3", "1 let a = 1", "1 let b = 2"])
            #expect(try await browser.evaluate("window.marker") as? String == "kept")
        }
    }

    @Test func aSearchIndexTheChangeRewroteIsLoadedAgain() async throws {
        try await Self.withPreview(files: try PassThroughSite.readerFiles()) { site, browser, base in
            try await browser.navigate(base + "reader.html")
            let results = """
                Array.prototype.map.call(document.querySelectorAll("#search-results li"), function (item) {
                  return item.querySelector(".result-title").textContent + " | "
                    + item.querySelector(".result-summary").textContent;
                })
                """
            let indexLoads = """
                performance.getEntriesByType("resource")
                  .filter(function (e) { return /search-index\\.js/.test(e.name); }).length
                """
            try await browser.evaluate(
                """
                window.marker = "kept";
                var box = document.getElementById("search-box");
                box.focus(); box.value = "alpha"; box.dispatchEvent(new Event("input"));
                \(Self.whenTrue(##"document.querySelectorAll("#search-results li").length === 1"##))
                """)
            #expect(try await browser.evaluate(results) as? [String] == ["Alpha guide | The first summary."])
            #expect(try await browser.evaluate(indexLoads) as? Int == 1)

            // A change that leaves the index alone does not load it again.
            try await browser.evaluate(
                Self.nextApplied(where: #"document.getElementById("edited").textContent === "Edited.""#))
            try site.write("reader.html", PassThroughSite.readerPage(code: ["let a = 1"], edited: "Edited."))
            #expect(
                try await browser.evaluate("window.applied.then(function (detail) { return detail.patched; })") as? Bool
                    == true)
            #expect(try await browser.evaluate(indexLoads) as? Int == 1)

            // A retitled page: the results shown are searched again in the new index.
            try await browser.evaluate(Self.nextApplied())
            try site.write(
                "assets/search-index.js",
                PassThroughSite.searchIndex([("Alpha handbook", "The new summary."), ("Beta guide", "Another page.")]))
            #expect(
                try await browser.evaluate("window.applied.then(function (detail) { return detail.patched; })") as? Bool
                    == false)
            try await browser.evaluate(
                Self.whenTrue(#"document.getElementById("search-results").textContent.indexOf("Alpha handbook") >= 0"#))
            #expect(try await browser.evaluate(results) as? [String] == ["Alpha handbook | The new summary."])
            #expect(try await browser.evaluate(indexLoads) as? Int == 2)
            #expect(
                try await browser.evaluate(#"document.querySelectorAll('script[src*="search-index.js"]').length"#)
                    as? Int == 1, "the old copy's element is gone")
            let typed = try await browser.evaluate(
                """
                var box = document.getElementById("search-box");
                box.value = "handbook"; box.dispatchEvent(new Event("input"));
                var found = \(results);
                box.value = "guide"; box.dispatchEvent(new Event("input"));
                [found, \(results), document.getElementById("search-status").textContent,
                 document.activeElement.id, window.marker]
                """)
            let values = try #require(typed as? [Any])
            #expect(values[0] as? [String] == ["Alpha handbook | The new summary."])
            #expect(values[1] as? [String] == ["Beta guide | Another page."], "the old title is no longer found")
            #expect(values[2] as? String == "1 results")
            #expect(values[3] as? String == "search-box")
            #expect(values[4] as? String == "kept")
        }
    }
}
