#!/usr/bin/env bash
# Records Benchmarks/pgo/scenedocs.profdata, the execution profile scripts/release-build.sh optimises with
# (profile-guided optimisation). Run it after changes to hot code or to a package version; a stale
# profile still helps the functions that did not change.
#
#   scripts/pgo-profile.sh          ~15 min on 2 cores (an instrumented release build, then the runs)
#
# 1. Builds scenedocs with LLVM's IR-level instrumentation (scratch path $SCRATCH, default
#    .build-pgo-generate), linking the profile runtime of the Swift toolchain's clang.
# 2. Runs the training workload: a cold build of a synthetic corpus (2,000 pages, seed 7: not the
#    benchmark's seed 1 corpora), a strict build of the shipped content, and `check` of both outputs.
# 3. Merges the counts with the toolchain's llvm-profdata into Benchmarks/pgo/scenedocs.profdata.
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=${SCRATCH:-.build-pgo-generate}
PAGES=${PAGES:-2000}
toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
profdata=$toolchain/llvm-profdata
runtime=$(find "$toolchain/../lib/clang" -name "libclang_rt.profile-$(uname -m).a" 2>/dev/null | head -1)
[ -x "$profdata" ] || { echo "pgo-profile: no llvm-profdata beside swiftc ($toolchain)" >&2; exit 1; }
[ -n "$runtime" ] || { echo "pgo-profile: no libclang_rt.profile-$(uname -m).a under $toolchain/../lib/clang" >&2; exit 1; }
scripts/install-deps.sh

# swiftc 6.3's driver accepts -ir-profile-generate but does not pass it on: hand it to the frontend,
# and link the runtime that writes the counts at exit.
flags=(-Xswiftc -Xfrontend -Xswiftc -ir-profile-generate -Xlinker "$runtime" -Xlinker -u__llvm_profile_runtime)
swift build -c release --product scenedocs --scratch-path "$SCRATCH" "${flags[@]}"
bin=$SCRATCH/release
# The corpus writer (the benchmark package's) only makes the training input: not instrumented.
swift build -c release --package-path Benchmarks --product scenedocs-corpus --scratch-path "$SCRATCH/benchmarks"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/raw"
"$SCRATCH/benchmarks/release/scenedocs-corpus" --pages "$PAGES" --seed 7 --out "$work/corpus" >/dev/null

export LLVM_PROFILE_FILE="$work/raw/%p.profraw"
"$bin/scenedocs" build --content "$work/corpus/Content" --output "$work/corpus-site" --quiet
"$bin/scenedocs" build --content Content --templates Templates --output "$work/site" --quiet --strict
"$bin/scenedocs" check "$work/corpus-site" --format json >/dev/null
"$bin/scenedocs" check "$work/site" >/dev/null

mkdir -p Benchmarks/pgo
# --sparse keeps only the functions that ran (about 5,000 of 110,000: 1.1 MB instead of 22 MB).
# --no-function='/' drops the ~180 functions with local linkage (compiler-made thunks and closure
# destructors, not Swift's private functions), whose profile names start with the
# absolute path of this instrumented build's object file: no other build (.build-release, another
# checkout) compiles an object at that path, so their counts could never be used, and the committed
# file would carry this machine's paths.
"$profdata" merge --sparse --no-function='/' -o "$work/scenedocs.profdata" "$work"/raw/*.profraw
# An uninstrumented binary also writes (empty) profiles: make sure this one counted the code.
functions=$("$profdata" show "$work/scenedocs.profdata" | awk -F': ' '/^Total functions/ {print $2}')
if [ "${functions:-0}" -lt 1000 ]; then
  echo "pgo-profile: the profile covers only ${functions:-0} functions; was $bin/scenedocs instrumented?" >&2
  exit 1
fi
mv "$work/scenedocs.profdata" Benchmarks/pgo/scenedocs.profdata
echo "Benchmarks/pgo/scenedocs.profdata: $functions functions, $(wc -c <Benchmarks/pgo/scenedocs.profdata) bytes"
