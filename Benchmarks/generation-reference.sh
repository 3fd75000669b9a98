#!/usr/bin/env bash
# Generation speed against a yardstick: gen's full generation and swift-openapi-generator
# 1.14.3's generation (types and client) of the same synthetic API, gen's spec from
# Benchmarks/synthesize.py and the OpenAPI document from Benchmarks/synthesize_openapi.py,
# timed interleaved round by round in one run, so that both see the same machine.
#
# gen is timed twice: from its own spec, and from the very OpenAPI document the other
# generator reads (docs/openapi.md), as `gen FOLDER` with that document alone in FOLDER.
#
# Usage: Benchmarks/generation-reference.sh [SIZE...]       (default: 500 2000)
#   RUNS=5       measured rounds (after one warm-up round); each round runs every size, gen then
#                the other generator
#   GEN_REPEAT=9 runs of each gen per round, the round's figure their median: one run of gen
#                (tens of ms) moves by ±15% on a shared VM, one of the other generator (seconds)
#                by a few percent
#   SKIP_BUILD=1 use the gen already built (Benchmarks/build-gen.sh: release, and on Linux with
#                the Swift libraries linked in; LINK=dynamic for the one `swift run` builds)
#   GEN=path     time this gen executable instead (its templates folder must be beside it)
#   BASELINE=path  also time this other gen executable in the same rounds (an older build, say,
#                to compare before and after a change); reported as its own rows
#   OUTPUT_ROOT=dir  write both tools' output under dir (say /dev/shm) instead of the work folder:
#                on ext4, a file created where one was just deleted costs the kernel 0.1–0.6 ms,
#                and gen writes 54 files at 500 endpoints where the other writes 2, so the file
#                system's noise (±30 ms a run) can hide a change in gen
#
# gen: `gen SPECS --output OUT` into an empty folder, as a user runs it (its up-to-date record
# cannot apply to an empty folder). The other: `swift-openapi-generator generate` into an empty
# folder. Reported: medians of CPU time (user + sys, from wait4) and of wall time, and the
# ratio gen / other of the CPU medians. Results: a table on stdout and
# Benchmarks/.work/generation-reference/results.json.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$root/Benchmarks/.work/generation-reference
runs=${RUNS:-5}
if [ $# -gt 0 ]; then sizes=("$@"); else sizes=(500 2000); fi
mkdir -p "$work"

if [ -n "${GEN:-}" ]; then
    gen=$(cd "$(dirname "$GEN")" && pwd)/$(basename "$GEN")
else
    gen=$("$root/Benchmarks/build-gen.sh")
fi
[ -x "$gen" ] || { echo "no $gen: build it or drop SKIP_BUILD" >&2; exit 1; }
generator=$("$root/Benchmarks/openapi-generator-tool.sh")
baseline=""
if [ -n "${BASELINE:-}" ]; then
    baseline=$(cd "$(dirname "$BASELINE")" && pwd)/$(basename "$BASELINE")
    [ -x "$baseline" ] || { echo "no $baseline" >&2; exit 1; }
fi

cat > "$work/openapi-generator-config.yaml" <<'EOF'
generate: [types, client]
accessModifier: public
namingStrategy: idiomatic
EOF

for n in "${sizes[@]}"; do
    echo "== $n endpoints: the spec folder and the OpenAPI document" >&2
    python3 "$root/Benchmarks/synthesize.py" "$n" "$work/specs-$n" > /dev/null
    python3 "$root/Benchmarks/synthesize_openapi.py" "$n" "$work/openapi-$n.json"
    rm -rf "$work/openapi-specs-$n"
    mkdir -p "$work/openapi-specs-$n"
    ln -s "$work/openapi-$n.json" "$work/openapi-specs-$n/Synthetic.openapi.json"
done

OUTPUT_ROOT=${OUTPUT_ROOT:-$work} GEN_REPEAT=${GEN_REPEAT:-9} python3 - "$work" "$gen" "$generator" "$runs" "$baseline" "${sizes[@]}" <<'EOF'
import datetime, json, os, platform, shutil, statistics, sys
sys.path.insert(0, os.path.join(os.getcwd(), "Benchmarks"))
from bench import run_once

work, gen, generator, runs, baseline = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
sizes = [int(n) for n in sys.argv[6:]]
env = dict(os.environ)
gens = {"gen": gen, "baseline": baseline} if baseline else {"gen": gen}
gens["gen-openapi"] = gen
tools = list(gens) + ["other"]
names = {"gen": "gen", "baseline": "gen (baseline)", "gen-openapi": "gen, from the OpenAPI document", "other": "swift-openapi-generator"}

def command(tool, n):
    out = os.path.join(os.environ["OUTPUT_ROOT"], f"out-{tool}-{n}")
    if tool == "gen-openapi":
        return out, [gens[tool], os.path.join(work, f"openapi-specs-{n}"), "--output", out]
    if tool in gens:
        return out, [gens[tool], os.path.join(work, f"specs-{n}"), "--output", out]
    return out, [generator, "generate", os.path.join(work, f"openapi-{n}.json"),
                 "--config", os.path.join(work, "openapi-generator-config.yaml"), "--output-directory", out]

repeat = int(os.environ["GEN_REPEAT"])

def run_one(tool, n):
    out, argv = command(tool, n)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    code, wall, cpu, stdout, stderr = run_once(argv, env)
    if code != 0:
        sys.exit(f"{' '.join(argv)} exited {code}:\n{stdout}{stderr}")
    if tool in gens and (": error:" in stderr or ": warning:" in stderr):
        sys.exit(f"gen reported problems in the synthetic spec of {n} endpoints:\n{stderr}")
    return wall, cpu

def run(tool, n):
    """One round's figure: a run of the other generator, the median of `repeat` runs of a gen."""
    runs = [run_one(tool, n) for _ in range(repeat if tool in gens else 1)]
    return statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs)

times = {(tool, n): {"wall": [], "cpu": []} for n in sizes for tool in tools}
for round in range(runs + 1):
    label = "warm-up round" if round == 0 else f"round {round} of {runs}"
    print(f"== {label}", file=sys.stderr)
    for n in sizes:
        for tool in tools:
            wall, cpu = run(tool, n)
            print(f"   {n} endpoints, {names[tool]}: "
                  f"{cpu:.0f} ms CPU, {wall:.0f} ms wall", file=sys.stderr)
            if round > 0:
                times[(tool, n)]["wall"].append(wall)
                times[(tool, n)]["cpu"].append(cpu)

def lines(folder):
    total = 0
    for base, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(base, name), "rb") as f:
                    total += f.read().count(b"\n")
    return total

rows = []
for n in sizes:
    row = {"endpoints": n}
    for tool in tools:
        t = times[(tool, n)]
        row[tool] = {"cpu_ms": t["cpu"], "wall_ms": t["wall"],
                     "cpu_median": statistics.median(t["cpu"]), "wall_median": statistics.median(t["wall"]),
                     "lines": lines(command(tool, n)[0])}
    for tool in gens:
        row[tool]["ratio"] = row[tool]["cpu_median"] / row["other"]["cpu_median"]
    row["ratio"] = row["gen"]["ratio"]
    rows.append(row)

print()
print(f"gen against swift-openapi-generator 1.14.3, {datetime.date.today()}, {platform.node()}, "
      f"medians of {runs} interleaved rounds, each gen's figure in a round the median of {repeat} runs (CPU = user + sys)")
print()
print("| endpoints | gen | gen CPU (wall) | swift-openapi-generator CPU (wall) | gen / it (CPU) | target <= 0.01 |")
print("|---:|---|---:|---:|---:|---|")
for r in rows:
    o = r["other"]
    for tool in gens:
        g = r[tool]
        print(f"| {r['endpoints']} | {names[tool]} | {g['cpu_median'] / 1000:.3f} s ({g['wall_median'] / 1000:.3f} s) "
              f"| {o['cpu_median'] / 1000:.2f} s ({o['wall_median'] / 1000:.2f} s) | {g['ratio']:.4f} "
              f"| {'met' if g['ratio'] <= 0.01 else 'missed'} |")
print()
for r in rows:
    print(f"{r['endpoints']} endpoints: gen wrote {r['gen']['lines']:,} lines, "
          f"swift-openapi-generator {r['other']['lines']:,}; gen CPU per round (ms): "
          + ", ".join(f"{c:.0f}" for c in r["gen"]["cpu_ms"])
          + ("; baseline's: " + ", ".join(f"{c:.0f}" for c in r["baseline"]["cpu_ms"]) if baseline else "")
          + "; its: " + ", ".join(f"{c:.0f}" for c in r["other"]["cpu_ms"]))
with open(os.path.join(work, "results.json"), "w") as f:
    json.dump({"date": str(datetime.date.today()), "gen": gen, "baseline": baseline or None, "runs": runs, "gen_repeat": repeat,
               "rows": rows}, f, indent=2)
EOF
