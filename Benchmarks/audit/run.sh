#!/usr/bin/env bash
# `scenedocs audit` benchmark: Benchmarks/audit/run.sh
#
# Builds scenedocs in release mode (scripts/release-build.sh; PGO=0 LTO=0 STATIC=0 and
# SCRATCH=.build-release-nopgo give a quicker build), generates a synthetic app tree of FILES
# files (default 5000; Benchmarks/audit/generate-app.py) into Benchmarks/out/, and times
# `scenedocs audit TREE --format json` with /usr/bin/time -v: wall time, CPU time and peak RSS, and,
# as a yardstick in the same run, one grep over the tree.
# SCENEDOCS_JOBS=N limits the worker threads (e.g. 2 to mimic a 2-core machine).
set -euo pipefail
cd "$(dirname "$0")/../.."

SCRATCH=${SCRATCH:-.build-release}
OUT=Benchmarks/out
FILES=${FILES:-5000}
mkdir -p "$OUT"

# BIN=path uses a prebuilt binary instead.
if [ -z "${BIN:-}" ]; then
  SCRATCH=$SCRATCH scripts/release-build.sh scenedocs
  BIN="$SCRATCH/release/scenedocs"
fi

tree="$OUT/app-$FILES"
[ -d "$tree" ] || python3 Benchmarks/audit/generate-app.py "$FILES" "$tree"

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
log="$OUT/time-audit-$FILES.log"
status=0
/usr/bin/time -v "$BIN" audit "$tree" --format json >"$OUT/audit-$FILES.json" 2>"$log" || status=$?
awk -F': ' '
  /Elapsed \(wall clock\)/ { wall = $2 }
  /User time/ { user = $2 }
  /System time/ { sys = $2 }
  /Maximum resident set size/ { rss = $2 / 1024 }
  END { printf "audit of '"$FILES"' files: wall %s, CPU %.2f s, peak RSS %.0f MB\n", wall, user + sys, rss }
' "$log"
# The audit exits non-zero when it has findings (the tree has some on purpose).
echo "exit status $status; report in $OUT/audit-$FILES.json"

# Yardstick, in the same run: one regular-expression pass over the same files with grep (no parsing,
# no knowledge), which is what a text search for the same API names costs at the least.
start=$(date +%s.%N)
grep -rE --include='*.swift' --include='*.m' --include='*.h' --include='*.plist' \
  'keyWindow|windows|applicationDidBecomeActive|launchOptions|UIScreen' "$tree" >/dev/null || true
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" -v timelog="$log" 'BEGIN {
  while ((getline line < timelog) > 0) if (line ~ /Elapsed \(wall clock\)/) { sub(/.*: /, "", line); wall = line }
  n = split(wall, p, ":"); secs = 0; for (i = 1; i <= n; i++) secs = secs * 60 + p[i]
  printf "grep over the same tree: %.2f s; audit / grep = %.1f\n", e - s, secs / (e - s)
}'
