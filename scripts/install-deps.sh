#!/usr/bin/env bash
# Installs the system libraries SceneDocs builds against (Debian/Ubuntu):
#   libcmark-dev  the C reference CommonMark library (renders all Markdown)
#   libgumbo-dev  an HTML5 parser (the link checker reads pages with it)
#   libjemalloc-dev  the allocator the scenedocs binary links instead of glibc's malloc (faster builds)
#   pkg-config    lets SwiftPM find cmark and gumbo
# As root it installs what is missing with apt; otherwise it prints the exact command and fails.
# Extra Debian package names given as arguments are installed the same way (e.g. for benchmarks, or
# chromium, which CI installs for the tests that run the reader's scripts in a browser).
set -euo pipefail

wanted=(libcmark-dev libgumbo-dev libjemalloc-dev pkg-config "$@")
missing=()
for package in "${wanted[@]}"; do
  if command -v dpkg >/dev/null 2>&1; then
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  else
    case "$package" in
      libcmark-dev) pkg-config --exists libcmark 2>/dev/null || missing+=("$package") ;;
      libgumbo-dev) pkg-config --exists gumbo 2>/dev/null || missing+=("$package") ;;
      libjemalloc-dev) pkg-config --exists jemalloc 2>/dev/null || missing+=("$package") ;;
      pkg-config) command -v pkg-config >/dev/null 2>&1 || missing+=("$package") ;;
      *) command -v "$package" >/dev/null 2>&1 || missing+=("$package") ;;
    esac
  fi
done

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} with apt-get…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "SceneDocs needs: ${missing[*]}" >&2
  echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
