#!/usr/bin/env bash
# Fuzzes dpopt with AFL++: the whole pipeline, under AddressSanitizer, UBSan
# and LeakSanitizer, in every strategy mode (tests/fuzz/harness.c: the first
# byte of an input picks the command line, the rest is the CUDA source).
#
#   scripts/fuzz.sh [--execs N] [--minutes M] [--jobs J] [--timeout MS]
#
# Stops after about N executions in all (default 1000000; 0: no bound) or M
# minutes (default: no bound), whichever comes first, with J afl-fuzz
# instances (default 1). Installs afl++ when it is missing, builds
# build/fuzz/dpopt-fuzz, seeds from tests/corpus/*.cu and tests/fuzz/seeds/,
# and keeps everything under build/fuzz/ (the previous run's out/ is
# replaced). Exits 1 if any input crashed, hung (ran over MS milliseconds,
# default 5000) or made a sanitizer report, 2 on bad usage.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
say() { printf 'fuzz: %s\n' "$*"; }
usage() { sed -n '5,6p' "$0" | sed 's/^# *//' >&2; exit 2; }

execs=1000000 minutes=0 jobs=1 timeout_ms=5000
while [ $# -gt 0 ]; do
    case "$1" in
        --execs) [ $# -ge 2 ] || usage; execs=$2; shift 2 ;;
        --minutes) [ $# -ge 2 ] || usage; minutes=$2; shift 2 ;;
        --jobs) [ $# -ge 2 ] || usage; jobs=$2; shift 2 ;;
        --timeout) [ $# -ge 2 ] || usage; timeout_ms=$2; shift 2 ;;
        *) usage ;;
    esac
done
for n in "$execs" "$minutes" "$jobs" "$timeout_ms"; do
    [[ "$n" =~ ^[0-9]+$ ]] || usage
done
[ "$jobs" -ge 1 ] || usage
[ "$execs" -gt 0 ] || [ "$minutes" -gt 0 ] || { say "give --execs or --minutes a bound"; exit 2; }

# 1. What the build needs: the project's set-up, then AFL++ and clang.
scripts/setup.sh
if ! command -v afl-fuzz >/dev/null || ! command -v afl-clang-fast >/dev/null; then
    say "installing afl++"
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    "${sudo_cmd[@]}" apt-get install -y -q afl++ >/dev/null 2>&1 || {
        "${sudo_cmd[@]}" apt-get update -q >/dev/null
        "${sudo_cmd[@]}" apt-get install -y -q afl++ >/dev/null
    }
fi

# 2. The target.
say "building build/fuzz/dpopt-fuzz"
make --no-print-directory -s -f tests/fuzz/fuzz.mk -j"$(nproc)" >/dev/null
target=$root/build/fuzz/dpopt-fuzz

# afl-fuzz wants abort_on_error=1 and symbolize=0; leaks are checked by the
# harness. Without our LSAN_OPTIONS afl-fuzz sets fast_unwind_on_malloc=0,
# which unwinds every malloc's stack slowly (a third of the time).
export ASAN_OPTIONS=abort_on_error=1:symbolize=0:detect_leaks=1:detect_stack_use_after_return=0
export LSAN_OPTIONS=symbolize=0:fast_unwind_on_malloc=1:print_suppressions=0
export UBSAN_OPTIONS=halt_on_error=1:abort_on_error=1:print_stacktrace=1
export AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_AFFINITY=1 AFL_NO_UI=1

# 3. Seeds: the small files of tests/fuzz/seeds under every mode, the corpus
#    under two each (the fuzzer mutates the mode byte too). A seed that fails
#    already counts as a crash.
out=build/fuzz/out
rm -rf build/fuzz/seeds "$out"
mkdir -p build/fuzz/seeds "$out/seed-crashes" build/fuzz/work
mode_count=$("$target" --mode-count)
seed_crashes=0
add_seed() { # file mode
    local seed
    seed=build/fuzz/seeds/$(basename "$1" .cu)-$2
    { printf "\\$(printf %03o "$2")"; cat "$1"; } >"$seed"
    if ! (cd build/fuzz/work && timeout $((timeout_ms / 1000 + 1)) "$target" <"$root/$seed") >/dev/null 2>&1; then
        mv "$seed" "$out/seed-crashes/"
        seed_crashes=$((seed_crashes + 1))
    fi
}
for f in tests/fuzz/seeds/*.cu; do
    for ((m = 0; m < mode_count; m++)); do add_seed "$f" "$m"; done
done
i=0
for f in tests/corpus/*.cu; do
    add_seed "$f" $((i % mode_count))
    add_seed "$f" $(((i + mode_count / 2) % mode_count))
    i=$((i + 1))
done
[ "$seed_crashes" -eq 0 ] || say "$seed_crashes seeds crash already: $out/seed-crashes/"

# 4. The fuzzers: one main instance, J-1 secondaries, in build/fuzz/work so
#    that a quoted #include finds nothing of the project's.
limits=()
[ "$execs" -gt 0 ] && limits+=(-E $(( (execs + jobs - 1) / jobs )))
[ "$minutes" -gt 0 ] && limits+=(-V $((minutes * 60)))
pids=()
for ((j = 0; j < jobs; j++)); do
    # One instance alone trims its inputs (-M would not): smaller is faster.
    if [ "$jobs" -eq 1 ]; then role=() name=default
    elif [ "$j" -eq 0 ]; then role=(-M main) name=main
    else role=(-S "sec$j") name=sec$j; fi
    (cd build/fuzz/work && exec afl-fuzz -i "$root/build/fuzz/seeds" -o "$root/$out" ${role[@]+"${role[@]}"} \
        -x "$root/tests/fuzz/cuda.dict" -t "$timeout_ms" -m none "${limits[@]}" -- "$target") \
        >"$out/$name.log" 2>&1 &
    pids+=($!)
done
stop() { kill "${pids[@]}" 2>/dev/null || true; wait || true; say "interrupted"; exit 130; }
trap stop INT TERM
say "${#pids[@]} afl-fuzz instance(s) running; logs in $out/*.log"

stat_sum() { # sum of one fuzzer_stats field over the instances (none before their first stats: 0)
    { cat "$out"/*/fuzzer_stats 2>/dev/null || true; } | awk -v k="$1" '$1 == k { s += $3 } END { print s + 0 }'
}
running() { for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null && return 0; done; return 1; }
start=$SECONDS
while running; do
    sleep 5
    [ $(( (SECONDS - start) % 60 )) -lt 5 ] || continue
    done_now=$(stat_sum execs_done)
    say "$(( (SECONDS - start) / 60 )) min: $done_now execs, $(( done_now / (SECONDS - start) )) execs/s," \
        "corpus $(stat_sum corpus_count), crashes $(stat_sum saved_crashes), hangs $(stat_sum saved_hangs)"
done
status=0
for p in "${pids[@]}"; do wait "$p" || status=$?; done

# 5. The outcome.
total=$(stat_sum execs_done)
crashes=$(find "$out" -path '*/crashes/id:*' | wc -l)
hangs=$(find "$out" -path '*/hangs/id:*' | wc -l)
elapsed=$(( SECONDS - start > 0 ? SECONDS - start : 1 ))
say "done in $elapsed s: $total executions ($(( total / elapsed )) a second), $crashes crashes, $hangs hangs, $seed_crashes failing seeds"
if [ "$status" -ne 0 ] || [ "$total" -eq 0 ]; then
    say "afl-fuzz failed (exit $status); see $out/*.log"
    tail -n 20 "$out"/*.log
    exit 1
fi
if [ $((crashes + hangs + seed_crashes)) -gt 0 ]; then
    say "failing inputs (the first 10), each as a dpopt command on its source part:"
    n=0
    while IFS= read -r f; do
        n=$((n + 1))
        echo "  $f"
        echo "    $("$target" --explain "$f" "/tmp/dpopt-fuzz-$n.cu")"
    done < <(find "$out" \( -path '*/crashes/id:*' -o -path '*/hangs/id:*' -o -path '*/seed-crashes/*' \) -type f | sort | head -n 10)
    say "rerun one under the harness: (cd build/fuzz/work && ../dpopt-fuzz < INPUT)"
    exit 1
fi
say "no crashes, hangs or sanitizer reports"
