#!/usr/bin/env python3
"""A minimal Hugo site from a corpus's plain CommonMark pages (for Benchmarks/build/run.sh).

Usage: hugo-site.py PLAIN_DIR SITE_DIR
Writes SITE_DIR/hugo.toml (no taxonomies, RSS or sitemap), three layouts that render the title and
`{{ .Content }}` (plus a list of child pages on section pages), and SITE_DIR/content/: every
PLAIN_DIR/**/*.md at the same path with a one-line TOML front matter holding a title (the file name).
A guide's `index.md` becomes `_index.md`, so the guide is a section and its steps are pages (an
`index.md` would make a leaf bundle whose steps are resources, not pages). Replaces SITE_DIR.
"""
import json
import os
import shutil
import sys

CONFIG = """baseURL = "http://localhost/"
title = "corpus"
disableKinds = ["taxonomy", "term", "RSS", "sitemap"]
"""

LAYOUTS = {
    "baseof.html": '<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>{{ .Title }}</title></head>\n'
                   '<body>\n{{ block "main" . }}{{ end }}\n</body>\n</html>\n',
    "single.html": '{{ define "main" }}<h1>{{ .Title }}</h1>\n{{ .Content }}{{ end }}\n',
    "list.html": '{{ define "main" }}<h1>{{ .Title }}</h1>\n{{ .Content }}\n<ul>{{ range .Pages }}'
                 '<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n',
}


def main():
    plain, site = sys.argv[1], sys.argv[2]
    shutil.rmtree(site, ignore_errors=True)
    os.makedirs(os.path.join(site, "layouts", "_default"))
    with open(os.path.join(site, "hugo.toml"), "w", encoding="utf-8") as f:
        f.write(CONFIG)
    for name, text in LAYOUTS.items():
        with open(os.path.join(site, "layouts", "_default", name), "w", encoding="utf-8") as f:
            f.write(text)
    content = os.path.join(site, "content")
    pages = 0
    for folder, _, files in os.walk(plain):
        relative = os.path.relpath(folder, plain)
        target = os.path.normpath(os.path.join(content, relative))
        os.makedirs(target, exist_ok=True)
        for name in sorted(files):
            if not name.endswith(".md"):
                continue
            stem = name[:-3]
            title = os.path.basename(relative) if stem == "index" else stem
            with open(os.path.join(folder, name), "r", encoding="utf-8") as f:
                body = f.read()
            out = "_index.md" if name == "index.md" else name
            with open(os.path.join(target, out), "w", encoding="utf-8") as f:
                f.write("+++\ntitle = " + json.dumps(title) + "\n+++\n" + body)
            pages += 1
    print(f"{pages} pages in {content}")


if __name__ == "__main__":
    main()
