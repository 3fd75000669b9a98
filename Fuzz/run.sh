#!/usr/bin/env bash
# Builds a libFuzzer target of gen and runs it for a while; see Fuzz/README.md.
#
#   Fuzz/run.sh [TARGET] [SECONDS] [-- LIBFUZZER_OPTIONS...]
#   Fuzz/run.sh regress [FILE...]
#
# TARGET: spec (FuzzSpec, the default), render (FuzzRender) or all (each for SECONDS).
# SECONDS defaults to 60. Exits non-zero when the target crashes, hangs or runs out of
# memory; then prints where libFuzzer saved the input and the top of the stack.
# `regress` runs every target once over the files given (default: Fuzz/Regressions/*).
#
# Environment:
#   FUZZ_CONFIG     release (default) or debug: debug also checks `assert`, at a third of the speed
#   FUZZ_CORPUS     a folder to keep and grow the corpus in (default: a temporary one)
#   FUZZ_ARTIFACTS  where crashing inputs go (default: .build-fuzz/artifacts/TARGET)
#   FUZZ_SEED       libFuzzer's -seed (default: random)
#   FUZZ_TIMEOUT    seconds after which one input counts as a hang (default 60: a loaded
#                   machine can stall a process for seconds; one input takes milliseconds)
set -euo pipefail
cd "$(dirname "$0")/.."

config="${FUZZ_CONFIG:-release}"
scratch=".build-fuzz"
dict="Fuzz/spec.dict"
timeout="${FUZZ_TIMEOUT:-60}"

target_name() {
    case "$1" in
        spec | FuzzSpec) echo FuzzSpec ;;
        render | FuzzRender) echo FuzzRender ;;
        *) echo "Fuzz/run.sh: unknown target '$1' (spec, render, all or regress)" >&2; exit 2 ;;
    esac
}

# Only the fuzz package is built with the sanitizers, in its own scratch folder. Swift keeps
# the last -sanitize= it is given, so fuzzer and address go in one flag: SwiftPM's own
# `--sanitize=fuzzer --sanitize=address` would build without coverage.
build() {
    local product="$1" started=$SECONDS
    swift build -c "$config" --package-path Fuzz --scratch-path "$scratch" --product "$product" \
        --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address 2>&1 \
        | { grep -v "Cannot export local symbol '__asan" || true; } || { echo "Fuzz/run.sh: build of $product failed" >&2; exit 2; }
    echo "Fuzz/run.sh: built $product ($config) in $((SECONDS - started)) s"
}

binary() { echo "$scratch/$config/$1"; }

# Swift's backtracer would race libFuzzer's crash handler (and can outlive the process);
# libFuzzer and AddressSanitizer print the stack themselves.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
command -v llvm-symbolizer >/dev/null || export PATH="$(dirname "$(command -v swift)"):$PATH"

# The stack of a crash report, demangled, without libFuzzer's and libc's own frames.
stack_top() {
    grep -E '^ +#[0-9]+ 0x' "$1" | grep -v -E 'compiler-rt/lib/(fuzzer|asan|sanitizer_common)|/libc\.so|libc_start|in _start ' \
        | head -n "${2:-12}" | sed -E 's/^ +(#[0-9]+) 0x[0-9a-f]+ in /  \1 /' | swift demangle --simplified
}

if [[ "${1:-}" == regress ]]; then
    shift
    files=("$@")
    [[ ${#files[@]} -gt 0 ]] || mapfile -t files < <(find Fuzz/Regressions -type f ! -name README.md | sort)
    [[ ${#files[@]} -gt 0 ]] || { echo "Fuzz/run.sh: no regression inputs"; exit 0; }
    failed=0
    for product in FuzzSpec FuzzRender; do
        build "$product"
        for file in "${files[@]}"; do
            log="$(mktemp)"
            if "$(binary "$product")" -timeout="$timeout" -rss_limit_mb=2048 "$file" >"$log" 2>&1; then
                echo "pass: $product $file"
            else
                echo "FAIL: $product $file"
                grep -E '^(Fatal error|.*: Fatal error|==[0-9]+==ERROR|SUMMARY)' "$log" | head -3 | sed 's/^/  /'
                stack_top "$log" 6
                failed=$((failed + 1))
            fi
            rm -f "$log"
        done
    done
    [[ $failed -eq 0 ]] || { echo "Fuzz/run.sh: $failed regression run(s) failed"; exit 1; }
    exit 0
fi

target="${1:-spec}"
seconds="${2:-60}"
shift $(($# < 2 ? $# : 2))
[[ "${1:-}" == "--" ]] && shift
extra=("$@")
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "Fuzz/run.sh: SECONDS must be a number, not '$seconds'" >&2; exit 2; }

if [[ "$target" == all ]]; then products=(FuzzSpec FuzzRender); else products=("$(target_name "$target")"); fi

# The seed corpus: this repository's own specs, copied at run time.
# (libFuzzer reads corpus folders recursively: a temporary corpus goes beside it, not in it.)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
seeds="$work/seeds"
mkdir "$seeds"
cp Specs/*.yaml Tests/Fixtures/Specs/*.yaml Tests/Fixtures/Specs/*.json "$seeds/"

status=0
for product in "${products[@]}"; do
    build "$product"
    corpus="${FUZZ_CORPUS:+$FUZZ_CORPUS/$product}"
    if [[ -z "$corpus" ]]; then corpus="$work/corpus-$product"; fi
    mkdir -p "$corpus"
    artifacts="${FUZZ_ARTIFACTS:-$scratch/artifacts/$product}"
    mkdir -p "$artifacts"
    log="$scratch/$product.log"
    echo "Fuzz/run.sh: running $product for $seconds s (corpus $corpus, log $log)"
    set +e
    "$(binary "$product")" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 \
        -dict="$dict" -artifact_prefix="$artifacts/" -print_final_stats=1 ${FUZZ_SEED:+-seed=$FUZZ_SEED} \
        ${extra[@]+"${extra[@]}"} "$corpus" "$seeds" >"$log" 2>&1
    code=$?
    set -e
    grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)' "$log" | sed 's/^/  /' || true
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    # libFuzzer also saves slow-unit-… files: slow, not wrong, and not a failure.
    saved="$(sed -n "s/.*Test unit written to //p" "$log" | grep -v '/slow-unit-' || true)"
    slow="$(sed -n "s/.*Test unit written to //p" "$log" | grep '/slow-unit-' || true)"
    for file in $slow; do echo "  (a slow input, not a failure: $file)"; done
    if [[ $code -eq 0 && -z "$saved" ]]; then
        echo "Fuzz/run.sh: $product: no crash in ${runs:-?} runs, ${rate:-?} executions per second"
        continue
    fi
    status=1
    echo "Fuzz/run.sh: $product FAILED (exit $code) after ${runs:-?} runs, ${rate:-?} executions per second"
    grep -E '(Fatal error|==[0-9]+==ERROR|ERROR: libFuzzer|^SUMMARY)' "$log" | head -4 | sed 's/^/  /'
    stack_top "$log"
    for file in $saved; do
        echo "  crashing input saved at: $file"
        echo "  as text: $(python3 -c 'import sys; print(repr(open(sys.argv[1], "rb").read()[:400])[1:])' "$file" 2>/dev/null)"
    done
    echo "  reproduce: $(binary "$product") <file>; minimise: $(binary "$product") -minimize_crash=1 -runs=10000 <file>"
    echo "  full log: $log"
done
exit $status
