#!/usr/bin/env bash
# `scenedocs audit` benchmark: Benchmarks/audit/run.sh
#
# Builds scenedocs in release mode (scripts/release-build.sh; PGO=0 LTO=0 STATIC=0 and
# SCRATCH=.build-release-nopgo give a quicker build), generates a synthetic app tree of FILES
# files (default 5000; Benchmarks/audit/generate-app.py) into Benchmarks/out/, and times
# `scenedocs audit TREE --format json` with /usr/bin/time -v: wall time, CPU time and peak RSS.
# SCENEDOCS_JOBS=N limits the worker threads (e.g. 2 to mimic a 2-core machine).
set -euo pipefail
cd "$(dirname "$0")/../.."

SCRATCH=${SCRATCH:-.build-release}
OUT=Benchmarks/out
FILES=${FILES:-5000}
mkdir -p "$OUT"

SCRATCH=$SCRATCH scripts/release-build.sh scenedocs
BIN="$SCRATCH/release/scenedocs"

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
