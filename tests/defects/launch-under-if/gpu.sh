#!/bin/bash
# launch-under-if on a GPU: gpu_main.cu (a launch in each branch of an
# #ifdef in the kernel's body) through dpopt under each strategy, WITHOUT
# -D (both branches rewritten, each piece under its branch's condition),
# then compiled and run with and without -DUSE_FAST; each run prints PASS
# or FAIL. Run from the repository root after `make build/dpopt`:
#   tests/defects/launch-under-if/gpu.sh
# Exit status: the number of failed builds or runs.
here=$(dirname "$0")
out=${TMPDIR:-/tmp}/launch-under-if-gpu.$$
mkdir -p "$out"
failures=0
for opt in "" --aggregate=block --aggregate=warp --aggregate=grid --flatten=block --flatten=grid --flatten=warp \
    --remove=t3 --remove=t4 --remove=auto --threshold=32 --coarsen=2; do
    name=${opt:-as-written}
    name=${name#--}
    if [ -n "$opt" ]; then
        build/dpopt $opt "$here/gpu_main.cu" -o "$out/$name.cu" 2>"$out/$name.notes" || {
            echo "$name: dpopt failed"; failures=$((failures + 1)); continue; }
    else
        cp "$here/gpu_main.cu" "$out/$name.cu"
    fi
    for def in "" -DUSE_FAST; do
        exe="$out/$name${def:+-fast}"
        if ! nvcc -arch=sm_90 -rdc=true -O2 -I runtime/include $def "$out/$name.cu" -o "$exe" -lcudadevrt 2>"$exe.nvcc"; then
            echo "$name ${def:-(no -D)}: FAIL (nvcc: $(grep -m1 error "$exe.nvcc"))"
            failures=$((failures + 1))
            continue
        fi
        result=$("$exe" 2>&1)
        echo "$name ${def:-(no -D)}: $result$(grep -q 'left as written' "$out/$name.notes" 2>/dev/null && echo ' [a launch left as written]')"
        [[ $result == PASS* ]] || failures=$((failures + 1))
    done
done
rm -rf "$out"
exit $failures
