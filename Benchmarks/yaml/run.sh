#!/bin/sh
# Speed benchmark of the YAML reader (not a test): synthesizes a ~3 MB spec-like YAML file, builds
# yaml-bench in release, and times a bare libyaml event loop against YAMLReader.read building the
# Node tree, both in process on the same bytes, alternating, median of RUNS (default 9, minimum 7).
# Usage: Benchmarks/yaml/run.sh [RUNS] [BYTES]
set -eu
cd "$(dirname "$0")/../.."
RUNS=${1:-9}
BYTES=${2:-3000000}
swift build -c release --scratch-path .build-bench --product yaml-bench
BIN=.build-bench/release/yaml-bench
SPEC=${TMPDIR:-/tmp}/yaml-bench-spec.yaml
"$BIN" generate "$SPEC" "$BYTES"
"$BIN" time "$SPEC" "$RUNS"
