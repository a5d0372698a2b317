#!/usr/bin/env bash
# Build benchmark (issue #7): `make bench-build` (or Benchmarks/build/run.sh).
#
# Builds scenedocs and scenedocs-corpus in release mode, generates a synthetic corpus of N pages for
# each N in SIZES (Benchmarks/out/corpus-N: SceneDocs content plus the same bodies as plain
# CommonMark) and, RUNS times each, in the same run, times with /usr/bin/time -v (peak RSS; wall time
# from the nanosecond clock around it):
#   - raw cmark: every plain/**/*.md concatenated into one file (outside the timing), one `cmark` call
#     — the proxy for the physical limit of rendering that much Markdown;
#   - `scenedocs build` of corpus-N/Content with the repo's Templates/ into a fresh folder (cold);
#   - `hugo` (if installed) on a minimal site made of the same plain files (Benchmarks/build/hugo-site.py;
#     Hugo renders with goldmark, not cmark); INSTALL_HUGO=1 installs Debian's hugo first;
#   - `scenedocs check SITE --format json` on the built site.
# Then the one-file-edit rebuild: `scenedocs serve` on a copy of corpus-N (the corpus itself is never
# edited), Benchmarks/serve/reload_latency.py saves one page ROUNDS times (save → `change` event) for
# each kind of edit — a member's body, the member's summary, a type's title (shown on its members,
# in sidebars and link texts) — next to the server's own rebuild times. Prints medians of the RUNS as a table (and the
# spread: each run's build / cmark, lowest to highest, runs under 3×), also saved in
# Benchmarks/out/build-<timestamp>.txt.
# Environment: SIZES ("1000 10000"; add 50000 when wanted), RUNS (3), ROUNDS (10), SEED (1), REALISTIC (1: the
# corpus with --realistic, bodies and distinct samples like the shipped content's, docs/corpus.md),
# BIN_DIR (prebuilt scenedocs + scenedocs-corpus; skips the build), SCRATCH (.build-release; a .build* folder, built from scratch when the
# profile, LTO mode or STATIC changes: scripts/release-build.sh), PGO (0 builds without the profile), LTO (full; thin or 0),
# STATIC (1: the Swift runtime and Foundation linked in; 0: shared),
# INSTALL_HUGO (1 installs hugo), SERVE_TIMEOUT (seconds for serve's first build, 1800), WORK_ROOT (where
# sites are written: /dev/shm by default, see below).
set -euo pipefail
cd "$(dirname "$0")/../.."

SCRATCH=${SCRATCH:-.build-release}
SIZES=${SIZES:-"1000 10000"}
RUNS=${RUNS:-3}
ROUNDS=${ROUNDS:-10}
SEED=${SEED:-1}
SERVE_TIMEOUT=${SERVE_TIMEOUT:-1800}
OUT=Benchmarks/out
mkdir -p "$OUT"

scripts/install-deps.sh cmark
[ "${INSTALL_HUGO:-0}" = 1 ] && scripts/install-deps.sh hugo
command -v python3 >/dev/null || { echo "the latency probe and the Hugo site need python3" >&2; exit 1; }
flags="given (BIN_DIR)"
if [ -z "${BIN_DIR:-}" ]; then
  SCRATCH=$SCRATCH scripts/release-build.sh scenedocs scenedocs-corpus
  BIN_DIR="$SCRATCH/release"
  # The profile's SHA-256, the LTO mode and STATIC (scripts/release-build.sh's stamp).
  flags="profile $(awk '{ $1 = substr($1, 1, 12); print }' "$SCRATCH/pgo-profile.stamp")"
fi
HUGO=""
if command -v hugo >/dev/null 2>&1; then HUGO=$(command -v hugo); fi

# Sites, Hugo output and the concatenated Markdown go to a memory file system (WORK_ROOT, default
# /dev/shm when it exists): on an ext4 without a journal (this machine's root) the kernel checks the
# deletion time of every candidate inode, so creating files in the minutes after a previous run's
# output was deleted cost up to 12 s of system time per 10k build and made runs differ by 2×.
# The benchmark measures the tools, not that allocator. WORK_ROOT=/tmp measures on disk.
WORK_ROOT=${WORK_ROOT:-$([ -d /dev/shm ] && [ -w /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")}
work=$(mktemp -d -p "$WORK_ROOT")
# Save → reload latency of one kind of edit (MODE: body, summary or title; see reload_latency.py) on
# FILE of the running server, and the server's own rebuild times for those saves. Sets
# reload_ms[MODE], reload_note[MODE] and rebuild_ms[MODE].
declare -A reload_ms reload_note rebuild_ms
measure_reload() {
  local mode=$1 file=$2 before samples rebuilds
  before=$(grep -c 'rebuilt, ' "$work/serve.log" || true)
  if python3 Benchmarks/serve/reload_latency.py "$port" "$work/serve/Content/$file" "$ROUNDS" "$mode" >"$work/latency.txt" 2>&1; then
    reload_ms[$mode]=$(awk '/^median / { print $2 }' "$work/latency.txt")
    log "save → reload, $mode edits ($ROUNDS saves of $file): $(grep -E '^(median|p90|min|max) ' "$work/latency.txt" | tr '\n' ' ')ms"
  else
    # Keep the saves measured before the failure (one number per line).
    samples=$(grep -E '^[0-9.]+$' "$work/latency.txt" || true)
    [ -n "$samples" ] && reload_ms[$mode]=$(median $samples) && reload_note[$mode]=" ($(echo "$samples" | grep -c .) of $ROUNDS saves)"
    log "reload_latency.py ($mode) failed after $(echo "$samples" | grep -c . || true) saves ($(echo $samples) ms): $(tail -n 1 "$work/latency.txt")"
  fi
  sleep 1.5 # let the last line reach the log; the rebuild after the restoring save is not counted
  rebuilds=$(grep -o 'rebuilt, [0-9]* files\? changed in [0-9.]* s' "$work/serve.log" \
    | awk -v from="$before" -v n="$ROUNDS" 'NR > from && NR <= from + n { print $(NF - 1) }')
  if [ -n "$rebuilds" ]; then
    rebuild_ms[$mode]=$(awk -v s="$(median $rebuilds)" 'BEGIN { printf "%.0f", s * 1000 }')
    log "server's own rebuild times, $mode edits (s): $(echo $rebuilds) → median ${rebuild_ms[$mode]} ms"
  fi
}

serve_pid=""
cleanup() {
  if [ -n "$serve_pid" ]; then kill -TERM "$serve_pid" 2>/dev/null || true; wait "$serve_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# Private copies: a rebuild into $BIN_DIR during the run must not change (or lock) the binaries timed.
mkdir "$work/bin"
cp "$BIN_DIR/scenedocs" "$BIN_DIR/scenedocs-corpus" "$work/bin/"
SCENEDOCS="$work/bin/scenedocs"
CORPUS="$work/bin/scenedocs-corpus"

out="$OUT/build-$(date +%Y%m%d-%H%M%S).txt"
log() { echo "$@" | tee -a "$out"; }
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }
clock() { date +%s%N; }
since() { awk -v a="$1" -v b="$(clock)" 'BEGIN { printf "%.1f", (b - a) / 1e9 }'; } # seconds since a clock value
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { if (NR == 0) print ""; else if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
fmt() { awk -v x="$2" -v f="$1" 'BEGIN { if (x == "") print "–"; else printf f, x }'; } # format, number or ""
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) print "–"; else printf "%.2f", a / b }'; }

# measure LABEL STDOUT COMMAND… → sets SECONDS_TAKEN (wall, ns clock), RSS_MB (peak) and STATUS;
# the command's standard error goes to $work/LABEL.err, /usr/bin/time's report to $work/LABEL.time.
measure() {
  local label=$1 stdout=$2; shift 2
  local start end
  STATUS=0
  start=$(clock)
  /usr/bin/time -v -o "$work/$label.time" "$@" >"$stdout" 2>"$work/$label.err" || STATUS=$?
  end=$(clock)
  SECONDS_TAKEN=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')
  RSS_MB=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$work/$label.time")
}

fail_build() { # label, site output → diagnostics tail, exit 1
  log "$1 FAILED (exit $STATUS); last lines of its output:"
  tail -n 40 "$2" "$work/$1.err" | tee -a "$out" >&2
  exit 1
}

log "# scenedocs build benchmark, $(date -u +%Y-%m-%dT%H:%MZ)"
log "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(awk '/MemTotal/ { printf "%.1f GB", $2 / 1048576 }' /proc/meminfo) RAM, $(uname -sr)"
log "outputs written to: $work ($(df -T "$work" | awk 'NR == 2 { print $2 }'))"
log "load average at start: $(loadavg)"
log "swift: $(swift --version 2>/dev/null | head -1)"
log "binaries: copied from $BIN_DIR ($(date -r "$BIN_DIR/scenedocs" '+scenedocs built %H:%M'); flags: $flags); $(cmark --version | head -1); hugo: $(if [ -n "$HUGO" ]; then hugo version | cut -d' ' -f2; else echo "not installed (INSTALL_HUGO=1 or scripts/install-deps.sh hugo), column skipped"; fi)"
log "sizes: $SIZES; runs: $RUNS (medians reported); reload rounds: $ROUNDS; seed: $SEED"

declare -A row scaling ratios spread
for pages in $SIZES; do
  corpus="$OUT/corpus-$pages"
  [ "${REALISTIC:-0}" = 1 ] && corpus="$corpus-realistic"
  log ""
  log "## $pages pages"
  t=$(clock)
  "$CORPUS" --pages "$pages" --out "$corpus" --seed "$SEED" $([ "${REALISTIC:-0}" = 1 ] && echo --realistic) --force >"$work/corpus.log"
  log "corpus: $(cat "$work/corpus.log") [step $(since "$t") s]"

  t=$(clock)
  plain="$work/plain-$pages.md"
  find "$corpus/plain" -name '*.md' -print0 | sort -z | xargs -0 cat >"$plain"
  hugo_site="$work/hugo-$pages"
  [ -n "$HUGO" ] && python3 Benchmarks/build/hugo-site.py "$corpus/plain" "$hugo_site" >/dev/null
  log "prepared: $(find "$corpus/plain" -name '*.md' | wc -l) plain files → one $(du -b "$plain" | cut -f1)-byte file for cmark${HUGO:+; Hugo site in a temporary folder} [step $(since "$t") s]"

  cmark_s=() cmark_rss=() build_s=() build_rss=() hugo_s=() check_s=()
  site=""
  t=$(clock)
  for run in $(seq 1 "$RUNS"); do
    measure "cmark-$pages-$run" /dev/null cmark "$plain"
    [ "$STATUS" = 0 ] || { log "cmark failed (exit $STATUS)"; cat "$work/cmark-$pages-$run.err" >&2; exit 1; }
    cmark_s+=("$SECONDS_TAKEN")
    cmark_rss+=("$RSS_MB")
    line="run $run: cmark $SECONDS_TAKEN s ($RSS_MB MB)"

    [ -n "$site" ] && rm -rf "$site"
    site="$work/site-$pages-$run"
    measure "build-$pages-$run" "$work/build-$pages-$run.out" \
      "$SCENEDOCS" build --content "$corpus/Content" --templates Templates --output "$site"
    [ "$STATUS" = 0 ] || fail_build "build-$pages-$run" "$work/build-$pages-$run.out"
    build_s+=("$SECONDS_TAKEN")
    build_rss+=("$RSS_MB")
    line+="; scenedocs build $SECONDS_TAKEN s ($RSS_MB MB; it reports: $(grep -o 'in [0-9.]* s' "$work/build-$pages-$run.out" | sed -n 1p))"

    if [ -n "$HUGO" ]; then
      measure "hugo-$pages-$run" "$work/hugo-$pages-$run.out" "$HUGO" --quiet --source "$hugo_site" -d "$work/hugo-out-$pages"
      if [ "$STATUS" = 0 ]; then
        hugo_s+=("$SECONDS_TAKEN")
        line+="; hugo $SECONDS_TAKEN s ($RSS_MB MB, $(find "$work/hugo-out-$pages" -name '*.html' | wc -l) HTML files)"
      else
        line+="; hugo FAILED (exit $STATUS): $(tail -n 3 "$work/hugo-$pages-$run.err" | tr '\n' ' ')"
      fi
      rm -rf "$work/hugo-out-$pages"
    fi
    log "$line"
  done
  log "[timed runs: step $(since "$t") s]"
  # cmark's HTML, once more outside the timing, for the output-size ratio.
  cmark_out_mb=$(cmark "$plain" | wc -c | awk '{ printf "%.0f", $1 / 1e6 }')

  built=$(grep -o 'Built [0-9]* pages' "$work/build-$pages-$RUNS.out" | awk '{ print $2 }')
  diagnostics=$(grep -cE '(warning|error):' "$work/build-$pages-$RUNS.err" || true)
  output_mb=$(du -sb "$site" | awk '{ printf "%.0f", $1 / 1e6 }')
  search_kb=$(stat -c %s "$site/assets/search-index.js" | awk '{ printf "%.0f", $1 / 1024 }')
  log "site: $built pages, $(find "$site" -type f | wc -l) files, $output_mb MB; assets/search-index.js $search_kb KB; build diagnostics: $diagnostics"
  [ "$diagnostics" = 0 ] || sed -n '1,20p' "$work/build-$pages-$RUNS.err" | tee -a "$out"

  t=$(clock)
  for run in $(seq 1 "$RUNS"); do
    measure "check-$pages-$run" "$work/check-$pages-$run.json" "$SCENEDOCS" check "$site" --format json
    check_s+=("$SECONDS_TAKEN")
    summary=$(python3 -c "import json,sys; s=json.load(open(sys.argv[1]))['summary']; print(f\"{s['files']} files, {s['links']} links, {s['broken']} broken, {s['skipped']} skipped\")" "$work/check-$pages-$run.json" 2>/dev/null || echo "no JSON summary")
    log "check run $run: $SECONDS_TAKEN s ($RSS_MB MB, exit $STATUS): $summary"
  done
  log "[check: step $(since "$t") s]"
  rm -rf "$site"

  # One-file-edit rebuild on a copy, so the timed corpus is never edited.
  t=$(clock)
  reload_ms=() reload_note=() rebuild_ms=() serve_mb=""
  rm -rf "$work/serve"
  mkdir -p "$work/serve"
  cp -R "$corpus/Content" Templates "$work/serve/"
  "$SCENEDOCS" serve --port 0 --content "$work/serve/Content" --templates "$work/serve/Templates" >"$work/serve.log" 2>&1 &
  serve_pid=$!
  deadline=$(($(date +%s) + SERVE_TIMEOUT))
  until grep -q 'Serving on' "$work/serve.log" 2>/dev/null; do
    if ! kill -0 "$serve_pid" 2>/dev/null || [ "$(date +%s)" -gt "$deadline" ]; then break; fi
    sleep 0.2
  done
  port=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | sed -n 1p | cut -d: -f3 || true)
  if [ -z "$port" ]; then
    if kill -0 "$serve_pid" 2>/dev/null; then log "serve did not start within $SERVE_TIMEOUT s; its output:"; else log "serve exited; its output:"; fi
    tail -n 20 "$work/serve.log" | tee -a "$out"
  else
    log "serve: $(grep -m1 'Built the site' "$work/serve.log" || echo 'first build line missing') [$(since "$t") s to listening]"
    member=$(cd "$work/serve/Content" && find symbols -name '*.md' | sort | sed -n 1p)
    type_page=$(cd "$work/serve/Content" && find symbols -name '*.md' | sort | xargs grep -L '^parent:' | sed -n 1p)
    measure_reload body "$member"
    measure_reload summary "$member"
    measure_reload title "$type_page"
    serve_mb=$(awk '/VmHWM/ { printf "%.0f", $2 / 1024 }' "/proc/$serve_pid/status" 2>/dev/null || true)
    log "serve peak RSS ${serve_mb:-?} MB"
    failed=$(grep -c 'build failed' "$work/serve.log" || true)
    [ "$failed" = 0 ] || { log "serve reported $failed failed rebuilds:"; grep -B5 'build failed' "$work/serve.log" | head -20 | tee -a "$out"; }
  fi
  serve_status=0
  if kill -0 "$serve_pid" 2>/dev/null; then
    kill -TERM "$serve_pid" 2>/dev/null || true
    wait "$serve_pid" 2>/dev/null || serve_status=$?
  else
    wait "$serve_pid" 2>/dev/null || serve_status=$?
    crash="$OUT/serve-crash-$pages-$(date +%Y%m%d-%H%M%S).log"
    cp "$work/serve.log" "$crash"
    log "serve DIED during the test (exit status $serve_status$([ "$serve_status" -gt 128 ] && echo ", signal $((serve_status - 128))")); its output is in $crash; last lines:"
    tail -n 15 "$crash" | tee -a "$out"
  fi
  serve_pid=""
  log "[reload: step $(since "$t") s]"

  cmark_m=$(median "${cmark_s[@]}")
  build_m=$(median "${build_s[@]}")
  hugo_m=$(median ${hugo_s[@]+"${hugo_s[@]}"})
  check_m=$(median "${check_s[@]}")
  cmark_rss_m=$(median "${cmark_rss[@]}")
  build_rss_m=$(median "${build_rss[@]}")
  scaling[$pages]=$build_m
  # How much the machine moved during the runs: a run's cmark and build are seconds apart, so the
  # per-run ratios show whether the medians' ratio is typical or one slow minute's.
  pair_ratios=()
  for i in "${!build_s[@]}"; do pair_ratios+=("$(ratio "${build_s[$i]}" "${cmark_s[$i]}")"); done
  spread[$pages]="| $pages | $(fmt '%.2f' "$(printf '%s\n' "${cmark_s[@]}" | sort -g | sed -n 1p)")–$(fmt '%.2f s' "$(printf '%s\n' "${cmark_s[@]}" | sort -g | tail -n 1)") \
| $(fmt '%.2f' "$(printf '%s\n' "${build_s[@]}" | sort -g | sed -n 1p)")–$(fmt '%.2f s' "$(printf '%s\n' "${build_s[@]}" | sort -g | tail -n 1)") \
| $(printf '%s\n' "${pair_ratios[@]}" | sort -g | sed -n 1p)×–$(printf '%s\n' "${pair_ratios[@]}" | sort -g | tail -n 1)× \
| $(median "${pair_ratios[@]}")× | $(printf '%s\n' "${pair_ratios[@]}" | awk '$1 < 3' | grep -c . || true) of ${#pair_ratios[@]} |"
  # Every measure as a multiple of raw cmark's in this run (edits: the server's own rebuild).
  cmark_ms=$(awk -v s="$cmark_m" 'BEGIN { printf "%.1f", s * 1000 }')
  ratios[$pages]="| $pages | $(ratio "$build_m" "$cmark_m")× | $(ratio "$build_rss_m" "$cmark_rss_m")× ($build_rss_m / $cmark_rss_m MB) \
| $(ratio "$output_mb" "$cmark_out_mb")× ($output_mb / $cmark_out_mb MB) | $(ratio "$check_m" "$cmark_m")× \
| $(ratio "${rebuild_ms[body]:-}" "$cmark_ms")$([ -n "${rebuild_ms[body]:-}" ] && echo ×) \
| $(ratio "${rebuild_ms[summary]:-}" "$cmark_ms")$([ -n "${rebuild_ms[summary]:-}" ] && echo ×) \
| $(ratio "${rebuild_ms[title]:-}" "$cmark_ms")$([ -n "${rebuild_ms[title]:-}" ] && echo ×) |"
  row[$pages]="| $pages ($built built) | $(fmt '%.2f s' "$cmark_m") | $(fmt '%.2f s' "$build_m") | $(ratio "$build_m" "$cmark_m")× \
| $(awk -v p="$built" -v s="$build_m" 'BEGIN { printf "%.0f", p / s }') | $(median "${build_rss[@]}") MB | $output_mb MB \
| $(fmt '%.2f s' "$hugo_m") | $(ratio "$hugo_m" "$build_m")$([ -n "$hugo_m" ] && echo ×) | $(fmt '%.2f s' "$check_m") \
| $(fmt '%.0f ms' "${reload_ms[body]:-}")${reload_note[body]:-} / $(fmt '%.0f ms' "${rebuild_ms[body]:-}") \
| $(fmt '%.0f ms' "${reload_ms[summary]:-}")${reload_note[summary]:-} / $(fmt '%.0f ms' "${rebuild_ms[summary]:-}") \
| $(fmt '%.0f ms' "${reload_ms[title]:-}")${reload_note[title]:-} / $(fmt '%.0f ms' "${rebuild_ms[title]:-}") | $search_kb KB |"
done

log ""
log "## results (medians of $RUNS runs; wall time; ratios from the same run)"
log "| content pages | cmark (one call) | \`scenedocs build\` | build / cmark | pages/s | peak RSS | output | hugo | hugo / scenedocs | \`scenedocs check\` | body edit: save → reload / rebuild | summary edit | type title edit | search-index.js |"
log "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for pages in $SIZES; do log "${row[$pages]}"; done
log ""
log "## as multiples of raw cmark on the same Markdown in the same run (cmark: one call, its HTML, its peak RSS; edits: the server's own rebuild against a whole cold cmark run)"
log "| content pages | build time | peak RSS | output size | \`scenedocs check\` | body edit | summary edit | type title edit |"
log "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for pages in $SIZES; do log "${ratios[$pages]}"; done
log ""
log "## spread over the runs (each run's build against the same run's cmark)"
log "| content pages | cmark min–max | build min–max | build / cmark per run, min–max | median of those | runs under 3× |"
log "| --- | ---: | ---: | ---: | ---: | ---: |"
for pages in $SIZES; do log "${spread[$pages]}"; done
if [ -n "${scaling[1000]:-}" ] && [ -n "${scaling[10000]:-}" ]; then
  log ""
  log "scaling: scenedocs build time(10000) / time(1000) = $(ratio "${scaling[10000]}" "${scaling[1000]}")× (10× the pages)"
fi
log ""
log "load average at end: $(loadavg)"
log "results saved in $out"
