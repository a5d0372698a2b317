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

    /// Connects to the event stream; reloads on `reload`; shows diagnostics on `error` as an overlay
    /// with `file:line:column`. Reloads after reconnecting to a restarted server. Builds the overlay
    /// with DOM text nodes only, so a message can never inject markup.
    static let script = #"""
        (function () {
          "use strict";
          if (!window.EventSource) return;
          var overlay = null, seen = null;
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
              "Showing the last good version of this page. Fix the problem and save: the page reloads."));
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
          var source = new EventSource("/__scenedocs/events");
          source.addEventListener("hello", function (event) {
            if (seen !== null && seen !== event.data) location.reload();
            seen = event.data;
          });
          source.addEventListener("reload", function () { location.reload(); });
          source.addEventListener("error", function (event) {
            if (event.data) show(JSON.parse(event.data));
          });
        })();
        """#
}
