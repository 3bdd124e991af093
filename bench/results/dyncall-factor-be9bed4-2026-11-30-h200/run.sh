#!/bin/bash
# dyncall A/B: dpopt's T4 taking a factor the same for the block out of a
# summed product (analysis/block_sums.h: `(unsigned long long)P_weight *
# threadID` sums threadID, multiplied once), against T4 before (the products
# summed), beside flat and the CDP1 program (unchanged). The builder and
# timer of ../dyncall-whole-ddfcf17-2026-11-30-h200/run.sh (every run
# verified). Usage: run.sh [runs]
S=$(cd "$(dirname "$0")" && pwd)
R=$S/..
SOURCES="t4_sums=$R/dyncall-sums-1285f7e-2026-11-30-h200/t4.cu t4_factor=$S/t4.cu
         c1_sums=$R/dyncall-sums-1285f7e-2026-11-30-h200/c1.cu" \
VARIANTS="flat t4_sums t4_factor c1_sums" \
BUILD=/tmp/dyncall-factor exec $R/dyncall-whole-ddfcf17-2026-11-30-h200/run.sh "$@"
