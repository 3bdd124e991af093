#!/usr/bin/env bash
# On a machine with a GPU: grids whose blocks pass 32 bits
# (tests/runtime/wide_grids/: each program checks its own counts and prints
# PASS or FAIL), as written and under every strategy that takes their
# launches: child grids of 2^32 - 2, 2^32 and 3 x (2^31 - 1) blocks
# (wide_child.cu), and a parent grid of 3 x (2^31 - 1) blocks followed by
# small ones (wide_parent.cu). About 2 minutes on an H200 (one-thread blocks,
# about 1.6 billion a second). Not here: T3 and T4 on such a child (one
# thread would walk 2^32 blocks, minutes), the persistent removal (its
# worklists stop the grid with a message past 2^31 - 1 child blocks).
# With DPOPT_OLD and DPOPT_OLD_INCLUDE (a dpopt and its runtime headers from
# before a change), the same runs under those too, marked "old". Exit 1 on
# any failure of the current dpopt.
#   usage: tests/runtime/gpu-wide-grids.sh [DPOPT] [OUTDIR]
set -u
cd "$(dirname "$0")/../.." || exit 2
# Every output must differ from its program (tests/runtime/transformed.sh;
# DPOPT_TRANSFORM_ONLY=1: that check only, for the tree's dpopt).
# shellcheck source=tests/runtime/transformed.sh
. tests/runtime/transformed.sh
dpopt=$(realpath "${1:-build/dpopt}")
out=${2:-$(mktemp -d)}
mkdir -p "$out"
src=tests/runtime/wide_grids
child_sets=("" --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=warp --flatten=block
            --flatten=grid "--threshold=64 --aggregate=grid")
parent_sets=("" --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=warp
             --flatten=block --flatten=grid "--threshold=64 --aggregate=grid" -O --remove=auto)
name_of() { local n=${1:-as_written}; n=${n#--}; n=${n// --/_}; echo "${n//[=:]/_}"; }
build() { # TAG DPOPT INCLUDE PROGRAM OPTIONS
    local tag=$1 tool=$2 inc=$3 prog=$4 opts=$5 name
    name=$tag.$prog.$(name_of "$opts")
    [ "${DPOPT_TRANSFORM_ONLY:-0}" = 1 ] && [ -z "$opts" ] && return
    if [ -n "$opts" ]; then
        # shellcheck disable=SC2086
        "$tool" $opts "$src/$prog.cu" -o "$out/$name.cu" 2>"$out/$name.notes" || { echo "dpopt failed" >"$out/$name.fail"; return; }
        left_as_written "$src/$prog.cu" "$out/$name.cu" &&
            { echo "dpopt left every launch as written, so it tests nothing" >"$out/$name.fail"; return; }
        [ "${DPOPT_TRANSFORM_ONLY:-0}" = 1 ] && return
    else
        cp "$src/$prog.cu" "$out/$name.cu"
    fi
    nvcc -O2 -arch=sm_90 -rdc=true -std=c++17 -I"$inc" "$out/$name.cu" -o "$out/$name" -lcudadevrt >"$out/$name.log" 2>&1 ||
        echo "build failed: $(grep -m1 error "$out/$name.log")" >"$out/$name.fail"
}
tags=(new)
[ -n "${DPOPT_OLD:-}" ] && tags+=(old)
for tag in "${tags[@]}"; do
    tool=$dpopt inc=runtime/include
    [ "$tag" = old ] && { tool=$(realpath "$DPOPT_OLD"); inc=$DPOPT_OLD_INCLUDE; }
    for o in "${child_sets[@]}"; do
        [ "$tag" = old ] && [ -z "$o" ] && continue
        build "$tag" "$tool" "$inc" wide_child "$o" &
    done
    for o in "${parent_sets[@]}"; do
        [ "$tag" = old ] && [ -z "$o" ] && continue
        build "$tag" "$tool" "$inc" wide_parent "$o" &
    done
done
wait
failed=0
if [ "${DPOPT_TRANSFORM_ONLY:-0}" = 1 ]; then
    # What build() found of each output (a .fail names it), as transformed.sh words it.
    told() { # PROGRAM OPTIONS
        local f=$out/new.$1.$(name_of "$2").fail
        if [ -f "$f" ]; then echo "FAIL $1 $2: $(cat "$f")"; failed=1; else echo "$1 $2: transformed"; fi
    }
    for o in "${child_sets[@]:1}"; do told wide_child "$o"; done
    for o in "${parent_sets[@]:1}"; do told wide_parent "$o"; done
    exit $failed
fi
run() { # TAG PROGRAM OPTIONS
    local name line t0 rc
    name=$1.$2.$(name_of "$3")
    if [ -f "$out/$name.fail" ]; then
        line="FAIL $(cat "$out/$name.fail")"
    else
        t0=$(date +%s%N)
        timeout 60 "$out/$name" >"$out/$name.out" 2>&1
        rc=$?
        line="$(tail -n 3 "$out/$name.out" | tr '\n' ' ')(rc $rc, $((($(date +%s%N) - t0) / 1000000)) ms)"
        # A program that printed no verdict (a crash, a hang) fails too.
        grep -q '^PASS' "$out/$name.out" || { grep -q '^FAIL' "$out/$name.out" || line="FAIL $line"; }
    fi
    echo "$1 $2 ${3:-(as written)}: $line"
    [ "$1" = new ] && ! grep -q '^PASS' "$out/$name.out" 2>/dev/null && failed=1
}
for tag in "${tags[@]}"; do
    for o in "${child_sets[@]}"; do
        [ "$tag" = old ] && [ -z "$o" ] && continue
        run "$tag" wide_child "$o"
    done
    for o in "${parent_sets[@]}"; do
        [ "$tag" = old ] && [ -z "$o" ] && continue
        run "$tag" wide_parent "$o"
    done
done
exit $failed
