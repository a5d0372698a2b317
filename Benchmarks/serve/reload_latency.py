#!/usr/bin/env python3
"""Save-to-change-event latency of `scenedocs serve`.

Connects to the live-reload stream like a browser tab, then repeatedly edits a content file and
measures the time from the write (after close) until the `change` event arrives. MODE says what
each save changes: `body` (default) appends a line to the Markdown body; `summary` rewrites the
front matter's `summary:` line; `title` gives the page a new `title:` (the file must start with
front matter holding an `id:` line).
Usage: reload_latency.py PORT FILE [ROUNDS [MODE]]
Prints one latency per line in milliseconds, then `median`, `p90`, `min`, `max`.
"""
import socket
import statistics
import sys
import time


def main():
    port, path = int(sys.argv[1]), sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    mode = sys.argv[4] if len(sys.argv) > 4 else "body"
    if mode not in ("body", "summary", "title"):
        raise SystemExit(f"unknown mode {mode!r}: body, summary or title")
    conn = socket.create_connection(("127.0.0.1", port))
    # The preview answers only to the host and port it listens on (a Host without the port names port 80).
    conn.sendall(b"GET /__scenedocs/events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nAccept: text/event-stream\r\n\r\n" % port)
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

    def drain():
        conn.setblocking(False)
        try:
            while conn.recv(65536):
                pass
        except BlockingIOError:
            pass
        finally:
            conn.settimeout(30)

    wait_for(b"hello")
    with open(path, "r", encoding="utf-8") as f:
        original = f.read()
    samples = []
    try:
        for i in range(rounds):
            time.sleep(0.4)  # let the watcher settle between saves
            drain()  # a late event of the previous save must not end this one's timing
            buffer = b""
            start = time.perf_counter()
            with open(path, "w", encoding="utf-8") as f:
                f.write(edited(original, mode, i))
            wait_for(b"change")
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


def edited(original, mode, i):
    """The file's text after save number `i`."""
    if mode == "body":
        return original + f"\nBenchmark edit {i}.\n"
    lines = original.split("\n")
    close = lines.index("---", 1)
    front = lines[1:close]
    if mode == "summary":
        front = [f'summary: "Benchmark summary {i}."' if line.startswith("summary:") else line for line in front]
    else:
        front = [line for line in front if not line.startswith("title:")]
        at = next(n for n, line in enumerate(front) if line.startswith("id:")) + 1
        front.insert(at, f'title: "BenchmarkTitle{i}"')
    return "\n".join(["---"] + front + lines[close:])


if __name__ == "__main__":
    main()
