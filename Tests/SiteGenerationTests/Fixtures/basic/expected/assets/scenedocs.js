/* SceneDocs reader script: search, keyboard navigation and copy buttons.
   Progressive enhancement: every page works without it. No network: the search index is a
   script file (assets/search-index.js) loaded on first use, which also works from file://. */
(function () {
  "use strict";
  var root = document.documentElement.getAttribute("data-root") || "";

  /* ---------- copy buttons ---------- */
  /* Every code block gets one button: blocks that already have theirs are skipped, so this runs
     again after the page changed in place (see "live preview" below). */
  function addCopyButtons() {
    if (!navigator.clipboard && !document.queryCommandSupported) return;
    var blocks = document.querySelectorAll("pre.code");
    for (var i = 0; i < blocks.length; i++) {
      var pre = blocks[i];
      if (pre.querySelector(":scope > .copy-button")) continue;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy code to the clipboard");
      button.addEventListener("click", copyHandler(pre, button));
      pre.insertBefore(button, pre.firstChild);
    }
  }
  function copyHandler(pre, button) {
    return function () {
      var code = pre.querySelector("code");
      var text = code ? code.textContent : pre.textContent;
      var done = function () {
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text); done(); });
      } else {
        fallbackCopy(text);
        done();
      }
    };
  }
  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "absolute";
    area.style.left = "-9999px";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); } catch (e) { /* nothing else to try */ }
    document.body.removeChild(area);
  }

  /* ---------- search ---------- */
  var box, list, status, entries = null, results = [], selected = -1;

  /** Score of one entry for a lower-cased query; 0 = no match. Mirrors SearchRanking.swift. */
  function score(entry, q) {
    var title = entry.tl;
    var best = 0;
    if (title === q) best = 1000;
    else if (title.indexOf(q) === 0) best = 800 - Math.min(title.length - q.length, 100);
    else if (entry.id.toLowerCase() === q) best = 750;
    else if (wordPrefix(entry.t, q)) best = 500;
    else if (title.indexOf(q) >= 0) best = 300;
    else if (entry.d && entry.d.toLowerCase().indexOf(q) >= 0) best = 200;
    else if (entry.h && entry.h.toLowerCase().indexOf(q) >= 0) best = 120;
    else if (entry.s.toLowerCase().indexOf(q) >= 0) best = 80;
    else if (entry.b && entry.b.toLowerCase().indexOf(q) >= 0) best = 20;
    if (best === 0) return 0;
    return best + entry.r;
  }
  function wordPrefix(title, q) {
    var words = title.split(/[^A-Za-z0-9]+|(?=[A-Z])/);
    for (var i = 0; i < words.length; i++) if (words[i].toLowerCase().indexOf(q) === 0) return true;
    return false;
  }
  function search(query) {
    var q = query.trim().toLowerCase();
    if (!q || !entries) return [];
    var scored = [];
    for (var i = 0; i < entries.length; i++) {
      var s = score(entries[i], q);
      if (s > 0) scored.push([s, i]);
    }
    scored.sort(function (a, b) { return b[0] - a[0] || (entries[a[1]].t < entries[b[1]].t ? -1 : 1); });
    return scored.slice(0, 20).map(function (pair) { return entries[pair[1]]; });
  }
  window.SceneDocsSearch = { search: search, score: score };

  /* The index is a script that sets window.SceneDocsSearchIndex. indexScript is the element that
     loads (or loaded) its newest copy; the callbacks in waiting run once that copy has loaded. */
  var indexScript = null, indexLoaded = null, waiting = [];
  function loadIndex(then) {
    if (entries) { then(); return; }
    if (window.SceneDocsSearchIndex && !indexScript) { prepare(); then(); return; }
    waiting.push(then);
    if (!indexScript) insertIndex(root + "assets/search-index.js");
  }
  /* Copies run in the order they were inserted (async = false), so the newest sets the global last;
     only the newest one's load is used, and only its element stays. */
  function insertIndex(src) {
    var script = document.createElement("script");
    script.async = false;
    script.src = src;
    script.onload = function () {
      if (script !== indexScript) { script.remove(); return; }
      if (indexLoaded) indexLoaded.remove();
      indexLoaded = script;
      prepare();
      var callbacks = waiting;
      waiting = [];
      for (var i = 0; i < callbacks.length; i++) callbacks[i]();
    };
    script.onerror = function () {
      script.remove();
      if (script !== indexScript) return;
      /* The copy loaded before (if any) stays in use; the next search tries again. */
      indexScript = indexLoaded;
      waiting = [];
      if (!entries) status.textContent = "The search index could not be loaded.";
    };
    indexScript = script;
    document.head.appendChild(script);
  }
  /* A newer index replaces the loaded one; the results shown are searched again in it. */
  function reloadIndex(src) {
    if (!entries) {
      if (indexScript) insertIndex(src);
      return;
    }
    waiting.push(function () {
      if (!box.value.trim()) return;
      var chosen = selected >= 0 ? results[selected].u : null;
      results = search(box.value);
      selected = results.length ? 0 : -1;
      for (var i = 0; i < results.length; i++) if (results[i].u === chosen) selected = i;
      render();
    });
    insertIndex(src);
  }
  function prepare() {
    entries = window.SceneDocsSearchIndex || [];
    for (var i = 0; i < entries.length; i++) entries[i].tl = entries[i].t.toLowerCase();
    window.SceneDocsSearch.entries = entries;
  }
  function render() {
    list.innerHTML = "";
    for (var i = 0; i < results.length; i++) {
      var entry = results[i];
      var item = document.createElement("li");
      item.id = "search-result-" + i;
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", i === selected ? "true" : "false");
      var link = document.createElement("a");
      link.href = root + entry.u;
      link.tabIndex = -1;
      var title = document.createElement(entry.c ? "code" : "span");
      title.className = "result-title";
      title.textContent = entry.t;
      var meta = document.createElement("span");
      meta.className = "result-meta";
      meta.textContent = entry.k + (entry.f ? " · " + entry.f : "");
      var summary = document.createElement("span");
      summary.className = "result-summary";
      summary.textContent = entry.s;
      link.appendChild(title);
      link.appendChild(meta);
      link.appendChild(summary);
      item.appendChild(link);
      list.appendChild(item);
    }
    list.hidden = results.length === 0;
    box.setAttribute("aria-expanded", results.length ? "true" : "false");
    if (selected >= 0) box.setAttribute("aria-activedescendant", "search-result-" + selected);
    else box.removeAttribute("aria-activedescendant");
    var q = box.value.trim();
    status.textContent = q ? (results.length ? results.length + " results" : "No results for “" + q + "”") : "";
  }
  function update() {
    loadIndex(function () {
      results = search(box.value);
      selected = results.length ? 0 : -1;
      render();
    });
  }
  function setupSearch() {
    box = document.getElementById("search-box");
    list = document.getElementById("search-results");
    status = document.getElementById("search-status");
    if (!box || !list || !status) return;
    document.getElementById("search").hidden = false;
    box.addEventListener("input", update);
    box.addEventListener("focus", function () { loadIndex(function () {}); });
    box.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" && results.length) {
        selected = (selected + 1) % results.length; render(); event.preventDefault();
      } else if (event.key === "ArrowUp" && results.length) {
        selected = (selected - 1 + results.length) % results.length; render(); event.preventDefault();
      } else if (event.key === "Enter" && selected >= 0) {
        window.location.href = root + results[selected].u; event.preventDefault();
      } else if (event.key === "Escape") {
        box.value = ""; results = []; selected = -1; render();
      }
    });
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
      if (event.key === "/" && !typing && !event.metaKey && !event.ctrlKey && !event.altKey) {
        box.focus();
        event.preventDefault();
      }
    });
  }

  /* ---------- reading paths ---------- */
  /* A page on several paths shows the path the reader is following first: the path whose page or
     bar a link was last followed from (kept for the browser tab). Without the script the first path
     in content order comes first. */
  var pathKey = "scenedocs-path";
  function rememberPath(id) {
    try { sessionStorage.setItem(pathKey, id); } catch (e) { /* storage unavailable */ }
  }
  function setupPaths() {
    var steps = document.querySelector("ol.path-steps[data-path]");
    if (steps) {
      rememberPath(steps.getAttribute("data-path"));
      return;
    }
    var nav = document.querySelector("nav.path-nav");
    if (!nav) return;
    nav.addEventListener("click", function (event) {
      var row = event.target.closest && event.target.closest(".path-row[data-path]");
      if (row && event.target.closest("a")) rememberPath(row.getAttribute("data-path"));
    });
    var more = nav.querySelector("details.path-more");
    var current;
    try { current = sessionStorage.getItem(pathKey); } catch (e) { current = null; }
    if (!more || !current) return;
    var first = nav.querySelector(":scope > .path-row");
    var chosen = more.querySelector('.path-row[data-path="' + current.replace(/["\\]/g, "") + '"]');
    if (!first || !chosen) return;
    /* The followed path takes the first place; the one it replaces heads the hidden list. */
    nav.insertBefore(chosen, more);
    more.insertBefore(first, more.querySelector("summary").nextSibling);
  }

  /* ---------- live preview ---------- */
  /* `scenedocs serve` patches an open page in place when a saved change reaches it, then fires
     `scenedocs:applied` on document; detail.touches(url) says whether the change rewrote the file
     a URL names, detail.fresh(url) gives a URL for it that no cache answers. Code blocks the patch
     added get their button, and a loaded search index the change rewrote is loaded again. The
     event never fires elsewhere (file://, any other server). */
  document.addEventListener("scenedocs:applied", function (event) {
    var detail = event.detail;
    addCopyButtons();
    if (box && indexScript && detail && detail.touches && detail.touches(indexScript.src)) {
      reloadIndex(detail.fresh(root + "assets/search-index.js"));
    }
  });

  document.addEventListener("DOMContentLoaded", function () {
    addCopyButtons();
    setupSearch();
    setupPaths();
  });
})();
