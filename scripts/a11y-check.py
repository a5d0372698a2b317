#!/usr/bin/env python3
"""Runs axe-core (bundled in the axe-selenium-python package from PyPI) on every page of a built
site in headless Chromium, in the light and the dark theme, and prints the violations by impact.
Exit status 1 when any serious or critical violation is found.  Usage: make a11y
"""
import sys, os, json, glob
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
import axe_selenium_python
axe_js = os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules/axe-core/axe.min.js")
site = os.path.abspath(sys.argv[1])
pages = sorted(glob.glob(site + "/**/*.html", recursive=True))
opts = Options()
for a in ["--headless", "--no-sandbox", "--disable-gpu"]: opts.add_argument(a)
from selenium.webdriver.chrome.service import Service
d = webdriver.Chrome(options=opts, service=Service(executable_path="/usr/bin/chromedriver"))
src = open(axe_js).read()
totals = {}
worst = []
for scheme in ["light", "dark"]:
    d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    for p in pages:
        d.get("file://" + p)
        d.execute_script(src)
        r = d.execute_async_script("var cb=arguments[arguments.length-1]; axe.run().then(function(r){cb(r.violations)});")
        for v in r:
            key = (scheme, v["impact"], v["id"])
            totals[key] = totals.get(key, 0) + len(v["nodes"])
            if v["impact"] in ("serious", "critical") and len(worst) < 15:
                worst.append((scheme, os.path.relpath(p, site), v["id"], v["nodes"][0]["target"], v["nodes"][0].get("failureSummary","")[:200]))
d.quit()
print(len(pages), "pages x 2 schemes")
for k, n in sorted(totals.items()): print(k, n)
for w in worst: print(w)
serious = sum(n for (scheme, impact, rule), n in totals.items() if impact in ("serious", "critical"))
print("serious or critical:", serious)
sys.exit(1 if serious else 0)
