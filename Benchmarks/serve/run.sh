#!/usr/bin/env bash
# Benchmarks `scenedocs serve` on the shipped content (see Benchmarks/README.md, "serve"):
#   1. save-to-change latency: time from saving one content file to the `change` event on an open
#      live-reload stream (like a browser tab), over ROUNDS saves;
#   2. static throughput on loopback with wrk, for three URLs (home page, a symbol page, the CSS),
#      against `scenedocs serve` and against nginx serving the same site written by `scenedocs build`,
#      started here on a loopback port with a temporary config and stopped afterwards.
# Usage: `make bench-serve` or Benchmarks/serve/run.sh (builds scenedocs in release mode first).
# Environment: BIN (a prebuilt scenedocs; skips the build), SCRATCH (.build-release: see scripts/release-build.sh), PGO (0: no profile), LTO (full; thin or 0), STATIC (1; 0: shared Swift runtime), ROUNDS (20), DURATION (10s), CONNECTIONS (32), THREADS (2).
# Results go to Benchmarks/out/serve-<timestamp>.txt and standard output.
# Separately, `python3 Benchmarks/serve/flood.py BIN` checks serve under 2,000 idle connections at
# `ulimit -n 1024`: request latency meanwhile, its descriptors, and its exit time after SIGTERM.
set -euo pipefail
cd "$(dirname "$0")/../.."

SCRATCH=${SCRATCH:-.build-release}
ROUNDS=${ROUNDS:-20}
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-32}
THREADS=${THREADS:-2}

scripts/install-deps.sh wrk nginx
command -v python3 >/dev/null || { echo "the latency probe needs python3" >&2; exit 1; }
if [ -z "${BIN:-}" ]; then
  SCRATCH=$SCRATCH scripts/release-build.sh scenedocs
  BIN="$SCRATCH/release/scenedocs"
fi

work=$(mktemp -d)
chmod 755 "$work"
serve_pid=""
nginx_pid=""
cleanup() {
  [ -n "$serve_pid" ] && kill -INT "$serve_pid" 2>/dev/null && wait "$serve_pid" 2>/dev/null || true
  [ -n "$nginx_pid" ] && kill -QUIT "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

cp -R Content Templates "$work/"
mkdir -p Benchmarks/out
out="Benchmarks/out/serve-$(date +%Y%m%d-%H%M%S).txt"
log() { echo "$@" | tee -a "$out"; }

log "# scenedocs serve benchmark, $(date -u +%Y-%m-%dT%H:%MZ)"
log "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GB RAM, $(uname -sr)"
log "binary: $BIN; wrk -t$THREADS -c$CONNECTIONS -d$DURATION; nginx $(nginx -v 2>&1 | cut -d/ -f2)"

# The same site on disk, for nginx (scenedocs serve holds it in memory).
"$BIN" build --quiet --content "$work/Content" --templates "$work/Templates" --output "$work/site"
chmod -R a+rX "$work/site"
pages=$(find "$work/site" -name '*.html' | wc -l)
log "site: $pages HTML pages, $(du -sk "$work/site" | cut -f1) KB"

"$BIN" serve --port 0 --content "$work/Content" --templates "$work/Templates" >"$work/serve.log" 2>&1 &
serve_pid=$!
for _ in $(seq 1 300); do
  grep -q 'Serving on' "$work/serve.log" 2>/dev/null && break
  sleep 0.1
done
serve_port=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | head -1 | cut -d: -f3)
[ -n "$serve_port" ] || { cat "$work/serve.log" >&2; exit 1; }

# 1. Save → change event.
article=$(ls "$work"/Content/articles/*.md | head -1)
log ""
log "## save → change event ($ROUNDS saves of $(basename "$article"))"
python3 Benchmarks/serve/reload_latency.py "$serve_port" "$article" "$ROUNDS" >"$work/latency.txt"
for stat in median p90 min max; do log "$(grep "^$stat " "$work/latency.txt") ms"; done
builds=$(grep -o 'rebuilt, [0-9]* files\? changed in [0-9.]* s' "$work/serve.log" | awk '{print $(NF-1)}' | sort -n)
if [ -n "$builds" ]; then
  log "rebuild alone (server's own timing, median): $(echo "$builds" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]*1000}') ms"
fi

# 2. Static throughput: scenedocs serve vs nginx, same site, same run.
nginx_port=$(free_port)
cat >"$work/nginx.conf" <<CONF
worker_processes $(nproc);
daemon off;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:$nginx_port;
    root $work/site;
    index index.html;
    error_page 404 /404.html;
  }
}
CONF
nginx -c "$work/nginx.conf" -p "$work" &
nginx_pid=$!
for _ in $(seq 1 50); do
  curl -sf "http://127.0.0.1:$nginx_port/" >/dev/null && break
  sleep 0.1
done

(cd "$work/site" && find symbols -name '*.html' | sort) >"$work/symbols.txt"
symbol=$(sed -n 1p "$work/symbols.txt")
urls=("/" "/$symbol" "/assets/scenedocs.css")
log ""
log "## static throughput on loopback (requests/s; ratio = serve / nginx)"
log "| URL | scenedocs serve | nginx | ratio |"
log "| --- | ---: | ---: | ---: |"
rps() { wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" "$1" | awk '/Requests\/sec/ {printf "%d", $2}'; }
for url in "${urls[@]}"; do
  curl -sf "http://127.0.0.1:$serve_port$url" >/dev/null
  curl -sf "http://127.0.0.1:$nginx_port$url" >/dev/null
  serve_rps=$(rps "http://127.0.0.1:$serve_port$url")
  nginx_rps=$(rps "http://127.0.0.1:$nginx_port$url")
  ratio=$(awk -v a="$serve_rps" -v b="$nginx_rps" 'BEGIN {printf "%.2f", a / b}')
  log "| \`$url\` | $serve_rps | $nginx_rps | $ratio |"
done
log ""
log "results saved in $out"
