#!/usr/bin/env bash
# What gen costs to build: a clean debug build of the `gen` product (what the build plugin
# builds on every consumer's machine), at an earlier commit and at this one, interleaved round
# by round so that the machine's drift hits both. Optionally, beside them, a throwaway package
# that builds OpenAPIKit 6.4.0 (the OpenAPI model swift-openapi-generator reads documents with),
# for what reading OpenAPI through it would have added.
#
# Usage: Benchmarks/gen-build-cost.sh [BEFORE]            (default: 3b08338^, the last commit
#                                                          before gen read OpenAPI documents)
#   ROUNDS=3       rounds
#   OPENAPIKIT=1   also build OpenAPIKit (OpenAPIKitCore, OpenAPIKit, OpenAPIKit30) each round
#
# Each build: `swift package resolve` once, then each round `rm -rf` of the debug build folder
# and `swift build --product gen` (or `swift build` for OpenAPIKit's package) under
# /usr/bin/time: CPU seconds (user + sys of the whole process tree) and the peak resident memory
# of the largest process. Work goes to Benchmarks/.work/gen-build (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
before=${1:-3b08338^}
rounds=${ROUNDS:-3}
work=$root/Benchmarks/.work/gen-build
rm -rf "$work"
mkdir -p "$work/before" "$work/now"
git archive "$before" | tar -x -C "$work/before"
git archive HEAD | tar -x -C "$work/now"
packages=(before now)
if [ -n "${OPENAPIKIT:-}" ]; then
    mkdir -p "$work/openapikit/Sources/Reader"
    cat > "$work/openapikit/Package.swift" <<'EOF'
// swift-tools-version: 6.0
// Throwaway package written by Benchmarks/gen-build-cost.sh: builds OpenAPIKit 6.4.0.
import PackageDescription

let package = Package(
    name: "OpenAPIKitCost",
    dependencies: [.package(url: "https://github.com/mattpolzin/OpenAPIKit", exact: "6.4.0")],
    targets: [
        .target(
            name: "Reader",
            dependencies: [
                .product(name: "OpenAPIKit", package: "OpenAPIKit"), .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
            ])
    ]
)
EOF
    echo "import OpenAPIKit" > "$work/openapikit/Sources/Reader/Reader.swift"
    packages+=(openapikit)
fi
for package in "${packages[@]}"; do
    (cd "$work/$package" && swift package resolve > /dev/null)
done
echo "before = $(git rev-parse --short "$before"), now = $(git rev-parse --short HEAD)"
for r in $(seq 1 "$rounds"); do
    for package in "${packages[@]}"; do
        cd "$work/$package"
        rm -rf .build/debug .build/*/debug
        product=(--product gen)
        [ "$package" = openapikit ] && product=()
        /usr/bin/time -f "%U %S %e %M" -o "$work/time" swift build "${product[@]}" > "$work/$package.log" 2>&1 \
            || { cat "$work/$package.log" >&2; exit 1; }
        read -r user sys wall rss < "$work/time"
        awk -v p="$package" -v r="$r" -v u="$user" -v s="$sys" -v w="$wall" -v m="$rss" \
            'BEGIN { printf "round %d  %-10s %6.1f CPU-s  %6.1f s wall  %5.2f GiB peak\n", r, p, u + s, w, m / 1048576 }'
    done
done
