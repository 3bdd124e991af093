#!/bin/bash
# One part of the whole suite on the one GPU lent, its picks timed again in the same call.
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; date -u; } > $OUT/device.txt
timeout 570 bench/suite-gpus --recheck 3 $OUT "$1" 2>&1 | tail -8
tar czf $OUT/extra.tgz -C $OUT device.txt $( [ -d $OUT/recheck ] && echo recheck ) && rm -rf $OUT/device.txt $OUT/recheck
