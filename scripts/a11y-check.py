#!/usr/bin/env python3
"""Runs axe-core 4.x on every page of a built site in headless Chromium (through Selenium), in the
light and the dark theme, and prints the violations by impact. Exit status 1 when any serious or
critical violation is found.

axe-core comes from the PyPI package axe-playwright-python, which ships it as a plain axe.min.js
(`pip install --no-deps axe-playwright-python`; Playwright itself is not used). AXE_JS=<file>
runs another copy of axe-core instead; A11Y_WINDOW=<width>,<height> sets the window (800,600).

Usage: make a11y   or   scripts/a11y-check.py <site folder>
"""
import glob
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def axe_source():
    path = os.environ.get("AXE_JS")
    if not path:
        import axe_playwright_python
        path = os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")
    with open(path, encoding="utf-8") as f:
        return f.read()


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: a11y-check.py <site folder>")
    site = os.path.abspath(sys.argv[1])
    pages = sorted(glob.glob(site + "/**/*.html", recursive=True))
    if not pages:
        sys.exit(f"no HTML pages under {site}")
    src = axe_source()
    opts = Options()
    # A narrow window makes more code blocks scroll sideways (A11Y_WINDOW=1280,900 for a desktop one).
    window = os.environ.get("A11Y_WINDOW", "800,600")
    for argument in ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=" + window]:
        opts.add_argument(argument)
    driver = webdriver.Chrome(options=opts, service=Service(executable_path="/usr/bin/chromedriver"))
    totals = {}
    pages_with = {}
    examples = []
    version = "?"
    try:
        for scheme in ["light", "dark"]:
            driver.execute_cdp_cmd(
                "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for page in pages:
                driver.get("file://" + page)
                driver.execute_script(src)
                version = driver.execute_script("return axe.version")
                violations = driver.execute_async_script(
                    "var done = arguments[arguments.length - 1];"
                    "axe.run().then(function (r) { done(r.violations); }, function (e) { done([{id: 'axe-error', impact: 'critical', nodes: [{target: [String(e)]}]}]); });")
                for v in violations:
                    key = (scheme, v["impact"], v["id"])
                    totals[key] = totals.get(key, 0) + len(v["nodes"])
                    pages_with.setdefault(key, set()).add(page)
                    if v["impact"] in ("serious", "critical") and len(examples) < 20:
                        node = v["nodes"][0]
                        examples.append((scheme, os.path.relpath(page, site), v["id"], node["target"],
                                         node.get("failureSummary", "")[:200]))
    finally:
        driver.quit()
    print(f"axe-core {version}: {len(pages)} pages x 2 schemes")
    for key, count in sorted(totals.items()):
        print(key, count, "nodes on", len(pages_with[key]), "pages")
    for example in examples:
        print(example)
    serious = sum(n for (scheme, impact, rule), n in totals.items() if impact in ("serious", "critical"))
    print("serious or critical:", serious)
    sys.exit(1 if serious else 0)


if __name__ == "__main__":
    main()
