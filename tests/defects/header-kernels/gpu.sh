#!/usr/bin/env bash
# On a machine with a GPU: checked.cu (main.cu, checking its results) as
# written and as dpopt writes it under each strategy, kernels.cuh read into
# it, must print PASS.   usage: gpu.sh [DPOPT]
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
dpopt=${1:-build/dpopt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
for v in orig --aggregate=warp --aggregate=block --aggregate=grid --flatten=grid --remove=t1 --remove=t3 --remove=t4 \
         --remove=auto --threshold=32 --coarsen=2; do
    name=$(tr -d ' -' <<<"$v" | tr '=:' '__')
    if [ "$v" = orig ]; then cp "$here/checked.cu" "$tmp/$name.cu"; else "$dpopt" $v "$here/checked.cu" -o "$tmp/$name.cu" 2>/dev/null; fi
    nvcc -O2 -std=c++17 -arch=sm_90 -rdc=true -Iruntime/include -I"$here" "$tmp/$name.cu" -o "$tmp/$name" -lcudadevrt \
        >"$tmp/$name.log" 2>&1 || { echo "$v: build failed"; fails=$((fails + 1)); continue; }
    out=$(timeout 20 "$tmp/$name" 2>&1 | head -1)
    echo "$v: $out"
    case $out in PASS*) ;; *) fails=$((fails + 1)) ;; esac
done
exit $fails
