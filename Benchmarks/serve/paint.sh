#!/usr/bin/env bash
# Save → pixels under `scenedocs serve` in a real browser (issue 42): `make bench-paint`.
#   Benchmarks/serve/paint_latency.py opens the edited page in headless Chromium (DevTools protocol
#   over a pipe), scrolls to its middle and saves ROUNDS edits of one Markdown paragraph, timing each
#   from the write until the new text is painted (requestAnimationFrame after the DOM holds it);
#   it also reports the browser's part (the page's fetch of its new HTML → that frame), whether the
#   page was ever reloaded and the scroll offset before and after.
#   Twice: on the shipped content (the longest article) and on a PAGES-page corpus (a member's page,
#   as `make bench-build` edits).
# Environment: BIN_DIR (a folder with scenedocs and scenedocs-corpus; default: a debug build made
# here, `swift build`), ROUNDS (20), PAGES (10000; 0 skips the corpus), SEED (1).
# Results go to Benchmarks/out/paint-<timestamp>.txt and standard output.
set -euo pipefail
cd "$(dirname "$0")/../.."

ROUNDS=${ROUNDS:-20}
PAGES=${PAGES:-10000}
SEED=${SEED:-1}

scripts/install-deps.sh chromium
command -v python3 >/dev/null || { echo "the probe needs python3" >&2; exit 1; }
if [ -z "${BIN_DIR:-}" ]; then
  swift build --product scenedocs
  swift build --package-path Benchmarks --scratch-path .build/benchmarks --product scenedocs-corpus
  cp .build/benchmarks/debug/scenedocs-corpus .build/debug/
  BIN_DIR=.build/debug
  kind="debug build (swift build)"
else
  kind="binaries from $BIN_DIR"
fi

work=$(mktemp -d -p "$([ -d /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")")
serve_pid=""
stop_serve() {
  if [ -n "$serve_pid" ]; then kill -TERM "$serve_pid" 2>/dev/null || true; wait "$serve_pid" 2>/dev/null || true; fi
  serve_pid=""
}
trap 'stop_serve; rm -rf "$work"' EXIT

mkdir -p Benchmarks/out
out="Benchmarks/out/paint-$(date +%Y%m%d-%H%M%S).txt"
log() { echo "$@" | tee -a "$out"; }

log "# scenedocs serve: save → paint, $(date -u +%Y-%m-%dT%H:%MZ)"
log "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -sr)"
log "scenedocs: $kind; $(chromium --version 2>/dev/null | head -1); $ROUNDS edits each"

# serve SITE_DIR: starts `scenedocs serve` on SITE_DIR/Content and sets $url.
serve() {
  "$BIN_DIR/scenedocs" serve --port 0 --content "$1/Content" --templates "$1/Templates" >"$1/serve.log" 2>&1 &
  serve_pid=$!
  until grep -q 'Serving on' "$1/serve.log" 2>/dev/null; do
    kill -0 "$serve_pid" 2>/dev/null || { cat "$1/serve.log" >&2; exit 1; }
    sleep 0.2
  done
  url=$(grep -o 'http://127.0.0.1:[0-9]*/' "$1/serve.log" | head -1)
  log "$(grep -m1 'Built the site' "$1/serve.log")"
}

# measure LABEL SITE_DIR FILE: the probe on FILE (relative to SITE_DIR/Content), and the server's own
# rebuild times for those saves.
measure() {
  log ""
  log "## $1: $3"
  python3 Benchmarks/serve/paint_latency.py "$url" "$2/Content/$3" "$ROUNDS" >"$work/paint.txt"
  grep -E '^(page|median|p90|min|max|browser-median|browser-max|reloads|scroll) ' "$work/paint.txt" | tee -a "$out"
  log "server rebuilds (s): $(grep -o 'changed in [0-9.]* s' "$2/serve.log" | awk '{ print $3 }' | tail -n "$ROUNDS" | sort -g | tr '\n' ' ')"
}

mkdir "$work/shipped"
cp -R Content Templates "$work/shipped/"
serve "$work/shipped"
measure "shipped content" "$work/shipped" articles/migration-checklist.md
stop_serve

if [ "$PAGES" != 0 ]; then
  mkdir "$work/corpus"
  "$BIN_DIR/scenedocs-corpus" --pages "$PAGES" --out "$work/corpus-source" --seed "$SEED" --force >/dev/null
  cp -R "$work/corpus-source/Content" "$work/corpus/"
  cp -R Templates "$work/corpus/"
  serve "$work/corpus"
  member=$(cd "$work/corpus/Content" && find symbols -name '*.md' | sort | sed -n 1p)
  measure "$PAGES-page corpus" "$work/corpus" "$member"
  stop_serve
fi
log ""
log "saved in $out"
