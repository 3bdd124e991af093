#!/bin/bash
# bench/suite-gpus --recheck on one GPU and one app (qt, every variant, both
# datasets), as the whole suite would run it on several: the part, then the
# rows where O or tuned is not the run's pick's program timed again in 2
# rounds, in the same call. Carry build/dpopt and .gpu/commit.
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 560 bench/suite-gpus --recheck 2 $OUT qt 2>&1 | tail -6
