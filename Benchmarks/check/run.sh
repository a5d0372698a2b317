#!/usr/bin/env bash
# Link-checker benchmark: `make bench-check` (or Benchmarks/check/run.sh).
#
# Builds scenedocs in release mode, generates synthetic static sites of 1,000 and 10,000 pages
# (Benchmarks/check/generate-site.py: ~48 references per page, exactly 3 broken), and times
# `scenedocs check SITE` on each with /usr/bin/time -v (wall time and peak RSS). Then times Debian's
# `linkchecker` on the 1k site in the same run, without and with its AnchorCheck plugin (install it
# with `scripts/install-deps.sh linkchecker`; LINKCHECKER_PAGES="1000 10000" times it on the 10k site
# too, which takes many minutes) and prints the ratios.
#
# EXTRA_SITES="DIR…" also times `scenedocs check` on other folders (e.g. a built 10k-page site).
# BASELINE_BIN=PATH times another scenedocs binary (e.g. a build of an earlier commit) on every
# site in the same run, checks that it finds the same problems, and prints the speed-up.
set -euo pipefail
cd "$(dirname "$0")/../.."

SCRATCH=${SCRATCH:-.build-release}
OUT=Benchmarks/out
SIZES=${SIZES:-"1000 10000"}
LINKCHECKER_PAGES=${LINKCHECKER_PAGES:-1000}
EXTRA_SITES=${EXTRA_SITES:-}
BASELINE_BIN=${BASELINE_BIN:-}
mkdir -p "$OUT"

SCRATCH=$SCRATCH scripts/release-build.sh scenedocs
BIN="$SCRATCH/release/scenedocs"

measure() { # label, command… → prints "label  seconds  peak-RSS-MB  exit"
  local label=$1; shift
  local log="$OUT/time-$label.log"
  local status=0
  /usr/bin/time -v "$@" >"$OUT/stdout-$label.log" 2>"$log" || status=$?
  local wall rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$log")
  rss=$(awk -F': ' '/Maximum resident set size/ {printf "%.0f", $2/1024}' "$log")
  local seconds
  seconds=$(echo "$wall" | awk -F: '{ if (NF==3) print $1*3600+$2*60+$3; else print $1*60+$2 }')
  printf '%-28s %8.2f s %6s MB  exit %s\n' "$label" "$seconds" "$rss" "$status"
  echo "$seconds" >"$OUT/seconds-$label"
}

echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.1f GB", $2/1048576}' /proc/meminfo), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
echo "swift: $(swift --version 2>/dev/null | head -1)"
summarize() { # stdout log → one line of counts
  python3 -c "import json,sys; s=json.load(open(sys.argv[1]))['summary']; print(f\"  {s['files']} files, {s['links']} links, {s['broken']} broken, {s['warnings']} warnings, {s['skipped']} skipped\")" "$1"
}
problems() { # stdout log → its problems, without timings
  python3 -c "import json,sys; print(json.dumps(json.load(open(sys.argv[1]))['problems'], sort_keys=True))" "$1"
}

sites=()
for pages in $SIZES; do
  site="$OUT/site-$pages"
  [ -f "$site/index.html" ] || python3 Benchmarks/check/generate-site.py "$pages" "$site"
  sites+=("$pages:$site")
done
for extra in $EXTRA_SITES; do sites+=("$(basename "$extra"):$extra"); done

for entry in "${sites[@]}"; do
  label=${entry%%:*}
  site=${entry#*:}
  measure "scenedocs-$label" "$BIN" check "$site" --format json
  summarize "$OUT/stdout-scenedocs-$label.log"
  if [ -n "$BASELINE_BIN" ]; then
    measure "baseline-$label" "$BASELINE_BIN" check "$site" --format json
    if [ "$(problems "$OUT/stdout-scenedocs-$label.log")" = "$(problems "$OUT/stdout-baseline-$label.log")" ]; then
      echo "  same problems as the baseline"
    else
      echo "  DIFFERENT problems from the baseline" >&2
    fi
    ratio=$(awk -v a="$(cat "$OUT/seconds-baseline-$label")" -v b="$(cat "$OUT/seconds-scenedocs-$label")" 'BEGIN { printf "%.1f", a / (b > 0 ? b : 0.01) }')
    echo "  baseline / scenedocs on $label: ${ratio}x"
  fi
done

if command -v linkchecker >/dev/null 2>&1; then
  for pages in $LINKCHECKER_PAGES; do
    site="$OUT/site-$pages"
    # Default linkchecker checks each distinct URL but not #fragments; its AnchorCheck plugin adds
    # fragment checking, the same work scenedocs does. Both are timed.
    printf '[AnchorCheck]\n' >"$OUT/linkcheckerrc"
    measure "linkchecker-$pages" linkchecker --no-status --no-robots -o text "$site/index.html"
    grep -E "^That's it" "$OUT/stdout-linkchecker-$pages.log" | sed 's/^/  /'
    measure "linkchecker-anchors-$pages" linkchecker -f "$OUT/linkcheckerrc" --no-status --no-robots -o text "$site/index.html"
    grep -E "^That's it" "$OUT/stdout-linkchecker-anchors-$pages.log" | sed 's/^/  /'
    for variant in linkchecker linkchecker-anchors; do
      ratio=$(awk -v a="$(cat "$OUT/seconds-$variant-$pages")" -v b="$(cat "$OUT/seconds-scenedocs-$pages")" 'BEGIN { printf "%.0f", a / (b > 0 ? b : 0.01) }')
      echo "  $variant / scenedocs on $pages pages: ${ratio}x"
    done
  done
else
  echo "linkchecker not installed (scripts/install-deps.sh linkchecker); no comparison" >&2
fi
