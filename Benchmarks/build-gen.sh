#!/usr/bin/env bash
# Builds the gen that the benchmarks time, as README's install section builds it, and prints
# its path. Release; on Linux a fully static executable (`-static-executable`: the Swift
# libraries, libyaml and the C libraries linked in). A dynamically linked gen spends about 5 ms
# of every run loading and binding libswiftCore, Foundation and ICU, a tenth of a 500-endpoint
# run; one with only the Swift libraries linked in (`--static-swift-stdlib`) still spends about
# 2 ms relocating its 74,000 addresses and binding libc, libstdc++ and libyaml.
#
#   LINK=dynamic   build against the shared Swift libraries instead (.build-bench-dynamic):
#                  what `swift run` and the build plugin run
#   SKIP_BUILD=1   print the path of the gen already built
set -euo pipefail
cd "$(dirname "$0")/.."
flags=()
scratch=.build-bench
if [ "${LINK:-static}" = dynamic ]; then
    scratch=.build-bench-dynamic
elif [ "$(uname)" = Linux ]; then
    flags=(-Xswiftc -static-executable)
fi
if [ -z "${SKIP_BUILD:-}" ]; then
    echo "== building gen (release${flags[*]:+, ${flags[*]}}, $scratch)" >&2
    swift build -c release --scratch-path "$scratch" "${flags[@]}" --product gen >&2
fi
echo "$PWD/$scratch/release/gen"
