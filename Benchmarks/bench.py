#!/usr/bin/env python3
"""Runs a command several times and prints medians of its wall-clock and CPU time as JSON.

    python3 Benchmarks/bench.py --runs 10 --warmup 1 [--prepare 'rm -rf out'] [--stage load+validate] -- gen Specs

The machines this runs on are shared, so wall-clock time swings with other people's builds;
CPU time (user + sys of the command and its children, from wait4) is much steadier and is
reported beside it. `--stage NAME` also collects the milliseconds `gen --timing` prints for
that stage (`gen: timing: NAME 12.3 ms, ...`). `--prepare` runs (untimed, through the shell)
before every run, warm-ups included. A run that exits non-zero stops the benchmark.

Output, one line: {"runs": 10, "wall_ms": {"median": .., "min": .., "max": ..}, "cpu_ms": {...}, "stage_ms": {...}}
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(command, env):
    # Output goes to files (a full pipe cannot stall the command); wait4 gives its rusage.
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=err, env=env)
        _, status, usage = os.wait4(process.pid, 0)
        wall = (time.perf_counter() - started) * 1000
        process.returncode = os.waitstatus_to_exitcode(status)
        cpu = (usage.ru_utime + usage.ru_stime) * 1000
        out.seek(0)
        err.seek(0)
        return process.returncode, wall, cpu, out.read().decode(errors="replace"), err.read().decode(errors="replace")


def summary(values):
    if not values:
        return None
    return {"median": round(statistics.median(values), 1), "min": round(min(values), 1), "max": round(max(values), 1)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--prepare", help="shell command run before each run, untimed")
    parser.add_argument("--stage", help="a `gen --timing` stage whose milliseconds to collect")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no command")
    env = dict(os.environ)
    walls, cpus, stages = [], [], []
    for index in range(args.warmup + args.runs):
        if args.prepare:
            subprocess.run(args.prepare, shell=True, check=True)
        code, wall, cpu, stdout, stderr = run_once(command, env)
        if code != 0:
            sys.stderr.write(f"bench.py: {' '.join(command)} exited {code}\n{stdout}{stderr}")
            sys.exit(1)
        if index < args.warmup:
            continue
        walls.append(wall)
        cpus.append(cpu)
        if args.stage:
            match = re.search(r"gen: timing: .*?\b" + re.escape(args.stage) + r" ([0-9.]+) ms", stderr)
            if not match:
                sys.stderr.write(f"bench.py: no '{args.stage}' stage in the output of {' '.join(command)}:\n{stderr}")
                sys.exit(1)
            stages.append(float(match.group(1)))
    result = {"runs": args.runs, "wall_ms": summary(walls), "cpu_ms": summary(cpus)}
    if args.stage:
        result["stage_ms"] = summary(stages)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
