#!/usr/bin/env python3
"""Where a build leaves cores idle (issue #7): which code runs while only one thread is busy.

    Benchmarks/build/idle-cores.py BIN CONTENT [--frequency 2000] [--window 0.02]

Runs `BIN build --content CONTENT --timings` under `perf record -g` (output in a temporary folder
on /dev/shm when it is writable),
counts the samples of each thread in short windows, and for every window where one thread did
(nearly) all the work, attributes that thread's samples to the build phase (from `--timings`) and
to the innermost SceneDocs function on the stack. Prints, per phase, how many such samples there
were and the functions that took most of them. Instruction counts (callgrind) do not show this:
a serial step costs wall time on two cores even when its instructions are few.

Needs Linux `perf` (Debian: linux-perf) with permission to record (root, or
kernel.perf_event_paranoid ≤ 1). `perf` stretches the run; compare the counts between binaries,
not the seconds.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

OURS = re.compile(r"SiteGeneration|LinkResolution|ContentModel|Markup|CodeHighlighting|Templating|Parallelism")


def record(binary, content, frequency, folder):
    data = os.path.join(folder, "perf.data")
    output = os.path.join(folder, "site")
    run = subprocess.run(
        ["perf", "record", "-g", "-F", str(frequency), "-o", data, binary, "build", "--content", content,
         "--output", output, "--quiet", "--timings"],
        capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"perf record failed ({run.returncode}):\n{run.stderr}")
    phases = []
    for line in run.stderr.splitlines():
        match = re.match(r"^ *([0-9.]+) s +[0-9.]+ s CPU  (.+)$", line)
        if match:
            phases.append((match.group(2), float(match.group(1))))
    script = subprocess.run(["perf", "script", "-i", data, "-F", "tid,time,ip,sym"],
                            capture_output=True, text=True, check=True).stdout
    return phases, script


def samples_of(script):
    """(thread, time, frames innermost first) for each sample of `perf script`."""
    samples, current = [], None
    for line in script.splitlines():
        if not line.strip():
            if current:
                samples.append(current)
            current = None
        elif not line.startswith("\t"):
            fields = line.split()
            current = (int(fields[0]), float(fields[1].rstrip(":")), [])
        elif current:
            parts = line.strip().split(None, 1)
            current[2].append(parts[1] if len(parts) > 1 else "?")
    if current:
        samples.append(current)
    return samples


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary")
    parser.add_argument("content")
    parser.add_argument("--frequency", type=int, default=2000, help="samples per second and thread")
    parser.add_argument("--window", type=float, default=0.02, help="seconds per window")
    parser.add_argument("--top", type=int, default=6, help="functions listed per phase")
    args = parser.parse_args()
    # The site goes to memory when it can (as in run.sh): on this machine's disk, creating files
    # waits on the kernel, which would show up here as serial time.
    memory = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
    with tempfile.TemporaryDirectory(dir=memory) as folder:
        phases, script = record(args.binary, args.content, args.frequency, folder)
    samples = samples_of(script)
    if not samples or not phases:
        sys.exit("no samples or no --timings output")
    start = samples[0][1]
    bounds, total = [], 0.0
    for name, seconds in phases:
        total += seconds
        bounds.append((total, name))

    def phase(at):
        return next((name for end, name in bounds if at < end), "after the phases")

    windows = collections.defaultdict(list)
    for sample in samples:
        windows[int((sample[1] - start) / args.window)].append(sample)
    serial = collections.defaultdict(collections.Counter)
    for found in windows.values():
        threads = collections.Counter(sample[0] for sample in found)
        busiest, count = threads.most_common(1)[0]
        # One thread alone, or the others at under a quarter of its samples.
        if len(threads) > 1 and min(threads.values()) >= 0.25 * count:
            continue
        for thread, at, frames in found:
            if thread != busiest:
                continue
            ours = [frame for frame in frames if OURS.search(frame)]
            serial[phase(at - start)][(ours[0] if ours else frames[0] if frames else "?")[:120]] += 1
    milliseconds = 1000 / args.frequency
    print(f"samples taken while one thread worked alone ({milliseconds:g} ms each), by phase:")
    for name in [name for name, _ in phases] + ["after the phases"]:
        counts = serial.get(name)
        if not counts:
            continue
        print(f"\n{name}: {sum(counts.values())} samples (~{sum(counts.values()) * milliseconds:.0f} ms)")
        for function, count in counts.most_common(args.top):
            print(f"  {count:6d}  {function}")


if __name__ == "__main__":
    main()
