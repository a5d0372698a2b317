#!/usr/bin/env python3
"""Local HTTP server for the external-link tests (127.0.0.1, a free port printed on stdout).

/ok 200 · /redirect 301 → /ok · /missing 404 · /error 500 · /slow answers after 30 s ·
/no-head 405 to HEAD, 200 to GET · /__count how many requests were made (not counting itself).
Stops when its standard input is closed.
"""
import http.server
import sys
import threading
import time

count = 0
lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self, status, body=b"", headers=None):
        self.send_response(status)
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def handle_any(self):
        global count
        path = self.path.split("?")[0]
        if path == "/__count":
            with lock:
                value = count
            return self.answer(200, str(value).encode())
        with lock:
            count += 1
        if path == "/ok":
            return self.answer(200, b"ok")
        if path == "/redirect":
            return self.answer(301, b"", {"Location": "/ok"})
        if path == "/missing":
            return self.answer(404, b"missing")
        if path == "/error":
            return self.answer(500, b"error")
        if path == "/no-head":
            return self.answer(405 if self.command == "HEAD" else 200, b"ok")
        if path == "/slow":
            time.sleep(30)
            return self.answer(200, b"late")
        return self.answer(404, b"unknown")

    do_GET = handle_any
    do_HEAD = handle_any


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
threading.Thread(target=server.serve_forever, daemon=True).start()
sys.stdin.read()
