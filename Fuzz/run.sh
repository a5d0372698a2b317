#!/usr/bin/env bash
# make fuzz: builds scenedocs-fuzz (this package's modules instrumented for libFuzzer and
# AddressSanitizer, in its own scratch folder), replays every input in Fuzz/Regressions/<target>/,
# then fuzzes each target for FUZZ_SECONDS from a corpus seeded with the repository's fixtures and
# content, one target at a time, each input held to the target's time and memory limit. Exits 1
# when a target crashes, hangs past its time limit or runs out of memory, naming the input (and how
# to run it again); exits 2 when the build fails.
#
#   FUZZ_SECONDS=60          seconds of fuzzing per target (0: only replay the regressions)
#   FUZZ_TARGETS="html objc" the targets to run (default: all)
#   FUZZ_SEED=1              libFuzzer's random seed (default: a new one each run); CI fixes it, so
#                            a rerun of the same commit makes the same inputs
#   FUZZ_OPTIMIZE=1          build with -O (about 4 times the inputs per second where swift-syntax
#                            parses, a longer clean build), in .build-fuzz-O unless FUZZ_SCRATCH says
#   FUZZ_SCRATCH=.build-fuzz the build folder; the corpus grows in $FUZZ_SCRATCH/fuzz/corpus/<target>
set -uo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET=${FUZZ_SECONDS:-60}
OPTIMIZE=()
if [ "${FUZZ_OPTIMIZE:-0}" = 1 ]; then OPTIMIZE=(-Xswiftc -O); fi
SCRATCH=${FUZZ_SCRATCH:-.build-fuzz${OPTIMIZE:+-O}}
ALL_TARGETS="content templates markdown html objc pbxproj plist graph"
TARGETS=${FUZZ_TARGETS:-$ALL_TARGETS}
WORK=$SCRATCH/fuzz

# Per input: seconds (-timeout) and megabytes of resident memory (-rss_limit_mb, which also bounds
# any single allocation); and the longest input made (-max_len; longer seeds are cut). The budgets
# inside the tool (YAML aliases, template work and nesting, parse depths, plist expansion) must keep
# every input well inside these. Templates: a render at its work bound takes seconds in this
# instrumented debug build. Info.plists: Foundation's property list parser keeps memory from every
# input it rejects, so a long run's resident memory grows with the number of inputs.
limits() {
    case $1 in
        content) echo "10 2048 16384" ;;
        templates) echo "30 2048 4096" ;;
        markdown) echo "10 2048 8192" ;;
        html) echo "10 2048 16384" ;;
        objc) echo "10 2048 16384" ;;
        pbxproj) echo "10 2048 32768" ;;
        plist) echo "10 3072 8192" ;;
        graph) echo "10 2048 16384" ;;
    esac
}

# The seed inputs of a target, written to $2 from tracked files of the repository.
seed() {
    local target=$1 into=$2
    rm -rf "$into" && mkdir -p "$into"
    local n=0
    copy() { n=$((n + 1)); cp "$1" "$into/seed-$n"; }
    case $target in
        content)
            # The first line names the file's place in Content/, which says what it is.
            git ls-files -- 'Content/*' '*/Content/*' | grep -E '\.(md|ya?ml)$' | while read -r file; do
                n=$((n + 1))
                { printf '%s\n' "${file##*Content/}"; cat "$file"; } >"$into/seed-$n"
            done
            ;;
        templates)
            git ls-files -- 'Templates/*.mustache' | while read -r file; do copy "$file"; done ;;
        markdown)
            git ls-files -- 'Content/*.md' '*/Content/*.md' | while read -r file; do copy "$file"; done ;;
        html)
            git ls-files -- 'Tests/*.html' 'Tests/*.css' 'Templates/*.css' | while read -r file; do copy "$file"; done ;;
        objc)
            git ls-files -- 'Tests/*.m' 'Tests/*.h' 'Tests/*.mm' | while read -r file; do copy "$file"; done ;;
        pbxproj)
            git ls-files -- '*.pbxproj' | while read -r file; do copy "$file"; done ;;
        plist)
            git ls-files -- '*.plist' | while read -r file; do copy "$file"; done ;;
        graph)
            git ls-files -- '*.symbols.json' | while read -r file; do copy "$file"; done ;;
    esac
    if [ -d "Fuzz/Regressions/$target" ]; then
        find "Fuzz/Regressions/$target" -type f ! -name '*.md' -exec cp {} "$into/" \;
    fi
}

echo "make fuzz: building scenedocs-fuzz in $SCRATCH (SCENEDOCS_FUZZ=1)"
start=$(date +%s)
# Without manifest caching: the cached build plan is reused when only the parent package's files
# changed, so a source file added to one of its modules would be missing from the build.
SCENEDOCS_FUZZ=1 swift build --package-path Fuzz --scratch-path "$SCRATCH" --product scenedocs-fuzz \
    --disable-build-manifest-caching "${OPTIMIZE[@]}" 2>&1 |
    grep -v "Cannot export local symbol"
if [ "${PIPESTATUS[0]}" -ne 0 ]; then
    echo "make fuzz: the build failed" >&2
    exit 2
fi
FUZZER=$SCRATCH/debug/scenedocs-fuzz
echo "make fuzz: built in $(($(date +%s) - start)) s"

# The Swift runtime's backtracer would read the crashing stack itself (AddressSanitizer reports that
# as a bad read): libFuzzer prints the stack. Leak reports are off: AddressSanitizer's leak check
# misses pointers Swift keeps in enum payloads and reports memory that is still referenced.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
export SWIFT_DETERMINISTIC_HASHING=1

failed=()
summary=()
for target in $TARGETS; do
    case " $ALL_TARGETS " in *" $target "*) ;; *)
        echo "make fuzz: no target '$target' (targets: $ALL_TARGETS)" >&2
        exit 2
        ;;
    esac
    read -r timeout rss max_len <<<"$(limits "$target")"
    artifacts=$WORK/artifacts/$target
    mkdir -p "$artifacts" "$WORK/corpus/$target" "$WORK/logs"
    options=(-timeout="$timeout" -rss_limit_mb="$rss" -max_len="$max_len" -detect_leaks=0 -artifact_prefix="$artifacts/")
    [ -f "Fuzz/Dictionaries/$target.dict" ] && options+=(-dict="Fuzz/Dictionaries/$target.dict")
    [ -n "${FUZZ_SEED:-}" ] && options+=(-seed="$FUZZ_SEED")
    log=$WORK/logs/$target.log

    # Every input that once crashed or hung, run once each.
    regressions=()
    if [ -d "Fuzz/Regressions/$target" ]; then
        while IFS= read -r file; do regressions+=("$file"); done \
            < <(find "Fuzz/Regressions/$target" -type f ! -name '*.md' | sort)
    fi
    if [ ${#regressions[@]} -gt 0 ]; then
        if ! "$FUZZER" "$target" "${options[@]}" "${regressions[@]}" >"$log" 2>&1; then
            failed+=("$target")
            echo "make fuzz: $target: a regression input fails again:" >&2
            grep -E "^(==[0-9]+==|SUMMARY|Running: |.*Fatal error)" "$log" | tail -5 >&2
            echo "  log: $log" >&2
            continue
        fi
        echo "make fuzz: $target: ${#regressions[@]} regression inputs pass"
    fi
    [ "$SECONDS_PER_TARGET" -gt 0 ] || continue

    seed "$target" "$WORK/seeds/$target"
    before=$(find "$artifacts" -type f | wc -l)
    "$FUZZER" "$target" "${options[@]}" -max_total_time="$SECONDS_PER_TARGET" -print_final_stats=1 \
        "$WORK/corpus/$target" "$WORK/seeds/$target" >"$log" 2>&1
    status=$?
    runs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')
    corpus=$(find "$WORK/corpus/$target" -type f | wc -l)
    summary+=("$(printf '%-10s %10s runs in %ss, corpus %s inputs' "$target" "${runs:-?}" "$SECONDS_PER_TARGET" "$corpus")")
    if [ $status -ne 0 ] || [ "$(find "$artifacts" -type f | wc -l)" -gt "$before" ]; then
        failed+=("$target")
        input=$(ls -t "$artifacts" 2>/dev/null | head -1)
        echo "make fuzz: $target failed (exit $status):" >&2
        grep -E "^(==[0-9]+==|SUMMARY|.*Fatal error|.*differential check)" "$log" | tail -5 >&2
        if [ -n "$input" ]; then
            echo "  input: $artifacts/$input" >&2
            echo "  again: SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 $FUZZER $target -timeout=$timeout -rss_limit_mb=$rss $artifacts/$input" >&2
            echo "  smaller: the same with -minimize_crash=1 -runs=100000 -exact_artifact_path=/tmp/$target-min" >&2
        fi
        echo "  log: $log" >&2
    fi
done

for line in "${summary[@]}"; do echo "make fuzz: $line"; done
if [ ${#failed[@]} -gt 0 ]; then
    echo "make fuzz: failed: ${failed[*]}" >&2
    exit 1
fi
echo "make fuzz: no target failed"
