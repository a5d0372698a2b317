#!/usr/bin/env python3
"""Writes a synthetic static site for the link-checker benchmark.

usage: generate-site.py PAGES OUTPUT_DIR

PAGES pages in sections of 100 (section-NNN/page-NNNNN.html) plus an index per section and a
home page, so a crawler starting at index.html reaches every page. Each page has ~45 references:
navigation, 24 links to other pages (a third with #fragments), images with srcset, a stylesheet
and a script, and a few ids. Exactly 3 references in the whole site are broken (a missing page,
a missing fragment, a missing image), whatever the size, so a checker's findings can be compared.
"""
import os
import random
import sys

pages = int(sys.argv[1])
out = sys.argv[2]
random.seed(42)
per_section = 100
sections = (pages + per_section - 1) // per_section


def page_path(n):
    return f"section-{n // per_section:03d}/page-{n:05d}.html"


def write(path, text):
    full = os.path.join(out, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(text)


HEAD = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<link rel="stylesheet" href="{root}assets/site.css">
<script src="{root}assets/site.js" defer></script>
</head>
<body>
<nav><a href="{root}index.html">Home</a> {nav}</nav>
<main>
"""
FOOT = """</main>
<footer><a href="{root}index.html#top">Top</a> <a href="mailto:docs@example.com">Mail</a>
<a href="https://example.com/">External</a></footer>
</body>
</html>
"""

os.makedirs(os.path.join(out, "assets"), exist_ok=True)
write("assets/site.css", "body { background: url(bg.png); }\n.logo { background: url('logo.svg'); }\n")
write("assets/site.js", "// nothing\n")
for name in ["bg.png", "logo.svg", "figure.png", "figure@2x.png"]:
    write("assets/" + name, "x")

broken = {random.randrange(pages): "page", random.randrange(pages): "fragment", random.randrange(pages): "image"}
nav_links = " ".join(f'<a href="{{root}}section-{s:03d}/index.html">Section {s}</a>' for s in range(min(sections, 10)))

for n in range(pages):
    root = "../"
    nav = nav_links.format(root=root)
    body = [HEAD.format(title=f"Page {n}", root=root, nav=nav)]
    body.append(f'<h1 id="title">Page {n}</h1>\n')
    for s in range(5):
        body.append(f'<h2 id="s{s}">Part {s}</h2>\n<p>Some text about part {s} of page {n}.')
        for k in range(5):
            target = random.randrange(pages)
            rel = f"../{page_path(target)}"
            if k % 3 == 0:
                rel += f"#s{random.randrange(5)}"
            body.append(f' See <a href="{rel}">page {target}</a>.')
        body.append("</p>\n")
    body.append(f'<img src="../assets/figure.png" srcset="../assets/figure.png 1x, ../assets/figure@2x.png 2x" alt="">\n')
    body.append(f'<p><a href="#s2">Jump</a> <a href="index.html">Section</a> <a href="./">Section folder</a></p>\n')
    kind = broken.get(n)
    if kind == "page":
        body.append('<p><a href="../section-000/no-such-page.html">broken page</a></p>\n')
    elif kind == "fragment":
        body.append(f'<p><a href="../{page_path(0)}#no-such-part">broken fragment</a></p>\n')
    elif kind == "image":
        body.append('<p><img src="../assets/missing.png" alt=""></p>\n')
    body.append(FOOT.format(root=root))
    write(page_path(n), "".join(body))

for s in range(sections):
    links = "\n".join(
        f'<li><a href="page-{n:05d}.html">Page {n}</a></li>' for n in range(s * per_section, min(pages, (s + 1) * per_section))
    )
    write(f"section-{s:03d}/index.html", HEAD.format(title=f"Section {s}", root="../", nav=nav_links.format(root="../"))
          + f"<ul>\n{links}\n</ul>\n" + FOOT.format(root="../"))

links = "\n".join(f'<li><a href="section-{s:03d}/">Section {s}</a></li>' for s in range(sections))
write("index.html", HEAD.format(title="Home", root="", nav=nav_links.format(root="")) + f"<ul>\n{links}\n</ul>\n" + FOOT.format(root=""))
