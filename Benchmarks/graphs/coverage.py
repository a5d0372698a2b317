#!/usr/bin/env python3
"""Which symbols DocC gives a page and SceneDocs does not, and the other way round.

    coverage.py DOCC_OUTPUT SCENEDOCS_SITE

DocC's render JSON names each page's symbol by precise identifier (metadata.externalID);
SceneDocs' model.json does so in each symbol's `graph.preciseIdentifier`. Prints both counts,
the shared count and up to ten of each side's own, with their kinds.
"""
import glob
import json
import os
import sys
from collections import Counter


def docc_symbols(folder):
    found = {}
    for path in glob.glob(os.path.join(folder, "data", "documentation", "**", "*.json"), recursive=True):
        with open(path) as handle:
            metadata = json.load(handle).get("metadata", {})
        if metadata.get("externalID"):
            found[metadata["externalID"]] = metadata.get("symbolKind", "?")
    return found


def scenedocs_symbols(site):
    found = set()
    with open(os.path.join(site, "model.json")) as handle:
        stack = [json.load(handle)]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            graph = value.get("graph")
            if isinstance(graph, dict) and "preciseIdentifier" in graph:
                found.add(graph["preciseIdentifier"])
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return found


def main():
    docc = docc_symbols(sys.argv[1])
    ours = scenedocs_symbols(sys.argv[2])
    only_docc = sorted(set(docc) - ours)
    only_ours = sorted(ours - set(docc))
    print(f"DocC pages with a symbol: {len(docc)}; SceneDocs symbol pages: {len(ours)}; both: {len(ours & set(docc))}")
    kinds = Counter(docc[name] for name in only_docc)
    print(f"DocC only: {len(only_docc)} {dict(kinds)} {only_docc[:10]}")
    print(f"SceneDocs only: {len(only_ours)} {only_ours[:10]}")


if __name__ == "__main__":
    main()
