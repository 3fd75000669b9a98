#!/usr/bin/env bash
# gen's generated module against swift-openapi-generator's, for the same synthetic API
# (Benchmarks/synthesize.py and synthesize_openapi.py), built side by side on this machine and
# interleaved round by round, so that the machine's drift (other people's builds) hits both.
#
# Usage: Benchmarks/compile-cost-compare.sh [ENDPOINTS]      (default: 500)
#   ROUNDS=3      rounds (after a first build of each package, not measured)
#   SKIP_BUILD=1  use the gen already built (Benchmarks/build-gen.sh) and the generator already built by
#                 Benchmarks/compile-cost-reference.sh
#   EDIT=order    the resource whose model gets one more field in the edit (see below)
#   GEN=path      another gen executable to measure (e.g. an older build), instead of build-gen.sh's
#   TOOLS="gen"   measure only gen's side (default "gen reference"); ratios need both
#   GEN_INPUT=openapi  gen generates from the same OpenAPI document as the other generator
#                 (docs/openapi.md) instead of from its own spec
#   DOCUMENT=path a real OpenAPI document instead of the synthetic API: both generators read it
#                 (gen directly, as with GEN_INPUT=openapi), the module is named after the
#                 file, and there is no edit step
#
# First, for each package, `rm -rf .build` and a build of what the generated module needs (and
# of the system modules' cache): for gen's, its modules once; the runtime package (swift-openapi-runtime, swift-http-types) for
# swift-openapi-generator's, measured and reported apart but not counted (gen's modules need
# no runtime package). Then each round, for each tool (the order alternates from round to round):
#   clean  what compiling the module produced removed (objects, dependency records and priors
#          in `.build/debug/<Module>.build`, `Modules/<Module>.*`), then a debug build of the
#          generated API module: the driver finds no earlier build of it and compiles it all. For gen, then its
#          `<API>Mocks` module on top (measured apart: only test targets build it).
#   edit   the spec with one more field in one model (`--add-field`), regenerated into the same
#          folder, and the module rebuilt incrementally: the generator's CPU time plus the
#          build's. For gen, then the `<API>Mocks` module's rebuild, apart. The files the
#          generator rewrote are listed.
# Then the sources are regenerated from the unedited spec for the next round.
#
# Measured with /usr/bin/time -v around each command: CPU seconds (user + sys of the command
# and every process it waited for: swift-build, the driver, every frontend job) and the peak
# resident memory of the largest process. Work goes to Benchmarks/.work/compare-N (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
n=${1:-500}
rounds=${ROUNDS:-3}
edit=${EDIT:-order}
api=Bench$n
document=${DOCUMENT:-}
if [ -n "$document" ]; then
    document=$(cd "$(dirname "$document")" && pwd)/$(basename "$document")
    api=$(basename "$document" | cut -d. -f1)
    n=$api
fi
work=$root/Benchmarks/.work/compare-$n
mkdir -p "$work"

gen=${GEN:-$("$root/Benchmarks/build-gen.sh")}

# The generator's tool, built once by a throwaway package (as compile-cost-reference.sh does).
tool=$root/Benchmarks/.work/reference-$n/tool
generator=$tool/.build/release/swift-openapi-generator
if [ -z "${SKIP_BUILD:-}" ] || [ ! -x "$generator" ]; then
    mkdir -p "$tool/Sources/Placeholder"
    cat > "$tool/Package.swift" <<'EOF'
// swift-tools-version: 6.0
// Throwaway package written by Benchmarks/compile-cost-compare.sh: builds the generator's tool.
import PackageDescription

let package = Package(
    name: "ReferenceTool",
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")],
    targets: [.target(name: "Placeholder")]
)
EOF
    echo "// Placeholder: the package exists to build swift-openapi-generator." > "$tool/Sources/Placeholder/Placeholder.swift"
    echo "== building swift-openapi-generator (release; first time takes minutes)" >&2
    (cd "$tool" && swift build -c release --product swift-openapi-generator >&2)
fi

if [ -n "$document" ]; then
    echo "== $document, read by both generators" >&2
    rm -rf "${work:?}/specs" "$work/openapi.json"
    mkdir -p "$work/specs"
    ln -s "$document" "$work/openapi.json"
    ln -s "$document" "$work/specs/$(basename "$document")"
else
    echo "== the $n-endpoint API, as gen's specs and as OpenAPI, each unedited and with one more field in $edit" >&2
    python3 "$root/Benchmarks/synthesize.py" "$n" "$work/specs"
    python3 "$root/Benchmarks/synthesize.py" "$n" "$work/specs-edited" --add-field "$edit"
    python3 "$root/Benchmarks/synthesize_openapi.py" "$n" "$work/openapi.json"
    python3 "$root/Benchmarks/synthesize_openapi.py" "$n" "$work/openapi-edited.json" --add-field "$edit"
fi
if [ -z "$document" ] && [ "${GEN_INPUT:-spec}" = openapi ]; then
    # gen's specs folders hold the OpenAPI documents instead, named so the API is still $api.
    for folder in specs specs-edited; do
        rm -rf "${work:?}/$folder"
        mkdir -p "$work/$folder"
    done
    ln -s "$work/openapi.json" "$work/specs/$api.openapi.json"
    ln -s "$work/openapi-edited.json" "$work/specs-edited/$api.openapi.json"
fi
cat > "$work/openapi-generator-config.yaml" <<'EOF'
generate: [types, client]
accessModifier: public
namingStrategy: idiomatic
EOF

# gen's package: the API module and its mocks' module, with the settings of gen's own package.
ours=$work/gen
rm -rf "$ours"
mkdir -p "$ours/Sources"
cat > "$ours/Package.swift" <<EOF
// swift-tools-version: 6.0
// Throwaway package written by Benchmarks/compile-cost-compare.sh.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let package = Package(
    name: "CompileCost",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "$api", path: "Sources/$api", swiftSettings: strict),
        .target(name: "${api}Mocks", dependencies: ["$api"], path: "Sources/${api}Mocks", swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
EOF
# swift-openapi-generator's package: its module on the runtime package.
theirs=$work/reference
rm -rf "$theirs"
mkdir -p "$theirs/Sources/Reference"
cat > "$theirs/Package.swift" <<'EOF'
// swift-tools-version: 6.0
// Throwaway package written by Benchmarks/compile-cost-compare.sh.
import PackageDescription

let package = Package(
    name: "Reference",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4")],
    targets: [
        .target(name: "Reference", dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")])
    ],
    swiftLanguageModes: [.v6]
)
EOF

generate_ours() { "$gen" "$1" --output "$ours/Sources" > /dev/null; }
generate_theirs() {
    "$generator" generate "$1" --config "$work/openapi-generator-config.yaml" --output-directory "$theirs/Sources/Reference" > /dev/null 2>&1
}

# Prints "cpu_seconds max_rss_kb" of one command, run in the current folder.
measure() {
    local log=$1
    shift
    /usr/bin/time -v "$@" > "$log.out" 2> "$log" || { cat "$log.out" "$log" >&2; exit 1; }
    awk -F': ' '/User time/ {u=$2} /System time/ {s=$2} /Maximum resident/ {m=$2} END {printf "%.2f %d\n", u+s, m}' "$log"
}
# Modification times of a folder's Swift files, to tell which ones a generator rewrote.
stamps() { find "$1" -name '*.swift' -printf '%P %T@\n' | sort; }
rewritten() { comm -13 "$1" "$2" | awk '{print $1}' | sed 's|.*/||' | sort -u | paste -sd' ' -; }

generate_ours "$work/specs"
generate_theirs "$work/openapi.json"
# Removes what compiling a module produced (objects, dependency records, the module), so that
# the next build compiles it from scratch; keeps the files SwiftPM writes when it plans the
# build (output-file-map.json, sources), which it would not write again.
forget() {
    find ".build/debug/$1.build" -maxdepth 1 -type f ! -name output-file-map.json ! -name sources -delete
    rm -f .build/debug/Modules/"$1".*
}
echo "   gen: $(cat "$ours/Sources/$api"/*.swift | wc -l) lines in $(ls "$ours/Sources/$api" | wc -l) files, mocks $(cat "$ours/Sources/${api}Mocks"/*.swift | wc -l) lines;" \
    "swift-openapi-generator: $(cat "$theirs/Sources/Reference"/*.swift | wc -l) lines in $(ls "$theirs/Sources/Reference" | wc -l) files" >&2

tools=${TOOLS:-gen reference}
results=$work/results
: > "$results"
echo "== first builds" >&2
(cd "$ours" && rm -rf .build && swift build --target "${api}Mocks" > "$work/first-gen.out" 2>&1)
(
    cd "$theirs"
    rm -rf .build
    m=$(measure "$work/reference-runtime.time" swift build --target OpenAPIRuntime)
    echo "reference-runtime $m" >> "$results"
)
round_ours() {
    local r=$1 m cpu rss gcpu grss before after
    cd "$ours"
    generate_ours "$work/specs"
    forget "$api"
    forget "${api}Mocks"
    m=$(measure "$work/gen-clean-$r.time" swift build --target "$api")
    read -r cpu rss <<< "$m"
    echo "gen-clean $cpu $rss" >> "$results"
    m=$(measure "$work/gen-mocks-clean-$r.time" swift build --target "${api}Mocks")
    read -r cpu rss <<< "$m"
    echo "gen-mocks-clean $cpu $rss" >> "$results"
    if [ -n "$document" ]; then
        echo "   round $r, gen: $(grep -E '^gen-clean ' "$results" | tail -1 | awk '{printf "%s %s CPU-s; ", $1, $2}')" >&2
        return
    fi
    before=$(mktemp) after=$(mktemp)
    stamps Sources > "$before"
    m=$(measure "$work/gen-generate-$r.time" "$gen" "$work/specs-edited" --output Sources)
    read -r gcpu grss <<< "$m"
    stamps Sources > "$after"
    echo "gen-rewrote $(rewritten "$before" "$after")" >> "$results"
    m=$(measure "$work/gen-edit-$r.time" swift build --target "$api")
    read -r cpu rss <<< "$m"
    echo "gen-edit $(awk -v a="$cpu" -v b="$gcpu" 'BEGIN {print a + b}') $((rss > grss ? rss : grss)) $gcpu $cpu" >> "$results"
    m=$(measure "$work/gen-mocks-edit-$r.time" swift build --target "${api}Mocks")
    read -r cpu rss <<< "$m"
    echo "gen-mocks-edit $cpu $rss" >> "$results"
    rm -f "$before" "$after"
    echo "   round $r, gen: $(grep -E '^gen-(clean|edit) ' "$results" | tail -2 | awk '{printf "%s %s CPU-s; ", $1, $2}')" >&2
}
round_theirs() {
    local r=$1 m cpu rss gcpu grss before after
    cd "$theirs"
    generate_theirs "$work/openapi.json"
    forget Reference
    m=$(measure "$work/reference-clean-$r.time" swift build --target Reference)
    read -r cpu rss <<< "$m"
    echo "reference-clean $cpu $rss" >> "$results"
    if [ -n "$document" ]; then
        echo "   round $r, swift-openapi-generator: $(grep -E '^reference-clean ' "$results" | tail -1 | awk '{printf "%s %s CPU-s; ", $1, $2}')" >&2
        return
    fi
    before=$(mktemp) after=$(mktemp)
    stamps Sources > "$before"
    m=$(measure "$work/reference-generate-$r.time" "$generator" generate "$work/openapi-edited.json" \
        --config "$work/openapi-generator-config.yaml" --output-directory Sources/Reference)
    read -r gcpu grss <<< "$m"
    stamps Sources > "$after"
    echo "reference-rewrote $(rewritten "$before" "$after")" >> "$results"
    m=$(measure "$work/reference-edit-$r.time" swift build --target Reference)
    read -r cpu rss <<< "$m"
    echo "reference-edit $(awk -v a="$cpu" -v b="$gcpu" 'BEGIN {print a + b}') $((rss > grss ? rss : grss)) $gcpu $cpu" >> "$results"
    rm -f "$before" "$after"
    echo "   round $r, swift-openapi-generator: $(grep -E '^reference-(clean|edit) ' "$results" | tail -2 | awk '{printf "%s %s CPU-s; ", $1, $2}')" >&2
}
tools=${TOOLS:-gen reference}
has() { [[ " $tools " == *" $1 "* ]]; }
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then
        if has gen; then (round_ours "$round"); fi
        if has reference; then (round_theirs "$round"); fi
    else
        if has reference; then (round_theirs "$round"); fi
        if has gen; then (round_ours "$round"); fi
    fi
done

python3 - "$results" "$n" <<'EOF'
import collections, statistics, sys
rows, rewrote = collections.defaultdict(list), collections.defaultdict(set)
for line in open(sys.argv[1]):
    kind, *rest = line.split()
    if kind.endswith("-rewrote"):
        rewrote[kind[: -len("-rewrote")]].add(" ".join(rest) or "(none)")
    else:
        rows[kind].append([float(x) for x in rest])
def med(kind, column=0):
    return statistics.median(r[column] for r in rows[kind])
def gib(kind):
    return med(kind, 1) / 1048576
print(f"\n{'the ' + sys.argv[2] + '-endpoint API' if sys.argv[2].isdigit() else sys.argv[2]}, medians of {len(rows['gen-clean'])} interleaved rounds (CPU-s = user + sys of the whole process tree)")
names = {
    "gen-clean": "gen: API module, clean debug build",
    "gen-mocks-clean": "gen: Mocks module, built on it",
    "reference-clean": "swift-openapi-generator: module, clean",
    "reference-runtime": "  its runtime package (not counted)",
    "gen-edit": "gen: one-field edit, regenerate + rebuild",
    "gen-mocks-edit": "gen: Mocks module, rebuilt after it",
    "reference-edit": "swift-openapi-generator: the same edit",
}
for kind, label in names.items():
    if kind in rows:
        runs = ", ".join(f"{r[0]:.1f}" for r in rows[kind])
        extra = ""
        if kind.endswith("-edit") and len(rows[kind][0]) > 2:
            extra = f"  (generate {med(kind, 2):.2f} + build {med(kind, 3):.1f})"
        print(f"  {label:<44} {med(kind):7.1f} CPU-s  peak {gib(kind):5.2f} GiB  (runs: {runs}){extra}")
for part in ("clean", "edit"):
    if not rows[f"gen-{part}"] or not rows[f"reference-{part}"]:
        continue
    cpu = med(f"gen-{part}") / med(f"reference-{part}")
    rss = gib(f"gen-{part}") / gib(f"reference-{part}")
    print(f"  {part}: gen / swift-openapi-generator = {cpu:.3f} CPU, {rss:.3f} peak memory")
for tool in ("gen", "reference"):
    if tool in rewrote:
        print(f"  files the edit rewrote, {tool}: {' | '.join(sorted(rewrote[tool]))}")
EOF
