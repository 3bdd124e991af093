#!/bin/bash
# Counts past 2^32 (docs/guide.md, "Known wrong results"), on a GPU (about 3
# minutes; carry build/dpopt, and for the run before the fix scratch/old:
# dpopt and runtime/include of the commit before, 1d71ccbf). Three
# self-checking programs, each correct as written (it prints "ok" as
# written), each under the options whose counts it passes 32 bits in:
#   hoist_negative_offsets.cu  --hoist: int offsets -1.1e9, 0, 1.1e9
#   persistent_wide.cu         --remove=t1|t2|auto: 2^32 threads; 2^32 + 64 child blocks
#   wide_grids.cu              --coarsen=7|2, --threshold=64 (with --coarsen=7),
#                              --flatten=warp|grid: grids of 2^32 - 2 and 2^32 blocks, one CUDA refuses
# Every line of $OUT/overflow-new.txt must say "ok" but --flatten=warp's:
# its launches over the cap go to grid aggregation, whose fused grid of
# 2^32 - 2 blocks cannot launch and which runs the refused 1 x 70,000 grid
# (docs/guide.md, "Known wrong results": grid aggregation's, not these
# counts'). $OUT/overflow-old.txt shows the same runs before the fix (the
# wrong ones, where it ran). run-overflow-h200.txt: a run of both.
#   usage: bench/results/next-plan-2026-11-29/run-overflow.sh [new|old|both]
set -u
here=bench/results/next-plan-2026-11-29
OUT=${OUT:-/tmp/overflow}
mkdir -p "$OUT"
which=${1:-both}
d=$(mktemp -d)
runs=(
    "hoist_negative_offsets:"
    "hoist_negative_offsets:--hoist"
    "persistent_wide:"
    "persistent_wide:--remove=t1"
    "persistent_wide:--remove=t2"
    "persistent_wide:--remove=auto"
    "wide_grids:"
    "wide_grids:--coarsen=7"
    "wide_grids:--coarsen=2"
    "wide_grids:--threshold=64"
    "wide_grids:--threshold=64 --coarsen=7"
    "wide_grids:--flatten=warp"
    "wide_grids:--flatten=grid"
)
name_of() { echo "$1" | tr -dc 'a-z0-9_'; }
build_all() { # tag dpopt include
    local tag=$1 dpopt=$2 inc=$3 r prog opts name
    for r in "${runs[@]}"; do
        prog=${r%%:*}; opts=${r#*:}
        [ "$tag" = old ] && [ -z "$opts" ] && continue # as written: the same program either way
        name=$tag-$(name_of "$prog$opts")
        if [ -n "$opts" ]; then
            # shellcheck disable=SC2086
            "$dpopt" $opts "$here/$prog.cu" -o "$d/$name.cu" 2>"$d/$name.notes" || { echo "dpopt failed" >"$d/$name.fail"; continue; }
        else
            cp "$here/$prog.cu" "$d/$name.cu"
        fi
        ( nvcc -O2 -arch=sm_90 -rdc=true -std=c++17 -I"$inc" "$d/$name.cu" -o "$d/$name.bin" -lcudadevrt \
            >"$d/$name.log" 2>&1 || echo "build failed: $(grep -m1 error "$d/$name.log")" >"$d/$name.fail" ) &
    done
    wait
}
run_all() { # tag
    local tag=$1 r prog opts name t0 line
    for r in "${runs[@]}"; do
        prog=${r%%:*}; opts=${r#*:}
        [ "$tag" = old ] && [ -z "$opts" ] && continue
        name=$tag-$(name_of "$prog$opts")
        if [ -f "$d/$name.fail" ]; then
            line="$(cat "$d/$name.fail")"
        else
            t0=$(date +%s%N)
            line=$(timeout 40 "$d/$name.bin" 2>&1 | tail -n 3 | tr '\n' ' '; echo "rc ${PIPESTATUS[0]}")
            line="$line $((($(date +%s%N) - t0) / 1000000)) ms"
        fi
        echo "$prog ${opts:-(as written)}: $line" | tee -a "$OUT/overflow-$tag.txt"
    done
}
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu-commit 2>/dev/null || git log --format=%h -1; } | tee "$OUT/overflow-gpu.txt"
if [ "$which" != old ]; then
    : >"$OUT/overflow-new.txt"
    build_all new build/dpopt runtime/include
    run_all new
fi
if [ "$which" != new ] && [ -x scratch/old/dpopt ]; then
    : >"$OUT/overflow-old.txt"
    build_all old scratch/old/dpopt scratch/old/include
    run_all old
fi
cp "$d"/*.notes "$OUT/" 2>/dev/null
