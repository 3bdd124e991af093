#!/usr/bin/env bash
# On a machine with a GPU: levels_check.cu (a kernel launching itself, one
# level at a time) as written and under grid aggregation, level by level,
# with the launch pool as it is and with a pool of 4 KB (the levels'
# batches then come from the device heap),
# at several depths (up to 100 levels), and a binary tree of launches into
# streams each thread creates (two launches of itself per block). Prints
# one line per build and run; exit 1 on any failure.
#   usage: tests/runtime/gpu-levels.sh [DPOPT] [OUTDIR]
# DPOPT_TRANSFORM_ONLY=1: run dpopt and check that each output runs its
# recursion level by level, nothing else (make test, no nvcc, no GPU).
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
status=0
# An output that does not call `mark` left its recursion as written (a
# refusal added since the check was written): the runs below would test
# the program as written only (tests/runtime/transformed.sh checks the
# other scripts' outputs against their programs byte for byte).
leveled() { # output mark what
    grep -q "$2" "$1" || { echo "FAIL $3: dpopt left the recursion as written (no $2 in its output)"; exit 1; }
    [ "${DPOPT_TRANSFORM_ONLY:-0}" = 1 ] && echo "$3: transformed"
}
cp tests/runtime/levels_check.cu "$out/as_written.cu"
"$dpopt" --aggregate=grid tests/runtime/levels_check.cu -o "$out/grid.cu" 2>/dev/null || { echo "FAIL dpopt"; exit 1; }
leveled "$out/grid.cu" dpopt::level_batch_close "levels_check --aggregate=grid"
cp "$out/grid.cu" "$out/grid_pool4096.cu"
# Launch removal T1/T2: the persistent grid runs grow's recursion level by
# level (branch, launching into streams its threads create, stays as written).
for r in t1 t2; do
    "$dpopt" --remove=$r tests/runtime/levels_check.cu -o "$out/remove_$r.cu" 2>/dev/null || { echo "FAIL dpopt"; exit 1; }
    leveled "$out/remove_$r.cu" dpopt::free_list_append_row "levels_check --remove=$r"
done
# levels_split_check.cu (below) as written and level by level.
cp tests/runtime/levels_split_check.cu "$out/split_as_written.cu"
"$dpopt" --aggregate=grid tests/runtime/levels_split_check.cu -o "$out/split_grid.cu" 2>/dev/null || { echo "FAIL dpopt split"; exit 1; }
leveled "$out/split_grid.cu" dpopt::level_batch_close "levels_split_check --aggregate=grid"
# its two launches of itself are made once a row and no thread can run a
# subtree: each goes into the next level's batch at the launch
grep -q dpopt::level_append "$out/split_grid.cu" ||
    { echo "FAIL levels_split_check --aggregate=grid: its launches are not appended at the launch (no dpopt::level_append)"; exit 1; }
[ "${DPOPT_TRANSFORM_ONLY:-0}" = 1 ] && exit 0
cp "$out/split_grid.cu" "$out/split_grid_pool4096.cu"
for build in as_written grid grid_pool4096 remove_t1 remove_t2; do
    flags=""
    [ "$build" = grid_pool4096 ] && flags="-DDPOPT_POOL_BYTES=4096"
    # shellcheck disable=SC2086
    if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include $flags "$out/$build.cu" -o "$out/$build" -lcudadevrt >"$out/$build.log" 2>&1; then
        echo "FAIL $build: does not build"; head -5 "$out/$build.log"; status=1; continue
    fi
    # A chain of levels; a binary tree of launches into streams each
    # thread creates (as written the tree's launches are the program's own:
    # 2^(depth+1) - 2 of them, so it stays under the pending-launch limit
    # of 2,048 there).
    trees="8"
    [ "$build" = grid ] && trees="8 18"
    for run in 12 23 30 100 $(for t in $trees; do echo "$t:tree"; done); do
        depth=${run%%:*} mode=""
        [ "$run" != "$depth" ] && mode=tree
        result=$(timeout 60 "$out/$build" "$depth" $mode 2>&1 | grep -E '^(PASS|FAIL)')
        echo "$build: ${result:-FAIL ${mode:+tree }depth $depth: no result (timed out or crashed)}"
        case "$result" in *FAIL*|"") status=1 ;; esac
    done
done
# A level the memory left cannot hold at once: levels_split_check.cu's
# 4-ary tree, whose child votes across its warps (no thread can run a
# subtree), with a pool of 4 KB and a device heap of 256 KB, runs its deep
# levels in pieces; with the heap taken first not even one block's launches
# fit and the program must stop with dpopt's message (never hang, never run
# the kernel as written). As written only to depth 5 (the pending-launch
# limit).
for build in split_as_written split_grid split_grid_pool4096; do
    flags=""
    [ "$build" = split_grid_pool4096 ] && flags="-DDPOPT_POOL_BYTES=4096"
    # shellcheck disable=SC2086
    if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include $flags "$out/$build.cu" -o "$out/$build" -lcudadevrt >"$out/$build.log" 2>&1; then
        echo "FAIL $build: does not build"; head -5 "$out/$build.log"; status=1; continue
    fi
    case $build in
    split_as_written) runs="5" ;;
    split_grid) runs="6 9" ;;
    *) runs="6:256 8:256 9:256 9:1024" ;;
    esac
    for run in $runs; do
        depth=${run%%:*} heap=""
        [ "$run" != "$depth" ] && heap=${run#*:}
        result=$(timeout 120 "$out/$build" "$depth" $heap 2>&1 | grep -E '^(PASS|FAIL)')
        echo "$build${heap:+ heap ${heap}KB}: ${result:-FAIL depth $depth: no result (timed out or crashed)}"
        case "$result" in *FAIL*|"") status=1 ;; esac
    done
done
# No room even for one block: dpopt's message, a failed run, no hang.
result=$(timeout 60 "$out/split_grid_pool4096" 6 256 full 2>&1)
if printf '%s\n' "$result" | grep -q "^dpopt: quad: neither the launch pool" && printf '%s\n' "$result" | grep -q '^FAIL'; then
    echo "split_grid_pool4096 heap taken: PASS stops with dpopt's message"
else
    echo "split_grid_pool4096 heap taken: FAIL expected dpopt's message and a failed run, got: $(printf '%s' "$result" | head -3)"
    status=1
fi
exit $status
