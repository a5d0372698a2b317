#!/usr/bin/env bash
# The link of a portable scenedocs (release archives, CI's portable-check): prints the `swift build` flags
# and prepares FOLDER; build with PKG_CONFIG_PATH=FOLDER/pkgconfig and those flags:
#   PKG_CONFIG_PATH=$PWD/FOLDER/pkgconfig swift build --product scenedocs $(scripts/portable-link.sh FOLDER)
# The binary then needs no Swift toolchain and no -dev package, only glibc, libstdc++ and libcurl.
#
# The Swift runtime and Foundation are linked statically (--static-swift-stdlib). Objects compiled by an
# earlier build against the shared Foundation (`make test` before `make portable-debug`) name only
# -lFoundation for the linker, not the static archives Foundation's own code needs (CoreFoundation, its
# ICU, …), so those are named here in one group; static Foundation's networking part needs its curl glue
# and libcurl.
#
# libcmark, gumbo and jemalloc are linked statically from Debian's static archives:
#   FOLDER/pkgconfig/libcmark.pc, gumbo.pc   the system's files, with `Libs: -LFOLDER/lib -l…`: SwiftPM
#                                            puts pkg-config's -L before the system folders, so the
#                                            module maps' `-lcmark`/`-lgumbo` find the .a files here
#   FOLDER/lib/libcmark.a, libgumbo.a        links to Debian's static archives
#   FOLDER/lib/jemalloc.o                    Debian's libjemalloc.a as one relocatable object
#   FOLDER/lib/libjemalloc.so                a linker script, INPUT(FOLDER/lib/jemalloc.o), found by -ljemalloc
#
# jemalloc must stay the allocator of the whole process: the shared libraries (libc's strdup, libstdc++,
# libcurl) must call the malloc/free the binary calls, or a pointer allocated by one is freed by the
# other. The Swift driver links with --exclude-libs ALL, which hides every symbol that comes from an
# archive, so jemalloc linked from libjemalloc.a would be used by the binary alone. An object file is
# not affected: its malloc, free, … are exported as libjemalloc.so exports them, and its weak
# malloc_conf yields to the one in Sources/CJemallocOptions.
# Usage: scripts/portable-link.sh FOLDER
set -euo pipefail
folder=$(mkdir -p "$1" && cd "$1" && pwd)
mkdir -p "$folder/pkgconfig" "$folder/lib"
for package in libcmark:cmark gumbo:gumbo jemalloc:jemalloc; do
  pc=${package%%:*}
  name=${package##*:}
  libdir=$(pkg-config --variable=libdir "$pc")
  archive=$libdir/lib$name.a
  [ -f "$archive" ] || { echo "portable-link: $archive is missing (Debian's -dev package ships it)" >&2; exit 1; }
  case "$name" in
    jemalloc)
      ld -r --whole-archive "$archive" -o "$folder/lib/jemalloc.o.tmp"
      mv "$folder/lib/jemalloc.o.tmp" "$folder/lib/jemalloc.o"
      echo "INPUT($folder/lib/jemalloc.o)" >"$folder/lib/libjemalloc.so"
      ;;
    *)
      ln -sf "$archive" "$folder/lib/lib$name.a"
      sed "s|^Libs:.*|Libs: -L$folder/lib -l$name|" "$(pkg-config --variable=pcfiledir "$pc")/$pc.pc" \
        >"$folder/pkgconfig/$pc.pc"
      ;;
  esac
done

swift_static=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift_static/linux
group=(-lCoreFoundation -l_FoundationICU -l_FoundationCShims -l_FoundationCollections -lFoundation
  -lFoundationEssentials -lFoundationInternationalization -lFoundationNetworking
  "$swift_static/lib_CFURLSessionInterface.a" -lswiftCore -lswiftDispatch -ldispatch -lBlocksRuntime
  -lswiftSynchronization -lswift_Concurrency -lswiftGlibc)
printf '%s\n' --static-swift-stdlib -Xlinker --start-group
for flag in "${group[@]}"; do printf -- '-Xlinker\n%s\n' "$flag"; done
printf '%s\n' -Xlinker --end-group -Xlinker -lcurl
