#!/usr/bin/env bash
# Checks what `make dist` wrote for BINARY (CI: the portable debug build): the sums, the contents of
# both archives, the archived binary unpacked in a minimal Debian without Swift building the shipped
# content and an `init` folder into sites that pass `check` (scripts/portable-check.sh, needs root),
# and `make install` / `make uninstall` of BINARY in a temporary PREFIX.
# Usage: scripts/dist-check.sh BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1
version=$("$binary" --version | cut -d' ' -f1)
name=scenedocs-$version-linux-$(uname -m)
reference=scene-lifecycle-reference-$version
fail() { echo "dist-check: $*" >&2; exit 1; }

(cd dist && sha256sum --quiet -c SHA256SUMS) || fail "dist/SHA256SUMS does not match the archives"
listing=$(tar -tzf "dist/$name.tar.gz")
for file in README.md LICENSE bin/scenedocs share/man/man1/scenedocs.1 share/man/man1/scenedocs.build.1 \
  share/bash-completion/completions/scenedocs share/zsh/site-functions/_scenedocs \
  share/fish/vendor_completions.d/scenedocs.fish; do
  grep -qxF "$name/$file" <<<"$listing" || fail "$name.tar.gz has no $name/$file"
done
python3 - "dist/$reference.zip" "$reference" <<'PY' || fail "$reference.zip is not the offline site"
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
top = sys.argv[2] + "/"
assert top + "index.html" in names, "no index.html at the top"
assert all(n.startswith(top) for n in names), "files outside the top folder"
assert not any(n.endswith(".scenedocs-output") for n in names), "the build's marker file"
PY

scripts/portable-check.sh "dist/$name.tar.gz"

prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
make --no-print-directory install BIN="$binary" PREFIX="$prefix"
PATH=$prefix/bin:$PATH scenedocs --version
for file in share/man/man1/scenedocs.1 share/bash-completion/completions/scenedocs \
  share/zsh/site-functions/_scenedocs share/fish/vendor_completions.d/scenedocs.fish; do
  [ -s "$prefix/$file" ] || fail "make install wrote no $file"
done
if command -v man >/dev/null; then
  page=$(MANWIDTH=80 man -l "$prefix/share/man/man1/scenedocs.1" 2>&1)
  grep -q 'Generate the offline' <<<"$page" || fail "the man page does not render: $page"
fi
make --no-print-directory uninstall PREFIX="$prefix"
left=$(find "$prefix" -type f)
[ -z "$left" ] || fail "make uninstall left: $left"
echo "dist-check: dist/$name.tar.gz and dist/$reference.zip are complete; install and uninstall work"
