#!/usr/bin/env bash
# Runs a scenedocs binary as a user without Swift meets it: inside a minimal Debian (debootstrap
# --variant=minbase, the same release as this machine) that has only the runtime package the README
# names (libcurl4), it builds the shipped content and a fresh `init` folder in strict mode and
# link-checks both. Given a release archive (.tar.gz), it unpacks it there and runs its bin/scenedocs.
# Needs root (debootstrap, chroot). The root file system is kept for the next run in
# ~/.cache/scenedocs/ (PORTABLE_ROOT to choose another folder).
# Usage: scripts/portable-check.sh BINARY|ARCHIVE.tar.gz
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1
case "$binary" in
  *.tar.gz) [ -f "$binary" ] || { echo "portable-check: $binary is missing" >&2; exit 2; } ;;
  *) [ -x "$binary" ] || { echo "portable-check: $binary is not an executable" >&2; exit 2; } ;;
esac
[ "$(id -u)" -eq 0 ] || { echo "portable-check: needs root (debootstrap and chroot)" >&2; exit 2; }
scripts/install-deps.sh debootstrap
# The runtime package the README names for the release binary (the Swift runtime, Foundation, libcmark,
# gumbo and jemalloc are inside it); the shared libraries of those three must not be in the root.
runtime=(libcurl4)
linked_in=(libcmark0.30.2 libgumbo1 libjemalloc2)

suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
root=${PORTABLE_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/scenedocs/debian-$suite-minbase}
log=$(dirname "$root")/debootstrap-$suite.log
if [ ! -f "$root/.ready" ]; then
  rm -rf "$root"
  mkdir -p "$root"
  # The archive this machine's apt already uses (deb822 or one-line sources).
  mirror=$(grep -hoE '^URIs: *[^ ]+' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1 | sed 's/^URIs: *//' || true)
  [ -n "$mirror" ] || mirror=$(grep -hoE '^deb +[^ ]+' /etc/apt/sources.list 2>/dev/null | head -1 | awk '{print $2}' || true)
  echo "portable-check: making a minimal $suite system (debootstrap, a few minutes)…" >&2
  debootstrap --variant=minbase "$suite" "$root" ${mirror:+"$mirror"} >"$log" 2>&1 \
    || { tail -20 "$log" >&2; exit 1; }
  touch "$root/.ready"
fi
missing=()
for package in "${runtime[@]}"; do
  chroot "$root" dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  chroot "$root" apt-get update -qq >>"$log" 2>&1
  chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >>"$log" 2>&1 \
    || { tail -20 "$log" >&2; exit 1; }
fi

installed=()
for package in "${linked_in[@]}"; do
  chroot "$root" dpkg -s "$package" >/dev/null 2>&1 && installed+=("$package")
done
if [ ${#installed[@]} -gt 0 ]; then
  chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq "${installed[@]}" >>"$log" 2>&1 \
    || { tail -20 "$log" >&2; exit 1; }
fi

# No compiler, no Swift, no -dev package in there:
for absent in swift swiftc gcc; do
  if chroot "$root" sh -c "command -v $absent" >/dev/null; then echo "portable-check: $absent is in the root" >&2; exit 1; fi
done
work=$root/work
rm -rf "$work"
mkdir -p "$work"
case "$binary" in
  *.tar.gz)
    tar -xzf "$binary" -C "$work"
    unpacked=("$work"/scenedocs-*/bin/scenedocs)
    [ -x "${unpacked[0]}" ] || { echo "portable-check: no bin/scenedocs in $binary" >&2; exit 1; }
    ln -s "${unpacked[0]#"$root"}" "$work/scenedocs"
    ;;
  *) cp "$binary" "$work/scenedocs" ;;
esac
cp -R Content "$work/Content"
# A real system has /proc (the Swift runtime reads the command line from /proc/self/cmdline).
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
trap 'umount "$root/proc" 2>/dev/null || true' EXIT
run() { chroot "$root" /bin/sh -c "cd /work && $*"; }
# Every shared library it needs is there, and jemalloc (linked in) is the allocator.
if run "ldd ./scenedocs" | grep 'not found'; then echo "portable-check: a shared library is missing" >&2; exit 1; fi
stats=$(run "MALLOC_CONF=stats_print:true ./scenedocs --version 2>&1")
case "$stats" in
  *"Begin jemalloc statistics"*) ;;
  *) echo "portable-check: jemalloc is not the allocator" >&2; exit 1 ;;
esac
run ./scenedocs --version
run ./scenedocs build --strict --content Content --output shipped
run ./scenedocs check shipped
run ./scenedocs init starter
run "cd starter && ../scenedocs build --strict --output site && ../scenedocs check site"
echo "portable-check: $(basename "$binary") ran in a minimal Debian with only: ${runtime[*]}"
