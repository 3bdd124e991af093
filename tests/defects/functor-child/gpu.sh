#!/usr/bin/env bash
# On a machine with a GPU, from the checkout's root after `make build/dpopt`:
# builds functor_child.cu as written and as dpopt writes it under each
# strategy, runs each, and prints one line each: the option set and the
# program's PASS or FAIL line (HANG after 30 s, NO_BUILD when nvcc fails).
# Exits non-zero unless every one printed PASS.
set -u
cd "$(dirname "$0")/../../.."
out=${1:-/tmp/functor-child-gpu}
mkdir -p "$out"
status=0
for opt in none --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=grid \
    --flatten=block --flatten=warp --remove=t3 --remove=t4 --remove=auto --remove=t1 --remove=t2 --threshold=64 --coarsen=2; do
    file="$out/functor_child.${opt//[^a-z0-9]/_}.cu"
    if [ "$opt" = none ]; then
        cp tests/defects/functor-child/functor_child.cu "$file"
    else
        build/dpopt $opt tests/defects/functor-child/functor_child.cu -o "$file" 2>"$file.notes" || { echo "$opt: dpopt failed"; status=1; continue; }
    fi
    if ! nvcc -O2 -std=c++17 -arch=sm_90 -rdc=true --extended-lambda -Iruntime/include "$file" -o "$file.bin" -lcudadevrt >"$file.log" 2>&1; then
        echo "$opt: NO_BUILD"; status=1; continue
    fi
    result=$(timeout 30 "$file.bin" 2>&1)
    rc=$?
    [ $rc = 124 ] && result=HANG
    echo "$opt: $result"
    [ $rc = 0 ] && grep -q '^PASS' <<<"$result" || status=1
done
exit $status
