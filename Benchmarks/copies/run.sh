#!/usr/bin/env bash
# What each hand-written copy of a library and each speed technique buys: `make bench-copies` (or
# Benchmarks/copies/run.sh).
#
# One release binary, every technique switched off in turn with SCENEDOCS_WITHOUT (the output stays
# byte-identical: SpeedupSwitchTests), on a generated corpus (realistic by default: distinct Swift
# samples, prose like the shipped content's; docs/corpus.md). RUNS times, interleaved, in one run:
#   - one `cmark` call over the corpus' Markdown (the yardstick of Benchmarks/build/run.sh);
#   - `scenedocs build` with every technique on;
#   - `scenedocs build` with each of WITHOUT switched off;
#   - read-ahead only matters when the files are not in the page cache: its pair (default, without)
#     is run again after the corpus' pages are dropped from the cache (posix_fadvise DONTNEED; the
#     corpus must be on a disk, not tmpfs);
#   - `scenedocs check` of the built site, with everything and with each of CHECK_WITHOUT switched off.
# Then `serve` on a copy of the corpus, with everything and with each of EDIT_WITHOUT switched off: ROUNDS saves
# of a member's body, its summary and a type's title, save → reload event (Benchmarks/serve/reload_latency.py).
# Reports, per technique, the median over the runs of (build without it) / (build with everything),
# CPU time and peak RSS likewise, and the build / cmark ratio without it (the 3× target).
# Environment: BIN (prebuilt scenedocs; default: scripts/release-build.sh into SCRATCH), CORPUS_BIN
# (scenedocs-corpus; default: the debug build), PAGES (10000), RUNS (3), ROUNDS (5), SEED (1),
# REALISTIC (1), WITHOUT (every technique a build uses; a,b switches off both at once), CHECK_WITHOUT
# (fast-page-scanner: what `check` also runs without), EDITS (1: the serve step), EDIT_WITHOUT
# (page-edit page-memo: what the serve step also runs without), WORK_ROOT (/dev/shm),
# VARIANTS ("label=path …": other binaries, e.g. a copy that cannot be switched off at run time
# deleted at compile time, timed in each run against BIN like a switch).
set -euo pipefail
cd "$(dirname "$0")/../.."

PAGES=${PAGES:-10000}
RUNS=${RUNS:-3}
ROUNDS=${ROUNDS:-5}
SEED=${SEED:-1}
REALISTIC=${REALISTIC:-1}
WITHOUT=${WITHOUT:-"plain-yaml swift-classifier sorted-json-encoder spliced-json mustache-engine"}
CHECK_WITHOUT=${CHECK_WITHOUT:-fast-page-scanner}
OUT=Benchmarks/out
mkdir -p "$OUT"
scripts/install-deps.sh cmark
if [ -z "${BIN:-}" ]; then
  scripts/release-build.sh scenedocs
  BIN=.build-release/release/scenedocs
fi
if [ -z "${CORPUS_BIN:-}" ]; then
  swift build --package-path Benchmarks --scratch-path .build/benchmarks --product scenedocs-corpus >/dev/null
  CORPUS_BIN=.build/benchmarks/debug/scenedocs-corpus
fi
WORK_ROOT=${WORK_ROOT:-$([ -d /dev/shm ] && [ -w /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")}
work=$(mktemp -d -p "$WORK_ROOT")
serve_pid=""
cleanup() {
  if [ -n "$serve_pid" ]; then kill -TERM "$serve_pid" 2>/dev/null || true; wait "$serve_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
cp "$BIN" "$work/scenedocs"
SCENEDOCS=$work/scenedocs
variant_names=""
for variant in ${VARIANTS:-}; do
  cp "${variant#*=}" "$work/variant-${variant%%=*}"
  variant_names+="${variant%%=*} "
done

out="$OUT/copies-$(date +%Y%m%d-%H%M%S).txt"
log() { echo "$@" | tee -a "$out"; }
clock() { date +%s%N; }
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { if (NR == 0) print ""; else if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) print "–"; else printf "%.3f", a / b }'; }

# measure LABEL COMMAND… → WALL (s), CPU (user + system s), RSS (MB); exits on failure.
measure() {
  local label=$1 start end
  shift
  start=$(clock)
  if ! /usr/bin/time -v -o "$work/$label.time" "$@" >"$work/$label.out" 2>"$work/$label.err"; then
    log "$label FAILED:"
    tail -n 20 "$work/$label.out" "$work/$label.err" | tee -a "$out" >&2
    exit 1
  fi
  end=$(clock)
  WALL=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')
  CPU=$(awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 } END { printf "%.2f", u + s }' "$work/$label.time")
  RSS=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$work/$label.time")
}

# check LABEL WITHOUT → `scenedocs check` of the built site, WITHOUT switched off (exit 1, broken
# links, is a report, not a failure).
check() {
  SCENEDOCS_WITHOUT=$2 measure "$1" sh -c '"$0" check --format json "$1" >/dev/null; [ $? -le 1 ]' "$SCENEDOCS" "$work/site"
}

# build LABEL WITHOUT [BINARY] → a cold build of the corpus into a fresh folder, WITHOUT switched off.
build() {
  rm -rf "$work/site"
  SCENEDOCS_WITHOUT=$2 measure "$1" "${3:-$SCENEDOCS}" build --quiet --content "$corpus/Content" --templates Templates \
    --output "$work/site"
}

corpus="$OUT/corpus-$PAGES"
if [ "$REALISTIC" = 1 ]; then corpus+=-realistic; fi
"$CORPUS_BIN" --pages "$PAGES" --out "$corpus" --seed "$SEED" $([ "$REALISTIC" = 1 ] && echo --realistic) --force >/dev/null
find "$corpus/plain" -name '*.md' -print0 | sort -z | xargs -0 cat >"$work/plain.md"

log "# hand-written copies and techniques, $(date -u +%Y-%m-%dT%H:%MZ)"
log "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); binary: $BIN ($($SCENEDOCS --version))"
log "corpus: $corpus ($PAGES pages$([ "$REALISTIC" = 1 ] && echo ', realistic'), seed $SEED, on $(df -T "$corpus" | awk 'NR == 2 { print $2 }')); runs: $RUNS"

declare -A wall cpu rss
add() { wall[$1]+="$WALL "; cpu[$1]+="$CPU "; rss[$1]+="$RSS "; }
for run in $(seq 1 "$RUNS"); do
  measure "cmark-$run" cmark "$work/plain.md"
  add cmark
  line="run $run: cmark $WALL s"
  build "default-$run" ""
  add default
  line+="; default $WALL s ($CPU s CPU, $RSS MB)"
  for name in $WITHOUT; do
    build "$name-$run" "$name"
    add "$name"
    line+="; $name $WALL s"
  done
  for name in $variant_names; do
    build "$name-$run" "" "$work/variant-$name"
    add "$name"
    line+="; $name (variant) $WALL s"
  done
  check "check-default-$run" ""
  add check-default
  line+="; check $WALL s"
  for name in $CHECK_WITHOUT; do
    check "check-$name-$run" "$name"
    add "check-$name"
    line+="; check without $name $WALL s"
  done
  python3 Benchmarks/copies/evict.py "$corpus/Content"
  build "cold-default-$run" ""
  add cold-default
  python3 Benchmarks/copies/evict.py "$corpus/Content"
  build "cold-read-ahead-$run" read-ahead
  add read-ahead
  cold=(${wall[cold-default]})
  line+="; page cache dropped: default ${cold[-1]} s, read-ahead off $WALL s"
  log "$line (load $(cut -d' ' -f1 /proc/loadavg))"
done

# paired NAME BASE FIELD → median over the runs of NAME / BASE (same run).
paired() {
  local -n field=$3
  local a=(${field[$1]}) b=(${field[$2]}) r=() i
  for i in "${!a[@]}"; do r+=("$(ratio "${a[$i]}" "${b[$i]}")"); done
  median "${r[@]}"
}
log ""
log "| switched off | build time / default | CPU time / default | peak RSS / default | build / cmark |"
log "| --- | ---: | ---: | ---: | ---: |"
log "| nothing (default) | 1 | 1 | 1 | $(paired default cmark wall) |"
for name in $WITHOUT; do
  log "| $name | $(paired "$name" default wall) | $(paired "$name" default cpu) | $(paired "$name" default rss) | $(paired "$name" cmark wall) |"
done
for name in $variant_names; do
  log "| $name (variant binary) | $(paired "$name" default wall) | $(paired "$name" default cpu) | $(paired "$name" default rss) | $(paired "$name" cmark wall) |"
done
for name in $CHECK_WITHOUT; do
  log "| $name (\`check\` of the built site; against the default check) | $(paired "check-$name" check-default wall) | $(paired "check-$name" check-default cpu) | $(paired "check-$name" check-default rss) | – |"
done
log "| read-ahead (page cache dropped; against the cold default) | $(paired read-ahead cold-default wall) | $(paired read-ahead cold-default cpu) | $(paired read-ahead cold-default rss) | $(paired read-ahead cmark wall) |"

if [ "${EDITS:-1}" = 1 ]; then
  log ""
  log "| serve, save → reload (median of $ROUNDS saves) | body | summary | type title |"
  log "| --- | ---: | ---: | ---: |"
  for without in "" ${EDIT_WITHOUT:-page-edit page-memo}; do
    rm -rf "$work/serve"
    mkdir -p "$work/serve"
    cp -R "$corpus/Content" Templates "$work/serve/"
    SCENEDOCS_WITHOUT=$without "$SCENEDOCS" serve --port 0 --content "$work/serve/Content" \
      --templates "$work/serve/Templates" >"$work/serve.log" 2>&1 &
    serve_pid=$!
    until grep -q 'Serving on' "$work/serve.log"; do sleep 0.2; kill -0 "$serve_pid"; done
    port=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | sed -n 1p | cut -d: -f3)
    member=$(cd "$work/serve/Content" && find symbols -name '*.md' | sort | sed -n 1p)
    type_page=$(cd "$work/serve/Content" && find symbols -name '*.md' | sort | xargs grep -L '^parent:' | sed -n 1p)
    cells=""
    for mode in body summary title; do
      file=$member
      [ "$mode" = title ] && file=$type_page
      python3 Benchmarks/serve/reload_latency.py "$port" "$work/serve/Content/$file" "$ROUNDS" "$mode" >"$work/latency.txt"
      cells+=" | $(awk '/^median / { print $2 }' "$work/latency.txt") ms"
    done
    kill -TERM "$serve_pid"
    wait "$serve_pid" || true
    serve_pid=""
    log "| ${without:-nothing} switched off$cells |"
  done
fi
log ""
log "load average at end: $(cut -d' ' -f1-3 /proc/loadavg); saved in $out"
