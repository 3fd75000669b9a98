#!/usr/bin/env bash
# gen on real public OpenAPI documents, read by path from the shared corpus (never copied into
# the repository): for each document, gen's generation time, what it skipped (warnings) and
# approximated (the comments `gen import` writes), and a clean debug build of the module it
# generates, with warnings as errors (then its `<Name>Mocks` module, which must build too).
#
# Usage: Benchmarks/openapi-corpus.sh [DOCUMENT...]    (default: every *.openapi.* in CORPUS)
#   CORPUS=dir    the documents' folder (default: ../shared/corpus/openapi beside the repository)
#   RUNS=5        timed generation runs per document (after one warm-up), medians reported
#   SKIP_BUILD=1  use the gen already built (Benchmarks/build-gen.sh)
#   NO_COMPILE=1  generation only
#
# Generation: `gen SPECS --output OUT` into an empty folder, CPU = user + sys (bench.py).
# Build: a throwaway package with one target per document (Benchmarks/.work/openapi-corpus);
# after one build of the first target (SwiftPM's plan and the system modules' cache), each
# module is built from clean in turn (its own build products removed), timed with
# /usr/bin/time: CPU seconds of the whole build and peak memory of its largest process.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
corpus=${CORPUS:-$root/../shared/corpus/openapi}
work=$root/Benchmarks/.work/openapi-corpus
runs=${RUNS:-5}
mkdir -p "$work"

gen=$("$root/Benchmarks/build-gen.sh")

if [ $# -gt 0 ]; then documents=("$@"); else documents=("$corpus"/*.openapi.*); fi
names=()
rows=()
for document in "${documents[@]}"; do
    file=$(basename "$document")
    name=${file%%.*}
    names+=("$name")
    rm -rf "$work/$name"
    mkdir -p "$work/$name/specs"
    ln -s "$(cd "$(dirname "$document")" && pwd)/$file" "$work/$name/specs/$file"
    echo "== $name: generating ($runs runs)" >&2
    timing=$(python3 "$root/Benchmarks/bench.py" --runs "$runs" --warmup 1 --prepare "rm -rf '$work/$name/out'" -- \
        "$gen" "$work/$name/specs" --output "$work/$name/out")
    "$gen" "$work/$name/specs" --output "$work/$name/out" > /dev/null 2> "$work/$name/messages.txt" || {
        cat "$work/$name/messages.txt" >&2
        echo "gen failed on $file" >&2
        exit 1
    }
    "$gen" import "$work/$name/specs/$file" --output "$work/$name/$name.yaml" 2> /dev/null
    operations=$(grep -cE '^      (get|put|post|delete|patch|head): ' "$work/$name/$name.yaml" || true)
    warnings=$(grep -c ': warning: ' "$work/$name/messages.txt" || true)
    errors=$(grep -c ': error: ' "$work/$name/messages.txt" || true)
    notes=$(grep -cE '^ *# approximated: ' "$work/$name/$name.yaml" || true)
    lines=$(cat "$work/$name/out/$name"/*.swift | wc -l)
    cpu=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["cpu_ms"]["median"])' "$timing")
    rows+=("$name|$operations|$cpu|$warnings|$notes|$lines|$errors")
done

compile=()
if [ -z "${NO_COMPILE:-}" ]; then
    package=$work/package
    mkdir -p "$package/Sources"
    {
        echo '// swift-tools-version: 6.0'
        echo '// Throwaway package written by Benchmarks/openapi-corpus.sh: one target per generated module.'
        echo 'import PackageDescription'
        echo 'let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]'
        echo 'let package = Package(name: "Corpus", platforms: [.macOS(.v13)], targets: ['
        for name in "${names[@]}"; do
            echo "    .target(name: \"$name\", swiftSettings: strict),"
            echo "    .target(name: \"${name}Mocks\", dependencies: [\"$name\"], swiftSettings: strict),"
        done
        echo '])'
    } > "$package/Package.swift"
    for name in "${names[@]}"; do
        rm -rf "$package/Sources/$name" "$package/Sources/${name}Mocks"
        ln -s "$work/$name/out/$name" "$package/Sources/$name"
        ln -s "$work/$name/out/${name}Mocks" "$package/Sources/${name}Mocks"
    done
    echo "== first build of ${names[0]} (plan and module cache; not measured)" >&2
    swift build --package-path "$package" --target "${names[0]}" > "$work/first-build.txt" 2>&1 || true
    for name in "${names[@]}"; do
        # What compiling the module produced goes; SwiftPM's plan of it (its output file map
        # and source list) stays, as SwiftPM would not write it again.
        if [ -d "$package/.build/debug/$name.build" ]; then
            find "$package/.build/debug/$name.build" -maxdepth 1 -type f ! -name output-file-map.json ! -name sources -delete
        fi
        rm -f "$package/.build/debug/Modules/$name".*
        echo "== $name: clean debug build" >&2
        if /usr/bin/time -f '%U %S %M' -o "$work/$name/time.txt" swift build --package-path "$package" --target "$name" > "$work/$name/build.txt" 2>&1; then
            read -r user system peak < "$work/$name/time.txt"
            mocks="mocks build"
            swift build --package-path "$package" --target "${name}Mocks" > "$work/$name/build-mocks.txt" 2>&1 || mocks="MOCKS FAILED (see $work/$name/build-mocks.txt)"
            compile+=("$(python3 -c "print(f'{$user + $system:.1f} CPU-s, {$peak / 1048576:.2f} GiB')"); $mocks")
        else
            grep -E 'error:' "$work/$name/build.txt" | head -5 >&2
            compile+=("FAILED (see $work/$name/build.txt)")
        fi
    done
fi

echo
echo "gen on the OpenAPI corpus, $(date +%F), $(uname -n), generation medians of $runs runs (CPU = user + sys)"
echo
echo "| document | operations | gen CPU | warnings (skipped) | notes (approximated) | generated lines | module build (debug, clean) |"
echo "|---|---:|---:|---:|---:|---:|---|"
for i in "${!rows[@]}"; do
    IFS='|' read -r name operations cpu warnings notes lines errors <<< "${rows[$i]}"
    printf '| %s | %s | %.0f ms | %s | %s | %s | %s |\n' "$name" "$operations" "$cpu" "$warnings" "$notes" "$lines" "${compile[$i]:-not built}"
done
