#!/usr/bin/env bash
# What the two open contract questions are worth: clean debug builds of the generated
# 500-endpoint module as generated, without its mock client, and without its mock client with
# models (and the endpoint enum) Equatable instead of Hashable, interleaved round by round so
# that the machine's drift hits every variant alike.
#
# Usage: Benchmarks/compile-cost-variants.sh        (after Benchmarks/compile-cost.sh, whose package it copies)
#   ROUNDS=3   rounds of one clean build per variant
#
# The variants are edits of the generated sources by sed, for measuring only: gen has no option
# that writes them.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
rounds=${ROUNDS:-3}
api=Bench500
source=$root/Benchmarks/.work/compile-cost-500/package
work=$root/Benchmarks/.work/compile-cost-variants
[ -d "$source/Sources/$api" ] || { echo "run Benchmarks/compile-cost.sh first: it writes $source" >&2; exit 2; }

variants=(as-generated no-mock no-mock-equatable)
rm -rf "$work"
for variant in "${variants[@]}"; do
    mkdir -p "$work/$variant"
    cp -r "$source/Package.swift" "$source/Sources" "$work/$variant/"
done
rm "$work/no-mock/Sources/$api/MockClient.swift" "$work/no-mock-equatable/Sources/$api/MockClient.swift"
(
    cd "$work/no-mock-equatable/Sources/$api"
    sed -i 's/Codable, Hashable, Sendable/Codable, Equatable, Sendable/; s/T: Codable & Hashable & Sendable/T: Codable \& Equatable \& Sendable/' Models*.swift
    sed -i 's/APIEndpoint, Hashable {/APIEndpoint, Equatable {/' Endpoints.swift
)

# Prints "cpu_seconds max_rss_kb" for one clean build of the package in the current folder.
clean_build() {
    rm -rf .build
    /usr/bin/time -v swift build --target "$api" > build.out 2> build.time || { cat build.out build.time >&2; exit 1; }
    awk -F': ' '/User time/ {u=$2} /System time/ {s=$2} /Maximum resident/ {m=$2} END {printf "%.1f %d\n", u+s, m}' build.time
}

for variant in "${variants[@]}"; do
    echo "== warm-up: $variant" >&2
    (cd "$work/$variant" && clean_build > /dev/null)
done
for round in $(seq 1 "$rounds"); do
    for variant in "${variants[@]}"; do
        read -r cpu rss < <(cd "$work/$variant" && clean_build)
        echo "$variant $cpu $rss" >> "$work/results"
        echo "   round $round, $variant: $cpu CPU-s" >&2
    done
done

python3 - "$work/results" <<'EOF'
import collections, statistics, sys
runs = collections.defaultdict(list)
for line in open(sys.argv[1]):
    variant, cpu, rss = line.split()
    runs[variant].append((float(cpu), int(rss)))
base = statistics.median(c for c, _ in runs["as-generated"])
print(f"clean debug builds of the 500-endpoint module, medians of {len(runs['as-generated'])} interleaved rounds")
for variant, values in runs.items():
    cpu = statistics.median(c for c, _ in values)
    rss = statistics.median(r for _, r in values) / 1024 / 1024
    print(f"  {variant:<18} {cpu:6.1f} CPU-s  {cpu / base:5.2f}x  peak {rss:.2f} GiB  (runs: {', '.join(f'{c:.1f}' for c, _ in values)})")
EOF
