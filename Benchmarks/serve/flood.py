#!/usr/bin/env python3
"""Checks that `scenedocs serve` survives more idle connections than it has file descriptors.

Starts BIN serve under `ulimit -n LIMIT` on the shipped Content/ and Templates/, opens IDLE
connections that never send anything, then times REQUESTS ordinary requests made meanwhile, counts
the server's descriptors, and times the exit after SIGTERM (with the idle connections, an open
live-reload stream and a half-sent request still open).

Usage: python3 Benchmarks/serve/flood.py BIN [IDLE=2000] [LIMIT=1024] [REQUESTS=20]
Loopback only; everything it starts is stopped before it returns.
"""
import os
import re
import resource
import select
import socket
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    binary = sys.argv[1]
    idle = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 1024
    requests = int(sys.argv[4]) if len(sys.argv) > 4 else 20
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

    # This process holds the idle connections.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = idle + 256
    if soft < wanted:
        if hard != resource.RLIM_INFINITY and hard < wanted:
            sys.exit(f"needs {wanted} descriptors; the hard limit is {hard}")
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))

    server = subprocess.Popen(
        ["sh", "-c", f'ulimit -n {limit} && exec "$0" serve --port 0 --content "$1" --templates "$2"',
         binary, os.path.join(root, "Content"), os.path.join(root, "Templates")],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    held = []
    try:
        log = b""
        while b"Serving on" not in log:
            line = server.stdout.readline()
            if not line:
                sys.exit("serve did not start:\n" + log.decode(errors="replace"))
            log += line
        port = int(re.search(rb"127\.0\.0\.1:(\d+)", log).group(1))

        for _ in range(idle):
            s = socket.socket()
            s.setblocking(False)
            try:
                s.connect(("127.0.0.1", port))
            except BlockingIOError:
                pass
            held.append(s)
        time.sleep(1)

        latencies = []
        statuses = set()
        for _ in range(requests):
            start = time.monotonic()
            with socket.create_connection(("127.0.0.1", port), timeout=10) as c:
                c.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % port)
                data = b""
                while True:
                    chunk = c.recv(65536)
                    if not chunk:
                        break
                    data += chunk
            latencies.append(time.monotonic() - start)
            statuses.add(data[9:12].decode())
        descriptors = len(os.listdir(f"/proc/{server.pid}/fd")) if os.path.isdir("/proc") else -1
        alive = server.poll() is None

        stream = socket.create_connection(("127.0.0.1", port), timeout=10)
        stream.sendall(b"GET /__scenedocs/events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
        half = socket.create_connection(("127.0.0.1", port), timeout=10)
        half.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nAcc" % port)
        held += [stream, half]
        time.sleep(0.2)

        start = time.monotonic()
        server.send_signal(15)
        while server.poll() is None and time.monotonic() - start < 10:
            select.select([], [], [], 0.005)
        stopped = time.monotonic() - start

        latencies.sort()
        print(f"idle connections opened: {idle} at ulimit -n {limit}; serve alive afterwards: {alive}")
        print(f"serve's descriptors: {descriptors}")
        print(f"{requests} requests meanwhile: statuses {sorted(statuses)}, median "
              f"{latencies[len(latencies) // 2] * 1000:.1f} ms, slowest {latencies[-1] * 1000:.1f} ms")
        print(f"exit after SIGTERM: {stopped * 1000:.0f} ms, status {server.returncode}")
    finally:
        for s in held:
            s.close()
        if server.poll() is None:
            server.kill()
            server.wait()


if __name__ == "__main__":
    main()
