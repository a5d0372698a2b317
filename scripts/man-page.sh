#!/usr/bin/env bash
# Writes scenedocs.1 (and a page per subcommand) for BINARY into FOLDER, with swift-argument-parser's
# generate-manual tool, which reads the binary's own description of its options.
# Usage: scripts/man-page.sh BINARY FOLDER
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
folder=$2
swift build --product generate-manual --scratch-path .build-tools >&2
.build-tools/debug/generate-manual "$binary" --multi-page --output-directory "$folder" >&2
