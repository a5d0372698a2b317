#!/usr/bin/env bash
# `scenedocs build` against `docc convert` on the same symbol graphs: the Swift standard library
# (swift-symbolgraph-extract -module-name Swift) and swift-argument-parser 1.8.2 (the version in
# Package.swift's mirror, extracted the way swift-docc-plugin does: extension blocks on). Each pair
# runs in turn under farm-bench, so the ratios hold on a shared machine; then output sizes, which
# symbols each documents (coverage.py), and `scenedocs check` on SceneDocs' output.
#
#   Benchmarks/graphs/run.sh            release build through scripts/release-build.sh
#   BIN=path Benchmarks/graphs/run.sh   a scenedocs binary already built
#   RUNS=5 (default)                    runs of each command
set -euo pipefail
cd "$(dirname "$0")/../.."

OUT=Benchmarks/out/graphs
RUNS=${RUNS:-5}
if [ -z "${BIN:-}" ]; then
    scripts/release-build.sh scenedocs
    BIN=.build-release/release/scenedocs
fi
for tool in docc swift-symbolgraph-extract farm-bench python3; do
    command -v "$tool" >/dev/null || { echo "error: $tool is not on PATH" >&2; exit 2; }
done
rm -rf "$OUT" && mkdir -p "$OUT/empty" "$OUT/graphs/stdlib" "$OUT/graphs/argument-parser"

swift-symbolgraph-extract -module-name Swift -output-dir "$OUT/graphs/stdlib" -minimum-access-level public

parser=.build/checkouts/swift-argument-parser
[ -d "$parser" ] || swift package resolve
grep -q '"1.8.2"\|exact: "1.8.2"' Package.swift || { echo "error: Package.swift no longer pins swift-argument-parser 1.8.2" >&2; exit 2; }
cp -r "$parser" "$OUT/argument-parser-src" && rm -rf "$OUT/argument-parser-src/.git"
(cd "$OUT/argument-parser-src" && swift build --target ArgumentParser \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/../graphs/argument-parser" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public -Xswiftc -emit-extension-block-symbols >/dev/null)
# The package's other targets' graphs (ArgumentParserToolInfo) are not the module documented.
find "$OUT/graphs/argument-parser" -name '*.symbols.json' ! -name 'ArgumentParser.symbols.json' \
    ! -name 'ArgumentParser@*.symbols.json' -delete

{
    echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $("$BIN" --version); $(docc --version 2>/dev/null || echo docc)"
    for corpus in stdlib argument-parser; do
        graphs="$OUT/graphs/$corpus"
        echo
        echo "== $corpus: $(ls "$graphs" | tr '\n' ' ')($(du -sh "$graphs" | cut -f1))"
        farm-bench -n "$RUNS" --timeout 1800 \
            --vs "sh -c 'rm -rf $OUT/docc-$corpus && exec docc convert --additional-symbol-graph-dir $graphs --output-path $OUT/docc-$corpus --fallback-display-name $corpus --fallback-bundle-identifier org.example.$corpus >/dev/null 2>&1'" \
            -- sh -c "exec $BIN build --content $OUT/empty --symbol-graphs $graphs --output $OUT/site-$corpus --quiet >/dev/null 2>&1"
        echo "output: SceneDocs $(du -sb "$OUT/site-$corpus" | cut -f1) bytes, DocC $(du -sb "$OUT/docc-$corpus" | cut -f1) bytes"
        python3 Benchmarks/graphs/coverage.py "$OUT/docc-$corpus" "$OUT/site-$corpus"
        "$BIN" check "$OUT/site-$corpus" | tail -1
    done
} 2>&1 | tee "$OUT/report.txt"
