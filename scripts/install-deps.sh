#!/usr/bin/env bash
# Installs the system libraries SceneDocs builds against (Debian/Ubuntu):
#   libcmark-dev  the C reference CommonMark library (renders all Markdown)
#   pkg-config    lets SwiftPM find it
# As root it installs them with apt; otherwise it prints the exact command and fails.
set -euo pipefail

packages=()
if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libcmark; } && [ ! -f /usr/include/cmark.h ]; then
  packages+=(libcmark-dev)
fi
command -v pkg-config >/dev/null 2>&1 || packages+=(pkg-config)
for extra in "$@"; do
  dpkg -s "$extra" >/dev/null 2>&1 || packages+=("$extra")
done

[ ${#packages[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${packages[*]} with apt-get…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
else
  echo "SceneDocs needs: ${packages[*]}" >&2
  echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
