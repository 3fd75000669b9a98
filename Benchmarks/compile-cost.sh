#!/usr/bin/env bash
# The compile cost of gen's output: a debug build of the generated module of a synthetic API
# (Benchmarks/synthesize.py, 500 endpoints by default) on its own, as the one target of a
# throwaway package in Benchmarks/.work/, measured with /usr/bin/time -v.
#
# Usage: Benchmarks/compile-cost.sh [ENDPOINTS]       (default: 500)
#   RUNS=3        builds of the module to take the median of (after one warm-up build)
#   SKIP_BUILD=1  use the gen already built (Benchmarks/build-gen.sh)
#   PER_FILE=1    also compile each API file (Models*, Endpoints, Client, MockClient) as the one
#                 primary file of a frontend job: its own CPU time, peak memory and object size
#   PROFILE=1     also list the slowest function bodies to type-check (-debug-time-function-bodies)
#
# Reported: CPU seconds (user + sys of swift-build and every compiler process) and the peak
# resident memory of the largest process, for a clean debug build of the package (its one
# target is the module; manifest and build planning add ~2 CPU-s); medians of RUNS builds after
# one warm-up build. Targets: < 40 CPU-s and < 1 GB for 500 endpoints.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
n=${1:-500}
runs=${RUNS:-3}
api=Bench$n
work=$root/Benchmarks/.work/compile-cost-$n
package=$work/package
mkdir -p "$work"

gen=$("$root/Benchmarks/build-gen.sh")

echo "== generating the $n-endpoint module" >&2
python3 "$root/Benchmarks/synthesize.py" "$n" "$work/specs"
rm -rf "$package"
mkdir -p "$package/Sources"
"$gen" "$work/specs" --output "$package/Sources" > /dev/null
# The same settings as the generated modules of gen's own package (Package.swift).
cat > "$package/Package.swift" <<EOF
// swift-tools-version: 6.0
// Throwaway package written by Benchmarks/compile-cost.sh.
import PackageDescription

let package = Package(
    name: "CompileCost",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "$api", path: "Sources/$api", swiftSettings: [.unsafeFlags(["-warnings-as-errors"])])
    ],
    swiftLanguageModes: [.v6]
)
EOF
files=$(ls "$package/Sources/$api"/*.swift | wc -l)
lines=$(cat "$package/Sources/$api"/*.swift | wc -l)
echo "   $files files, $lines lines" >&2

cd "$package"
# Parses `/usr/bin/time -v` output: prints "cpu_seconds max_rss_kb".
measure() {
    local log=$1
    shift
    /usr/bin/time -v "$@" > "$log.out" 2> "$log" || { cat "$log.out" "$log" >&2; exit 1; }
    awk -F': ' '/User time/ {u=$2} /System time/ {s=$2} /Maximum resident/ {m=$2} END {printf "%.1f %d\n", u+s, m}' "$log"
}
# A clean build each time. (Touching every file instead is not the same: from the second
# incremental build on, the driver lets the emit-module job skip function bodies, and the
# module costs ~35% less than from clean.)
forget_module() { rm -rf .build; }

echo "== warm-up build (caches outside .build)" >&2
rm -rf .build
read -r warm_cpu warm_rss < <(measure "$work/warmup.time" swift build --target "$api")

results=()
for run in $(seq 1 "$runs"); do
    echo "== clean build $run of $runs" >&2
    forget_module
    results+=("$(measure "$work/build-$run.time" swift build --target "$api")")
done

python3 - "$n" "$lines" "$warm_cpu" "$warm_rss" "${results[@]}" <<'EOF'
import statistics, sys, datetime, platform
n, lines, warm_cpu, warm_rss = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
runs = [tuple(map(float, r.split())) for r in sys.argv[5:]]
cpu = statistics.median(r[0] for r in runs)
rss = statistics.median(r[1] for r in runs) / 1024 / 1024
print()
print(f"compile cost of the generated {n}-endpoint module ({lines} lines), debug build, {datetime.date.today()}, {platform.node()}")
print(f"  clean debug build: median {cpu:.1f} CPU-s, peak RSS {rss:.2f} GiB  (runs: {', '.join(f'{r[0]:.1f} s / {r[1] / 1024 / 1024:.2f} GiB' for r in runs)})")
print(f"  warm-up build:     {warm_cpu:.1f} CPU-s, peak RSS {warm_rss / 1024 / 1024:.2f} GiB")
if n == "500":
    print(f"  targets: CPU {'met' if cpu < 40 else 'MISSED'} ({cpu / 40:.2f}x of 40 s), memory {'met' if rss < 1 else 'MISSED'} ({rss:.2f}x of 1 GB)")
EOF

if [ -n "${PER_FILE:-}" ]; then
    echo
    echo "per file (one frontend job with that file as its only primary file):"
    sources=$(ls "$package/Sources/$api"/*.swift)
    for file in $(ls "$package/Sources/$api" | grep -v "^Runtime" | sed "s/\.swift$//"); do
        others=$(grep -v "/$file.swift\$" <<< "$sources")
        # The frontend skips LLVM code generation when the object it would write is already there
        # with the same IR hash, so an object left by an earlier run would hide most of the cost.
        rm -f "$work/$file.o"
        read -r cpu rss < <(measure "$work/$file.time" swiftc -frontend -c -primary-file "$package/Sources/$api/$file.swift" $others \
            -module-name "$api" -parse-as-library -Onone -g -swift-version 6 -o "$work/$file.o")
        awk -v f="$file" -v c="$cpu" -v r="$rss" -v o="$(stat -c %s "$work/$file.o")" -v l="$(wc -l < "$package/Sources/$api/$file.swift")" \
            'BEGIN { printf "  %-11s %6.1f CPU-s  %5.2f GB  object %5.1f MB  %6d lines\n", f, c, r / 1048576, o / 1048576, l }'
    done
fi

if [ -n "${PROFILE:-}" ]; then
    echo
    echo "slowest function bodies to type-check (ms):"
    forget_module
    swift build --target "$api" -Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies 2> /dev/null \
        | grep -E '^[0-9.]+ms' | sort -u | sort -rn | head -15 | sed "s|$package/Sources/$api/||g"
fi
