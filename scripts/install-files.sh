#!/usr/bin/env bash
# Installs a scenedocs binary under ROOT (`make install`'s $(DESTDIR)$(PREFIX)) with its man pages and
# shell completions where man, bash-completion, zsh and fish look for them, or removes them again; the
# release archive has the same layout (scripts/dist.sh).
#   scripts/install-files.sh install BINARY ROOT
#   scripts/install-files.sh uninstall - ROOT
set -euo pipefail
action=$1
binary=$2
root=$3
case "$binary" in /* | -) ;; *) binary=$PWD/$binary ;; esac
case "$root" in /*) ;; *) root=$PWD/$root ;; esac
cd "$(dirname "$0")/.."
bin=$root/bin
man=$root/share/man/man1
bash=$root/share/bash-completion/completions
zsh=$root/share/zsh/site-functions
fish=$root/share/fish/vendor_completions.d
case "$action" in
  install)
    [ -x "$binary" ] || { echo "install-files: $binary is not an executable" >&2; exit 2; }
    install -d "$bin" "$man" "$bash" "$zsh" "$fish"
    install -m 755 "$binary" "$bin/scenedocs"
    scripts/man-page.sh "$binary" "$man"
    "$binary" --generate-completion-script bash >"$bash/scenedocs"
    "$binary" --generate-completion-script zsh >"$zsh/_scenedocs"
    "$binary" --generate-completion-script fish >"$fish/scenedocs.fish"
    chmod 644 "$man"/scenedocs*.1 "$bash/scenedocs" "$zsh/_scenedocs" "$fish/scenedocs.fish"
    ;;
  uninstall)
    rm -f "$bin/scenedocs" "$man/scenedocs.1" "$man"/scenedocs.*.1 \
      "$bash/scenedocs" "$zsh/_scenedocs" "$fish/scenedocs.fish"
    ;;
  *) echo "install-files: install or uninstall, not $action" >&2; exit 2 ;;
esac
