#!/usr/bin/env bash
# Release build of SceneDocs' executables, optimised with the committed execution profile
# (profile-guided optimisation, PGO) and link-time optimisation (LTO), and linked with the Swift
# runtime and Foundation statically. The benchmarks build through this script, so every release
# build in `.build-release` is compiled with the same flags (see the stamp below for why that
# matters); `make bench-templates` builds with PGO=0 LTO=0 STATIC=0 in `.build-release-nopgo`.
#
#   scripts/release-build.sh [PRODUCT…]      default: scenedocs; scratch path $SCRATCH (.build-release)
#   PGO=0 scripts/release-build.sh …         without the profile
#   LTO=0 scripts/release-build.sh …         without link-time optimisation (LTO=thin: LLVM's thin
#                                            LTO; default: full)
#   STATIC=0 scripts/release-build.sh …      with the Swift runtime and Foundation as shared libraries
#   PORTABLE=1 scripts/release-build.sh …    the git commit recorded for `scenedocs --version`, static
#                                            Foundation's networking part and libcmark, gumbo, jemalloc
#                                            linked statically (release archives, scripts/portable-link.sh)
#
# STATIC (default 1): SwiftPM's --static-swift-stdlib links the Swift runtime, its standard library
# and Foundation into the executable: the runtime's entry points (swift_retain, swift_release,
# allocation) are then plain calls, not calls through the dynamic linker's tables, and fewer
# libraries are loaded at start. Same output (the gain is in Benchmarks/README.md). Linking
# Foundation's networking part statically needs libcurl's development files
# (libcurl4-openssl-dev, installed here like the other system libraries); the binary is twice as
# large (160 MB).
#
# LTO: every Swift module is compiled to LLVM bitcode and optimised once more, as one program, at
# link time (SwiftPM's --experimental-lto-mode, linked with the toolchain's lld), so code of one
# module can be inlined into another's. Same output (the gain is in Benchmarks/README.md); a
# clean build takes ~13 minutes (~15 with STATIC=1, whose link is slower too).
#
# The profile, Benchmarks/pgo/scenedocs.profdata, counts how often each branch of every Swift module
# (SceneDocs and its packages, swift-syntax's parser among them) ran while building and checking a
# synthetic corpus and the shipped content; the compiler lays out and inlines code by it. It changes
# no behaviour: the output of a build is byte-identical with and without it. A stale profile (code
# changed since it was recorded) is used for the functions that did not change and ignored for the
# others; scripts/pgo-profile.sh records it again (see Benchmarks/pgo/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=${SCRATCH:-.build-release}
case "$(basename "$SCRATCH")" in
  .build*) ;;
  *) echo "release-build: SCRATCH must be a .build* folder (it is deleted when the flags change): $SCRATCH" >&2; exit 2 ;;
esac
PROFILE=$PWD/Benchmarks/pgo/scenedocs.profdata
products=("$@")
[ ${#products[@]} -eq 0 ] && products=(scenedocs)

flags=()
if [ "${PGO:-1}" != 0 ]; then
  [ -f "$PROFILE" ] || { echo "release-build: $PROFILE is missing (scripts/pgo-profile.sh records it; PGO=0 builds without it)" >&2; exit 1; }
  # The frontend's IR-level profile use (the driver's -ir-profile-use is not passed on by swiftc 6.3).
  flags=(-Xswiftc -Xfrontend -Xswiftc "-ir-profile-use=$PROFILE")
fi
STATIC=${STATIC:-1}
case "$STATIC" in
  1) flags+=(--static-swift-stdlib); scripts/install-deps.sh libcurl4-openssl-dev ;;
  0) ;;
  *) echo "release-build: STATIC must be 1 or 0: $STATIC" >&2; exit 2 ;;
esac
LTO=${LTO:-full}
case "$LTO" in
  0) ;;
  thin | full) flags+=(--experimental-lto-mode="$LTO" -Xswiftc -use-ld=lld) ;;
  *) echo "release-build: LTO must be thin, full or 0: $LTO" >&2; exit 2 ;;
esac
PORTABLE=${PORTABLE:-0}
case "$PORTABLE" in
  1)
    # Linked to run without Swift and without -dev packages (scripts/portable-link.sh: static Foundation
    # with its networking part, libcmark, gumbo and jemalloc linked statically).
    [ "$STATIC" = 1 ] || { echo "release-build: PORTABLE=1 needs STATIC=1" >&2; exit 2; }
    # The commit, for `--version`: a header the C target includes when present (removed afterwards;
    # touching the C file makes SwiftPM compile it again).
    commit=$(git rev-parse --short=12 HEAD 2>/dev/null || true)
    if [ -n "$commit" ]; then
      printf '#define SCENEDOCS_COMMIT "%s"\n' "$commit" >Sources/CBuildInfo/commit.h
      trap 'rm -f Sources/CBuildInfo/commit.h; touch Sources/CBuildInfo/build_info.c' EXIT
      touch Sources/CBuildInfo/build_info.c
    fi
    ;;
  0) ;;
  *) echo "release-build: PORTABLE must be 1 or 0: $PORTABLE" >&2; exit 2 ;;
esac
# SwiftPM does not rebuild a module whose sources are unchanged when only such flags change (seen
# with swift 6.3: objects compiled without the profile stayed after it was given). So the scratch
# folder remembers which profile its objects were compiled with, and starts over when that changes.
stamp=$SCRATCH/pgo-profile.stamp
want="none"
[ "${PGO:-1}" != 0 ] && want=$(sha256sum "$PROFILE" | cut -d' ' -f1)
want="$want lto=$LTO static=$STATIC portable=$PORTABLE"
if [ -d "$SCRATCH" ] && [ "$(cat "$stamp" 2>/dev/null || echo unknown)" != "$want" ]; then
  echo "release-build: $SCRATCH was compiled with another profile, LTO mode or STATIC; building from scratch" >&2
  rm -rf "$SCRATCH"
fi
mkdir -p "$SCRATCH"
echo "$want" >"$stamp"
if [ "$PORTABLE" = 1 ]; then
  link=$(scripts/portable-link.sh "$SCRATCH/portable-link")
  mapfile -t link_flags <<<"$link"
  flags+=("${link_flags[@]}")
  export PKG_CONFIG_PATH=$PWD/$SCRATCH/portable-link/pkgconfig
fi
# The benchmark tools are products of the package in Benchmarks/ (built on this one's libraries): built
# with the same flags in a scratch folder of their own inside $SCRATCH, and copied beside scenedocs.
bin=$PWD/$SCRATCH/$(uname -m)-unknown-linux-gnu/release
for product in "${products[@]}"; do
  case "$product" in
    scenedocs-corpus | scenedocs-template-bench)
      swift build -c release --package-path Benchmarks --product "$product" --scratch-path "$SCRATCH/benchmarks" \
        "${flags[@]}" >&2
      mkdir -p "$bin"
      # SwiftPM's own link to the folder, made here when only benchmark tools were built.
      [ -e "$SCRATCH/release" ] || ln -s "$(uname -m)-unknown-linux-gnu/release" "$SCRATCH/release"
      cp "$SCRATCH/benchmarks/release/$product" "$bin/$product"
      ;;
    *) swift build -c release --product "$product" --scratch-path "$SCRATCH" "${flags[@]}" >&2 ;;
  esac
done
