#!/usr/bin/env python3
"""Adversarial-page benchmark of `scenedocs check`: `make bench-check-adversarial`
(or Benchmarks/check/adversarial.py).

Writes one-page sites to Benchmarks/out/adversarial/ — ordinary pages (the reference) and pages
built to make a checker slow — times `scenedocs check SITE --format json` on each (best of
RUNS=3), and prints CPU seconds (user + system, so that other work on a shared machine does not
count) per MB and its ratio to the ordinary page on the same path (the fast scanner, or gumbo for
pages the scanner leaves to it). Done when every ratio is a small constant: time linear in the
page's size.

BIN=PATH picks the binary (default: .build/release/scenedocs, else .build/debug/scenedocs).
SCALE=N multiplies the page sizes (default 1: the huge page has 1,000,000 links in 54 MB).
"""
import json
import os
import resource
import subprocess
import sys
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUT = os.path.join(ROOT, "Benchmarks", "out", "adversarial")
SCALE = float(os.environ.get("SCALE", "1"))
RUNS = int(os.environ.get("RUNS", "3"))


def binary():
    if os.environ.get("BIN"):
        return os.environ["BIN"]
    for config in ("release", "debug"):
        path = os.path.join(ROOT, ".build", config, "scenedocs")
        if os.access(path, os.X_OK):
            return path
    sys.exit("no scenedocs binary: run swift build (or set BIN)")


def n(count):
    return max(1, int(count * SCALE))


def ordinary(paragraphs, prefix=""):
    """A documentation page: headings with ids, paragraphs with a few links each."""
    parts = ["<!DOCTYPE html>\n<html><head><meta charset=utf-8><title>Page</title>",
             "<link rel=stylesheet href=site.css></head>\n<body>\n", prefix]
    for i in range(paragraphs):
        parts.append(f'<h2 id="s{i}">Section {i}</h2>\n<p>Some text about part {i}, see '
                     f'<a href="index.html#s{i // 2}">this part</a> and <a href="index.html">home</a>, '
                     f'with <code>code</code> and <em>emphasis</em>.</p>\n')
    parts.append("</body></html>\n")
    return "".join(parts)


def links(count, newline):
    return newline.join(f'<a href="index.html#a{i % 100}" id="a{i}">link {i}</a>' for i in range(count)) + newline


PAGES = {
    # name: (path it is read on, page text)
    "ordinary": ("fast", lambda: ordinary(n(25_000))),
    "ordinary-gumbo": ("gumbo", lambda: ordinary(n(25_000), prefix="<template></template>\n")),
    "deep-nesting": ("fast", lambda: "<div>" * n(220_000) + '<a href="index.html">x</a>'),
    "deep-nesting-gumbo": ("gumbo", lambda: "<svg></svg>" + "<div>" * n(220_000) + '<a href="index.html">x</a>'),
    "deep-inline-lists": ("fast", lambda: "<span>" * n(100_000)
                          + "<p><li><dd><dt></dt></dd></li></p><b></b>" * n(20_000) + '<a href="index.html">x</a>'),
    "links-lf": ("fast", lambda: links(n(200_000), "\n")),
    "links-crlf": ("fast", lambda: links(n(200_000), "\r\n")),
    "many-attributes": ("fast", lambda: "<a" + "".join(f' data-x{i}="v"' for i in range(n(100_000))) + ' href="index.html">x</a>'),
    "many-attributes-gumbo": ("gumbo", lambda: "<svg></svg><a" + "".join(f' data-x{i}="v"' for i in range(n(100_000)))
                              + ' href="index.html">x</a>'),
    "huge": ("fast", lambda: links(n(1_000_000), "\n")),
}


def run(binary_path, site):
    best = None
    output = None
    for _ in range(RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        result = subprocess.run([binary_path, "check", site, "--format", "json"], capture_output=True, text=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if result.returncode not in (0, 1):
            sys.exit(f"{site}: exit {result.returncode}\n{result.stderr}")
        if best is None or cpu < best[0]:
            best = (cpu, wall)
        output = result.stdout
    summary = json.loads(output)["summary"]
    return best, summary


def main():
    binary_path = binary()
    print(f"binary: {os.path.relpath(binary_path, ROOT)}; best of {RUNS}; scale {SCALE}")
    rows = []
    for name, (path, make) in PAGES.items():
        site = os.path.join(OUT, f"scale-{SCALE:g}", name)
        page = os.path.join(site, "index.html")
        if not os.path.exists(page):
            os.makedirs(site, exist_ok=True)
            with open(page, "w", encoding="utf-8", newline="") as f:
                f.write(make())
        megabytes = os.path.getsize(page) / 1e6
        (cpu, wall), summary = run(binary_path, site)
        rows.append((name, path, megabytes, cpu, wall, summary))
    reference = {path: cpu / mb for name, path, mb, cpu, _, _ in rows if name.startswith("ordinary")}
    print(f"{'page':24} {'path':6} {'MB':>7} {'CPU s':>8} {'wall s':>8} {'CPU s/MB':>9} {'ratio':>6}  links, warnings")
    for name, path, megabytes, cpu, wall, summary in rows:
        per_mb = cpu / megabytes
        ratio = per_mb / reference[path]
        print(f"{name:24} {path:6} {megabytes:7.2f} {cpu:8.3f} {wall:8.3f} {per_mb:9.3f} {ratio:6.2f}  "
              f"{summary['links']}, {summary['warnings']}")


if __name__ == "__main__":
    main()
