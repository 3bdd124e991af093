#!/bin/bash
# On the device: build.sh for each app, then 3 interleaved rounds of every
# app x dataset x shape, 40 runs after 5 warm-ups, every run verified by the
# app's own check.
S=$(cd "$(dirname "$0")" && pwd)
export APPS="bfs gc mstv sp sssp tc" SHAPES="256x2048 128x4096 64x8192 512x1024 256x1024 256x8192"
for a in $APPS; do APPS=$a $S/build.sh > /tmp/shape-build-$a.log 2>&1 || echo "BUILD FAIL $a"; done
declare -A DS=([bfs]="rmat12 uniform-10000-1000" [gc]=bcsstk13 [mstv]=rmat12 [sp]=random-42000-10000-3
               [sssp]=rmat12 [tc]="facebook_combined oregon1_010331 rmat-16-16")
for round in 1 2 3; do
  for a in $APPS; do for d in ${DS[$a]}; do for s in $SHAPES; do
    r=$(timeout 60 /tmp/shape/bin/${a}_$s --dataset $d --runs 40 --warmup 5 --quiet 2>&1 | grep RESULT |
        sed 's/RESULT //; s/ max_ms=[^ ]*//; s/app=[^ ]* variant=[^ ]* dataset=[^ ]* //')
    echo "$round $a $d $s ${r:-FAILED}"
  done; done; done
done | tee $OUT/shape.txt
