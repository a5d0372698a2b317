import Foundation

/// The browser side of live reload: the endpoints under `/__scenedocs/`, the script the server adds
/// to every HTML page it serves (never to `build` output), and the overlay that shows a failed build.
enum LiveReload {
    /// Reserved prefix; no site file is served from here.
    static let prefix = "/__scenedocs/"
    /// Server-sent events: `hello`, `reload`, `error` (see `LiveEvent`).
    static let eventsPath = "/__scenedocs/events"
    static let scriptPath = "/__scenedocs/live-reload.js"

    static let scriptTag = Data(#"<script src="/__scenedocs/live-reload.js"></script>"#.utf8)

    /// The page with the script tag before its last `</body>` (or at the end when there is none).
    static func inject(into html: Data) -> Data {
        let closing = Array("</body>".utf8)
        var result = html
        let position = lastIndex(ofCaseInsensitive: closing, in: html) ?? html.endIndex
        result.insert(contentsOf: scriptTag, at: position)
        return result
    }

    private static func lastIndex(ofCaseInsensitive needle: [UInt8], in haystack: Data) -> Data.Index? {
        haystack.withUnsafeBytes { bytes -> Int? in
            guard bytes.count >= needle.count else { return nil }
            var start = bytes.count - needle.count
            while start >= 0 {
                var matches = true
                for offset in 0..<needle.count {
                    var byte = bytes[start + offset]
                    if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                    if byte != needle[offset] {
                        matches = false
                        break
                    }
                }
                if matches { return start }
                start -= 1
            }
            return nil
        }.map { haystack.startIndex + $0 }
    }

    /// morphdom 2.6.1, unmodified (`Vendor/README.md`): the DOM morphing the script uses.
    static let morphdom: String = {
        let file = EmbeddedFiles.vendor.first { $0.path == "morphdom/morphdom-umd.min.js" }
        return file.flatMap { Data(base64Encoded: $0.base64) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }()

    /// What `/__scenedocs/live-reload.js` serves: morphdom, loaded through a local `module` object so
    /// that it defines no global, and `client` called with it.
    static let script =
        "(function () {\nvar module = { exports: {} }, exports = module.exports, define;\n" + morphdom + "\n("
        + client + ")(module.exports);\n})();\n"

    /// Connects to the event stream and applies each `change` in place; shows diagnostics on `error`
    /// as an overlay with `file:line:column`. Reloads after reconnecting to a restarted server.
    /// Builds the overlay with DOM text nodes only, so a message can never inject markup.
    ///
    /// The rules it keeps:
    /// - A page fetches its own new HTML only when the event lists its file, and patches the live
    ///   document with morphdom: nodes are updated in place, so scroll position, focus, selection
    ///   and open `<details>` survive. It falls back to a reload when the change cannot be applied
    ///   in place: the page is gone (not `200`), the `<html>` element or the `<head>` other than
    ///   `<title>` and `<meta>` changed, a script the page runs changed, the event lists no paths, or
    ///   the page is the "not built yet" placeholder.
    /// - An element whose served HTML did not change between the two versions is left as it is, with
    ///   whatever the page script made of it (the revealed search box, copy buttons, the reordered
    ///   path bar); elements the page script added (never in a served page) are never removed.
    /// - Form fields keep what the reader typed; `<details>` keep their open state.
    /// - A changed stylesheet is swapped for a fresh copy (the old one is removed once the new one
    ///   has loaded), a changed image is fetched again; neither touches the page's elements.
    /// - Changes are applied one at a time, in order; each ends with a `scenedocs:applied` event on
    ///   `document`. Its detail: `generation`, `patched` (whether the page was patched),
    ///   `touches(url)` (whether the change rewrote the site file a URL names) and `fresh(url)` (that
    ///   URL such that no cache answers it). The page script takes it from there for what it made
    ///   itself: buttons for code blocks the patch added, a search index it loaded.
    static let client = #"""
        function (morphdom) {
          "use strict";
          if (!window.EventSource || !window.fetch || !window.DOMParser || !morphdom) return;
          var overlay = null, seen = null, reloading = false;
          var placeholder = !!document.querySelector('meta[name="scenedocs-placeholder"]');
          /* Each element of the live page → the element as the server sent it. */
          var served = new WeakMap();
          function pair(live, copy) {
            served.set(live, copy);
            var a = live.firstElementChild, b = copy.firstElementChild;
            while (a && b) { pair(a, b); a = a.nextElementSibling; b = b.nextElementSibling; }
          }
          /* This script runs at the end of <body>, before the deferred page script: the page is as served.
             Copies go into an inert document, where images and scripts do not load. */
          var inert = document.implementation.createHTMLDocument("");
          var servedRoot = inert.importNode(document.documentElement, false);
          var servedHead = document.head ? inert.importNode(document.head, true) : null;
          if (document.body) pair(document.body, inert.importNode(document.body, true));

          function clear() { if (overlay) { overlay.remove(); overlay = null; } }
          function el(tag, style, text) {
            var node = document.createElement(tag);
            node.setAttribute("style", style);
            if (text) node.textContent = text;
            return node;
          }
          function show(diagnostics) {
            clear();
            overlay = el("div", "position:fixed;inset:0;z-index:2147483647;overflow:auto;" +
              "background:rgba(20,20,24,.94);color:#f4f4f5;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:24px");
            overlay.id = "scenedocs-build-error";
            var close = el("button", "float:right;font:inherit;cursor:pointer", "Hide");
            close.onclick = clear;
            overlay.appendChild(close);
            var errors = diagnostics.filter(function (d) { return d.severity === "error"; }).length;
            overlay.appendChild(el("h2", "margin:0 0 4px;color:#fca5a5;font-size:18px",
              "SceneDocs: the build failed (" + errors + " error" + (errors === 1 ? "" : "s") + ")"));
            overlay.appendChild(el("p", "margin:0 0 16px;color:#a1a1aa",
              "Showing the last good version of this page. Fix the problem and save: the page updates."));
            diagnostics.forEach(function (d) {
              var item = el("div", "margin:0 0 12px;white-space:pre-wrap");
              var where = d.file ? d.file + (d.line ? ":" + d.line + ":" + d.column : "") + ": " : "";
              item.appendChild(el("span", "color:#93c5fd", where));
              item.appendChild(el("span", d.severity === "error" ? "color:#f87171" : "color:#fbbf24", d.severity + ": "));
              item.appendChild(document.createTextNode(d.message + " [" + d.code + "]"));
              if (d.hint) item.appendChild(el("div", "color:#a1a1aa;padding-left:2em", "hint: " + d.hint));
              overlay.appendChild(item);
            });
            document.body.appendChild(overlay);
          }

          function reload() { reloading = true; location.reload(); }
          /* The site file a same-origin URL names (`guides/` → `guides/index.html`); null elsewhere. */
          function sitePath(url) {
            var parsed = new URL(url, location.href);
            if (parsed.origin !== location.origin) return null;
            var path;
            try { path = decodeURIComponent(parsed.pathname); } catch (e) { return null; }
            path = path.replace(/^\/+/, "");
            return path === "" || path.charAt(path.length - 1) === "/" ? path + "index.html" : path;
          }
          function fresh(url, generation) {
            var parsed = new URL(url, location.href);
            parsed.searchParams.set("scenedocs-live", generation);
            return parsed.href;
          }
          /* What of a <head> the morph cannot apply: everything but <title> and <meta>. */
          function frame(head) {
            var parts = [];
            for (var node = head && head.firstElementChild; node; node = node.nextElementSibling) {
              if (node.tagName !== "TITLE" && node.tagName !== "META") parts.push(node.outerHTML);
            }
            return parts.join("\n");
          }
          function runsChangedScript(touched) {
            var roots = [servedHead, served.get(document.body)];
            for (var r = 0; r < roots.length; r++) {
              var scripts = roots[r] ? roots[r].querySelectorAll("script[src]") : [];
              for (var i = 0; i < scripts.length; i++) {
                if (touched(sitePath(scripts[i].getAttribute("src")))) return true;
              }
            }
            return false;
          }
          function swapStyles(touched, generation) {
            var links = document.querySelectorAll('link[rel~="stylesheet"][href]');
            return Promise.all(Array.prototype.map.call(links, function (link) {
              if (!touched(sitePath(link.href))) return null;
              return new Promise(function (done) {
                var copy = link.cloneNode(false);
                copy.href = fresh(link.href, generation);
                copy.onload = copy.onerror = function () { link.remove(); done(); };
                link.after(copy);
              });
            }));
          }
          function refreshImages(touched, generation) {
            var images = document.querySelectorAll("img[src]");
            for (var i = 0; i < images.length; i++) {
              if (touched(sitePath(images[i].src))) images[i].src = fresh(images[i].src, generation);
            }
          }
          function patchHead(next) {
            if (document.title !== next.title) document.title = next.title;
            var live = document.head.querySelectorAll("meta"), wanted = next.head.querySelectorAll("meta");
            if (live.length !== wanted.length) return false;
            for (var i = 0; i < live.length; i++) {
              if (!live[i].isEqualNode(wanted[i])) live[i].replaceWith(document.importNode(wanted[i], false));
            }
            return true;
          }
          function patch(html) {
            var next = new DOMParser().parseFromString(html, "text/html");
            if (!servedHead || !document.body || !next.body ||
                !servedRoot.isEqualNode(next.documentElement.cloneNode(false)) ||
                frame(servedHead) !== frame(next.head) || !patchHead(next)) {
              reload();
              return;
            }
            var target = next.body.cloneNode(true);
            pair(target, next.body);
            morphdom(document.body, target, {
              onBeforeElUpdated: function (from, to) {
                var before = served.get(from), after = served.get(to);
                /* Unchanged on the server: keep what the page script made of it. */
                if (before && after && before.isEqualNode(after)) return false;
                if (after) served.set(from, after);
                if (from.tagName === "DETAILS") to.open = from.open;
                if (from.tagName === "INPUT" || from.tagName === "TEXTAREA" || from.tagName === "SELECT") {
                  to.value = from.value;
                  if (from.tagName === "INPUT") to.checked = from.checked;
                }
                return true;
              },
              /* Elements no served page had (the page script's, the overlay) stay. */
              onBeforeNodeDiscarded: function (node) { return node.nodeType !== 1 || served.has(node); }
            });
            servedHead = next.head;
          }
          function apply(change) {
            clear();
            if (placeholder || change.changed === null) { reload(); return; }
            var listed = {};
            change.changed.forEach(function (path) { listed[path] = true; });
            function touched(path) { return path !== null && listed[path] === true; }
            if (runsChangedScript(touched)) { reload(); return; }
            var here = sitePath(location.href);
            var work = [swapStyles(touched, change.generation)];
            refreshImages(touched, change.generation);
            if (touched(here)) {
              work.push(fetch(location.href.split("#")[0], { cache: "no-store", credentials: "same-origin" })
                .then(function (response) {
                  if (response.status !== 200 || response.redirected) { reload(); return null; }
                  return response.text();
                })
                .then(function (html) { if (html !== null && !reloading) patch(html); }));
            }
            return Promise.all(work).then(function () {
              if (reloading) return;
              document.dispatchEvent(new CustomEvent("scenedocs:applied", {
                detail: {
                  generation: change.generation, patched: touched(here),
                  touches: function (url) { return touched(sitePath(url)); },
                  fresh: function (url) { return fresh(url, change.generation); }
                }
              }));
            });
          }

          var queue = Promise.resolve();
          var source = new EventSource("/__scenedocs/events");
          source.addEventListener("hello", function (event) {
            if (seen !== null && seen !== event.data) reload();
            else if (placeholder && !/-0$/.test(event.data)) reload();
            seen = event.data;
          });
          source.addEventListener("change", function (event) {
            var change = JSON.parse(event.data);
            if (seen !== null) seen = seen.replace(/-\d+$/, "-" + change.generation);
            queue = queue.then(function () { if (!reloading) return apply(change); })
              .catch(function () { reload(); });
          });
          source.addEventListener("error", function (event) {
            if (event.data) show(JSON.parse(event.data));
          });
        }
        """#
}
