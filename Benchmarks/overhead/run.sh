#!/bin/sh
# Overhead benchmark (not a test) of the generated client: RepairMinderClient.orders(…) over a
# canned-bytes transport vs the same request built and the same 50-order response decoded by hand
# with URLComponents, URLRequest and JSONDecoder. Builds the standalone package in release (it
# compiles Generated/RepairMinder as it is, through a symlink) and prints medians and ratios of
# interleaved rounds. See Benchmarks/overhead/README.md.
# Usage: Benchmarks/overhead/run.sh [ROUNDS ≥ 30, default 41] [CALLS per side per round, default 30]
set -eu
cd "$(dirname "$0")/../.."
swift build -c release --package-path Benchmarks/overhead --scratch-path Benchmarks/overhead/.build-overhead
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); $(swift --version 2>/dev/null | head -n 1); $(uname -sm); cores: $(getconf _NPROCESSORS_ONLN); load:$(uptime | sed 's/.*load average[s]*://')"
Benchmarks/overhead/.build-overhead/release/OverheadBench "$@"
