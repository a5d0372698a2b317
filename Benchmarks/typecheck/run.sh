#!/usr/bin/env bash
# Type-checking the shipped reference's Swift samples: a cold run (empty result cache, the SDK
# interface compiled into stub modules first), a warm run (every result from the cache), and a run
# after one sample changed. Each is timed as its own phase ("type-check samples", from
# `build --timings`) and as a whole build, beside the same build with --no-typecheck, in one run.
#   Benchmarks/typecheck/run.sh            debug build of scenedocs (BIN=path for another binary)
#   RUNS=5 Benchmarks/typecheck/run.sh     more rounds
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-3}
if [ -z "${BIN:-}" ]; then
  swift build --product scenedocs >/dev/null
  BIN=.build/debug/scenedocs
fi
command -v swiftc >/dev/null || { echo "swiftc is not on PATH: nothing to measure" >&2; exit 2; }
out=Benchmarks/out/typecheck
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Content "$work/Content"

# Seconds of the "type-check samples" phase and of the whole build.
measure() {  # cache-dir extra-args...
  local cache=$1; shift
  local log=$work/timings.txt
  local start end
  start=$(date +%s.%N)
  SCENEDOCS_CACHE_DIR=$cache "$BIN" build --content "$work/Content" --templates Templates \
    --output "$work/site" --timings --quiet "$@" 2>"$log" >/dev/null || true
  end=$(date +%s.%N)
  local phase
  phase=$(awk '/type-check samples/ {print $1}' "$log")
  printf '%s %s\n' "${phase:-0}" "$(echo "$end - $start" | bc)"
}

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $(swiftc --version 2>&1 | head -1)" | tee "$out/result.txt"
samples=$(grep -rhoE '^```swift|language: swift' "$work/Content" | wc -l)
echo "samples: $samples" | tee -a "$out/result.txt"
printf '%-5s %-28s %-28s %-28s %-22s\n' run "cold: phase / build (s)" "warm: phase / build (s)" "one edited: phase / build" "no typecheck: build" | tee -a "$out/result.txt"
for run in $(seq 1 "$RUNS"); do
  cache=$work/cache-$run
  read -r cold_phase cold_build < <(measure "$cache")
  read -r warm_phase warm_build < <(measure "$cache")
  # One sample changed: a comment added to the first Swift sample of a guide step.
  file=$(grep -rl '^```swift$' "$work/Content/guides" | sort | head -1)
  sed -i "0,/^\`\`\`swift\$/s//\`\`\`swift\n\/\/ edited $run/" "$file"
  read -r edit_phase edit_build < <(measure "$cache")
  read -r _ off_build < <(measure "$cache" --no-typecheck)
  printf '%-5s %-28s %-28s %-28s %-22s\n' "$run" "$cold_phase / $cold_build" "$warm_phase / $warm_build" \
    "$edit_phase / $edit_build" "$off_build" | tee -a "$out/result.txt"
done
