#!/usr/bin/env bash
# Makes FOLDER hold only the static archives of libcmark, gumbo and jemalloc (links to Debian's -dev
# files) and prints its absolute path. The linker looks in each -L folder for libNAME.so, then
# libNAME.a, so passing this folder first (-Xlinker -L…) links these three statically.
# Usage: scripts/static-libs.sh FOLDER
set -euo pipefail
mkdir -p "$1"
folder=$(cd "$1" && pwd)
for name in cmark gumbo jemalloc; do
  archive=$(gcc -print-file-name="lib$name.a")
  [ -f "$archive" ] || { echo "static-libs: lib$name.a not found (install lib$name-dev)" >&2; exit 1; }
  ln -sf "$archive" "$folder/lib$name.a"
done
echo "$folder"
