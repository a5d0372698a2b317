#!/usr/bin/env bash
# Release archives, in dist/:
#   scenedocs-<version>-linux-<arch>.tar.gz   one folder: README.md, LICENSE, bin/scenedocs, its man pages
#                                             and shell completions under share/ (the layout of `make install`)
#   scene-lifecycle-reference-<version>.zip   one folder with the offline reference site (open index.html)
#   SHA256SUMS
# Usage: scripts/dist.sh BINARY SITE_DIR   (the Makefile's `dist` target builds both first)
set -euo pipefail
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
site=$(cd "$2" && pwd)
cd "$(dirname "$0")/.."
version=$("$binary" --version | cut -d' ' -f1)
arch=$(uname -m)
name=scenedocs-$version-linux-$arch
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p dist
scripts/install-files.sh install "$binary" "$work/$name"
cp README.md LICENSE "$work/$name/"
# Stable archives: sorted names, one owner, the commit's time on every file.
stamp=$(git log -1 --format=%ct 2>/dev/null || date +%s)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -C "$work" -czf "dist/$name.tar.gz" "$name"

reference=scene-lifecycle-reference-$version
rm -f "dist/$reference.zip"
mkdir -p "$work/$reference"
cp -R "$site/." "$work/$reference/"
rm -f "$work/$reference/.scenedocs-output"
python3 - "$work" "$reference" "dist/$reference.zip" "$stamp" <<'PY'
import os, sys, time, zipfile
root, name, out, stamp = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
date = time.gmtime(max(stamp, 315532800))[:6]
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
    for folder, dirs, files in os.walk(os.path.join(root, name)):
        dirs.sort()
        for file in sorted(files):
            path = os.path.join(folder, file)
            info = zipfile.ZipInfo(os.path.relpath(path, root), date)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            with open(path, "rb") as data:
                archive.writestr(info, data.read())
PY
(cd dist && sha256sum "$name.tar.gz" "$reference.zip" >SHA256SUMS)
echo "dist/$name.tar.gz"
echo "dist/$reference.zip"
echo "dist/SHA256SUMS"
