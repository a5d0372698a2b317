// Search latency of the shipped reader script on a built site, in Node (no browser needed).
// Usage: node Benchmarks/search/measure.js SITE_DIR [ROUNDS]
// Loads SITE/assets/scenedocs.js with a minimal DOM stand-in, lets it load SITE/assets/search-index.js
// the way a page does on first focus of the search box, then times window.SceneDocsSearch.search
// for a fixed list of queries (symbol prefixes, words, misses) and prints the index size, the time
// to load and prepare the index, and the median / p90 / max latency per query in milliseconds.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const site = process.argv[2];
const rounds = Number(process.argv[3] || 20);
if (!site) { console.error("usage: measure.js SITE_DIR [ROUNDS]"); process.exit(2); }
const indexFile = path.join(site, "assets", "search-index.js");

function element() {
  const handlers = {};
  return { hidden: true, value: "", handlers, addEventListener(name, f) { handlers[name] = f; },
    setAttribute() {}, removeAttribute() {}, appendChild() {}, focus() {}, querySelector() { return null; }, querySelectorAll() { return []; },
    get textContent() { return ""; }, set textContent(v) {}, set innerHTML(v) {} };
}
const elements = { "search-box": element(), "search-results": element(), "search-status": element(), search: element() };
const documentHandlers = {};
const window = {};
const context = {
  window, navigator: {}, setTimeout,
  document: {
    documentElement: { getAttribute: () => "" },
    getElementById: (id) => elements[id] || null,
    addEventListener: (name, f) => { documentHandlers[name] = f; },
    querySelector: () => null, querySelectorAll: () => [], createElement: () => element(), queryCommandSupported: () => false,
    head: { appendChild() {} },
  },
};
context.window = window;
vm.createContext(context);
vm.runInContext(fs.readFileSync(path.join(site, "assets", "scenedocs.js"), "utf8"), context);
documentHandlers.DOMContentLoaded();

const loadStart = process.hrtime.bigint();
vm.runInContext(fs.readFileSync(indexFile, "utf8"), context);
elements["search-box"].handlers.focus();  // the page prepares the index on first focus
const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;
const entries = window.SceneDocsSearch.entries || [];

const queries = ["scene", "sceneDid", "window", "UIApplication", "did", "activation", "state", "config",
  "restore", "background", "zzzz-no-match", "a", "url", "open", "session", "delegate"];
const samples = [];
for (let round = 0; round < rounds; round++) {
  for (const q of queries) {
    const start = process.hrtime.bigint();
    window.SceneDocsSearch.search(q);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
samples.sort((a, b) => a - b);
const pick = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
console.log(`entries ${entries.length}; index ${(fs.statSync(indexFile).size / 1024).toFixed(0)} KB; ` +
  `load+prepare ${loadMs.toFixed(1)} ms; per query (${samples.length}): median ${pick(0.5).toFixed(2)} ms, ` +
  `p90 ${pick(0.9).toFixed(2)} ms, max ${samples[samples.length - 1].toFixed(2)} ms`);
