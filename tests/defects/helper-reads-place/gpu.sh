#!/usr/bin/env bash
# On a machine with a GPU: helper_reads_place.cu, chain.cu and persistent.cu, as written
# and under each strategy, must print PASS (a helper reading the place is
# run through its copy, the place handed in).   usage: gpu.sh [DPOPT]
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
dpopt=${1:-build/dpopt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
for prog in helper_reads_place chain persistent; do
    for s in orig --aggregate=warp --aggregate=block --aggregate=multiblock:4 --aggregate=grid --flatten=grid \
        --flatten=block --flatten=warp --coarsen=2 --remove=t3 --remove=t4 --remove=t1 --remove=t2 --remove=auto \
        --threshold=128 "--aggregate=grid --threshold=128" "--aggregate=grid --coarsen=2"; do
        v=$prog.$(echo "$s" | tr -c 'a-z0-9' _)
        if [ "$s" = orig ]; then cp "$here/$prog.cu" "$tmp/$v.cu"; else "$dpopt" $s "$here/$prog.cu" -o "$tmp/$v.cu" 2>/dev/null; fi
        nvcc -O2 -arch=sm_90 -rdc=true -Iruntime/include "$tmp/$v.cu" -o "$tmp/$v" -lcudadevrt >"$tmp/$v.log" 2>&1 ||
            { echo "$prog $s: build failed"; fails=$((fails + 1)); continue; }
        out=$(timeout 30 "$tmp/$v" 2>&1 | head -1)
        echo "$prog $s: $out"
        case $out in PASS*) ;; *) fails=$((fails + 1)) ;; esac
    done
done
exit $fails
