#!/usr/bin/env bash
# Times gen itself on synthetic APIs (Benchmarks/synthesize.py) of 50, 500 and 2000 endpoints:
#
#   full       generation into an empty folder
#   no-change  a second run with nothing to change (checked to write no file), with gen's
#              up-to-date record (the default) and without it (GEN_CACHE=off: the whole
#              pipeline runs and the writer finds every file unchanged)
#   load       loading + validating the specs alone: the `load+validate` stage of
#              `gen --check --timing`, and the whole `gen --check` run beside it
#
# Usage: Benchmarks/generation.sh [SIZE...]        (default: 50 500 2000)
#   RUNS=10      timed runs per measurement (after one warm-up run)
#   SKIP_BUILD=1 use the gen already built (Benchmarks/build-gen.sh)
#
# Every figure is a median over RUNS, as wall-clock and as CPU time (user + sys): this
# machine is shared, and CPU time is what stays comparable when others are compiling.
# Results: a table on stdout and Benchmarks/.work/generation/results.json.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$root/Benchmarks/.work/generation
runs=${RUNS:-10}
if [ $# -gt 0 ]; then sizes=("$@"); else sizes=(50 500 2000); fi
mkdir -p "$work"

gen=$("$root/Benchmarks/build-gen.sh")
[ -x "$gen" ] || { echo "no $gen: build it or drop SKIP_BUILD" >&2; exit 1; }

bench() { python3 "$root/Benchmarks/bench.py" --runs "$runs" --warmup 1 "$@"; }

# The files of a folder with inode, size and modification time: equal before and after a run
# means the run wrote nothing (a rewrite, even of the same bytes, gets a new inode or mtime).
listing() { find "$1" -type f -printf '%P %i %s %T@\n' | sort; }

results=$work/results.jsonl
: > "$results"
for n in "${sizes[@]}"; do
    specs=$work/specs-$n
    out=$work/out-$n
    echo "== $n endpoints" >&2
    python3 "$root/Benchmarks/synthesize.py" "$n" "$specs"

    # The synthetic spec must be valid gen language: no error and no warning.
    rm -rf "$out"
    if ! "$gen" "$specs" --output "$out" > "$work/first-$n.log" 2>&1; then
        cat "$work/first-$n.log" >&2
        echo "gen rejected the synthetic spec of $n endpoints" >&2
        exit 1
    fi
    if grep -Eq ': (error|warning):' "$work/first-$n.log"; then
        cat "$work/first-$n.log" >&2
        echo "gen reported problems in the synthetic spec of $n endpoints" >&2
        exit 1
    fi
    lines=$(cat "$out"/*/*.swift | wc -l)

    echo "   full generation into an empty folder" >&2
    full=$(bench --prepare "rm -rf '$out'" -- "$gen" "$specs" --output "$out")

    echo "   no-change run (default: up-to-date record)" >&2
    "$gen" "$specs" --output "$out" > /dev/null
    before=$(listing "$out")
    nochange=$(bench -- "$gen" "$specs" --output "$out")
    summary=$("$gen" "$specs" --output "$out" --timing 2>&1)
    [ "$before" == "$(listing "$out")" ] || { echo "the no-change run wrote files" >&2; exit 1; }
    grep -q ' 0 written' <<< "$summary" || { echo "the no-change run did not report 0 written: $summary" >&2; exit 1; }
    grep -q 'up-to-date check' <<< "$summary" || echo "   note: the up-to-date record was not used: $summary" >&2

    echo "   no-change run (GEN_CACHE=off: whole pipeline)" >&2
    nochange_full=$(GEN_CACHE=off bench -- "$gen" "$specs" --output "$out")
    [ "$before" == "$(listing "$out")" ] || { echo "the no-change run (GEN_CACHE=off) wrote files" >&2; exit 1; }

    echo "   load + validate" >&2
    load=$(GEN_CACHE=off bench --stage load+validate -- "$gen" "$specs" --output "$out" --check --timing)

    printf '{"endpoints": %s, "lines": %s, "full": %s, "nochange": %s, "nochange_full": %s, "load": %s}\n' \
        "$n" "$lines" "$full" "$nochange" "$nochange_full" "$load" >> "$results"
done

python3 - "$results" "$work/results.json" "$runs" <<'EOF'
import json, platform, subprocess, sys, datetime
rows = [json.loads(line) for line in open(sys.argv[1])]
runs = sys.argv[3]
targets = {  # endpoints -> measurement -> milliseconds
    500: {"full": 500, "nochange": 50},
    2000: {"full": 2000, "load": 1000},
}
def cell(m, key="wall_ms"):
    return f"{m[key]['median']:.0f}"
def verdict(n, what, m):
    limit = targets.get(n, {}).get(what)
    if limit is None:
        return ""
    wall, cpu = m["wall_ms"]["median"], m["cpu_ms"]["median"]
    return f" ({'met' if wall < limit else 'MISSED'} wall {wall / limit:.2f}x, cpu {cpu / limit:.2f}x of {limit} ms)"
print()
print(f"gen generation benchmark, {datetime.date.today()}, {platform.node()}, medians of {runs} runs, ms wall / ms CPU")
print()
print("| endpoints | generated lines | full generation | no-change (record) | no-change (GEN_CACHE=off) | load+validate stage | `--check`, GEN_CACHE=off |")
print("|---:|---:|---:|---:|---:|---:|---:|")
for r in rows:
    n = r["endpoints"]
    print(f"| {n} | {r['lines']} | {cell(r['full'])} / {cell(r['full'], 'cpu_ms')} | {cell(r['nochange'])} / {cell(r['nochange'], 'cpu_ms')} "
          f"| {cell(r['nochange_full'])} / {cell(r['nochange_full'], 'cpu_ms')} | {r['load']['stage_ms']['median']:.0f} "
          f"| {cell(r['load'])} / {cell(r['load'], 'cpu_ms')} |")
print()
for r in rows:
    n = r["endpoints"]
    for what in ("full", "nochange"):
        v = verdict(n, what, r[what])
        if v:
            print(f"target {n} {what}:{v}")
    if n in targets and "load" in targets[n]:
        stage = r["load"]["stage_ms"]["median"]
        limit = targets[n]["load"]
        print(f"target {n} load+validate: {'met' if stage < limit else 'MISSED'} ({stage:.0f} ms = {stage / limit:.2f}x of {limit} ms, wall)")
json.dump(rows, open(sys.argv[2], "w"), indent=2)
EOF
