#!/bin/bash
# Next session (about 30 s; carry build/dpopt): a null pointer passed as 0
# or NULL, bound with the parameter's type (transform/site_code.c), run on
# the GPU: the program as written, and under --remove=t4, --flatten=warp and
# --threshold=64, each must print "no error ones=64 of 64".
set -u
d=$(mktemp -d)
cp bench/results/next-plan-2026-11-29/null_argument.cu $d/prog.cu
for o in --remove=t4 --flatten=warp --threshold=64; do
    build/dpopt $o $d/prog.cu -o $d/$(echo $o | tr -dc 'a-z0-9').cu || echo "dpopt $o failed"
done
for f in $d/*.cu; do
    ( nvcc -O2 -arch=sm_90 -rdc=true -Iruntime/include $f -o ${f%.cu}.bin -lcudadevrt > ${f%.cu}.log 2>&1 ||
        echo "$(basename $f): build failed" ) &
done
wait
for b in $d/*.bin; do echo "$(basename $b .bin): $($b 2>&1; echo rc $?)"; done | tee ${OUT:-/tmp}/null-argument.txt
