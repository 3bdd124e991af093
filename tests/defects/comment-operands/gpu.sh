#!/usr/bin/env bash
# On a machine with a GPU: blocks.cu as written and under each granularity
# must count the same child threads.   usage: gpu.sh [DPOPT]
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
dpopt=${1:-build/dpopt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
for v in orig block grid warp; do
    if [ $v = orig ]; then cp "$here/blocks.cu" "$tmp/$v.cu"; else "$dpopt" --aggregate=$v "$here/blocks.cu" -o "$tmp/$v.cu" 2>/dev/null; fi
    nvcc -O2 -arch=sm_90 -rdc=true -Iruntime/include "$tmp/$v.cu" -o "$tmp/$v" -lcudadevrt >"$tmp/$v.log" 2>&1 || { echo "$v: build failed"; fails=$((fails + 1)); continue; }
    out=$(timeout 20 "$tmp/$v" 2>&1 | head -1)
    echo "$v: $out"
    case $out in PASS*) ;; *) fails=$((fails + 1)) ;; esac
done
exit $fails
