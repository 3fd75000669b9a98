#!/usr/bin/env bash
# Builds swift-openapi-generator 1.14.3's command-line tool (release) once, in a throwaway
# package under Benchmarks/.work/openapi-generator-tool, and prints the tool's path on stdout.
# Later calls find it built and only print the path. Used by compile-cost-reference.sh and
# generation-reference.sh, which compare gen with it on the same synthetic API.
#
# The package is resolved like any other (on this project's machines SwiftPM reads it from the
# local copy of the package sources); nothing of it is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=$PWD/Benchmarks/.work/openapi-generator-tool
generator=$tool/.build/release/swift-openapi-generator
if [ -x "$generator" ]; then
    echo "$generator"
    exit 0
fi
mkdir -p "$tool/Sources/Placeholder"
cat > "$tool/Package.swift" <<'EOF'
// swift-tools-version: 6.0
// Throwaway package written by Benchmarks/openapi-generator-tool.sh: builds the generator's tool.
import PackageDescription

let package = Package(
    name: "ReferenceTool",
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")],
    targets: [.target(name: "Placeholder")]
)
EOF
echo "// Placeholder: the package exists to build swift-openapi-generator." > "$tool/Sources/Placeholder/Placeholder.swift"
echo "== building swift-openapi-generator 1.14.3 (release; the first time takes minutes)" >&2
(cd "$tool" && swift build -c release --product swift-openapi-generator >&2)
echo "$generator"
