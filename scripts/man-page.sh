#!/usr/bin/env bash
# Writes scenedocs.1 (and a page per subcommand) for BINARY into FOLDER, with swift-argument-parser's
# generate-manual tool (built from the package's checkout of swift-argument-parser), which reads the
# binary's own description of its options.
# Usage: scripts/man-page.sh BINARY FOLDER
set -euo pipefail
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
folder=$(mkdir -p "$2" && cd "$2" && pwd)
cd "$(dirname "$0")/.."
[ -x .build/debug/generate-manual ] || swift build --product generate-manual >&2
# Dated by the last commit, so the same commit gives the same pages.
date=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)
.build/debug/generate-manual "$binary" --multi-page --date "$date" --output-directory "$folder" >&2
