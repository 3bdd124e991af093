#!/bin/bash
# Launches with a configuration CUDA refuses (a block of 2,048, a negative
# grid, a block z of 65, a zero grid) among valid ones, run on the GPU
# (about 3 minutes, most of it nvcc; carry build/dpopt): the program as
# written (CDP) and under each strategy below must print "PASS": exactly the
# valid children ran (dpopt::launch_config_valid, runtime launch_config.cuh).
# One line a variant in $OUT/invalid-config.txt; dpopt's notes and nvcc's
# output beside the binaries in the temporary folder.
set -u
d=$(mktemp -d)
src=bench/results/next-plan-2026-11-29/invalid-config.cu
cp $src $d/written.cu
variants=(--remove=t3 --remove=t4 --remove=auto --remove=t1 --remove=t2 --aggregate=grid --aggregate=block
          --aggregate=warp --aggregate=multiblock:4 --flatten=grid --flatten=warp --flatten=block -O
          --threshold=64 --coarsen=2 "--threshold=64 --aggregate=grid --coarsen=2")
for o in "${variants[@]}"; do
    name=$(echo "$o" | tr -d ' -' | tr '=:' '__')
    # shellcheck disable=SC2086
    build/dpopt $o $src -o $d/$name.cu 2> $d/$name.notes || echo "dpopt $o failed: $(tail -1 $d/$name.notes)"
done
for f in $d/*.cu; do
    ( nvcc -O2 -arch=sm_90 -rdc=true -Iruntime/include $f -o ${f%.cu}.bin -lcudadevrt > ${f%.cu}.log 2>&1 ||
        echo "$(basename $f .cu): build failed: $(grep -m1 error ${f%.cu}.log)" ) &
done
wait
for b in $d/*.bin; do
    name=$(basename $b .bin)
    # Launches dpopt left as written (refused at that strategy), from its notes.
    kept=$(grep -c "left as written" $d/$name.notes 2>/dev/null)
    echo "$name: $(timeout 60 $b 2>&1 | tail -1; echo "rc ${PIPESTATUS[0]}") ${kept:+(launches left as written: $kept)}"
done | tee ${OUT:-/tmp}/invalid-config.txt
echo "kept in $d"
