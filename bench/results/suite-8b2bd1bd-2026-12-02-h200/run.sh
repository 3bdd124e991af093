#!/bin/bash
# The whole suite and its picks timed again in one call (issue 45's "in one
# run"): bench/suite-gpus --recheck 3 on a machine of 3 or more GPUs (about
# 440 s for the parts, then the rows where O or tuned is not the pick's
# program, a GPU each, about 60 s). Carry build/dpopt, bench/data and
# .gpu/commit. The device tool returns 8 files: build.log and the parts' 6,
# then extra.tgz (device.txt and recheck/; untar it into the results folder).
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 585 bench/suite-gpus --recheck 3 $OUT 'bfs,bh,bt,ccl,dyncall,gc,mstf' 'mstv,qt,sp,sssp,tc' \
    'qs,qsb:--quick' 2>&1 | tail -8
tar czf $OUT/extra.tgz -C $OUT device.txt $( [ -d $OUT/recheck ] && echo recheck ) && rm -rf $OUT/device.txt $OUT/recheck
