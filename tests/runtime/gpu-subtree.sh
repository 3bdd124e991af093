#!/usr/bin/env bash
# On a machine with a GPU: subtree_check.cu (a kernel launching itself, a
# complete 3-ary tree of launches) as written, under --threshold=8 (the
# whole tree run depth first by the host launch's thread), the same with a
# stack of 2 launches (the launches finding it full are made), and under
# --threshold=8 --aggregate=block; under --aggregate=grid (level by level)
# with a pool of 4 KB and a device heap of 64 KB, so that the deeper levels'
# launches run in their threads with their subtrees, alone and with
# --threshold=8 (then every launch below it does); each in both forms
# (fire-and-forget, and a stream each thread creates); and under
# --remove=t1, t2 and auto, whose persistent grid runs the fire-and-forget
# form's recursion level by level (the other form stays as written). Prints
# one line per build and run; exit 1 on any failure.
#   usage: tests/runtime/gpu-subtree.sh [DPOPT] [OUTDIR]
# Every output must differ from the program (tests/runtime/transformed.sh;
# DPOPT_TRANSFORM_ONLY=1: that check only).
set -u
cd "$(dirname "$0")/../.."
# shellcheck source=tests/runtime/transformed.sh
. tests/runtime/transformed.sh
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
status=0
cp tests/runtime/subtree_check.cu "$out/as_written.cu"
"$dpopt" --threshold=8 tests/runtime/subtree_check.cu -o "$out/threshold.cu" 2>/dev/null || { echo "FAIL dpopt"; exit 1; }
cp "$out/threshold.cu" "$out/threshold_stack2.cu"
"$dpopt" --threshold=8 --aggregate=block tests/runtime/subtree_check.cu -o "$out/threshold_block.cu" 2>/dev/null || { echo "FAIL dpopt"; exit 1; }
"$dpopt" --aggregate=grid tests/runtime/subtree_check.cu -o "$out/grid_no_room.cu" 2>/dev/null || { echo "FAIL dpopt"; exit 1; }
"$dpopt" --threshold=8 --aggregate=grid tests/runtime/subtree_check.cu -o "$out/threshold_grid.cu" 2>/dev/null || { echo "FAIL dpopt"; exit 1; }
for r in t1 t2 auto; do
    "$dpopt" --remove=$r tests/runtime/subtree_check.cu -o "$out/remove_$r.cu" 2>/dev/null || { echo "FAIL dpopt"; exit 1; }
done
for build in threshold threshold_block grid_no_room threshold_grid remove_t1 remove_t2 remove_auto; do
    transformed_or_fail tests/runtime/subtree_check.cu "$out/$build.cu" "$build" || status=1
done
[ "${DPOPT_TRANSFORM_ONLY:-0}" = 1 ] && exit $status
for build in as_written threshold threshold_stack2 threshold_block grid_no_room threshold_grid remove_t1 remove_t2 remove_auto; do
    flags="" heap=""
    [ "$build" = threshold_stack2 ] && flags="-DDPOPT_SUBTREE_LAUNCHES=2"
    [ "$build" = grid_no_room ] && flags="-DDPOPT_POOL_BYTES=4096" heap=smallheap
    # shellcheck disable=SC2086
    if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include $flags "$out/$build.cu" -o "$out/$build" -lcudadevrt >"$out/$build.log" 2>&1; then
        echo "FAIL $build: does not build"; head -5 "$out/$build.log"; status=1; continue
    fi
    depths="2 6 9"
    [ "$build" = threshold ] && depths="2 6 9 12"
    for depth in $depths; do
        for form in "" streams; do
            start=$(date +%s%N)
            result=$(timeout 60 "$out/$build" "$depth" $form $heap 2>&1 | grep -E '^(PASS|FAIL)')
            ms=$((($(date +%s%N) - start) / 1000000))
            echo "$build: ${result:-FAIL ${form:+$form }depth $depth: no result (timed out or crashed)} (${ms} ms)"
            case "$result" in *FAIL*|"") status=1 ;; esac
        done
    done
done
exit $status
