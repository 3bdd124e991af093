#!/bin/bash
# Session 77, first call (carry build/dpopt, bench/data and .gpu; about 8
# minutes): bench/tune again on the H200 where `tuned` lost to a fixed option
# set both in the run and timed again at b396a0e (bench/README.md): bfs
# rmat12 (0.96x in the run, 0.94x again: --remove=t1 beat its
# --flatten=grid), bt lines (0.83x, 0.97x). The decisions files and logs
# under $OUT/tuned; commit them into bench/tuned/ where the confirmation
# (dpopt-tune --confirm) found a better choice.
set -u
timeout 560 bench/tune --apps bfs,bt --out $OUT/tuned 2>&1 | tail -n 30
