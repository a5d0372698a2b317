#!/usr/bin/env python3
"""Adversarial-input benchmark of `scenedocs audit`: `make bench-audit-adversarial`
(or Benchmarks/audit/adversarial.py).

Writes one-file app trees to Benchmarks/out/audit-adversarial/ — ordinary Swift and Objective-C
files (the references) and files built to make the audit slow, each at or just under a limit —
runs `scenedocs audit TREE --format json` on each (best of RUNS=3), and prints CPU seconds (user +
system, so that other work on a shared machine does not count) per MB, its ratio to the ordinary
file of the same language, and the peak memory. Done when every ratio is a small constant.

BIN=PATH picks the binary (default: .build/release/scenedocs, else .build/debug/scenedocs).
SCALE=N multiplies the sizes of the files that are not at a limit (default 1).
"""
import json
import os
import resource
import struct
import subprocess
import sys
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUT = os.path.join(ROOT, "Benchmarks", "out", "audit-adversarial")
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


def ordinary_swift(types):
    return "import UIKit\n\n" + "".join(
        f"final class Controller{i}: UIViewController {{\n"
        f"    var items: [String] = []\n"
        f"    override func viewDidLoad() {{\n"
        f"        super.viewDidLoad()\n"
        f"        let window = view.window?.windowScene?.keyWindow\n"
        f"        items = [\"a\", \"b\"].map {{ $0.uppercased() }}\n"
        f"        title = \"Controller {i}\" + String(items.count)\n"
        f"    }}\n}}\n\n" for i in range(types))


def ordinary_objc(classes):
    return "#import <UIKit/UIKit.h>\n\n" + "".join(
        f"@implementation Controller{i}\n"
        f"- (void)viewDidLoad {{\n"
        f"    [super viewDidLoad];\n"
        f"    UIWindow *window = self.view.window;\n"
        f"    NSArray *items = [NSArray arrayWithObjects:@\"a\", @\"b\", nil];\n"
        f"    self.title = [NSString stringWithFormat:@\"%@ %lu\", @\"Controller\", (unsigned long)items.count];\n"
        f"}}\n@end\n\n" for i in range(classes))


def plist_fanout():
    """A binary Info.plist whose one array refers to one string 99,997 times: 100,000 values, the limit."""
    count = 99_997
    body = b"bplist00"
    offsets = [len(body)]
    body += b"\x51x"
    offsets.append(len(body))
    body += b"\x51A"
    offsets.append(len(body))
    body += b"\xaf\x12" + struct.pack(">I", count) + bytes(count)
    offsets.append(len(body))
    body += b"\xd1\x01\x02"
    table = len(body)
    body += b"".join(struct.pack(">I", o) for o in offsets)
    body += bytes(6) + b"\x04\x01" + struct.pack(">QQQ", len(offsets), 3, table)
    return body


def pbxproj_fanout(targets, settings):
    text = ["{\n rootObject = P;\n objects = {\n  P = { isa = PBXProject; buildConfigurationList = L; };\n",
            "  L = { isa = XCConfigurationList; buildConfigurations = (C); };\n",
            "  C = { isa = XCBuildConfiguration; buildSettings = {",
            "".join(f" S{i} = V;" for i in range(settings)), " }; };\n"]
    for i in range(targets):
        text.append(f"  T{i} = {{ isa = PBXNativeTarget; name = T{i}; buildConfigurationList = L; "
                    "productType = \"com.apple.product-type.application\"; };\n")
    return "".join(text) + " };\n}\n"


FILES = {
    # name: (reference language, file name, contents)
    "ordinary-swift": ("swift", "App.swift", lambda: ordinary_swift(n(8_000))),
    "ordinary-objc": ("objc", "App.m", lambda: ordinary_objc(n(8_000))),
    "swift-chains": ("swift", "Chains.swift",
                     lambda: "".join(f"let x{i} = a" + ".b" * 900 + "\n" for i in range(n(200)))),
    "swift-brackets-budget": ("swift", "Brackets.swift",
                              lambda: "".join(f"let x{i} = " + "[" * 16 + "1" + "]" * 16 + "\n" for i in range(2))
                              + "".join(f"let y{i} = [[{i}, 2], [3]]\n" for i in range(n(20_000)))),
    "swift-near-4MiB": ("swift", "Big.swift", lambda: ordinary_swift(4_000_000 // 360)),
    "objc-chains": ("objc", "Chains.m", lambda: "void f() { x = a" + ".b" * n(400_000) + "; }\n"),
    "objc-nesting-127": ("objc", "Nesting.m",
                         lambda: "".join("void f() { x = " + "[" * 127 + "a" + "]" * 127 + "; }\n" for _ in range(n(200)))),
    "plist-100k-values": ("plist", "Info.plist", plist_fanout),
    "pbxproj-1M-settings": ("pbxproj", "P.xcodeproj/project.pbxproj", lambda: pbxproj_fanout(1_000, 1_000)),
}


def run(binary_path, tree):
    best = None
    for _ in range(RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-f", "%M", binary_path, "audit", tree, "--format", "json"],
                                capture_output=True, text=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if result.returncode not in (0, 1):
            sys.exit(f"{tree}: exit {result.returncode}\n{result.stderr}")
        peak = int(result.stderr.strip().splitlines()[-1]) / 1024
        report = json.loads(result.stdout)
        if best is None or cpu < best[0]:
            best = (cpu, wall, peak, len(report["problems"]))
    return best


def main():
    binary_path = binary()
    print(f"binary: {os.path.relpath(binary_path, ROOT)}; best of {RUNS}; scale {SCALE}")
    rows = []
    for name, (language, file_name, make) in FILES.items():
        tree = os.path.join(OUT, f"scale-{SCALE:g}", name)
        path = os.path.join(tree, file_name)
        if not os.path.exists(path):
            os.makedirs(os.path.dirname(path), exist_ok=True)
            contents = make()
            with open(path, "wb") as f:
                f.write(contents if isinstance(contents, bytes) else contents.encode())
        megabytes = os.path.getsize(path) / 1e6
        cpu, wall, peak, problems = run(binary_path, tree)
        rows.append((name, language, megabytes, cpu, wall, peak, problems))
    reference = {"swift": None, "objc": None}
    for name, language, mb, cpu, *_ in rows:
        if name == f"ordinary-{language}":
            reference[language] = cpu / mb
    print(f"{'file':22} {'MB':>6} {'CPU s':>7} {'wall s':>7} {'CPU s/MB':>9} {'ratio':>6} {'peak MB':>8}  problems")
    for name, language, megabytes, cpu, wall, peak, problems in rows:
        per_mb = cpu / megabytes
        ratio = f"{per_mb / reference[language]:6.2f}" if reference.get(language) else "     -"
        print(f"{name:22} {megabytes:6.2f} {cpu:7.2f} {wall:7.2f} {per_mb:9.2f} {ratio} {peak:8.0f}  {problems}")


if __name__ == "__main__":
    main()
