#!/usr/bin/env python3
"""Save-to-paint latency of `scenedocs serve` in a real browser.

Opens PAGE_URL in headless Chromium (Debian's `chromium`, driven through its DevTools protocol over
a pipe: `--remote-debugging-pipe`, no WebSocket client needed), scrolls to the middle of the page,
then ROUNDS times rewrites FILE (a Markdown page) with a new last paragraph and measures from the
write until the new text is painted: a MutationObserver in the page sees the DOM contain the text,
then the next `requestAnimationFrame` callback runs. Also reports the browser's own part (from the
page's fetch of its new HTML to that frame), whether the page survived every edit (a marker set on
`window` before the first edit: a reload would lose it) and the scroll offset before and after.

Usage: paint_latency.py PAGE_URL FILE [ROUNDS]
PAGE_URL may be the server's root (ending in `/`): the page is then found from the `change` event of
one save of FILE (the changed `.html` named like FILE, else the first changed `.html`).
Prints one line per edit (ms), then `median`, `p90`, `min`, `max`, `browser-median`, `reloads`,
`scroll`.
"""
import fcntl
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse


class Browser:
    """Headless Chromium with one tab; DevTools commands go to that tab."""

    def __init__(self):
        executable = shutil.which("chromium") or shutil.which("chromium-browser")
        if not executable:
            raise SystemExit("chromium is not installed (apt-get install chromium)")
        self.profile = tempfile.mkdtemp(prefix="paint-latency-")
        # Pipe ends above the descriptors the child gets (3 and 4), so that dup2 never maps one onto itself.
        to_read, self.to_browser, self.from_browser, from_write = (
            self._high(fd) for fd in os.pipe() + os.pipe())

        def descriptors():  # the protocol's pipe: commands on 3, answers on 4
            os.dup2(to_read, 3)
            os.dup2(from_write, 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", f"--user-data-dir={self.profile}", "--window-size=1280,900",
             "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
             "--disable-backgrounding-occluded-windows", "--disable-extensions", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=descriptors, close_fds=False)
        os.close(to_read)
        os.close(from_write)
        self.lock = threading.Condition()
        self.answers, self.events, self.next_id, self.session = {}, [], 0, None
        threading.Thread(target=self._read, daemon=True).start()
        target = self.send("Target.createTarget", {"url": "about:blank"}, page=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True},
                                 page=False)["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")

    @staticmethod
    def _high(fd):
        moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(fd)
        return moved

    def _read(self):
        pending = b""
        while True:
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                break
            pending += chunk
            while b"\0" in pending:
                raw, pending = pending.split(b"\0", 1)
                message = json.loads(raw)
                with self.lock:
                    if "id" in message:
                        self.answers[message["id"]] = message
                    else:
                        self.events.append(message)
                    self.lock.notify_all()

    def send(self, method, params=None, page=True, timeout=120):
        with self.lock:
            self.next_id += 1
            ident = self.next_id
        message = {"id": ident, "method": method, "params": params or {}}
        if page:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        with self.lock:
            if not self.lock.wait_for(lambda: ident in self.answers, timeout):
                raise SystemExit(f"{method}: no answer in {timeout} s")
            answer = self.answers.pop(ident)
        if "error" in answer:
            raise SystemExit(f"{method}: {answer['error']}")
        return answer.get("result", {})

    def navigate(self, url):
        with self.lock:
            self.events.clear()
        self.send("Page.navigate", {"url": url})
        with self.lock:
            if not self.lock.wait_for(
                    lambda: any(e.get("method") == "Page.loadEventFired" for e in self.events), 120):
                raise SystemExit(f"{url} did not load")

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate",
                           {"expression": expression, "awaitPromise": True, "returnByValue": True})
        if "exceptionDetails" in result:
            raise SystemExit(f"page exception: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        # SIGTERM: the browser ends its helper processes first, so none still writes to the profile.
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


ARM = """
window.__painted = new Promise(function (resolve) {
  var text = %s;
  new MutationObserver(function (records, observer) {
    if (document.body.textContent.indexOf(text) < 0) return;
    observer.disconnect();
    requestAnimationFrame(function () {
      var painted = performance.now();
      var fetches = performance.getEntriesByType("resource").filter(function (e) {
        return e.initiatorType === "fetch";
      });
      var last = fetches[fetches.length - 1];
      resolve({ painted: painted, fetchStart: last ? last.startTime : null });
    });
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}); true
"""


def page_of(base, path, original):
    """The URL of the page FILE renders to: saves it once and reads the `change` event's list."""
    host = base.split("//", 1)[1].split("/", 1)[0]
    connection = socket.create_connection((host.rsplit(":", 1)[0], int(host.rsplit(":", 1)[1])))
    connection.sendall(f"GET /__scenedocs/events HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
    connection.settimeout(120)
    buffer = b""
    while b"event: hello" not in buffer:
        buffer += connection.recv(1 << 16)
    with open(path, "w", encoding="utf-8") as f:
        f.write(original.rstrip("\n") + "\n\nFinding the page.\n")
    while not re.search(rb"event: change\ndata: (.*)\n", buffer):
        chunk = connection.recv(1 << 16)
        if not chunk:
            raise SystemExit("the event stream closed")
        buffer += chunk
    connection.close()
    changed = json.loads(re.search(rb"event: change\ndata: (.*)\n", buffer).group(1))["changed"] or []
    pages = [p for p in changed if p.endswith(".html")]
    stem = os.path.splitext(os.path.basename(path))[0].lower()
    named = [p for p in pages if os.path.splitext(os.path.basename(p))[0] == stem]
    if not pages:
        raise SystemExit(f"saving {path} changed no page: {changed}")
    return base + urllib.parse.quote((named or pages)[0])


def main():
    url, path = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    with open(path, "r", encoding="utf-8") as f:
        original = f.read()
    if url.endswith("/"):
        try:
            url = page_of(url, path, original)
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(original)
        time.sleep(0.5)  # the restoring save's rebuild
        print(f"page {url}", flush=True)
    browser = Browser()
    totals, browser_parts = [], []
    try:
        browser.navigate(url)
        scroll_before = browser.evaluate(
            "window.__kept = 'kept'; window.scrollTo(0, Math.max(0, (document.documentElement.scrollHeight"
            " - innerHeight) / 2)); [window.scrollY, document.documentElement.scrollHeight]")
        for i in range(rounds + 1):  # the first save is a warm-up, not counted
            time.sleep(0.3)  # the watcher goes back to waiting for events between saves
            text = f"Morph benchmark edit {i} {os.getpid()}."
            browser.evaluate(ARM % json.dumps(text))
            start = time.perf_counter()
            with open(path, "w", encoding="utf-8") as f:
                f.write(original.rstrip("\n") + f"\n\n{text}\n")
            result = browser.evaluate("window.__painted")
            total = (time.perf_counter() - start) * 1000
            if i == 0:
                continue
            totals.append(total)
            if result and result.get("fetchStart") is not None:
                browser_parts.append(result["painted"] - result["fetchStart"])
            print(f"{total:.1f}", flush=True)
        kept = browser.evaluate("window.__kept === 'kept'")
        scroll_after = browser.evaluate("window.scrollY")
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
        browser.close()
    totals.sort()
    print(f"median {statistics.median(totals):.1f}")
    print(f"p90 {totals[int(len(totals) * 0.9) - 1]:.1f}")
    print(f"min {totals[0]:.1f}")
    print(f"max {totals[-1]:.1f}")
    if browser_parts:
        print(f"browser-median {statistics.median(browser_parts):.1f}")
        print(f"browser-max {max(browser_parts):.1f}")
    print(f"reloads {0 if kept else 'at least 1'}")
    print(f"scroll {scroll_before[0]} -> {scroll_after} (page height {scroll_before[1]})")


if __name__ == "__main__":
    main()
