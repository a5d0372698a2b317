#!/usr/bin/env python3
"""Save-to-reload latency of `scenedocs serve`.

Connects to the live-reload stream like a browser tab, then repeatedly appends a line to a content
file and measures the time from the write (after close) until the `reload` event arrives.
Usage: reload_latency.py PORT FILE [ROUNDS]
Prints one latency per line in milliseconds, then `median`, `p90`, `min`, `max`.
"""
import socket
import statistics
import sys
import time


def main():
    port, path = int(sys.argv[1]), sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    conn = socket.create_connection(("127.0.0.1", port))
    conn.sendall(b"GET /__scenedocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    conn.settimeout(30)
    buffer = b""

    def wait_for(name):
        nonlocal buffer
        marker = b"event: " + name
        while marker not in buffer:
            chunk = conn.recv(65536)
            if not chunk:
                raise SystemExit("event stream closed")
            buffer += chunk
        buffer = buffer[buffer.index(marker) + len(marker):]

    wait_for(b"hello")
    with open(path, "r", encoding="utf-8") as f:
        original = f.read()
    samples = []
    try:
        for i in range(rounds):
            time.sleep(0.4)  # let the watcher settle between saves
            buffer = b""
            start = time.perf_counter()
            with open(path, "w", encoding="utf-8") as f:
                f.write(original + f"\nBenchmark edit {i}.\n")
            wait_for(b"reload")
            samples.append((time.perf_counter() - start) * 1000)
            print(f"{samples[-1]:.1f}", flush=True)
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
    samples.sort()
    print(f"median {statistics.median(samples):.1f}")
    print(f"p90 {samples[int(len(samples) * 0.9) - 1]:.1f}")
    print(f"min {samples[0]:.1f}")
    print(f"max {samples[-1]:.1f}")


if __name__ == "__main__":
    main()
